#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// `path` made absolute with every symbolic link, `.` and `..` resolved
  /// (`realpath`), nil when it does not exist or cannot be resolved.
  ///
  /// Nil on Windows and WASI, which have no `realpath`: callers keep their
  /// checks of the path as written.
  package static func realPath(_ path: String) -> String? {
    #if os(Windows) || os(WASI)
      return nil
    #else
      guard let resolved = realpath(path, nil) else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    #endif
  }

  /// Where `path` leads: ``realPath(_:)`` of its longest part that exists,
  /// followed by the rest as written (so that a name not created yet, below a
  /// link, is still placed where the link leads). Nil when no part resolves.
  package static func realPathOfExistingPart(_ path: String) -> String? {
    var head = Substring(path)
    var tail: [Substring] = []
    while true {
      if let resolved = realPath(head.isEmpty ? "." : String(head)) {
        return tail.isEmpty ? resolved : (resolved == "/" ? "" : resolved) + "/" + tail.joined(separator: "/")
      }
      // The root or the current directory did not resolve: nothing will.
      if head.isEmpty || head == "/" { return nil }
      if let slash = head.lastIndex(of: "/") {
        let name = head[head.index(after: slash)...]
        if !name.isEmpty { tail.insert(name, at: 0) }
        head = slash == head.startIndex ? "/" : head[..<slash]
      } else {
        tail.insert(head, at: 0)
        head = ""
      }
    }
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Paths as the configuration writes them: relative to its folder.
struct ProjectPaths {
  /// The base folder as an absolute, normalized path.
  let base: String

  init(base folder: String?) {
    let current = FileManager.default.currentDirectoryPath
    base = Self.normalized(Self.absolute(folder ?? ".", from: current))
  }

  /// `path` relative to the base folder, or absolute when it lies outside it.
  func relative(_ path: String) -> String {
    let full = Self.normalized(Self.absolute(path, from: FileManager.default.currentDirectoryPath))
    if full == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  static func absolute(_ path: String, from directory: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// Without `.` and empty components, and `..` applied.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}

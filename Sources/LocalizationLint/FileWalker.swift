import LocalizationFiles
import LocalizedStrings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds the localization files below the paths given, visiting each real
/// directory once (a symbolic link back to a parent is not followed again).
///
/// `FileManager` rather than the C library's `stat` and `readdir`, so that
/// the walk is the same on Linux (glibc or musl), Android, Apple platforms,
/// Windows and WASI. The linter and the accessor generator walk alike.
package struct FileWalker {
  /// The localization files found, in the order of the walk.
  package var files: [String] = []
  /// Paths that could not be read (or links to nothing).
  package var unreadable: [String] = []
  private var visited: Set<String> = []

  package init() {}

  /// Adds `path` if it is a localization file, or the localization files below it if it is a directory.
  package mutating func collect(_ path: String) {
    let manager = FileManager.default
    guard var attributes = try? manager.attributesOfItem(atPath: path) else {
      unreadable.append(path)
      return
    }
    var target = path
    if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
      target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard let resolved = try? manager.attributesOfItem(atPath: target),
        resolved[.type] as? FileAttributeType != .typeSymbolicLink
      else {
        unreadable.append(path)  // a link to nothing
        return
      }
      attributes = resolved
    }
    guard attributes[.type] as? FileAttributeType == .typeDirectory else {
      if LocalizationFileKind(path: path) != nil { files.append(path) }
      return
    }
    guard visited.insert(Self.identity(of: target, attributes)).inserted else { return }
    guard let names = try? manager.contentsOfDirectory(atPath: path) else {
      unreadable.append(path)
      return
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      collect(path.hasSuffix("/") ? path + name : path + "/" + name)
    }
  }

  /// The same for a directory however it is reached: its device and file
  /// number where the system reports them (which also catches a directory
  /// mounted inside itself), else its path with every link resolved.
  private static func identity(of path: String, _ attributes: [FileAttributeKey: Any]) -> String {
    if let device = attributes[.systemNumber], let file = attributes[.systemFileNumber] {
      return "\(device):\(file)"
    }
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}

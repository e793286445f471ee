import LocalizedStrings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the localization files below the paths given, safe on a tree that
/// a hostile pull request built.
///
/// The paths given (the *roots*) are the caller's choice and are taken as
/// they are, links included. Below them:
/// - a symbolic link is followed only when what it leads to lies inside one
///   of the roots; one that leads outside is not followed, and when its name
///   is a localization file's, it is listed in ``unreadable`` (the check is
///   incomplete) without a byte of its target read or named;
/// - each directory is entered once, however it is reached, so a link back
///   to a parent or to itself ends the walk there;
/// - only regular files are listed: a FIFO, socket or device with a
///   localization file's name is listed in ``unreadable``, never opened;
/// - a path that `excluded` matches is not entered at all;
/// - hidden names (`.git`, `.build`) are passed over, and folders nest at most
///   ``maximumDepth`` deep below a root.
///
/// The linter and the accessor generator walk alike. `FileManager` tells the
/// kinds of files, so that the walk is the same on Linux (glibc or musl),
/// Android, Apple platforms and Windows; links are resolved with `realpath`.
package struct FileWalker {
  /// How deep folders may nest below a root before the walk stops there.
  package static let maximumDepth = 256

  /// The localization files found, in the order of the walk.
  package var files: [String] = []
  /// Paths that could not be read, links to nothing, links out of the roots
  /// with a localization file's name, files that are not regular files.
  package var unreadable: [UnreadablePath] = []
  /// The localization files and folders that `excludes` matched, which the walk did not enter.
  package var excludedCount = 0
  private var visited: Set<String> = []
  private var roots: [String] = []
  private let excludes: (String) -> Bool
  private let accepts: (String) -> Bool

  /// A walker that does not enter the paths for which `excludes` is true, and lists the
  /// files whose path `accepts` (localization files, unless told otherwise: `plurals lint
  /// --sources` lists Swift files).
  package init(
    excludes: @escaping (String) -> Bool = { _ in false },
    accepts: @escaping (String) -> Bool = { LocalizationFileKind(path: $0) != nil }
  ) {
    self.excludes = excludes
    self.accepts = accepts
  }

  /// Walks every path of `roots`; a link below one of them may lead into any of them.
  package mutating func collect(roots paths: [String]) {
    roots += paths.compactMap { Self.realPath($0) }
    for path in paths { collect(path) }
  }

  /// Adds `path` if it is a localization file, or the localization files below it if it
  /// is a directory; `path` itself counts as a root.
  package mutating func collect(_ path: String) {
    if let root = Self.realPath(path), !roots.contains(root) { roots.append(root) }
    visit(path, depth: 0)
  }

  private mutating func visit(_ path: String, depth: Int) {
    let manager = FileManager.default
    let isLocalizationName = accepts(path)
    guard var attributes = try? manager.attributesOfItem(atPath: path) else {
      // A name listed in a folder that is no UTF-8 text comes back with U+FFFD for each byte
      // that is not, and then names nothing.
      let reason =
        depth > 0 && path.unicodeScalars.contains("\u{FFFD}")
        ? "its name is not UTF-8 text (shown with \u{FFFD} for each byte that is not), which the linter cannot name; rename it"
        : "no such file or folder, or it cannot be read"
      unreadable.append(.init(path: path, reason: reason))
      return
    }
    var target = path
    if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
      guard let resolved = Self.realPath(path),
        let resolvedAttributes = try? manager.attributesOfItem(atPath: resolved)
      else {
        unreadable.append(.init(path: path, reason: "a symbolic link to nothing"))
        return
      }
      if depth > 0 && !roots.contains(where: { Self.path(resolved, isInside: $0) }) {
        let isDirectory = resolvedAttributes[.type] as? FileAttributeType == .typeDirectory
        if isLocalizationName || isDirectory {
          unreadable.append(
            .init(path: path, reason: "a symbolic link that leads outside the linted folders (not followed)"))
        }
        return
      }
      target = resolved
      attributes = resolvedAttributes
    }
    let type = attributes[.type] as? FileAttributeType
    guard type == .typeDirectory else {
      guard isLocalizationName else { return }
      if type == .typeRegular {
        files.append(path)
      } else {
        unreadable.append(
          .init(path: path, reason: "not a regular file (a FIFO, socket or device is never opened)"))
      }
      return
    }
    guard visited.insert(Self.identity(of: target, attributes)).inserted else { return }
    guard depth < Self.maximumDepth else {
      unreadable.append(.init(path: path, reason: "folders nested deeper than \(Self.maximumDepth) levels"))
      return
    }
    guard let names = try? manager.contentsOfDirectory(atPath: path) else {
      unreadable.append(.init(path: path, reason: "the folder cannot be listed"))
      return
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      if excludes(child) {
        if accepts(child) || Self.isDirectory(child) { excludedCount += 1 }
        continue
      }
      visit(child, depth: depth + 1)
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    return type == .typeDirectory || type == .typeSymbolicLink
  }

  /// Whether `path` is `folder` or lies below it (both absolute, links resolved).
  static func path(_ path: String, isInside folder: String) -> Bool {
    if path == folder || folder == "/" { return true }
    return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// `path` absolute, with every symbolic link resolved; nil when it leads to nothing.
  static func realPath(_ path: String) -> String? {
    #if os(Windows)
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    #else
      guard let resolved = realpath(path, nil) else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    #endif
  }

  /// The same for a directory however it is reached: its device and file
  /// number where the system reports them (which also catches a directory
  /// mounted inside itself), else its path with every link resolved.
  private static func identity(of path: String, _ attributes: [FileAttributeKey: Any]) -> String {
    if let device = attributes[.systemNumber], let file = attributes[.systemFileNumber] {
      return "\(device):\(file)"
    }
    return realPath(path) ?? path
  }
}

import LocalizedStrings
import SourceFiles
/// Where a bundle's files come from: a directory, or names and bytes held in
/// memory (what an over-the-air SDK has after a download).
enum BundleSource: Sendable {
  /// A directory, without a trailing slash.
  case directory(String)
  /// Relative paths (`pl.lproj/Localizable.stringsdict`, `Localizable.xcstrings`) and their bytes.
  case memory([String: [UInt8]])

  /// The names at the top: `.lproj` folders, catalogs, `Info.plist`.
  func topLevel() throws(SourceError) -> [String] {
    switch self {
    case .directory(let path): return try FileSystem.entries(of: path)
    case .memory(let files):
      return Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    }
  }

  /// The bytes of a file, nil when there is none.
  func read(_ relative: String) throws(SourceError) -> [UInt8]? {
    switch self {
    case .directory:
      let file = path(of: relative)
      guard FileSystem.exists(file) else { return nil }
      do {
        return try FileSystem.contents(of: file)
      } catch {
        // Deleted between the two calls: absent, not an error.
        guard FileSystem.exists(file) else { return nil }
        throw error
      }
    case .memory(let files):
      guard let bytes = files[relative] else { return nil }
      try FileSystem.checkSize(bytes.count, file: relative)
      return bytes
    }
  }

  /// How locations name a file: below the directory, or as the relative path.
  func path(of relative: String) -> String {
    switch self {
    case .directory(let path): path + "/" + relative
    case .memory: relative
    }
  }

  /// The directory, nil in memory.
  var directory: String? {
    if case .directory(let path) = self { return path }
    return nil
  }
}

/// The kinds of localization file, told by their extension.
///
/// ```swift
/// LocalizationFileKind(path: "fr.lproj/Localizable.strings")   // .strings
/// LocalizationFileKind(path: "Localizable.xcstrings")          // .catalog
/// LocalizationFileKind(path: "notes.txt")                      // nil
/// ```
import SourceFiles

public enum LocalizationFileKind: String, Sendable, Hashable, CaseIterable {
  /// `.strings`: key–value pairs (old-style text in UTF-8 or UTF-16, or a property list).
  case strings
  /// `.stringsdict`: entries with `%#@variables@` (an XML or binary property list).
  case stringsdict
  /// `.xcstrings`: a String Catalog, every language in one JSON file.
  case catalog = "xcstrings"

  /// The kind a file name's extension names, nil for any other file.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: String(path[path.index(after: dot)...]))
  }

  /// The kind of a file that reads as one table, or the error to report.
  package static func table(_ path: String) throws(SourceError) -> LocalizationFileKind {
    switch LocalizationFileKind(path: path) {
    case .strings?: return .strings
    case .stringsdict?: return .stringsdict
    case .catalog?: throw catalogError(path)
    case nil:
      throw SourceError(
        .unsupportedFile,
        "not a localization file: expected a name ending in .strings, .stringsdict or .xcstrings", file: path)
    }
  }

  package static func catalogError(_ path: String) -> SourceError {
    SourceError(
      .unsupportedFile,
      "a String Catalog holds every language: open it with StringCatalog, then take a language's table",
      file: path)
  }
}

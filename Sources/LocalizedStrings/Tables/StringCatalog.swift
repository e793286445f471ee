/// An Xcode String Catalog (`.xcstrings`), read directly at runtime.
///
/// Each localization becomes the same entry model as a `.stringsdict`
/// (plural variations a plural variable, device variations device variants,
/// substitutions variables bound to their `argNum`), so formatting a catalog
/// entry gives the text the equivalent `.stringsdict` entry gives.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: "Document.xcstrings")
/// try catalog.format("Found %lld incompatible characters.", 3, language: "cs")
/// // "Nalezeny 3 nekompatibilní znaky."
/// ```
///
/// Strings in state `new` or `needs_review` are used like any other; they
/// are listed in ``diagnostics`` (severity note) for tools.
public struct StringCatalog: Sendable {
  public let path: String
  public let sourceLanguage: String
  /// Keys in file order.
  public let keys: [String]
  /// Every language that has a localization of some key.
  public let languages: [String]
  /// Unusable parts (errors, warnings) and review states (notes).
  public let diagnostics: [LocalizationDiagnostic]
  /// The `state` of each key's localization, by language.
  public let states: [String: [String: String]]
  let entries: [String: [String: StringEntry]]

  public init(contentsOf path: String) throws(SourceError) {
    try self.init(bytes: XMLTreeReader.readFile(path), path: path)
  }

  public init(bytes: [UInt8], path: String) throws(SourceError) {
    let root = try JSONReader.parse(bytes, file: path)
    guard case .object = root.value else {
      throw SourceError("a String Catalog must be a JSON object", at: root.location)
    }
    guard let sourceLanguage = root["sourceLanguage"]?.string else {
      throw SourceError("the catalog has no \"sourceLanguage\"", at: root.location)
    }
    var converter = CatalogConverter()
    var entries: [String: [String: StringEntry]] = [:]
    var keys: [String] = []
    var languages: Set<String> = [sourceLanguage]
    for (key, string) in root["strings"]?.members ?? [] {
      keys.append(key)
      for (language, localization) in string["localizations"]?.members ?? [] {
        languages.insert(language)
        if let entry = converter.entry(key: key, language: language, node: localization) {
          entries[key, default: [:]][language] = entry
          converter.checkArguments(entry, key: key)
        }
      }
    }
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.keys = keys
    self.languages = languages.sorted()
    self.diagnostics = converter.diagnostics
    self.states = converter.states
    self.entries = entries
  }

  /// The entries of one language as a table. A key without a localization
  /// in `language` takes the source language's, and a key without one there
  /// either stands for itself (Xcode's convention for the source language).
  public func table(language: String) -> StringTable {
    var table: [String: StringEntry] = [:]
    for key in keys {
      if let entry = entries[key]?[language] ?? entries[key]?[sourceLanguage] {
        table[key] = entry
      } else {
        table[key] = .string(LocatedString(key, at: SourceLocation(file: path, line: 1, column: 1)))
      }
    }
    return StringTable(
      path: path, language: language, entries: table, keys: keys, diagnostics: diagnostics)
  }

  /// Formats `key` in `language` (with that language's plural rules).
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try table(language: language).format(key, repeat each arguments, options: options)
  }
}

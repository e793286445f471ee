import Plurals

/// The entries of one `.stringsdict` file, ready to format.
///
/// ```swift
/// let table = try StringTable(contentsOf: "pl.lproj/Localizable.stringsdict")
/// try table.format("%d file(s) remaining", 5)     // "5 plików"  (Polish rules: the .lproj language)
/// try table.format("%d file(s) remaining", 22)    // "22 pliki"
/// table.string("%d file(s) remaining")            // best effort, never throws
/// ```
///
/// Plural variants are chosen with the CLDR rules of the table's language
/// (taken from the enclosing `<lang>.lproj` folder, or given), not of the
/// process locale; pass ``FormatOptions/locale`` to override. Problems in the
/// file that do not stop it from loading are in ``diagnostics``.
public struct StringTable: Sendable {
  /// The file the table was read from, as given.
  public let path: String
  /// The localization language; plural rules come from it.
  public let language: String
  /// Entries by lookup key.
  public let entries: [String: StringEntry]
  /// Lookup keys in file order.
  public let keys: [String]
  /// What the loader noticed: missing format keys, unknown spec types, …
  public let diagnostics: [LocalizationDiagnostic]
  /// The plural rules of `language`, resolved once.
  public let pluralRules: PluralRules

  /// Reads an XML property list `.stringsdict`.
  ///
  /// - Parameter language: the localization; by default the name of the
  ///   enclosing `.lproj` folder (`Base.lproj` and no folder mean English).
  public init(contentsOf path: String, language: String? = nil) throws(SourceError) {
    try self.init(bytes: XMLTreeReader.readFile(path), path: path, language: language)
  }

  /// Reads a `.stringsdict` held in memory; `path` names it in locations.
  public init(bytes: [UInt8], path: String, language: String? = nil) throws(SourceError) {
    let root = try PropertyListReader.parse(bytes, file: path)
    guard let dictionary = root.dictionary else {
      throw SourceError("a .stringsdict must hold a dictionary, not a \(root.kindName)", at: root.location)
    }
    var builder = EntryBuilder()
    var entries: [String: StringEntry] = [:]
    var keys: [String] = []
    for item in dictionary.entries {
      if entries[item.key] != nil {
        builder.diagnostics.append(
          .init(
            .warning, "duplicate-key", "key '\(item.key)' appears again; the last one wins",
            at: item.keyLocation))
      } else {
        keys.append(item.key)
      }
      if let entry = builder.entry(key: item.key, node: item.value) { entries[item.key] = entry }
    }
    self.path = path
    self.language = language ?? Self.language(ofPath: path) ?? "en"
    pluralRules = PluralRules(locale: self.language)
    self.entries = entries
    self.keys = keys.filter { entries[$0] != nil }
    self.diagnostics = builder.diagnostics
  }

  /// A table from entries built elsewhere (a String Catalog's language, a `.strings` file).
  init(
    path: String, language: String, entries: [String: StringEntry], keys: [String],
    diagnostics: [LocalizationDiagnostic]
  ) {
    self.path = path
    self.language = language
    self.entries = entries
    self.keys = keys
    self.diagnostics = diagnostics
    pluralRules = PluralRules(locale: language)
  }

  /// The language of a path inside `<lang>.lproj/`, nil for `Base.lproj` or none.
  public static func language(ofPath path: String) -> String? {
    let folders = path.split(separator: "/").dropLast()
    guard let folder = folders.last, folder.hasSuffix(".lproj") else { return nil }
    let name = folder.dropLast(".lproj".count)
    return name == "Base" || name.isEmpty ? nil : String(name)
  }

  // MARK: Formatting

  /// Formats the entry `key` with `arguments`.
  ///
  /// Throws ``FormatError`` for an unknown key, a missing argument or one of
  /// the wrong kind, a malformed format, an unknown variable, a cycle.
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    guard let entry = entries[key] else { throw FormatError(.unknownKey, "no entry '\(key)' in \(path)") }
    var count = 0
    for _ in repeat each arguments { count += 1 }
    // The arguments live on the stack for the call: no array to allocate.
    let result = withUnsafeTemporaryAllocation(of: FormatValue.self, capacity: count) { buffer in
      var index = 0
      for argument in repeat each arguments {
        buffer.initializeElement(at: index, to: argument.formatValue)
        index += 1
      }
      defer { buffer.deinitialize() }
      return Result { () throws(FormatError) in
        try format(entry, arguments: UnsafeBufferPointer(buffer), options: options, lenient: false).text
      }
    }
    return try result.get()
  }

  /// Formats the entry `key`; also returns what the engine noticed.
  public func formatDetailed(_ key: String, arguments: [FormatValue], options: FormatOptions = .init())
    throws(FormatError) -> FormattedString
  {
    guard let entry = entries[key] else { throw FormatError(.unknownKey, "no entry '\(key)' in \(path)") }
    return try arguments.withUnsafeBufferPointer { buffer throws(FormatError) in
      try format(entry, arguments: buffer, options: options, lenient: false)
    }
  }

  /// Best effort, never throws: a directive that cannot be formatted is left
  /// as written, and an unknown key gives the key itself.
  public func string(_ key: String, _ arguments: any FormatArgument..., options: FormatOptions = .init())
    -> String
  {
    guard let entry = entries[key] else { return key }
    let values = arguments.map(\.formatValue)
    return values.withUnsafeBufferPointer { buffer in
      if let result = try? format(entry, arguments: buffer, options: options, lenient: false) {
        return result.text
      }
      return (try? format(entry, arguments: buffer, options: options, lenient: true).text) ?? key
    }
  }

  func format(
    _ entry: StringEntry, arguments: UnsafeBufferPointer<FormatValue>, options: FormatOptions,
    lenient: Bool
  )
    throws(FormatError) -> FormattedString
  {
    let rules = options.locale.map { PluralRules(locale: $0) } ?? pluralRules
    return try entry.formatted(arguments, rules: rules, options: options, lenient: lenient)
  }

  static func render(_ entry: StringEntry, with formatter: inout EntryFormatter) throws(FormatError)
    -> String
  {
    switch entry {
    case .format(let format):
      return try formatter.render(format.format, entry: format, first: 0)
    case .string(let string):
      return try formatter.render(string, entry: nil, first: 0)
    case .width(let key, let variants, _):
      let chosen = try EntryFormatter.widthVariant(variants, formatter.options.width, name: key)
      return try formatter.render(chosen, entry: nil, first: 0)
    case .device(let key, let variants, let location):
      guard
        let chosen = variants.last(where: { $0.device == formatter.options.device })
          ?? variants.last(where: { $0.device == "other" })
      else {
        throw FormatError(
          .invalidFormat, "'\(key)' has no '\(formatter.options.device)' or 'other' variant", at: location)
      }
      return try render(chosen.value, with: &formatter)
    }
  }
}

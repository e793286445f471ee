import Plurals
import SourceFiles

/// The entries of one localization table (a `.stringsdict` or `.strings` file,
/// or one language of a String Catalog), ready to format.
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
/// process locale; pass ``FormatOptions/pluralLocale`` to override. Problems in the
/// file that do not stop it from loading are in ``diagnostics``.
public struct StringTable: Sendable {
  /// One reference for everything: a table is copied (into caches, localizers) for one retain.
  @usableFromInline package let storage: Storage

  @usableFromInline package final class Storage: Sendable {
    package let path: String
    package let language: String
    package let keys: [String]
    /// The diagnostics, or (a catalog's table) what makes them when first asked for.
    private let knownDiagnostics: [LocalizationDiagnostic]
    private let madeDiagnostics: (any MadeDiagnostics)?
    /// `language` read once, as a request for it would be; nil when it is no language.
    package let localizationLanguage: Language?
    /// `language`, read once.
    package let locale: CLDRLocale
    package let pluralRules: PluralRules
    package let kind: LocalizationFileKind
    package let fallbacks: [String: FallbackText]
    /// The entries (built at load, or made on first use from a tape).
    package let index: EntryIndex

    package init(
      path: String, language: String, index: EntryIndex, keys: [String],
      diagnostics: [LocalizationDiagnostic], kind: LocalizationFileKind, fallbacks: [String: FallbackText],
      locale: CLDRLocale? = nil, madeDiagnostics: (any MadeDiagnostics)? = nil,
      requested: Language? = nil
    ) {
      self.path = path
      self.language = language
      self.index = index
      self.keys = keys
      knownDiagnostics = diagnostics
      self.madeDiagnostics = madeDiagnostics
      // A language already read (the typed initializers) is kept, not read again from its text.
      let read = requested ?? Language(language)
      localizationLanguage = read
      self.locale = locale ?? read?.tag.cldrLocale ?? CLDRLocale(orRoot: language)
      pluralRules = PluralRules(locale: self.locale)
      self.kind = kind
      self.fallbacks = fallbacks
    }

    package var diagnostics: [LocalizationDiagnostic] { madeDiagnostics?.diagnostics ?? knownDiagnostics }
  }

  /// The file the table was read from, as given.
  public var path: String { storage.path }
  /// The localization language as written: the `language:` argument's
  /// `description` (`pt-BR`, `ar-u-nu-latn`), the `.lproj` folder's tag
  /// (`pt-BR`), or a catalog's language as it spells it. A display spelling, for messages
  /// and reports; what the table's language *is* is
  /// ``localizationLanguage``, read from it once.
  public var language: String { storage.language }
  /// The table's language: the `language:` given, or the `.lproj`
  /// folder's read once when the table was made, as `Language.init(_:)`
  /// reads it (`English` → `en`, `pt_BR` → `pt-BR`); nil for a catalog's
  /// language that is no language (`und`, `mul`), whose text is formatted
  /// with root's plural rules.
  ///
  /// ```swift
  /// let table = try StringTable(contentsOf: "English.lproj/Localizable.strings")
  /// table.localizationLanguage?.identifier   // "en"
  /// ```
  ///
  /// - Complexity: O(1): read when the table was made.
  public var localizationLanguage: Language? { storage.localizationLanguage }
  /// ``language`` as a locale, read once when the table was made (root for
  /// a language that is no locale): what its plural rules and numbers are
  /// looked up by — ``localizationLanguage``'s tag's locale when it has one.
  public var cldrLocale: CLDRLocale { storage.locale }
  /// Entries by lookup key.
  ///
  /// A lookup (`format`, `string`) compares keys scalar for
  /// scalar, as Apple's does (`NSString.isEqual(to:)` is a literal comparison): a table may
  /// hold two keys that look alike, `café` written with `é` U+00E9 and with `e` U+0301, and
  /// each finds its own entry. A `Dictionary` takes those as one key, so here that key holds
  /// the later of the two entries; ``keys`` lists both.
  ///
  /// - Complexity: O(1), but the first access to the entries of a
  ///   `.stringsdict` of the usual shape, or of a String Catalog's table,
  ///   makes them all: their entries are made on first use (formatting a
  ///   key makes its own).
  public var entries: [String: StringEntry] { storage.index.entries }
  /// Lookup keys in file order.
  public var keys: [String] { storage.keys }

  /// Each entry with its key, in the order of ``keys``. Unlike ``entries``, which
  /// makes and keeps them all, the entries of a file the loader put on a tape are
  /// made for the call and let go (those made already are reused): a pass over
  /// every entry of a large file (the linter's) holds one at a time.
  package func forEachEntry(_ body: (String, StringEntry) throws -> Void) rethrows {
    try forEachEntry(in: keys.indices, body)
  }

  /// ``forEachEntry(_:)`` over the entries at `range` of ``keys`` alone: several threads
  /// may walk disjoint ranges of one table at once (the entries made already are read
  /// from set-once slots, the others made for the caller).
  package func forEachEntry(in range: Range<Int>, _ body: (String, StringEntry) throws -> Void) rethrows {
    // A tape's keys are the table's, in the same order: its entries by place, not by lookup.
    if try storage.index.forEachTapeEntry(in: range, body) { return }
    let keys = keys
    for index in range {
      if let entry = storage.index.transientEntry(for: keys[index]) { try body(keys[index], entry) }
    }
  }

  /// The entry of `key`, made for the call and not kept when the table has not made it
  /// yet (see ``forEachEntry(_:)``).
  package func transientEntry(for key: String) -> StringEntry? {
    storage.index.transientEntry(for: key)
  }
  /// What the loader noticed: missing format keys, unknown spec types, …
  ///
  /// - Complexity: for a String Catalog's table, the first read converts
  ///   every localization of the languages the table serves from not
  ///   converted yet (a catalog converts a key's localization when it is
  ///   first used); then O(1).
  public var diagnostics: [LocalizationDiagnostic] { storage.diagnostics }
  /// The plural rules of `language`, resolved once.
  public var pluralRules: PluralRules { storage.pluralRules }
  /// What kind of file the table was read from.
  public var kind: LocalizationFileKind { storage.kind }
  /// Keys whose text is in another language than `language` (a catalog key
  /// not translated yet), with that language; they are formatted with its rules.
  package var fallbacks: [String: FallbackText] { storage.fallbacks }

  /// Reads a `.stringsdict` (XML or binary property list) or a `.strings`
  /// file (old-style text in UTF-8 or UTF-16, XML or binary property list),
  /// by the file's extension.
  ///
  /// ```swift
  /// let table = try StringTable(contentsOf: "pl.lproj/Localizable.stringsdict")
  /// table.language                      // "pl": the enclosing folder's
  /// let polish = Language("pl-PL")!
  /// let given = try StringTable(contentsOf: "Localizable.stringsdict", language: polish)
  /// given.localizationLanguage == polish   // true
  /// given.language                         // "pl-PL"
  /// ```
  ///
  /// - Parameters:
  ///   - path: the file; its extension says what kind it is.
  ///   - language: the localization (``localizationLanguage``, and
  ///     ``language`` its `description`); by default the enclosing `.lproj`
  ///     folder's (`pt_BR.lproj` → `pt-BR`, legacy `English.lproj` → `en`);
  ///     `Base.lproj` and no folder mean English.
  /// - Throws: `SourceError` at `file:line:column` when the file cannot be
  ///   read, and for a String Catalog or another extension (a catalog holds
  ///   every language: open it with `StringCatalog`).
  /// - Complexity: O(*n*) in the file's size. A `.stringsdict` of the usual
  ///   shape (no width or device entries, nothing the loader reports) is
  ///   kept as its strings' bytes: an entry is made when its key is first
  ///   formatted, all of them when ``entries`` is first read. Format strings
  ///   are parsed on first use, each once; only a variant with a '.' after
  ///   a '%' is parsed when its entry is made, for its variable's fixed
  ///   precision.
  public init(contentsOf path: String, language: Language? = nil) throws(SourceError) {
    let kind = try LocalizationFileKind.table(path)
    try self.init(bytes: FileSystem.contents(of: path), path: path, kind: kind, language: language)
  }

  /// Reads a `.stringsdict` or `.strings` file held in memory; `path` names
  /// it in locations and, without `language`, gives its language as for a
  /// file (`pl.lproj/…` → `pl`; no folder means English).
  ///
  /// ```swift
  /// let table = try StringTable(bytes: bytes, path: "pl.lproj/Localizable.stringsdict")
  /// ```
  public init(
    bytes: [UInt8], path: String, kind: LocalizationFileKind = .stringsdict, language: Language? = nil
  ) throws(SourceError) {
    if let language {
      try self.init(
        bytes: bytes, path: path, kind: kind, language: language.description, locale: language.tag.cldrLocale,
        requested: language)
    } else {
      // The folder's name read once, into the spelling kept and the language the table is in.
      let folder = Self.localization(ofPath: path).flatMap { LanguageTag($0) }
      try self.init(
        bytes: bytes, path: path, kind: kind, language: folder?.identifier ?? "en", locale: nil,
        requested: folder.map { Language($0) })
    }
  }

  /// Reads a table whose language is already read into a locale (a
  /// bundle's folder, read once by its matcher); nil reads `language`.
  package init(
    bytes: [UInt8], path: String, kind: LocalizationFileKind, language: String, locale: CLDRLocale?,
    requested: Language? = nil
  ) throws(SourceError) {
    switch kind {
    case .stringsdict:
      try self.init(stringsdict: bytes, path: path, language: language, locale: locale, requested: requested)
    case .strings:
      var comments: [String: String]?
      try self.init(
        strings: bytes, path: path, language: language, locale: locale, requested: requested,
        comments: &comments)
    case .catalog:
      throw LocalizationFileKind.catalogError(path)
    }
  }

  private init(
    stringsdict bytes: [UInt8], path: String, language: String, locale: CLDRLocale?,
    requested: Language?
  ) throws(SourceError) {
    if let tape = StringsdictDirectReader.read(bytes, file: path), let index = EntryIndex(tape: tape) {
      self.init(direct: index, path: path, language: language, locale: locale, requested: requested)
      return
    }
    try self.init(
      generalStringsdict: bytes, path: path, language: language, locale: locale, requested: requested)
  }

  /// The table of `storage` (one a catalog keeps, read again). Inlinable, so that a
  /// caller that holds the storage unretained makes the table without a retain.
  @inlinable package init(storage: Storage) { self.storage = storage }

  /// A table of what the direct reader read: entries made on first use.
  package init(
    direct index: EntryIndex, path: String, language: String, locale: CLDRLocale? = nil,
    requested: Language? = nil
  ) {
    storage = Storage(
      path: path, language: language, index: index, keys: index.keys, diagnostics: [],
      kind: .stringsdict, fallbacks: [:], locale: locale, requested: requested)
  }

  /// Reads any `.stringsdict` through its property list tree, with diagnostics:
  /// the reference that ``StringsdictDirectReader`` agrees with on the usual shape.
  package init(
    generalStringsdict bytes: [UInt8], path: String, language: String, locale: CLDRLocale? = nil,
    requested: Language? = nil
  ) throws(SourceError) {
    let root = try PropertyListReader.parse(bytes, file: path)
    guard let dictionary = root.dictionary else {
      throw SourceError(
        .invalidContent, "a .stringsdict must hold a dictionary, not a \(root.kindName)",
        at: root.location(in: path))
    }
    var builder = EntryBuilder(file: path)
    let items = dictionary.entries
    // Reported in file order, each before its entry's own diagnostics.
    var repeats = dictionary.duplicateKeys(in: path) { "key '\($0)'" }[...]
    var lookAlikes = DuplicateKeys.lookAlikes(count: items.count) { items[$0].key }[...]
    // One place per spelling (scalar for scalar, as Apple's dictionary keeps keys), in file order.
    var places: [ScalarKey: Int] = [:]
    var keys: [String] = []
    var entries: [StringEntry?] = []
    for (index, item) in items.enumerated() {
      if let next = repeats.first, next.index == index {
        var diagnostic = next.diagnostic
        diagnostic.entryKey = item.key
        builder.diagnostics.append(diagnostic)
        repeats.removeFirst()
      }
      if let next = lookAlikes.first, next.later == index {
        var diagnostic = LocalizationDiagnostic.keyLookAlike(
          item.key, at: item.keyLocation(in: path), like: items[next.first].key,
          first: items[next.first].keyLocation(in: path))
        diagnostic.entryKey = item.key
        builder.diagnostics.append(diagnostic)
        lookAlikes.removeFirst()
      }
      // Placed, not only kept: a key whose first entry was unusable is still listed once.
      let place = places[ScalarKey(item.key)] ?? keys.count
      if place == keys.count {
        places[ScalarKey(item.key)] = place
        keys.append(item.key)
        entries.append(nil)
      }
      if let entry = builder.entry(key: item.key, node: item.value) { entries[place] = entry }
    }
    let kept = keys.indices.filter { entries[$0] != nil }
    self.init(
      path: path, language: language, kind: .stringsdict, keys: kept.map { keys[$0] },
      listed: kept.map { entries[$0]! }, diagnostics: builder.diagnostics, locale: locale,
      requested: requested)
  }

  /// A table from entries built elsewhere (a String Catalog's language, a `.strings` file).
  package init(
    path: String, language: String, kind: LocalizationFileKind, entries: [String: StringEntry],
    keys: [String],
    diagnostics: [LocalizationDiagnostic], fallbacks: [String: FallbackText] = [:], locale: CLDRLocale? = nil,
    requested: Language? = nil
  ) {
    storage = Storage(
      path: path, language: language, index: EntryIndex(entries), keys: keys,
      diagnostics: diagnostics, kind: kind, fallbacks: fallbacks, locale: locale, requested: requested)
  }

  /// A table of `keys` (in file order, no two spelled with the same scalars), each with the
  /// entry at its place in `listed`: keys that look alike (`DuplicateKeys.lookAlikes`) are
  /// two, as they are to Apple's lookups.
  package init(
    path: String, language: String, kind: LocalizationFileKind, keys: [String], listed: [StringEntry],
    diagnostics: [LocalizationDiagnostic], locale: CLDRLocale? = nil, requested: Language? = nil
  ) {
    storage = Storage(
      path: path, language: language, index: EntryIndex(listing: keys, listed), keys: keys,
      diagnostics: diagnostics, kind: kind, fallbacks: [:], locale: locale, requested: requested)
  }

  /// A String Catalog's table: entries made from its localizations on
  /// first use, diagnostics when first asked for.
  package init(
    path: String, language: String, locale: CLDRLocale, catalog entries: any MadeEntries, keys: [String],
    diagnostics: any MadeDiagnostics, fallbacks: [String: FallbackText]
  ) {
    storage = Storage(
      path: path, language: language, index: EntryIndex(uniqueKeys: entries.keys, .made(entries))!,
      keys: keys, diagnostics: [], kind: .catalog, fallbacks: fallbacks, locale: locale,
      madeDiagnostics: diagnostics)
  }
}

/// A table's diagnostics made when first asked for, by the module that read
/// its source (a String Catalog's, in `Localization`).
package protocol MadeDiagnostics: AnyObject, Sendable {
  var diagnostics: [LocalizationDiagnostic] { get }
}

extension StringTable {
  /// A `.strings` table, collecting each key's comment into `comments`
  /// when it is not nil (the accessor generator's documentation), in the
  /// same single parse.
  package init(
    strings bytes: [UInt8], path: String, language: String, locale: CLDRLocale? = nil,
    requested: Language? = nil, comments: inout [String: String]?
  ) throws(SourceError) {
    let items = try StringsFileReader.parse(bytes, file: path, comments: &comments)
    // Reported where the repeat's text is (a .strings key has no place of its own).
    let repeats = DuplicateKeys.repeats(count: items.count) { items[$0].key }
    var diagnostics = repeats.map { found in
      (
        found.later,
        LocalizationDiagnostic.duplicateKey(
          "key '\(items[found.later].key)'", at: items[found.later].value.location,
          first: items[found.first].value.location,
          identical: items[found.earlier].value.text.hasSameScalars(as: items[found.later].value.text))
      )
    }
    diagnostics += DuplicateKeys.lookAlikes(count: items.count) { items[$0].key }.map { found in
      (
        found.later,
        LocalizationDiagnostic.keyLookAlike(
          items[found.later].key, at: items[found.later].value.location, like: items[found.first].key,
          first: items[found.first].value.location)
      )
    }
    // Each repeat's text goes to its first copy's place (Apple's reader keeps the last).
    var firstCopy = [Int: Int](minimumCapacity: repeats.count)
    for found in repeats { firstCopy[found.later] = found.first }
    var place = [Int](repeating: 0, count: items.count)
    var keys: [String] = []
    var entries: [StringEntry] = []
    for (index, (key, value)) in items.enumerated() {
      if let first = firstCopy[index] {
        entries[place[first]] = .string(value)
      } else {
        place[index] = keys.count
        keys.append(key)
        entries.append(.string(value))
      }
    }
    self.init(
      path: path, language: language, kind: .strings, keys: keys, listed: entries,
      diagnostics: diagnostics.sorted { $0.0 < $1.0 }.map(\.1), locale: locale, requested: requested)
  }

  /// The language of a path inside `<lang>.lproj/` as a BCP 47 tag
  /// (`pt_BR.lproj` → `pt-BR`, `English.lproj` → `en`), nil for `Base.lproj`
  /// or no folder.
  package static func language(ofPath path: String) -> String? {
    localization(ofPath: path).flatMap { LanguageTag($0)?.identifier }
  }

  /// The name of the `.lproj` folder a path is in, without the extension
  /// (`pt_BR`, `English`, `Base`), nil outside one.
  package static func localization(ofPath path: String) -> String? {
    guard let folder = path.split(separator: "/").dropLast().last, folder.hasSuffix(".lproj") else {
      return nil
    }
    return String(folder.dropLast(".lproj".count))
  }
}

/// The text of a key in another language than its table's, and that language's rules.
package struct FallbackText: Sendable {
  package let language: String
  package let rules: PluralRules
  /// Numbers written as `language` writes them, for a localizer that localizes numbers.
  package let localized: FormatOptions

  /// `locale` is `language` read once; `rules` its plural rules.
  package init(language: String, locale: CLDRLocale, rules: PluralRules) {
    self.language = language
    self.rules = rules
    localized = FormatOptions(pluralLocale: nil, numberFormatLocale: locale)
  }
}

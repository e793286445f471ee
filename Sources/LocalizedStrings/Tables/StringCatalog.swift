import LocalizationFiles
import Plurals
import SourceFiles

/// An Xcode String Catalog (`.xcstrings`), read directly at runtime.
///
/// Each localization becomes the same entry model as a `.stringsdict`
/// (plural variations and substitutions plural variables, device and width
/// variations device and width entries), so formatting a catalog entry gives
/// the text the equivalent `.stringsdict` entry gives.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: "Document.xcstrings")
/// try catalog.format("Found %lld incompatible characters.", 3, language: "cs")
/// // "Nalezeny 3 nekompatibilní znaky."
/// catalog.servedLanguage(for: "cs-CZ")   // "cs": the catalog's nearest language
/// ```
///
/// A language the catalog lacks is served by its nearest one (`pl-PL` → `pl`,
/// `pt-AO` → `pt-PT`, `en-AU` → `en-GB`, the README's "Language matching"),
/// else by the source language; a key not translated into the served
/// language takes the text of the next one in that order, and that text is
/// formatted with its own language's plural rules (English text does not get
/// Russian categories). ``formatDetailed(_:arguments:language:options:)``
/// reports both as `language-fallback` notes.
///
/// Strings in state `new` or `needs_review` are used like any other; the
/// translations among them are listed in ``diagnostics`` (notes) for tools.
public struct StringCatalog: Sendable {
  public let path: String
  /// The catalog's `sourceLanguage`, as written.
  public let sourceLanguage: String
  /// Keys in file order.
  public let keys: [String]
  /// Every language that has a localization of some key, as written (`zh-Hans`), sorted.
  public let languages: [String]
  /// Unusable parts (errors, warnings) and review states (notes), in document order.
  ///
  /// - Complexity: converts every localization not converted yet (see
  ///   ``init(bytes:path:)``); O(*d* log *d*) in the number of diagnostics after that.
  public var diagnostics: [LocalizationDiagnostic] { localizations.diagnostics(of: languages) }
  /// ``diagnostics`` with the key and language each is about (for the linter's configuration and baseline).
  package var keyedDiagnostics: [(key: String, language: String, diagnostic: LocalizationDiagnostic)] {
    localizations.keyedDiagnostics(of: languages)
  }
  /// The `state` of each key's localization, by language.
  ///
  /// - Complexity: converts every localization not converted yet, like ``diagnostics``.
  public var states: [String: [String: String]] { localizations.states(of: languages) }
  /// The `comment` of each key that has one: the developer's note for
  /// translators (generated accessors show it as their documentation).
  public let comments: [String: String]
  /// Keys marked `"shouldTranslate": false`: their source text serves every language.
  let untranslatable: Set<String>
  let matcher: LocalizationMatcher
  let localizations: CatalogLocalizations
  let cache: TableCache

  public init(contentsOf path: String) throws(SourceError) {
    try self.init(bytes: FileSystem.contents(of: path), path: path)
  }

  /// Reads a catalog held in memory; `path` names it in locations.
  ///
  /// The whole document is checked here (malformed JSON is an error at its
  /// `file:line:column`), and the keys, comments and languages are read,
  /// with where each localization is and whether it has an entry; a key's
  /// localization is converted to an entry when it is first used
  /// (formatting the key, ``localization(of:language:)``, a table's
  /// ``StringTable/entries``), a language's remaining ones when a table's
  /// ``StringTable/diagnostics`` are first read, and every one when
  /// ``diagnostics`` or ``states`` is. Each is converted once, whichever
  /// thread asks first. The catalog keeps the document's bytes for that.
  ///
  /// - Complexity: O(*n*) in the size of the document.
  public init(bytes: [UInt8], path: String) throws(SourceError) {
    let index = try CatalogIndex.scan(bytes, file: path)
    guard index.rootIsObject else {
      throw SourceError(.invalidContent, "a String Catalog must be a JSON object", at: index.rootLocation)
    }
    guard let sourceLanguage = index.sourceLanguage else {
      throw SourceError(.invalidContent, "the catalog has no \"sourceLanguage\"", at: index.rootLocation)
    }
    self.path = path
    self.sourceLanguage = sourceLanguage
    keys = index.keys.map(\.key)
    languages = Set(index.places.keys).union([sourceLanguage]).sorted()
    comments = index.comments
    untranslatable = index.untranslatable
    localizations = CatalogLocalizations(
      bytes: bytes, file: path, index: index, sourceLanguage: sourceLanguage)
    matcher = LocalizationMatcher(languages)
    cache = TableCache(languages: languages)
  }

  /// The entry of `key` in exactly `language` (as the catalog writes it), without any fallback.
  ///
  /// - Complexity: a dictionary lookup and a look at the key's
  ///   localizations; the one found is converted the first time it is asked for.
  public func localization(of key: String, language: String) -> StringEntry? {
    localizations.entry(of: key, language: language)
  }

  /// Whether `key` is marked `"shouldTranslate": false` (its source text serves every language).
  public func isUntranslatable(_ key: String) -> Bool { untranslatable.contains(key) }

  /// The catalog's languages that serve `language`, best first, ending with
  /// the source language (see the type's documentation).
  ///
  /// - Complexity: O(*l*) in the number of the catalog's languages.
  public func servingLanguages(for language: String) -> [String] {
    var order = matcher.matches(for: [language])
    if !order.contains(sourceLanguage) { order.append(sourceLanguage) }
    return order
  }

  /// The language whose text `language` gets: itself, its nearest, or the source language.
  public func servedLanguage(for language: String) -> String { servingLanguages(for: language)[0] }

  /// The entries `language` gets, as a table. Built once per order of
  /// serving languages and kept; later calls return the same table. Its
  /// ``StringTable/diagnostics`` are the catalog's about the languages it
  /// serves from (the source language included), in document order.
  ///
  /// - Complexity: the first time a language is served, O(*m* · *o*) in
  ///   the number of localizations and of serving languages (no
  ///   localization is converted: a key's is converted when the key is
  ///   first looked up); then, for one of the
  ///   catalog's own languages as it spells them, a read of a set-once slot
  ///   without a lock, and for another spelling a dictionary lookup under a lock.
  public func table(language: String) -> StringTable {
    StringTable(storage: servedTable(language).takeUnretainedValue())
  }

  /// The table of `language`, not retained: valid while the catalog is
  /// (its cache keeps every table it built). One of the catalog's own
  /// languages, spelled as ``languages`` spells it (up to 15 bytes), is
  /// read without a lock once its table is built; another spelling
  /// (`pl-PL`) takes the lock of the cache of requests.
  func servedTable(_ language: String) -> Unmanaged<StringTable.Storage> {
    if let slot = cache.languageSlots[language] {
      return cache.byLanguage.get(slot) { requestedTable(language).storage }
    }
    return Unmanaged.passUnretained(requestedTable(language).storage)
  }

  /// The table of `language`, through the locked caches: by request, then by order of serving languages.
  private func requestedTable(_ language: String) -> StringTable {
    if let table = cache.byRequest.withLock({ $0[language] }) { return table }
    // A table depends on the whole order (the languages keys fall back to), not only on its first.
    let order = servingLanguages(for: language)
    let built = cache.tables.withLock({ $0[order] }) ?? makeTable(order: order)
    let table = cache.tables.withLock { tables in
      if let existing = tables[order] { return existing }
      tables[order] = built
      return built
    }
    cache.byRequest.remember(table, for: language, bound: TableCache.maximumRequests)
    return table
  }

  /// Formats `key` for `language` with arguments already converted: the
  /// path of every `format` overload. The table is read in place (no
  /// reference is taken for the call), and formats as
  /// `StringTable.format(_:_:options:)` does.
  @usableFromInline
  func format(
    _ key: String, values: UnsafeBufferPointer<FormatValue>, language: String, options: FormatOptions
  ) throws(FormatError) -> String {
    try servedTable(language)._withUnsafeGuaranteedRef { storage in
      Result { () throws(FormatError) in
        try StringTable(storage: storage).format(key, values: values, options: options)
      }
    }.get()
  }

  /// Builds the table of `order[0]`, each key from the first language in
  /// `order` that has it. Chooses each key's localization from what the
  /// scan found (which localizations have an entry) and converts none: a
  /// key's entry is converted when it is first looked up, the diagnostics
  /// when first asked for.
  func makeTable(order: [String]) -> StringTable {
    let served = order[0]
    var fallbacks: [String: FallbackText] = [:]
    // Each language is read once into a locale, and its rules and numbers resolved once.
    var texts: [String: FallbackText] = [:]
    func fallback(_ key: String, _ language: String) {
      if let text = texts[language] {
        fallbacks[key] = text
        return
      }
      let locale = CLDRLocale(orRoot: language)
      let text = FallbackText(language: language, locale: locale, rules: PluralRules(locale: locale))
      texts[language] = text
      fallbacks[key] = text
    }
    let keys = localizations.uniqueKeys
    var sources: [Int] = []
    sources.reserveCapacity(keys.count)
    let checkUntranslatable = !untranslatable.isEmpty
    for (place, key) in keys.enumerated() {
      let isUntranslatable = checkUntranslatable && untranslatable.contains(key)
      if isUntranslatable, let source = localizations.localization(ofKeyAt: place, language: sourceLanguage) {
        sources.append(source)
        continue
      }
      var found: Int?
      for language in order {
        guard let source = localizations.localization(ofKeyAt: place, language: language) else { continue }
        found = source
        if language != served { fallback(key, language) }
        break
      }
      if let found {
        sources.append(found)
      } else {
        // A key with no localization stands for itself, in the source language (Xcode's convention).
        sources.append(-1)
        if !isUntranslatable { fallback(key, sourceLanguage) }
      }
    }
    return StringTable(
      path: path, language: served,
      catalog: CatalogEntries(localizations: localizations, keys: keys, sources: sources, path: path),
      keys: self.keys,
      diagnostics: CatalogTableDiagnostics(
        localizations: localizations, languages: Set(order + [sourceLanguage])),
      fallbacks: fallbacks)
  }

  /// Formats `key` for `language` (see the type's documentation for the language served).
  ///
  /// - Complexity: the table of `language` (a lookup once it is built,
  ///   see ``table(language:)``), then the formatting as
  ///   `StringTable.format(_:_:options:)` does it.
  @inlinable
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in
      try format(key, values: buffer, language: language, options: options)
    }
  }

  /// Formats `key` for `language` with one argument: the variadic form
  /// above, for the commonest call, without the cost of a parameter pack.
  ///
  /// ```swift
  /// try catalog.format("Found %lld incompatible characters.", 3, language: "cs")
  /// ```
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument>(
    _ key: String, _ first: First, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(first) { buffer throws(FormatError) in
      try format(key, values: buffer, language: language, options: options)
    }
  }

  /// Formats `key` for `language` with two arguments: the variadic form
  /// above, without the cost of a parameter pack.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(first, second) { buffer throws(FormatError) in
      try format(key, values: buffer, language: language, options: options)
    }
  }

  /// Formats `key` for `language`; also returns what the engine noticed,
  /// with a `language-fallback` note when the text is not in `language`.
  public func formatDetailed(
    _ key: String, arguments: [FormatValue], language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> FormattedString {
    let table = table(language: language)
    var result = try table.formatDetailed(key, arguments: arguments, options: options)
    if let requested = LanguageTag(language), requested != LanguageTag(table.language) {
      result.diagnostics.append(
        .init(
          .languageFallback, "the catalog has no \(language); served \(table.language)",
          at: SourceLocation(file: path, line: 1, column: 1)))
    }
    return result
  }
}

/// The tables a catalog has built, by the order of languages they serve
/// from (never forgotten: the orders come from the catalog's languages),
/// and the table each requested language got (bounded: requests come from
/// users).
///
/// The table of each of the catalog's own languages is also kept in a slot
/// of its own, set once and then read without a lock: the per-call path of
/// `format(_:_:language:options:)`.
final class TableCache: Sendable {
  let tables = Locked<[[String]: StringTable]>([:])
  let byRequest = Locked(StringMap<StringTable>())
  static let maximumRequests = 256
  /// The table of the catalog's language at each place of `languageSlots`,
  /// once made: set at most once (the one `tables` holds), never replaced.
  let byLanguage: LazyReferences<StringTable.Storage>
  /// The place of each of the catalog's languages, as written; never changed after init.
  let languageSlots: LanguageSlots

  init(languages: [String]) {
    languageSlots = LanguageSlots(languages)
    byLanguage = LazyReferences(count: languages.count)
  }
}

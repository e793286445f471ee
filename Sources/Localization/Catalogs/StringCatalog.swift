import LocalizedStrings
import Plurals
import SourceFiles
internal import InternalUtilities

/// An Xcode String Catalog (`.xcstrings`), read directly at runtime.
///
/// Each localization becomes the same entry model as a `.stringsdict`
/// (plural variations and substitutions plural variables, device and width
/// variations device and width entries), so formatting a catalog entry gives
/// the text the equivalent `.stringsdict` entry gives.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: "Document.xcstrings")
/// let czech = Language("cs-CZ")!              // read once, where the request enters
/// try catalog.format("Found %lld incompatible characters.", 3, language: czech)
/// // "Nalezeny 3 nekompatibilní znaky."
/// catalog.servingLanguages(for: czech)[0]     // "cs": the catalog's nearest language
/// ```
///
/// A language the catalog lacks is served by its nearest one (`pl-PL` → `pl`,
/// `pt-AO` → `pt-PT`, `en-AU` → `en-GB`: "Language matching" in the article
/// "Bundles, languages and servers"),
/// else by the source language; a key not translated into the served
/// language takes the text of the next one in that order, and that text is
/// formatted with its own language's plural rules (English text does not get
/// Russian categories). `formatDetailed(_:arguments:language:options:)`
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
  /// The catalog's JSON document, as read (the linter's own passes over it).
  package var documentBytes: [UInt8] { localizations.bytes }
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
  /// (formatting the key, `localization(of:language:)`, a table's
  /// `StringTable.entries`), a language's remaining ones when a table's
  /// `StringTable.diagnostics` are first read, and every one when
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
    cache = TableCache(languages: languages, candidates: matcher.candidates)
  }

  /// The entry of `key` in the catalog's language whose tag is
  /// `language`'s (`zh_TW` or `zh-TW`, as the catalog writes it), without
  /// any fallback; nil when the catalog has no such language or the key no
  /// localization in it. (The `String` spelling,
  /// `localization(of:language:)`, takes the catalog's spelling exactly.)
  ///
  /// - Complexity: O(*l*) in the number of the catalog's languages, then as
  ///   the `String` spelling.
  public func localization(of key: String, language: Language) -> StringEntry? {
    guard let name = matcher.candidates.first(where: { $0.tag == language.tag })?.name else { return nil }
    return localizations.entry(of: key, language: name)
  }

  /// Where `key` is written in the catalog (the opening quote of its member of `strings`, the
  /// last one when it is written twice): the place of the text a key without a localization
  /// stands for. The file's start for a key the catalog does not have.
  package func location(ofKey key: String) -> SourceLocation {
    guard let place = localizations.places[key] else { return SourceLocation(file: path, line: 1, column: 1) }
    return localizations.position(ofKeyAt: place).location(in: path)
  }

  /// Whether `key` is marked `"shouldTranslate": false` (its source text serves every language).
  public func isUntranslatable(_ key: String) -> Bool { untranslatable.contains(key) }

  /// The catalog's languages that serve `language`, best first, ending with
  /// the source language (see the type's documentation), as the catalog
  /// writes them. Only the request's identifier (language, script and region) is matched.
  ///
  /// ```swift
  /// catalog.servingLanguages(for: Language("pt-AO")!)   // ["pt-PT", "pt", "en"]
  /// ```
  ///
  /// - Complexity: O(*l*) in the number of the catalog's languages.
  public func servingLanguages(for language: Language) -> [String] {
    serving(language.tag).map(\.name)
  }

  /// The language whose text `language` gets: itself, its nearest, or the
  /// source language, as the catalog writes it.
  ///
  /// - Complexity: as `servingLanguages(for:)`.
  package func servedLanguage(for language: Language) -> String { serving(language.tag)[0].name }

  /// The catalog's languages that serve `tag`, best first, ending with the
  /// source language, each with the locale its text is formatted in: the
  /// matcher's candidates, whose tags were read once when the catalog was
  /// (the source language's locale is root when it names no language).
  func serving(_ tag: LanguageTag?) -> [(name: String, locale: CLDRLocale)] {
    var order: [(name: String, locale: CLDRLocale)] =
      tag.map { matcher.matches(for: [$0]).map { ($0.name, $0.tag.cldrLocale) } } ?? []
    if !order.contains(where: { $0.name == sourceLanguage }) { order.append((sourceLanguage, sourceLocale)) }
    return order
  }

  /// The locale of the source language's text: its candidate's tag's, or root when it names no language.
  var sourceLocale: CLDRLocale {
    matcher.candidates.first { $0.name == sourceLanguage }?.tag.cldrLocale ?? .root
  }

  /// The entries `language` gets, as a table. Built once per order of
  /// serving languages and kept; later calls return the same table. Its
  /// `StringTable.diagnostics` are the catalog's about the languages it
  /// serves from (the source language included), in document order. Only
  /// the request's identifier (language, script and region) chooses the table: its text is
  /// formatted with the table's rules and numbers unless the options name
  /// others (`FormatOptions(request)`).
  ///
  /// - Complexity: the first time a language is served, O(*m* · *o*) in
  ///   the number of localizations and of serving languages (no
  ///   localization is converted: a key's is converted when the key is
  ///   first looked up); then, for a tag of one of the catalog's own
  ///   languages, a probe of `LanguageSlots` by the tag's locale key and a read of a
  ///   set-once slot without a lock, and for another tag a dictionary lookup under a lock.
  public func table(language: Language) -> StringTable {
    StringTable(storage: servedTable(language).takeUnretainedValue())
  }

  /// The table of `request`, not retained: valid while the catalog is (its
  /// cache keeps every table it built). A tag of one of the catalog's own
  /// languages is read without a lock once its table is built; another
  /// (`pl-PL`) takes the lock of the cache of requests, keyed by the tag's identifier.
  @inline(__always)
  func servedTable(_ request: Language) -> Unmanaged<StringTable.Storage> {
    if let slot = cache.tagSlot(request.tag), let table = cache.byLanguage.load(slot) { return table }
    return madeTable(request)
  }

  /// `servedTable(_:)` of a `Language`, out of the per-call path: the table of one of the
  /// catalog's languages the first time it is asked for (made, then kept in its slot), or
  /// of another tag (through the locked caches).
  @inline(never)
  private func madeTable(_ request: Language) -> Unmanaged<StringTable.Storage> {
    if let slot = cache.tagSlot(request.tag) {
      return cache.byLanguage.get(slot) { requestedTable(request.tag.identifier, tag: request.tag).storage }
    }
    return Unmanaged.passUnretained(requestedTable(request.tag.identifier, tag: request.tag).storage)
  }

  /// The table of `language`, not retained: valid while the catalog is
  /// (its cache keeps every table it built). One of the catalog's own
  /// languages, spelled as ``languages`` spells it (up to 15 bytes), is
  /// read without a lock once its table is built, and never parsed again;
  /// another spelling (`pl-PL`) takes the lock of the cache of requests,
  /// and is parsed once, the first time it is asked for.
  func servedTable(_ language: String) -> Unmanaged<StringTable.Storage> {
    if let slot = cache.languageSlots[language] {
      return cache.byLanguage.get(slot) { requestedTable(language, tag: LanguageTag(language)).storage }
    }
    return Unmanaged.passUnretained(requestedTable(language, tag: LanguageTag(language)).storage)
  }

  /// The table of `tag`, through the locked caches: by request (`key`,
  /// whose tag is `tag`), then by order of serving languages. `tag` is read
  /// only when the request is new.
  private func requestedTable(_ key: String, tag: @autoclosure () -> LanguageTag?) -> StringTable {
    if let table = cache.byRequest.withLock({ $0[key] }) { return table }
    // A table depends on the whole order (the languages keys fall back to), not only on its first.
    let serving = serving(tag())
    let order = serving.map(\.name)
    let built = cache.tables.withLock({ $0[order] }) ?? makeTable(order: serving)
    let table = cache.tables.withLock { tables in
      if let existing = tables[order] { return existing }
      tables[order] = built
      return built
    }
    cache.byRequest.remember(table, for: key, bound: TableCache.maximumRequests)
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
    try format(key, values: values, table: servedTable(language), options: options)
  }

  /// Formats `key` for `request` with arguments already converted (see the `String` form above).
  @usableFromInline
  func format(
    _ key: String, values: UnsafeBufferPointer<FormatValue>, request: Language,
    options: FormatOptions
  ) throws(FormatError) -> String {
    try format(key, values: values, table: servedTable(request), options: options)
  }

  /// Formats `key` with the table `table`, read in place.
  @inline(__always)
  func format(
    _ key: String, values: UnsafeBufferPointer<FormatValue>, table: Unmanaged<StringTable.Storage>,
    options: FormatOptions
  ) throws(FormatError) -> String {
    try table._withUnsafeGuaranteedRef { storage in
      Result { () throws(FormatError) in
        try StringTable(storage: storage).format(key, values: values, options: options)
      }
    }.get()
  }

  /// Builds the table of `order[0]`, each key from the first language in
  /// `order` that has it, its text formatted in that language's locale
  /// (the matcher's, not read again from the name). Chooses each key's localization from what the
  /// scan found (which localizations have an entry) and converts none: a
  /// key's entry is converted when it is first looked up, the diagnostics
  /// when first asked for.
  func makeTable(order serving: [(name: String, locale: CLDRLocale)]) -> StringTable {
    let order = serving.map(\.name)
    let served = order[0]
    var fallbacks: [String: FallbackText] = [:]
    // Each language's rules and numbers are resolved once.
    var texts: [String: FallbackText] = [:]
    func fallback(_ key: String, _ language: String) {
      if let text = texts[language] {
        fallbacks[key] = text
        return
      }
      let locale = serving.first { $0.name == language }?.locale ?? .root
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
      path: path, language: served, locale: serving[0].locale,
      catalog: CatalogEntries(localizations: localizations, keys: keys, sources: sources, path: path),
      keys: self.keys,
      diagnostics: CatalogTableDiagnostics(
        localizations: localizations, languages: Set(order + [sourceLanguage])),
      fallbacks: fallbacks)
  }

  /// Formats `key` for `language` (see the type's documentation for the
  /// language served; only the request's identifier (language, script and region) chooses
  /// the text, formatted with the table's rules unless `options` say otherwise).
  ///
  /// ```swift
  /// let czech = Language("cs-CZ")!   // read once, where the request enters
  /// try catalog.format("Found %lld incompatible characters.", 3, language: czech)
  /// // "Nalezeny 3 nekompatibilní znaky."
  /// ```
  ///
  /// - Complexity: the table of `language` (a lookup once it is built,
  ///   see `table(language:)`), then the formatting as
  ///   `StringTable.format(_:_:options:)` does it.
  @inlinable
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, language: Language,
    options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in
      try format(key, values: buffer, request: language, options: options)
    }
  }

  /// Formats `key` for `language` with one argument: the variadic form
  /// above, for the commonest call, without the cost of a parameter pack.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument>(
    _ key: String, _ first: First, language: Language, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(first) { buffer throws(FormatError) in
      try format(key, values: buffer, request: language, options: options)
    }
  }

  /// Formats `key` for `language` with two arguments: the variadic form
  /// above, without the cost of a parameter pack.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, language: Language,
    options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(first, second) { buffer throws(FormatError) in
      try format(key, values: buffer, request: language, options: options)
    }
  }

  /// Formats `key` for `language`; also returns what the engine noticed,
  /// with a `language-fallback` note when the text is not in `language`
  /// (its tag is not the served language's).
  public func formatDetailed(
    _ key: String, arguments: [FormatValue], language: Language, options: FormatOptions = .init()
  ) throws(FormatError) -> FormattedString {
    try formatDetailed(
      key, arguments: arguments, table: table(language: language), requested: language.tag,
      spelled: language.description, options: options)
  }

  /// `formatDetailed(_:arguments:language:options:)` with
  /// the table served, the tag asked for (nil when the request names no
  /// language: no note) and the request as its note writes it.
  func formatDetailed(
    _ key: String, arguments: [FormatValue], table: StringTable, requested: LanguageTag?, spelled: String,
    options: FormatOptions
  ) throws(FormatError) -> FormattedString {
    var result = try table.formatDetailed(key, arguments: arguments, options: options)
    if let requested, requested != matcher.tag(of: table.language) {
      result.diagnostics.append(
        .init(
          .languageFallback, "the catalog has no \(spelled); served \(table.language)",
          at: SourceLocation(file: path, line: 1, column: 1)))
    }
    return result
  }
}

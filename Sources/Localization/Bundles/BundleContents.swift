import LocalizedStrings
import Plurals
import SourceFiles
internal import InternalUtilities

/// One state of a bundle: its localizations, catalogs and the tables read so
/// far. A reload makes a new one; a `Localizer` keeps the one it was made
/// from, so a request in flight never sees half of a reload.
final class BundleContents: Sendable {
  let source: BundleSource
  /// The bundle's memory of the last version of each file that parsed, shared by its states.
  let lastGood: LastGoodFiles
  /// This state's place in the bundle's succession of states.
  let generation: Int
  /// `.lproj` folder names without the suffix (`Base` included), sorted.
  let folders: [String]
  /// The catalogs at the top, by table name (`Localizable.xcstrings` → `Localizable`).
  let catalogs: [String: StringCatalog]
  let developmentLanguage: String
  /// ``developmentLanguage`` read once (nil when it names no language).
  let developmentTag: LanguageTag?
  /// Folder names and catalog languages, as written, for matching.
  let matcher: LocalizationMatcher
  /// Catalogs that could not be read.
  let catalogErrors: [SourceError]
  /// The names at the top that are no folder: global resources (`Localizable.strings`).
  let globalFiles: Set<String>
  /// `.lproj` table files by relative path, read on first use.
  private let files = Locked<[String: FileState]>([:])
  /// Negotiations by request, bounded: by `Accept-Language` value, and by language list.
  private let byHeader = Locked(StringMap<HeaderNegotiation>())
  private let byLanguages = Locked<[[String]: Resolution]>([:])
  /// Resolutions by search order and the formatting of the request that
  /// chose it, shared by requests that negotiate alike; bounded as the negotiations are.
  private let resolutions = Locked<[Negotiation: Resolution]>([:])

  /// What a resolution depends on: the search order, and the rules and
  /// numbers of the request that chose it (nil when a backstop did). Of bounded
  /// variety: the matched request's language and script are a localization's,
  /// its rules and numbers resolved to locales CLDR has data for.
  struct Negotiation: Hashable {
    let order: [String]
    let request: Language.Formatting?
  }

  /// How many distinct requests are remembered; past it the memory starts anew.
  static let maximumNegotiations = 512
  /// How many files' states are remembered before absent ones are looked up
  /// again on each use instead (``file(_:kind:localization:)``).
  static let maximumRememberedFiles = 4_096

  /// How many files' states are remembered (for tests of the bound).
  var rememberedFiles: Int { files.withLock { $0.count } }

  enum FileState {
    case absent
    case loaded(StringTable)
    /// A file that does not parse: listed in `loadErrors`, served as the
    /// last version of it that parsed, if one did.
    case failed(SourceError, kept: StringTable?)
  }

  convenience init(
    source: BundleSource, developmentLanguage: String, lastGood: LastGoodFiles = LastGoodFiles()
  )
    throws(SourceError)
  {
    // The generation first: a state that lists later is newer.
    let generation = lastGood.nextGeneration()
    try self.init(
      source: source, names: source.topLevel(), developmentLanguage: developmentLanguage, lastGood: lastGood,
      generation: generation)
  }

  /// The contents of `source`, whose top level holds `names`; a file that
  /// does not parse is served as its version in `lastGood`, if it has one.
  init(
    source: BundleSource, names: [String], developmentLanguage: String,
    lastGood: LastGoodFiles = LastGoodFiles(),
    generation: Int? = nil
  ) {
    self.source = source
    self.lastGood = lastGood
    let generation = generation ?? lastGood.nextGeneration()
    self.generation = generation
    lastGood.forget(outside: Set(names), generation: generation)
    folders = names.filter { $0.hasSuffix(".lproj") && $0.count > 6 }.map { String($0.dropLast(6)) }
    globalFiles = Set(names.filter { !$0.hasSuffix(".lproj") })
    var catalogs: [String: StringCatalog] = [:]
    var errors: [SourceError] = []
    for name in names where LocalizationFileKind(path: name) == .catalog {
      let table = String(name.dropLast(".xcstrings".count))
      do {
        if let bytes = try source.read(name) {
          let catalog = try StringCatalog(bytes: bytes, path: source.path(of: name))
          catalogs[table] = catalog
          lastGood.record(.catalog(catalog), at: name, generation: generation)
        } else {
          lastGood.record(nil, at: name, generation: generation)
        }
      } catch {
        errors.append(error)
        if case .catalog(let kept)? = lastGood.value(at: name) { catalogs[table] = kept }
      }
    }
    self.catalogs = catalogs
    catalogErrors = errors
    var region = developmentLanguage
    for candidate in ["Info.plist", "Contents/Info.plist"] {
      guard let bytes = try? source.read(candidate) else { continue }
      if let info = try? PropertyListReader.parse(bytes, file: source.path(of: candidate)),
        let value = info.dictionary?["CFBundleDevelopmentRegion"]?.string
      {
        region = value
      }
      break
    }
    self.developmentLanguage = region
    developmentTag = LanguageTag(region)
    let catalogLanguages = catalogs.keys.sorted().flatMap { catalogs[$0]!.languages }
    var seen = Set<String>()
    matcher = LocalizationMatcher((folders + catalogLanguages).filter { seen.insert($0).inserted })
  }

  /// Every localization: folder names and catalog languages, as written, sorted.
  var localizations: [String] { (Set(folders).union(matcher.candidates.map(\.name))).sorted() }

  /// U.S. English, CF's backstop after the development language.
  static let unitedStatesEnglish = LanguageTag(languageCode: "en", region: "US")!

  // MARK: Negotiation

  /// The localizations to search for `languages`, best first, as
  /// `CFBundle_Locale.c` (`_CFBundleCopyLanguageSearchListInBundle`) and
  /// `CFBundle_Resources.c` (`_createQueryTableAtPath`) order them: the
  /// matches of the first language that has any (else the development
  /// language's, U.S. English's or the first localization's), the development language's best match appended; `Base`
  /// right after the first of them.
  func order(for languages: [String]) -> [String] {
    negotiation(for: languages.compactMap(Language.init)).order
  }

  /// ``order(for:)`` of requests already read, and the formatting of the
  /// request that chose the order (nil when a backstop did).
  func negotiation(for languages: [Language]) -> Negotiation {
    let matched = matcher.match(for: languages)
    var found = matched.candidates
    let development = matcher.matches(for: developmentTag.map { [$0] } ?? [])
    // CF's backstops when no language matches: the development language, U.S. English, the first localization.
    for backstop in [
      development, matcher.matches(for: [Self.unitedStatesEnglish]),
      matcher.matches(for: matcher.first.map { [$0.tag] } ?? []),
    ]
    where found.isEmpty {
      found = backstop
    }
    if let best = development.first, !found.contains(where: { $0.name == best.name }) { found.append(best) }
    var result = found.map(\.name)
    if folders.contains("Base") && !result.contains("Base") {
      result.insert("Base", at: min(1, result.count))
    }
    // A backstop's text is still in the language of the first request some localization is in
    // (`en-SX` served by `en_LS`, the only one): that request's rules and numbers serve it.
    let request =
      matched.candidates.isEmpty
      ? languages.first { request in matcher.candidates.contains { request.formatting.isServed(by: $0.tag) } }
      : matched.request
    // The request's formatting keys the resolution only when a localization in the order is in its
    // language and script: else (`en-Aaaa` served by `en`) the folders' own serve, and a hostile
    // header's invented scripts would each keep a resolution of their own.
    let formatting = request?.formatting
    let served = formatting.map { f in found.contains { f.isServed(by: $0.tag) } }
    return Negotiation(order: result, request: served == true ? formatting : nil)
  }

  /// What an `Accept-Language` value negotiated: its resolution, and its
  /// first malformed item (``NegotiatedLanguage/malformedItem``), both read
  /// at its first negotiation.
  struct HeaderNegotiation: Sendable {
    let resolution: Resolution
    let malformedItem: String?
  }

  /// The negotiation of an `Accept-Language` value, once per distinct value.
  ///
  /// - Complexity: O(1) for a value seen before (no parse, no allocation);
  ///   else the parse, the matching and, for a new search order, reading the
  ///   files of the default table.
  func negotiation(header: String) -> HeaderNegotiation {
    let header = Self.bounded(header)
    if let known = byHeader.withLock({ $0[header] }) { return known }
    return negotiate(header: header)
  }

  /// ``negotiation(header:)``'s resolution, the localizer's: the remembered
  /// negotiation read in place, its malformed item neither copied nor released
  /// (a retain and a release a request).
  func resolution(header: String) -> Resolution {
    let bounded = Self.bounded(header)
    if let known = byHeader.withLock({ $0.read(bounded) { $0.resolution } }) { return known }
    return negotiate(header: bounded).resolution
  }

  /// The first `AcceptLanguage.maximumLength` bytes of `header` and the byte after them, all
  /// that is read: a longer value (every line of a hostile request joined) is neither hashed
  /// whole nor kept whole as a key. The byte after the limit tells whether the last item
  /// ends there (a comma) or was cut (`fil` cut to `fi` is dropped, not read as Finnish).
  @inline(__always)
  private static func bounded(_ header: String) -> String {
    header.utf8.count > AcceptLanguage.maximumLength + 1
      ? String(decoding: header.utf8.prefix(AcceptLanguage.maximumLength + 1), as: UTF8.self) : header
  }

  /// The negotiation of `header` (bounded by `bounded(_:)`), not
  /// remembered yet: parsed, matched, and remembered.
  private func negotiate(header: String) -> HeaderNegotiation {
    let requests = LocalizationBundle.languages(AcceptLanguage(header)).compactMap(Language.init)
    let negotiated = HeaderNegotiation(
      resolution: resolution(negotiation(for: requests)),
      malformedItem: AcceptLanguage.firstMalformedItem(header).map(NegotiatedLanguage.quoted))
    byHeader.remember(negotiated, for: header, bound: Self.maximumNegotiations)
    return negotiated
  }

  /// The resolution for a language list, negotiated once per distinct list.
  func resolution(languages: [String]) -> Resolution {
    if let known = byLanguages.withLock({ $0[languages] }) { return known }
    let resolution = self.resolution(negotiation(for: languages.compactMap(Language.init)))
    byLanguages.remember(resolution, for: languages, bound: Self.maximumNegotiations)
    return resolution
  }

  /// The resolution for requests already read (not remembered per list: the
  /// negotiation's resolution is).
  func resolution(requests: [Language]) -> Resolution { resolution(negotiation(for: requests)) }

  /// The resolution of a negotiation, shared by every request that negotiates it.
  private func resolution(_ negotiation: Negotiation) -> Resolution {
    if let existing = resolutions.withLock({ $0[negotiation] }) { return existing }
    return resolutions.remember(
      Resolution(negotiation: negotiation, contents: self), for: negotiation, bound: Self.maximumNegotiations)
  }

  /// How many negotiations by header are remembered (for tests of the bound).
  var rememberedHeaders: Int { byHeader.withLock { $0.count } }

  /// How many resolutions are remembered (for tests of the bound).
  var rememberedResolutions: Int { resolutions.withLock { $0.count } }

  // MARK: Tables

  /// The language a localization stands for: its tag, or the development language for `Base`.
  func language(of localization: String) -> String { languageAndLocale(of: localization).language }

  /// ``language(of:)``, and the same language as a locale, read once: the
  /// tag's locale, or root for a development language that is no language.
  /// A localization the matcher knows is not read again: its tag is the matcher's.
  func languageAndLocale(of localization: String) -> (language: String, locale: CLDRLocale) {
    languageAndLocale(tag: tag(of: localization))
  }

  /// ``languageAndLocale(of:)`` of a localization whose ``tag(of:)`` is `tag`, read already.
  private func languageAndLocale(tag: LanguageTag?) -> (language: String, locale: CLDRLocale) {
    if let tag { return (tag.identifier, tag.cldrLocale) }
    return (developmentLanguage, CLDRLocale(orRoot: developmentLanguage))
  }

  /// The tag `localization` is read as: the matcher's, else read from the
  /// name, else the development language's.
  func tag(of localization: String) -> LanguageTag? {
    matcher.tag(of: localization) ?? LanguageTag(localization) ?? developmentTag
  }

  /// `name.<kind>` in the `.lproj` folder `localization`, read once (the
  /// first read wins, so one state serves one version of each file); nil
  /// when absent, or broken without a last good version.
  ///
  /// With `global`, the file is `name.<kind>` at the top, outside any folder,
  /// read in `localization`'s language (remembered per language).
  func file(_ name: String, kind: LocalizationFileKind, localization: String, global: Bool = false)
    -> StringTable?
  {
    let relative = global ? "\(name).\(kind.rawValue)" : "\(localization).lproj/\(name).\(kind.rawValue)"
    if global && !globalFiles.contains(relative) { return nil }
    let remembered = global ? "\(relative)\u{0}\(localization)" : relative
    let state: FileState
    if let known = files.withLock({ $0[remembered] }) {
      state = known
    } else {
      // The table's language, read once here from the tag (not again from its text).
      let tag = tag(of: localization)
      let (language, locale) = languageAndLocale(tag: tag)
      let read = read(
        relative, kind: kind, language: language, locale: locale, requested: tag.map { Language($0) }
      )
      state = files.withLock { files in
        if let known = files[remembered] { return known }
        // Files that exist are bounded by the folder; names of absent ones
        // (table names callers pass) are remembered up to a bound.
        if case .absent = read, files.count >= Self.maximumRememberedFiles { return read }
        files[remembered] = read
        return read
      }
    }
    switch state {
    case .loaded(let table), .failed(_, kept: let table?): return table
    case .absent, .failed(_, kept: nil): return nil
    }
  }

  private func read(
    _ relative: String, kind: LocalizationFileKind, language: String, locale: CLDRLocale,
    requested: Language?
  ) -> FileState {
    do throws(SourceError) {
      guard let bytes = try source.read(relative) else {
        lastGood.record(nil, at: relative, generation: generation)
        return .absent
      }
      let table = try StringTable(
        bytes: bytes, path: source.path(of: relative), kind: kind, language: language, locale: locale,
        requested: requested)
      lastGood.record(.table(table), at: relative, generation: generation)
      return .loaded(table)
    } catch {
      guard case .table(let kept)? = lastGood.value(at: relative) else { return .failed(error, kept: nil) }
      return .failed(error, kept: kept)
    }
  }

  /// The sources of table `name` for a search order: the global
  /// `.stringsdict` and `.strings` (at the top, outside any folder: first, as
  /// `CFBundle_Resources.c`'s `_createQueryTableAtPath` reads them before any
  /// `.lproj`, in the language of the order's first localization), the
  /// catalog's table for its best language, and the `.stringsdict` and the
  /// `.strings` of every localization of the order that has each file, the
  /// first of each kind marked as the one Apple's per-file search picks (all
  /// that ``Localizer/MissingKeys/returnKey`` looks in).
  func resolvedTable(_ name: String, order: [String], request: Language.Formatting? = nil)
    -> ResolvedTable
  {
    var sources: [ResolvedTable.Candidate] = []
    var pickedKinds = Set<LocalizationFileKind>()
    let served = order.first ?? developmentLanguage
    for kind in [LocalizationFileKind.stringsdict, .strings] {
      if let table = file(name, kind: kind, localization: served, global: true) {
        sources.append(.init(table: table, localization: served, picked: true))
        pickedKinds.insert(kind)
      }
    }
    if let catalog = catalogs[name] {
      let language = order.first { catalog.languages.contains($0) } ?? catalog.sourceLanguage
      sources.append(.init(table: catalog.table(language: language), localization: language, picked: true))
    }
    for kind in [LocalizationFileKind.stringsdict, .strings] {
      var picked = !pickedKinds.contains(kind)
      for localization in order where folders.contains(localization) {
        if let table = file(name, kind: kind, localization: localization) {
          sources.append(.init(table: table, localization: localization, picked: picked))
          picked = false
        }
      }
    }
    return ResolvedTable(sources: sources, order: order, request: request)
  }

  /// Files that exist but could not be read (after they were first needed), and broken catalogs.
  var loadErrors: [SourceError] {
    let failed = files.withLock { files in
      files.values.compactMap { if case .failed(let error, _) = $0 { error } else { nil } }
    }
    return (catalogErrors + failed).sorted { $0.location.file < $1.location.file }
  }
}

import LocalizedStrings
import LocaleNumbers
import Plurals
internal import InternalUtilities

/// The sources of one table for one search order, best first, with the
/// format options each formats with (numbers as its language writes them,
/// or plain), resolved once.
///
/// For a key, the source whose text is in the better localization wins
/// (its place in the search order); on a tie, the catalog, then the
/// `.stringsdict`, then the `.strings`. Every localization of the order
/// that has a `.stringsdict` or a `.strings` of the table is a source, so a
/// key the served localization lacks comes from the next one that has it;
/// ``Localizer/MissingKeys/returnKey`` looks only in the files Apple's
/// per-file search picks, and in the catalog's own text of its language.
final class ResolvedTable: @unchecked Sendable {
  // The invariants: InternalUtilities/Storage/UnsafeStorage.swift.
  // Sendable (unchecked for `hot`, a buffer): every field is set in init
  // and never changed; `hot` is freed in deinit, which nothing can run at once.
  /// A table found for the order, before ranking.
  struct Candidate {
    let table: StringTable
    let localization: String
    /// The catalog, or the first file of its kind in the order (the one Apple's bundles read).
    let picked: Bool
  }

  /// A class, not a struct: a call reads its fields in place (a copy of
  /// the struct cost a retain and a release of each of its references).
  final class Source: Sendable {
    let table: StringTable
    /// The localization the table serves (a folder name, or the catalog's language).
    let localization: String
    /// The place of the table's localization in the search order.
    let rank: Int
    /// The catalog, or the first file of its kind in the search order.
    let picked: Bool
    /// For a catalog: the place of each language its keys fall back to.
    let fallbackRanks: [String: Int]
    /// Plain C numbers, and numbers in the table's language; both with the
    /// request's plural rules, and the second with its numbers, when the
    /// table is in the request's language and script (`ar.lproj` serving `ar-EG`).
    let plain: FormatOptions
    let localized: FormatOptions
    /// The plural rules of the table's text (not of a catalog key taken from another language).
    let rules: PluralRules

    init(
      table: StringTable, localization: String, rank: Int, picked: Bool, fallbackRanks: [String: Int],
      request: Language.Formatting?
    ) {
      self.table = table
      self.localization = localization
      self.rank = rank
      self.picked = picked
      self.fallbackRanks = fallbackRanks
      if let request, let tag = LanguageTag(table.cldrLocale), request.isServed(by: tag) {
        plain = FormatOptions(pluralRules: request.pluralRules, numberFormat: nil)
        localized = FormatOptions(pluralRules: request.pluralRules, numberFormat: request.numberFormat)
        rules = request.pluralRules
      } else {
        plain = FormatOptions()
        localized = FormatOptions(pluralLocale: nil, numberFormatLocale: table.cldrLocale)
        rules = table.pluralRules
      }
    }

    /// The number format of `key`'s text for a localizer that localizes
    /// numbers: that of the table's language, or of the language a
    /// catalog's key falls back to.
    @inline(__always)
    func numbers(for key: String) -> LocalizedNumberFormat? {
      if !fallbackRanks.isEmpty, let fallback = table.fallbacks[key] {
        return fallback.localized.numberFormat
      }
      return localized.numberFormat
    }
  }

  /// Sorted by rank, then catalog, `.stringsdict`, `.strings`.
  let sources: [Source]

  /// What a call reads of a source, as plain values: the per-call path
  /// reads these in place and retains nothing (`sources` keeps the
  /// references alive for as long as this table lives).
  struct Hot {
    let table: Unmanaged<StringTable.Storage>
    /// The place of the table's localization in the search order.
    let rank: Int
    /// The catalog, or the first file of its kind in the search order.
    let picked: Bool
    /// Whether some key of the table is in another language (a catalog
    /// key not translated yet): then the key's rules, numbers and rank are
    /// looked up, through `sources`.
    let hasFallbacks: Bool
    /// The plural rules and the localized number format of the table's language.
    let rules: PluralRules
    let numbers: LocalizedNumberFormat?
  }

  /// `sources`, as ``Hot`` values, in the same order.
  let hot: UnsafeMutableBufferPointer<Hot>

  init(sources: [Candidate], order: [String], request: Language.Formatting?) {
    func rank(_ localization: String) -> Int { order.firstIndex(of: localization) ?? order.count }
    self.sources = sources.enumerated().map { position, source in
      let ranks = Dictionary(
        source.table.fallbacks.values.map { ($0.language, rank($0.language)) },
        uniquingKeysWith: { first, _ in first })
      return (
        position,
        Source(
          table: source.table, localization: source.localization, rank: rank(source.localization),
          picked: source.picked, fallbackRanks: ranks, request: request)
      )
    }.sorted { ($0.1.rank, $0.0) < ($1.1.rank, $1.0) }.map(\.1)
    hot = .allocate(capacity: self.sources.count)
    for (index, source) in self.sources.enumerated() {
      (hot.baseAddress! + index).initialize(
        to: Hot(
          table: Unmanaged.passUnretained(source.table.storage), rank: source.rank, picked: source.picked,
          hasFallbacks: !source.fallbackRanks.isEmpty, rules: source.rules,
          numbers: source.localized.numberFormat))
    }
  }

  deinit {
    hot.deinitialize()
    hot.deallocate()
  }

  /// The source that has `key` in the best localization, and the entry's
  /// box, not retained: valid while this table is (its sources' tables keep
  /// their boxes).
  ///
  /// With `fallBack` false, only the picked sources are searched, and a
  /// catalog key its language does not translate counts as missing.
  @inline(__always)
  func lookup(_ key: String, fallBack: Bool = true) -> (source: Int, entry: Unmanaged<PlannedEntry>)? {
    var best: (source: Int, entry: Unmanaged<PlannedEntry>, rank: Int)?
    for index in hot.indices {
      let source = hot[index]
      // Sorted by rank: no later source can beat what was found.
      if let found = best, source.rank >= found.rank { break }
      guard fallBack || source.picked,
        let entry = source.table._withUnsafeGuaranteedRef({ $0.index.unretainedEntry(for: key) })
      else { continue }
      var rank = source.rank
      if source.hasFallbacks, let language = sources[index].table.fallbacks[key]?.language {
        guard fallBack else { continue }
        rank = sources[index].fallbackRanks[language] ?? Int.max
      }
      if best == nil || rank < best!.rank { best = (index, entry, rank) }
    }
    return best.map { ($0.source, $0.entry) }
  }
}

/// What a request negotiated: its search order, the localization that
/// serves it, and the default table resolved. Shared by every request that
/// negotiates the same order.
final class Resolution: Sendable {
  let order: [String]
  /// The rules and numbers of the request that chose the order, for text in its language.
  let request: Language.Formatting?
  /// The localization that serves the request: that of the default table's
  /// best source (a localization in the order without a readable default
  /// table serves nothing, so it is not named), else the order's first; nil
  /// when the bundle has none.
  let localization: String?
  /// Its BCP 47 tag (the development language for `Base`).
  let language: String
  /// The same language as a locale, read once (root when it is no language).
  let locale: CLDRLocale
  let pluralRules: PluralRules
  /// The served localization's numbers.
  let numberFormat: LocalizedNumberFormat
  /// The development language's rules and numbers, for a key no source has (its text is the key).
  let development: FallbackText
  /// `Localizable`, resolved when the request is negotiated.
  let defaultTable: ResolvedTable
  /// Other tables, resolved on first use; at most ``maximumTables``
  /// remembered (table names may come from callers: past the bound the
  /// memory starts anew, as the negotiation caches do).
  private let tables = Locked(StringMap<ResolvedTable>())

  static let maximumTables = 256

  /// How many tables are remembered (for tests of the bound).
  var rememberedTables: Int { tables.withLock { $0.count } }

  static let defaultTableName = "Localizable"

  init(negotiation: BundleContents.Negotiation, contents: BundleContents) {
    order = negotiation.order
    request = negotiation.request
    defaultTable = contents.resolvedTable(Self.defaultTableName, order: order, request: request)
    // Named by the text served: a folder whose table is missing, or broken with no version to fall back on, is skipped.
    localization = defaultTable.sources.first?.localization ?? order.first
    // Each language is read once; rules and numbers are looked up by the locale, or are the request's.
    (language, locale) = contents.languageAndLocale(of: localization ?? contents.developmentLanguage)
    if let request, let tag = LanguageTag(locale), request.isServed(by: tag) {
      pluralRules = request.pluralRules
      numberFormat = request.numberFormat
    } else {
      pluralRules = PluralRules(locale: locale)
      numberFormat = LocalizedNumberFormat(locale: locale)
    }
    let (developmentLanguage, developmentLocale) = contents.languageAndLocale(
      of: contents.developmentLanguage)
    development = FallbackText(
      language: developmentLanguage, locale: developmentLocale, rules: PluralRules(locale: developmentLocale))
  }

  /// The table `name` (nil for the default), resolved once.
  func table(_ name: String?, contents: BundleContents) -> ResolvedTable {
    guard let name, name != Self.defaultTableName else { return defaultTable }
    if let table = tables.withLock({ $0[name] }) { return table }
    let table = contents.resolvedTable(name, order: order, request: request)
    tables.remember(table, for: name, bound: Self.maximumTables)
    return table
  }
}

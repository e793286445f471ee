@_spi(TableFormat) package import PluralTableFormat

/// A CLDR locale — language, optional script, optional region — read once
/// from any common spelling and then passed around as a 64-bit value.
///
/// It is what the locale-dependent APIs of this package take
/// (``PluralRules/init(locale:type:)-(CLDRLocale,_)``, `LocalizedNumberFormat`,
/// `LanguageTag`, `FormatOptions`): a request's language is parsed once,
/// and every later step looks tables up by its key, without spelling or
/// reading identifiers again.
///
/// ```swift
/// let locale = CLDRLocale("pt-AO")!      // also "pt_AO", "PT-ao", "pt_AO.UTF-8"
/// locale.identifier                      // "pt_AO"
/// locale.languageTag                     // "pt-AO"
/// locale.parent                          // pt_PT (CLDR's parentLocales)
/// locale.fallbackChain                   // [pt_AO, pt_PT, pt]
/// CLDRLocale("zh-Hant-HK")!.fallbackChain   // [zh_Hant_HK, zh_Hant]  (zh is Simplified)
/// CLDRLocale("und") == .root             // true
/// CLDRLocale("x-klingon")                // nil: not a locale
/// PluralRules(locale: locale).locale     // "pt_PT"
/// ```
///
/// Languages have 2 or 3 letters (every CLDR language does); a 4–8 letter
/// language subtag, which BCP 47 allows but no registered language uses,
/// is not a `CLDRLocale`. Variants, extensions (`-u-ca-gregory`), charsets
/// (`.UTF-8`) and modifiers (`@euro`) are dropped.
///
/// Values compare and sort by language, then script, then region, and hash
/// as one integer.
///
/// The static functions ``canonical(_:)``, ``parent(of:)`` and
/// ``fallbackChain(for:)`` are the same operations on identifier strings.
public struct CLDRLocale: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The packed id the generated tables are keyed by.
  package let key: TableFormat.LocaleKey

  /// The locale of a table key, as read from identifier text or generated data.
  package init(key: TableFormat.LocaleKey) { self.key = key }

  /// The root locale, whose data applies where no language's does (its
  /// plural rules make everything `other`).
  public static var root: CLDRLocale { CLDRLocale(key: .root) }

  /// Reads a BCP 47 tag (`pt-BR`, `zh-Hant-TW`, `en-US-u-ca-gregory`) or a
  /// POSIX or CLDR identifier (`pt_BR`, `en_US.UTF-8`, `de_DE@euro`) in
  /// any case. `""`, `root` and `und` (with any other subtags) are
  /// ``root``; nil for text that starts with no language subtag of 2 or 3
  /// letters (`x-klingon`, `123`, `Base`). `mul` and `zxx` are read as
  /// languages (CLDR has no data for them).
  ///
  /// - Complexity: O(n) in the identifier's length, without allocating.
  public init?(_ identifier: String) {
    guard let key = TableFormat.LocaleKey(identifier) else { return nil }
    self.key = key
  }

  /// Reads `identifier` as ``init(_:)`` does, but text that names no locale
  /// (`Base`, `x-klingon`) is ``root``, whose data applies where no
  /// language's does: where a convenience that takes a CLDR identifier
  /// (`LocalizedNumberFormat(locale:)`) turns text into a locale. It reads
  /// CLDR identifiers only: a legacy `.lproj` name (`Polish`) is root here,
  /// where a table's or a request's language, read as a language tag, is
  /// Polish.
  ///
  /// - Complexity: as ``init(_:)``.
  public init(orRoot identifier: String) {
    key = TableFormat.LocaleKey(identifier) ?? .root
  }

  /// Whether this is ``root``.
  public var isRoot: Bool { key == .root }

  /// The CLDR id: `pt_BR`, `zh_Hant_TW`, `es_419`, `root`.
  ///
  /// - Complexity: O(1); the result is a small string (no allocation).
  public var identifier: String { key.identifier }

  /// The BCP 47 tag: `pt-BR`, `zh-Hant-TW`, `es-419`; `und` for root.
  ///
  /// - Complexity: O(1).
  public var languageTag: String {
    guard !isRoot else { return "und" }
    var tag = languageCode
    if let script { tag += "-" + script }
    if let region { tag += "-" + region }
    return tag
  }

  /// The language subtag in lower case (`pt`); empty for root. Named as
  /// Foundation's `Locale.Language.languageCode`: in this package a
  /// *language* is a whole tag (`StringTable.language`, `Localizer.language`).
  public var languageCode: String { key.languageSubtag }

  /// The script subtag in title case (`Hant`), if the locale has one.
  public var script: String? { key.scriptSubtag }

  /// The region subtag in upper case (`BR`), or its digits (`419`), if the locale has one.
  public var region: String? { key.regionSubtag }

  /// The locale without script and region (`zh` for `zh_Hant_TW`); root for root.
  public var languageOnly: CLDRLocale { CLDRLocale(key: key.language) }

  /// `pt_BR`: the ``identifier``.
  public var description: String { identifier }

  /// The parent CLDR gives the locale: its explicit `parentLocale`
  /// (`pt_AO` → `pt_PT`, `es_MX` → `es_419`, `zh_Hant` → root), else the
  /// locale without its last subtag (`pt_BR` → `pt`, `zh_Hant_TW` →
  /// `zh_Hant`), else ``root``; nil for root itself.
  ///
  /// - Complexity: O(log n): a binary search of the generated locale table.
  public var parent: CLDRLocale? {
    guard !isRoot else { return nil }
    if let explicit = PluralTables.parent(of: key) { return CLDRLocale(key: explicit) }
    if key.hasRegion { return CLDRLocale(key: key.removingRegion) }
    if key.hasScript { return CLDRLocale(key: key.removingScript) }
    return .root
  }

  /// The locale and its ancestors by ``parent``, most specific first, root
  /// left out: `[pt_AO, pt_PT, pt]`, `[zh_Hant_HK, zh_Hant]`, `[nb, no]`;
  /// empty for root.
  ///
  /// - Complexity: O(log n) per step; at most 16 steps (CLDR's chains have at most 4).
  public var fallbackChain: [CLDRLocale] {
    var chain: [CLDRLocale] = []
    var next: CLDRLocale? = self
    while let locale = next, !locale.isRoot, !chain.contains(locale), chain.count < 16 {
      chain.append(locale)
      next = locale.parent
    }
    return chain
  }

  public static func < (lhs: CLDRLocale, rhs: CLDRLocale) -> Bool { lhs.key < rhs.key }
}

// MARK: Identifier strings

extension CLDRLocale {
  /// The canonical CLDR id of a BCP 47 or POSIX identifier (`pt-br` → `pt_BR`,
  /// `en_US.UTF-8` → `en_US`), or nil for root and text that is no locale.
  ///
  /// Unlike ``init(_:)``, a language subtag of 4–8 letters is kept.
  ///
  /// - Complexity: O(n) in the identifier's length.
  public static func canonical(_ identifier: String) -> String? {
    TableFormat.ASCII.withBytes(of: identifier) { bytes in
      guard case .locale(let subtags) = TableFormat.LocaleSubtags.read(bytes) else { return nil }
      return subtags.canonicalIdentifier(in: bytes)
    }
  }

  /// The ``parent`` of an identifier's locale as a CLDR id (`pt-AO` →
  /// `pt_PT`, `pt-BR` → `pt`); nil for a language, root and text that is no
  /// locale. For a language of 4–8 letters, the id without its last subtag.
  ///
  /// - Complexity: O(n) in the identifier's length plus a binary search.
  public static func parent(of identifier: String) -> String? {
    guard let id = canonical(identifier) else { return nil }
    if let locale = CLDRLocale(id) {
      return locale.parent.flatMap { $0.isRoot ? nil : $0.identifier }
    }
    guard let cut = id.lastIndex(of: "_") else { return nil }
    return String(id[..<cut])
  }

  /// The ``fallbackChain`` of an identifier's locale as CLDR ids
  /// (`pt-AO` → `["pt_AO", "pt_PT", "pt"]`); empty for root and text that is
  /// no locale.
  ///
  /// - Complexity: O(n) in the identifier's length; at most 16 steps.
  public static func fallbackChain(for identifier: String) -> [String] {
    if let locale = CLDRLocale(identifier) { return locale.fallbackChain.map { $0.identifier } }
    var chain: [String] = []
    var next = canonical(identifier)
    while let id = next, !chain.contains(id), chain.count < 16 {
      chain.append(id)
      next = parent(of: id)
    }
    return chain
  }
}

import LocalizedStrings
@_spi(TableFormat) import PluralTableFormat
import Plurals

/// The parents Apple's bundles give locales where they differ from CLDR's:
/// English regions that fall back to British, European or Australian English
/// before `en_001` (Apple's ICU, `icuSources/common/ualoc.cpp`,
/// `appleParentMap`, read by `ualoc_localizationsToUse`, which
/// `CFBundle_Locale.c` calls to rank a bundle's localizations).
///
/// ```swift
/// AppleParentLocales.parent(of: CLDRLocale("en_IN")!)    // en_GB (CLDR: en_001)
/// AppleParentLocales.parent(of: CLDRLocale("en_FR")!)    // en_150, whose parent is en_GB
/// AppleParentLocales.parent(of: CLDRLocale("pt_AO")!)    // pt_PT (CLDR's own)
/// ```
enum AppleParentLocales {
  /// English regions by the parent Apple gives them.
  static let english: [(parent: String, regions: [String])] = [
    (
      "GB",
      """
      150 AG AI AU BB BD BM BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS \
      MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW
      """.split(separator: " ").map(String.init)
    ),
    (
      "150",
      """
      AD AL AT BA BE CH CY CZ DE DK EE ES FI FR GR HR HU IS IT LT LU LV ME NL NO PL PT RO RS RU SE SI SK UA
      """.split(separator: " ").map(String.init)
    ),
    ("AU", "CC CK CX NF NR NU NZ PG WS".split(separator: " ").map(String.init)),
    ("001", ["IL"]),
  ]

  /// The parent by region, for English without a script.
  static let englishParents: [String: CLDRLocale] = Dictionary(
    uniqueKeysWithValues: english.flatMap { entry in
      entry.regions.map { ($0, CLDRLocale("en_\(entry.parent)")!) }
    })

  static let englishLanguage = CLDRLocale("en")!

  /// Apple's parent of `locale`: its own for English regions, else CLDR's
  /// (``CLDRLocale/parent``); nil for root.
  static func parent(of locale: CLDRLocale) -> CLDRLocale? {
    if locale.languageOnly == englishLanguage, locale.script == nil, let region = locale.region,
      let apple = englishParents[region]
    {
      return apple
    }
    return locale.parent
  }

  /// `locale` and its ancestors by ``parent(of:)``, root left out, at most 16.
  static func chain(of locale: CLDRLocale) -> [CLDRLocale] {
    var chain: [CLDRLocale] = []
    var next: CLDRLocale? = locale
    while let current = next, !current.isRoot, !chain.contains(current), chain.count < 16 {
      chain.append(current)
      next = parent(of: current)
    }
    return chain
  }

  /// Whether `locale`'s parent is more than its truncation (an explicit
  /// CLDR or Apple parent that is not a region such as `001` or `419`):
  /// `ualoc_localizationsToUse` then does not try the locale without its
  /// region as a backup match (`en_AU` never serves a request for `en`).
  static func hasNamedParent(_ locale: CLDRLocale) -> Bool {
    guard let region = locale.region, let parent = parent(of: locale) else { return false }
    let truncated = CLDRLocale(key: locale.key.removingRegion)
    guard parent != truncated, let parentRegion = parent.region else { return false }
    return parentRegion.first?.isLetter == true && parentRegion != region
  }
}

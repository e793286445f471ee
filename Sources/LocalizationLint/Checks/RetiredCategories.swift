import Plurals

/// Cardinal categories that CLDR took from a language in a release after 41:
/// a text for one is unreachable with the built-in (newest) rules, yet the
/// systems that still carry the older release choose it, so the linter calls
/// it `retired-category` (a note), not `unused-category`.
///
/// Derived from CLDR's own releases: `RetiredCategoryTests` recomputes it from
/// every release in `../shared/cldr-json` (41 to the shipped one) and fails
/// when a new release retires a category this list does not name.
package enum RetiredCategories {
  /// By plural locale (as `PluralRules.cldrLocale` names it): each category
  /// and the last release that had it.
  package static let cardinal: [CLDRLocale: [PluralCategory: String]] = [
    // CLDR 42 folded Hebrew 'many' (20, 30 … 100 …) into 'other'.
    CLDRLocale("he")!: [.many: "41"],
    CLDRLocale("iw")!: [.many: "41"],
  ]

  /// The last CLDR release whose rules for `locale` had `category`, if the
  /// shipped release has dropped it.
  static func lastRelease(of category: PluralCategory, in rules: PluralRules) -> String? {
    cardinal[rules.cldrLocale]?[category]
  }
}

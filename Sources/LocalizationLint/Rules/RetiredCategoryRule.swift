import Plurals
import LocalizedStrings

extension DiagnosticRule {
  static let retiredCategory = DiagnosticRule(
    code: .retiredCategory,
    summary:
      "a plural category the language no longer chooses but chose in an earlier CLDR release (Hebrew 'many' until CLDR 41): systems with that release still show the text",
    help: "Keep it while the app supports systems with the older CLDR data; remove it afterwards.",
    example: "Hebrew with <key>many</key> (20, 30 … are 'other' since CLDR 42)",
    reason: "only systems with older CLDR data show the text, and there it is right",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d"), ("two", "%d"), ("many", "%d"), ("other", "%d")]).marked(
            before: "<key>n")), language: "he")
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry("k", pluralVariable(forms: [("one", "%d"), ("two", "%d"), ("other", "%d")])),
        language: "he")
    ])
}

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

extension EntryChecks {
  /// `retired-category` for the variant `key` of `variable`, which the language's rules
  /// never choose: a note when an older CLDR release chose it (``RetiredCategories``), nil
  /// when none did (then it is `unused-category`).
  func retiredCategory(_ key: String, of variable: FormatVariable, name: @autoclosure () -> String)
    -> LocalizationDiagnostic?
  {
    guard let category = PluralCategory(name: key),
      let release = RetiredCategories.lastRelease(of: category, in: context.rules)
    else { return nil }
    return .init(
      .retiredCategory,
      "'\(key)' in \(name()) is no longer chosen in \(context.language) (CLDR \(release) was the last release with it); systems with that data still show it, keep it while you support them",
      at: variable.location)
  }
}

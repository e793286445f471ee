import PluralRuleSyntax
import Plurals

extension PluralPreview {
  /// One list of CLDR's samples of a category as the preview shows it.
  struct SampleSet {
    /// The sample the entry is formatted at (``representative(of:)``); nil when the list has none.
    var number: String?
    /// The list as the page writes it: `0, 5–19, 100, 1000, …`.
    var shown: String
    var isDecimal: Bool
  }

  /// A category of a locale with its integer and decimal samples.
  struct CategorySamples {
    var category: PluralCategory
    var integers: SampleSet?
    var decimals: SampleSet?
  }

  /// Each locale's categories with their samples, made the first time an entry of the locale is
  /// shown and kept for the others: every form of every entry of a locale shows the same
  /// samples, and parsing each category's rule again for every form was a sixth of a large
  /// preview.
  package struct SampleCache {
    private var byRules: [PluralRules: [CategorySamples]] = [:]

    package init() {}

    /// The categories of `rules`, in their order, with their samples.
    ///
    /// - Complexity: O(1) after the first call for `rules`; that one parses each category's rule.
    mutating func samples(of rules: PluralRules) -> [CategorySamples] {
      if let known = byRules[rules] { return known }
      let made = rules.categories.map { category in
        let rule = rules.ruleText(for: category).flatMap { try? PluralRule(parsing: $0) }
        func set(_ list: PluralSampleList?) -> SampleSet? {
          list.map {
            SampleSet(
              number: representative(of: $0)?.description, shown: "\($0)".replacing("~", with: "–"),
              isDecimal: $0 == rule?.decimalSamples)
          }
        }
        return CategorySamples(
          category: category, integers: set(rule?.integerSamples), decimals: set(rule?.decimalSamples))
      }
      byRules[rules] = made
      return made
    }
  }

  /// The sample that shows a form best: the first one other than zero written without a
  /// compact exponent (`5` of `0, 5~19, …`), else the first without an exponent.
  static func representative(of list: PluralSampleList) -> DecimalNumeral? {
    var first: DecimalNumeral?
    for item in list.items {
      for number in item.values.prefix(2) where number.exponent == 0 {
        if (number.integerDigits + number.fractionDigits).contains(where: { $0 != 0 }) { return number }
        first = first ?? number
      }
    }
    return first
  }
}

@_spi(TableFormat) internal import PluralTableFormat

extension PluralRules {
  /// The CLDR rule text of a category, samples included, in canonical form:
  /// `"i = 1 and v = 0 @integer 1"`. Nil when the locale does not use the
  /// category; for `other` only the samples.
  ///
  /// The texts live in their own generated table (Generated/PluralRuleTexts.swift),
  /// which a program that never calls this leaves out when it is linked with
  /// dead-code stripping.
  public func ruleText(for category: PluralCategory) -> String? {
    guard uses(category) else { return nil }
    return PluralTables.ruleTexts[
      TableFormat.RuleTextTable.entry(ruleSet: ruleSet, category: category.rawValue)]
  }
}

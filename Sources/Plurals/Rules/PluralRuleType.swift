/// Which CLDR rules apply: counting things (cardinal, "3 files") or ranking
/// them (ordinal, "3rd file").
///
/// ```swift
/// PluralRules(locale: "en").category(for: 2)                   // .other ("2 files")
/// PluralRules(locale: "en", type: .ordinal).category(for: 2)   // .two ("2nd file")
/// ```
public enum PluralRuleType: String, CaseIterable, Hashable, Sendable {
  /// Rules for counts: "1 file", "2 files".
  case cardinal
  /// Rules for ranks: "1st", "2nd", "3rd", "4th".
  case ordinal
}

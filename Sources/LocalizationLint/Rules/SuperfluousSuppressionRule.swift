import LocalizedStrings

extension DiagnosticRule {
  /// `superfluous-suppression`: a plurals-lint:disable comment suppresses nothing (or names no rule, or one that does not exist).
  static let superfluousSuppression = DiagnosticRule(
    code: .superfluousSuppression,
    summary:
      "a plurals-lint:disable comment suppresses nothing (or names no rule, or one that does not exist)",
    help: "Remove the comment, or fix the code it names; `plurals lint rules` lists the codes.",
    example: "/* plurals-lint:disable:next missing-other */ above an entry that has 'other' ",
    reason: "no user sees a difference; the comment is stale",
    triggering: [
      RuleExample(
        [
          "en.lproj/S.strings": #"""
          ↓/* plurals-lint:disable:next mixed-positional */
          "a" = "%@";

          """#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/S.strings": #"""
          /* plurals-lint:disable:next mixed-positional */
          "a" = "%@ %1$@";

          """#
        ])
    ])
}

import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
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

extension EntryChecks {
  /// `superfluous-suppression`: a suppression comment at `place` that suppresses nothing,
  /// `message` saying which and why (``Suppressions``).
  static func superfluousSuppression(_ message: String, at place: SourceLocation) -> LocalizationDiagnostic {
    .init(.superfluousSuppression, message, at: place)
  }

  /// `superfluous-suppression` for a review marker (`directive`) at `place` that marks no entry.
  static func superfluousReviewMarker(_ directive: String, at place: SourceLocation) -> LocalizationDiagnostic
  {
    superfluousSuppression(
      "'\(directive)' marks no entry on the next line; remove it, or move it above the entry it is for",
      at: place)
  }
}

import LocalizedStrings

extension DiagnosticRule {
  /// `number-dropped`: a translation never prints a number that the development language prints, in any variant.
  static let numberDropped = DiagnosticRule(
    code: .numberDropped,
    summary: "a translation never prints a number that the development language prints, in any variant",
    help: "Print the number with the development language's conversion (%d …) where the sentence has it.",
    example: "ko \"개수 Hops\" where en has \"%d Hops\"",
    reason:
      "users of the language never see the number, which the development language shows: a count replaced by a word",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "hops" = "%d Hops";

          """#,
          "ko.lproj/L.strings": #"""
          "hops" = ↓"개수 Hops";

          """#,
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "hops" = "%d Hops";

          """#,
          "ko.lproj/L.strings": #"""
          "hops" = "%d Hops";

          """#,
        ])
    ])
}

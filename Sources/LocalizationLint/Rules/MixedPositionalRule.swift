import LocalizedStrings

extension DiagnosticRule {
  /// `mixed-positional`: a string mixes numbered (%1$@) and unnumbered (%@) conversions so that one argument is read twice.
  static let mixedPositional = DiagnosticRule(
    code: .mixedPositional,
    summary:
      "a string mixes numbered (%1$@) and unnumbered (%@) conversions so that one argument is read twice",
    help: "Number every conversion of the string.",
    example: "\"moved\" = \"%1$@ to %@\";   (Apple gives %@ argument 1 too)",
    reason:
      "Apple gives unnumbered conversions the arguments from the first, whatever the numbered ones read: one argument shows twice and the one meant never",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "moved" = ↓"%1$@ to %@";

          """#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "moved" = "%@ to %2$@";

          """#
        ])
    ])
}

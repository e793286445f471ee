import LocalizedStrings

extension DiagnosticRule {
  static let argumentSkipped = DiagnosticRule(
    code: .argumentSkipped,
    summary: "numbered arguments skip a position, so the later arguments are read from the wrong place",
    help: "Number the arguments without gaps (%1$…, %2$…).",
    example: "\"copied\" = \"%1$@ to %3$@\";   (no %2$)",
    reason: "the later arguments are read from the wrong place",
    rewrite: .replaceText,
    triggering: [
      .stringsdict(
        pluralEntry("k", format: "%3$#@n@", pluralVariable(forms: [("one", "%3$d"), ("other", "%3$d %2$@")]))
          .marked(before: "<string>%3$#@n@"))
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k", format: "%2$#@n@", pluralVariable(forms: [("one", "%1$@ %2$d"), ("other", "%1$@ %2$d")])))
    ],
    corrections: [
      RuleCorrection(
        [
          "fr.lproj/L.strings": #""list" = ↓"%1$@, 2$@ et %3$@";"# + "\n"
        ],
        fixed: [
          "fr.lproj/L.strings": #""list" = "%1$@, %2$@ et %3$@";"# + "\n"
        ], note: "a position that lost its '%'")
    ])
}

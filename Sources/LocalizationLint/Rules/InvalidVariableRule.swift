import LocalizedStrings

extension DiagnosticRule {
  static let invalidVariable = DiagnosticRule(
    code: .invalidVariable,
    summary: "an item of a .stringsdict entry is not a variable dictionary and is ignored",
    help: "Make it a dictionary with NSStringFormatSpecTypeKey, or remove it.",
    example: "<key>n</key><string>%d files</string> beside NSStringLocalizedFormatKey",
    reason: "the item is never used; a reference to it is undefined-variable, an error",
    triggering: [
      .stringsdict(pluralEntry("k", pluralVariable(), "  ↓<key>m</key><string>x</string>\n"))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  static let invalidFormatKey = DiagnosticRule(
    code: .invalidFormatKey,
    summary: "NSStringLocalizedFormatKey is not a string",
    help: "Make NSStringLocalizedFormatKey a <string>.",
    example: "<key>NSStringLocalizedFormatKey</key><array/>",
    reason: "the entry cannot be formatted: users see the key",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k", format: nil, "  <key>NSStringLocalizedFormatKey</key>↓<integer>1</integer>\n", pluralVariable()
        ))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

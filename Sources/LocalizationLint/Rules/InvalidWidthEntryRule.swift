import LocalizedStrings

extension DiagnosticRule {
  static let invalidWidthEntry = DiagnosticRule(
    code: .invalidWidthEntry,
    summary: "the width variants of an entry are not a dictionary",
    help: "Make NSStringVariableWidthRuleType a dictionary from widths to strings.",
    example: "<key>NSStringVariableWidthRuleType</key><string>Settings</string>",
    reason: "the entry cannot be formatted",
    triggering: [
      .stringsdict(
        pluralEntry("k", format: nil, "  <key>NSStringVariableWidthRuleType</key>↓<string>wide</string>\n"))
    ],
    nonTriggering: [
      .stringsdict(
        widthEntry([("20", "wide")])
      )
    ])
}

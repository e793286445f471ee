import LocalizedStrings

extension DiagnosticRule {
  static let invalidDeviceEntry = DiagnosticRule(
    code: .invalidDeviceEntry,
    summary: "the device variants of an entry are not a dictionary",
    help: "Make NSStringDeviceSpecificRuleType a dictionary from device names to strings.",
    example: "<key>NSStringDeviceSpecificRuleType</key><string>Tap</string>",
    reason: "the entry cannot be formatted",
    triggering: [
      .stringsdict(
        pluralEntry("k", format: nil, "  <key>NSStringDeviceSpecificRuleType</key>↓<string>Tap</string>\n"))
    ],
    nonTriggering: [
      .stringsdict(
        deviceEntry([("other", "Tap")]))
    ])
}

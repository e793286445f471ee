import LocalizedStrings

extension DiagnosticRule {
  /// `invalid-device-entry`: the device variants of an entry are not a dictionary.
  static let invalidDeviceEntry = DiagnosticRule(
    code: .invalidDeviceEntry,
    summary: "the device variants of an entry are not a dictionary",
    help: "Make NSStringDeviceSpecificRuleType a dictionary from device names to strings.",
    example: "<key>NSStringDeviceSpecificRuleType</key><string>Tap</string>",
    reason: "the entry cannot be formatted",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringDeviceSpecificRuleType</key>↓<string>Tap</string>
            </dict>

            """#)
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringDeviceSpecificRuleType</key><dict>
                <key>other</key><string>Tap</string>
              </dict>
            </dict>

            """#)
        ])
    ])
}

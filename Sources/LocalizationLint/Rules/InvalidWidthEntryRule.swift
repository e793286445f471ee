import LocalizedStrings

extension DiagnosticRule {
  /// `invalid-width-entry`: the width variants of an entry are not a dictionary.
  static let invalidWidthEntry = DiagnosticRule(
    code: .invalidWidthEntry,
    summary: "the width variants of an entry are not a dictionary",
    help: "Make NSStringVariableWidthRuleType a dictionary from widths to strings.",
    example: "<key>NSStringVariableWidthRuleType</key><string>Settings</string>",
    reason: "the entry cannot be formatted",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringVariableWidthRuleType</key>↓<string>wide</string>
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
              <key>NSStringVariableWidthRuleType</key><dict>
                <key>20</key><string>wide</string>
              </dict>
            </dict>

            """#)
        ])
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  /// `invalid-format-key`: NSStringLocalizedFormatKey is not a string.
  static let invalidFormatKey = DiagnosticRule(
    code: .invalidFormatKey,
    summary: "NSStringLocalizedFormatKey is not a string",
    help: "Make NSStringLocalizedFormatKey a <string>.",
    example: "<key>NSStringLocalizedFormatKey</key><array/>",
    reason: "the entry cannot be formatted: users see the key",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key>↓<integer>1</integer>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>

            """#)
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", forms: [("one", "%d file"), ("other", "%d files")]))
        ])
    ])
}

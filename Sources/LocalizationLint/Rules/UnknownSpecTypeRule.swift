import LocalizedStrings

extension DiagnosticRule {
  /// `unknown-spec-type`: a variable's NSStringFormatSpecTypeKey is not a rule type this runtime or Apple's knows.
  static let unknownSpecType = DiagnosticRule(
    code: .unknownSpecType,
    summary: "a variable's NSStringFormatSpecTypeKey is not a rule type this runtime or Apple's knows",
    help: "Use NSStringPluralRuleType, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType.",
    example: "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralType</string>",
    reason: "the variable cannot be formatted",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key>↓<string>NSStringGenderRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>other</key><string>%d</string>
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

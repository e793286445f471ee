import LocalizedStrings

extension DiagnosticRule {
  /// `unused-variable`: a variable (or substitution) is never referenced.
  static let unusedVariable = DiagnosticRule(
    code: .unusedVariable,
    summary: "a variable (or substitution) is never referenced",
    help: "Remove it, or refer to it with %#@name@.",
    example: "a variable 'folders' that no %#@folders@ refers to",
    reason: "its text is never shown, and the format likely lacks the reference meant for it",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
              ↓<key>spare</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
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
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@ %#@spare@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
              <key>spare</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>other</key><string>%d</string>
              </dict>
            </dict>

            """#)
        ])
    ])
}

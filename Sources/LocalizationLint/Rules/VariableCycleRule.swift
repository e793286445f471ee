import LocalizedStrings

extension DiagnosticRule {
  /// `variable-cycle`: variables refer to each other through their variants, so formatting cannot end.
  static let variableCycle = DiagnosticRule(
    code: .variableCycle,
    summary: "variables refer to each other through their variants, so formatting cannot end",
    help: "Break the cycle.",
    example: "variable a's variant is %#@b@ and b's is %#@a@",
    reason: "formatting cannot end",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            ↓<key>a</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>other</key><string>%1$#@b@</string>
            </dict>
            <key>b</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>other</key><string>%1$#@a@</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            <key>a</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>other</key><string>%1$#@b@</string>
            </dict>
            <key>b</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>other</key><string>%1$d</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ])
    ])
}

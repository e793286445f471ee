import LocalizedStrings

extension DiagnosticRule {
  /// `retired-category`: a plural category the language no longer chooses but chose in an earlier CLDR release (Hebrew 'many' until CLDR 41): systems with that release still show the text.
  static let retiredCategory = DiagnosticRule(
    code: .retiredCategory,
    summary:
      "a plural category the language no longer chooses but chose in an earlier CLDR release (Hebrew 'many' until CLDR 41): systems with that release still show the text",
    help: "Keep it while the app supports systems with the older CLDR data; remove it afterwards.",
    example: "Hebrew with <key>many</key> (20, 30 … are 'other' since CLDR 42)",
    reason: "only systems with older CLDR data show the text, and there it is right",
    triggering: [
      RuleExample(
        [
          "he.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            ↓<key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d</string>
              <key>two</key><string>%d</string>
              <key>many</key><string>%d</string>
              <key>other</key><string>%d</string>
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
          "he.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d</string>
              <key>two</key><string>%d</string>
              <key>other</key><string>%d</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ])
    ])
}

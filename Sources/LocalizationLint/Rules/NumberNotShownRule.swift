import LocalizedStrings

extension DiagnosticRule {
  /// `number-not-shown`: a variant does not print its number, but its category covers several integers (Ukrainian 'one' is 1, 21, 31 …).
  static let numberNotShown = DiagnosticRule(
    code: .numberNotShown,
    summary:
      "a variant does not print its number, but its category covers several integers (Ukrainian 'one' is 1, 21, 31 …)",
    help:
      "Print the number with the variable's conversion, or the other integers of the category show the wrong text.",
    example: "Ukrainian one = \"один файл\", which 21 also chooses",
    reason:
      "the category's other integers (21, 31 …) show the text without their number whenever the app passes them",
    triggering: [
      RuleExample(
        [
          "uk.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key>↓<string>один файл</string>
              <key>few</key><string>%d файли</string>
              <key>many</key><string>%d файлів</string>
              <key>other</key><string>%d файлу</string>
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
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>one file</string>
              <key>other</key><string>%d files</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ])
    ])
}

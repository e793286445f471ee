import LocalizedStrings

extension DiagnosticRule {
  /// `missing-other`: a plural variable has no 'other' variant, so some numbers have no text.
  static let missingOther = DiagnosticRule(
    code: .missingOther,
    summary: "a plural variable has no 'other' variant, so some numbers have no text",
    help: "Add 'other'; it is the fallback for every number.",
    example: "<key>one</key><string>%d plik</string> and no <key>other</key>",
    reason: "some numbers have no text at all",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              ↓<key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
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

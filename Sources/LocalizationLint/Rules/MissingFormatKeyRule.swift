import LocalizedStrings

extension DiagnosticRule {
  /// `missing-format-key`: a .stringsdict entry has no NSStringLocalizedFormatKey, so it cannot be formatted.
  static let missingFormatKey = DiagnosticRule(
    code: .missingFormatKey,
    summary: "a .stringsdict entry has no NSStringLocalizedFormatKey, so it cannot be formatted",
    help: "Add NSStringLocalizedFormatKey with the format, e.g. %#@count@.",
    example: "<key>files</key><dict><key>n</key><dict>…</dict></dict> with no NSStringLocalizedFormatKey",
    reason: "the entry cannot be formatted: users see the key",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key>↓<dict>
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

import LocalizedStrings

extension DiagnosticRule {
  /// `missing-spec-type`: a variable has no NSStringFormatSpecTypeKey; it is formatted as a plural variable.
  static let missingSpecType = DiagnosticRule(
    code: .missingSpecType,
    summary: "a variable has no NSStringFormatSpecTypeKey; it is formatted as a plural variable",
    help: "Add NSStringFormatSpecTypeKey = NSStringPluralRuleType.",
    example: "<key>n</key><dict><key>one</key>…</dict> with no NSStringFormatSpecTypeKey",
    reason: "this runtime formats it as a plural variable, but another platform may not",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              ↓<key>n</key><dict>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d</string>
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

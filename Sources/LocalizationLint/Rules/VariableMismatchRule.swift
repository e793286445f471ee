import LocalizedStrings

extension DiagnosticRule {
  /// `variable-mismatch`: an entry's variables are named differently than in the development language.
  static let variableMismatch = DiagnosticRule(
    code: .variableMismatch,
    summary: "an entry's variables are named differently than in the development language",
    help: "Use the development language's variable names.",
    example: "en uses %#@files@, de %#@dateien@",
    reason: "the variables are named differently, likely copied from another entry",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>a</key>↓<dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@m@</string>
              <key>m</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d</string>
                <key>other</key><string>%d</string>
              </dict>
            </dict>

            """#),
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
        ])
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  /// `extra-key`: a key that the development language does not have.
  static let extraKey = DiagnosticRule(
    code: .extraKey,
    summary: "a key that the development language does not have",
    help: "Remove it, or add it to the development language.",
    example: "de.lproj has \"old title\", en.lproj does not",
    reason: "the text is never asked for through the development language's keys: a stale translation",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>a</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>
            <key>z</key>↓<dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
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

import LocalizedStrings

extension DiagnosticRule {
  /// `argument-mismatch`: a translation reads an argument the development language does not pass, or reads it as another type.
  static let argumentMismatch = DiagnosticRule(
    code: .argumentMismatch,
    summary:
      "a translation reads an argument the development language does not pass, or reads it as another type",
    help: "Use the development language's arguments: the same positions and types (leaving one out is fine).",
    example: "en \"%d files\", de \"%@ Dateien\"",
    reason: "the translation reads an argument that is not passed, or as another type",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", format: "%#@n@ %@", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>a</key><dict>
              <key>NSStringLocalizedFormatKey</key>↓<string>%#@n@ %d</string>
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
            pluralEntry("a", format: "%#@n@ %@", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
        ])
    ])
}

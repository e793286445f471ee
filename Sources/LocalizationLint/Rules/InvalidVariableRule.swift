import LocalizedStrings

extension DiagnosticRule {
  /// `invalid-variable`: an item of a .stringsdict entry is not a variable dictionary and is ignored.
  static let invalidVariable = DiagnosticRule(
    code: .invalidVariable,
    summary: "an item of a .stringsdict entry is not a variable dictionary and is ignored",
    help: "Make it a dictionary with NSStringFormatSpecTypeKey, or remove it.",
    example: "<key>n</key><string>%d files</string> beside NSStringLocalizedFormatKey",
    reason: "the item is never used; a reference to it is undefined-variable, an error",
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
              ↓<key>m</key><string>x</string>
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

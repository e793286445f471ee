import LocalizedStrings

extension DiagnosticRule {
  /// `undefined-variable`: %#@name@ refers to a variable (or substitution) that does not exist.
  static let undefinedVariable = DiagnosticRule(
    code: .undefinedVariable,
    summary: "%#@name@ refers to a variable (or substitution) that does not exist",
    help: "Add the variable, or fix the name.",
    example: "NSStringLocalizedFormatKey %#@files@ with only a variable named n",
    reason: "the reference has no text: formatting fails",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key>↓<string>%#@m@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>

            """#)
        ]),
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "k" = ↓"%#@n@ files";

          """#
        ]),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", forms: [("one", "%d file"), ("other", "%d files")]))
        ]),
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "k" = "%d files";

          """#
        ]),
    ])
}

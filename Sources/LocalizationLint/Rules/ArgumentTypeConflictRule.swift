import LocalizedStrings

extension DiagnosticRule {
  /// `argument-type-conflict`: one argument is read as two incompatible types (a number and an object, say).
  static let argumentTypeConflict = DiagnosticRule(
    code: .argumentTypeConflict,
    summary: "one argument is read as two incompatible types (a number and an object, say)",
    help: "Use one type for each argument across the format and all variants.",
    example: "\"count\" = \"%1$d items (%1$@)\";",
    reason: "the argument is read as the wrong type in one of its places",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key>↓<string>%#@n@ by %1$@</string>
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
            pluralEntry("k", format: "%#@n@ by %2$@", forms: [("one", "%d file"), ("other", "%d files")]))
        ])
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  /// `value-type-mismatch`: a variable's declared type does not match the conversion that prints its number.
  static let valueTypeMismatch = DiagnosticRule(
    code: .valueTypeMismatch,
    summary: "a variable's declared type does not match the conversion that prints its number",
    help:
      "Print the number with the conversion of NSStringFormatValueTypeKey (or the catalog's formatSpecifier).",
    example: "NSStringFormatValueTypeKey d, but the variants print %f",
    reason: "the number is read as the wrong type",
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
                <key>one</key><string>%d</string>
                <key>other</key>↓<string>%f</string>
              </dict>
            </dict>

            """#)
        ]),
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>s</string>
                <key>one</key>↓<string>%s file</string>
                <key>other</key><string>%s files</string>
              </dict>
            </dict>

            """#)
        ], note: "a plural variable's number declared and printed as a C string"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", valueType: "f", forms: [("one", "%.1f"), ("other", "%f")]))
        ]),
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", valueType: "s", forms: [("one", "a file"), ("other", "files")]))
        ], note: "a plural variable's number declared and printed as a C string"),
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  /// `conversion-look-alike`: a translation writes a look-alike of the development language's conversion (٪d, ％d, 'lld' without its '%', '% d'): the number is not printed, or printed after a blank.
  static let conversionLookAlike = DiagnosticRule(
    code: .conversionLookAlike,
    summary:
      "a translation writes a look-alike of the development language's conversion (٪d, ％d, 'lld' without its '%', '% d'): the number is not printed, or printed after a blank",
    help: "Write the conversion as the development language writes it (%d, %lld …).",
    example: "ar \"٪ d ملفات\" where en has \"%d files\"",
    reason: "users see the look-alike's characters instead of the number (or a stray blank before it)",
    triggering: [
      RuleExample(
        [
          "ar.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>zero</key>↓<string>٪ d ملفات</string>
                <key>one</key><string>٪ d ملفات</string>
                <key>two</key><string>٪ d ملفات</string>
                <key>few</key><string>٪ d ملفات</string>
                <key>many</key><string>٪ d ملفات</string>
                <key>other</key><string>٪ d ملفات</string>
              </dict>
            </dict>

            """#),
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", forms: [("one", "%d file"), ("other", "%d files")])),
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "ar.lproj/L.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              forms: [
                ("zero", "%d ملفات"), ("one", "%d ملفات"), ("two", "%d ملفات"), ("few", "%d ملفات"),
                ("many", "%d ملفات"), ("other", "%d ملفات"),
              ])),
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", forms: [("one", "%d file"), ("other", "%d files")])),
        ])
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #"""
          "n" = "%lld files";

          """#,
          "fr.lproj/L.strings": #"""
          "n" = ↓"lld fichiers";

          """#,
        ],
        fixed: [
          "en.lproj/L.strings": #"""
          "n" = "%lld files";

          """#,
          "fr.lproj/L.strings": #"""
          "n" = "%lld fichiers";

          """#,
        ], note: "a conversion that lost its '%'"),
      RuleCorrection(
        [
          "en.lproj/L.strings": #"""
          "n" = "%lld files";

          """#,
          "de.lproj/L.strings": #"""
          "n" = ↓"% d Dateien";

          """#,
        ],
        fixed: [
          "en.lproj/L.strings": #"""
          "n" = "%lld files";

          """#,
          "de.lproj/L.strings": #"""
          "n" = "%lld Dateien";

          """#,
        ], note: "a blank after '%': the development language's conversion"),
    ])
}

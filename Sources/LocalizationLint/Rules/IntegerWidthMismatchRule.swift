import LocalizedStrings

extension DiagnosticRule {
  /// `integer-width-mismatch`: an argument is printed with %d in one place and as 64-bit (%ld, %lld) in another.
  static let integerWidthMismatch = DiagnosticRule(
    code: .integerWidthMismatch,
    summary: "an argument is printed with %d in one place and as 64-bit (%ld, %lld) in another",
    help: "Use the same length modifier everywhere (Swift's Int is %ld or %lld).",
    example: "\"%d files\" in one variant, \"%ld files\" in another",
    reason: "a 64-bit number read as 32 bits (or the reverse) prints wrong values where the sizes differ",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key>↓<string>%d</string>
                <key>other</key><string>%lld</string>
              </dict>
            </dict>

            """#)
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", valueType: "lld", forms: [("one", "%lld"), ("other", "%lld")]))
        ])
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #"""
          "a" = ↓"%1$d of %1$ld";

          """#
        ],
        fixed: [
          "en.lproj/L.strings": #"""
          "a" = "%1$ld of %1$ld";

          """#
        ], note: "the narrower conversion takes the 64-bit length"),
      RuleCorrection(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>one</key>↓<string>%d</string>
                <key>other</key><string>%lld</string>
              </dict>
            </dict>

            """#)
        ],
        fixed: [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", valueType: "lld", forms: [("one", "%lld"), ("other", "%lld")]))
        ], note: "in a variant of a .stringsdict"),
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  /// `argument-skipped`: numbered arguments skip a position, so the later arguments are read from the wrong place.
  static let argumentSkipped = DiagnosticRule(
    code: .argumentSkipped,
    summary: "numbered arguments skip a position, so the later arguments are read from the wrong place",
    help: "Number the arguments without gaps (%1$…, %2$…).",
    example: "\"copied\" = \"%1$@ to %3$@\";   (no %2$)",
    reason: "the later arguments are read from the wrong place",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key>↓<string>%3$#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%3$d</string>
                <key>other</key><string>%3$d %2$@</string>
              </dict>
            </dict>

            """#)
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", format: "%2$#@n@", forms: [("one", "%1$@ %2$d"), ("other", "%1$@ %2$d")]))
        ])
    ],
    corrections: [
      RuleCorrection(
        [
          "fr.lproj/L.strings": #"""
          "list" = ↓"%1$@, 2$@ et %3$@";

          """#
        ],
        fixed: [
          "fr.lproj/L.strings": #"""
          "list" = "%1$@, %2$@ et %3$@";

          """#
        ], note: "a position that lost its '%'")
    ])
}

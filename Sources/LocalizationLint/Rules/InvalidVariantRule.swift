import LocalizedStrings

extension DiagnosticRule {
  static let invalidVariant = DiagnosticRule(
    code: .invalidVariant,
    summary: "a variant is not a string and is ignored",
    help: "Make the variant a <string>.",
    example: "<key>one</key><integer>1</integer> in a plural variable",
    reason: "its numbers, widths or devices get another variant's text, which may not suit them",
    triggering: [
      .stringsdict(
        #"""
        <key>k</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            ↓<key>one</key><integer>1</integer>
            <key>other</key><string>%d files</string>
          </dict>
        </dict>

        """#)
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

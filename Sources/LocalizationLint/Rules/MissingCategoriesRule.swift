import LocalizedStrings

extension DiagnosticRule {
  /// `missing-categories`: a plural variable lacks categories its language uses; those numbers get the 'other' text.
  static let missingCategories = DiagnosticRule(
    code: .missingCategories,
    summary: "a plural variable lacks categories its language uses; those numbers get the 'other' text",
    help: "Add the categories named, unless 'other' is right for them.",
    example: "Polish with one, few and other but no many (5 plików)",
    reason: "those numbers get the 'other' text, which may or may not suit them",
    triggering: [
      RuleExample(
        [
          "pl.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              ↓<key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d plik</string>
                <key>few</key><string>%d pliki</string>
                <key>other</key><string>%d pliku</string>
              </dict>
            </dict>

            """#)
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "pl.lproj/L.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              forms: [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]))
        ])
    ])
}

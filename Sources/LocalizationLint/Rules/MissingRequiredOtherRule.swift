import LocalizedStrings

extension DiagnosticRule {
  /// `missing-required-other`: a plural variable has no 'other' variant although every integer has a text (Apple: all categories are optional except other).
  static let missingRequiredOther = DiagnosticRule(
    code: .missingRequiredOther,
    summary:
      "a plural variable has no 'other' variant although every integer has a text (Apple: all categories are optional except other)",
    help: "Add 'other' (the form for fractions, or the 'many' text): Apple's format requires it.",
    example: "Russian with one, few and many but no other",
    reason:
      "every integer it is given has its text here, but Apple's format requires 'other' and a fraction has none",
    triggering: [
      RuleExample(
        [
          "ru.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              ↓<key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d файл</string>
                <key>few</key><string>%d файла</string>
                <key>many</key><string>%d файлов</string>
              </dict>
            </dict>

            """#)
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "ru.lproj/L.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]))
        ])
    ])
}

extension EntryChecks {
  /// `missing-required-other`, for a variable without 'other' that has a text for every
  /// integer it is given (the complement of ``missingOther(_:integer:needed:lacking:name:)``).
  func missingRequiredOther(
    _ variable: FormatVariable, integer: Bool, needed: [String], lacking: [String], name: () -> String
  ) -> [LocalizationDiagnostic] {
    guard integer && !needed.contains("other") && lacking.isEmpty else { return [] }
    return [
      .init(
        .missingRequiredOther,
        "\(name()) has no 'other' variant; every integer has a text, but Apple's format requires 'other' (and a fraction has none): add it",
        at: variable.location)
    ]
  }
}

import LocalizedStrings

extension DiagnosticRule {
  static let missingRequiredOther = DiagnosticRule(
    code: .missingRequiredOther,
    summary:
      "a plural variable has no 'other' variant although every integer has a text (Apple: all categories are optional except other)",
    help: "Add 'other' (the form for fractions, or the 'many' text): Apple's format requires it.",
    example: "Russian with one, few and many but no other",
    reason:
      "every integer it is given has its text here, but Apple's format requires 'other' and a fraction has none",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов")]).marked(
            before: "<key>n")), language: "ru")
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [
            ("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла"),
          ])), language: "ru")
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

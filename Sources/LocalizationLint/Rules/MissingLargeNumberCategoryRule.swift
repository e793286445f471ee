import LocalizedStrings

extension DiagnosticRule {
  static let missingLargeNumberCategory = DiagnosticRule(
    code: .missingLargeNumberCategory,
    summary:
      "a plural variable lacks a category its language uses only for large round numbers (French, Spanish, Italian, Portuguese 'many' for 1000000), which get the 'other' text",
    help: "Add the category if those numbers matter (\"1 000 000 de fichiers\").",
    example: "French with one and other but no many (1 000 000 de fichiers)",
    reason:
      "only round millions (or compact notation) reach the category, numbers users practically never see",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d fichier"), ("other", "%d fichiers")]).marked(before: "<key>n")),
        language: "fr"),
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(valueType: "f", forms: [("one", "%.0f kilomètre"), ("other", "%.0f kilomètres")])
            .marked(before: "<key>n")), language: "fr", note: "a floating-point variable, for the same reason"
      ),
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")])
        ), language: "fr"),
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(
            valueType: "f",
            forms: [
              ("one", "%.0f kilomètre"), ("many", "%.0f de kilomètres"), ("other", "%.0f kilomètres"),
            ])), language: "fr", note: "a floating-point variable, for the same reason"),
    ])
}

extension EntryChecks {
  /// `missing-large-number-category`: the `categories` only large round numbers reach that
  /// `variable` has no variant for (French 'many'), with their first integers.
  func missingLargeNumberCategories(
    _ categories: [String], of variable: FormatVariable, integer: Bool, name: () -> String
  ) -> [LocalizationDiagnostic] {
    guard !categories.isEmpty else { return [] }
    let uses =
      " for \(integer ? "integers" : "numbers") such as \(Self.examples(context.integerExamples, for: categories))"
    return [
      .init(
        .missingLargeNumberCategory,
        "\(name()) lacks \(categories.map { "'\($0)'" }.joined(separator: ", ")), which \(context.language) uses\(uses); add \(categories.count == 1 ? "it" : "them")",
        at: variable.location)
    ]
  }
}

import LocalizedStrings

extension DiagnosticRule {
  static let emptyVariant = DiagnosticRule(
    code: .emptyVariant,
    summary: "a variant's text is empty, so the numbers or devices it covers show nothing",
    help: "Write the text; remove the variant if another one should cover those cases.",
    example: "<key>few</key><string></string>",
    reason: "those numbers or devices show no text, unless the blank was meant (a zero that says nothing)",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [
            ("one", "%d plik"), ("few", ""), ("many", "%d plików"), ("other", "%d pliku"),
          ]).marked(before: "<string></string>")), language: "pl")
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [
            ("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku"),
          ])), language: "pl")
    ])
}

extension EntryChecks {
  /// `empty-variant`: a variant with no text shows users nothing where its siblings have a
  /// sentence (a variable whose variants are all empty only consumes its argument, as
  /// Mastodon's `%#@names@` does).
  func emptyVariants(_ variable: FormatVariable, into diagnostics: inout [LocalizationDiagnostic]) {
    for (name, text) in variable.variants where text.text.isEmpty && variable.uniformText == nil {
      diagnostics.append(
        .init(
          .emptyVariant,
          "'\(name)' in \(context.variableName(variable, key: key)) is empty, so its numbers show no text; write the text or remove the variant",
          at: text.location))
    }
  }
}

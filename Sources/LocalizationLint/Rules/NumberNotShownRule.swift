import Plurals
import LocalizedStrings

extension DiagnosticRule {
  static let numberNotShown = DiagnosticRule(
    code: .numberNotShown,
    summary:
      "a variant does not print its number, but its category covers several integers (Ukrainian 'one' is 1, 21, 31 …)",
    help:
      "Print the number with the variable's conversion, or the other integers of the category show the wrong text.",
    example: "Ukrainian one = \"один файл\", which 21 also chooses",
    reason:
      "the category's other integers (21, 31 …) show the text without their number whenever the app passes them",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [
            ("one", "один файл"), ("few", "%d файли"), ("many", "%d файлів"), ("other", "%d файлу"),
          ]).marked(before: "<string>один")), language: "uk")
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k", pluralVariable(forms: [("one", "one file"), ("other", "%d files")])))
    ])
}

extension EntryChecks {
  /// `number-not-shown`: a variant that never prints its number although its
  /// category covers several integers (Ukrainian 'one' = "1 пост" also serves 21, 31 …).
  func numbersNotShown(
    _ variable: FormatVariable, name: @autoclosure () -> String, examples: [PluralCategory: [Int]],
    facts: VariableFacts
  ) -> [LocalizationDiagnostic] {
    guard variable.uniformText == nil else { return [] }
    // Whether a variant prints the number, read from the uses in place (no array of names made).
    guard
      facts.ownUses.containsUse({
        FormatDirective.printsNumber(code: $0.pointee.directive.code) && $0.pointee.variant != nil
      })
    else { return [] }
    var diagnostics: [LocalizationDiagnostic] = []
    // Many variants (a hostile catalog): the ones that print, in one pass rather than one a variant.
    let printing =
      variable.variants.count > OwnUseIndex.variableLimit
      ? Set(
        facts.ownUses.filter { FormatDirective.printsNumber(code: $0.directive.code) }.compactMap(\.variant))
      : nil
    for (key, text) in variable.variants
    where key != "zero"
      && !(printing?.contains(key)
        ?? facts.ownUses.containsUse({
          $0.pointee.variant == key && FormatDirective.printsNumber(code: $0.pointee.directive.code)
        }))
    {
      guard let category = PluralCategory.allCases.first(where: { $0.name == key }),
        let integers = examples[category]?.filter({ $0 != 0 || variable.variant("zero") == nil }),
        integers.count >= 2
      else { continue }
      diagnostics.append(
        .init(
          .numberNotShown,
          "'\(key)' in \(name()) does not print the number (\"\(Self.excerpt(text.text))\"), but \(context.language) uses '\(key)' for \(integers.map(String.init).joined(separator: ", ")) …; print it, or those numbers show this text",
          at: text.location))
    }
    return diagnostics
  }
}

import Plurals
import LocalizedStrings

extension DiagnosticRule {
  static let fractionOnlyCategory = DiagnosticRule(
    code: .fractionOnlyCategory,
    summary:
      "an integer variable's 'other' repeats another category's text while the integer form sits in a category the language chooses only for fractions",
    help: "Put the integer form in 'other': integers never reach the fraction-only category.",
    example: "Russian other = one's text while 'few' holds the integer form",
    reason: "the integers of 'other' show another category's form whenever the app passes them",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [
            ("one", "%d hlas"), ("few", "%d hlasy"), ("many", "%d hlasů"), ("other", "%d hlasy"),
          ]).marked(before: "<key>n")), language: "cs")
    ],
    nonTriggering: [
      RuleExample(
        [
          "cs.lproj/L.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              pluralVariable(
                valueType: "f",
                forms: [("one", "%f hlas"), ("few", "%f hlasy"), ("many", "%f hlasu"), ("other", "%f hlasů")])
            )),
          "cs.lproj/M.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              pluralVariable(forms: [
                ("one", "%d hlas"), ("few", "%d hlasy"), ("many", "%d hlasů"), ("other", "%d hlasů"),
              ]))),
        ])
    ])
}

extension EntryChecks {
  /// `fraction-only-category`: 'other' repeats another integer category's text
  /// ("%d hlasy" = few) while the integer form sits in a category integers
  /// never reach (Czech 'many' "%d hlasů"): every integer of 'other' shows the wrong form.
  func fractionOnly(
    _ variable: FormatVariable, name: @autoclosure () -> String, examples: [PluralCategory: [Int]],
    used: [String]
  )
    -> [LocalizationDiagnostic]
  {
    // Each category's variant by its index (the last of its name, as `variant(_:)` finds it).
    guard let other = variable.pluralVariant(.other) else { return [] }
    let integerCategories = context.integerCategories
    guard
      let repeated = context.integerCategoryList.first(where: {
        $0 != .other && variable.pluralVariant($0)?.text == other.text
      })?.name
    else { return [] }
    return variable.variants.map(\.key).filter { key in
      used.contains(key) && key != "zero" && !integerCategories.contains(key)
        && variable.variant(key)?.text != other.text
    }.map { key in
      let integers = (examples[.other] ?? []).map(String.init).joined(separator: ", ")
      return .init(
        .fractionOnlyCategory,
        "'other' in \(name()) repeats the '\(repeated)' text (\"\(Self.excerpt(other.text))\") while '\(key)' (\"\(Self.excerpt(variable.variant(key)!.text))\") is chosen only for fractions in \(context.language): integers such as \(integers) show the '\(repeated)' form; put the integer form in 'other'",
        at: variable.location)
    }
  }
}

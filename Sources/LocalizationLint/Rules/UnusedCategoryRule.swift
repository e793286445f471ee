import LocalizedStrings

extension DiagnosticRule {
  static let unusedCategory = DiagnosticRule(
    code: .unusedCategory,
    summary: "a plural category the language never chooses (its text is unreachable)",
    help: "Remove it; 'zero' is the exception, it is honoured for 0 in every language.",
    example: "Japanese with <key>one</key> (Japanese numbers are all other)",
    reason:
      "the text is unreachable ('one' in Japanese, Chinese, Korean, Vietnamese, Thai or Indonesian, 'few' in English); the categories the language does choose are checked by missing-categories",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d"), ("few", "%d"), ("other", "%d")]).marked(before: "<key>n")))
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry("k", pluralVariable(forms: [("zero", "none"), ("one", "%d"), ("other", "%d")])))
    ])
}

extension EntryChecks {
  /// `unused-category` for a variant `key` of `variable` that its language never chooses (or
  /// the note of ``retiredCategory(_:of:name:)`` when CLDR retired it).
  func unusedCategory(_ key: String, of variable: FormatVariable, name: () -> String)
    -> LocalizationDiagnostic
  {
    if let note = retiredCategory(key, of: variable, name: name()) { return note }
    return .init(
      .unusedCategory,
      "'\(key)' in \(name()) is never chosen in \(context.language); the text is unreachable, remove it",
      at: variable.location)
  }
}

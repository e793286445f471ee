import LocalizedStrings

extension DiagnosticRule {
  static let variableMismatch = DiagnosticRule(
    code: .variableMismatch,
    summary: "an entry's variables are named differently than in the development language",
    help: "Use the development language's variable names.",
    example: "en uses %#@files@, de %#@dateien@",
    reason: "the variables are named differently, likely copied from another entry",
    triggering: [
      .stringsdict([
        "en": pluralEntry("a"),
        "fr": pluralEntry("a", format: "%#@m@", pluralVariable("m", forms: [("one", "%d"), ("other", "%d")]))
          .marked(before: "<dict>"),
      ])
    ],
    nonTriggering: [
      .stringsdict(["en": pluralEntry("a"), "fr": pluralEntry("a")])
    ],
    impliedBy: [.undefinedVariable])
}

extension EntryChecks {
  /// `variable-mismatch`: the translation's entry (in `language`) of `key` names other
  /// variables than the reference language's (`reference`); nil unless both are formats.
  static func variableMismatch(
    _ key: String, _ entry: StringEntry, against base: StringEntry, language: String, reference: String
  ) -> LocalizationDiagnostic? {
    guard case .format(let mine) = entry, case .format(let theirs) = base,
      mine.variableList.map(\.name) != theirs.variableList.map(\.name)
    else { return nil }
    return .init(
      .variableMismatch,
      "'\(key)' has variables \(mine.variableList.map(\.name)) in \(language) but \(theirs.variableList.map(\.name)) in \(reference); use the same names",
      at: mine.location)
  }
}

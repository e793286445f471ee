import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let missingKey = DiagnosticRule(
    code: .missingKey,
    summary: "a key of the development language is missing in another language, which then shows the key",
    help: "Translate it.",
    example: "en.lproj has \"settings\", de.lproj does not",
    reason:
      "users of the language see the key or the development language's text, which may be meant (a name left as it is)",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a")
              + pluralEntry("b")),
          "fr.lproj/L.stringsdict": stringsdictFile(pluralEntry("a")).marked(before: "<?xml"),
        ])
    ],
    nonTriggering: [
      .stringsdict(["en": pluralEntry("a"), "fr": pluralEntry("a")])
    ],
    traits: .missingText)
}

extension EntryChecks {
  /// `missing-key`: `key` of the reference language (`reference`) has no entry in the
  /// translation (`language`); `nearest` is the translation's own key that is likely it,
  /// written otherwise (``LanguageComparison`` pairs them).
  static func missingKey(
    _ key: String, reference: String, language: String, nearest: String?, at location: SourceLocation
  ) -> LocalizationDiagnostic {
    let other = nearest.map { " (did you mean '\($0)', which \(language) has?)" } ?? ""
    return .init(
      .missingKey, "key '\(key)' of \(reference) is missing in \(language)\(other); translate it",
      at: location)
  }
}

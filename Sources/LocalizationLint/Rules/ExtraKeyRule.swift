import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let extraKey = DiagnosticRule(
    code: .extraKey,
    summary: "a key that the development language does not have",
    help: "Remove it, or add it to the development language.",
    example: "de.lproj has \"old title\", en.lproj does not",
    reason: "the text is never asked for through the development language's keys: a stale translation",
    triggering: [
      .stringsdict([
        "en": pluralEntry("a"), "fr": pluralEntry("a") + pluralEntry("z").marked(before: "<dict>"),
      ])
    ],
    nonTriggering: [
      .stringsdict(["en": pluralEntry("a"), "fr": pluralEntry("a")])
    ])
}

extension EntryChecks {
  /// `extra-key`: the translation's `key` is not in the reference language (`reference`);
  /// `nearest` is the reference's missing key that is likely it, written otherwise.
  static func extraKey(_ key: String, reference: String, nearest: String?, at location: SourceLocation)
    -> LocalizationDiagnostic
  {
    let other = nearest.map { " (did you mean '\($0)', which \(reference) has?)" } ?? ""
    return .init(
      .extraKey, "key '\(key)' is not in \(reference)\(other); remove it or add it there", at: location)
  }
}

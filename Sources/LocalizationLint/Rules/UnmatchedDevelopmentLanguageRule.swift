import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let unmatchedDevelopmentLanguage = DiagnosticRule(
    code: .unmatchedDevelopmentLanguage,
    summary:
      "the development language is none of the localizations found, so no table's languages are compared with it",
    help:
      "Set development_language (or --development-language) to the language of the source texts (en, en-US), or add Base.lproj.",
    example: "development_language: eng with en.lproj and fr.lproj",
    reason:
      "missing keys and argument mismatches of every translation go unreported: a translation that reads a wrong argument reaches users",
    triggering: [
      .strings([
        "de": #"↓"a" = "%@";"# + "\n",
        "fr": #""a" = "%d";"# + "\n",
      ])
    ],
    nonTriggering: [
      .strings([
        "Base": #""a" = "%@";"# + "\n",
        "fr": #""a" = "%@";"# + "\n",
      ])
    ])
}

extension EntryChecks {
  /// `unmatched-development-language`: the development language (`language`, as shown) is
  /// none of the localizations `found` (a list, as shown), so no table's languages were
  /// compared; placed at the first file of a table that has several.
  static func unmatchedDevelopmentLanguage(_ language: String, found: String, at place: SourceLocation)
    -> LocalizationDiagnostic
  {
    .init(
      .unmatchedDevelopmentLanguage,
      "the development language '\(language)' is none of the localizations found (\(found)), so no table's languages were compared: missing keys and argument mismatches go unreported; set development_language (or --development-language) to the language of the source texts, or add Base.lproj",
      at: place)
  }
}

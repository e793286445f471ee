import LocalizedStrings

/// The development language's table of the examples.
private let english = #"""
  "title" = "Settings";
  "count" = "%d files";

  """#

extension DiagnosticRule {
  /// `untranslated-table`: every entry of a translation's table is the development language's
  /// text, as written (the table was copied and never translated).
  static let untranslatedTable = DiagnosticRule(
    code: .untranslatedTable,
    summary:
      "every entry of a translation's table is the development language's text, as written: the table was copied and never translated",
    help: "Translate the table, or remove the localization until it is translated.",
    example: "de.lproj/Localizable.strings is a copy of en.lproj/Localizable.strings",
    reason:
      "users of the language read the development language's text in every entry of the table, though the app says it is localized",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.strings": english,
          "de.lproj/L.strings": #"""
          ↓"title" = "Settings";
          "count" = "%d files";

          """#,
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.strings": english,
          "de.lproj/L.strings": #"""
          "title" = "Einstellungen";
          "count" = "%d files";

          """#,
        ], note: "one entry translated"),
      RuleExample(
        [
          "en.lproj/L.strings": english,
          "en-GB.lproj/L.strings": #"""
          "title" = "Settings";
          "count" = "%d files";

          """#,
        ], note: "the same language in another region"),
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "score" = "%d : %d";
          "dash" = "—";

          """#,
          "de.lproj/L.strings": #"""
          "score" = "%d : %d";
          "dash" = "—";

          """#,
        ], note: "no word to translate"),
    ])
}

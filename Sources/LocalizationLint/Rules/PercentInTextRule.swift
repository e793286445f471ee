import LocalizedStrings

extension DiagnosticRule {
  /// `percent-in-text`: a string that is likely no format (neither its key nor the development language's text has a conversion) holds % sequences that do not parse as one: percent-encoding, a literal percent sign.
  static let percentInText = DiagnosticRule(
    code: .percentInText,
    summary:
      "a string that is likely no format (neither its key nor the development language's text has a conversion) holds % sequences that do not parse as one: percent-encoding, a literal percent sign",
    help:
      "Nothing to do if the app shows the text as it is; if it formats the text, write %% for each percent sign.",
    example: "\"about\" = \"<a href=\\\"https://ru.wikipedia.org/wiki/%D0%9F\\\">…</a>\";",
    reason:
      "shown as written unless the app passes the text to a formatter, which nothing in the files says it does",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "about" = "<p>See the mail page.</p>";

          """#,
          "ru.lproj/L.strings": #"""
          "about" = ↓"<p>См. <a href=\"https://ru.wikipedia.org/wiki/%D0%9F%D0%BE%D1%87%D1%82%D0%B0\">Почта</a>.</p>";

          """#,
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "about" = "<p>See %@.</p>";

          """#,
          "ru.lproj/L.strings": #"""
          "about" = "<p>См. <a href=\"https://ru.wikipedia.org/wiki/%D0%9F%D0%BE%D1%87%D1%82%D0%B0\">Почта</a>.</p>";

          """#,
        ])
    ])
}

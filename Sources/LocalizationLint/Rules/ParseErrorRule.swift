import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let parseError = DiagnosticRule(
    code: .parseError,
    summary:
      "the file cannot be read (malformed property list, JSON or .strings, or an unknown text encoding)",
    help: "Fix the file at the position given; nothing in it is served until it reads.",
    example: "\"greeting\" = \"Hello\"   (a .strings entry without its closing ;)",
    reason: "nothing in the file is served: users see keys",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <plist><dict>
          ↓<key>a</key>
          </dict></plist>
          """#,
          "en.lproj/S.strings": #""a" = "b"↓"#,
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a")),
          "en.lproj/S.strings": #""a" = "b";"#,
        ])
    ],
    traits: .unreadFile)
}

extension EntryChecks {
  /// `parse-error`: a reader refused the file with `error`, at the place it gives.
  static func parseError(_ error: SourceError) -> LocalizationDiagnostic {
    .init(.parseError, "\(error.message); fix the file so that it can be read", at: error.location)
  }
}

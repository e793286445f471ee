import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let ambiguousDevelopmentLanguage = DiagnosticRule(
    code: .ambiguousDevelopmentLanguage,
    summary:
      "two .lproj folders of one table stand for the development language; one is the reference, the other is compared with it as a translation",
    help: "Remove or rename the folder that is not meant (a stray English.lproj beside en.lproj).",
    example:
      "English.lproj/Localizable.strings and en.lproj/Localizable.strings with development language en",
    reason:
      "users of the language see one of two texts, and which one depends on the platform's choice of folder",
    triggering: [
      .strings([
        "English": #"↓"a" = "%@";"# + "\n",
        "en": #""a" = "%@";"# + "\n",
      ])
    ],
    nonTriggering: [
      .strings([
        "Base": #""a" = "%@";"# + "\n",
        "en": #""a" = "%@";"# + "\n",
      ])
    ])
}

extension EntryChecks {
  /// `ambiguous-development-language`: the `.lproj` folders `folder` and `reference` (as shown)
  /// both stand for the development language `language`; `reference` is the one compared with.
  static func ambiguousDevelopmentLanguage(
    folder: String, reference: String, language: String, at place: SourceLocation
  ) -> LocalizationDiagnostic {
    .init(
      .ambiguousDevelopmentLanguage,
      "'\(folder).lproj' and '\(reference).lproj' both stand for the development language \(language): '\(reference).lproj' is the reference, and this file is compared with it as a translation; remove or rename the folder that is not meant",
      at: place)
  }
}

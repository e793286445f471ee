import LocalizedStrings

extension DiagnosticRule {
  /// `ambiguous-development-language`: two .lproj folders of one table stand for the development language; one is the reference, the other is compared with it as a translation.
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
      RuleExample(
        [
          "English.lproj/L.strings": #"""
          ↓"a" = "%@";

          """#,
          "en.lproj/L.strings": #"""
          "a" = "%@";

          """#,
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "Base.lproj/L.strings": #"""
          "a" = "%@";

          """#,
          "en.lproj/L.strings": #"""
          "a" = "%@";

          """#,
        ])
    ])
}

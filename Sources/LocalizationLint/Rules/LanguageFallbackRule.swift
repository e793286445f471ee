import LocalizedStrings

extension DiagnosticRule {
  static let languageFallback = DiagnosticRule(
    code: .languageFallback,
    summary: "the text was served in another language than the one asked for",
    help: "Add a localization for the language, if it is meant to be supported.",
    example: "formatting for ja a catalog that has only en and de",
    reason: "the language is not localized; the text of another one is what the app offers",
    // Formatting reports it, not the linter: each example is formatted, not linted.
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"↓{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}"#
        ], note: "ja asked of a catalog with en and de",
        formatting: (key: "k", language: "ja"))
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}"#
        ], note: "de asked of a catalog with en and de",
        formatting: (key: "k", language: "de"))
    ])
}

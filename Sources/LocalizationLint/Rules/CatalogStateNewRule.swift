import LocalizedStrings

extension DiagnosticRule {
  static let catalogStateNew = DiagnosticRule(
    code: .catalogStateNew,
    summary: "a catalog translation is in state new (not yet translated by a person)",
    help: "Translate it and mark it translated.",
    example: "\"de\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"Dateien\"}}",
    reason: "the text is shown as written; only its review state is reported",
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":↓{"state":"new","value":"x"}}}}}}"#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"new","value":"x"}}}}}}"#
        ])
    ])
}

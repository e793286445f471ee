import LocalizedStrings

extension DiagnosticRule {
  static let catalogStateNeedsReview = DiagnosticRule(
    code: .catalogStateNeedsReview,
    summary: "a catalog translation is in state needs_review",
    help: "Review it and mark it translated.",
    example: "\"de\": {\"stringUnit\": {\"state\": \"needs_review\", \"value\": \"Dateien\"}}",
    reason: "the text is shown as written; only its review state is reported",
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":↓{"state":"needs_review","value":"x"}}}}}}"#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
        ])
    ])
}

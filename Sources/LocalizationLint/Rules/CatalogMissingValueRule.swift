import LocalizedStrings

extension DiagnosticRule {
  static let catalogMissingValue = DiagnosticRule(
    code: .catalogMissingValue,
    summary: "a catalog string unit has no value",
    help: "Give the string unit a \"value\".",
    example: "\"stringUnit\": {\"state\": \"translated\"} with no \"value\"",
    reason: "the string unit has no text to show",
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":↓{"state":"translated"}}}}}}"#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
        ])
    ])
}

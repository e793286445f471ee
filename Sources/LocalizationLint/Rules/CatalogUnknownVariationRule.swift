import LocalizedStrings

extension DiagnosticRule {
  static let catalogUnknownVariation = DiagnosticRule(
    code: .catalogUnknownVariation,
    summary: "a catalog localization varies by something other than plural, device or width and is not used",
    help: "Use plural, device or width variations; other keys fall back to the source language.",
    example: "\"variations\": {\"gender\": {…}}",
    reason: "the localization is not used: its users see the source language",
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"variations":↓{"gender":{"female":{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}"#
        ]),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"gender":↓{"female":{"stringUnit":{"state":"translated","value":"%arg"}}},"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}"#
        ], note: "a substitution's"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}"#
        ]),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}"#
        ], note: "a substitution's"),
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  static let ambiguousPluralArgument = DiagnosticRule(
    code: .ambiguousPluralArgument,
    summary:
      "a catalog plural variation on a string that reads several numbers: which one it varies by is not known",
    help: "Vary by a substitution per number (%#@files@ … %#@folders@) instead of the whole string.",
    example: "\"%lld files in %lld folders\" with \"variations\": {\"plural\": {…}}",
    reason: "the variation may choose its text by the wrong number",
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"variations":{"plural":↓{"one":{"stringUnit":{"state":"translated","value":"%lld file in %lld folders"}},"other":{"stringUnit":{"state":"translated","value":"%lld files in %lld folders"}}}}}}}}}"#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Followed by %1$@, %2$@ and %3$lld other"}},"other":{"stringUnit":{"state":"translated","value":"Followed by %1$@, %2$@ and %3$lld others"}}}}}}}}}"#
        ])
    ])
}

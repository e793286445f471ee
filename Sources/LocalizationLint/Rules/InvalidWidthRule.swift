import LocalizedStrings

extension DiagnosticRule {
  static let invalidWidth = DiagnosticRule(
    code: .invalidWidth,
    summary: "a width variant's key is not a width, or its value not a string; it is ignored",
    help: "Use a non-negative integer key with a string value.",
    example: "<key>wide</key><string>Preferences</string> among width variants",
    reason: "that width gets another width's text, which may not fit",
    triggering: [
      .stringsdict(
        widthEntry([("wide", "wide"), ("20", "x")]).marked(before: "<key>wide")),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"variations":{"width":{"wide":↓{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}"#
        ], note: "a catalog's width variation"),
    ],
    nonTriggering: [
      .stringsdict(
        widthEntry([("40", "wide"), ("20", "x")])
      ),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"variations":{"width":{"20":{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}"#
        ], note: "a catalog's width variation"),
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  static let unknownSpecType = DiagnosticRule(
    code: .unknownSpecType,
    summary: "a variable's NSStringFormatSpecTypeKey is not a rule type this runtime or Apple's knows",
    help: "Use NSStringPluralRuleType, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType.",
    example: "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralType</string>",
    reason: "the variable cannot be formatted",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(spec: "NSStringGenderRuleType", forms: [("other", "%d")]).marked(
            before: "<string>NSStringGenderRuleType")))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

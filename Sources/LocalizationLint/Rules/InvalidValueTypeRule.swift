import LocalizedStrings

extension DiagnosticRule {
  static let invalidValueType = DiagnosticRule(
    code: .invalidValueType,
    summary: "NSStringFormatValueTypeKey (or a catalog's formatSpecifier) is not a printf conversion",
    help: "Use a conversion such as d, ld, lld, u or f.",
    example: "<key>NSStringFormatValueTypeKey</key><string>q</string>",
    reason: "formatting refuses the variable",
    triggering: [
      .stringsdict(pluralEntry("k", pluralVariable(valueType: "zz").marked(before: "<string>zz"))),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":↓"zz","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}"#
        ], note: "a catalog's formatSpecifier"),
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k")),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}"#
        ], note: "a catalog's formatSpecifier"),
    ])
}

extension EntryChecks {
  /// `invalid-value-type`: a variable's declared type (`NSStringFormatValueTypeKey`, a
  /// substitution's `formatSpecifier`) is not a conversion.
  func invalidValueType(_ variable: FormatVariable, facts: VariableFacts) -> [LocalizationDiagnostic] {
    guard let valueType = variable.valueType, facts.declaredConversion == nil else { return [] }
    let field = variable.source == .substitution ? "formatSpecifier" : "NSStringFormatValueTypeKey"
    return [
      .init(
        .invalidValueType,
        "\(field) '\(valueType.text)' of \(context.variableName(variable, key: key)) is not a conversion; use d, ld, lld, f …",
        at: valueType.location)
    ]
  }
}

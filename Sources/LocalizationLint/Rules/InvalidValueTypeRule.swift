import LocalizedStrings

extension DiagnosticRule {
  /// `invalid-value-type`: NSStringFormatValueTypeKey (or a catalog's formatSpecifier) is not a printf conversion.
  static let invalidValueType = DiagnosticRule(
    code: .invalidValueType,
    summary: "NSStringFormatValueTypeKey (or a catalog's formatSpecifier) is not a printf conversion",
    help: "Use a conversion such as d, ld, lld, u or f.",
    example: "<key>NSStringFormatValueTypeKey</key><string>q</string>",
    reason: "formatting refuses the variable",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>↓<string>zz</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>

            """#)
        ]),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":↓"zz","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}}}"#
        ], note: "a catalog's formatSpecifier"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", forms: [("one", "%d file"), ("other", "%d files")]))
        ]),
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

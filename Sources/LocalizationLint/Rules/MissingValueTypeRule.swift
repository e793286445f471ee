import LocalizedStrings

extension DiagnosticRule {
  static let missingValueType = DiagnosticRule(
    code: .missingValueType,
    summary: "a plural variable has no NSStringFormatValueTypeKey, so the type of its number is unknown",
    help: "Add NSStringFormatValueTypeKey with the conversion of its number (d, ld, lld, f …).",
    example: "a plural variable with one and other but no NSStringFormatValueTypeKey",
    reason:
      "Apple assumes %@ when the key is absent (Foundation's OS X 10.9 release notes), so a number passed is read as an object; this runtime guesses the type from the variants' conversions",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(valueType: nil, forms: [("one", "%d"), ("other", "%d")]).marked(before: "<key>n")))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

extension EntryChecks {
  /// `missing-value-type`: a `.stringsdict` plural variable without `NSStringFormatValueTypeKey`
  /// (a catalog's plural variation has no declared type: its variants carry the conversion).
  func missingValueType(_ variable: FormatVariable) -> [LocalizationDiagnostic] {
    guard variable.valueType == nil, variable.source == .stringsdict else { return [] }
    return [
      .init(
        .missingValueType,
        "\(context.variableName(variable, key: key)) has no NSStringFormatValueTypeKey; add the conversion of its number (d, ld, f …)",
        at: variable.location)
    ]
  }
}

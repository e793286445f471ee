import LocalizedStrings

extension DiagnosticRule {
  static let missingSpecType = DiagnosticRule(
    code: .missingSpecType,
    summary: "a variable has no NSStringFormatSpecTypeKey; it is formatted as a plural variable",
    help: "Add NSStringFormatSpecTypeKey = NSStringPluralRuleType.",
    example: "<key>n</key><dict><key>one</key>…</dict> with no NSStringFormatSpecTypeKey",
    reason: "this runtime formats it as a plural variable, but another platform may not",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k", pluralVariable(spec: nil, forms: [("one", "%d"), ("other", "%d")]).marked(before: "<key>n")))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  static let missingFormatKey = DiagnosticRule(
    code: .missingFormatKey,
    summary: "a .stringsdict entry has no NSStringLocalizedFormatKey, so it cannot be formatted",
    help: "Add NSStringLocalizedFormatKey with the format, e.g. %#@count@.",
    example: "<key>files</key><dict><key>n</key><dict>…</dict></dict> with no NSStringLocalizedFormatKey",
    reason: "the entry cannot be formatted: users see the key",
    triggering: [
      .stringsdict(pluralEntry("k", format: nil).marked(before: "<dict>"))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

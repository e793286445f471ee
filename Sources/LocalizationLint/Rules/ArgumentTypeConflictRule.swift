import LocalizedStrings

extension DiagnosticRule {
  static let argumentTypeConflict = DiagnosticRule(
    code: .argumentTypeConflict,
    summary: "one argument is read as two incompatible types (a number and an object, say)",
    help: "Use one type for each argument across the format and all variants.",
    example: "\"count\" = \"%1$d items (%1$@)\";",
    reason: "the argument is read as the wrong type in one of its places",
    triggering: [
      .stringsdict(pluralEntry("k", format: "%#@n@ by %1$@").marked(before: "<string>%#@n@"))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k", format: "%#@n@ by %2$@"))
    ])
}

import LocalizedStrings

extension DiagnosticRule {
  static let unusedVariable = DiagnosticRule(
    code: .unusedVariable,
    summary: "a variable (or substitution) is never referenced",
    help: "Remove it, or refer to it with %#@name@.",
    example: "a variable 'folders' that no %#@folders@ refers to",
    reason: "its text is never shown, and the format likely lacks the reference meant for it",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k", pluralVariable(),
          pluralVariable("spare", forms: [("other", "%d")]).marked(before: "<key>spare")))
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k", format: "%#@n@ %#@spare@", pluralVariable(), pluralVariable("spare", forms: [("other", "%d")]))
      )
    ])
}

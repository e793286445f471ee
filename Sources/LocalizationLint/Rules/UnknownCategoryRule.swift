import Plurals
import LocalizedStrings

extension DiagnosticRule {
  static let unknownCategory = DiagnosticRule(
    code: .unknownCategory,
    summary: "a plural variant's key is not a plural category and is never chosen",
    help: "Use zero, one, two, few, many or other.",
    example: "<key>plural</key><string>%d files</string>",
    reason:
      "the text is never chosen; what those numbers get instead is reported by missing-other or missing-categories",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k", pluralVariable(forms: [("single", "%d file"), ("other", "%d files")]).marked(before: "<key>n"))
      )
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

extension EntryChecks {
  /// `unknown-category`: each variant of `variable` whose key is no plural category.
  func unknownCategories(_ variable: FormatVariable, name: () -> String) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    for (key, _) in variable.variants where PluralCategory(name: key) == nil {
      diagnostics.append(
        .init(
          .unknownCategory,
          "'\(key)' in \(name()) is not a plural category; use zero, one, two, few, many or other",
          at: variable.location))
    }
    return diagnostics
  }
}

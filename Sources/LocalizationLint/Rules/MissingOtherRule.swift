import Plurals
import LocalizedStrings

extension DiagnosticRule {
  static let missingOther = DiagnosticRule(
    code: .missingOther,
    summary: "a plural variable has no 'other' variant, so some numbers have no text",
    help: "Add 'other'; it is the fallback for every number.",
    example: "<key>one</key><string>%d plik</string> and no <key>other</key>",
    reason: "some numbers have no text at all",
    triggering: [
      .stringsdict(pluralEntry("k", pluralVariable(forms: [("one", "%d file")]).marked(before: "<key>n")))
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k"))
    ])
}

extension EntryChecks {
  /// `missing-other`, for a variable without 'other': some numbers get no text (a
  /// non-integer variable, or an integer one that lacks a category integers reach, or whose
  /// language's integers reach 'other'). `needed` are the categories the variable's numbers
  /// reach, `lacking` those of them it has no variant for.
  func missingOther(
    _ variable: FormatVariable, integer: Bool, needed: [String], lacking: [String], name: () -> String
  ) -> [LocalizationDiagnostic] {
    // Without 'other', the numbers of a missing category get no text; an integer
    // variable that has every category integers reach (Russian one/few/many) has a
    // text for each of its numbers, but Apple's format requires 'other' all the same.
    guard !integer || needed.contains("other") || !lacking.isEmpty else { return [] }
    let keys = variable.variants.lazy.map(\.key)
    let numbers =
      integer
      ? "integers such as \(Self.examples(context.integerExamples, for: needed.filter { !keys.contains($0) }))"
      : "some numbers"
    return [
      .init(
        .missingOther, "\(name()) has no 'other' variant, so \(numbers) get no text; add 'other'",
        at: variable.location)
    ]
  }

  /// The first integers of each of `categories`, for a message ("0, 5" for few and many).
  static func examples(_ examples: [PluralCategory: [Int]], for categories: [String]) -> String {
    let numbers = examples.filter { categories.contains($0.key.name) }.compactMap(\.value.first).sorted()
    return numbers.map(String.init).joined(separator: ", ")
  }
}

import LocalizedStrings
import Localization

extension DiagnosticRule {
  /// `integer-width-mismatch`: an argument is printed with %d in one place and as 64-bit (%ld, %lld) in another.
  static let integerWidthMismatch = DiagnosticRule(
    code: .integerWidthMismatch,
    summary: "an argument is printed with %d in one place and as 64-bit (%ld, %lld) in another",
    help: "Use the same length modifier everywhere (Swift's Int is %ld or %lld).",
    example: "\"%d files\" in one variant, \"%ld files\" in another",
    reason: "a 64-bit number read as 32 bits (or the reverse) prints wrong values where the sizes differ",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(valueType: "lld", forms: [("one", "%d"), ("other", "%lld")]).marked(
            before: "<string>%d")))
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry("k", pluralVariable(valueType: "lld", forms: [("one", "%lld"), ("other", "%lld")])))
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #""a" = ↓"%1$d of %1$ld";"# + "\n"
        ],
        fixed: [
          "en.lproj/L.strings": #""a" = "%1$ld of %1$ld";"# + "\n"
        ], note: "the narrower conversion takes the 64-bit length"),
      RuleCorrection(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              pluralVariable(valueType: "lld", forms: [("one", "%d"), ("other", "%lld")]).marked(
                before: "<string>%d")))
        ],
        fixed: [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", pluralVariable(valueType: "lld", forms: [("one", "%lld"), ("other", "%lld")])))
        ], note: "in a variant of a .stringsdict"),
    ])
}

extension EntryChecks {
  /// `integer-width-mismatch`: `%d` where the same argument is 64-bit elsewhere.
  func integerWidths(_ uses: [Int: [ArgumentUse]]) -> [LocalizationDiagnostic] {
    // Nearly every entry prints each argument at one width: tell that without sorting or filtering.
    guard uses.values.contains(where: Self.mixesWidths) else { return [] }
    var diagnostics: [LocalizationDiagnostic] = []
    for (index, argumentUses) in uses.sorted(by: { $0.key < $1.key }) {
      let integers = argumentUses.filter { $0.directive.isInteger }
      let wide = integers.filter { Self.isWide($0.directive.length) }
      if let narrow = integers.first(where: { $0.directive.length == .none }), let example = wide.first {
        diagnostics.append(
          .init(
            .integerWidthMismatch,
            "argument \(index + 1) of \(context.entryName(key)) is printed with %\(example.directive.length.rawValue)\(example.directive.conversion) elsewhere but with %\(narrow.directive.conversion) here; use %\(example.directive.length.rawValue)\(narrow.directive.conversion)",
            at: narrow.location,
            suggestion: .lengthModifier(argument: index + 1, length: example.directive.length.rawValue)))
      }
    }
    return diagnostics
  }

  /// Whether a text prints integers both with no length and with a 64-bit one (told from
  /// its directives, before any argument is looked at: nearly no text does).
  static func mixesIntegerWidths(_ text: LocatedString) -> Bool {
    guard let directives = text.parsedDirectives else { return false }
    return directives.contains { $0.isInteger && isWide($0.length) }
      && directives.contains { $0.isInteger && $0.length == .none }
  }

  /// Whether a 64-bit length modifier (`%ld`, `%lld`, `%qd`, `%zd`, `%jd`, `%td`).
  static func isWide(_ length: FormatLength) -> Bool {
    switch length {
    case .l, .ll, .q, .z, .j, .t: true
    default: false
    }
  }

  /// Whether an argument is printed as an integer both with no length and with a 64-bit one.
  static func mixesWidths(_ uses: [ArgumentUse]) -> Bool {
    var narrow = false
    var wide = false
    uses.withUnsafeBufferPointer { uses in
      // Each use read in place: a for-in loop copies every use (four references).
      // By the code: asking the directive whether it is an integer copied it.
      for index in uses.indices where FormatDirective.printsInteger(code: uses[index].directive.code) {
        let length = uses[index].directive.length
        if length == .none { narrow = true } else if isWide(length) { wide = true }
      }
    }
    return narrow && wide
  }
}

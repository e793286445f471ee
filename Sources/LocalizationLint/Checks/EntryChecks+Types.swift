import LocalizedStrings
import Localization
import Plurals
import SourceFiles

/// The checks of the types an entry's arguments are read as: value types and integer widths.
extension EntryChecks {
  /// `missing-value-type`, `invalid-value-type` and `value-type-mismatch`.
  func valueType(
    _ variable: FormatVariable, in entry: FormatEntry, uses: [Int: [ArgumentUse]], facts: VariableFacts
  )
    -> [LocalizationDiagnostic]
  {
    // Made only for a message: most variables have none.
    func name() -> String { context.variableName(variable, key: key) }
    guard let valueType = variable.valueType else {
      // A catalog's plural variation has no declared type: its variants carry the conversion.
      guard variable.source == .stringsdict else { return [] }
      return [
        .init(
          .missingValueType,
          "\(name()) has no NSStringFormatValueTypeKey; add the conversion of its number (d, ld, f …)",
          at: variable.location)
      ]
    }
    guard let declared = facts.declaredConversion else {
      let field = variable.source == .substitution ? "formatSpecifier" : "NSStringFormatValueTypeKey"
      return [
        .init(
          .invalidValueType,
          "\(field) '\(valueType.text)' of \(name()) is not a conversion; use d, ld, lld, f …",
          at: valueType.location)
      ]
    }
    let expected = ArgumentKind(declared)
    // A variable with one text never reads its number, and an object read
    // as an integer is harmless: the trick of printing a name at the variable's place.
    // Of a use's directive, read in place (not the whole use copied).
    // On its code alone: handing the directive over copied it.
    func clashes(_ code: UInt8) -> Bool {
      let printed = ArgumentKind(code: code)
      return !printed.isCompatible(with: expected) && !(variable.uniformText != nil && printed == .object)
    }
    // Nearly every variable has none: told without making the array.
    guard facts.ownUses.containsUse({ clashes($0.pointee.directive.code) }) else { return [] }
    let clashes = facts.ownUses.filter { clashes($0.directive.code) }
    guard let use = clashes.first else { return [] }
    let index = facts.ownUses.argument ?? 0
    let advice =
      entry.advice(
        ArgumentUse(
          directive: variableUse(variable), variable: nil, variant: nil, location: variable.location),
        use, index: index, uses: uses)
      ?? "if argument \(index + 1) is not the number, \(numberAdvice(variable)), else print it with %\(valueType.text)"
    let variants = Set(clashes.compactMap(\.variant)).sorted()
    let conversion = use.directive
    return [
      .init(
        .valueTypeMismatch,
        "\(name()) is '\(valueType.text)' but \(variants.count == 1 ? "variant" : "variants") \(variants.map { "'\($0)'" }.joined(separator: ", ")) \(variants.count == 1 ? "prints" : "print") it with %\(conversion.length.rawValue)\(conversion.conversion); \(advice)",
        at: use.location)
    ]
  }

  /// How to make a variable choose by the number's argument, in its file's terms.
  func numberAdvice(_ variable: FormatVariable) -> String {
    switch variable.source {
    case .substitution: "give substitution '\(variable.name)' the number's argument number (argNum)"
    case .pluralVariation: "vary by a substitution with the number's argument number"
    case .stringsdict: "choose by the number's (%N$#@\(variable.name)@)"
    }
  }

  /// The directive `%#@name@`, for naming a variable's own use.
  func variableUse(_ variable: FormatVariable) -> FormatDirective {
    var directive = FormatDirective()
    directive.conversion = "#"
    directive.variable = variable.name
    return directive
  }

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

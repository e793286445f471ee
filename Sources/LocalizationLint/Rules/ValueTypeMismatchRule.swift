import LocalizedStrings
import Localization

extension DiagnosticRule {
  static let valueTypeMismatch = DiagnosticRule(
    code: .valueTypeMismatch,
    summary: "a variable's declared type does not match the conversion that prints its number",
    help:
      "Print the number with the conversion of NSStringFormatValueTypeKey (or the catalog's formatSpecifier).",
    example: "NSStringFormatValueTypeKey d, but the variants print %f",
    reason: "the number is read as the wrong type",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k", pluralVariable(forms: [("one", "%d"), ("other", "%f")]).marked(before: "<string>%f"))),
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(valueType: "s", forms: [("one", "%s file"), ("other", "%s files")]).marked(
            before: "<string>%s")), note: "a plural variable's number declared and printed as a C string"),
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry("k", pluralVariable(valueType: "f", forms: [("one", "%.1f"), ("other", "%f")]))),
      .stringsdict(
        pluralEntry("k", pluralVariable(valueType: "s", forms: [("one", "a file"), ("other", "files")])),
        note: "a plural variable's number declared and printed as a C string"),
    ])
}

extension EntryChecks {
  /// `value-type-mismatch`: a variant prints the number with a conversion of another kind
  /// than the variable declares (nothing for a variable that declares none, or no conversion:
  /// ``missingValueType(_:)`` and ``invalidValueType(_:facts:)`` report those).
  func valueTypeMismatch(
    _ variable: FormatVariable, in entry: FormatEntry, uses: [Int: [ArgumentUse]], facts: VariableFacts
  )
    -> [LocalizationDiagnostic]
  {
    // Made only for a message: most variables have none.
    func name() -> String { context.variableName(variable, key: key) }
    guard let valueType = variable.valueType, let declared = facts.declaredConversion else { return [] }
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

  /// `value-type-mismatch` where a plural variable declares its number a C string (`s`, `S`)
  /// and a variant prints it so: formatting needs a number to choose the variant, and `%s`
  /// cannot print one, so every call that reaches the variant throws, whatever the argument.
  /// The declared type matches the variant's conversion, so ``valueTypeMismatch(_:in:uses:facts:)``
  /// finds nothing there; a variable whose variants are one text reads no number.
  func numberPrintedAsText(_ variable: FormatVariable, facts: VariableFacts) -> [LocalizationDiagnostic] {
    guard variable.uniformText == nil, let declared = facts.declaredConversion,
      ArgumentKind(declared) == .cString
    else { return [] }
    let printed = facts.ownUses.filter { ArgumentKind($0.directive) == .cString }
    guard let first = printed.first, let valueType = variable.valueType else { return [] }
    let variants = Set(printed.compactMap(\.variant)).sorted().map { "'\($0)'" }
    let verb =
      variants.count == 1
      ? "variant \(variants[0]) prints" : "variants \(variants.joined(separator: ", ")) print"
    return [
      .init(
        .valueTypeMismatch,
        "\(context.variableName(variable, key: key)) chooses its variant by a number, but declares it '\(valueType.text)' and \(verb) it with %\(first.directive.conversion), which cannot print a number; declare and print the number's conversion (d, ld, f …)",
        at: first.location)
    ]
  }
}

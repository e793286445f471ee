import Localization
import LocalizedStrings

extension EntryChecks {
  /// `value-type-mismatch` where a plural variable declares its number a C string (`s`, `S`)
  /// and a variant prints it so: formatting needs a number to choose the variant, and `%s`
  /// cannot print one, so every call that reaches the variant throws, whatever the argument.
  /// The declared type matches the variant's conversion, so ``valueType(_:in:uses:facts:)``
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

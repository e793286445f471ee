import LocalizedStrings
import PluralRuleSyntax
import Plurals

/// The pass over a plural variable's categories: what every category check reads, found once.
extension EntryChecks {
  /// Whether the variable's number is an integer: its declared conversion,
  /// else (a catalog's plural variation) the conversions that print it.
  func isInteger(_ variable: FormatVariable, facts: VariableFacts) -> Bool {
    if let declared = facts.declaredConversion { return declared.isInteger }
    guard variable.valueType == nil else { return false }
    return !facts.ownUses.isEmpty
      && !facts.ownUses.containsUse { !FormatDirective.printsInteger(code: $0.pointee.directive.code) }
  }

  /// The checks of a plural variable's categories, in their rule files (`unknown-category`,
  /// `missing-other`, `missing-required-other`, `missing-categories`,
  /// `missing-large-number-category`, `unused-category` or `retired-category`,
  /// `fraction-only-category`, `number-not-shown`), on what they share: which categories the
  /// variants name, which the language needs, and which are lacking.
  func pluralCategories(_ variable: FormatVariable, facts: VariableFacts) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    // Made only for a message (most variables have none), and once for all of them.
    var madeName: String?
    func name() -> String {
      if let madeName { return madeName }
      let made = context.variableName(variable, key: key)
      madeName = made
      return made
    }
    let keys = variable.variants.lazy.map(\.key)  // read in place, not copied into an array
    let integer = isInteger(variable, facts: facts)
    let integerExamples = integer ? context.integerExamples : [:]
    let used = context.usedCategories
    let needed = integer ? context.integerNeededCategories : used
    // The categories the variants name, as bits, and whether a key is none: one pass over the
    // keys, where each test below searched them by name (most variables pass every test).
    var present: UInt8 = 0
    var unknownKey = false
    for key in keys {
      if let category = PluralCategory(name: key) { present |= category.bit } else { unknownKey = true }
    }
    if unknownKey { diagnostics += unknownCategories(variable, name: name) }
    let neededBits = integer ? context.integerNeededBits : context.usedBits
    let lacking =
      neededBits & ~present & ~PluralCategory.other.bit == 0
      ? [] : needed.filter { $0 != "other" && !keys.contains($0) }
    if present & PluralCategory.other.bit == 0 {
      diagnostics += missingOther(variable, integer: integer, needed: needed, lacking: lacking, name: name)
      diagnostics += missingRequiredOther(
        variable, integer: integer, needed: needed, lacking: lacking, name: name)
    }
    // One text for every number is a choice the reference language's author makes; translations follow the language.
    if !lacking.isEmpty && !(context.isReference && variable.uniformText != nil) {
      // Categories that only round millions reach (French 'many') are a note, for
      // integer and floating-point variables alike: users practically never see those numbers.
      // Of an integer variable, by the integers alone (Breton 'many' is every million, and
      // 1000000.0 too, which an integer variable is never given).
      let largeCategories = integer ? context.integerLargeNumberCategories : context.largeNumberCategories
      let large = lacking.filter { largeCategories.contains($0) }
      diagnostics += missingCategories(
        lacking.filter { !large.contains($0) }, of: variable, integer: integer, name: name)
      diagnostics += missingLargeNumberCategories(large, of: variable, integer: integer, name: name)
    }
    for key in keys
    where present & ~context.usedBits & ~PluralCategory.zero.bit != 0
      && Self.categoryNames.contains(key) && key != "zero" && !used.contains(key)
    {
      diagnostics.append(unusedCategory(key, of: variable, name: name))
    }
    if integer {
      diagnostics.add(fractionOnly(variable, name: name(), examples: integerExamples, used: used))
      diagnostics.add(numbersNotShown(variable, name: name(), examples: integerExamples, facts: facts))
    }
    return diagnostics
  }
}

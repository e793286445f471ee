import PluralRuleSyntax
import Plurals

/// Differential: the generated tables must agree with the reference evaluator
/// on every numeral both accept, for every locale; both parsers must agree on
/// what is a numeral.
let groups: [(PluralRules, PluralRuleSet)] = PluralRules.availableLocales().compactMap { locale in
  let rules = PluralRules(locale: locale)
  var parsed: [PluralKeyword: PluralRule] = [:]
  for category in rules.categories {
    guard let text = rules.ruleText(for: category), let rule = try? PluralRule(parsing: text) else {
      return nil
    }
    parsed[PluralKeyword(rawValue: category.name)!] = rule
  }
  return (rules, PluralRuleSet(rules: parsed))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let operands = try? PluralOperands(parsing: text)
  let numeral = try? DecimalNumeral(parsing: text)
  if (operands == nil) != (numeral == nil), text.count < 64 {
    // DecimalNumeral accepts the same language, minus nothing: a difference is a bug in one of them.
    fatalError(
      "parsers disagree on \(text.debugDescription): runtime \(operands != nil), reference \(numeral != nil)")
  }
  guard let operands, let numeral,
    numeral.integerDigits.count + numeral.fractionDigits.count + numeral.exponent < 2_000
  else { return 0 }
  let pick = Int(size) % groups.count
  for (rules, reference) in [groups[pick], groups[(pick * 7 + 3) % groups.count]] {
    let runtime = rules.category(for: operands)
    let expected = reference.category(for: numeral)
    if runtime.name != expected.rawValue {
      fatalError("\(rules.locale) \(text.debugDescription): runtime \(runtime), reference \(expected)")
    }
  }
  if let value = Double(text), value.isFinite {
    _ = PluralOperands(value)
    _ = PluralOperands(value, fractionDigits: Int(size % 40))
  }
  return 0
}

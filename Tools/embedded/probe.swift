// What firmware calls: linked with dead-code stripping, these two entry points
// measure what the runtime costs an Embedded program (Tools/embedded/check.sh).

/// Integer classification only.
@_cdecl("classify_integer")
public func classifyInteger(_ value: Int, _ language: Int) -> Int {
  let rules = PluralRules(locale: language == 0 ? "ru" : language == 1 ? "en-US" : "pl")
  return Int(rules.category(for: value).rawValue)
}

/// Integers, decimal numerals and doubles (shortest form and fixed digits).
@_cdecl("classify_all")
public func classifyAll(_ value: Int, _ language: Int) -> Int {
  let rules = PluralRules(locale: language == 0 ? "ru" : language == 1 ? "en-US" : "pl")
  let numeral = (try? rules.category(for: language == 0 ? "1.5" : "2")) ?? .other
  let double = rules.category(for: Double(value) / 3)
  let fixed = rules.category(for: Double(value) / 3, fractionDigits: 2)
  return classifyInteger(value, language) + Int(numeral.rawValue) << 3 + Int(double.rawValue) << 6
    + Int(fixed.rawValue) << 9
}

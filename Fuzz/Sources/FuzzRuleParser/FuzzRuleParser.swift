import PluralRuleSyntax

/// Rule text of every shape: parse, print, parse the print again, evaluate the samples.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let rule = try? PluralRule(parsing: text) {
    guard let again = try? PluralRule(parsing: rule.description), again == rule else {
      fatalError(
        "printing does not round-trip: \(text.debugDescription) → \(rule.description.debugDescription)")
    }
    let samples = (rule.integerSamples?.items ?? []) + (rule.decimalSamples?.items ?? [])
    for item in samples.prefix(4) {
      for value in item.values.prefix(50) { _ = rule.condition?.holds(for: value) }
    }
  }
  if let set = try? PluralRuleSet(parsing: text) {
    _ = set.category(for: DecimalNumeral(integerDigits: [1, 2]))
    _ = set.sampleMismatches().count
  }
  return 0
}

import Plurals

/// Which plural categories integers reach in a language, with examples.
///
/// CLDR's integer conditions depend on the last six digits at most (`i % 1000000`
/// in Spanish and French `many`), so the integers up to 2,000 and a few round
/// numbers up to 10⁹ meet every category an integer can select.
enum IntegerCategories {
  static let probes: [Int] =
    Array(0...2_000)
    + (4...9).flatMap { exponent -> [Int] in
      let power = (0..<exponent).reduce(1) { result, _ in result * 10 }
      return [power, power + 1, power + 2, 2 * power, 5 * power]
    }

  /// Numerals with fraction digits, small and large: whether a category is
  /// reached by numbers that are not integers (`1.5`, `1000000.0`).
  static let fractionProbes: [String] =
    (0...30).flatMap { whole in ["\(whole).0", "\(whole).5", "\(whole).25"] }
    + ["100.5", "1000.5", "1000000.0", "1000000.5", "2000000.00"]

  /// The categories only large round numbers reach: the integers that
  /// select them are all 1,000,000 or more (French, Spanish, Italian and
  /// Portuguese 'many'), and no number with fraction digits does.
  static func largeNumberCategories(_ rules: PluralRules, examples: [PluralCategory: [Int]]) -> Set<String> {
    let large = largeIntegerCategories(examples: examples)
    guard !large.isEmpty else { return [] }
    let fractions = Set(fractionProbes.compactMap { (try? rules.category(for: $0))?.name })
    return large.filter { !fractions.contains($0) }
  }

  /// The categories whose integers are all 1,000,000 or more, whatever fractions reach
  /// them: what an integer variable can lack at little cost (French 'many', and Breton
  /// 'many', which 1000000.0 reaches too: an integer variable is never given a fraction).
  static func largeIntegerCategories(examples: [PluralCategory: [Int]]) -> Set<String> {
    Set(examples.filter { $0.value.allSatisfy { $0 >= 1_000_000 } }.keys.map(\.name))
  }

  /// The first integers (up to three) that select each category integers reach.
  static func examples(_ rules: PluralRules) -> [PluralCategory: [Int]] {
    var result: [PluralCategory: [Int]] = [:]
    for value in probes {
      let category = rules.category(for: value)
      if result[category, default: []].count < 3 { result[category, default: []].append(value) }
    }
    return result
  }
}

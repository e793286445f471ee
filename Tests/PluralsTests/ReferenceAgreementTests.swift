import PluralRuleSyntax
import Plurals
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every rule set of the generated tables, read back from its rule texts
/// into the reference model (the Tools package checks that these texts and
/// the tables are CLDR's).
enum RuleTextFixture {
  struct Entry: Sendable {
    var rules: PluralRules
    var reference: PluralRuleSet
  }

  static let entries: [Entry] = PluralRuleType.allCases.flatMap { type in
    PluralRules.availableLocales(type).map { locale in
      let rules = PluralRules(locale: locale, type: type)
      var parsed: [PluralKeyword: PluralRule] = [:]
      for category in rules.categories {
        parsed[PluralKeyword(category)] = try! PluralRule(parsing: rules.ruleText(for: category)!)
      }
      return Entry(rules: rules, reference: PluralRuleSet(rules: parsed))
    }
  }
}

extension PluralKeyword {
  init(_ category: PluralCategory) { self.init(rawValue: category.name)! }
}

extension PluralCategory {
  init(_ keyword: PluralKeyword) { self.init(name: keyword.rawValue)! }
}

@Suite("Generated tables against the reference evaluator")
struct ReferenceAgreementTests {
  @Test("every sample of every rule text classifies as its own category, in the tables and the reference")
  func everySample() throws {
    var checked = 0
    for entry in RuleTextFixture.entries {
      for (keyword, rule) in entry.reference.rules {
        let samples = (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? [])
        for sample in samples {
          let expected = PluralCategory(keyword)
          let runtime = try entry.rules.category(for: sample.description)
          let reference = PluralCategory(entry.reference.category(for: sample))
          #expect(
            runtime == expected, "\(entry.rules.type) \(entry.rules.locale) \(sample): runtime \(runtime)")
          #expect(
            reference == expected,
            "\(entry.rules.type) \(entry.rules.locale) \(sample): reference \(reference)")
          checked += 1
        }
      }
    }
    print("rule-text samples checked: \(checked) across \(RuleTextFixture.entries.count) locale entries")
    // Exactly the samples and locales of CLDR's own files (cldr-data/json/, with the
    // legacy codes in, iw, ji): for CLDR 48, 15,231 samples over 337 locale entries
    // (CLDRFileOracleTests pins the release's own counts).
    let files = try PluralRuleType.allCases.map { try CLDRFiles.shipped($0) }
    let samples = try files.flatMap(\.values).map { texts in
      try CLDRFiles.ruleSet(texts).rules.values.reduce(0) {
        $0 + ($1.integerSamples?.values.count ?? 0) + ($1.decimalSamples?.values.count ?? 0)
      }
    }.reduce(0, +)
    #expect(checked == samples)
    #expect(RuleTextFixture.entries.count == files.map(\.count).reduce(0, +))
    if PluralRules.cldrVersion == "48" { #expect(checked == 15_231 && RuleTextFixture.entries.count == 337) }
  }

  /// Random numerals of every shape the spec lists.
  static func randomNumeral(_ rng: inout SeededGenerator) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
    }
    var text = Bool.random(using: &rng) && Int.random(in: 0..<4, using: &rng) == 0 ? "-" : ""
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: text += String(Int.random(in: 0...30, using: &rng))
    case 1: text += String(Int.random(in: 0...1_000_000, using: &rng))
    case 2: text += "1" + digits(Int.random(in: 0...24, using: &rng))  // up to 25 digits
    case 3:
      text +=
        String(Int.random(in: 1...9, using: &rng))
        + String(repeating: "0", count: Int.random(in: 1...22, using: &rng))
    case 4: text += digits(Int.random(in: 1...3, using: &rng))  // leading zeros allowed
    default: text += String(Int.random(in: 0...200, using: &rng)) + digits(Int.random(in: 0...2, using: &rng))
    }
    switch Int.random(in: 0..<8, using: &rng) {
    case 0, 1: text += "." + digits(Int.random(in: 1...3, using: &rng))
    case 2:
      text +=
        "." + digits(Int.random(in: 1...3, using: &rng))
        + String(repeating: "0", count: Int.random(in: 1...4, using: &rng))
    case 3: text += "." + digits(Int.random(in: 15...26, using: &rng))  // long fractions
    case 4: text += "." + String(repeating: "0", count: Int.random(in: 1...20, using: &rng))
    default: break
    }
    if Int.random(in: 0..<6, using: &rng) == 0 {
      text += (Bool.random(using: &rng) ? "c" : "e") + String(Int.random(in: 0...9, using: &rng))
    }
    return text
  }

  /// PLURALS_TEST_SEED=<n> reruns the property tests with another seed.
  static var seed: UInt64 {
    getenv("PLURALS_TEST_SEED").flatMap { UInt64(String(cString: $0)) } ?? 0x5EED_2026
  }

  /// The seed of a property test with its own fixed one, unless PLURALS_TEST_SEED is set; printed.
  static func seed(default fallback: UInt64, _ name: String) -> UInt64 {
    let seed = getenv("PLURALS_TEST_SEED").flatMap { UInt64(String(cString: $0)) } ?? fallback
    print("\(name): seed \(seed) (PLURALS_TEST_SEED=\(seed) reruns it)")
    return seed
  }

  @Test("property: the generated tables equal the reference evaluator on 100,000 random numerals")
  func randomNumeralsAgree() throws {
    var rng = SeededGenerator(state: Self.seed)
    let entries = RuleTextFixture.entries
    let count = 100_000
    var failures = 0
    for _ in 0..<count {
      let text = Self.randomNumeral(&rng)
      let numeral = try DecimalNumeral(parsing: text)
      let operands = try PluralOperands(parsing: text)
      for index in [
        Int.random(in: 0..<entries.count, using: &rng), Int.random(in: 0..<entries.count, using: &rng),
      ] {
        let runtime = entries[index].rules.category(for: operands)
        let reference = PluralCategory(entries[index].reference.category(for: numeral))
        if runtime != reference {
          failures += 1
          if failures <= 20 {
            Issue.record(
              "\(entries[index].rules) \(text): runtime \(runtime), reference \(reference) (seed \(Self.seed))"
            )
          }
        }
      }
    }
    print("property test: \(count) random numerals, seed \(Self.seed), \(failures) disagreements")
    #expect(failures == 0)
  }

  @Test("property: every rule set agrees with the reference on a fixed set of tricky numerals")
  func trickyNumeralsEverywhere() throws {
    let numerals = [
      "0", "1", "2", "11", "12", "21", "101", "111", "1000000", "1000000.0", "1.2c6", "1c6", "2e7",
      "1.0000001c6", "0.0", "1.0", "1.00", "0.1", "0.01", "1.1", "2.1", "21.33", "100000000000000000001",
      "9007199254741001", "9223372036854775808", "18446744073709551617", "0.0000000000000000000001",
      "1.10000000000000000000", "123456789012345678901234.567890123456789012345", "-0", "-0.0",
      "1000000000000000000", "999999999999999999", "3c0", "10.0c1",
    ]
    for text in numerals {
      let numeral = try DecimalNumeral(parsing: text)
      let operands = try PluralOperands(parsing: text)
      for entry in RuleTextFixture.entries {
        #expect(
          entry.rules.category(for: operands) == PluralCategory(entry.reference.category(for: numeral)),
          "\(entry.rules) \(text)")
      }
    }
  }
}

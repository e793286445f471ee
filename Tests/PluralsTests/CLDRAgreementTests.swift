import CLDRData
import PluralRuleSyntax
import Plurals
import Testing

@Suite("CLDR samples and agreement with the reference evaluator")
struct CLDRAgreementTests {
  @Test("every @integer/@decimal sample of every locale classifies as its own category")
  func everySample() throws {
    var checked = 0
    var localesSeen = 0
    for group in CLDRFixture.groups {
      for locale in group.locales {
        let rules = PluralRules(locale: locale, type: group.type)
        #expect(rules.locale == locale, "\(locale) resolved to \(rules.locale)")
        #expect(!rules.isRootFallback || locale == "root")
        #expect(rules.categories == group.ruleSet.categories.map(PluralCategory.init))
        localesSeen += 1
        for keyword in group.ruleSet.categories {
          let rule = try #require(group.ruleSet.rules[keyword])
          let samples = (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? [])
          for sample in samples {
            let expected = PluralCategory(keyword)
            let runtime = try rules.category(for: sample.description)
            let reference = PluralCategory(group.ruleSet.category(for: sample))
            #expect(
              runtime == expected, "\(group.type) \(locale) \(sample): runtime \(runtime), CLDR \(expected)")
            #expect(reference == expected, "\(group.type) \(locale) \(sample): reference \(reference)")
            checked += 1
          }
        }
      }
    }
    print("CLDR samples checked: \(checked) (runtime and reference) across \(localesSeen) locale entries")
    #expect(checked > 10_000)
  }

  @Test("generated rule text parses back to the rules CLDR gives")
  func ruleTextRoundTrip() throws {
    for group in CLDRFixture.groups {
      let rules = PluralRules(locale: group.locales[0], type: group.type)
      for keyword in group.ruleSet.categories {
        let text = try #require(rules.ruleText(for: PluralCategory(keyword)))
        #expect(try PluralRule(parsing: text) == group.ruleSet.rules[keyword])
      }
    }
  }

  @Test("every CLDR locale is available and nothing else")
  func availableLocales() {
    for type in PluralRuleType.allCases {
      let expected = CLDRFixture.groups.filter { $0.type == type }.flatMap(\.locales).sorted()
      #expect(PluralRules.availableLocales(type) == expected)
    }
  }

  /// Random numerals of every shape the spec lists.
  static func randomNumeral(_ rng: inout SplitMix64) -> String {
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

  @Test("property: the generated tables equal the reference evaluator on 100,000 random numerals")
  func randomNumeralsAgree() throws {
    let seed = UInt64(CLDRFixtureEnvironment.seed ?? 0x5EED_2026)
    var rng = SplitMix64(state: seed)
    let groups = CLDRFixture.groups
    let compiled = groups.map { PluralRules(locale: $0.locales[0], type: $0.type) }
    let count = 100_000
    var comparisons = 0
    var failures = 0
    for _ in 0..<count {
      let text = Self.randomNumeral(&rng)
      let numeral = try DecimalNumeral(parsing: text)
      let operands = try PluralOperands(parsing: text)
      // Two random rule sets per numeral, plus the busy ones often.
      for index in [
        Int.random(in: 0..<groups.count, using: &rng), Int.random(in: 0..<groups.count, using: &rng),
      ] {
        let runtime = compiled[index].category(for: operands)
        let reference = PluralCategory(groups[index].ruleSet.category(for: numeral))
        comparisons += 1
        if runtime != reference {
          failures += 1
          if failures <= 20 {
            Issue.record(
              "\(groups[index].type) \(groups[index].locales[0]) \(text): runtime \(runtime), reference \(reference)"
            )
          }
        }
      }
    }
    print(
      "property test: \(count) random numerals, \(comparisons) comparisons, seed \(seed), \(failures) disagreements"
    )
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
      for group in CLDRFixture.groups {
        let runtime = PluralRules(locale: group.locales[0], type: group.type).category(for: operands)
        #expect(
          runtime == PluralCategory(group.ruleSet.category(for: numeral)), "\(group.locales[0]) \(text)")
      }
    }
  }
}

enum CLDRFixtureEnvironment {
  /// PLURALS_TEST_SEED=<n> reruns the property test with another seed.
  static var seed: Int? {
    guard let value = getenv("PLURALS_TEST_SEED") else { return nil }
    return Int(String(cString: value))
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

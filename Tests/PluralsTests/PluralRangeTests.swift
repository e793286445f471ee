import Foundation
import PluralRuleSyntax
import Plurals
import TestSupport
import Testing

/// Plural ranges (`1–5 files`) against CLDR's own `pluralRanges.json` (cldr-data/json/, in this
/// repository), through both overloads (two categories; two numbers, integer or decimal) and in
/// both directions (`one`–`other` and `other`–`one`). The numbers of each category are CLDR's own
/// samples (`@integer`, `@decimal` of plurals.json), so neither the category of a number nor
/// the range's answer comes from the code under test.
@Suite("Plural ranges against CLDR's pluralRanges.json")
struct PluralRangeTests {
  /// CLDR's ranges: locale → start category → end category → the range's category.
  static let ranges: [String: [String: [String: String]]] = {
    let path = CLDRFiles.shippedRelease + "/cldr-core/supplemental/pluralRanges.json"
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let supplemental = object["supplemental"] as? [String: Any],
      let plurals = supplemental["plurals"] as? [String: [String: String]]
    else { return [:] }
    var result: [String: [String: [String: String]]] = [:]
    for (locale, pairs) in plurals {
      for (name, category) in pairs {
        // pluralRange-start-one-end-other
        let parts = name.split(separator: "-")
        result[locale, default: [:]][String(parts[2]), default: [:]][String(parts[4])] = category
      }
    }
    return result
  }()

  /// CLDR's cardinal rules of each locale of the shipped release, parsed by the reference parser
  /// (PluralRuleSyntax, not the generated tables).
  static let reference: [String: PluralRuleSet] = {
    guard let rules = try? CLDRFiles.json(.cardinal, in: CLDRFiles.shippedRelease) else { return [:] }
    return rules.compactMapValues { try? CLDRFiles.ruleSet($0) }
  }()

  /// The category of `numeral` in `locale` by the reference evaluator.
  static func referenceCategory(_ locale: String, _ numeral: String) throws -> String {
    try #require(reference[locale], "\(locale): no rules").category(for: try DecimalNumeral(parsing: numeral))
      .rawValue
  }

  /// CLDR's samples of each category of a locale (cardinal), as numerals in increasing order.
  static func samples(_ locale: String) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for (category, rule) in try #require(reference[locale], "\(locale): no rules").rules {
      let values = (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? [])
      result[category.rawValue] = values.map(\.description).sorted { value($0) < value($1) }
    }
    return result
  }

  /// A numeral's value (`1.2c6` is 1.2e6), for ordering only.
  static func value(_ numeral: String) -> Double {
    Double(numeral.replacingOccurrences(of: "c", with: "e")) ?? .nan
  }

  /// A start and an end numeral, start below end, of the two categories; integers only when `integers`.
  static func pair(_ start: [String], _ end: [String], integers: Bool) -> (String, String)? {
    func allowed(_ numeral: String) -> Bool {
      !integers || numeral.allSatisfy(\.isNumber)
    }
    for first in start where allowed(first) {
      if let last = end.first(where: { allowed($0) && value($0) > value(first) }) { return (first, last) }
    }
    return nil
  }

  @Test("the data is read: 91 locales or more, German, Russian and Georgian among them")
  func dataRead() {
    #expect(Self.ranges.count >= 91)
    #expect(Self.reference.count > 200)
    #expect(Self.ranges["ru"]?["one"]?["many"] == "many")
    #expect(Self.ranges["de"]?["one"]?["other"] == "other")
    #expect(Self.ranges["ka"]?["one"]?["other"] == "one")
  }

  @Test(
    "every pair of every locale, both directions: the category overload gives CLDR's answer",
    arguments: ranges.keys.sorted())
  func categoryOverload(locale: String) throws {
    let rules = PluralRules(locale: try #require(CLDRLocale(locale)))
    for (start, ends) in try #require(Self.ranges[locale]) {
      for (end, expected) in ends {
        let result = rules.category(
          from: try #require(PluralCategory(name: start)), to: try #require(PluralCategory(name: end)))
        #expect(result.name == expected, "\(locale) \(start)–\(end)")
      }
    }
  }

  @Test(
    "every pair of every locale, both directions, from CLDR's sample numbers: the operands overload gives CLDR's answer, integers and decimals",
    arguments: ranges.keys.sorted())
  func operandsOverload(locale: String) throws {
    let rules = PluralRules(locale: try #require(CLDRLocale(locale)))
    let samples = try Self.samples(locale)
    var checked = 0
    for (start, ends) in try #require(Self.ranges[locale]) {
      for (end, expected) in ends {
        let (starts, endings) = (samples[start] ?? [], samples[end] ?? [])
        var pairs: [(String, String)] = []
        if let integers = Self.pair(starts, endings, integers: true) { pairs.append(integers) }
        if let any = Self.pair(starts.filter { $0.contains(".") }, endings, integers: false) {
          pairs.append(any)
        }
        if let any = Self.pair(starts, endings.filter { $0.contains(".") }, integers: false) {
          pairs.append(any)
        }
        for (first, last) in pairs {
          let operands = (try PluralOperands(parsing: first), try PluralOperands(parsing: last))
          #expect(
            rules.category(from: operands.0, to: operands.1).name == expected,
            "\(locale) \(first)–\(last) (\(start)–\(end))")
          if first.allSatisfy(\.isNumber), last.allSatisfy(\.isNumber), let a = Int(first), let b = Int(last)
          {
            #expect(
              rules.category(from: PluralOperands(a), to: PluralOperands(b)).name == expected,
              "\(locale) \(a)–\(b) as Int (\(start)–\(end))")
          }
          checked += 1
        }
      }
    }
    // Every locale with a range other than other–other has one CLDR's samples can show.
    #expect(checked > 0 || Self.ranges[locale]?.count == 1, "\(locale): no pair of samples")
  }

  /// Ranges that change with the direction: the start's category and the end's differ in answer.
  static let directed: [(locale: String, start: String, end: String)] = [
    ("de", "1", "5"), ("de", "0", "1"), ("de", "0.5", "1"), ("de", "1", "2.5"),
    ("ru", "1", "5"), ("ru", "5", "21"), ("ru", "1", "2"), ("ru", "2", "5"), ("ru", "1", "1.5"),
    ("ka", "1", "5"), ("ka", "0", "1"), ("ka", "0.5", "1"), ("ka", "1", "2.5"),
  ]

  @Test(
    "the start's category and the end's are not swapped: German, Russian, Georgian, integers and decimals",
    arguments: directed)
  func direction(locale: String, start: String, end: String) throws {
    let rules = PluralRules(locale: try #require(CLDRLocale(locale)))
    let (first, last) = (try Self.referenceCategory(locale, start), try Self.referenceCategory(locale, end))
    let expected = try #require(Self.ranges[locale]?[first]?[last])
    let reversed = try #require(Self.ranges[locale]?[last]?[first])
    // These pairs are chosen where the direction matters.
    #expect(expected != reversed || first == last, "\(locale) \(start)–\(end)")
    let operands = (try PluralOperands(parsing: start), try PluralOperands(parsing: end))
    #expect(rules.category(from: operands.0, to: operands.1).name == expected, "\(locale) \(start)–\(end)")
    #expect(
      rules.category(
        from: try #require(PluralCategory(name: first)), to: try #require(PluralCategory(name: last))
      )
      .name == expected)
    if let a = Int(start), let b = Int(end) {
      #expect(rules.category(from: PluralOperands(a), to: PluralOperands(b)).name == expected)
    }
  }

  @Test("random numbers in random locales: the range's category is CLDR's for the two numbers' categories")
  func randomRanges() throws {
    var generator = TestSeed.generator("randomRanges")
    let locales = Self.ranges.keys.sorted()
    for round in 0..<2_000 {
      let locale = locales.randomElement(using: &generator)!
      let rules = PluralRules(locale: try #require(CLDRLocale(locale)))
      func numeral() -> String {
        let integer = Int.random(in: 0...1_200, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: return "\(integer)"
        case 1: return "\(integer).\(Int.random(in: 0...9, using: &generator))"
        default: return "\(integer % 30)"
        }
      }
      var (start, end) = (numeral(), numeral())
      if Self.value(start) > Self.value(end) { swap(&start, &end) }
      let (first, last) = (try Self.referenceCategory(locale, start), try Self.referenceCategory(locale, end))
      let expected = Self.ranges[locale]?[first]?[last] ?? last
      let result = rules.category(
        from: try PluralOperands(parsing: start), to: try PluralOperands(parsing: end))
      #expect(result.name == expected, "round \(round): \(locale) \(start)–\(end)\(TestSeed.note)")
    }
  }
}

@testable import Plurals
import PluralRuleSyntax
import Testing
import TestSupport

/// The table lookups against the full evaluation of the encoded rules, and
/// the double fast path against printf.
@Suite("Fast paths")
struct FastPathTests {
  /// One `PluralRules` per distinct rule set, cardinal and ordinal.
  static let ruleSets: [PluralRules] = {
    var seen: Set<Int> = []
    return PluralRuleType.allCases.flatMap { type in
      PluralRules.availableLocales(type).map { PluralRules(locale: $0, type: type) }
    }.filter { seen.insert($0.ruleSet).inserted }
  }()

  /// Integers near every residue, round numbers (m·10ᵏ), and the extremes.
  static let integers: [Int] = {
    var values = Array(0..<3000)
    for base in [1_000, 100_000, 1_000_000, 10_000_000, 1_000_000_000_000, 999_999_999_999_999_900] {
      for delta in -150...150 { values.append(base + delta) }
    }
    var power = 1
    for _ in 2...18 {
      power *= 10
      for multiple in [1, 2, 3, 7, 10, 11, 20, 99, 100, 101, 999, 1000, 1001, 9_999_999] {
        let (value, overflow) = multiple.multipliedReportingOverflow(by: power * 10)
        if !overflow && value <= Int.max - 10_000 {
          values += [value, value + 1, value + 100, value + 10_000]
        }
      }
    }
    return values + [Int.max, Int.min, Int.max - 99, Int.min + 100]
  }()

  @Test("the integer tables and subtables equal the full evaluation for every rule set")
  func integers() {
    for rules in Self.ruleSets {
      for value in Self.integers {
        let full = PluralTables.evaluate(ruleSet: rules.ruleSet, PluralOperands(value))
        #expect(rules.category(for: value) == full, "\(rules) \(value)")
        #expect(rules.category(for: PluralOperands(value)) == full, "\(rules) \(value)")
      }
    }
  }

  @Test("the decimal tables equal the full evaluation for every rule set")
  func decimals() throws {
    let fractions = [
      ".0", ".00", ".000", ".5", ".05", ".50", ".25", ".1", ".01", ".010", ".123", ".999", ".3",
      // Fraction tables: f % 100 = 11 (Latvian zero only with v = 2), t with trailing zeros, f = 1.
      ".11", ".011", ".111", ".14", ".0011", ".10", ".110", ".21", ".1000000000000000000001",
    ]
    let integers =
      Array(0...230) + [
        999, 1000, 1001, 100_000, 1_000_000, 2_000_000, 123_456_789, 1_000_000_000,
        // Exception tables: n = 800 (Italian ordinals), n = 800..899 (Ligurian, Sicilian).
        800, 842, 899, 900, 1800, 8000, 11800, 80800,
      ]
    var operands = try integers.flatMap { integer in
      try fractions.map { try PluralOperands(parsing: "\(integer)\($0)") }
    }
    // More than 18 integer digits, and a long fraction.
    operands += try ["1234567890123456789012.5", "100000000000000000000.00", "3.0000000000000000000001"].map {
      try PluralOperands(parsing: $0)
    }
    for rules in Self.ruleSets {
      for decimal in operands {
        #expect(
          rules.category(for: decimal) == PluralTables.evaluate(ruleSet: rules.ruleSet, decimal),
          "\(rules) \(decimal)")
      }
    }
  }

  @Test(
    "(Double, fractionDigits) through the fraction tables equals the full evaluation of the written numeral")
  func doublesThroughFractionTables() throws {
    // Decimals of at most 13 significant digits, which a double and printf's rounding keep exactly:
    // Latvian 0.11 (zero only with v = 2) and 0.011, Icelandic 1.10 (t drops the zero), Croatian 0.1 and 0.11.
    let fractions = [
      ".1", ".11", ".011", ".111", ".14", ".0011", ".10", ".110", ".21", ".5", ".25", ".01", ".999",
    ]
    let integers = Array(0...30) + [99, 100, 101, 111, 121, 1000, 1001, 1_000_000]
    var checked = 0
    for rules in Self.ruleSets {
      for integer in integers {
        for fraction in fractions {
          let text = "\(integer)\(fraction)"
          let value = try #require(Double(text))
          let expected = PluralTables.evaluate(ruleSet: rules.ruleSet, try PluralOperands(parsing: text))
          #expect(
            rules.category(for: value, fractionDigits: fraction.count - 1) == expected, "\(rules) \(text)")
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
    // The cases named above, spelled out.
    let cases: [(String, Double, Int, PluralCategory)] = [
      ("lv", 0.11, 2, .zero), ("lv", 0.011, 3, .one), ("lv", 0.21, 2, .one), ("is", 1.10, 2, .one),
      ("hr", 0.1, 1, .one), ("hr", 0.11, 2, .other),
    ]
    for (locale, value, digits, category) in cases {
      #expect(
        PluralRules(locale: locale).category(for: value, fractionDigits: digits) == category,
        "\(locale) \(value)")
    }
  }

  @Test(
    "exception tables: the Italian ordinals' n = 800 and the Ligurian and Sicilian n = 800..899",
    arguments: ["it", "vec", "lld", "lij", "sc", "scn"])
  func exactValues(_ locale: String) throws {
    let rules = PluralRules(locale: locale, type: .ordinal)
    let range = locale == "lij" || locale == "scn"  // n = 11,8,80..89,800..899
    #expect(rules.locale == locale)
    let cases: [(Int, PluralCategory)] = [
      (8, .many), (11, .many), (80, .many), (800, .many), (842, range ? .many : .other),
      (899, range ? .many : .other),
      (100, .other), (900, .other), (1800, .other), (8000, .other), (11800, .other), (80800, .other),
      (1842, .other), (-800, .many),
    ]
    for (value, expected) in cases {
      #expect(rules.category(for: value) == expected, "\(locale) \(value)")
      #expect(rules.category(for: PluralOperands(value)) == expected, "\(locale) \(value)")
      #expect(try rules.category(for: "\(value)") == expected, "\(locale) \(value)")
      #expect(try rules.category(for: "\(value).00") == expected, "\(locale) \(value).00")
      #expect(rules.category(for: Double(value)) == expected, "\(locale) \(value) as a double")
      for digits in 0...3 {
        #expect(
          rules.category(for: Double(value), fractionDigits: digits) == expected,
          "\(locale) \(value) \(digits)")
      }
      #expect(rules.category(for: Double(value) + 0.5, fractionDigits: 1) == .other, "\(locale) \(value).5")
    }
    // More than 18 digits whose low digits read 800: not 800.
    #expect(try rules.category(for: "100000000000000000000800") == .other)
    #expect(try rules.category(for: "100000000000000000000800.0") == .other)
    #expect(rules.category(for: UInt64(10_000_000_000_000_000_800)) == .other)
  }

  /// printf's digits of `value` with `digits` fraction digits, without the sign.
  static func printf(_ value: Double, _ digits: Int) -> String {
    OperandsTests.printf(value.magnitude, digits)
  }

  /// A random double of a kind that tests the fast path's exactness check.
  static func randomDouble(_ rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:  // short decimals, the nearest double above or below (2.675, 0.125)
      return Double(Int.random(in: 0...10_000_000, using: &rng))
        / [1, 10, 100, 1000, 10_000][Int.random(in: 0..<5, using: &rng)]
    case 1:  // binary fractions: exact ties for fewer digits than they have (0.5, 2.125, 0.0625)
      return Double(Int.random(in: 0...1_000_000, using: &rng))
        / Double(1 << Int.random(in: 1...16, using: &rng))
    case 2: return Double.random(in: 0..<1e6, using: &rng)
    case 3:  // near 2⁵³, where doubles stop having fraction digits
      return 0x1p53 + Double(Int.random(in: -5000...5000, using: &rng)) / 8
    case 6:  // near 2⁶³, where the fast path ends (Int64's range): the doubles on both sides
      return Double(
        bitPattern: (0x1p63 as Double).bitPattern
          &+ UInt64(bitPattern: Int64(Int.random(in: -3000...3000, using: &rng))))
    case 7:  // integers from 2⁵³ to 2⁶⁴, with 19 and 20 digits too
      return Double(UInt64.random(in: 1 << 53...UInt64.max, using: &rng))
    case 4: return -Double.random(in: 0..<1000, using: &rng)
    default:  // any exponent from 2⁻¹²³ to 2¹⁷⁶
      return Double(
        bitPattern: rng.next() & ~(0x7FF << 52) | (UInt64.random(in: 900...1200, using: &rng) << 52))
    }
  }

  /// The keys prepared operands keep for the tables, written out here: the
  /// entry of an operand's low digits by its last two (below 100 the
  /// value, from there 100 plus them) and where the field of its shape
  /// starts (21 bits a shape: v = 0, then w = 0, then w > 0).
  static func expectKeys(_ operands: PluralOperands, _ made: String) {
    func entry(_ value: UInt64) -> UInt8 { UInt8(value < 100 ? value : 100 + value % 100) }
    #expect(operands.integerEntry == entry(operands.integerLow), "\(made): i \(operands)")
    #expect(operands.fractionEntry == entry(operands.fractionLow), "\(made): f \(operands)")
    #expect(operands.trimmedEntry == entry(operands.trimmedLow), "\(made): t \(operands)")
    let shape = operands.visibleCount == 0 ? 0 : operands.trimmedCount == 0 ? 1 : 2
    #expect(operands.shapeShift == UInt8(21 * shape), "\(made): shape \(operands)")
    // An operand of more than 18 digits keeps its low digits plus 10¹⁸ (its entry its residue's).
    for (low, flag) in [
      (operands.integerLow, PluralOperands.integerIsLarge),
      (operands.fractionLow, PluralOperands.fractionIsLarge),
      (operands.trimmedLow, PluralOperands.trimmedIsLarge),
    ] {
      #expect((low >= PluralOperands.limit) == (operands.large & flag != 0), "\(made): large \(operands)")
    }
  }

  @Test("property: operands keep their table keys however they are made (numerals, doubles, integers)")
  func operandKeys() throws {
    var rng = SeededGenerator(
      state: ReferenceAgreementTests.seed(default: ReferenceAgreementTests.seed, "operand keys"))
    for _ in 0..<20_000 {
      let text = ReferenceAgreementTests.randomNumeral(&rng)
      Self.expectKeys(try PluralOperands(parsing: text), text)
      let value = Self.randomDouble(&rng)
      let digits = Int.random(in: 0...20, using: &rng)
      // Both double paths: the 64-bit one (up to 18 digits) and the exact one.
      if let operands = PluralOperands(value, fractionDigits: digits) {
        Self.expectKeys(operands, "\(value) %.\(digits)f")
      }
      if let operands = PluralOperands(value) { Self.expectKeys(operands, "\(value)") }
      let integer = Int(truncatingIfNeeded: rng.next())
      Self.expectKeys(PluralOperands(integer), "\(integer)")
      Self.expectKeys(PluralOperands(Int64(integer >> Int.random(in: 0...63, using: &rng))), "Int64")
    }
    for integer in Self.integers { Self.expectKeys(PluralOperands(integer), "\(integer)") }
    // Each shape's field and an entry past 100 of each operand, stated once.
    let operands = try PluralOperands(parsing: "1234.5670")
    #expect(
      (operands.integerEntry, operands.fractionEntry, operands.trimmedEntry, operands.shapeShift)
        == (134, 170, 167, 42))
    #expect(try PluralOperands(parsing: "5.00").shapeShift == 21)
    #expect(PluralOperands(UInt64.max).integerEntry == 100 + UInt8(UInt64.max % 100))
  }

  @Test("property: a numeral of up to 18 digits a part is read as the digit-by-digit builder reads it")
  func shortNumerals() throws {
    var rng = SeededGenerator(
      state: ReferenceAgreementTests.seed(default: ReferenceAgreementTests.seed, "short numerals"))
    var short = 0
    for _ in 0..<20_000 {
      let text = ReferenceAgreementTests.randomNumeral(&rng)
      let parts = text.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
      guard !text.contains("c") && !text.contains("e") else { continue }
      let integer = parts[0].utf8.map { $0 - UInt8(ascii: "0") }
      let fraction = parts.count > 1 ? parts[1].utf8.map { $0 - UInt8(ascii: "0") } : []
      if integer.count <= 18 && fraction.count <= 18 { short += 1 }
      let built = OperandsBuilder.operands(integer, fraction, point: integer.count)
      #expect(try PluralOperands(parsing: text) == built, "\(text)")
    }
    // Both sides of the limit: 18 digits read at once, 19 by the builder.
    for text in ["999999999999999999.999999999999999999", "1000000000000000000.5", "0.0000000000000000001"] {
      let parts = text.split(separator: ".")
      let built = OperandsBuilder.operands(
        parts[0].utf8.map { $0 - 48 }, parts[1].utf8.map { $0 - 48 }, point: parts[0].count)
      #expect(try PluralOperands(parsing: text) == built, "\(text)")
    }
    #expect(short > 10_000)
  }

  @Test("property: the double fast path gives printf's digits or steps aside, on 200,000 random doubles")
  func doubles() throws {
    var rng = SeededGenerator(
      state: ReferenceAgreementTests.seed(default: ReferenceAgreementTests.seed, "fast path doubles"))
    let entries = RuleTextFixture.entries
    var fast = 0
    var exact = 0
    for index in 0..<200_000 {
      let value = Self.randomDouble(&rng)
      let digits = Int.random(in: 0...17, using: &rng)
      let printed = Self.printf(value, digits)
      if let (integer, fraction) = PluralOperands.fastFixedPoint(value, digits) {
        fast += 1
        let fractionText = String(fraction)
        let expected =
          "\(integer)"
          + (digits == 0
            ? "" : "." + String(repeating: "0", count: digits - fractionText.count) + fractionText)
        #expect(printed == expected, "\(value) %.\(digits)f (seed \(ReferenceAgreementTests.seed))")
      } else {
        exact += 1
      }
      // The public call, through either path, classifies what printf shows.
      let rules = entries[index % entries.count].rules
      #expect(
        rules.category(for: value, fractionDigits: digits) == (try rules.category(for: printed)),
        "\(rules) \(value) %.\(digits)f = \(printed)")
    }
    print("double fast path: \(fast) decided, \(exact) sent to the exact path")
    #expect(fast > 100_000 && exact > 10_000)
  }

  @Test("ties and near-ties: exact ties round to even, values just off a tie round as printf")
  func ties() throws {
    let cases: [(Double, Int)] = [
      (0.5, 0), (1.5, 0), (2.5, 0), (0.125, 2), (0.375, 2), (2.675, 2), (1.005, 2), (9.995, 2), (0.045, 2),
      (1_000_000.5, 0), (4_503_599_627_370_495.5, 0), (0.25, 1), (0.35, 1), (99.5, 0), (0.9999, 3),
    ]
    for (value, digits) in cases {
      let printed = Self.printf(value, digits)
      for locale in ["en", "fr", "ar", "lt", "mk", "is"] {
        let rules = PluralRules(locale: locale)
        #expect(
          rules.category(for: value, fractionDigits: digits) == (try rules.category(for: printed)),
          "\(locale) \(value) %.\(digits)f = \(printed)")
      }
    }
    // An exact tie is not decided by double arithmetic.
    #expect(PluralOperands.fastFixedPoint(0.125, 2) == nil)
    #expect(PluralOperands.fastFixedPoint(2.5, 0) == nil)
    #expect(PluralOperands.fastFixedPoint(2.675, 2)! == (2, 67))
    #expect(PluralOperands.fastFixedPoint(0.9999, 3)! == (1, 0))
    #expect(
      PluralOperands.fastFixedPoint(.nan, 2) == nil && PluralOperands.fastFixedPoint(.infinity, 0) == nil)
    #expect(PluralOperands.fastFixedPoint(1, -1) == nil && PluralOperands.fastFixedPoint(1, 16) == nil)
    // Integers up to Int64's range, and not beyond.
    #expect(PluralOperands.fastFixedPoint(0x1p62 + 0x1p61, 3)! == (UInt64(1) << 62 | 1 << 61, 0))
    #expect(PluralOperands.fastFixedPoint(0x1p63.nextDown, 0)! == (UInt64(1) << 63 - 1024, 0))
    #expect(
      PluralOperands.fastFixedPoint(0x1p63, 0) == nil && PluralOperands.fastFixedPoint(-0x1p63, 2) == nil)
    #expect(PluralOperands.fastFixedPoint(-2.675, 2)! == (2, 67))
  }

  @Test(
    "a negative digit count is `other`; a count beyond the fast path's is exact, in every kind of rule set")
  func digitCounts() throws {
    for locale in ["ja", "en", "ru", "ar", "fr", "lt", "lv", "is", "cy"] {
      let rules = PluralRules(locale: locale)
      for digits in [-1, -2, -3, -16, Int.min] {
        #expect(rules.category(for: 1, fractionDigits: digits) == .other, "\(locale) \(digits)")
      }
      for digits in [0, 1, 15, 16, 17, 40] {
        for value in [0, 1, 2, 1.5, 21.1, 1e6] {
          let printed = Self.printf(value, digits)
          #expect(
            rules.category(for: value, fractionDigits: digits) == (try rules.category(for: printed)),
            "\(locale) \(value) %.\(digits)f")
        }
      }
    }
  }

  @Test("the powers of ten as doubles: exact, up to 10¹⁸ (the exact path's most digits)")
  func powersOfTen() {
    let powers = PluralOperands.powersOfTen
    #expect(powers.count == 19 && PluralOperands.fastDigitLimit <= powers.count)
    var power: UInt64 = 1
    for digits in powers.indices {
      #expect(UInt64(exactly: powers[digits]) == power, "10^\(digits)")
      power = power &* 10
    }
  }

}

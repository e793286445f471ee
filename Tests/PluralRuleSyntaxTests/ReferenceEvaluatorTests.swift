import PluralRuleSyntax
import Testing

@Suite("Numerals and the reference evaluator")
struct ReferenceEvaluatorTests {
  func holds(_ condition: String, _ numeral: String) throws -> Bool {
    try PluralCondition(parsing: condition).holds(for: DecimalNumeral(parsing: numeral))
  }

  @Test("numerals keep every digit")
  func numerals() throws {
    let x = try DecimalNumeral(parsing: "-001.50c3")
    #expect(x.isNegative && x.integerDigits == [1] && x.fractionDigits == [5, 0] && x.exponent == 3)
    #expect(x.description == "-1.50c3")
    #expect(x.shifted.integer == [1, 5, 0, 0] && x.shifted.fraction == [])
    let y = try DecimalNumeral(parsing: "1.0000001e6")
    #expect(y.shifted.integer == [1, 0, 0, 0, 0, 0, 0] && y.shifted.fraction == [1])
    // " 0" was found by the differential fuzzer: both numeral parsers must refuse it.
    for bad in ["", "1.", "a", "1e", "1.2.3", "--1", "1c1000000000", " 0", "0 ", "\t1"] {
      #expect(throws: PluralRuleSyntaxError.self) { try DecimalNumeral(parsing: bad) }
    }
  }

  @Test("operands")
  func operands() throws {
    #expect(try holds("i = 1 and v = 2 and w = 1 and f = 50 and t = 5", "1.50"))
    #expect(try holds("v = 3 and f = 1 and t = 1", "0.001"))
    #expect(try holds("i = 1200000 and v = 0 and c = 6 and e = 6", "1.2c6"))
    #expect(try holds("c = 0", "1200000"))
    #expect(try holds("n = 5", "-5"))
  }

  @Test("= is a set of integers; within is an interval")
  func semantics() throws {
    #expect(try !holds("n = 1..2", "1.5"))
    #expect(try holds("n != 1..2", "1.5"))
    #expect(try holds("n within 1..2", "1.5"))
    #expect(try !holds("n within 1..2", "2.5"))
    #expect(try holds("n within 1..2", "2.0"))
    #expect(try holds("n not within 1..2", "0.5"))
    #expect(try holds("n = 1", "1.00"))
    #expect(try !holds("n = 1", "1.01"))
  }

  @Test("% keeps the fraction of n but not of i")
  func modulus() throws {
    #expect(try !holds("n % 10 = 1", "21.33"))
    #expect(try holds("n % 10 within 1..2", "21.33"))
    #expect(try holds("i % 10 = 1", "21.33"))
    #expect(try holds("n % 10 = 1", "21.0"))
  }

  @Test("exact for numerals of any length and any modulus")
  func exact() throws {
    #expect(try holds("n % 10 = 1 and n % 100 != 11", "123456789012345678901234567890121"))
    #expect(try !holds("n = 1", "100000000000000000001"))
    #expect(try holds("n % 7 = 3", "100000000000000000001"))  // 10^20 + 1 ≡ 2 + 1 (mod 7)
    #expect(try holds("i % 18446744073709551615 = 1", "18446744073709551616"))
    #expect(try holds("f % 100 = 1 and t = 1", "0.0000000000000000000000001"))
  }

  @Test("the first matching category wins; nothing matching is other")
  func categoryOrder() throws {
    let set = try PluralRuleSet(parsing: "one: n = 1; two: n = 1..2; other: ")
    #expect(set.category(for: try DecimalNumeral(parsing: "1")) == .one)
    #expect(set.category(for: try DecimalNumeral(parsing: "2")) == .two)
    #expect(set.category(for: try DecimalNumeral(parsing: "3")) == .other)
    let wrong = try PluralRuleSet(parsing: "one: n = 1 @integer 1, 2")
    #expect(wrong.sampleMismatches().map(\.sample.description) == ["2"])
  }
}

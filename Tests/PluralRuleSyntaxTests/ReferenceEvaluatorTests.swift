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
      let kind: PluralRuleSyntaxError.Kind = bad == "1c1000000000" ? .limitExceeded : .unexpectedText
      let error = #expect(throws: PluralRuleSyntaxError.self, "\(bad)") { try DecimalNumeral(parsing: bad) }
      #expect(error?.kind == kind, "\(bad)")
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

@Suite("Reference evaluator on huge exponents")
struct HugeExponentTests {
  @Test("a compact exponent of hundreds of millions is evaluated without writing its zeros")
  func hugeExponents() throws {
    // Found by CI's fuzzing pass: the sample 065c999999900 took minutes and gigabytes.
    let rule = try PluralRule(
      parsing: "i % 10 = 3,4 or i % 1000 = 100 @integer 065c999999900, 13c999999998, 4c5")
    let values = rule.integerSamples?.values ?? []
    #expect(values.count == 3)
    // 65·10^999999900 % 10 = 0 and % 1000 = 0; 13·10^999999998 likewise; 4c5 = 400000: % 1000 = 0.
    #expect(values.map { rule.condition!.holds(for: $0) } == [false, false, false])
    let hundred = try PluralRule(parsing: "i % 1000000 = 100000 @integer 1c5, 1c999999999")
    #expect(hundred.integerSamples!.values.map { hundred.condition!.holds(for: $0) } == [true, false])
    // Against digit-by-digit arithmetic on exponents small enough to write out.
    for exponent in 0..<40 {
      for modulus: UInt64 in [7, 10, 97, 1000, 999_999_937, UInt64.max] {
        let numeral = try DecimalNumeral(parsing: "123c\(exponent)")
        let digits = [UInt8]([1, 2, 3]) + Array(repeating: 0, count: exponent)
        var expected: UInt64 = 0
        for digit in digits {
          expected = UInt64((UInt128(expected) * 10 + UInt128(digit)) % UInt128(modulus))
        }
        let relation = try PluralRule(parsing: "i % \(modulus) = \(expected)").condition!
        #expect(relation.holds(for: numeral), "123c\(exponent) % \(modulus)")
      }
    }
  }
}

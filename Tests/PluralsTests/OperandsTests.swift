import Plurals
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Operands")
struct OperandsTests {
  struct Expected: Sendable, CustomStringConvertible {
    var text: String
    var i: UInt64?, v: Int, w: Int, f: UInt64?, t: UInt64?, c: Int
    var description: String { text }
  }

  @Test(
    "operands of decimal numerals",
    arguments: [
      Expected(text: "1.50", i: 1, v: 2, w: 1, f: 50, t: 5, c: 0),
      Expected(text: "0.001", i: 0, v: 3, w: 3, f: 1, t: 1, c: 0),
      Expected(text: "1.2c6", i: 1_200_000, v: 0, w: 0, f: 0, t: 0, c: 6),
      Expected(text: "1.2e6", i: 1_200_000, v: 0, w: 0, f: 0, t: 0, c: 6),
      Expected(text: "1.0000001c6", i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6),
      Expected(text: "1200000", i: 1_200_000, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "-21.330", i: 21, v: 3, w: 2, f: 330, t: 33, c: 0),
      Expected(text: "+7", i: 7, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: ".5", i: 0, v: 1, w: 1, f: 5, t: 5, c: 0),
      Expected(text: "-0", i: 0, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "-0.0", i: 0, v: 1, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "007", i: 7, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "999999999999999999", i: 999_999_999_999_999_999, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "1000000000000000000", i: nil, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "100000000000000000001", i: nil, v: 0, w: 0, f: 0, t: 0, c: 0),
      Expected(text: "0.1234567890123456789", i: 0, v: 19, w: 19, f: nil, t: nil, c: 0),
      Expected(text: "0.0000000000000000000001", i: 0, v: 22, w: 22, f: 1, t: 1, c: 0),
      Expected(text: "1.10000000000000000000", i: 1, v: 20, w: 1, f: nil, t: 1, c: 0),
      Expected(text: "5c999999999", i: nil, v: 0, w: 0, f: 0, t: 0, c: 999_999_999),
    ])
  func numerals(_ expected: Expected) throws {
    let x = try PluralOperands(parsing: expected.text)
    #expect(x.i == expected.i)
    #expect(x.v == expected.v)
    #expect(x.w == expected.w)
    #expect(x.f == expected.f)
    #expect(x.t == expected.t)
    #expect(x.c == expected.c && x.e == expected.c)
    #expect(x.isInteger == (expected.w == 0))
  }

  @Test(
    "invalid numerals throw a typed error naming the reason",
    arguments: [
      ("", PluralOperandsError.Reason.empty), ("-", .empty), ("abc", .unexpectedCharacter),
      ("1.2.3", .unexpectedCharacter), ("5.", .missingDigits), ("1e", .missingDigits),
      ("1c-3", .missingDigits), ("1x", .unexpectedCharacter), (" 1", .unexpectedCharacter),
      ("1,5", .unexpectedCharacter), ("1c1000000000", .exponentTooLarge), ("١٢", .unexpectedCharacter),
    ])
  func invalid(_ text: String, _ reason: PluralOperandsError.Reason) {
    #expect {
      _ = try PluralOperands(parsing: text)
    } throws: { error in
      guard let error = error as? PluralOperandsError else { return false }
      return error.reason == reason && error.text == text && error.description.contains("'\(text)'")
    }
  }

  @Test("integers of every type, Int.min included, agree with their decimal text")
  func integers() throws {
    let values: [Int] = [0, 1, -1, 21, 1_000_000, Int.max, Int.min, -999_999_999_999_999_999]
    for value in values {
      #expect(PluralOperands(value) == (try PluralOperands(parsing: String(value))))
    }
    #expect(PluralOperands(UInt64.max) == (try PluralOperands(parsing: String(UInt64.max))))
    #expect(PluralOperands(Int8.min) == (try PluralOperands(parsing: "128")))
    #expect(PluralOperands(UInt16(65535)) == (try PluralOperands(parsing: "65535")))
    #expect(PluralOperands(Int128.min) == (try PluralOperands(parsing: String(Int128.min))))
    #expect(PluralOperands(UInt128.max) == (try PluralOperands(parsing: String(UInt128.max))))
    #expect(PluralOperands(Int.min).i == nil)
  }

  @Test("a double is classified from its shortest round-trip form")
  func shortestDouble() throws {
    let cases: [(Double, String)] = [
      (1.0, "1"), (-0.0, "0"), (0.1 * 3, "0.30000000000000004"), (1.5, "1.5"), (1e-5, "0.00001"),
      (1e16, "10000000000000000"),
      (Double.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"),
      (123456.789, "123456.789"), (1e22, "10000000000000000000000"),
    ]
    for (value, text) in cases {
      #expect(PluralOperands(value) == (try PluralOperands(parsing: text)), "\(value)")
    }
    #expect(PluralOperands(Double.nan) == nil)
    #expect(PluralOperands(-Double.infinity) == nil)
    // 0.1 * 3 changes the category in Filipino.
    #expect(PluralRules(locale: "fil").category(for: 0.1 * 3) == .other)
    #expect(PluralRules(locale: "fil").category(for: 0.3) == .one)
    #expect(PluralRules(locale: "en").category(for: 1.0) == .one)
    #expect(PluralRules(locale: "en").category(for: Double.nan) == .other)
  }

  /// printf's own digits: the oracle for fraction-digit rounding.
  static func printf(_ value: Double, _ digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 2048)
    _ = withVaList([Int32(digits), value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  @Test("a double with fraction digits gets the digits printf shows")
  func fixedDouble() throws {
    let cases: [(Double, Int)] = [
      (2.675, 2), (0.125, 2), (0.375, 2), (0.5, 0), (1.5, 0), (2.5, 0), (1, 2), (9.995, 2), (0.1, 20),
      (1e300, 3), (Double.leastNonzeroMagnitude, 330), (123456789.987654321, 5), (0.000123, 8), (99.5, 0),
      (1e-7, 7),
    ]
    for (value, digits) in cases {
      let expected = Self.printf(value, digits)
      #expect(
        PluralOperands(value, fractionDigits: digits) == (try PluralOperands(parsing: expected)),
        "\(value) %.\(digits)f = \(expected)")
    }
    #expect(PluralOperands(1.0, fractionDigits: -1) == nil)
    #expect(PluralRules(locale: "en").category(for: 1.0, fractionDigits: 0) == .one)
    #expect(PluralRules(locale: "en").category(for: 1.0, fractionDigits: 2) == .other)
  }

  @Test("property: fraction-digit operands equal printf's digits for 20,000 random doubles")
  func randomFixedDoubles() throws {
    var rng = SeededGenerator(state: ReferenceAgreementTests.seed(default: 42, "fraction-digit operands"))
    for _ in 0..<20_000 {
      let value: Double
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: value = Double(Int.random(in: -100_000...100_000, using: &rng)) / 1000
      case 1: value = Double.random(in: -1e6...1e6, using: &rng)
      default:
        value = Double(
          bitPattern: rng.next() & ~(0x7FF << 52) | (UInt64.random(in: 900...1200, using: &rng) << 52))
      }
      let digits = Int.random(in: 0...22, using: &rng)
      let expected = Self.printf(value, digits)
      let actual = PluralOperands(value, fractionDigits: digits)
      #expect(actual == (try PluralOperands(parsing: expected)), "\(value) %.\(digits)f = \(expected)")
    }
  }
}

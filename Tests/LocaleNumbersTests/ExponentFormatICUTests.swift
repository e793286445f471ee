import CICUOracle
import LocaleNumbers
import LocalizedStrings
import TestSupport
import Testing

/// ICU's output for CoreFoundation's localized `%e` (`style` "e") or `%g` ("g"), brought to the
/// tables' CLDR release as ``numberDataChanges`` says.
func icuFloating(_ locale: String, _ style: Character, _ value: Double, _ precision: Int, plus: Bool = false)
  -> String?
{
  var buffer = [CChar](repeating: 0, count: 4096)
  let length = icu_oracle_cf_floating(
    locale.replacing("-", with: "_"), CChar(style.asciiValue!), value, Int32(precision), plus ? 1 : 0,
    &buffer,
    4096)
  guard length >= 0 else { return nil }
  let text = String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  guard let change = numberDataChanges[locale], icuCLDRMajor == changesSinceICUCLDR else { return text }
  // The integer digits as a numeral, for the changes that depend on them (Italian grouping).
  let integer = String(text.prefix { $0 != "," }.filter(\.isWholeNumber))
  return change.fromOlder(integer, text)
}

@Suite("Localized %e and %g against ICU, as CoreFoundation sets ICU up")
struct ExponentFormatICUTests {
  /// One table with each conversion, its precision an argument.
  static let table: StringTable = {
    let keys = ["e", "E", "g", "G"].map { "<key>\($0)</key><string>%.*\($0)</string>" }
    let plus = ["e", "g"].map { "<key>+\($0)</key><string>%+.*\($0)</string>" }
    let text = "<plist version=\"1.0\"><dict>\((keys + plus).joined())</dict></plist>"
    return try! StringTable(bytes: Array(text.utf8), path: "t.stringsdict", language: "en")
  }()

  func ours(_ locale: String, _ key: String, _ value: Double, _ precision: Int) throws -> String {
    try Self.table.formatDetailed(
      key, arguments: [.signed(Int64(precision)), .double(value)],
      options: FormatOptions(numberFormatLocale: CLDRLocale(locale))
    ).text
  }

  /// Values that test the rounding and the choices: ties in decimal (2.675 is below its
  /// shortest decimal in binary), the 0.0001 and 10^precision bounds, carries (9.9999996),
  /// zeros, the extremes of the double.
  static let fixed: [Double] = [
    0, -0.0, 1, -1, 0.125, 2.675, 0.0001, 0.00009999, 999_999.5, 1_000_000, 123_456_789, 9.9999996,
    1234.5, -98765.4321, 0.5, 1e-300, 1.7976931348623157e308, 1e21, 4.35, 0.045, .leastNonzeroMagnitude,
  ]

  /// Random doubles of every size: 1 to 17 significant digits (short ones make decimal ties), times
  /// 10^-9 to 10^12, either sign.
  static func randomValues(_ count: Int, _ generator: inout SeededGenerator) -> [Double] {
    (0..<count).map { _ in
      let digits = Int.random(in: 1...17, using: &generator)
      var power: UInt64 = 1
      for _ in 1..<digits { power *= 10 }
      let significand = UInt64.random(in: power..<(power * 10), using: &generator)
      let exponent = Int.random(in: -9...12, using: &generator) - digits + 1
      let value = Double("\(significand)e\(exponent)")!
      return Bool.random(using: &generator) ? -value : value
    }
  }

  @Test(
    "%e %E %g %G × precisions 0, 1, 2, 3, 5, 6, 9, 17 × 21 fixed and 60 random doubles", arguments: locales)
  func compare(_ locale: String) throws {
    var generator = TestSeed.generator("ExponentFormatICUTests.compare \(locale)")
    let values = Self.fixed + Self.randomValues(60, &generator)
    var mismatches: [String] = []
    var compared = 0
    for value in values {
      for precision in [0, 1, 2, 3, 5, 6, 9, 17] {
        for (key, style) in [("e", "e"), ("E", "e"), ("g", "g"), ("G", "g")] as [(String, Character)] {
          guard let expected = icuFloating(locale, style, value, precision) else {
            Issue.record("ICU cannot format \(value) in \(locale)")
            continue
          }
          let actual = try ours(locale, key, value, precision)
          compared += 1
          if actual != expected {
            mismatches.append(
              "%.\(precision)\(key) of \(value): ours \(actual.debugDescription), ICU \(expected.debugDescription)"
            )
          }
        }
      }
    }
    print("\(locale): \(compared) compared, \(mismatches.count) differences")
    let shown = mismatches.prefix(20).joined(separator: "\n")
    #expect(mismatches.isEmpty, "\(locale) (\(mismatches.count) of \(compared)):\n\(shown)\(TestSeed.note)")
  }

  @Test("the + flag puts the locale's plus sign before a number that is not negative", arguments: locales)
  func plus(_ locale: String) throws {
    for value in [0, 1234.5, -0.00012, 7e-9] {
      for style: Character in ["e", "g"] {
        let expected = try #require(icuFloating(locale, style, value, 3, plus: value >= 0))
        #expect(try ours(locale, "+\(style)", value, 3) == expected, "\(locale) %+.3\(style) of \(value)")
      }
    }
  }
}

import Foundation
@testable import LocaleNumbers
import LocalizedStrings
import Testing

/// The digits of every numbering system the number tables hold, without ICU: for each of the
/// release's locales (cldr-data/json/cldr-numbers-full/main, in this repository), its default
/// numbering system's ten digits (cldr-core's numberingSystems.json), decimal separator and
/// minus sign, in the integer part and the fraction alike, as `localize` and the formatter write
/// them. Adlam, Chakma and Hanifi Rohingya digits take four UTF-8 bytes each.
@Suite("Localized digits of every numbering system, from CLDR's JSON")
struct NumberingSystemDigitsTests {
  static let root =
    String(
      #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    + "/cldr-data/json"

  static func json(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Each numbering system's digits, by its name.
  static func systemDigits() throws -> [String: String] {
    let supplemental = try #require(
      try json("cldr-core/supplemental/numberingSystems.json")["supplemental"] as? [String: Any])
    let systems = try #require(supplemental["numberingSystems"] as? [String: [String: String]])
    return systems.compactMapValues { $0["_digits"] }
  }

  /// A locale's default numbering system, its decimal separator and minus sign.
  static func numbers(_ locale: String) throws -> (system: String, decimal: String, minus: String) {
    let main = try #require(
      try json("cldr-numbers-full/main/\(locale)/numbers.json")["main"] as? [String: Any])
    let numbers = try #require((main[locale] as? [String: Any])?["numbers"] as? [String: Any])
    let system = try #require(numbers["defaultNumberingSystem"] as? String)
    let symbols = try #require(numbers["symbols-numberSystem-\(system)"] as? [String: String])
    return (system, try #require(symbols["decimal"]), try #require(symbols["minusSign"]))
  }

  /// `plain`'s ASCII digits replaced by `digits`.
  static func mapped(_ plain: String, _ digits: String) -> String {
    let native = Array(digits)
    return String(plain.map { $0.isASCII && $0.isNumber ? native[Int($0.asciiValue! - 48)] : $0 })
  }

  @Test(
    "every locale of the release: its system's digits, decimal separator and minus sign, fraction digits too")
  func everyLocale() throws {
    let digits = try Self.systemDigits()
    let locales = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/cldr-numbers-full/main")
    #expect(locales.count > 700)
    var systemsSeen: Set<String> = []
    for locale in locales.sorted() {
      let expected = try Self.numbers(locale)
      let systemDigits = try #require(digits[expected.system], "\(locale): \(expected.system)")
      systemsSeen.insert(expected.system)
      let format = LocalizedNumberFormat(locale: locale)
      #expect(format.digits == Array(systemDigits), "\(locale) (\(expected.system))")
      #expect(format.decimalSeparator == expected.decimal, "\(locale)")
      let plain = "-9876543210.0123456789"
      let localized = format.localize(plain, grouping: false)
      let wanted =
        expected.minus + Self.mapped("9876543210", systemDigits) + expected.decimal
        + Self.mapped("0123456789", systemDigits)
      #expect(localized == wanted, "\(locale): \(localized.debugDescription), not \(wanted.debugDescription)")
    }
    // Every default system's digits are held; the others belong to systems
    // NumberingSystemSymbolsTests reads (a locale's other `symbols-numberSystem-`).
    let held = Set(NumberTables.digits)
    #expect(held.isSuperset(of: systemsSeen.compactMap { digits[$0] }), "\(systemsSeen.sorted())")
    #expect(held.count >= 10)
  }

  @Test("through the formatter: %.4f and %d in the first locale of each numbering system")
  func formatter() throws {
    let digits = try Self.systemDigits()
    let locales = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/cldr-numbers-full/main")
    var firstOfSystem: [String: String] = [:]
    for locale in locales.sorted() {
      let system = try Self.numbers(locale).system
      if firstOfSystem[system] == nil { firstOfSystem[system] = locale }
    }
    let text = #"<plist version="1.0"><dict><key>k</key><string>%.4f / %d</string></dict></plist>"#
    let table = try StringTable(bytes: Array(text.utf8), path: "t.stringsdict", language: "en")
    for (system, locale) in firstOfSystem.sorted(by: { $0.key < $1.key }) {
      let numbers = try Self.numbers(locale)
      let systemDigits = try #require(digits[system])
      let result = try table.formatDetailed(
        "k", arguments: [.double(0.0625), .signed(7)],
        options: FormatOptions(numberFormatLocale: CLDRLocale(locale))
      ).text
      let expected =
        Self.mapped("0", systemDigits) + numbers.decimal + Self.mapped("0625", systemDigits) + " / "
        + Self.mapped("7", systemDigits)
      #expect(result == expected, "\(system) (\(locale)): \(result.debugDescription)")
    }
  }
}

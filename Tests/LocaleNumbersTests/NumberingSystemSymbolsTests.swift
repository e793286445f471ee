import Foundation
import LocaleNumbers
import LocalizedStrings
import Plurals
import Testing

/// `-u-nu-` in every numbering system CLDR has symbols for, for every locale, as Apple's
/// formatters honour it (Persian `fa-u-nu-latn` writes `1,234,567.89`): for each locale of
/// cldr-data/json/cldr-numbers-full/main and each `symbols-numberSystem-X` its numbers.json
/// lists, the format in `X` writes X's digits (cldr-core's numberingSystems.json) with that
/// object's decimal and grouping separators, minus and plus signs, grouped as
/// `decimalFormats-numberSystem-X`'s standard pattern says. The JSON is read here, apart
/// from the generated tables.
@Suite("Every numbering system CLDR has symbols for, in every locale, from CLDR's JSON")
struct NumberingSystemSymbolsTests {
  static var root: String { NumberingSystemDigitsTests.root }

  /// What CLDR says a locale writes in one numbering system.
  struct Expected {
    var digits: String
    var decimal: String
    var group: String
    var minus: String
    var plus: String
    var primary: Int
    var secondary: Int
    var minimumGrouping: Int
  }

  /// Every numbering system `locale`'s numbers.json has symbols for, with what it writes there.
  static func systems(_ locale: String, digits: [String: String]) throws -> [String: Expected] {
    let main = try #require(
      try NumberingSystemDigitsTests.json("cldr-numbers-full/main/\(locale)/numbers.json")["main"]
        as? [String: Any])
    let numbers = try #require((main[locale] as? [String: Any])?["numbers"] as? [String: Any])
    let grouping = try #require(numbers["minimumGroupingDigits"] as? String)
    let minimumGrouping = try #require(Int(grouping))
    var result: [String: Expected] = [:]
    for (key, value) in numbers where key.hasPrefix("symbols-numberSystem-") {
      let system = String(key.dropFirst("symbols-numberSystem-".count))
      let symbols = try #require(value as? [String: String], "\(locale) \(key)")
      let systemDigits = try #require(digits[system], "\(locale): \(system) has no digits")
      let formats = try #require(
        numbers["decimalFormats-numberSystem-\(system)"] as? [String: Any], "\(locale) \(system)")
      let pattern = try #require(formats["standard"] as? String)
      let groups = pattern.split(separator: ";")[0].split(separator: ".")[0]
        .split(separator: ",", omittingEmptySubsequences: false)
      let primary = groups.count > 1 ? groups.last!.count : 0
      let decimal = try #require(symbols["decimal"])
      let group = try #require(symbols["group"])
      let minus = try #require(symbols["minusSign"])
      let plus = try #require(symbols["plusSign"])
      result[system] = Expected(
        digits: systemDigits, decimal: decimal, group: group, minus: minus, plus: plus,
        primary: primary, secondary: groups.count > 2 ? groups[groups.count - 2].count : primary,
        minimumGrouping: minimumGrouping)
    }
    return result
  }

  /// `-1234567.89` (or `+1234567.89`, 12 digits, with `plus`) as `expected` writes it.
  static func written(_ integer: String, fraction: String, sign: String, _ expected: Expected) -> String {
    let native = Array(expected.digits)
    func mapped(_ text: String) -> String { String(text.map { native[Int($0.asciiValue! - 48)] }) }
    var parts: [String] = []
    var rest = Substring(integer)
    if expected.primary > 0, rest.count >= expected.primary + expected.minimumGrouping {
      parts.append(String(rest.suffix(expected.primary)))
      rest = rest.dropLast(expected.primary)
      while rest.count > expected.secondary {
        parts.append(String(rest.suffix(expected.secondary)))
        rest = rest.dropLast(expected.secondary)
      }
    }
    if !rest.isEmpty { parts.append(String(rest)) }
    return sign + parts.reversed().map(mapped).joined(separator: expected.group) + expected.decimal
      + mapped(fraction)
  }

  @Test("every locale × every numbering system it has symbols for: CLDR's digits, separators and signs")
  func everyLocaleEverySystem() throws {
    let digits = try NumberingSystemDigitsTests.systemDigits()
    let locales = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/cldr-numbers-full/main")
    #expect(locales.count > 700)
    var pairs = 0
    var nonDefault = 0
    for locale in locales.sorted() {
      let cldrLocale = try #require(CLDRLocale(locale == "und" ? "root" : locale), "\(locale)")
      let standard = LocalizedNumberFormat(locale: cldrLocale)
      for (system, expected) in try Self.systems(locale, digits: digits).sorted(by: { $0.key < $1.key }) {
        let format = LocalizedNumberFormat(locale: cldrLocale, numberingSystem: system)
        let label = "\(locale)-u-nu-\(system)"
        pairs += 1
        if format.digits != standard.digits { nonDefault += 1 }
        #expect(format.digits == Array(expected.digits), "\(label)")
        #expect(format.decimalSeparator == expected.decimal, "\(label)")
        #expect(format.groupingSeparator == expected.group, "\(label)")
        #expect(format.minusSign == expected.minus, "\(label)")
        #expect(format.plusSign == expected.plus, "\(label)")
        let negative = format.localize("-1234567.89")
        let wanted = Self.written("1234567", fraction: "89", sign: expected.minus, expected)
        #expect(negative == wanted, "\(label): \(negative.debugDescription), not \(wanted.debugDescription)")
        let long = format.localize("+987654321098.5")
        let longWanted = Self.written("987654321098", fraction: "5", sign: expected.plus, expected)
        #expect(long == longWanted, "\(label): \(long.debugDescription), not \(longWanted.debugDescription)")
        // Through a request, as a bundle reads it (root, `und`, is no request).
        if locale != "und" {
          let request = try #require(Language(label), "\(label)")
          #expect(request.numberFormat == format, "\(label)")
        }
      }
    }
    // CLDR 48: 910 pairs, 144 of them a system other than the locale's default.
    #expect(pairs > 900)
    #expect(nonDefault > 140)
  }

  @Test(
    "fa, bn, mr and ne with -u-nu-latn: Latin digits with CLDR's latn symbols (Persian 1,234,567.89)",
    arguments: [
      ("fa-u-nu-latn", "1,234,567.89", "\u{200E}\u{2212}1,234,567.89"),
      ("bn-u-nu-latn", "12,34,567.89", "-12,34,567.89"),
      ("mr-u-nu-latn", "12,34,567.89", "-12,34,567.89"),
      ("ne-u-nu-latn", "12,34,567.89", "-12,34,567.89"),
      ("fa-AF-u-nu-latn", "1,234,567.89", "\u{200E}\u{2212}1,234,567.89"),
    ])
  func latinDigits(request: String, positive: String, negative: String) throws {
    let format = try #require(Language(request)).numberFormat
    #expect(format.localize("1234567.89") == positive)
    #expect(format.localize("-1234567.89") == negative)
    #expect(format.format(1_234_567).unicodeScalars.allSatisfy { $0.isASCII })
    // Without the keyword the native digits stay.
    let plain = try #require(Language(String(request.prefix { $0 != "-" }))).numberFormat
    #expect(!plain.format(1_234_567).unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("the examples of LocaleNumbers.md and init(locale:numberingSystem:)")
  func documentedExamples() throws {
    let persian = try #require(CLDRLocale("fa"))
    #expect(LocalizedNumberFormat(locale: persian).localize("1234567.89") == "۱٬۲۳۴٬۵۶۷٫۸۹")
    #expect(
      LocalizedNumberFormat(locale: persian, numberingSystem: "latn").localize("1234567.89") == "1,234,567.89"
    )
    #expect(LocalizedNumberFormat(locale: persian, numberingSystem: "latn").format(1234) == "1,234")
    let arabic = try #require(CLDRLocale("ar"))
    let egyptian = try #require(CLDRLocale("ar-EG"))
    #expect(LocalizedNumberFormat(locale: arabic, numberingSystem: "arab").format(1234) == "١٬٢٣٤")
    #expect(LocalizedNumberFormat(locale: egyptian, numberingSystem: "latn").format(1234) == "1,234")
    #expect(
      try #require(Language("bn-u-nu-latn")).numberFormat.localize("1234567.89") == "12,34,567.89")
  }

  @Test(
    "a system a locale has no symbols for: a locale of its language whose default it is (ff-u-nu-adlm), else the locale's own format"
  )
  func systemWithoutSymbols() throws {
    let digits = try NumberingSystemDigitsTests.systemDigits()
    let locales = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/cldr-numbers-full/main")
      .filter { $0 != "und" }.sorted()
    var listed: [String: Set<String>] = [:]
    var defaults: [String: [String: [String]]] = [:]  // language → default system → locales
    for locale in locales {
      listed[locale] = Set(try Self.systems(locale, digits: digits).keys)
      let system = try NumberingSystemDigitsTests.numbers(locale).system
      defaults[String(locale.prefix { $0 != "-" }), default: [:]][system, default: []].append(locale)
    }
    var borrowed = 0
    for locale in locales {
      let cldrLocale = try #require(CLDRLocale(locale))
      let standard = LocalizedNumberFormat(locale: cldrLocale)
      let language = String(locale.prefix { $0 != "-" })
      for system in LocalizedNumberFormat.numberingSystems where !listed[locale]!.contains(system) {
        let format = LocalizedNumberFormat(locale: cldrLocale, numberingSystem: system)
        if let sources = defaults[language]?[system] {
          borrowed += 1
          let candidates = sources.map { LocalizedNumberFormat(locale: $0) }
          #expect(candidates.contains(format), "\(locale)-u-nu-\(system): \(format.locale)")
        } else {
          #expect(format == standard, "\(locale)-u-nu-\(system): \(format.locale)")
        }
      }
    }
    // az, ff, ks-Deva, mni, pa, sat, sd-Deva and uz: 29 locales of CLDR 48.
    #expect(borrowed > 25)
  }
}

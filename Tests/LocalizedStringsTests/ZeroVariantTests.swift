import Localization
import LocalizedStrings
import Plurals
import Testing
import TestSupport

/// Apple's `zero` rule: a plural variable's `zero` variant is used for the number 0 in every
/// language, not only where CLDR has a `zero` category (English, French, Russian and Japanese
/// have none; Arabic's and Latvian's say more than "0"). For a floating-point or decimal argument
/// the rule looks at the number as it is shown: 0.4 as `%.0f` is "0", so "zero"; 0.04 as `%.1f`
/// is "0.0", so "zero"; 0.05 as `%.1f` is "0.1", so the category CLDR gives "0.1". C's printf is
/// the oracle of the digits shown; the plural rules give the category of any other number.
@Suite("Apple's zero rule: the zero variant for 0 as shown, in every language")
struct ZeroVariantTests {
  static let languages = ["en", "fr", "ru", "ar", "lv", "ja"]

  /// A variable with a variant for each category of `language`, and `zero` when `withZero`,
  /// each printing its category and the number: "zero 0.0".
  static func table(_ language: String, valueType: String, conversion: String, withZero: Bool = true) throws
    -> StringTable
  {
    var categories = PluralRules(locale: language).categories.map(\.name)
    if withZero && !categories.contains("zero") { categories.append("zero") }
    if !withZero { categories.removeAll { $0 == "zero" } }
    let variants = categories.map { ($0, "\($0) \(conversion)") }
    return try makeTable(
      entry("k", format: "%#@n@", variable("n", valueType: valueType, variants)), language: language)
  }

  /// What a user reads: the shown number with "zero" when it is 0, else its category. With no
  /// precision written (`%f`), the category is the value's, not the six digits printf shows.
  static func expected(_ language: String, shown: String, value: Double? = nil) throws -> String {
    let rules = PluralRules(locale: language)
    if let value {
      return "\(value == 0 ? "zero" : rules.category(for: value).name) \(shown)"
    }
    let isZero = shown.drop { $0 == "-" }.allSatisfy { $0 == "0" || $0 == "." }
    return "\(isZero ? "zero" : try rules.category(for: shown).name) \(shown)"
  }

  @Test(
    "an integer 0 takes the zero variant in every language, through the direct path and the engine",
    arguments: languages)
  func integerZero(_ language: String) throws {
    let table = try Self.table(language, valueType: "d", conversion: "%d")
    #expect(try table.format("k", 0) == "zero 0")
    #expect(try table.format("k", Int64(0)) == "zero 0")
    #expect(try table.formatDetailed("k", arguments: [.signed(0)]).text == "zero 0")
    #expect(try table.prepare("k").format(0) == "zero 0")
    // Every other integer takes its CLDR category (Latvian 10 and Arabic 100 are not "zero").
    for number in [1, 2, 3, 5, 10, 11, 21, 100, 101] {
      let category = PluralRules(locale: language).category(for: number).name
      #expect(try table.format("k", number) == "\(category) \(number)", "\(language) \(number)")
    }
  }

  @Test("without a zero variant, 0 takes its CLDR category", arguments: ["en", "fr", "ru", "ja"])
  func integerZeroWithoutVariant(_ language: String) throws {
    let table = try Self.table(language, valueType: "d", conversion: "%d", withZero: false)
    let category = PluralRules(locale: language).category(for: 0).name
    #expect(try table.format("k", 0) == "\(category) 0")
    let decimal = try Self.table(language, valueType: "f", conversion: "%.1f", withZero: false)
    let shown = try PluralRules(locale: language).category(for: "0.0").name
    #expect(try decimal.format("k", 0.0) == "\(shown) 0.0")
  }

  /// Values around 0 whose shown digits are 0 for some precisions and not for others.
  static let values: [Double] = [0, -0.0, 0.4, 0.5, 0.6, -0.4, 0.04, 0.05, 0.001, 0.009, 1, 10, 0.1, 2.5]

  @Test(
    "a fraction takes the zero variant exactly when it is shown as 0 (%.0f, %.1f, %.2f), or is 0 (%f): Double and Float",
    arguments: languages)
  func fractionZero(_ language: String) throws {
    for conversion in ["%.0f", "%.1f", "%.2f", "%f"] {
      let table = try Self.table(language, valueType: "f", conversion: conversion)
      for value in Self.values {
        let shown = cPrintf(conversion, value)
        let expected = try Self.expected(language, shown: shown, value: conversion == "%f" ? value : nil)
        #expect(try table.format("k", value) == expected, "\(language) \(conversion) Double \(value)")
        // Float: printf shows its exact value; without a precision, its shortest decimal decides.
        let floatShown = cPrintf(conversion, Double(Float(value)))
        let shortest = Double("\(Float(value))")!
        #expect(
          try table.format("k", Float(value))
            == (try Self.expected(language, shown: floatShown, value: conversion == "%f" ? shortest : nil)),
          "\(language) \(conversion) Float \(value)")
      }
    }
  }

  @Test(
    "decimal text is rounded as it is shown, then 0 takes zero: '0.004' as %.2f is '0.00'",
    arguments: languages)
  func numeralZero(_ language: String) throws {
    let table = try Self.table(language, valueType: "f", conversion: "%.2f")
    for numeral in ["0", "0.00", "0.004", "0.0049", "0.0051", "0.006", "-0.001", "0.01", "1.00"] {
      let shown = cPrintf("%.2f", Double(numeral)!)
      let expected = try Self.expected(language, shown: shown)
      #expect(try table.format("k", FormatValue.numeral(numeral)) == expected, "\(language) \(numeral)")
      #expect(try table.format("k", FormatValue.text(numeral)) == expected, "\(language) text \(numeral)")
    }
  }

  @Test("%g shows 0.0 as '0', the zero variant; 0.001 and infinities are no zero", arguments: languages)
  func shortestZero(_ language: String) throws {
    let table = try Self.table(language, valueType: "g", conversion: "%g")
    let rules = PluralRules(locale: language)
    #expect(try table.format("k", 0.0) == "zero 0")
    #expect(try table.format("k", 0.001) == "\(rules.category(for: 0.001).name) 0.001")
    #expect(try table.format("k", Double.infinity) == "other inf")
    #expect(try table.format("k", Double.nan) == "other nan")
  }

  @Test(
    "a String Catalog's plural variation on %.1f takes its zero variant for 0.0 in any language",
    arguments: languages)
  func catalogZero(_ language: String) throws {
    var categories = PluralRules(locale: language).categories.map(\.name)
    if !categories.contains("zero") { categories.append("zero") }
    let variants = categories.map {
      #""\#($0)": { "stringUnit": { "state": "translated", "value": "\#($0) %.1f km" } }"#
    }
    let text = """
      { "sourceLanguage": "\(language)", "version": "1.0", "strings": { "k": { "localizations": {
        "\(language)": { "variations": { "plural": { \(variants.joined(separator: ", ")) } } } } } } }
      """
    let catalog = try StringCatalog(bytes: Array(text.utf8), path: "zero.xcstrings")
    #expect(try catalog.format("k", 0.0, language: language) == "zero 0.0 km")
    #expect(try catalog.format("k", 0.04, language: language) == "zero 0.0 km")
    let shown = try PluralRules(locale: language).category(for: "0.1").name
    #expect(try catalog.format("k", 0.06, language: language) == "\(shown) 0.1 km")
  }
}

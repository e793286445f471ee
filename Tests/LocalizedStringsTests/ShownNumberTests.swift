import LocalizedStrings
import PluralRuleSyntax
import Testing
import TestSupport

/// What a user reads when a plural variable prints a decimal: the digits
/// come from C's printf, the category from CLDR's rule text evaluated by the
/// reference evaluator on those digits. Neither oracle is the code under test.
@Suite("Plural variables of shown decimals, as the user reads them")
struct ShownNumberTests {
  /// CLDR's cardinal rules (common/supplemental/plurals.xml, unchanged from CLDR 41 to 48), samples left out.
  static let cldrRules: [String: String] = [
    "en": "one: i = 1 and v = 0",
    "fr": "one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
    "ru": """
    one: v = 0 and i % 10 = 1 and i % 100 != 11; \
    few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; \
    many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
    """,
    "lv": """
    zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19; \
    one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
    """,
    "cs": "one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0",
  ]

  /// The category CLDR gives the numeral a user sees ("-1.00" is read as 1.00).
  static func expectedCategory(_ language: String, shown: String) throws -> String {
    let rules = try PluralRuleSet(parsing: cldrRules[language]!)
    let digits = shown.drop { $0 == "-" || $0 == "+" || $0 == " " }
    return rules.category(for: try DecimalNumeral(parsing: String(digits))).rawValue
  }

  /// One entry whose variants print the number and name their category:
  /// "1.00 other". `zero` is given only where the language has it (Apple
  /// uses a `zero` variant for 0 in every language).
  static func variableTable(_ language: String, valueType: String, conversion: String) throws -> StringTable {
    var categories = ["one", "other"]
    for category in ["zero", "few", "many"] where cldrRules[language]!.contains(category + ":") {
      categories.append(category)
    }
    let variants = categories.map { ($0, "\(conversion) \($0)") }
    return try table(
      entry("k", format: "%#@n@", variable("n", valueType: valueType, variants)), language: language)
  }

  @Test("1.0 as %.2f is '1.00 files' in English, a Float or a Double; decimal text is rounded as it is shown")
  func englishExamples() throws {
    let fromVariant = try Self.variableTable("en", valueType: "f", conversion: "%.2f")
    #expect(try fromVariant.format("k", Float(1)) == "1.00 other")
    #expect(try fromVariant.format("k", 1.0) == "1.00 other")
    let whole = try Self.variableTable("en", valueType: "f", conversion: "%.0f")
    #expect(try whole.format("k", Float(1)) == "1 one")
    #expect(try whole.format("k", Float(1.4)) == "1 one")
    // Decimal text is rounded to the precision before the category is chosen, as it is shown.
    #expect(try whole.format("k", FormatValue.numeral("1.4")) == "1 one")
    #expect(try whole.format("k", FormatValue.text("1.4")) == "1 one")
    #expect(try whole.format("k", FormatValue.numeral("0.5")) == "0 other")  // half to even, as C
    #expect(try whole.format("k", FormatValue.numeral("1.5")) == "2 other")
    #expect(try fromVariant.format("k", FormatValue.numeral("1")) == "1.00 other")
    #expect(try fromVariant.format("k", FormatValue.numeral("0.999")) == "1.00 other")
  }

  static let languages = ["en", "fr", "ru", "lv", "cs"]

  @Test(
    "random Floats, Doubles and decimal numerals: printf's digits and CLDR's category", arguments: languages)
  func randomValues(_ language: String) throws {
    var generator = TestSeed.generator("shown decimals \(language)")
    var checked = 0
    for precision in 0...3 {
      let table = try Self.variableTable(language, valueType: "f", conversion: "%.\(precision)f")
      for _ in 0..<300 {
        // k / 2^m: exact in binary and in short decimal, so printf and decimal rounding agree.
        let denominator = Double(1 << Int.random(in: 0...6, using: &generator))
        let numerator = Double(Int.random(in: -3000...3000, using: &generator))
        let value = numerator / denominator
        let shown = cPrintf("%.\(precision)f", value)
        let expected = "\(shown) \(try Self.expectedCategory(language, shown: shown))"
        #expect(try table.format("k", value) == expected, "Double \(value)\(TestSeed.note)")
        #expect(try table.format("k", Float(value)) == expected, "Float \(value)\(TestSeed.note)")
        let numeral = cPrintf("%.6f", value)  // the exact value, as decimal text
        #expect(
          try table.format("k", FormatValue.numeral(numeral)) == expected,
          "numeral \(numeral)\(TestSeed.note)")
        #expect(
          try table.format("k", FormatValue.text(numeral)) == expected, "text \(numeral)\(TestSeed.note)")
        checked += 4
      }
    }
    #expect(checked == 4 * 4 * 300)
  }

  @Test(
    "%f of exact decimals prints what C prints for the same value: flags, width and precision",
    arguments: ["f", "F"])
  func flagsOfExactDecimals(_ code: String) throws {
    #expect(try formatPlain("%+.2f", FormatValue.numeral("1.5")) == "+1.50")
    #expect(try formatPlain("% .2f", FormatValue.numeral("1.5")) == " 1.50")
    #expect(try formatPlain("%+.0f", FormatValue.text("0.5")) == "+0")
    var generator = TestSeed.generator("exact decimal flags %\(code)")
    for _ in 0..<2000 {
      var spec = "%"
      for flag in ["-", "+", " ", "0", "#"] where Bool.random(using: &generator) { spec += flag }
      if Bool.random(using: &generator) { spec += String(Int.random(in: 1...14, using: &generator)) }
      if Bool.random(using: &generator) { spec += "." + String(Int.random(in: 0...8, using: &generator)) }
      spec += code
      let value =
        Double(Int.random(in: -100_000...100_000, using: &generator))
        / Double(1 << Int.random(in: 0...8, using: &generator))
      let numeral = cPrintf("%.8f", value)
      let expected = cPrintf(spec, value)
      #expect(
        try formatPlain(spec, FormatValue.numeral(numeral)) == expected, "\(spec) \(numeral)\(TestSeed.note)")
      #expect(
        try formatPlain(spec, FormatValue.text(numeral)) == expected, "\(spec) \(numeral)\(TestSeed.note)")
    }
    // Integers of any size take the same path.
    #expect(
      try formatPlain("%+.1f", FormatValue.bigInteger(negative: false, digits: "123456789012345678901234"))
        == "+123456789012345678901234.0")
    #expect(try formatPlain("% 8.1f", FormatValue.bigInteger(negative: false, digits: "12")) == "    12.0")
  }

  @Test("a plural variable's %+.2f shows the sign C shows, and chooses by the digits")
  func signedPluralVariable() throws {
    let table = try Self.variableTable("en", valueType: "f", conversion: "%+.2f")
    #expect(try table.format("k", FormatValue.numeral("1.5")) == "+1.50 other")
    #expect(try table.format("k", FormatValue.numeral("-1")) == "-1.00 other")
    #expect(try table.format("k", 1.5) == "+1.50 other")
  }
}

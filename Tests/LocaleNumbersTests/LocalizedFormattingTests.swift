import LocaleNumbers
import LocalizedStrings
import Testing

@Suite("Localized numbers in formatted strings")
struct LocalizedFormattingTests {
  func format(_ locale: String?, _ format: String, _ arguments: FormatValue...) throws -> String {
    let body = "<key>k</key><string>\(format)</string>"
    let text = "<plist version=\"1.0\"><dict>\(body)</dict></plist>"
    let table = try StringTable(bytes: Array(text.utf8), path: "t.stringsdict", language: "en")
    return try table.formatDetailed(
      "k", arguments: arguments, options: FormatOptions(numberFormatLocale: locale.flatMap(CLDRLocale.init))
    )
    .text
  }

  @Test("%d, %f and friends use the locale's digits, separators, grouping and signs")
  func conversions() throws {
    #expect(try format("fr", "%d fichiers", .signed(1234)) == "1\u{202F}234 fichiers")
    #expect(try format("de", "%.2f €", .double(-98765.4321)) == "-98.765,43 €")
    #expect(try format("ar-EG", "%d", .signed(1_234_567)) == "١٬٢٣٤٬٥٦٧")
    #expect(try format("en-IN", "%ld", .signed(1_234_567)) == "12,34,567")
    #expect(try format("pl", "%d i %d", .signed(1234), .signed(12345)) == "1234 i 12\u{00A0}345")
    #expect(try format("de-CH", "%.1f", .numeral("1234567.25")) == "1'234'567.2")  // U+0027 since CLDR 43
    #expect(try format("fr", "%+d", .signed(5)) == "+5")
  }

  @Test("plain output without a number locale; hex, octal and strings are never localized")
  func untouched() throws {
    #expect(try format(nil, "%d", .signed(1_234_567)) == "1234567")
    #expect(try format("fr", "%x %o %@", .signed(255), .signed(8), .string("1234")) == "ff 10 1234")
  }

  @Test("width is kept around the localized text")
  func width() throws {
    #expect(try format("de", "[%10d]", .signed(1234)) == "[     1.234]")
    #expect(try format("de", "[%-10d]", .signed(1234)) == "[1.234     ]")
    #expect(try format("de", "[%08d]", .signed(1234)) == "[00001234]")
  }

  @Test("%e and %g as CoreFoundation writes them: ICU's patterns, its flags and padding (CFString.c)")
  func exponentForms() throws {
    #expect(try format("de", "%e", .double(1234.5)) == "1,234500E+03")
    #expect(try format("sv", "%.2e", .double(-0.00012)) == "\u{2212}1,20×10^\u{2212}04")
    #expect(try format("de", "%g|%.7g", .double(1_234_567), .double(1_234_567)) == "1,23457E+06|1.234.567")
    #expect(try format("de", "%g", .double(0.5)) == "0,5")  // trailing zeros dropped, no 0,500000
    // Width: spaces before; '-' after; '0' after the sign, zeros for %g and spaces for %e.
    #expect(try format("de", "[%12.2e]", .double(1234.5)) == "[    1,23E+03]")
    #expect(try format("de", "[%-12.2e]", .double(1234.5)) == "[1,23E+03    ]")
    #expect(try format("de", "[%012.2e]", .double(-1234.5)) == "[-   1,23E+03]")
    #expect(try format("de", "[%08.3g]", .double(-1.5)) == "[-00001,5]")
    // The space and # flags are not read.
    #expect(try format("de", "[% .1e|%#g]", .double(5), .double(5)) == "[5,0E+00|5]")
    // Infinity keeps C's text (the tables have no infinity symbol).
    #expect(try format("de", "%e", .double(.infinity)) == "inf")
  }

  @Test("the plural category still comes from the digits, not from the localized text")
  func categories() throws {
    let body = """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d plik</string><key>few</key><string>%d pliki</string><key>many</key><string>%d plików</string><key>other</key><string>%d pliku</string></dict></dict>
      """
    let table = try StringTable(
      bytes: Array("<plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8), path: "pl.lproj/t.stringsdict"
    )
    #expect(
      try table.format("k", 22_222, options: FormatOptions(numberFormatLocale: CLDRLocale("pl")))
        == "22\u{00A0}222 pliki")
    #expect(
      try table.format("k", 1_000_000, options: FormatOptions(numberFormatLocale: CLDRLocale("pl")))
        == "1\u{00A0}000\u{00A0}000 plików")
  }

  @Test("LocalizedNumberFormat resolves through CLDR inheritance")
  func resolution() {
    #expect(LocalizedNumberFormat(locale: "pt-AO").locale == "pt_AO")
    #expect(LocalizedNumberFormat(locale: "fr-CA").groupingSeparator == "\u{00A0}")
    #expect(LocalizedNumberFormat(locale: "sr-Latn").locale == "sr_Latn")
    #expect(LocalizedNumberFormat(locale: "xx").locale == "root")
    #expect(LocalizedNumberFormat(locale: "fa").digits.first == "۰")
    #expect(LocalizedNumberFormat(locale: "en").localize("inf") == "inf")
    #expect(LocalizedNumberFormat(locale: "de").localize("1.5e+06") == "1,5e+06")
  }
}

import LocaleNumbers
@testable import LocalizedStrings
import Plurals
import Testing

@testable import Localization
@testable import LocalizedStrings
import TestSupport

/// Localized integers are written directly (digits, separators and sign
/// once): the bytes must be those of the old route, C's digits localized
/// afterwards, and a localizer, a catalog and a table must write the same
/// text for the same entry and options.
@Suite("Direct localized integers against printf-then-localize")
struct LocalizedIntegerTests {
  /// Locales of every kind of number writing: Latin digits with `,` `.`
  /// `’` or (narrow) no-break space groups, minimum grouping 2 (`pl`, `es`),
  /// Indian grouping (`en-IN`, `hi`), native digits of one to four UTF-8
  /// bytes (`ar`, `fa`, `bn`, `mr`, `my`, `ff-Adlm`), signs with bidi marks,
  /// and an unknown language (root's).
  static let locales = [
    "en", "fr", "fr-CA", "fr-CH", "de", "de-CH", "de-AT", "it", "es", "es-MX", "pt", "pt-PT", "pl", "ru",
    "uk",
    "cs", "sk", "sv", "nb", "fi", "da", "nl", "hu", "ro", "bg", "el", "tr", "he", "ar", "ar-EG", "ar-MA",
    "fa",
    "ur", "ps", "ckb", "ks", "hi", "en-IN", "bn", "mr", "ne", "as", "th", "my", "dz", "sat", "ff-Adlm", "ja",
    "zh", "zh-Hant", "ko", "vi", "id", "sw", "am", "eu", "ca", "lt", "lv", "et", "xx-unknown",
  ]

  /// Integers of every length, both signs, and the ends of the machine range.
  static func integer(_ generator: inout SeededGenerator) -> Int64 {
    switch generator.next() % 8 {
    case 0:
      return [0, 1, -1, Int64.min, Int64.max, Int64.min + 1, 999, 1000, 9999, 10_000][
        Int(generator.next() % 10)]
    case 1: return -Int64(generator.next() % 100_000)
    default:
      let digits = Int(generator.next() % 18) + 1  // 19 digits may pass Int64.max; the ends are above
      var value: Int64 = 0
      for _ in 0..<digits { value = value * 10 + Int64(generator.next() % 10) }
      return generator.next() % 4 == 0 ? -value : value
    }
  }

  @Test("LocalizedNumberFormat.format writes what localize(String(value)) writes, byte for byte")
  func numberFormat() {
    var generator = TestSeed.generator("localized integer writer", default: 27)
    for locale in Self.locales {
      let numbers = LocalizedNumberFormat(locale: locale)
      for _ in 0..<2_000 {
        let value = Int(Self.integer(&generator))
        let direct = numbers.format(value)
        let reference = numbers.localize(String(value))
        #expect(Array(direct.utf8) == Array(reference.utf8), "\(locale) \(value)\(TestSeed.note)")
        #expect(
          numbers.integerUTF8Count(value.magnitude.asUInt64, negative: value < 0) == reference.utf8.count,
          "\(locale) \(value)")
      }
    }
  }

  /// Entries whose variants are literal text or plain integer conversions (the direct path), and one the engine writes.
  static let entries = [
    entry(
      "files", format: "%#@files@",
      variable(
        "files",
        [
          ("zero", "none"), ("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"),
          ("other", "%d pliku"),
        ])),
    entry(
      "pair", format: "%1$#@first@",
      variable("first", [("one", "%1$d of %2$d"), ("other", "%2$ld/%1$lld (%u)")])),
    entry(
      "nested", format: "%#@outer@", variable("outer", [("one", "%#@inner@"), ("other", "%d outer")]),
      variable("inner", [("other", "%i inner %d")])),
    entry("padded", format: "%#@n@", variable("n", [("other", "%5d wide, %+d signed")])),
  ].joined()

  static func values(_ generator: inout SeededGenerator) -> [FormatValue] {
    (0..<Int(generator.next() % 3) + 1).map { _ in
      switch generator.next() % 6 {
      case 0: .unsigned(generator.next() >> (generator.next() % 64))
      case 1: .signed(Int64(generator.next() % 30))
      default: .signed(integer(&generator))
      }
    }
  }

  @Test("a table's direct path with numbers localized writes what the engine writes (printf, then localize)")
  func tableAgainstEngine() throws {
    var generator = TestSeed.generator("localized integers, direct and engine", default: 2027)
    for locale in Self.locales {
      let table = try makeTable(Self.entries, language: locale)
      let options = FormatOptions(numberFormatLocale: CLDRLocale(locale))
      for key in ["files", "pair", "nested", "padded"] {
        let stringEntry = try #require(table.entries[key])
        for _ in 0..<150 {
          let values = Self.values(&generator)
          let direct = Result { () throws(FormatError) in
            try values.withUnsafeBufferPointer { buffer throws(FormatError) in
              try table.format(key, values: buffer, options: options)
            }
          }
          let engine = Result { () throws(FormatError) in
            try values.withUnsafeBufferPointer { buffer throws(FormatError) in
              try EntryFormatter.run(
                arguments: buffer, rules: PluralRules(locale: locale), options: options, lenient: false
              ) { formatter throws(FormatError) in try formatter.render(stringEntry) }.text
            }
          }
          #expect("\(direct)" == "\(engine)", "\(locale) \(key) \(values)\(TestSeed.note)")
          if case .success(let direct) = direct, case .success(let engine) = engine {
            #expect(Array(direct.utf8) == Array(engine.utf8))
          }
        }
      }
    }
  }

  static let polish = plist(Self.entries)
  static let catalog = """
    {"sourceLanguage": "en", "strings": {"files": {"localizations": {"pl": {"variations": {"plural": {
      "zero": {"stringUnit": {"state": "translated", "value": "none"}},
      "one": {"stringUnit": {"state": "translated", "value": "%d plik"}},
      "few": {"stringUnit": {"state": "translated", "value": "%d pliki"}},
      "many": {"stringUnit": {"state": "translated", "value": "%d plików"}},
      "other": {"stringUnit": {"state": "translated", "value": "%d pliku"}}}}}}}}}
    """

  @Test(
    "a localizer, a catalog and a table write the same text for the same entry and options, through each overload"
  )
  func localizerCatalogTable() throws {
    let bundle = try LocalizationBundle(files: [
      "pl.lproj/Localizable.stringsdict": Array(Self.polish.utf8),
      "en.lproj/Localizable.strings": Array("\"files\" = \"%d files\";\n\"only\" = \"%d only\";".utf8),
    ])
    let table = try StringTable(bytes: Array(Self.polish.utf8), path: "pl.lproj/Localizable.stringsdict")
    let catalog = try StringCatalog(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings")
    var generator = TestSeed.generator("localizer, catalog and table agree", default: 1_234)
    for style in [Localizer.NumberStyle.localized, .plain] {
      let localizer = bundle.localizer(acceptLanguage: "pl-PL,pl;q=0.9,en;q=0.8", numbers: style)
      let options = style == .plain ? FormatOptions() : FormatOptions(numberFormatLocale: CLDRLocale("pl"))
      for _ in 0..<2_000 {
        let first = Int(Self.integer(&generator))
        let second = Int(Self.integer(&generator))
        let text = try table.format("files", first, options: options)
        #expect(
          try table.format("files", first, options: options)
            == table.format("files", first, 0, 0, options: options))
        #expect(try localizer.format("files", first) == text, "\(style) \(first)\(TestSeed.note)")
        #expect(try localizer.format("files", first, second, 0) == text)
        #expect(try localizer.formatDetailed("files", arguments: [.signed(Int64(first))]).text == text)
        #expect(localizer.string("files", first) == text)
        #expect(try catalog.format("files", first, language: "pl", options: options) == text)
        #expect(try catalog.format("files", first, second, 0, language: "pl", options: options) == text)
        let pair = try table.format("pair", first, second, options: options)
        #expect(try localizer.format("pair", first, second) == pair, "\(style) \(first) \(second)")
        #expect(try table.format("pair", first, second, 0, options: options) == pair)
      }
      // A key only English has: English text, numbers as English writes them (or plain).
      let only = try localizer.format("only", 12_345)
      #expect(only == (style == .plain ? "12345 only" : "12,345 only"))
    }
  }

  @Test("a locale set after the options were made chooses the variants, as one given to init does")
  func localeSetLater() throws {
    let table = try makeTable(Self.entries, language: "en")
    var later = FormatOptions()
    later.pluralLocale = CLDRLocale("pl")
    for count in [1, 2, 5, 22, 25, 101, 1_000_000] {
      #expect(
        try table.format("files", count, options: later)
          == table.format("files", count, options: FormatOptions(pluralLocale: CLDRLocale("pl"))))
    }
    #expect(try table.format("files", 5, options: later) == "5 plików")
    later.pluralLocale = nil
    #expect(try table.format("files", 5, options: later) == "5 pliku")  // English rules: `other`
    #expect(later == FormatOptions())
  }
}

extension UInt {
  fileprivate var asUInt64: UInt64 { UInt64(self) }
}

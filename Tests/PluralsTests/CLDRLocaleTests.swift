@_spi(TableFormat) import PluralTableFormat
@testable import Plurals
import Testing
import TestSupport

@Suite("CLDRLocale: one locale value, read once")
struct CLDRLocaleTests {
  /// The string implementation `CLDRLocale` had before it was a value,
  /// kept as the oracle of `parent` and `fallbackChain`.
  enum StringReference {
    static func parent(of identifier: String) -> String? {
      guard let id = CLDRLocale.canonical(identifier) else { return nil }
      if let key = TableFormat.LocaleKey(id), let parent = PluralTables.parent(of: key) {
        return parent == .root ? nil : parent.identifier
      }
      guard let cut = id.lastIndex(of: "_") else { return nil }
      return String(id[..<cut])
    }

    static func fallbackChain(for identifier: String) -> [String] {
      var chain: [String] = []
      var next = CLDRLocale.canonical(identifier)
      while let id = next, !chain.contains(id), chain.count < 16 {
        chain.append(id)
        next = parent(of: id)
      }
      return chain
    }
  }

  /// Every id of the generated plural locale table (root included).
  static let pluralIDs = PluralTables.localeKeys.map { TableFormat.LocaleKey(rawValue: $0).identifier }

  @Test(
    "spellings read as the CLDR id",
    arguments: [
      ("pt-br", "pt_BR", "pt-BR"), ("pt_BR.UTF-8", "pt_BR", "pt-BR"), ("PT-br", "pt_BR", "pt-BR"),
      ("zh-Hant-TW", "zh_Hant_TW", "zh-Hant-TW"), ("zh_hant_tw", "zh_Hant_TW", "zh-Hant-TW"),
      ("de_DE@euro", "de_DE", "de-DE"), ("sr_RS@latin", "sr_RS", "sr-RS"),
      ("en-US-u-ca-gregory", "en_US", "en-US"), ("en_US_POSIX", "en_US", "en-US"),
      ("es-419", "es_419", "es-419"), ("sr-Latn-RS-1901", "sr_Latn_RS", "sr-Latn-RS"),
      ("yue", "yue", "yue"), ("az_arab", "az_Arab", "az-Arab"), ("root", "root", "und"),
      ("und", "root", "und"),
      ("", "root", "und"), ("und-US", "root", "und"),
    ])
  func spellings(_ spelling: String, _ identifier: String, _ tag: String) throws {
    let locale = try #require(CLDRLocale(spelling))
    #expect(locale.identifier == identifier)
    #expect(locale.languageTag == tag)
    #expect(locale.description == identifier)
    #expect(CLDRLocale(locale.identifier) == locale)
    #expect(CLDRLocale(locale.languageTag) == locale)
    #expect(locale.isRoot == (identifier == "root"))
  }

  @Test(
    "text that names no locale, or a language of 4–8 letters, is nil",
    arguments: [
      "x-klingon", "123", "Base", "abcd", "tlhingan-US", "e", "1pt",
    ])
  func notLocales(_ text: String) {
    #expect(CLDRLocale(text) == nil)
  }

  @Test(
    "language, script and region subtags",
    arguments: [
      ("zh-hant-tw", "zh", "Hant", "TW"), ("es-419", "es", nil, "419"), ("pt", "pt", nil, nil),
      ("sr_latn", "sr", "Latn", nil), ("root", "", nil, nil), ("EN_001", "en", nil, "001"),
    ] as [(String, String, String?, String?)])
  func subtags(_ spelling: String, _ language: String, _ script: String?, _ region: String?) throws {
    let locale = try #require(CLDRLocale(spelling))
    #expect(locale.languageCode == language)
    #expect(locale.script == script)
    #expect(locale.region == region)
    #expect(locale.languageOnly == CLDRLocale(language.isEmpty ? "root" : language))
  }

  @Test("every id of the plural table round-trips, and its subtags rebuild it", arguments: pluralIDs)
  func roundTrip(_ id: String) throws {
    let locale = try #require(CLDRLocale(id))
    #expect(locale.identifier == id)
    guard !locale.isRoot else { return }
    let rebuilt = [locale.languageCode, locale.script, locale.region].compactMap { $0 }.joined(separator: "-")
    #expect(rebuilt == locale.languageTag)
    #expect(CLDRLocale(rebuilt) == locale)
  }

  @Test("parent and fallbackChain agree with the string implementation for every id of the plural table")
  func chainsAgree() throws {
    for id in Self.pluralIDs {
      let locale = try #require(CLDRLocale(id))
      #expect(locale.fallbackChain.map(\.identifier) == StringReference.fallbackChain(for: id), "\(id)")
      let parent = locale.parent.flatMap { $0.isRoot ? nil : $0.identifier }
      #expect(parent == StringReference.parent(of: id), "\(id)")
      #expect(locale.isRoot ? locale.parent == nil : locale.parent != nil, "\(id)")
      // The static conveniences are the same operations.
      #expect(CLDRLocale.fallbackChain(for: id) == StringReference.fallbackChain(for: id), "\(id)")
      #expect(CLDRLocale.parent(of: id) == StringReference.parent(of: id), "\(id)")
    }
  }

  @Test("chains of CLDR's inheritance")
  func chains() throws {
    func chain(_ spelling: String) -> [String] { CLDRLocale(spelling)?.fallbackChain.map(\.identifier) ?? [] }
    #expect(chain("pt-BR") == ["pt_BR", "pt"])
    #expect(chain("pt-AO") == ["pt_AO", "pt_PT", "pt"])
    #expect(chain("zh-Hant-HK") == ["zh_Hant_HK", "zh_Hant"])
    #expect(chain("es-MX") == ["es_MX", "es_419", "es"])
    #expect(chain("nb") == ["nb", "no"])
    #expect(chain("root").isEmpty)
    #expect(CLDRLocale("pt")?.parent == .root)
    #expect(CLDRLocale.root.parent == nil)
    #expect(CLDRLocale("zh_Hant")?.parent == .root)
  }

  @Test("the static string functions keep 4–8 letter languages")
  func longLanguages() {
    #expect(CLDRLocale.canonical("tlhingan-latn-us") == "tlhingan_Latn_US")
    #expect(CLDRLocale.parent(of: "tlhingan-latn-us") == "tlhingan_Latn")
    #expect(CLDRLocale.fallbackChain(for: "tlhingan-US") == ["tlhingan_US", "tlhingan"])
    #expect(CLDRLocale.fallbackChain(for: "x-klingon").isEmpty)
    #expect(CLDRLocale.fallbackChain(for: "und").isEmpty)
  }

  @Test("locales sort and hash by language, then script, then region")
  func ordering() throws {
    let ids = ["zh_Hant_HK", "pt_PT", "zh", "pt", "root", "zh_Hant", "zh_HK", "pt_Latn"]
    let sorted = try ids.map { try #require(CLDRLocale($0)) }.sorted().map(\.identifier)
    #expect(sorted == ["root", "pt", "pt_PT", "pt_Latn", "zh", "zh_HK", "zh_Hant", "zh_Hant_HK"])
    #expect(Set(["pt-BR", "pt_BR", "PT_br.UTF-8"].compactMap(CLDRLocale.init)).count == 1)
  }

  @Test(
    "PluralRules from a CLDRLocale equals PluralRules from its identifier, for every id and type",
    arguments: PluralRuleType.allCases)
  func rulesAgree(_ type: PluralRuleType) throws {
    for id in Self.pluralIDs {
      let locale = try #require(CLDRLocale(id))
      let rules = PluralRules(locale: locale, type: type)
      #expect(rules == PluralRules(locale: id, type: type), "\(id)")
      #expect(rules.cldrLocale == CLDRLocale(rules.locale), "\(id)")
    }
    for id in PluralRules.availableLocales(type) {
      #expect(PluralRules(locale: try #require(CLDRLocale(id)), type: type).locale == id)
    }
  }

  @Test(
    "availableCLDRLocales: sorted values of the same locales as availableLocales, each its own rules",
    arguments: PluralRuleType.allCases)
  func availableValues(_ type: PluralRuleType) {
    let values = PluralRules.availableCLDRLocales(type)
    #expect(values == values.sorted())
    #expect(Set(values).count == values.count)
    #expect(values.map(\.identifier).sorted() == PluralRules.availableLocales(type))
    #expect(values.contains(.root))
    for locale in values {
      let rules = PluralRules(locale: locale, type: type)
      #expect(rules.cldrLocale == locale && !rules.isRootFallback, "\(locale)")
    }
  }

  @Test("PluralRules of random spellings: the value and the string give the same rules")
  func randomSpellings() {
    var random = TestSeed.generator("CLDRLocaleTests.randomSpellings")
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@")
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...12, using: &random)
      let text = String((0..<length).map { _ in letters.randomElement(using: &random)! })
      let fromString = PluralRules(locale: text)
      if let locale = CLDRLocale(text) {
        #expect(PluralRules(locale: locale) == fromString, "\(text)\(TestSeed.note)")
        #expect(PluralRules(locale: locale, type: .ordinal) == PluralRules(locale: text, type: .ordinal))
      } else {
        #expect(fromString.isRootFallback && fromString.cldrLocale == .root, "\(text)\(TestSeed.note)")
      }
    }
  }

  @Test("root and unknown languages")
  func root() throws {
    #expect(!PluralRules(locale: .root).isRootFallback)
    #expect(PluralRules(locale: .root).locale == "root")
    let unknown = PluralRules(locale: try #require(CLDRLocale("tlh")))
    #expect(unknown.isRootFallback && unknown.cldrLocale == .root)
    #expect(PluralRules(locale: "x-klingon").isRootFallback)
    #expect(PluralRules(locale: try #require(CLDRLocale("pt-AO"))).cldrLocale == CLDRLocale("pt_PT"))
  }
}

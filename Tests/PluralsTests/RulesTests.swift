@testable import Plurals
import Testing

@Suite("Rules, pitfalls, locales and ranges")
struct RulesTests {
  func category(_ locale: String, _ text: String, _ type: PluralRuleType = .cardinal) throws -> PluralCategory
  {
    try PluralRules(locale: locale, type: type).category(for: text)
  }

  @Test("the spec's pitfalls")
  func pitfalls() throws {
    #expect(try category("en", "1") == .one)
    #expect(try category("en", "1.0") == .other)
    #expect(try category("fr", "1.0") == .one)
    #expect(try category("fr", "0.5") == .one)
    for locale in ["fr", "es", "it", "pt"] {
      #expect(try category(locale, "1000000") == .many, "\(locale)")
      #expect(try category(locale, "1000000.0") == .other, "\(locale)")
      #expect(try category(locale, "1.2c6") == .many, "\(locale)")
      #expect(try category(locale, "1.2c3") != .many, "\(locale)")
    }
    // Polish and Russian reach `other` only with decimals.
    for locale in ["pl", "ru"] {
      let rules = PluralRules(locale: locale)
      for n in 0...10_000 { #expect(rules.category(for: n) != .other) }
      #expect(try category(locale, "1.5") == .other)
    }
  }

  @Test("exact where ICU keeps 18 digits or goes through double")
  func exactness() throws {
    #expect(try category("en", "100000000000000000001") == .other)
    #expect(try category("ru", "9007199254741001") == .one)
    #expect(PluralRules(locale: "ru").category(for: 9_007_199_254_741_001) == .one)
    #expect(PluralRules(locale: "ru").category(for: Int.min) == .many)  // …808
    #expect(PluralRules(locale: "ru").category(for: UInt64.max) == .many)  // …615
    #expect(try category("ru", "12345678901234567890123456789021") == .one)
    #expect(try category("ru", "12345678901234567890123456789011") == .many)
    // Long fractions: f and t decide (Macedonian f % 10 = 1 and f % 100 != 11).
    #expect(try category("mk", "0.0000000000000000000001") == .one)
    #expect(try category("mk", "0.0000000000000000000011") == .other)
    #expect(try category("en", "-0") == .other)
    #expect(try category("fr", "-0.0") == .one)
  }

  @Test(
    "locale resolution",
    arguments: [
      ("pt-BR", "pt"), ("pt_BR", "pt"), ("PT-br", "pt"), ("pt_PT", "pt_PT"), ("pt-AO", "pt_PT"),
      ("pt_MZ", "pt_PT"), ("pt-CH", "pt_PT"), ("en_US.UTF-8", "en"), ("de_DE@euro", "de"),
      ("en-US-u-ca-gregory", "en"), ("en-x-private", "en"), ("en_US_POSIX", "en"), ("zh-Hant-TW", "zh"),
      ("zh_Hant", "zh"), ("zh-Hant-MO", "zh"), ("sr-Latn", "sr"), ("sr_Latn_RS", "sr"), ("iw", "iw"),
      ("in", "in"), ("tl", "tl"), ("mo", "mo"), ("sh", "sh"), ("ji", "ji"), ("jw", "jw"), ("nb", "nb"),
      ("nn-NO", "nn"), ("hi_Latn", "hi"), ("en-AU", "en"), ("es-419", "es"), ("root", "root"),
      ("und", "root"), ("", "root"), ("EN", "en"),
    ])
  func resolution(_ requested: String, _ resolved: String) {
    let rules = PluralRules(locale: requested)
    #expect(rules.locale == resolved)
    #expect(!rules.isRootFallback)
  }

  @Test(
    "unknown languages fall back to root, visibly",
    arguments: ["xx", "tlh", "x-klingon", "123", "zz-Latn-US"])
  func rootFallback(_ requested: String) {
    let rules = PluralRules(locale: requested)
    #expect(rules.locale == "root")
    #expect(rules.isRootFallback)
    #expect(rules.categories == [.other])
    #expect(rules.category(for: 1) == .other)
  }

  @Test("categories in CLDR order")
  func categories() {
    #expect(PluralRules(locale: "ru").categories == [.one, .few, .many, .other])
    #expect(PluralRules(locale: "ar").categories == PluralCategory.allCases)
    #expect(PluralRules(locale: "ja").categories == [.other])
    #expect(PluralRules(locale: "en", type: .ordinal).categories == [.one, .two, .few, .other])
    #expect(PluralRules(locale: "en").ruleText(for: .one) == "i = 1 and v = 0 @integer 1")
    #expect(PluralRules(locale: "en").ruleText(for: .few) == nil)
  }

  @Test("ordinals")
  func ordinals() {
    let english = PluralRules(locale: "en", type: .ordinal)
    let expected: [Int: PluralCategory] = [
      1: .one, 2: .two, 3: .few, 4: .other, 11: .other, 12: .other, 13: .other, 21: .one, 22: .two, 23: .few,
      101: .one, 111: .other,
    ]
    for (n, category) in expected { #expect(english.category(for: n) == category, "\(n)") }
  }

  @Test("plural ranges")
  func ranges() throws {
    let georgian = PluralRules(locale: "ka")
    #expect(georgian.category(from: .one, to: .other) == .one)
    #expect(georgian.category(from: .other, to: .one) == .other)
    let english = PluralRules(locale: "en-GB")
    #expect(english.category(from: .one, to: .other) == .other)
    // A pair CLDR does not list gives the end category.
    #expect(english.category(from: .few, to: .many) == .many)
    let french = PluralRules(locale: "fr")
    #expect(french.category(from: .one, to: .one) == .one)
    #expect(
      french.category(from: try PluralOperands(parsing: "0"), to: try PluralOperands(parsing: "1")) == .one)
    // No ranges for ordinals; unknown languages give the end category.
    #expect(PluralRules(locale: "ka", type: .ordinal).category(from: .one, to: .other) == .other)
    #expect(PluralRules(locale: "xx").category(from: .other, to: .one) == .one)
    // pt-BR resolves to pt's ranges.
    #expect(PluralRules(locale: "pt-BR").category(from: .one, to: .other) == .other)
  }

  @Test("category codes are the cases' tags (the fast conversion relies on it)")
  func categoryCodes() {
    for category in PluralCategory.allCases {
      #expect(PluralCategory(code: category.rawValue) == category)
      #expect(unsafeBitCast(category, to: UInt8.self) == category.rawValue)
    }
    #expect(PluralCategory(code: 6) == nil && PluralCategory(code: 0xFF) == nil)
  }

  @Test("PluralCategory names")
  func names() {
    for category in PluralCategory.allCases {
      #expect(PluralCategory(name: category.name) == category)
    }
    #expect(PluralCategory(name: "several") == nil)
    // The right length and first letter, but another word.
    for name in ["fox", "otter", "zeta", "mane", "onE", "tow", ""] {
      #expect(PluralCategory(name: name) == nil)
    }
    #expect(PluralCategory.zero < .other)
    #expect("\(PluralRules(locale: "ru"))" == "PluralRules(ru, cardinal: one, few, many, other)")
  }
}

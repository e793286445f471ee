import Foundation
import PluralsFoundation
import Testing

@Suite("Foundation Locale → the package's locales")
struct LocaleTests {
  @Test(
    "LanguageTag(Locale) drops keywords, extensions and variants; root is nil",
    arguments: [
      ("sr_Latn_RS@calendar=gregorian", "sr-Latn-RS"),
      ("sr_RS@calendar=gregorian;collation=traditional", "sr-RS"),
      ("sr_RS@latin", "sr-Latn-RS"),  // a glibc modifier, as LANG spells it
      ("zh-Hant-TW", "zh-Hant-TW"),
      ("zh_Hant_TW", "zh-Hant-TW"),
      ("en_US_POSIX", "en-US"),
      ("en-US-u-ca-buddhist", "en-US"),
      ("de_DE@rg=chzzzz", "de-DE"),
      ("pt_BR", "pt-BR"),
      ("iw_IL", "he-IL"),
      ("", nil),
      ("root", nil),
      ("und", nil),
    ] as [(String, String?)])
  func languageTag(identifier: String, expected: String?) {
    #expect(LanguageTag(Locale(identifier: identifier))?.identifier == expected)
  }

  @Test(
    "PluralRules(locale: Locale) uses the language's rules whatever the spelling",
    arguments: [
      ("sr_Latn_RS@calendar=gregorian", 3, PluralCategory.few),
      ("sr_Latn_RS@calendar=gregorian", 5, .other),
      ("zh-Hant-TW", 1, .other),
      ("en_US_POSIX", 1, .one),
      ("pt_PT@calendar=gregorian", 0, .other),  // pt_PT's own rules …
      ("pt_BR@calendar=gregorian", 0, .one),  // … not Brazilian Portuguese's
      ("ar_EG@numbers=latn", 3, .few),
      ("pl_PL", 22, .few),
      ("", 1, .other),  // root: everything is `other`
    ])
  func pluralRules(identifier: String, number: Int, expected: PluralCategory) {
    #expect(PluralRules(locale: Locale(identifier: identifier)).category(for: number) == expected)
  }

  @Test("PluralRules(locale: Locale) is the rules of the same identifier as a string")
  func pluralRulesMatchStrings() {
    #expect(
      PluralRules(locale: Locale(identifier: "sr_Latn_RS@calendar=gregorian"))
        == PluralRules(locale: "sr-Latn-RS"))
    #expect(PluralRules(locale: Locale(identifier: "pt_AO")).locale == "pt_PT")
    #expect(PluralRules(locale: Locale(identifier: "en_GB"), type: .ordinal).category(for: 22) == .two)
    // Root asked for is root, not a fallback; an unknown language falls back to it.
    #expect(PluralRules(locale: Locale(identifier: "")).locale == "root")
    #expect(!PluralRules(locale: Locale(identifier: "")).isRootFallback)
    #expect(PluralRules(locale: Locale(identifier: "qaa_ZZ@calendar=gregorian")).isRootFallback)
    #expect(!PluralRules(locale: Locale(identifier: "en_US_POSIX")).isRootFallback)
    // `.current` needs no type: no other `locale:` overload has such a member.
    #expect(
      PluralRules(locale: .current, type: .ordinal) == PluralRules(locale: Locale.current, type: .ordinal))
    #expect(LanguageTag(.current) == LanguageTag(Locale.current))
  }

  @Test(
    "LocalizedNumberFormat(locale: Locale) writes the language and region's numbers",
    arguments: [
      ("de_DE@calendar=gregorian", "1.234.567"),
      ("en_US_POSIX", "1,234,567"),
      ("ar_EG", "١٬٢٣٤٬٥٦٧"),
      ("en_IN", "12,34,567"),
      ("", "1,234,567"),
      // The numbering system of a keyword or extension is followed, as Apple's formatters do.
      ("ar@numbers=arab", "١٬٢٣٤٬٥٦٧"), ("ar_EG@numbers=latn", "1,234,567"), ("ar-EG-u-nu-latn", "1,234,567"),
    ])
  func numbers(identifier: String, expected: String) {
    #expect(LocalizedNumberFormat(locale: Locale(identifier: identifier)).format(1_234_567) == expected)
  }

  @Test("formatPlain(locale: Locale) writes plain C numbers in any locale")
  func formatPlainLocale() throws {
    let german = Locale(identifier: "de_DE@calendar=gregorian")
    #expect(try formatPlain("%d|%.2f|%@", 1234, 3.14159, "ok", locale: german) == "1234|3.14|ok")
    #expect(try formatPlain("%%", locale: Locale(identifier: "")) == "%")
    #expect(throws: FormatError.self) { try formatPlain("%d %d", 1, locale: german) }
  }
}

@testable import Localization
@testable import LocalizedStrings
import LocaleNumbers
@_spi(TableFormat) import PluralTableFormat
import Plurals
import Testing

@Suite("LanguageTag on CLDRLocale: read once, maximized by key")
struct LanguageTagLocaleTests {
  /// The string implementation of `LanguageTag.init(_:)` and `maximized`
  /// before the tag held a `CLDRLocale` (legacy names aside), as the oracle.
  enum StringReference {
    static let aliases = ["iw": "he", "in": "id", "ji": "yi", "tl": "fil", "mo": "ro", "sh": "sr"]

    static func tag(_ name: String) -> (String, String?, String?)? {
      var name = name
      var modifierScript: String?
      if let at = name.firstIndex(of: "@") {
        switch name[name.index(after: at)...].lowercased() {
        case "latin": modifierScript = "Latn"
        case "cyrillic": modifierScript = "Cyrl"
        default: break
        }
        name = String(name[..<at])
      }
      let lowered = name.lowercased()
      guard lowered != "base", lowered != "mul", lowered != "zxx", let id = CLDRLocale.canonical(name) else {
        return nil
      }
      var parts = id.split(separator: "_").map(String.init)
      let code = parts.removeFirst()
      let language = aliases[code] ?? code
      let script =
        parts.first.flatMap { $0.count == 4 ? $0 : nil } ?? modifierScript ?? (code == "sh" ? "Latn" : nil)
      if parts.first?.count == 4 { parts.removeFirst() }
      return (language, script, parts.first)
    }

    static func maximized(_ language: String, _ script: String?, _ region: String?) -> String {
      let keys = [
        script.flatMap { script in region.map { "\(language)_\(script)_\($0)" } },
        region.map { "\(language)_\($0)" },
        script.map { "\(language)_\($0)" },
        language,
      ]
      for case let key? in keys {
        guard
          let index = TableFormat.LocaleKey(key).flatMap({
            TableFormat.LocaleLookup.index(of: $0, in: LikelySubtags.from)
          })
        else { continue }
        let likely = TableFormat.LocaleKey(rawValue: LikelySubtags.to[index]).identifier.split(separator: "_")
          .map(String.init)
        return [language, script ?? likely[1], region ?? likely[2]].compactMap { $0 }.joined(separator: "-")
      }
      return [language, script, region].compactMap { $0 }.joined(separator: "-")
    }
  }

  static let likelyFrom = LikelySubtags.from.map { TableFormat.LocaleKey(rawValue: $0).identifier }

  @Test("every likely-subtags target is a full language_Script_REGION")
  func targetsAreFull() {
    #expect(LikelySubtags.from.count == LikelySubtags.to.count)
    for raw in LikelySubtags.to {
      let key = TableFormat.LocaleKey(rawValue: raw)
      #expect(key.hasScript && key.hasRegion, "\(key)")
    }
  }

  @Test("maximized agrees with the string implementation for every key of the likely subtags")
  func maximizedAgrees() throws {
    // Each key as written, and with other regions and scripts, so that every candidate step is taken.
    var names = Self.likelyFrom
    for id in Self.likelyFrom where !id.contains("_") {
      names += [id + "_US", id + "_Latn", id + "_Cyrl_RS", id + "_419", id + "_Hant_TW"]
    }
    for name in names {
      let tag = try #require(LanguageTag(name), "\(name)")
      let (language, script, region) = try #require(StringReference.tag(name))
      #expect(
        tag.identifier == [language, script, region].compactMap { $0 }.joined(separator: "-"), "\(name)")
      #expect(tag.maximized.identifier == StringReference.maximized(language, script, region), "\(name)")
    }
  }

  @Test(
    "names read as the string implementation read them",
    arguments: [
      "pt_BR", "pt-br", "zh-hans", "zh-TW", "sr@latin", "sr_RS@latin", "sr@cyrillic", "sr_Latn@cyrillic",
      "iw",
      "iw_IL", "in", "ji", "tl", "mo", "sh", "sh_BA", "de_DE.UTF-8@euro", "en-US-u-ca-gregory", "es-419",
      "zh-Hant-HK", "en_001", "yue", "nb", "no", "fil", "Base", "mul", "zxx", "und", "root", "", "x-klingon",
      "123", "e",
    ])
  func readsLikeStrings(_ name: String) {
    let reference = StringReference.tag(name).map {
      [$0.0, $0.1, $0.2].compactMap { $0 }.joined(separator: "-")
    }
    #expect(LanguageTag(name)?.identifier == reference)
    #expect(
      LanguageTag(name)?.cldrIdentifier == reference.map { $0.split(separator: "-").joined(separator: "_") })
  }

  @Test("the tag's locale is the value the rest of the package takes")
  func cldrLocale() throws {
    let tag = try #require(LanguageTag("pt_BR.UTF-8"))
    #expect(tag.cldrLocale == CLDRLocale("pt-BR"))
    #expect(PluralRules(locale: tag.cldrLocale) == PluralRules(locale: "pt_BR"))
    #expect(LanguageTag(CLDRLocale.root) == nil)
    #expect(LanguageTag(try #require(CLDRLocale("iw_IL")))?.identifier == "he-IL")
    #expect(LanguageTag(try #require(CLDRLocale("sh")))?.identifier == "sr-Latn")
    #expect(LanguageTag(try #require(CLDRLocale("mul"))) == nil)
    #expect(LanguageTag(languageCode: "iw") == LanguageTag("he"))
    #expect(LanguageTag(try #require(CLDRLocale("sr-Latn")))?.identifier == "sr-Latn")
    #expect(LanguageTag(languageCode: "ZH", script: "hant", region: "tw")?.identifier == "zh-Hant-TW")
    #expect(LanguageTag(languageCode: "pt", region: "BR") == LanguageTag("pt-BR"))
    #expect(LanguageTag(languageCode: "klingon") == nil)
    #expect(LanguageTag(languageCode: "pt", script: "BR") == nil)
    #expect(LanguageTag(languageCode: "pt", region: "") == nil)
    #expect(LanguageTag("English")?.cldrLocale == CLDRLocale("en"))
    #expect(LanguageTag("Brazilian Portuguese")?.cldrLocale == CLDRLocale("pt_BR"))
  }

  @Test(
    "a localizer hands on the locale it negotiated, and formats as before",
    arguments: [
      ("pl-PL,pl;q=0.9,en;q=0.5", "pl", "pl", "pl"), ("pt-BR", "pt-BR", "pt", "pt"),
      ("ar-EG", "ar", "ar", "ar_EG"),
      ("ja", "en", "en", "en"), ("", "en", "en", "en"),
    ] as [(String, String, String, String)])
  func localizer(_ header: String, _ locale: String, _ plural: String, _ numbers: String) throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let localizer = try LocalizationBundle(path: fixture.path).localizer(acceptLanguage: header)
    #expect(localizer.cldrLocale == CLDRLocale(locale))
    #expect(localizer.cldrLocale == LanguageTag(localizer.language)?.cldrLocale)
    #expect(localizer.pluralLocaleIdentifier == plural)
    #expect(localizer.numberFormatLocaleIdentifier == numbers)
    let options = FormatOptions(pluralLocale: localizer.cldrLocale, numberFormatLocale: localizer.cldrLocale)
    #expect(
      options
        == FormatOptions(
          pluralLocale: CLDRLocale(localizer.language), numberFormatLocale: CLDRLocale(localizer.language)))
    // The served folder's locale writes the folder's numbers; the localizer the request's.
    #expect(options.numberFormat?.locale == LocalizedNumberFormat(locale: CLDRLocale(locale)!).locale)
    #expect(localizer.numberFormat?.locale == numbers)
  }

  @Test("a folder's name is read once: its tables and the localizer use the tag's locale")
  func folderLocale() throws {
    let bundle = try LocalizationBundle(files: [
      "en.lproj/Localizable.strings": Array("\"Cancel\" = \"Cancel\";\n".utf8),
      "iw.lproj/Localizable.strings": Array("\"Cancel\" = \"ביטול\";\n".utf8),
      "sr@latin.lproj/Localizable.strings": Array("\"Cancel\" = \"Otkaži\";\n".utf8),
    ])
    let hebrew = bundle.localizer(languages: ["he-IL"])
    #expect(hebrew.localization == "iw")
    #expect(hebrew.language == "he")
    #expect(hebrew.cldrLocale == CLDRLocale("he"))
    #expect(hebrew.localizedString(forKey: "Cancel") == "ביטול")
    let serbian = bundle.localizer(languages: ["sr-Latn"])
    #expect(serbian.localization == "sr@latin")
    #expect(serbian.cldrLocale == CLDRLocale("sr_Latn"))
    #expect(serbian.pluralLocaleIdentifier == "sr")
  }

  @Test("FormatOptions: a locale resolves its rules and number format when it is set")
  func formatOptions() throws {
    let portuguese = try #require(CLDRLocale("pt-AO"))
    var options = FormatOptions(pluralLocale: portuguese, numberFormatLocale: portuguese)
    #expect(options.pluralLocale?.identifier == "pt_AO")
    #expect(options.numberFormat?.locale == "pt_AO")
    #expect(options.numberFormatLocale == portuguese)
    #expect(options.pluralRules == PluralRules(locale: "pt-AO"))
    options.pluralLocale = CLDRLocale("ru")
    #expect(options.pluralRules == PluralRules(locale: "ru"))
    options.pluralLocale = .root
    #expect(options.pluralRules == PluralRules(locale: .root))
    options.pluralLocale = nil
    #expect(options.pluralRules == nil)
    options.numberFormatLocale = CLDRLocale("fr-CA")
    #expect(options.numberFormat?.locale == "fr_CA")
    options.numberFormatLocale = .root
    #expect(options.numberFormat?.locale == "root")
    options.numberFormatLocale = nil
    #expect(options.numberFormat == nil)
    // The type's example: a locale without number data of its own writes its parent's.
    let brazil = try #require(CLDRLocale("pt-BR"))
    #expect(FormatOptions(pluralLocale: brazil, numberFormatLocale: brazil).numberFormat?.locale == "pt")
    #expect(FormatOptions(numberFormatLocale: brazil).numberFormatLocale?.identifier == "pt_BR")
    #expect(FormatOptions() == FormatOptions(pluralLocale: nil, numberFormatLocale: nil))
    #expect(FormatOptions().pluralRules == nil && FormatOptions().numberFormat == nil)
  }
}

import Foundation
@testable import LocaleNumbers
@testable import Localization
@testable import LocalizedStrings
@_spi(TableFormat) import PluralTableFormat
import Plurals
import Testing
import TestSupport

/// The number locale and the plural locale follow the request, not the less specific folder
/// that serves it (Apple's formatters follow the user's locale: region and `-u-nu-`), checked
/// against CLDR's JSON in this repository (cldr-data/json) and the number tables.
@Suite("A request's rules and numbers, whatever folder serves it")
struct LanguageTests {
  static let json =
    String(
      #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    + "/cldr-data/json"

  /// A locale's symbols in `system` (its default when nil), from its own file or, when it has
  /// none for the system, its language's; and the system's digits.
  static func cldrNumbers(_ locale: String, system: String? = nil) throws -> (
    digits: [Character], decimal: String, group: String
  ) {
    func numbers(_ name: String) throws -> [String: Any] {
      let data = try Data(
        contentsOf: URL(fileURLWithPath: json + "/cldr-numbers-full/main/\(name)/numbers.json"))
      let main = try #require(
        (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["main"] as? [String: Any])
      return try #require((main[name] as? [String: Any])?["numbers"] as? [String: Any])
    }
    let own = try numbers(locale)
    let system = try system ?? #require(own["defaultNumberingSystem"] as? String)
    let language = String(locale.prefix { $0 != "-" })
    let symbols = try #require(
      (own["symbols-numberSystem-\(system)"] ?? numbers(language)["symbols-numberSystem-\(system)"])
        as? [String: String])
    let digits = try Self.digits(system)
    return (Array(digits), try #require(symbols["decimal"]), try #require(symbols["group"]))
  }

  /// `plain` (`1,234,567.5`) with CLDR's digits and symbols.
  static func written(_ plain: String, _ numbers: (digits: [Character], decimal: String, group: String))
    -> String
  {
    plain.map { character in
      if let digit = character.wholeNumberValue, character.isASCII { return String(numbers.digits[digit]) }
      return character == "," ? numbers.group : character == "." ? numbers.decimal : String(character)
    }.joined()
  }

  /// A bundle of `folders`, each with `"n %d" = "%d"` and a `.stringsdict` plural entry.
  static func bundle(_ folders: [String]) throws -> LocalizationBundle {
    var files: [String: [UInt8]] = [:]
    for folder in folders {
      files["\(folder).lproj/Localizable.strings"] = Array("\"n %d\" = \"%d\";\n\"f %.1f\" = \"%.1f\";".utf8)
    }
    return try LocalizationBundle(files: files)
  }

  @Test(
    "ar-EG, ar-u-nu-arab, ar-EG-u-nu-latn and de-CH served by ar.lproj or de.lproj write the request's numbers",
    arguments: [
      ("ar-EG", "ar", "ar-EG", nil, "ar"), ("ar-u-nu-arab", "ar", "ar", "arab", "ar"),
      ("ar-EG-u-nu-latn", "ar", "ar-EG", "latn", "ar-EG"), ("de-CH", "de", "de-CH", nil, "de"),
      ("de-CH,de;q=0.5", "de", "de-CH", nil, "de"),
    ] as [(String, String, String, String?, String)])
  func requestWins(header: String, folder: String, cldr: String, system: String?, without: String) throws {
    let localizer = try Self.bundle([folder, "en"]).localizer(acceptLanguage: header)
    #expect(localizer.localization == folder)
    let numbers = try Self.cldrNumbers(cldr, system: system)
    #expect(try localizer.format("n %d", 1_234_567) == Self.written("1,234,567", numbers), "\(header)")
    #expect(try localizer.format("f %.1f", 1234.5) == Self.written("1,234.5", numbers), "\(header)")
    // Without the region or the keyword, the same folder writes otherwise: the test tells them apart.
    let plainer = try Self.bundle([folder, "en"]).localizer(acceptLanguage: without)
    #expect(plainer.localization == folder)
    #expect(try plainer.format("n %d", 1_234_567) != localizer.format("n %d", 1_234_567))
  }

  @Test("pt-PT served by pt.lproj uses pt_PT's plural rules (0 is other), pt-BR pt's (0 is one)")
  func pluralRulesFollowRequest() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>%d file(s)</key><dict>\
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>\
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
      <key>NSStringFormatValueTypeKey</key><string>d</string>\
      <key>one</key><string>%d ficheiro</string><key>other</key><string>%d ficheiros</string>\
      </dict></dict></dict></plist>
      """
    let bundle = try LocalizationBundle(files: ["pt.lproj/Localizable.stringsdict": Array(plist.utf8)])
    let portugal = bundle.localizer(acceptLanguage: "pt-PT")
    #expect(portugal.localization == "pt" && portugal.pluralLocaleIdentifier == "pt_PT")
    #expect(try portugal.format("%d file(s)", 0) == "0 ficheiros")
    let brazil = bundle.localizer(languages: ["pt-BR"])
    #expect(try brazil.format("%d file(s)", 0) == "0 ficheiro")
  }

  @Test(
    "a request whose region implies another script, served by that script's folder, writes the script locale's numbers",
    arguments: [
      ("pa-PK", "pa-Arab", "pa_Arab_PK"), ("uz-AF", "uz-Arab", "uz_Arab_AF"),
      ("zh-TW", "zh-Hant", "zh_Hant_TW"),
      ("zh-HK", "zh-Hant", "zh_Hant_HK"),
    ])
  func scriptFromRegion(header: String, folder: String, scripted: String) throws {
    let localizer = try Self.bundle([folder, "en"]).localizer(acceptLanguage: header)
    #expect(localizer.localization == folder)
    let expected = LocalizedNumberFormat(locale: try #require(CLDRLocale(scripted)))
    #expect(try localizer.format("n %d", 1_234_567) == expected.format(1_234_567), "\(header)")
    #expect(localizer.numberFormatLocaleIdentifier == expected.locale, "\(header)")
    #expect(
      localizer.pluralLocaleIdentifier == PluralRules(locale: try #require(CLDRLocale(scripted))).locale,
      "\(header)")
  }

  @Test(
    "10,000 requests of random invented scripts served by en keep at most the bound of resolutions, and en's numbers"
  )
  func inventedScriptsAreBounded() throws {
    var generator = TestSeed.generator("LanguageTests.inventedScripts")
    let bundle = try Self.bundle(["en", "de"])
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for _ in 0..<10_000 {
      let script = "Z" + String((0..<3).map { _ in letters.randomElement(using: &generator)! })
      let localizer = bundle.localizer(acceptLanguage: "en-\(script)")
      #expect(localizer.localization == "en", "en-\(script)\(TestSeed.note)")
      #expect(try localizer.format("n %d", 1_234_567) == "1,234,567", "en-\(script)\(TestSeed.note)")
    }
    // An invented script is no localization's: en's own formatting serves them all, one resolution.
    #expect(bundle.contents.rememberedResolutions <= 2, "\(bundle.contents.rememberedResolutions)")
  }

  @Test("more distinct search orders than the bound keep at most the bound of resolutions")
  func resolutionsAreBounded() throws {
    let locales = NumberTables.localeKeys.map { CLDRLocale(key: TableFormat.LocaleKey(rawValue: $0)) }
      .filter { !$0.isRoot }.map(\.identifier)
    let bundle = try Self.bundle(locales)
    var most = 0
    for locale in locales {
      #expect(
        bundle.localizer(acceptLanguage: locale.replacingOccurrences(of: "_", with: "-")).localization != nil)
      most = max(most, bundle.contents.rememberedResolutions)
    }
    #expect(locales.count > BundleContents.maximumNegotiations)
    #expect(most == BundleContents.maximumNegotiations, "\(most) of \(locales.count) orders")
  }

  @Test("a request served by another language (a fallback) keeps that language's rules and numbers")
  func otherLanguageKeepsItsOwn() throws {
    let localizer = try Self.bundle(["de", "en"]).localizer(acceptLanguage: "ar-EG")
    #expect(localizer.localization == "en")
    #expect(try localizer.format("n %d", 1_234_567) == "1,234,567")
    #expect(localizer.pluralLocaleIdentifier == "en")
  }

  @Test("-u-nu- is read from the u extension only, in any case; other keys and extensions are not it")
  func numberingSystemKeyword() {
    #expect(Language.numberingSystem(in: "ar-u-nu-arab") == "arab")
    #expect(Language.numberingSystem(in: "AR_EG_U_CA_ISLAMIC_NU_LATN") == "latn")
    #expect(Language.numberingSystem(in: "ar-u-ca-islamic") == nil)
    #expect(Language.numberingSystem(in: "ar-x-nu-arab") == nil)
    #expect(Language.numberingSystem(in: "ar-u-ca-gregory-x-nu-arab") == nil)
    #expect(Language.numberingSystem(in: "u-nu-arab") == nil)
    // A `u` inside private use (after `x`) is not an extension.
    #expect(Language.numberingSystem(in: "ar-EG-x-u-nu-latn") == nil)
    #expect(Language.numberingSystem(in: "ar-u-nu-arab-x-u-nu-latn") == "arab")
    #expect(Language.numberingSystem(in: "ar-u-nu-ar@b") == nil)
    #expect(Language("ar-u-nu-arab")?.description == "ar-u-nu-arab")
  }

  @Test("every numbering system a -u-nu- keyword may name has CLDR's digits")
  func systemDigits() throws {
    for name in LocalizedNumberFormat.numberingSystems {
      #expect(LocalizedNumberFormat.digits(ofSystem: name) == (try Self.digits(name)), "\(name)")
    }
    // Every set of digits the tables hold has a name.
    #expect(
      Set(NumberTables.digits)
        == Set(LocalizedNumberFormat.numberingSystems.compactMap(LocalizedNumberFormat.digits)))
  }

  static func digits(_ system: String) throws -> String {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: json + "/cldr-core/supplemental/numberingSystems.json"))
    let systems = try #require(
      ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["supplemental"] as? [String: Any])?[
        "numberingSystems"] as? [String: [String: String]])
    return try #require(systems[system]?["_digits"])
  }

  @Test(
    "random (request, folder) pairs of the number tables' locales: the served folder of the request's language writes the request's numbers and rules"
  )
  func randomPairs() throws {
    var generator = TestSeed.generator("LanguageTests.randomPairs")
    let locales = NumberTables.localeKeys.map { CLDRLocale(key: TableFormat.LocaleKey(rawValue: $0)) }
      .filter { !$0.isRoot }
    let regional = locales.filter { $0.region != nil }
    var servedByOwnLanguage = 0
    let rounds = 300
    for _ in 0..<rounds {
      let request = regional.randomElement(using: &generator)!
      let relatives = locales.filter { $0.languageCode == request.languageCode && $0 != request }
      let folder = (relatives + [request.languageOnly]).randomElement(using: &generator)!
      let names = folder.languageCode == "en" ? [folder.identifier] : [folder.identifier, "en"]
      let localizer = try Self.bundle(names).localizer(languages: [request.languageTag])
      let context = "\(request.languageTag) with \(names)\(TestSeed.note)"
      let text = try localizer.format("n %d", 1_234_567)
      if localizer.localization == folder.identifier,
        LanguageTag(folder)!.maximized.script == LanguageTag(request)!.maximized.script
      {
        servedByOwnLanguage += 1
        #expect(text == LocalizedNumberFormat(locale: request).format(1_234_567), "\(context)")
        #expect(localizer.pluralLocaleIdentifier == PluralRules(locale: request).locale, "\(context)")
        #expect(
          localizer.numberFormatLocaleIdentifier == LocalizedNumberFormat(locale: request).locale,
          "\(context)")
      } else {
        let localization = try #require(localizer.localization, "\(context)")
        let served = try #require(CLDRLocale(localization), "\(context)")
        #expect(text == LocalizedNumberFormat(locale: served).format(1_234_567), "\(context)")
      }
    }
    #expect(servedByOwnLanguage > rounds / 2, "\(servedByOwnLanguage) of \(rounds)")
  }

  @Test("UserLanguages and LanguageTag read a glibc script modifier alike (one table)")
  func modifiersAgree() {
    for (modifier, script) in LanguageTag.modifierScripts {
      for name in ["sr", "uz_UZ", "ks_IN", "sd", "en_GB.UTF-8"].map({ "\($0)@\(modifier.uppercased())" }) {
        let posix = UserLanguages.tag(posixLocale: name)
        #expect(posix.flatMap { LanguageTag($0) } == LanguageTag(name), "\(name)")
        #expect(LanguageTag(name)?.script == script, "\(name)")
      }
    }
  }

  @Test("localizer(languages:) of a Language is that of the same text, read once")
  func typedRequests() throws {
    let bundle = try Self.bundle(["ar", "de", "en"])
    for text in ["ar-EG", "ar-u-nu-arab", "de-CH", "fr", "pl_PL"] {
      let typed = bundle.localizer(languages: [try #require(Language(text))])
      let read = bundle.localizer(languages: [text])
      #expect(typed.searchOrder == read.searchOrder && typed.language == read.language, "\(text)")
      #expect(try typed.format("n %d", 1_234_567) == read.format("n %d", 1_234_567), "\(text)")
      #expect(typed.numberFormat == read.numberFormat && typed.pluralRules == read.pluralRules, "\(text)")
    }
    let options = FormatOptions(try #require(Language("ar-u-nu-arab")))
    #expect(options.numberFormat?.digits.first == "٠" && options.pluralRules?.locale == "ar")
  }
}

import Localization
import Foundation
import PluralsFoundation
import Testing

/// The examples of the module's documentation ("Coming from Foundation" and
/// the symbols' own), run on the resources they describe.
@Suite("PluralsFoundation's documentation examples")
struct DocumentationExampleTests {
  /// The article's resources: the standard ones and a `Localizable.strings` with `Shelves`.
  static func resources() throws -> TemporaryResources {
    var files = TemporaryResources.standard
    files["en.lproj/Localizable.strings"] = "\"Shelves\" = \"Shelves\";\n"
    files["pl.lproj/Localizable.strings"] = "\"Shelves\" = \"Półki\";\n"
    return try TemporaryResources(files)
  }

  @Test("NSLocalizedString and String.localizedStringWithFormat")
  func localizedString() throws {
    let resources = try Self.resources()
    let bundle = try LocalizationBundle(bundle: try #require(Bundle(url: resources.url)))
    let english = bundle.localizer(languages: ["en-US"])
    #expect(english.localizedString(forKey: "Shelves") == "Shelves")
    let polish = bundle.localizer(languages: Language(Locale(identifier: "pl_PL")).map { [$0] } ?? [])
    #expect(polish.localizedString(forKey: "Shelves") == "Półki")
    #expect(try polish.format("%d files", 5) == "5 plików")
    #expect(try polish.format("%d files", 22) == "22 pliki")
    #expect(polish.string("%d files", 2) == "2 pliki")
    #expect(throws: FormatError.self) { try polish.format("%d files", "five") }
  }

  @Test("String(localized:) with its key written out")
  func stringLocalized() throws {
    let resources = try Self.resources()
    let bundle = try LocalizationBundle(url: resources.url)
    let count = 1
    #expect(try bundle.localizer(languages: ["en"]).format("%lld items", count, table: "Shop") == "1 item")
    let russian = bundle.localizer(languages: Language(Locale(identifier: "ru_RU")).map { [$0] } ?? [])
    #expect(try russian.format("%lld items", 3, table: "Shop") == "3 предмета")
  }

  @Test("Bundle.localizedString(forKey:value:table:)")
  func bundleLocalizedString() throws {
    let resources = try Self.resources()
    let bundle = try LocalizationBundle(url: resources.url)
    let localizer = bundle.localizer(languages: ["en"])
    #expect(localizer.localizedString(forKey: "Shelves", value: "Shelves", table: nil) == "Shelves")
    #expect(bundle.localizer(languages: [Language("pl")!]).localizedString(forKey: "Shelves") == "Półki")
    #expect(localizer.localizedString(forKey: "Aisles", value: "Rows") == "Rows")
    #expect(localizer.localizedString(forKey: "Aisles", value: "") == "Aisles")
    #expect(bundle.preferredLocalizations(for: ["pl-PL"]).first == "pl")
  }

  @Test("the symbols' examples")
  func symbolExamples() throws {
    let resources = try Self.resources()
    let table = try StringTable(
      contentsOf: resources.url.appendingPathComponent("pl.lproj/Localizable.stringsdict"))
    #expect(try table.format("%d files", 5) == "5 plików")
    #expect(try table.format("%d files", 22) == "22 pliki")
    let catalog = try StringCatalog(contentsOf: resources.url.appendingPathComponent("Shop.xcstrings"))
    #expect(try catalog.format("%lld items", 3, language: "ru") == "3 предмета")
    let bundle = try LocalizationBundle(url: resources.url)
    let serbian = bundle.localizer(
      languages: Language(Locale(identifier: "sr_Latn_RS@calendar=gregorian")).map { [$0] } ?? [])
    #expect(serbian.language == "sr-Latn")
    #expect(try serbian.format("%d files", 3) == "3 fajla")
    let rules = PluralRules(locale: Locale(identifier: "sr_Latn_RS@calendar=gregorian"))
    #expect(rules.category(for: 3) == .few && rules.category(for: 5) == .other)
    #expect(PluralRules(locale: Locale(identifier: "en_US"), type: .ordinal).category(for: 2) == .two)
    let german = LocalizedNumberFormat(locale: Locale(identifier: "de_DE@calendar=gregorian"))
    #expect(german.format(1_234_567) == "1.234.567")
    #expect(
      try formatPlain("%d|%.2f|%@", 1234, 3.14159, "ok", locale: Locale(identifier: "de_DE"))
        == "1234|3.14|ok")
  }
}

import Localization
import Foundation
import PluralsFoundation
import SourceFiles
import Testing

@Suite("Tables, catalogs and bundles from file URLs and Foundation bundles")
struct URLTests {
  @Test("StringTable(contentsOf: URL) reads the file, in its .lproj folder's language")
  func table() throws {
    let resources = try TemporaryResources()
    let url = resources.url.appendingPathComponent("pl.lproj/Localizable.stringsdict")
    #expect(url.absoluteString.contains("%20"))  // the URL is encoded, the path is not
    let table = try StringTable(contentsOf: url)
    #expect(table.path == resources.path + "/pl.lproj/Localizable.stringsdict")
    #expect(table.language == "pl")
    #expect(try table.format("%d files", 5) == "5 plików")
    #expect(try table.format("%d files", 22) == "22 pliki")
    #expect(try StringTable(contentsOf: url, language: Language("en")!).format("%d files", 5) == "5 pliku")
  }

  @Test("StringCatalog(contentsOf: URL) reads every language of the catalog")
  func catalog() throws {
    let resources = try TemporaryResources()
    let catalog = try StringCatalog(contentsOf: resources.url.appendingPathComponent("Shop.xcstrings"))
    #expect(catalog.path == resources.path + "/Shop.xcstrings")
    #expect(catalog.languages == ["en", "ru"])
    #expect(try catalog.format("%lld items", 3, language: "ru") == "3 предмета")
    #expect(try catalog.format("%lld items", 5, language: "ru-RU") == "5 предметов")
  }

  @Test("errors in a file read through a URL keep its path, line and column")
  func errorLocations() throws {
    let resources = try TemporaryResources([
      "pl.lproj/Broken.stringsdict": "<plist version=\"1.0\">\n<dict>\n  <key>a</key>\n  <string>x</dict>\n",
      "Broken.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { ]\n}\n",
    ])
    let table = resources.url.appendingPathComponent("pl.lproj/Broken.stringsdict")
    let tableError = try #require(throws: SourceError.self) { try StringTable(contentsOf: table) }
    #expect(tableError.location.file == resources.path + "/pl.lproj/Broken.stringsdict")
    #expect(tableError.location.line == 4)
    #expect(tableError.description.hasPrefix(resources.path + "/pl.lproj/Broken.stringsdict:4:"))

    let catalog = resources.url.appendingPathComponent("Broken.xcstrings")
    let catalogError = try #require(throws: SourceError.self) { try StringCatalog(contentsOf: catalog) }
    #expect(catalogError.location.file == resources.path + "/Broken.xcstrings")
    #expect(catalogError.location.line == 3)

    let missing = resources.url.appendingPathComponent("en.lproj/Missing.strings")
    let missingError = try #require(throws: SourceError.self) { try StringTable(contentsOf: missing) }
    #expect(missingError.location.file == resources.path + "/en.lproj/Missing.strings")
  }

  @Test(
    "a URL that is not a file URL is refused, at the URL, before anything is read",
    arguments: [
      "https://example.com/pl.lproj/Localizable.stringsdict",
      "data:text/plain,hello",
      "ftp://example.com/Resources",
    ])
  func nonFileURLs(text: String) throws {
    let url = try #require(URL(string: text))
    let errors = [
      try #require(throws: SourceError.self) { try StringTable(contentsOf: url) },
      try #require(throws: SourceError.self) { try StringCatalog(contentsOf: url) },
      try #require(throws: SourceError.self) { try LocalizationBundle(url: url) },
    ]
    for error in errors {
      #expect(error.location == SourceLocation(file: text, line: 1, column: 1))
      #expect(error.kind == .unsupportedFile)
      #expect(error.description.hasPrefix("\(text):1:1: "))
    }
  }

  @Test("LocalizationBundle(url:) opens the directory as LocalizationBundle(path:) does")
  func bundleFromURL() throws {
    let resources = try TemporaryResources()
    let bundle = try LocalizationBundle(url: resources.url)
    #expect(bundle.path == resources.path)
    #expect(bundle.localizations == ["en", "pl", "ru", "sr-Latn", "zh-Hant"])
    #expect(bundle.localizations == (try LocalizationBundle(path: resources.path)).localizations)
    #expect(try bundle.localizer(languages: ["pl"]).format("%d files", 5) == "5 plików")
    #expect(throws: SourceError.self) {
      try LocalizationBundle(url: resources.url.appendingPathComponent("Absent", isDirectory: true))
    }
  }

  @Test("LocalizationBundle(bundle:) reads a Foundation bundle's resource directory")
  func bundleFromFoundationBundle() throws {
    let resources = try TemporaryResources()
    let foundation = try #require(Bundle(url: resources.url))
    let bundle = try LocalizationBundle(bundle: foundation)
    #expect(bundle.localizations == ["en", "pl", "ru", "sr-Latn", "zh-Hant"])
    #expect(bundle.developmentLanguage == "en")
    #expect(
      try bundle.localizer(languages: Language(Locale(identifier: "pl_PL")).map { [$0] } ?? []).format(
        "%d files", 2) == "2 pliki")
    // The development language serves a language the bundle lacks.
    let polish = try LocalizationBundle(bundle: foundation, developmentLanguage: "pl")
    #expect(polish.developmentLanguage == "pl")
    #expect(polish.localizer(languages: Language(Locale(identifier: "")).map { [$0] } ?? []).language == "pl")
  }

  @Test("LocalizationBundle(bundle:) takes CFBundleDevelopmentRegion of the bundle's Info.plist")
  func developmentRegion() throws {
    var files = TemporaryResources.standard
    files["Info.plist"] = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>CFBundleDevelopmentRegion</key><string>pl</string>
        <key>CFBundleIdentifier</key><string>org.example.resources</string>
      </dict></plist>

      """
    let resources = try TemporaryResources(files)
    let bundle = try LocalizationBundle(bundle: try #require(Bundle(url: resources.url)))
    #expect(bundle.developmentLanguage == "pl")
    #expect(
      try bundle.localizer(languages: Language(Locale(identifier: "de_DE")).map { [$0] } ?? []).format(
        "%d files", 5) == "5 plików")
  }

  @Test(
    "LocalizationBundle(bundle:) takes CFBundleDevelopmentRegion from an Info.plist only Foundation finds")
  func developmentRegionOutsideResources() throws {
    // A bundle in the Contents/ layout: its Info.plist is beside Resources/, not in it, so only
    // Foundation's infoDictionary says the development language (`init(url:)` sees no Info.plist).
    var files: [String: String] = [:]
    for (path, text) in TemporaryResources.standard {
      files["Shelf.bundle/Contents/Resources/" + path] = text
    }
    files["Shelf.bundle/Contents/Info.plist"] = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>CFBundleDevelopmentRegion</key><string>pl</string>
        <key>CFBundleIdentifier</key><string>org.example.shelf</string>
      </dict></plist>

      """
    let resources = try TemporaryResources(files)
    let foundation = try #require(Bundle(url: resources.url.appendingPathComponent("Shelf.bundle")))
    let resourceURL = try #require(foundation.resourceURL)
    #expect(resourceURL.lastPathComponent == "Resources", "\(resourceURL)")
    #expect(
      try LocalizationBundle(url: resourceURL).developmentLanguage == "en", "the folder alone says nothing")
    let bundle = try LocalizationBundle(bundle: foundation)
    #expect(bundle.developmentLanguage == "pl")
    #expect(
      try bundle.localizer(languages: Language(Locale(identifier: "de_DE")).map { [$0] } ?? []).format(
        "%d files", 5) == "5 plików")
  }

  @Test(
    "a localizer for Language(Locale) negotiates the Locale's language, script and region",
    arguments: [
      ("sr_Latn_RS@calendar=gregorian", "sr-Latn", 3, "3 fajla"),
      ("zh-Hant-TW", "zh-Hant", 3, "3 個檔案"),
      ("zh_TW", "zh-Hant", 3, "3 個檔案"),  // Traditional Chinese by CLDR's likely subtags
      ("en_US_POSIX", "en", 1, "1 file"),
      ("pl_PL@calendar=gregorian", "pl", 22, "22 pliki"),
      ("ru_RU", "en", 5, "5 files"),  // Russian is only in a catalog of another table
      ("de_DE", "en", 5, "5 files"),  // not in the bundle: the development language
      ("", "en", 1, "1 file"),  // root: the development language
    ])
  func localizerForLocale(identifier: String, language: String, number: Int, expected: String) throws {
    let resources = try TemporaryResources()
    let bundle = try LocalizationBundle(url: resources.url)
    let localizer = bundle.localizer(languages: Language(Locale(identifier: identifier)).map { [$0] } ?? [])
    #expect(localizer.language == language)
    #expect(try localizer.format("%d files", number) == expected)
  }

  @Test(
    "Locale.preferredLanguages' BCP 47 tags are taken as they are",
    arguments: [
      (["pl-PL", "en-US"], "pl"),
      (["zh-Hant-TW", "en"], "zh-Hant"),
      (["sr-Latn-RS"], "sr-Latn"),
      (["de-DE", "en-GB"], "en"),
      (["es-419", "pl"], "pl"),  // a language the bundle lacks is skipped
      (["fr-FR"], "en"),
      ([], "en"),
    ] as [([String], String)])
  func preferredLanguages(languages: [String], expected: String) throws {
    let resources = try TemporaryResources()
    let bundle = try LocalizationBundle(url: resources.url)
    #expect(bundle.localizer(languages: languages).language == expected)
  }

  @Test("this process's Locale.preferredLanguages negotiate to one of the bundle's languages")
  func processPreferredLanguages() throws {
    let resources = try TemporaryResources()
    let bundle = try LocalizationBundle(url: resources.url)
    let localizer = bundle.localizer(languages: Locale.preferredLanguages)
    #expect(["en", "pl", "ru", "sr-Latn", "zh-Hant"].contains(localizer.language))
    let current = bundle.localizer(languages: Language(Locale.current).map { [$0] } ?? [])
    #expect(["en", "pl", "ru", "sr-Latn", "zh-Hant"].contains(current.language))
  }
}

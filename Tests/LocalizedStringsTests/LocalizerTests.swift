import Foundation
@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing

/// A bundle like a server app ships: .lproj folders and a catalog.
func serverFixture() throws -> BundleFixture {
  let files = entry(
    "%d file(s)", format: "%#@files@",
    variable("files", [("one", "%d file"), ("other", "%d files")]))
  let polish = entry(
    "%d file(s)", format: "%#@files@",
    variable(
      "files", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]))
  let arabic = entry(
    "%d file(s)", format: "%#@files@",
    variable(
      "files",
      [
        ("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"), ("many", "%d ملفًا"),
        ("other", "%d ملف"),
      ]))
  let catalog = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Welcome": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
        "fr": {"stringUnit": {"state": "translated", "value": "Bienvenue"}},
        "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}}}},
      "%lld new messages": {"localizations": {
        "en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld new message"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld new messages"}}}}},
        "fr": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld nouveau message"}},
          "many": {"stringUnit": {"state": "translated", "value": "%lld de nouveaux messages"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld nouveaux messages"}}}}}}},
      "Cancel": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Cancel (catalog)"}}}}}}
    """#
  return try BundleFixture([
    "en.lproj/Localizable.stringsdict": plist(files),
    "en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"Only here\" = \"Only in en.lproj\";\n",
    "pl.lproj/Localizable.stringsdict": plist(polish),
    "pl.lproj/Localizable.strings": "\"Cancel\" = \"Anuluj\";\n",
    "pt_BR.lproj/Localizable.strings": "\"Cancel\" = \"Cancelar\";\n",
    "ar.lproj/Localizable.stringsdict": plist(arabic),
    "Localizable.xcstrings": catalog,
  ])
}

@Suite("Localizer: negotiate once per request")
struct LocalizerTests {
  @Test(
    "what a header negotiates",
    arguments: [
      ("pl-PL,pl;q=0.9,en;q=0.5", "pl", "pl", "pl"),
      ("fr-CA", "fr", "fr", "fr"),
      ("de-DE,de;q=0.9,pl;q=0.5", "de", "de", "de"),
      ("pt-BR", "pt_BR", "pt-BR", "pt"),
      ("ja, *;q=0.5", "en", "en", "en"),
      ("ja", "en", "en", "en"),
      ("", "en", "en", "en"),
      ("pl;q=0, fr;q=0.3", "fr", "fr", "fr"),
      (";;;,,,q=", "en", "en", "en"),
    ] as [(String, String, String, String)])
  func negotiation(_ header: String, _ localization: String, _ language: String, _ plural: String) throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let localizer = try LocalizationBundle(path: fixture.path).localizer(acceptLanguage: header)
    #expect(localizer.localization == localization)
    #expect(localizer.language == language)
    #expect(localizer.pluralLocaleIdentifier == plural)
  }

  @Test("formats and looks up in the served localization; numbers follow it unless plain")
  func formatting() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let polish = bundle.localizer(acceptLanguage: "pl-PL")
    #expect(try polish.format("%d file(s)", 5) == "5 plików")
    #expect(try polish.format("%d file(s)", 22) == "22 pliki")
    #expect(polish.localizedString(forKey: "Cancel") == "Anuluj")
    // Polish numbers: grouping from five digits.
    #expect(try polish.format("%d file(s)", 12345) == "12\u{A0}345 plików")
    #expect(
      try bundle.localizer(acceptLanguage: "pl", numbers: .plain).format("%d file(s)", 12345)
        == "12345 plików")
    // Numbers follow the request in the served language (ar-EG served by ar: Egypt's
    // Arabic-Indic digits; ar alone writes Latin digits, its default since CLDR 48).
    let arabic = bundle.localizer(acceptLanguage: "ar-EG")
    #expect(try arabic.format("%d file(s)", 12) == "١٢ ملفًا")
    #expect(arabic.numberFormatLocaleIdentifier == "ar_EG" && arabic.language == "ar")
    #expect(try bundle.localizer(acceptLanguage: "ar").format("%d file(s)", 12) == "12 ملفًا")
    #expect(try bundle.localizer(acceptLanguage: "ar", numbers: .plain).format("%d file(s)", 12) == "12 ملفًا")
    // A key no source has is its own format.
    #expect(try polish.format("%@ is missing", "Key") == "Key is missing")
    #expect(polish.string("%d file(s)", "oops") == "%#@files@")
  }

  @Test("catalogs in a bundle: matched like folders, first for their keys, then the .lproj files")
  func catalogs() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.localizations == ["ar", "de", "en", "fr", "pl", "pt_BR"])
    let french = bundle.localizer(acceptLanguage: "fr-CA")
    #expect(french.localizedString(forKey: "Welcome") == "Bienvenue")
    #expect(
      try french.format("%lld new messages", 1_000_000) == "1\u{A0}000\u{A0}000 de nouveaux messages")
    // Not in the catalog: the .lproj files, in their best localization (en here).
    #expect(try french.format("%d file(s)", 2) == "2 files")
    // For a key, the text in the better localization wins: pl.lproj's over the catalog's English…
    #expect(bundle.localizer(acceptLanguage: "pl").localizedString(forKey: "Cancel") == "Anuluj")
    // …and on a tie the catalog's (English both).
    #expect(bundle.localizer(acceptLanguage: "ja").localizedString(forKey: "Cancel") == "Cancel (catalog)")
    // pl.lproj's .strings lacks the key: en.lproj's text (the next of the search order)…
    #expect(bundle.localizer(acceptLanguage: "pl").localizedString(forKey: "Only here") == "Only in en.lproj")
    // …or the key, as Apple's per-file search gives it, with .returnKey.
    #expect(
      bundle.localizer(acceptLanguage: "pl", missingKeys: .returnKey).localizedString(forKey: "Only here")
        == "Only here")
    #expect(bundle.localizer(acceptLanguage: "ja").localizedString(forKey: "Only here") == "Only in en.lproj")
    let detailed = try bundle.localizer(acceptLanguage: "pl").formatDetailed("Welcome", arguments: [])
    #expect(detailed.text == "Welcome" && detailed.diagnostics.map(\.code) == [.languageFallback])
  }

  @Test("numbers are written in the language of the text: a catalog's fallback text, a missing key")
  func numbersFollowTheText() throws {
    let catalog = #"""
      {"sourceLanguage": "en", "strings": {
        "Weight %.1f kg": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Weighs %.1f kg"}}}},
        "Hello": {"localizations": {"pl": {"stringUnit": {"state": "translated", "value": "Cześć"}}}}}}
      """#
    let bundle = try LocalizationBundle(files: ["Localizable.xcstrings": Array(catalog.utf8)])
    let polish = bundle.localizer(acceptLanguage: "pl")
    #expect(polish.localizedString(forKey: "Hello") == "Cześć")
    #expect(try polish.format("Weight %.1f kg", 1234.5) == "Weighs 1,234.5 kg")
    #expect(try polish.format("%.1f kg is missing", 1234.5) == "1,234.5 kg is missing")
    #expect(
      try bundle.localizer(acceptLanguage: "pl", numbers: .plain).format("Weight %.1f kg", 1234.5)
        == "Weighs 1234.5 kg")
  }

  @Test("a negotiation is remembered per header, and shared by headers that negotiate alike")
  func caching() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let first = bundle.localizer(acceptLanguage: "pl-PL,pl;q=0.9")
    #expect(bundle.localizer(acceptLanguage: "pl-PL,pl;q=0.9").resolution === first.resolution)
    #expect(bundle.localizer(languages: ["pl"]).resolution === first.resolution)
    // Past the bound the memory starts anew and every answer stays right.
    var most = 0
    for index in 0..<(BundleContents.maximumNegotiations + 10) {
      #expect(bundle.localizer(acceptLanguage: "pl;q=0.\(index % 900 + 100), en;q=0.05").localization == "pl")
      most = max(most, bundle.contents.rememberedHeaders)
    }
    #expect(most == BundleContents.maximumNegotiations)
    #expect(bundle.contents.rememberedHeaders < BundleContents.maximumNegotiations)
  }

  @Test("a header is remembered by its first 4,096 bytes: longer values that share them are one key")
  func headerBound() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let start = "pl-PL," + String(repeating: "en;q=0.1,", count: AcceptLanguage.maximumLength / 9)
    for tail in ["de", "fr", "ru;q=0.5", String(repeating: "x", count: 10_000)] {
      #expect(bundle.localizer(acceptLanguage: start + tail).localization == "pl")
      #expect(bundle.negotiate(acceptLanguage: start + tail).localizer.localization == "pl")
    }
    #expect(bundle.contents.rememberedHeaders == 1)
  }

  /// An item the length limit cuts is dropped through a bundle as `AcceptLanguage` drops it:
  /// the bundle keeps the byte after the limit, which says whether the item ends there.
  @Test(
    "an Accept-Language item cut by the length limit is dropped through a bundle; one that ends at it is read",
    arguments: [("fil", "en"), ("fi", "fi"), ("fi,de", "fi"), ("fi;q=0.5,de", "en"), ("fi\u{E9}", "en")])
  func headerItemAtLimit(tail: String, expected: String) throws {
    let bundle = try LocalizationBundle(files: [
      "en.lproj/Localizable.strings": Array("\"Hello\" = \"Hello\";".utf8),
      "fi.lproj/Localizable.strings": Array("\"Hello\" = \"Hei\";".utf8),
      "de.lproj/Localizable.strings": Array("\"Hello\" = \"Hallo\";".utf8),
      "Info.plist": Array(plist("<key>CFBundleDevelopmentRegion</key><string>en</string>").utf8),
    ])
    // The first two letters of the tail are the limit's last two bytes (`é` is cut inside its
    // two UTF-8 bytes: the cut item is dropped all the same).
    let header = String(repeating: " ", count: AcceptLanguage.maximumLength - 2) + tail
    #expect(
      AcceptLanguage(header).languages == (expected == "fi" ? ["fi"] : []),
      "\(AcceptLanguage(header).languages)")
    #expect(bundle.localizer(acceptLanguage: header).localization == expected)
    #expect(bundle.negotiate(acceptLanguage: header).localizer.localization == expected)
  }

  @Test("table names a caller passes are remembered up to a bound")
  func tableNames() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let localizer = bundle.localizer(languages: ["pl"])
    var most = 0
    for index in 0..<(BundleContents.maximumRememberedFiles + 100) {
      // An unknown table gives the key back, every time.
      #expect(localizer.string("key\(index)", table: "Table\(index)") == "key\(index)")
      most = max(most, localizer.resolution.rememberedTables)
    }
    #expect(most == Resolution.maximumTables)
    #expect(bundle.contents.rememberedFiles <= BundleContents.maximumRememberedFiles)
  }

  @Test("a bundle from memory, and an update swapped in while requests hold the old one")
  func memoryAndReplace() throws {
    let before = try LocalizationBundle(files: [
      "de.lproj/Localizable.strings": Array("\"Hello\" = \"Hallo\";".utf8),
      "Info.plist": Array(plist("<key>CFBundleDevelopmentRegion</key><string>de</string>").utf8),
    ])
    #expect(before.developmentLanguage == "de" && before.path == nil)
    let old = before.localizer(acceptLanguage: "fr")
    #expect(old.localizedString(forKey: "Hello") == "Hallo")
    try before.replace(files: [
      "de.lproj/Localizable.strings": Array("\"Hello\" = \"Guten Tag\";".utf8),
      "fr.lproj/Localizable.strings": Array("\"Hello\" = \"Bonjour\";".utf8),
    ])
    #expect(before.localizer(acceptLanguage: "fr").localizedString(forKey: "Hello") == "Bonjour")
    #expect(old.localizedString(forKey: "Hello") == "Hallo")
    let broken = try LocalizationBundle(files: ["en.lproj/Localizable.strings": Array("\"a\" = ".utf8)])
    #expect(broken.localizer(languages: ["en"]).localizedString(forKey: "a") == "a")
    #expect(
      broken.loadErrors.map(\.description) == [
        "en.lproj/Localizable.strings:1:7: expected a string, found the end of the file"
      ])
  }

  /// An older state that reads a file late (its first lookup of that table comes after an
  /// update) does not become the last good version: a later update that breaks the file falls
  /// back to the newest version that parsed, not to the late reader's older one.
  @Test("a late read by an older state does not roll the last good version back")
  func lateReadKeepsNewest() throws {
    func files(_ other: String) -> [String: [UInt8]] {
      [
        "pl.lproj/Localizable.strings": Array("\"a\" = \"A\";".utf8),
        "pl.lproj/Other.strings": Array(other.utf8),
      ]
    }
    let bundle = try LocalizationBundle(files: files("\"k\" = \"v1\";"))
    let old = bundle.localizer(languages: [Language("pl")!])
    try bundle.replace(files: files("\"k\" = \"v2\";"))
    #expect(
      bundle.localizer(languages: [Language("pl")!]).localizedString(forKey: "k", table: "Other") == "v2")
    // The old state reads Other only now: its own version, v1.
    #expect(old.localizedString(forKey: "k", table: "Other") == "v1")
    try bundle.replace(files: files("\"k\" = "))
    #expect(
      bundle.localizer(languages: [Language("pl")!]).localizedString(forKey: "k", table: "Other") == "v2")
  }

  @Test("reload reads a directory again; failures keep the old state")
  func reload() throws {
    let fixture = try BundleFixture(["en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";"])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let old = bundle.localizer(languages: ["es"])
    #expect(old.localizedString(forKey: "Hello") == "Hello")
    try FileManager.default.createDirectory(
      atPath: fixture.path + "/es.lproj", withIntermediateDirectories: true)
    try "\"Hello\" = \"Hola\";".write(
      toFile: fixture.path + "/es.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    // Not listed until the bundle reloads.
    #expect(bundle.localizer(languages: ["es"]).localizedString(forKey: "Hello") == "Hello")
    try bundle.reload()
    #expect(bundle.localizer(languages: ["es"]).localizedString(forKey: "Hello") == "Hola")
    #expect(old.localizedString(forKey: "Hello") == "Hello")
    try FileManager.default.removeItem(atPath: fixture.path)
    #expect(throws: SourceError.self) { try bundle.reload() }
    #expect(bundle.localizer(languages: ["es"]).localizedString(forKey: "Hello") == "Hola")
  }

  @Test("formatting from many tasks while the bundle is replaced again and again")
  func concurrentReplace() async throws {
    let versions = (0..<4).map { version in
      [
        "en.lproj/Localizable.stringsdict": Array(
          plist(
            entry(
              "%d file(s)", format: "%#@files@",
              variable("files", [("one", "v\(version): %d file"), ("other", "v\(version): %d files")]))
          ).utf8)
      ]
    }
    let bundle = try LocalizationBundle(files: versions[0])
    let results = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for round in 1...200 { try? bundle.replace(files: versions[round % versions.count]) }
        return true
      }
      for index in 0..<400 {
        group.addTask {
          let localizer = bundle.localizer(acceptLanguage: index % 2 == 0 ? "en-US" : "de, en;q=0.5")
          let first = (try? localizer.format("%d file(s)", index)) ?? ""
          let second = (try? localizer.format("%d file(s)", index)) ?? ""
          // One localizer, one state: both texts from the same version.
          return first == second && first.hasPrefix("v")
            && first.hasSuffix("\(index) file\(index == 1 ? "" : "s")")
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 401 && results.allSatisfy { $0 })
  }
}

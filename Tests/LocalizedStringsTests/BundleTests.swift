import Foundation
@testable import LocalizedStrings
import Plurals
@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

/// A bundle directory written for one test and removed after it.
struct BundleFixture {
  let path = NSTemporaryDirectory() + "bundle-\(UUID().uuidString)"

  init(_ files: [String: String], binary: [String: Data] = [:]) throws {
    for (name, contents) in files {
      let file = path + "/" + name
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try contents.write(toFile: file, atomically: true, encoding: .utf8)
    }
    for (name, data) in binary {
      let file = path + "/" + name
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: file))
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

let filesEntry = entry(
  "%d file(s)", format: "%#@files@",
  variable(
    "files",
    [("one", "%d FILE-ONE"), ("few", "%d FILE-FEW"), ("many", "%d FILE-MANY"), ("other", "%d FILE-OTHER")]))

func standardFixture() throws -> BundleFixture {
  try BundleFixture([
    "en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"only-en\" = \"English only\";\n",
    "en.lproj/Localizable.stringsdict": plist(filesEntry),
    "fr.lproj/Localizable.strings": "\"Cancel\" = \"Annuler\";\n",
    "pt.lproj/Localizable.strings": "\"Cancel\" = \"Cancelar\";\n\"only-pt\" = \"Só em pt\";\n",
    "pt.lproj/Localizable.stringsdict": plist(filesEntry),
    "pt-BR.lproj/Localizable.strings": "\"Cancel\" = \"Cancelar (BR)\";\n",
    "zh-Hant.lproj/Localizable.strings": "\"Cancel\" = \"取消\";\n",
    "no.lproj/Localizable.strings": "\"Cancel\" = \"Avbryt\";\n",
    "Base.lproj/Localizable.strings": "\"Cancel\" = \"Base cancel\";\n\"only-base\" = \"Base only\";\n",
    "ru.lproj/Other.strings": "\"Cancel\" = \"Отмена\";\n",
    "ru.lproj/Localizable.stringsdict": plist(
      filesEntry + "<key>Cancel</key><string>Отменить (stringsdict)</string>"),
  ])
}

@Suite("Localization bundles")
struct BundleTests {
  @Test(
    "matching preferred languages to localizations",
    arguments: [
      (["pt-BR"], ["pt-BR", "Base", "pt", "en"]),
      // Base right after the best localization (CFBundle_Resources.c); pt-BR, another region, after pt.
      (["pt-PT"], ["pt", "Base", "pt-BR", "en"]),
      (["pt_AO"], ["pt", "Base", "pt-BR", "en"]),
      (["fr-CA"], ["fr", "Base", "en"]),
      (["de", "fr"], ["fr", "Base", "en"]),
      (["zh-Hant-HK"], ["zh-Hant", "Base", "en"]),
      (["zh-Hans"], ["en", "Base"]),
      (["nb"], ["no", "Base", "en"]),
      (["nn-NO"], ["no", "Base", "en"]),
      (["EN_us.UTF-8"], ["en", "Base"]),
      (["ja"], ["en", "Base"]),
      ([], ["en", "Base"]),
    ])
  func matching(_ languages: [String], _ expected: [String]) throws {
    let fixture = try standardFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.preferredLocalizations(for: languages) == expected)
  }

  @Test(
    "a language without region prefers the localization in its likely region over other regions",
    arguments: [
      // es → es-ES and en → en-US (CLDR's likely subtags), though es-419 and en-GB sort first.
      (["es"], "es-ES"), (["en"], "en-US"), (["es-MX"], "es-419"), (["en-AU"], "en-GB"),
    ])
  func likelyRegionFirst(_ languages: [String], _ first: String) throws {
    let fixture = try BundleFixture(
      Dictionary(
        uniqueKeysWithValues: ["es-419", "es-ES", "en-GB", "en-US"].map {
          ("\($0).lproj/Localizable.strings", "\"Cancel\" = \"\($0)\";\n")
        }))
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.preferredLocalizations(for: languages).first == first, "\(languages)")
  }

  @Test(
    "localizations related to a request: CLDR's parents first, then the language alone, its likely region, other regions",
    arguments: [
      // en-001 is en-AU's CLDR parent (rank by depth), before en-Latn (the language in the script).
      ("en-AU", ["en-Latn", "en-001", "en-GB"], ["en-001", "en-Latn", "en-GB"]),
      // en's likely region (US) before another region, though en-GB sorts first.
      ("en", ["en-GB", "en-US"], ["en-US", "en-GB"]),
      ("es", ["es-419", "es-ES"], ["es-ES", "es-419"]),
    ])
  func relatedRanking(_ request: String, _ names: [String], _ expected: [String]) throws {
    let tag = try #require(LanguageTag(request))
    #expect(LocalizationMatcher(names).related(to: tag).map(\.name) == expected)
  }

  @Test("lookup: per-key fallback, stringsdict wins, default value, then the key")
  func lookup() throws {
    let fixture = try standardFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.localizer(languages: ["pt-BR"]).localizedString(forKey: "Cancel") == "Cancelar (BR)")
    #expect(bundle.localizer(languages: ["zh-Hant-TW"]).localizedString(forKey: "Cancel") == "取消")
    // No language matches: the development language first, then Base (CFBundle_Resources.c).
    #expect(bundle.localizer(languages: ["ja"]).localizedString(forKey: "Cancel") == "Cancel")
    #expect(bundle.localizer(languages: ["ja"]).localizedString(forKey: "only-base") == "Base only")
    // pt-BR has a Localizable.strings without the key: the next localization's (pt), then Base's, then en's…
    #expect(bundle.localizer(languages: ["pt-BR"]).localizedString(forKey: "only-pt") == "Só em pt")
    #expect(
      bundle.localizer(languages: ["pt-BR"]).localizedString(forKey: "only-pt", value: "Default")
        == "Só em pt")
    #expect(bundle.localizer(languages: ["pt-BR"]).localizedString(forKey: "only-base") == "Base only")
    #expect(bundle.localizer(languages: ["fr"]).localizedString(forKey: "only-en") == "English only")
    // …unless the localizer returns the key, as Apple's bundles do (no per-key fallback to pt).
    let apple = bundle.localizer(languages: ["pt-BR"], missingKeys: .returnKey)
    #expect(apple.localizedString(forKey: "only-pt") == "only-pt")
    #expect(apple.localizedString(forKey: "only-pt", value: "Default") == "Default")
    #expect(apple.localizedString(forKey: "only-pt", value: "") == "only-pt")
    // …but the .stringsdict, absent from pt-BR, is found in pt, independently.
    #expect(
      try bundle.localizer(languages: ["pt-BR"], numbers: .plain).format("%d file(s)", 1) == "1 FILE-ONE")
    // On the same key the .stringsdict entry wins over the .strings one.
    #expect(bundle.localizer(languages: ["ru"]).localizedString(forKey: "Cancel") == "Отменить (stringsdict)")
    #expect(bundle.localizer(languages: ["ru"]).localizedString(forKey: "Cancel", table: "Other") == "Отмена")
    // Plural rules come from the localization the entry was found in.
    #expect(try bundle.localizer(languages: ["ru"], numbers: .plain).format("%d file(s)", 3) == "3 FILE-FEW")
    #expect(try bundle.localizer(languages: ["ru"], numbers: .plain).format("%d file(s)", 5) == "5 FILE-MANY")
    #expect(
      try bundle.localizer(languages: ["en"], numbers: .plain).format("%d file(s)", 5) == "5 FILE-OTHER")
    // A missing key is formatted as its own format.
    #expect(
      try bundle.localizer(languages: ["en"], numbers: .plain).format("%@ is missing", "Key")
        == "Key is missing")
  }

  @Test("the development language comes from Info.plist")
  func developmentRegion() throws {
    let fixture = try BundleFixture([
      "Info.plist": plist("<key>CFBundleDevelopmentRegion</key><string>fr</string>"),
      "fr.lproj/Localizable.strings": "\"a\" = \"b\";",
      "en.lproj/Localizable.strings": "\"a\" = \"c\";",
    ])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.developmentLanguage == "fr")
    #expect(bundle.preferredLocalizations(for: ["ja"]) == ["fr"])
    #expect(bundle.localizer(languages: ["ja"]).localizedString(forKey: "a") == "b")
  }

  @Test("binary property lists, as Xcode ships them")
  func binaryPlists() throws {
    let stringsdict = try PropertyListSerialization.propertyList(
      from: Data(plist(filesEntry).utf8), format: nil)
    let strings: [String: String] = ["Cancel": "Zrušit", "Quote \"x\"": "Citace „x“"]
    let fixture = try BundleFixture(
      [:],
      binary: [
        "cs.lproj/Localizable.stringsdict": try PropertyListSerialization.data(
          fromPropertyList: stringsdict, format: .binary, options: 0),
        "cs.lproj/Localizable.strings": try PropertyListSerialization.data(
          fromPropertyList: strings, format: .binary, options: 0),
      ])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(try bundle.localizer(languages: ["cs"], numbers: .plain).format("%d file(s)", 3) == "3 FILE-FEW")
    #expect(bundle.localizer(languages: ["cs"]).localizedString(forKey: "Cancel") == "Zrušit")
    #expect(bundle.localizer(languages: ["cs"]).localizedString(forKey: "Quote \"x\"") == "Citace „x“")
  }

  @Test("a broken file is reported, not fatal")
  func brokenFile() throws {
    let fixture = try BundleFixture(["en.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";"])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.localizer(languages: ["en"]).localizedString(forKey: "a") == "a")
    #expect(
      bundle.loadErrors.map(\.description) == [
        "\(fixture.path)/en.lproj/Localizable.strings:2:1: expected ';' after the entry for \"a\""
      ])
    #expect(throws: SourceError.self) { try LocalizationBundle(path: fixture.path + "/missing") }
  }

  @Test("concurrent lookups from many tasks")
  func concurrency() async throws {
    let fixture = try standardFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<200 {
        group.addTask {
          let language = ["ru", "pt-BR", "en", "fr-CA"][index % 4]
          let text =
            (try? bundle.localizer(languages: [language], numbers: .plain).format("%d file(s)", index)) ?? ""
          let cancel = bundle.localizer(languages: [language]).localizedString(forKey: "Cancel")
          return text.hasPrefix("\(index) FILE-") && !cancel.isEmpty
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 200 && results.allSatisfy { $0 })
  }
}

@testable import Localization
@testable import LocalizedStrings
import Plurals
import Testing
import TestSupport

/// The search order as Apple's bundles rank it: `ualoc_localizationsToUse`
/// (Apple's ICU, `icuSources/common/ualoc.cpp`; its header's table of
/// examples), called by `CFBundle_Locale.c`; `Base.lproj` and global
/// resources as `CFBundle_Resources.c`'s `_createQueryTableAtPath` reads them.
@Suite("Language matching as Apple ranks it")
struct AppleLanguageMatchingTests {
  /// An in-memory bundle with one `Localizable.strings` per folder, saying its folder.
  static func bundle(_ folders: [String], extra: [String: String] = [:]) throws -> LocalizationBundle {
    var files: [String: [UInt8]] = [:]
    for folder in folders {
      files["\(folder).lproj/Localizable.strings"] = Array("\"k\" = \"\(folder)\";".utf8)
    }
    for (path, text) in extra { files[path] = Array(text.utf8) }
    return try LocalizationBundle(files: files, developmentLanguage: "xx")
  }

  @Test(
    "the examples of ualoc.h: Apple's list is the start of the search order",
    arguments: [
      // English, lists 2–6 of the header.
      (["en-AU"], ["en", "en_AU", "en_GB"], ["en_AU", "en_GB", "en"]),
      (["en-CA"], ["en", "en_AU", "en_GB"], ["en"]),
      (["en-IN"], ["en", "en_AU", "en_GB"], ["en_GB", "en"]),
      (["en-FR"], ["en", "en_AU", "en_GB"], ["en_GB", "en"]),
      (["en-IL"], ["en", "en_AU", "en_GB", "en_CA"], ["en"]),
      (["en-IN"], ["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"], ["en_IN", "en_GB", "en"]),
      (["en-US"], ["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"], ["en_US", "en"]),
      (["en-AU"], ["en", "en_AU", "en_GB", "en_001"], ["en_AU", "en_GB", "en_001", "en"]),
      // The header's en-CA → en_001 predates CLDR 48, where en_CA's parent is en: not followed.
      (["en-GB"], ["en", "en_AU", "en_GB", "en_001"], ["en_GB", "en_001", "en"]),
      (["en-IL"], ["en", "en_AU", "en_GB", "en_001"], ["en_001", "en"]),
      (["en-150"], ["en", "en_AU", "en_GB", "en_001", "en_150"], ["en_150", "en_GB", "en_001", "en"]),
      (["en-FR"], ["en", "en_AU", "en_GB", "en_001", "en_150"], ["en_150", "en_GB", "en_001", "en"]),
      // Spanish.
      (["es-MX"], ["es", "es_MX"], ["es_MX", "es"]),
      (["es-AR"], ["es", "es_MX"], ["es"]),
      (["es-419"], ["es", "es_419"], ["es_419", "es"]),
      (["es-MX"], ["es", "es_419", "es_MX"], ["es_MX", "es_419", "es"]),
      (["es-ES"], ["es", "es_ES", "es_MX"], ["es_ES", "es"]),
      // Portuguese.
      (["pt-MO"], ["pt", "pt_PT"], ["pt_PT", "pt"]),
      (["pt-BR"], ["pt", "pt_BR", "pt_PT"], ["pt_BR", "pt"]),
      // Chinese.
      (["zh-Hant-HK"], ["zh_CN", "zh_TW", "zh_HK"], ["zh_HK", "zh_TW"]),
      (["zh-Hant-MO"], ["zh_CN", "zh_TW", "zh_HK", "zh_MO"], ["zh_MO", "zh_HK", "zh_TW"]),
      (["zh-Hant"], ["zh_CN", "zh_TW"], ["zh_TW"]),
      (["zh-TW"], ["zh_Hans", "zh_Hant", "zh_Hant_HK"], ["zh_Hant"]),
      (["zh-HK"], ["zh_Hans", "zh_Hant", "zh_Hant_HK"], ["zh_Hant_HK", "zh_Hant"]),
      // TN2418 and the issue: regional siblings before the bare language.
      (["en-IN"], ["en-GB", "en"], ["en-GB", "en"]),
      (["en-AU"], ["en-GB", "en"], ["en-GB", "en"]),
      // A backup: the language's default region, or a region whose parent is not named (en_GB, never en_AU).
      (["en"], ["en_AU", "en_GB"], ["en_GB"]),
      // No backup for en: CF's last backstop, the first localization.
      (["en"], ["en_AU", "fr"], ["en_AU"]),
    ] as [([String], [String], [String])])
  func header(_ languages: [String], _ folders: [String], _ apple: [String]) throws {
    let order = try Self.bundle(folders).preferredLocalizations(for: languages)
    #expect(Array(order.prefix(apple.count)) == apple, "\(languages) in \(folders): \(order)")
  }

  @Test("an earlier language's backup beats a later language's match, unless Brazilian for pt-PT")
  func backups() throws {
    #expect(try Self.bundle(["de_AT", "fr"]).preferredLocalizations(for: ["de", "fr"]).first == "de_AT")
    #expect(try Self.bundle(["en_GB", "fr"]).preferredLocalizations(for: ["en-US", "fr"]).first == "en_GB")
    #expect(try Self.bundle(["pt_BR", "en"]).preferredLocalizations(for: ["pt-PT", "en"]).first == "en")
    #expect(try Self.bundle(["pt_BR", "en"]).preferredLocalizations(for: ["pt-AO", "en"]).first == "pt_BR")
    // Backups of both languages: the earlier language's is kept.
    #expect(try Self.bundle(["de_AT", "fr_CA"]).preferredLocalizations(for: ["de", "fr"]).first == "de_AT")
    // A later match in another script does not beat the backup: Latin, not Cyrillic, for sr-Latn.
    #expect(
      try Self.bundle(["sr_Latn_RS", "sr", "en"]).preferredLocalizations(for: ["sr-Latn", "sr"]).first
        == "sr_Latn_RS")
  }

  @Test("Base.lproj is searched right after the best localization, as CFBundle_Resources.c reads it")
  func base() throws {
    let bundle = try Self.bundle(["en_GB", "en", "fr", "Base"])
    #expect(bundle.preferredLocalizations(for: ["en-IN"]) == ["en_GB", "Base", "en"])
    #expect(bundle.preferredLocalizations(for: ["fr-CA"]) == ["fr", "Base"])
    // No language matches: CF's backstops (the development language, none here; U.S. English's en).
    #expect(bundle.preferredLocalizations(for: ["ja"]) == ["en", "Base", "en_GB"])
    let english = try LocalizationBundle(
      files: [
        "Base.lproj/Localizable.strings": Array("\"k\" = \"Base\";".utf8),
        "en.lproj/Localizable.strings": Array("\"k\" = \"en\";".utf8),
      ])
    #expect(english.preferredLocalizations(for: ["ja"]) == ["en", "Base"])
    #expect(english.localizer(languages: [Language("ja")!]).localizedString(forKey: "k") == "en")
  }

  @Test("a global Localizable.strings (outside any folder) is read first, in the served language")
  func globalResources() throws {
    let bundle = try Self.bundle(
      ["fr", "pl"],
      extra: [
        "Localizable.strings": "\"k\" = \"global\";\n\"only-global\" = \"G\";\n",
        "Localizable.stringsdict": plist(filesEntry),
      ])
    #expect(bundle.localizer(languages: [Language("fr")!]).localizedString(forKey: "k") == "global")
    // Keys it lacks still come from the folders.
    #expect(bundle.localizer(languages: [Language("pl")!]).localizedString(forKey: "only-global") == "G")
    // Apple's per-file search reads the global file only.
    let apple = bundle.localizer(languages: ["fr"], missingKeys: .returnKey)
    #expect(apple.localizedString(forKey: "k") == "global")
    // The global .stringsdict formats with the served language's rules: Polish "few" for 3.
    let polish = bundle.localizer(languages: ["pl"], numbers: .plain)
    #expect(polish.localization == "pl")
    #expect(try polish.format("%d file(s)", 3) == "3 FILE-FEW")
    #expect(
      try bundle.localizer(languages: ["fr"], numbers: .plain).format("%d file(s)", 3) == "3 FILE-OTHER")
  }

  /// Apple's parents of the English locales the property test draws, written from `appleParentMap`
  /// and CLDR's `parentLocales` by hand.
  static let englishParents: [String: String] = [
    "en_GB": "en_001", "en_AU": "en_GB", "en_001": "en", "en_150": "en_GB", "en_IN": "en_GB",
    "en_US": "en", "en_CA": "en", "en_NZ": "en_AU", "en_FR": "en_150", "en_IE": "en_GB",
    "en_SG": "en_GB", "en_DE": "en_150", "en_ZA": "en_GB", "en_IL": "en_001",
  ]

  @Test("random English folder sets and requests: the nearest ancestor serves, then its ancestors")
  func randomEnglish() throws {
    let seed = TestSeed.seed("apple language matching", default: 0xA9_91E5)
    print("apple language matching: seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let pool = ["en", "en_GB", "en_AU", "en_001", "en_150", "en_IN", "en_US", "en_CA", "en_NZ", "en_FR"]
    let requests = pool + ["en_IE", "en_SG", "en_DE", "en_ZA", "en_IL"]
    var checked = 0
    for _ in 0..<300 {
      let folders = pool.filter { _ in Bool.random(using: &generator) }
      guard !folders.isEmpty else { continue }
      let request = requests.randomElement(using: &generator)!
      var chain = [request]
      while let parent = Self.englishParents[chain.last!] { chain.append(parent) }
      if chain.last != "en" { chain.append("en") }
      let present = chain.filter(folders.contains)
      let order = try Self.bundle(folders).preferredLocalizations(for: [request])
      guard !present.isEmpty else {
        // A backup is English too, never a region whose parent is named unless its parent's chain reaches it.
        #expect(order.allSatisfy { $0.hasPrefix("en") }, "seed \(seed): \(request) in \(folders): \(order)")
        continue
      }
      checked += 1
      #expect(
        Array(order.prefix(present.count)) == present, "seed \(seed): \(request) in \(folders): \(order)")
      // Every folder is searched once, and nothing else.
      #expect(Set(order) == Set(folders) && order.count == folders.count, "seed \(seed): \(order)")
    }
    #expect(checked > 100)
  }
}

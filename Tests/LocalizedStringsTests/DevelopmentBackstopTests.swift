@testable import Localization
@testable import LocalizedStrings
import Testing

/// CF's backstops when no requested language matches a bundle's
/// localizations, in their order: the development language, then U.S.
/// English, then the first localization; and, when a language matches, the
/// development language searched after its matches (a key the served
/// localization lacks comes from it), as `CFBundle_Locale.c` orders them.
@Suite("Language matching: the development language and CF's backstops, in order")
struct DevelopmentBackstopTests {
  /// An in-memory bundle: each folder's table says its folder for `k`; `only-<folder>` is in that folder alone.
  static func bundle(_ folders: [String], development: String) throws -> LocalizationBundle {
    var files: [String: [UInt8]] = [:]
    for folder in folders {
      files["\(folder).lproj/Localizable.strings"] = Array(
        "\"k\" = \"\(folder)\";\n\"only-\(folder)\" = \"from \(folder)\";\n".utf8)
    }
    return try LocalizationBundle(files: files, developmentLanguage: development)
  }

  /// Folders, the development language, a request that matches none, and who serves it.
  static let unmatched: [(folders: [String], development: String, served: String)] = [
    // The development language first, though U.S. English and an earlier folder exist.
    (["ar", "en", "fr"], "fr", "fr"),
    (["ar", "en_US", "pt"], "pt", "pt"),
    // No development folder: U.S. English, before the first localization.
    (["ar", "en", "fr"], "xx", "en"),
    (["ar", "en_US", "fr"], "de", "en_US"),
    // Neither: the first localization.
    (["ar", "fr"], "xx", "ar"),
  ]

  @Test(
    "no request matches: the development language, else U.S. English, else the first",
    arguments: unmatched.indices)
  func unmatchedRequest(index: Int) throws {
    let (folders, development, served) = Self.unmatched[index]
    let bundle = try Self.bundle(folders, development: development)
    #expect(bundle.preferredLocalizations(for: ["ja"]).first == served, "\(folders), \(development)")
    #expect(
      bundle.localizer(languages: ["ja", "ko"]).localizedString(forKey: "k") == served,
      "\(folders), \(development)")
  }

  @Test(
    "a request that matches: its match first, the development language next, U.S. English not searched",
    arguments: [(["de", "en", "fr"], "fr"), (["ar", "de_AT", "en_US", "it"], "it")])
  func matchedRequest(folders: [String], development: String) throws {
    let bundle = try Self.bundle(folders, development: development)
    let german = folders.first { $0.hasPrefix("de") }!
    #expect(bundle.preferredLocalizations(for: ["de"]) == [german, development])
    #expect(bundle.localizer(languages: ["de"]).localizedString(forKey: "k") == german)
    // A key the German folder lacks: the development language's text, never English's or the first folder's.
    #expect(
      bundle.localizer(languages: ["de"]).localizedString(forKey: "only-\(development)")
        == "from \(development)")
    let english = folders.first { $0.hasPrefix("en") }!
    #expect(
      bundle.localizer(languages: ["de"]).localizedString(forKey: "only-\(english)") != "from \(english)")
  }
}

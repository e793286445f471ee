import Localization
import LocalizedStrings
import Testing
import TestSupport

/// A bundle other than the app's follows the app's chosen localization (CFBundle_Locale.c,
/// `_CFBundleCopyPreferredLanguagesInList`), unless it shares none of the app's.
@Suite("A package bundle follows the app's language")
struct FollowingAppTests {
  /// A bundle with a `Cancel` entry in each of `languages`, its text the language's name.
  static func bundle(_ languages: [String], development: String = "en") throws -> LocalizationBundle {
    var files: [String: [UInt8]] = [:]
    for language in languages {
      files["\(language).lproj/Localizable.strings"] = Array("\"Cancel\" = \"\(language)\";\n".utf8)
    }
    return try LocalizationBundle(files: files, developmentLanguage: development)
  }

  @Test("an English-only app keeps a package with French in English for a French user")
  func followsApp() throws {
    let app = try Self.bundle(["en"])
    let package = try Self.bundle(["en", "fr"])
    let followed = package.localizer(followingApp: app, languages: ["fr-FR", "en"])
    #expect(followed.language == "en")
    #expect(followed.localizedString(forKey: "Cancel") == "en")
    // Mixed localizations (the plain method): the user's French.
    #expect(package.localizer(languages: ["fr-FR", "en"]).language == "fr")
  }

  @Test("languages read once, and the app's localizations as followingApp: the app's choice, else the user's")
  func languageValues() throws {
    let package = try Self.bundle(["en", "fr", "de"])
    let french = [try #require(Language("fr-FR")), try #require(Language("de"))]
    // The app serves English: the package follows it; without followingApp, the user's French.
    #expect(package.localizer(languages: french, followingApp: ["en"]).language == "en")
    #expect(package.localizer(languages: french, followingApp: nil).language == "fr")
    #expect(package.localizer(languages: french).language == "fr")
    // The app's localizations that are no language (Base) are skipped; one shared decides.
    #expect(package.localizer(languages: french, followingApp: ["Base", "de"]).language == "de")
    // None shared: the user's languages rank the package.
    #expect(package.localizer(languages: french, followingApp: ["ja", "Base"]).language == "fr")
    // An app bundle's own order, from its preferredLocalizations(for:).
    let app = try Self.bundle(["en", "de"])
    let appOrder = app.preferredLocalizations(for: french)
    #expect(appOrder.first == "de")
    #expect(package.localizer(languages: french, followingApp: appOrder).language == "de")
  }

  @Test("an app in the user's language takes the package there; Base is skipped")
  func appInUserLanguage() throws {
    let app = try Self.bundle(["en", "fr", "Base"])
    let package = try Self.bundle(["en", "fr", "de"])
    #expect(package.localizer(followingApp: app, languages: ["fr-CA", "de"]).language == "fr")
    #expect(package.localizer(followingApp: ["Base", "de", "en"], languages: ["fr"]).language == "de")
  }

  @Test("a package with none of the app's localizations is ranked by the user's languages")
  func noSharedLocalization() throws {
    let package = try Self.bundle(["de", "fr"], development: "de")
    #expect(package.localizer(followingApp: ["ja", "en"], languages: ["fr", "de"]).language == "fr")
  }

  @Test(
    "random apps and users: the package serves the app's best localization it has, else the user's choice")
  func randomProperty() throws {
    var random = TestSeed.generator("FollowingAppTests.randomProperty")
    let pool = ["en", "fr", "de", "ja", "pl", "es"]
    for _ in 0..<60 {
      let appLanguages = Array(pool.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
      let packageLanguages = Array(
        pool.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
      let user = Array(pool.shuffled(using: &random).prefix(3))
      let app = try Self.bundle(appLanguages, development: appLanguages[0])
      let package = try Self.bundle(packageLanguages, development: packageLanguages[0])
      let appOrder = app.preferredLocalizations(for: user)
      let expected =
        appOrder.first(where: packageLanguages.contains)
        ?? package.localizer(languages: user).language
      let served = package.localizer(followingApp: app, languages: user).language
      #expect(
        served == expected, "app \(appLanguages), package \(packageLanguages), user \(user)\(TestSeed.note)")
    }
  }
}

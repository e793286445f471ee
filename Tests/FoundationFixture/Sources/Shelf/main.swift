// Prints what swift-plurals' Foundation overlay reads from this target's own
// resources; Tests/FoundationFixtureTests checks every line.
import Foundation
import PluralsFoundation

do {
  // SwiftPM's resource bundle: .lproj folders (processed) and the catalog (copied).
  let bundle = try LocalizationBundle(bundle: .module)
  print("localizations: \(bundle.localizations.joined(separator: " "))")
  print("development: \(bundle.developmentLanguage)")
  print("load errors: \(bundle.loadErrors.count)")

  // One Foundation Locale per localizer: keywords, variants and root handled.
  for identifier in [
    "pl_PL", "sr_Latn_RS@calendar=gregorian", "en_US_POSIX", "en-GB", "zh-Hant-TW", "",
  ] {
    let localizer = bundle.localizer(languages: Language(Locale(identifier: identifier)).map { [$0] } ?? [])
    let counts = try [1, 2, 5, 22].map { try localizer.format("%d shelves", $0) }
    let title = localizer.localizedString(forKey: "Shelves")
    print("locale '\(identifier)' → \(localizer.language): \(title): \(counts.joined(separator: ", "))")
  }

  // The README's example ("Foundation interop"): a Locale, the user's languages (LANG, LANGUAGE on Linux).
  let polish = bundle.localizer(languages: [Language(Locale(identifier: "pl_PL"))!])
  print("polish: \(try polish.format("%d shelves", 5))")
  let user = bundle.localizer(languages: UserLanguages.current)
  print("preferred languages → \(user.language)")

  // Files of the bundle by URL.
  let url = Bundle.module.url(forResource: "Inventory", withExtension: "xcstrings")!
  let catalog = try StringCatalog(contentsOf: url)
  print(
    "catalog ru: \(try catalog.format("%lld items", 3, language: Language("ru")!)), "
      + "\(try catalog.format("%lld items", 5, language: Language("ru")!))")
  let resources = Bundle.module.resourceURL!
  let table = try StringTable(
    contentsOf: resources.appendingPathComponent("pl.lproj/Localizable.stringsdict"))
  print("table \(table.language): \(try table.format("%d shelves", 12))")

  // Plural rules and plain formatting for a Locale.
  let serbian = PluralRules(locale: Locale(identifier: "sr_Latn_RS@calendar=gregorian"))
  print("rules \(serbian.locale): \(serbian.category(for: 3)) \(serbian.category(for: 5))")
  print("plain: \(try formatPlain("%d|%.1f", 1234, 2.25, locale: Locale(identifier: "de_DE")))")

  // A URL that is not a file: a typed error at the URL, nothing downloaded.
  do {
    _ = try StringTable(contentsOf: URL(string: "https://example.com/pl.lproj/Localizable.stringsdict")!)
    print("error: a web URL was read")
  } catch {
    print("web URL: \(error)")
  }
} catch {
  print("error: \(error)")
  exit(1)
}

@testable import LocalizedStrings
import Testing

/// Two regional folders that are backups for a request at the same distance
/// (`de` with `de_AT` and `de_CH`, `en` with `en_CA` and `en_GB`): as in
/// `ualoc.cpp`, the first of them in the bundle's (sorted) list serves; a
/// later one of the same distance never displaces it.
@Suite("Language matching: two backups at the same distance")
struct EqualBackupTests {
  /// A request, two regional folders (in sorted order) that each serve it alone, and the other folders.
  static let cases: [(languages: [String], backups: [String], others: [String])] = [
    // `ar` sorts first: the last backstop (the first localization) would serve it, not a backup.
    (["de"], ["de_AT", "de_CH"], ["ar"]),
    (["de", "fr"], ["de_AT", "de_CH"], ["ar", "fr"]),
    (["en"], ["en_CA", "en_GB"], ["ar"]),
    (["en", "fr"], ["en_CA", "en_GB"], ["ar", "fr", "ja"]),
  ]

  @Test("each backup alone serves the request; with both, the first serves", arguments: cases.indices)
  func firstOfEqualBackups(index: Int) throws {
    let (languages, backups, others) = Self.cases[index]
    // Each is a backup for the request: alone (beside the others), it is served.
    for backup in backups {
      let bundle = try AppleLanguageMatchingTests.bundle([backup] + others)
      #expect(
        bundle.localizer(languages: languages).localizedString(forKey: "k") == backup, "\(backup) alone")
    }
    let bundle = try AppleLanguageMatchingTests.bundle(backups + others)
    #expect(bundle.localizations.filter(backups.contains) == backups)
    #expect(bundle.localizer(languages: languages).localizedString(forKey: "k") == backups[0], "\(languages)")
    #expect(bundle.preferredLocalizations(for: languages).first == backups[0], "\(languages)")
    #expect(bundle.localizer(languages: languages).localization == backups[0], "\(languages)")
  }
}

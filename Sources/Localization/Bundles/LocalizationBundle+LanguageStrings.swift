import LocalizedStrings
import SourceFiles

// The `String` spellings of the calls whose language is a ``Language``, kept
// for the package's own tests and tools until they pass values: not public.
// Each reads `language` as `Language.init(_:)` does and answers as the typed
// call does (`StringCatalog.localization(of:language:)` excepted: it matches
// the catalog's own spelling, as the linter and the accessor generator need).

extension LocalizationBundle {
  /// The localizations to search for `languages`, best first: the matches of
  /// the first language that has any, then `Base`, then the development
  /// language's best match. Reads each of `languages` as
  /// `Language.init(_:)` does (text that is no language is skipped).
  ///
  /// - Complexity: O(*l*) in the number of localizations, per language tried.
  package func preferredLocalizations(for languages: [String]) -> [String] {
    contents.order(for: languages)
  }

  /// A localizer for a list of preferred languages (BCP 47 or POSIX, best
  /// first): reads each as `Language.init(_:)` does (text that is
  /// no language is skipped), and answers as
  /// `localizer(languages:followingApp:numbers:missingKeys:)`, the list of texts being
  /// the negotiation's remembered key.
  ///
  /// - Parameters:
  ///   - languages: the preferred languages, best first.
  ///   - numbers: how numbers are written (localized by default).
  ///   - missingKeys: what a key the served localization lacks gives: the
  ///     next language's text (the default) or the key, as Apple's `Bundle`.
  /// - Complexity: a dictionary lookup when the same list was negotiated
  ///   before; else the matching and reading the default table's files.
  package func localizer(
    languages: [String], numbers: Localizer.NumberStyle = .localized,
    missingKeys: Localizer.MissingKeys = .fallBack
  ) -> Localizer {
    let contents = self.contents
    let resolution = contents.resolution(languages: languages)
    return Localizer(contents: contents, resolution: resolution, numbers: numbers, missingKeys: missingKeys)
  }
}

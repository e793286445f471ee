import LocalizedStrings
import Plurals
import SourceFiles
internal import InternalUtilities

/// An app's localizations — `<language>.lproj` folders of `.strings` and
/// `.stringsdict` files, and String Catalogs (`.xcstrings`) — from a
/// directory or from memory, used the way an app uses `Bundle` and
/// `String.localizedStringWithFormat`, on any platform.
///
/// ```swift
/// let bundle = try LocalizationBundle(path: "Resources")      // en.lproj, pl.lproj, Localizable.xcstrings …
/// let localizer = bundle.localizer(acceptLanguage: "pl-PL,pl;q=0.9,en;q=0.5")
/// localizer.language                                           // "pl": for Content-Language
/// try localizer.format("%d file(s) remaining", 5)              // "Pozostało 5 plików"
/// bundle.preferredLocalizations(for: ["pt-BR"])                // ["pt-BR", "pt", "Base", "en"]
/// ```
///
/// **Matching.** Requested languages meet the bundle's localizations (folder
/// names and catalog languages, in any spelling) by the rules of "Language
/// matching" in the article "Bundles, languages and servers": exact, CLDR
/// parents, the language in another region;
/// then `Base.lproj`, then the development language.
///
/// **Lookup.** A table (`Localizable` unless named) has up to three
/// sources: the catalog `<table>.xcstrings` in its best language (a key it
/// does not translate there takes its source language's text), and, as
/// Apple's bundles search, the `.stringsdict` and the `.strings` of the best
/// localization that has each file. For a key, the source whose text is in
/// the better localization wins; on a tie the catalog, then the
/// `.stringsdict`, then the `.strings`. A key the served localization lacks
/// is taken from the next localization of the search order that has it, in
/// any source, with that language's plural rules and numbers (unlike Apple's
/// `Bundle`, which returns the key: ``Localizer/MissingKeys/returnKey`` does
/// that). A key no source has is its own text.
///
/// **Sources and reload.** A directory is listed when opened; files are read
/// on first use and kept. ``reload()`` lists it again and forgets what was
/// read, and ``replace(files:)`` serves new bytes (an over-the-air update);
/// both swap the whole state at once, so a ``Localizer`` made before keeps
/// the tables it had, which stay valid as long as it is used.
///
/// **A file that does not parse** is listed in ``loadErrors`` and served as
/// the last version of it that parsed, from any earlier state of the bundle:
/// a reload that meets a file being rewritten in place (truncated, then
/// written) serves the version before, not another language. A file that
/// never parsed reads as absent; a deleted file (or folder, or catalog) is
/// gone, and nothing of it is kept; a file fixed since is read anew, and its
/// error is gone. A `.stringsdict`, `.xcstrings` or binary plist cut short
/// never parses, but a text `.strings` file cut after an entry is a valid,
/// shorter file: write those to a temporary name and rename them over the
/// old one, which readers see whole.
///
/// The type is safe to use from many threads at once.
public final class LocalizationBundle: Sendable {
  private let state: Locked<BundleContents>
  private let developmentLanguageDefault: String
  /// The last version of each file that parsed, across reloads and replacements.
  private let lastGood = LastGoodFiles()

  /// Opens a directory: lists its `.lproj` folders and catalogs, reads the
  /// catalogs and `Info.plist`'s `CFBundleDevelopmentRegion` (at the top or
  /// in `Contents/`), else uses `developmentLanguage`.
  ///
  /// - Throws: `SourceError` when the directory cannot be listed. A broken
  ///   catalog or table file does not throw: it reads as absent (a first
  ///   read has no earlier version to fall back on) and is listed in
  ///   ``loadErrors``.
  public init(path: String, developmentLanguage: String = "en") throws(SourceError) {
    let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    developmentLanguageDefault = developmentLanguage
    state = Locked(
      try BundleContents(
        source: .directory(path), developmentLanguage: developmentLanguage, lastGood: lastGood))
  }

  /// A bundle of files held in memory: relative paths as they would be in a
  /// directory (`pl.lproj/Localizable.stringsdict`, `Localizable.xcstrings`,
  /// `Info.plist`) and their bytes. Locations in errors name these paths.
  public init(files: [String: [UInt8]], developmentLanguage: String = "en") throws(SourceError) {
    developmentLanguageDefault = developmentLanguage
    state = Locked(
      try BundleContents(source: .memory(files), developmentLanguage: developmentLanguage, lastGood: lastGood)
    )
  }

  var contents: BundleContents { state.withLock { $0 } }

  /// The directory, nil for a bundle in memory.
  public var path: String? { contents.source.directory }

  /// The localizations: `.lproj` folder names (`Base` included) and catalog
  /// languages, as written, sorted.
  public var localizations: [String] { contents.localizations }

  /// `CFBundleDevelopmentRegion` of `Info.plist`, else the initializer's argument.
  public var developmentLanguage: String { contents.developmentLanguage }

  /// Lists the directory again (or reads the same files again) and forgets
  /// every table read. Requests already holding a ``Localizer`` finish with
  /// the state they started with.
  ///
  /// A file that no longer parses (one being rewritten in place, say) is
  /// served as the last version of it that parsed and listed in
  /// ``loadErrors`` until a reload finds it whole again.
  ///
  /// - Throws: `SourceError` when the directory cannot be listed; the bundle then keeps its state.
  public func reload() throws(SourceError) {
    let source = contents.source
    let fresh = try BundleContents(
      source: source, developmentLanguage: developmentLanguageDefault, lastGood: lastGood)
    swap(to: fresh)
  }

  /// Serves `files` from now on (an over-the-air update), read as by
  /// ``init(files:developmentLanguage:)``, swapped in at once. A file among
  /// them that does not parse is served as the last version of that path
  /// that parsed, as by ``reload()``.
  public func replace(files: [String: [UInt8]]) throws(SourceError) {
    let fresh = try BundleContents(
      source: .memory(files), developmentLanguage: developmentLanguageDefault, lastGood: lastGood)
    swap(to: fresh)
  }

  /// Serves `fresh` unless a state begun after it is served already (two reloads at once end with the later).
  private func swap(to fresh: BundleContents) {
    state.withLock { if fresh.generation > $0.generation { $0 = fresh } }
  }

  // MARK: Negotiation

  /// The localizations to search for `languages`, best first: the matches of
  /// the first language that has any, then `Base`, then the development
  /// language's best match.
  ///
  /// - Complexity: O(*l*) in the number of localizations, per language tried.
  public func preferredLocalizations(for languages: [Language]) -> [String] {
    contents.negotiation(for: languages).order
  }

  /// A localizer for a list of preferred languages, best first (read once,
  /// where they came in: `UserLanguages.current`, a `--language` option, a
  /// user's setting). Text in the chosen language and script is formatted
  /// with its plural rules and numbers (region and `-u-nu-` included),
  /// whichever folder serves it.
  ///
  /// ```swift
  /// let languages = UserLanguages.current.compactMap(Language.init)
  /// let localizer = bundle.localizer(languages: languages)
  /// try bundle.localizer(languages: [Language("ar-EG")!]).format("%d file(s)", 1234)   // Egypt's digits
  /// ```
  ///
  /// A bundle that is not the app's own (a package's or a framework's
  /// resources) is served, as Apple serves it, in the localization the app
  /// chose: give the app's localizations, best first, as `followingApp`
  /// (Foundation: `Bundle.main.preferredLocalizations`; for an app that is a
  /// ``LocalizationBundle``, its ``preferredLocalizations(for:)``). A package
  /// with French inside an English-only app then speaks English to a French
  /// user, like the rest of the app. CoreFoundation ranks such a bundle
  /// against the main bundle's search list rather than the user's languages,
  /// unless the app's `Info.plist` sets `CFBundleAllowMixedLocalizations`
  /// (`_CFBundleCopyPreferredLanguagesInList`, CFBundle_Locale.c); when the
  /// bundle has none of the app's localizations, `languages` rank it.
  ///
  /// ```swift
  /// // The app has en.lproj; the package has en.lproj and fr.lproj; the user reads French.
  /// let french = [Language("fr-FR")!]
  /// package.localizer(languages: french, followingApp: ["en"]).language   // "en"
  /// package.localizer(languages: french).language                        // "fr" (mixed)
  /// ```
  ///
  /// - Parameters:
  ///   - languages: the preferred languages, best first.
  ///   - appLocalizations: the localizations the app serves, best first (`Base`
  ///     and other names that are no language are skipped); nil (the
  ///     default) for the app's own bundle, or an app that allows mixed
  ///     localizations.
  ///   - numbers: how numbers are written (localized by default).
  ///   - missingKeys: what a key the served localization lacks gives: the
  ///     next language's text (the default) or the key, as Apple's `Bundle`.
  /// - Complexity: the matching (twice at most with `followingApp`), and for
  ///   a search order not negotiated before, reading the default table's files.
  public func localizer(
    languages: [Language], followingApp appLocalizations: [String]? = nil,
    numbers: Localizer.NumberStyle = .localized, missingKeys: Localizer.MissingKeys = .fallBack
  ) -> Localizer {
    let contents = self.contents
    var languages = languages
    if let appLocalizations {
      let app = appLocalizations.compactMap(Language.init)
      if !contents.matcher.matches(for: app.map(\.tag)).isEmpty { languages = app }
    }
    return Localizer(
      contents: contents, resolution: contents.resolution(requests: languages), numbers: numbers,
      missingKeys: missingKeys)
  }

  /// A localizer for an HTTP `Accept-Language` header value (see
  /// RFC 9110: q-values, `*`, `q=0` excluded, malformed items skipped).
  ///
  /// - Parameters:
  ///   - header: the `Accept-Language` value, `""` when the request has none.
  ///   - numbers: how numbers are written (localized by default).
  ///   - missingKeys: what a key the served localization lacks gives: the
  ///     next language's text (the default) or the key, as Apple's `Bundle`.
  /// - Complexity: a dictionary lookup of the header when it was seen
  ///   before (the parse is skipped); else the parse and the negotiation.
  public func localizer(
    acceptLanguage header: String, numbers: Localizer.NumberStyle = .localized,
    missingKeys: Localizer.MissingKeys = .fallBack
  ) -> Localizer {
    let contents = self.contents
    let resolution = contents.resolution(header: header)
    return Localizer(contents: contents, resolution: resolution, numbers: numbers, missingKeys: missingKeys)
  }

  /// The language list an `Accept-Language` header asks for: its ranges
  /// best first; `*` (any language) stands for the development language,
  /// which the search order ends with anyway.
  static func languages(_ accept: AcceptLanguage) -> [String] {
    accept.languages.filter { $0 != "*" }
  }

  /// Files that exist but could not be read (after they were first needed),
  /// and broken catalogs, in the current state. Each is served as its last
  /// version that parsed, when one did (see ``reload()``).
  public var loadErrors: [SourceError] { contents.loadErrors }
}

extension LocalizationBundle {
  /// A localizer for a bundle that is not the app's own (a package's or a
  /// framework's resources), in the language the app chose, as Apple serves
  /// such bundles: a package with French inside an English-only app speaks
  /// English to a French user, like the rest of the app.
  ///
  /// CoreFoundation ranks a bundle other than the main one against the
  /// main bundle's search list rather than the user's languages, unless the
  /// app's `Info.plist` sets `CFBundleAllowMixedLocalizations`
  /// (`_CFBundleCopyPreferredLanguagesInList`, CFBundle_Locale.c); when the
  /// bundle has none of the app's localizations, the user's languages rank it.
  /// This does the same: `appLocalizations` is the app's order (Foundation:
  /// `Bundle.main.preferredLocalizations`; for an app that is a ``LocalizationBundle``, the
  /// method below takes the bundle),
  /// `languages` the user's, used only when no localization of the app's matches here.
  /// For an app that allows mixed localizations, use `localizer(languages:followingApp:numbers:missingKeys:)`.
  ///
  /// ```swift
  /// // The app has en.lproj; the package has en.lproj and fr.lproj; the user reads French.
  /// package.localizer(followingApp: ["en"], languages: ["fr-FR"]).language   // "en"
  /// package.localizer(languages: ["fr-FR"]).language                       // "fr" (mixed)
  /// ```
  ///
  /// - Parameters:
  ///   - appLocalizations: the localizations the app serves, best first
  ///     (`Base` is skipped: it names no language).
  ///   - languages: the user's preferred languages, best first.
  ///   - numbers: how numbers are written (localized by default).
  ///   - missingKeys: what a key the served localization lacks gives.
  /// - Complexity: the matching of `localizer(languages:followingApp:numbers:missingKeys:)`, twice at most.
  package func localizer(
    followingApp appLocalizations: [String], languages: [String], numbers: Localizer.NumberStyle = .localized,
    missingKeys: Localizer.MissingKeys = .fallBack
  ) -> Localizer {
    localizer(
      languages: languages.compactMap(Language.init), followingApp: appLocalizations, numbers: numbers,
      missingKeys: missingKeys)
  }

  /// A localizer that follows the localization `app` (the app's own
  /// bundle) chooses for `languages`: the method above with
  /// `app.preferredLocalizations(for: languages)`.
  ///
  /// ```swift
  /// let app = try LocalizationBundle(path: "App/Resources")         // en.lproj
  /// let package = try LocalizationBundle(path: "Package/Resources") // en.lproj, fr.lproj
  /// package.localizer(followingApp: app, languages: ["fr"]).language // "en"
  /// ```
  package func localizer(
    followingApp app: LocalizationBundle, languages: [String], numbers: Localizer.NumberStyle = .localized,
    missingKeys: Localizer.MissingKeys = .fallBack
  ) -> Localizer {
    localizer(
      followingApp: app.preferredLocalizations(for: languages), languages: languages, numbers: numbers,
      missingKeys: missingKeys)
  }
}

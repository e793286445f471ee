import LocalizedStrings

extension LocalizationBundle {
  /// The process's preferred languages: `UserLanguages.current`, which
  /// now lives in LocalizedStrings (no Foundation needed). Unlike before, on
  /// Linux Foundation's `["en-001"]` is no longer appended after the
  /// environment's languages.
  @available(*, deprecated, renamed: "UserLanguages.current")
  public static var preferredLanguages: [String] { UserLanguages.current }
}

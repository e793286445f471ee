import SourceFiles

extension LocalizationBundle {
  /// The user's languages from the POSIX environment, on every platform.
  ///
  /// Use ``UserLanguages/current`` (the system's languages on Apple
  /// platforms, the environment elsewhere), or ``UserLanguages/posix(_:)``
  /// to read an environment of your own. This now reads the environment as
  /// that does: BCP 47 tags (`de_DE.UTF-8` is `de-DE`), and `LANGUAGE` only
  /// when the locale is not `C`.
  @available(*, deprecated, message: "use UserLanguages.current, the user's languages on every platform")
  public static var environmentLanguages: [String] {
    UserLanguages.posix(FileSystem.environment)
  }
}

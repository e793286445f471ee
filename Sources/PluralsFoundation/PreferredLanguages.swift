import Foundation
import LocalizedStrings

extension LocalizationBundle {
  /// The process's preferred languages, as an app or a command-line tool
  /// expects them: `Locale.preferredLanguages` on Apple platforms (the
  /// user's settings); elsewhere first the POSIX environment
  /// (`LocalizationBundle.environmentLanguages`:
  /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), which Foundation on Linux
  /// does not read (its list is `["en-001"]` whatever the environment), then
  /// Foundation's.
  ///
  /// ```swift
  /// let localizer = try LocalizationBundle(bundle: .module).localizer(languages: LocalizationBundle.preferredLanguages)
  /// // LANGUAGE=pl swift run  →  Polish on Linux; the system's languages on a Mac
  /// ```
  ///
  /// Generated accessors use it until a localizer is bound. A server passes
  /// each request's languages instead.
  public static var preferredLanguages: [String] {
    #if canImport(Darwin)
      Locale.preferredLanguages
    #else
      environmentLanguages + Locale.preferredLanguages
    #endif
  }
}

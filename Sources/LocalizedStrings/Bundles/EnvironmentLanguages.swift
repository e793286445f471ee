import SourceFiles

extension LocalizationBundle {
  /// The user's languages as a Linux program sees them: `LANGUAGE` (a
  /// colon-separated list), else `LC_ALL`, `LC_MESSAGES`, `LANG`; `C` and
  /// `POSIX` mean none. Nothing reads it unless you pass it: a server's
  /// requests have their own languages.
  ///
  /// ```swift
  /// let localizer = bundle.localizer(languages: LocalizationBundle.environmentLanguages)   // a command-line tool
  /// ```
  public static var environmentLanguages: [String] {
    languages(from: FileSystem.environment)
  }

  /// The preferred languages given a way to read environment variables.
  static func languages(from variable: (String) -> String?) -> [String] {
    func value(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
    var languages: [String] = []
    if let list = value("LANGUAGE") { languages = list.split(separator: ":").map(String.init) }
    if languages.isEmpty, let single = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG") {
      languages = [single]
    }
    return languages.filter { $0 != "C" && $0 != "POSIX" && !$0.hasPrefix("C.") }
  }
}

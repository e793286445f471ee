#if canImport(Darwin)
  import CoreFoundation
#endif
import SourceFiles

/// The user's languages, best first: the one answer on every platform to "which languages does the person running this program read?"
///
/// ```swift
/// let localizer = bundle.localizer(languages: UserLanguages.current)
/// // LANG=pl_PL.UTF-8 swift run  →  Polish on Linux; the system's languages on a Mac
/// ```
///
/// - On Apple platforms: the system's list (`CFLocaleCopyPreferredLanguages`,
///   which `Locale.preferredLanguages` reads).
/// - Elsewhere: the POSIX environment as GNU gettext reads it for messages
///   (`posix(_:)`): the locale is the first set of `LC_ALL`,
///   `LC_MESSAGES` and `LANG`; `LANGUAGE`, a colon-separated list, takes
///   precedence unless that locale is `C` or `POSIX` (or none is set).
///   Foundation on Linux does not read these (its `Locale.preferredLanguages`
///   is `["en-001"]` whatever they say).
///
/// An empty list means no preference: a bundle then serves its development
/// language. A server does not use this: each request has its own languages
/// (`LocalizationBundle.negotiate(acceptLanguage:numbers:missingKeys:)`).
///
/// Elsewhere than on Apple platforms the environment is read as GNU gettext
/// reads it: `LANG=de_DE.UTF-8@euro` is `de-DE`; `LANGUAGE=sr@latin:pl` with
/// `LANG=pl_PL` is `sr-Latn` then `pl`; `LC_ALL=C` is no language whatever
/// `LANGUAGE` says; at most 32 names of `LANGUAGE` are read.
public enum UserLanguages {
  /// The user's languages on this platform, best first (see ``UserLanguages``),
  /// each read once by `Language.init(_:)`; names that are no language are
  /// left out. Read at each call: the environment or the system's settings
  /// as they are now.
  public static var current: [Language] { currentTags.compactMap(Language.init) }

  /// ``current`` as BCP 47 tags, before they are read as languages.
  package static var currentTags: [String] {
    #if canImport(Darwin)
      systemLanguages()
    #else
      posix(FileSystem.environment)
    #endif
  }

  /// The languages a POSIX environment names for messages, best first, as
  /// BCP 47 tags; `variable` reads one environment variable (nil or empty:
  /// not set), so a test or a server can pass an environment of its own.
  ///
  /// ```swift
  /// UserLanguages.posix { ["LANG": "de_DE.UTF-8@euro"][$0] }                    // ["de-DE"]
  /// UserLanguages.posix { ["LANGUAGE": "sr@latin:pl", "LANG": "pl_PL"][$0] }   // ["sr-Latn", "pl"]
  /// UserLanguages.posix { ["LANGUAGE": "pl", "LC_ALL": "C"][$0] }              // []
  /// ```
  ///
  /// The locale is the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set
  /// and not empty. When it is `C` or `POSIX`, or none is set, the program
  /// runs in the C locale: no languages, and `LANGUAGE` is ignored (as
  /// gettext does, so that a program's output in the C locale does not
  /// depend on it). Otherwise `LANGUAGE`'s list, when set, is the answer;
  /// else the locale alone. Each name is converted by
  /// `tag(posixLocale:)`; names it refuses (`C.UTF-8`, garbage) are left out.
  package static func posix(_ variable: (String) -> String?) -> [String] {
    func value(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
    guard let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG"),
      locale != "C", locale != "POSIX"
    else { return [] }
    let names =
      value("LANGUAGE").map {
        $0.split(separator: ":", maxSplits: maximumLanguages).prefix(maximumLanguages).map(String.init)
      } ?? [locale]
    var tags: [String] = []
    for name in names.prefix(maximumLanguages) {
      if let tag = tag(posixLocale: name), !tags.contains(tag) { tags.append(tag) }
    }
    return tags
  }

  /// The most names `posix(_:)` reads from `LANGUAGE`.
  package static let maximumLanguages = 32

  /// A POSIX locale name (`language[_territory][.codeset][@modifier]`) as a
  /// BCP 47 tag: `de_DE.UTF-8@euro` is `de-DE`, `pt_BR` is `pt-BR`,
  /// `sr_RS@latin` is `sr-Latn-RS`, `uz_UZ@cyrillic` is `uz-Cyrl-UZ`,
  /// `ca_ES@valencia` is `ca-ES-valencia`. The codeset and other modifiers
  /// (`@euro`) say nothing of the language and are dropped. Nil for the C
  /// locale (`C`, `POSIX`, `C.UTF-8`) and for a name that is not a language:
  /// the language must be 2 to 8 letters, the other parts 1 to 8 letters or digits.
  ///
  /// The parts keep their spelling (no case folding, no aliases, no check
  /// against the registry): this only rewrites the environment's syntax as
  /// BCP 47's, and the tag is read once, canonicalized, where it becomes a
  /// language (`Language.init(_:)`, `LanguageTag.init(_:)`), which
  /// reads POSIX names itself too but drops the variant `ca_ES@valencia` keeps.
  package static func tag(posixLocale name: String) -> String? {
    var name = Substring(name)
    var modifier: Substring?
    if let at = name.firstIndex(of: "@") {
      modifier = name[name.index(after: at)...]
      name = name[..<at]
    }
    if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
    var subtags = name.split(separator: "_", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "-", omittingEmptySubsequences: false)
    }.map(String.init)
    guard let language = subtags.first, (2...8).contains(language.utf8.count),
      language.utf8.allSatisfy(isASCIILetter), language != "POSIX",
      subtags.dropFirst().allSatisfy({
        (1...8).contains($0.utf8.count) && $0.utf8.allSatisfy(isASCIIAlphanumeric)
      })
    else { return nil }
    let lowered = modifier.map { $0.lowercased() }
    switch lowered {
    case let modifier? where LanguageTag.modifierScripts.contains(where: { $0.modifier == modifier }):
      subtags.insert(LanguageTag.modifierScripts.first { $0.modifier == modifier }!.script, at: 1)
    case "valencia":
      subtags.append("valencia")
    default:
      break
    }
    return subtags.joined(separator: "-")
  }

  static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte
  }

  #if canImport(Darwin)
    /// The system's preferred languages, read through CoreFoundation (no Foundation).
    static func systemLanguages() -> [String] {
      guard let array = CFLocaleCopyPreferredLanguages() else { return [] }
      var languages: [String] = []
      for index in 0..<CFArrayGetCount(array) {
        guard let value = CFArrayGetValueAtIndex(array, index) else { continue }
        let string = unsafeBitCast(value, to: CFString.self)
        let encoding = CFStringBuiltInEncodings.UTF8.rawValue
        let capacity = CFStringGetMaximumSizeForEncoding(CFStringGetLength(string), encoding) + 1
        var buffer = [CChar](repeating: 0, count: capacity)
        guard CFStringGetCString(string, &buffer, capacity, encoding) else { continue }
        languages.append(buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
      }
      return languages
    }
  #endif
}

import LocaleNumbers
import Plurals

/// A language as a user or a request asks for it, read once where it enters
/// (an `Accept-Language` item, a `--language` option, ``UserLanguages``,
/// Foundation's `Locale`): its ``tag``, and what text served for it is
/// formatted with — the request's plural rules and number format, which
/// follow the request's region and `-u-nu-` keyword, not the less specific
/// folder that serves it, as Apple's formatters follow the user's locale.
///
/// ```swift
/// let request = RequestedLanguage("ar-EG")!
/// request.tag.identifier                 // "ar-EG": what the matcher compares
/// request.numberFormat.format(1234)      // "١٬٢٣٤" even when ar.lproj serves it
/// RequestedLanguage("ar-u-nu-arab")!.numberFormat.format(1234)   // "١٬٢٣٤"
/// RequestedLanguage("de-CH")!.numberFormat.format(1234567)       // "1'234'567"
/// ```
///
/// A localization of the same language and script serves it with these
/// (``LocalizationBundle/localizer(languages:numbers:missingKeys:)``); a
/// localization of another language, reached by falling back, keeps its own.
public struct RequestedLanguage: Hashable, Sendable, CustomStringConvertible {
  /// The language, script and region asked for, as localizations are matched.
  public let tag: LanguageTag
  /// The numbering system of the request's `-u-nu-` keyword (`arab`,
  /// `latn`), lower case; nil when it names none.
  public let numberingSystem: String?
  /// The plural rules of ``tag``'s locale, resolved once.
  public let pluralRules: PluralRules
  /// How the request writes numbers: ``tag``'s locale in ``numberingSystem``
  /// (see `LocalizedNumberFormat.init(locale:numberingSystem:)`), resolved once.
  public let numberFormat: LocalizedNumberFormat

  /// The locale whose plural rules the request's text uses: ``tag``'s, with
  /// the script its region implies (`pa-PK` → `pa_Arab_PK`).
  public var pluralLocale: CLDRLocale { LocalizationMatcher.scriptedLocale(of: tag) }

  /// A tag, written in ``numberingSystem`` when one is given.
  ///
  /// - Complexity: a few binary searches of the generated tables.
  public init(_ tag: LanguageTag, numberingSystem: String? = nil) {
    self.tag = tag
    self.numberingSystem = numberingSystem?.lowercased()
    // With the script its region implies (`pa-PK` → `pa_Arab_PK`): the script the served check compares.
    let locale = LocalizationMatcher.scriptedLocale(of: tag)
    pluralRules = PluralRules(locale: locale)
    numberFormat = LocalizedNumberFormat(locale: locale, numberingSystem: numberingSystem)
  }

  /// Reads a language as `LanguageTag.init(_:)` does (BCP 47, POSIX,
  /// legacy `.lproj` names), keeping the numbering system of a `-u-nu-`
  /// keyword (`ar-EG-u-nu-latn`); nil where ``LanguageTag`` is nil.
  ///
  /// - Complexity: O(n) in the text's length; the text is read once.
  public init?(_ text: String) {
    guard let tag = LanguageTag(text) else { return nil }
    self.init(tag, numberingSystem: Self.numberingSystem(in: text))
  }

  /// The tag, with its `-u-nu-` keyword when it has one: `ar-EG-u-nu-latn`.
  public var description: String { tag.identifier + (numberingSystem.map { "-u-nu-" + $0 } ?? "") }

  /// The value of the `nu` key of a tag's `u` extension (`ar-u-ca-islamic-nu-arab` → `arab`),
  /// or of an ICU `numbers` keyword (`ar_EG@calendar=islamic;numbers=latn`, as Foundation's
  /// `Locale` writes it), lower case; nil when there is none. A charset or modifier
  /// (`.UTF-8`, `@euro`) ends the tag.
  static func numberingSystem(in text: String) -> String? {
    if let at = text.utf8.firstIndex(of: UInt8(ascii: "@")) {
      for keyword in text[text.index(after: at)...].split(separator: ";") {
        let parts = keyword.split(separator: "=", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == "numbers", isSystemName(parts[1].utf8) {
          return parts[1].lowercased()
        }
      }
    }
    let tag = text.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }
    let subtags = tag.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    )
    // The first `u` singleton before any `x`: what follows an `x` is private use, not a key.
    guard
      let extensionStart = subtags.dropFirst().firstIndex(where: {
        $0.count == 1 && ($0.first! | 0x20 == UInt8(ascii: "u") || $0.first! | 0x20 == UInt8(ascii: "x"))
      }),
      subtags[extensionStart].first! | 0x20 == UInt8(ascii: "u")
    else { return nil }
    var key: Substring?
    for subtag in subtags[(extensionStart + 1)...] {
      switch subtag.count {
      case 1: return nil  // another extension
      case 2: key = Substring(subtag).lowercased()[...]
      case 3...8 where key == "nu":
        return isSystemName(subtag) ? Substring(subtag).lowercased() : nil
      default: continue
      }
    }
    return nil
  }

  /// 3 to 8 ASCII letters and digits: the shape of a numbering system's name.
  static func isSystemName(_ name: Substring.UTF8View) -> Bool {
    (3...8).contains(name.count)
      && name.allSatisfy {
        ($0 | 0x20) &- UInt8(ascii: "a") < 26 || UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
      }
  }

  /// What text served for the request is formatted with, as a value of
  /// bounded variety (a negotiation's cache key): the language and script
  /// matched, the plural rules and the number format (both resolved to the
  /// locales CLDR has data for, whatever region the request writes).
  var formatting: Formatting {
    Formatting(
      language: tag.languageCode, script: tag.maximized.script, pluralRules: pluralRules,
      numberFormat: numberFormat)
  }

  /// See ``formatting``.
  struct Formatting: Hashable, Sendable {
    let language: String
    let script: String?
    let pluralRules: PluralRules
    let numberFormat: LocalizedNumberFormat

    /// Whether a localization whose tag is `served` is in this language and script
    /// (`ar` serves `ar-EG`; `zh-Hant` does not serve `zh-CN`; `en` does not serve `de`),
    /// so that its text is formatted with the request's rules and numbers.
    func isServed(by served: LanguageTag) -> Bool {
      served.languageCode == language && served.maximized.script == script
    }
  }
}

import LocaleNumbers
import Plurals

/// A language as a user thinks of it: the one value every API of
/// `LocalizedStrings` takes for a language, made from text once, where it
/// enters (an `Accept-Language` item, a `--language` option,
/// ``UserLanguages``, a `.lproj` name, Foundation's `Locale`), by
/// ``init(_:)``. It holds the language, script and region localizations are
/// matched by, and what text served for it is formatted with: its plural
/// rules and number format, which follow its region and `-u-nu-` keyword, not
/// the less specific folder that serves it, as Apple's formatters follow the
/// user's locale.
///
/// ```swift
/// let language = Language("ar-EG")!
/// language.identifier                  // "ar-EG": what localizations are matched by
/// language.numberFormat.format(1234)   // "١٬٢٣٤" even when ar.lproj serves it
/// Language("pt_BR.UTF-8")?.identifier  // "pt-BR"
/// Language("English")?.identifier      // "en" (a legacy folder name)
/// Language("ar-u-nu-arab")!.numberFormat.format(1234)   // "١٬٢٣٤"
/// Language("Base")                     // nil: no language
/// ```
///
/// A localization of the same language and script serves it with these
/// (`LocalizationBundle.localizer(languages:followingApp:numbers:missingKeys:)`); a
/// localization of another language, reached by falling back, keeps its own.
public struct Language: Hashable, Sendable, CustomStringConvertible {
  /// The language, script and region, as localizations are matched.
  package let tag: LanguageTag
  /// The numbering system of the request's `-u-nu-` keyword (`arab`,
  /// `latn`), lower case; nil when it names none.
  public let numberingSystem: String?
  /// The plural rules of the language's locale, resolved once.
  public let pluralRules: PluralRules
  /// How the language writes numbers: its locale in ``numberingSystem``
  /// (see `LocalizedNumberFormat.init(locale:numberingSystem:)`), resolved once.
  public let numberFormat: LocalizedNumberFormat

  /// The locale whose plural rules the language's text uses: its own, with
  /// the script its region implies (`pa-PK` → `pa_Arab_PK`).
  public var pluralLocale: CLDRLocale { tag.scriptedLocale }

  /// A tag, written in `numberingSystem` when one is given.
  ///
  /// - Complexity: a few binary searches of the generated tables.
  package init(_ tag: LanguageTag, numberingSystem: String? = nil) {
    self.tag = tag
    self.numberingSystem = numberingSystem?.lowercased()
    // With the script its region implies (`pa-PK` → `pa_Arab_PK`): the script the served check compares.
    let locale = tag.scriptedLocale
    pluralRules = PluralRules(locale: locale)
    numberFormat = LocalizedNumberFormat(locale: locale, numberingSystem: numberingSystem)
  }

  /// Reads a BCP 47 tag (`zh-Hant-TW`), a POSIX or CLDR identifier
  /// (`pt_BR.UTF-8`, `sr_RS@latin`), or a legacy `.lproj` name that Apple's
  /// bundles still map (`English`, `French`, `Japanese` …), in any case:
  /// the one way from text to a language. Old language codes are replaced
  /// (`iw` → `he`); the glibc modifiers `@latin`, `@cyrillic`,
  /// `@devanagari`, `@arabic` and `@shaw` become scripts; the numbering
  /// system of a `-u-nu-` keyword or an ICU `numbers=` keyword is kept
  /// (`ar-EG-u-nu-latn`); other extensions, variants and character sets are
  /// dropped.
  ///
  /// Returns nil for text that is no language: `Base`, `mul`, `und`,
  /// `root`, the empty string, or text that does not start with a language
  /// subtag of 2 or 3 letters.
  ///
  /// ```swift
  /// Language("zh-hans")?.identifier     // "zh-Hans"
  /// Language("sr@latin")?.identifier    // "sr-Latn"
  /// Language("ar-EG-u-nu-latn")?.numberingSystem   // "latn"
  /// Language("und")                     // nil
  /// ```
  ///
  /// - Complexity: O(n) in the text's length; the text is read once.
  public init?(_ text: String) {
    guard let tag = LanguageTag(text) else { return nil }
    self.init(tag, numberingSystem: Self.numberingSystem(in: text))
  }

  /// The BCP 47 tag of the language, script and region, without the
  /// numbering system: `zh-Hant-TW`, `pt-BR`.
  public var identifier: String { tag.identifier }
  /// The language subtag, lower case (`pt`); old codes are replaced (`iw` →
  /// `he`). Named as Foundation's `Locale.Language.languageCode`.
  public var languageCode: String { tag.languageCode }
  /// The script subtag in title case (`Hant`), if written.
  public var script: String? { tag.script }
  /// The region subtag in upper case (`BR`, `419`), if written.
  public var region: String? { tag.region }

  /// The identifier, with its `-u-nu-` keyword when it has one: `ar-EG-u-nu-latn`.
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
  package var formatting: Formatting {
    Formatting(
      language: tag.languageCode, script: tag.maximized.script, pluralRules: pluralRules,
      numberFormat: numberFormat)
  }

  /// See ``formatting``.
  package struct Formatting: Hashable, Sendable {
    let language: String
    let script: String?
    package let pluralRules: PluralRules
    package let numberFormat: LocalizedNumberFormat

    /// Whether a localization whose tag is `served` is in this language and script
    /// (`ar` serves `ar-EG`; `zh-Hant` does not serve `zh-CN`; `en` does not serve `de`),
    /// so that its text is formatted with the request's rules and numbers.
    package func isServed(by served: LanguageTag) -> Bool {
      served.languageCode == language && served.maximized.script == script
    }
  }
}

import Foundation
import LocaleNumbers
import LocalizedStrings
import Plurals

extension LanguageTag {
  /// The language, script and region of a Foundation `Locale`: the one
  /// conversion every `Locale` API of this module goes through. It reads
  /// `Locale.identifier` as `Language.init(_:)` reads text; the root locale
  /// is nil.
  package init?(_ locale: Locale) {
    // The string reader already drops what follows an `@` unless it is a glibc
    // script modifier, and BCP 47 extensions and variants: nothing else to do.
    self.init(locale.identifier)
  }

  /// The CLDR locale the package's tables are keyed by: `sr_Latn_RS`, or root for no language.
  static func cldrLocale(of locale: Locale) -> CLDRLocale {
    LanguageTag(locale)?.cldrLocale ?? .root
  }
}

extension PluralRules {
  /// The CLDR plural rules of a Foundation `Locale`'s language.
  ///
  /// ```swift
  /// let rules = PluralRules(locale: Locale(identifier: "sr_Latn_RS@calendar=gregorian"))
  /// rules.category(for: 3)      // .few
  /// rules.category(for: 5)      // .other
  /// PluralRules(locale: .current, type: .ordinal).category(for: 2)   // .two in English
  /// ```
  ///
  /// The locale is read by `Language.init(_:)`: keywords and variants
  /// are dropped. The root locale (`Locale(identifier: "")`) gets CLDR's root rules
  /// (everything `other`): `locale` is `root`, and `isRootFallback` is false, as root
  /// was asked for; it is true for a language CLDR does not know.
  ///
  /// - Complexity: O(*n*) in the identifier's length plus a few binary searches.
  public init(locale: Locale, type: PluralRuleType = .cardinal) {
    self.init(locale: LanguageTag.cldrLocale(of: locale), type: type)
  }
}

extension LocalizedNumberFormat {
  /// How a Foundation `Locale`'s language and region write numbers, from CLDR.
  ///
  /// ```swift
  /// LocalizedNumberFormat(locale: Locale(identifier: "de_DE@calendar=gregorian")).format(1234567)   // "1.234.567"
  /// LocalizedNumberFormat(locale: Locale(identifier: "en_US_POSIX")).format(1234567)                // "1,234,567"
  /// ```
  ///
  /// The locale is read by ``LocalizedStrings/Language/init(_:)-(Locale)``:
  /// the CLDR defaults of its language, script and region, in the numbering
  /// system of its `@numbers=` keyword or `-u-nu-` extension when it has one
  /// (`ar@numbers=arab` writes `١٬٢٣٤`); the root locale writes Latin digits with `.` and `,`.
  public init(locale: Locale) {
    self = Language(locale)?.numberFormat ?? LocalizedNumberFormat(locale: .root)
  }
}

extension Language {
  /// A Foundation `Locale` as a language: its language, script and region,
  /// and the numbering system of its `@numbers=` keyword or `-u-nu-`
  /// extension; nil for the root locale (the empty identifier, `root`, `und`).
  ///
  /// ```swift
  /// Language(Locale(identifier: "sr_Latn_RS@calendar=gregorian"))?.identifier   // "sr-Latn-RS"
  /// Language(Locale(identifier: "en_US_POSIX"))?.identifier                     // "en-US"
  /// Language(Locale(identifier: "ar_EG@numbers=latn"))?.numberFormat.format(1234)   // "1,234"
  /// ```
  ///
  /// It reads `Locale.identifier`, in either spelling Foundation keeps
  /// (`pt_BR` or `pt-BR`). Foundation's other keywords (`@calendar=…`,
  /// `@collation=…`, `@rg=…`) and BCP 47 extensions other than `-u-nu-`
  /// choose calendars and sorting, not words or plural rules, and are
  /// dropped, as are variants (`POSIX` in `en_US_POSIX`). A glibc modifier
  /// (`sr_RS@latin`) still becomes a script.
  ///
  /// - Complexity: O(*n*) in the identifier's length.
  public init?(_ locale: Locale) {
    self.init(locale.identifier)
  }
}

/// Formats a format string with the printf dialect, like `String(format:)`:
/// plain C number output whatever the locale, which gives the plural rules.
///
/// ```swift
/// try formatPlain("%d|%.2f|%@", 1234, 3.14159, "ok", locale: Locale(identifier: "de_DE"))   // "1234|3.14|ok"
/// ```
///
/// The locale is read by `Language.init(_:)`.
/// For `String.localizedStringWithFormat`'s localized numbers, format
/// through a `Localizer` or `FormatOptions.numberFormatLocale`.
///
/// - Throws: `FormatError` for a directive the arguments do not fit.
public func formatPlain(_ format: String, _ arguments: any FormatArgument..., locale: Locale)
  throws(FormatError) -> String
{
  try LocalizedStrings.formatPlain(
    format, values: arguments.map(\.formatValue),
    rules: PluralRules(locale: LanguageTag.cldrLocale(of: locale)))
}

import LocaleNumbers
import Plurals

/// How to format: which plural rules, which number format, which width and
/// device variants.
///
/// The locales are `CLDRLocale` values, resolved when set (the plural
/// rules and the number format are looked up then, never on a call). A
/// request's ``Language`` gives both at once:
///
/// ```swift
/// let locale = CLDRLocale("pt-BR")             // read once, e.g. from a request
/// let options = FormatOptions(pluralLocale: locale, numberFormatLocale: locale)
/// options.numberFormatLocale?.identifier        // "pt_BR"
///
/// FormatOptions(Language("pt-BR")!)             // a request's rules and numbers
/// FormatOptions(numberFormatLocale: CLDRLocale("pl"))   // English text, Polish numbers
/// ```
public struct FormatOptions: Sendable, Hashable {
  /// The locale whose plural rules choose variants. `nil` uses the language
  /// of the table the entry came from (the `.lproj` folder), which is what a
  /// user of that localization expects; Apple uses the formatter's locale.
  /// The rules are resolved when it is set, not on each call.
  public var pluralLocale: CLDRLocale? {
    didSet { pluralRules = pluralLocale.map { PluralRules(locale: $0) } }
  }
  /// The plural rules of `pluralLocale`, resolved when it is set.
  @usableFromInline package var pluralRules: PluralRules?
  /// The display width for `NSStringVariableWidthRuleType`; `nil` picks the widest.
  public var width: Int?
  /// The device for `NSStringDeviceSpecificRuleType` (`iphone`, `mac`, …).
  public var device: String
  /// When set, `%d %i %u %f %F %e %E %g %G` are written the way this locale
  /// writes numbers (digits, separators, grouping, signs), like
  /// `String.localizedStringWithFormat` (`%e` and `%g` through ICU's patterns, as
  /// CoreFoundation writes them: the locale's exponential symbol, significant
  /// digits, grouping for `%g`); when nil, plain C output. The
  /// number format is resolved when it is set, not on each call: a locale
  /// without data of its own uses its parent's (`pt-BR` writes `pt`'s numbers).
  public var numberFormatLocale: CLDRLocale? {
    didSet { numberFormat = numberFormatLocale.map { LocalizedNumberFormat(locale: $0) } }
  }
  /// The resolved number format (its `locale` is the CLDR locale whose data is used).
  @usableFromInline package var numberFormat: LocalizedNumberFormat?

  /// Options from locales already read: nothing is parsed. `FormatOptions()`
  /// is the defaults: the table's own language's rules, plain C numbers,
  /// the widest width variant and the `other` device.
  ///
  /// ```swift
  /// FormatOptions(pluralLocale: CLDRLocale("pl"))   // Polish rules, whatever the table's language
  /// ```
  ///
  /// - Complexity: a few binary searches of the generated locale tables.
  @inlinable
  public init(
    pluralLocale: CLDRLocale? = nil, numberFormatLocale: CLDRLocale? = nil, width: Int? = nil,
    device: String = "other"
  ) {
    self.pluralLocale = pluralLocale
    pluralRules = pluralLocale.map { PluralRules(locale: $0) }
    self.width = width
    self.device = device
    self.numberFormatLocale = numberFormatLocale
    numberFormat = numberFormatLocale.map { LocalizedNumberFormat(locale: $0) }
  }

  /// Options in a request's plural rules and number format (its region and
  /// `-u-nu-` system included), both resolved when the request was read:
  /// nothing is parsed or looked up.
  ///
  /// ```swift
  /// FormatOptions(Language("ar-u-nu-arab")!)   // Arabic rules, Arabic-Indic digits
  /// ```
  public init(_ language: Language, width: Int? = nil, device: String = "other") {
    self.init(pluralRules: language.pluralRules, numberFormat: language.numberFormat)
    self.width = width
    self.device = device
  }

  /// Options from rules and a number format already resolved (a request's:
  /// ``Language``, whose numbers may be in a `-u-nu-` system no
  /// locale names alone): nothing is looked up.
  package init(pluralRules: PluralRules?, numberFormat: LocalizedNumberFormat?) {
    pluralLocale = pluralRules?.cldrLocale
    self.pluralRules = pluralRules
    width = nil
    device = "other"
    numberFormatLocale = numberFormat?.cldrLocale
    self.numberFormat = numberFormat
  }

  /// The defaults, built once.
  package static let standard = FormatOptions()
}

import LocaleNumbers
import Plurals

/// How to format: which plural rules, which number format, which width and
/// device variants.
///
/// The locales are `CLDRLocale` values, resolved when set (the plural
/// rules and the number format are looked up then, never on a call):
///
/// ```swift
/// let locale = CLDRLocale("pt-BR")!            // read once, e.g. from a request
/// let options = FormatOptions(pluralLocale: locale, numberFormatLocale: locale)
/// options.numberFormatLocaleIdentifier         // "pt"  (the CLDR locale whose data is used)
///
/// FormatOptions(pluralLocaleIdentifier: "pt-BR", numberFormatLocaleIdentifier: "pt-BR")   // the same, from identifiers
/// ```
public struct FormatOptions: Sendable, Hashable {
  /// The locale whose plural rules choose variants. `nil` uses the language
  /// of the table the entry came from (the `.lproj` folder), which is what a
  /// user of that localization expects; Apple uses the formatter's locale.
  /// The rules are resolved when it is set, not on each call.
  public var pluralLocale: CLDRLocale? {
    didSet { pluralRules = pluralLocale.map { PluralRules(locale: $0) } }
  }
  /// ``pluralLocale`` as an identifier: set in any spelling `CLDRLocale.init(_:)`
  /// reads (text that is no locale gives root's rules), read back as the
  /// CLDR id of ``pluralLocale`` (`pt-BR` reads back `pt_BR`).
  /// `Localizer.pluralRules.locale` is the same idea.
  ///
  /// - Complexity: setting reads the identifier once, O(n) in its length.
  public var pluralLocaleIdentifier: String? {
    get { pluralLocale?.identifier }
    set { pluralLocale = newValue.map(CLDRLocale.init(orRoot:)) }
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
  /// number format is resolved when it is set, not on each call
  /// (``numberFormatLocaleIdentifier`` names the CLDR locale whose data it uses).
  public var numberFormatLocale: CLDRLocale? {
    didSet { numberFormat = numberFormatLocale.map { LocalizedNumberFormat(locale: $0) } }
  }
  /// ``numberFormatLocale`` as an identifier: set in any spelling
  /// `CLDRLocale.init(_:)` reads (text that is no locale gives root's
  /// format), read back as the CLDR id whose data is used (`fr-CA` →
  /// `fr_CA`, `pt-AO` → `pt_AO`, `xx` → `root`).
  /// `Localizer.numberFormat?.locale` is the same idea.
  ///
  /// - Complexity: setting reads the identifier once, O(n) in its length.
  public var numberFormatLocaleIdentifier: String? {
    get { numberFormat?.locale }
    set { numberFormatLocale = newValue.map(CLDRLocale.init(orRoot:)) }
  }
  /// The resolved number format (the CLDR locale `numberFormatLocaleIdentifier` reads back).
  @usableFromInline package var numberFormat: LocalizedNumberFormat?

  /// Options from identifiers, each read once into a `CLDRLocale` (see
  /// ``pluralLocaleIdentifier`` and ``numberFormatLocaleIdentifier``).
  ///
  /// ```swift
  /// FormatOptions(pluralLocaleIdentifier: "pl", numberFormatLocaleIdentifier: "pl")
  /// ```
  @inlinable
  public init(
    pluralLocaleIdentifier: String? = nil, width: Int? = nil, device: String = "other",
    numberFormatLocaleIdentifier: String? = nil
  ) {
    self.init(
      pluralLocale: pluralLocaleIdentifier.map(CLDRLocale.init(orRoot:)),
      numberFormatLocale: numberFormatLocaleIdentifier.map(CLDRLocale.init(orRoot:)), width: width,
      device: device)
  }

  /// Options from locales already read: nothing is parsed.
  ///
  /// - Complexity: a few binary searches of the generated locale tables.
  @inlinable
  public init(
    pluralLocale: CLDRLocale?, numberFormatLocale: CLDRLocale?, width: Int? = nil, device: String = "other"
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

import LocaleNumbers
import Plurals

/// How to format: which plural rules, which width and device variants.
public struct FormatOptions: Sendable, Hashable {
  /// The locale whose plural rules choose variants. `nil` uses the language
  /// of the table the entry came from (the `.lproj` folder), which is what a
  /// user of that localization expects; Apple uses the formatter's locale.
  /// The rules are resolved when it is set, not on each call.
  public var locale: String? {
    didSet { pluralRules = locale.map { PluralRules(locale: $0) } }
  }
  /// The plural rules of `locale`, resolved when it is set.
  @usableFromInline var pluralRules: PluralRules?
  /// The display width for `NSStringVariableWidthRuleType`; `nil` picks the widest.
  public var width: Int?
  /// The device for `NSStringDeviceSpecificRuleType` (`iphone`, `mac`, …).
  public var device: String
  /// When set, `%d %i %u %f %F %e %E %g %G` are written the way this locale
  /// writes numbers (digits, separators, grouping, signs), like
  /// `String.localizedStringWithFormat`; when nil, plain C output. It is
  /// resolved when set, and reads back as the CLDR locale used (`fr-CA` → `fr_CA`).
  public var numberLocale: String? {
    get { numberFormat?.locale }
    set { numberFormat = newValue.map { LocalizedNumberFormat(locale: $0) } }
  }
  /// The resolved number format (the CLDR locale `numberLocale` reads back).
  @usableFromInline var numberFormat: LocalizedNumberFormat?

  @inlinable
  public init(locale: String? = nil, width: Int? = nil, device: String = "other", numberLocale: String? = nil)
  {
    self.locale = locale
    pluralRules = locale.map { PluralRules(locale: $0) }
    self.width = width
    self.device = device
    numberFormat = numberLocale.map { LocalizedNumberFormat(locale: $0) }
  }

  /// The defaults, built once.
  static let standard = FormatOptions()
}

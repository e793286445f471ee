import PluralTableFormat
import Plurals

extension LocalizedNumberFormat {
  /// The format for `locale` in the numbering system a BCP 47 `-u-nu-`
  /// keyword names (`arab` in `ar-u-nu-arab`, `latn` in `ar-EG-u-nu-latn`),
  /// as Apple's formatters follow a request's keyword: the digits and
  /// symbols of the nearest locale of the same language whose default
  /// system it is, the request's own chain first (`ar-EG-u-nu-latn` writes
  /// `ar`'s Latin digits and symbols; `ar-u-nu-arab` the Arabic-Indic
  /// digits, `٫` and `٬` every Arabic locale shares).
  ///
  /// ```swift
  /// LocalizedNumberFormat(locale: CLDRLocale("ar")!, numberingSystem: "arab").format(1234)   // "١٬٢٣٤"
  /// LocalizedNumberFormat(locale: CLDRLocale("ar-EG")!, numberingSystem: "latn").format(1234) // "1,234"
  /// ```
  ///
  /// Nil, a name outside ``numberingSystems`` (`native`, `hanidec`, a
  /// misspelling), or a system no locale of the language uses by default
  /// gives ``init(locale:)-(CLDRLocale)``'s format: the number tables hold
  /// each locale's default system only.
  ///
  /// - Complexity: as ``init(locale:)-(CLDRLocale)``, plus, when the system
  ///   differs from the locale's, one pass over the number tables' locales.
  public init(locale: CLDRLocale, numberingSystem: String?) {
    let standard = LocalizedNumberFormat(locale: locale)
    guard let numberingSystem, let wanted = Self.digits(ofSystem: numberingSystem),
      NumberTables.digits[standard.set] != wanted
    else {
      self = standard
      return
    }
    let keys = NumberTables.localeKeys
    func writes(_ index: Int) -> Bool { NumberTables.digits[Int(NumberTables.localeSets[index])] == wanted }
    let inChain = locale.fallbackChain.lazy.compactMap {
      TableFormat.LocaleLookup.index(of: $0.key, in: keys)
    }.first(where: writes)
    let language = locale.key.language
    guard
      let found = inChain
        ?? keys.indices.first(where: {
          TableFormat.LocaleKey(rawValue: keys[$0]).language == language && writes($0)
        })
    else {
      self = standard
      return
    }
    self.init(localeIndex: found)
  }

  /// The names of the numbering systems a `-u-nu-` keyword may name: those
  /// some locale of the number tables uses by default (`latn`, `arab`,
  /// `arabext`, `deva`, `beng` …), in CLDR's spelling.
  public static var numberingSystems: [String] { systemZeros.map(\.name) }

  /// The ten digits of the numbering system `name` (any case), nil for one
  /// outside ``numberingSystems``.
  static func digits(ofSystem name: String) -> String? {
    let name = name.lowercased()
    guard let zero = systemZeros.first(where: { $0.name == name })?.zero else { return nil }
    return String(String.UnicodeScalarView((0..<10).compactMap { Unicode.Scalar(zero + $0) }))
  }

  /// Each decimal numbering system the tables hold, by the scalar of its zero
  /// (CLDR's numberingSystems.json; NumberingSystemTests checks them against it).
  static let systemZeros: [(name: String, zero: UInt32)] = [
    ("latn", 0x30), ("arab", 0x660), ("arabext", 0x6F0), ("nkoo", 0x7C0), ("deva", 0x966),
    ("beng", 0x9E6), ("tibt", 0xF20), ("mymr", 0x1040), ("olck", 0x1C50), ("mtei", 0xABF0),
    ("cakm", 0x11136), ("hmnp", 0x1E140), ("adlm", 0x1E950),
  ]
}

@_spi(TableFormat) import PluralTableFormat
import Plurals

extension LocalizedNumberFormat {
  /// The format for `locale` in the numbering system a BCP 47 `-u-nu-`
  /// keyword names (`arab` in `ar-u-nu-arab`, `latn` in `fa-u-nu-latn`),
  /// as Apple's formatters follow a request's keyword: the digits, symbols
  /// and grouping CLDR gives the locale for that system, for every system
  /// CLDR has symbols for in the locale (`fa-u-nu-latn` writes Persian's
  /// Latin-digit symbols, `1,234,567.89`; `ar-EG-u-nu-latn` Arabic's). A
  /// system the locale has no symbols for is written as the nearest locale
  /// of the same language whose default system it is, the request's own
  /// chain first.
  ///
  /// ```swift
  /// LocalizedNumberFormat(locale: CLDRLocale("ar")!, numberingSystem: "arab").format(1234)   // "١٬٢٣٤"
  /// LocalizedNumberFormat(locale: CLDRLocale("ar-EG")!, numberingSystem: "latn").format(1234) // "1,234"
  /// LocalizedNumberFormat(locale: CLDRLocale("fa")!, numberingSystem: "latn").format(1234)    // "1,234"
  /// ```
  ///
  /// Nil, a name outside ``numberingSystems`` (`native`, `roman`, a
  /// misspelling), or a system neither the locale nor any locale of its
  /// language has symbols for gives ``init(locale:)-(CLDRLocale)``'s format.
  ///
  /// - Complexity: as ``init(locale:)-(CLDRLocale)``, plus a look at the
  ///   locale's few other systems; for a system it has none for, one pass
  ///   over the number tables' locales.
  public init(locale: CLDRLocale, numberingSystem: String?) {
    let standard = LocalizedNumberFormat(locale: locale)
    guard let numberingSystem, let wanted = Self.digits(ofSystem: numberingSystem),
      NumberTables.digits[standard.set] != wanted
    else {
      self = standard
      return
    }
    let index = standard.localeIndex
    let others = Int(NumberTables.otherSystemStarts[index])..<Int(NumberTables.otherSystemStarts[index + 1])
    if let set = others.lazy.map({ Int(NumberTables.otherSystemSets[$0]) }).first(where: {
      NumberTables.digits[$0] == wanted
    }) {
      self.init(localeIndex: index, set: set)
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

  /// The names of the numbering systems a `-u-nu-` keyword may name: the
  /// decimal systems some locale of the number tables has symbols for
  /// (`latn`, `arab`, `arabext`, `deva`, `beng`, `hanidec` …), in CLDR's
  /// spelling, sorted.
  public static var numberingSystems: [String] { NumberTables.systemNames }

  /// The ten digits of the numbering system `name` (any case), nil for one
  /// outside ``numberingSystems``.
  static func digits(ofSystem name: String) -> String? {
    let name = name.lowercased()
    return NumberTables.systemNames.firstIndex(of: name).map { NumberTables.systemDigits[$0] }
  }
}

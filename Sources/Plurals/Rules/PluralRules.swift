internal import PluralTableFormat

/// The CLDR plural rules of one locale, cardinal or ordinal.
///
/// Create a value once and reuse it: classification is a few table lookups,
/// never allocates, and is safe from any thread.
///
/// ```swift
/// let russian = PluralRules(locale: "ru")
/// russian.category(for: 1)        // .one
/// russian.category(for: 3)        // .few
/// russian.category(for: 5)        // .many
/// try russian.category(for: "1.5")   // .other
///
/// let english = PluralRules(locale: "en-US", type: .ordinal)
/// english.category(for: 22)       // .two  ("22nd")
/// ```
///
/// Locale identifiers may be BCP 47 or POSIX/CLDR spellings in any case
/// (`pt-BR`, `pt_BR`, `en_US.UTF-8`, `de_DE@euro`, `zh-Hant-TW`,
/// `en-US-u-ca-gregory`). The rules come from the most specific CLDR locale
/// that has them, following CLDR's parent locales (`pt-AO` uses `pt_PT`);
/// ``locale`` tells which one was used, and ``isRootFallback`` tells when
/// the language is unknown and root rules (everything `other`) apply.
public struct PluralRules: Hashable, Sendable {
  /// Cardinal or ordinal.
  public let type: PluralRuleType
  let ruleSet: Int
  /// Where the rule set's integer table starts in `PluralTables.integerTables`.
  let integerTableBase: Int
  /// True when every condition requires v = 0: any visible fraction is `other`.
  let fractionsAreOther: Bool
  /// The locale table entry of the CLDR locale whose rules are used.
  let localeIndex: Int
  /// The range table of the locale, or -1.
  let rangeSet: Int
  /// True when no rules exist for the requested language and root's apply.
  public let isRootFallback: Bool

  /// The version of the CLDR data the tables were generated from.
  public static var cldrVersion: String { PluralTables.cldrVersion }

  /// Every CLDR locale id that has rules of `type` (`root` included), sorted.
  ///
  /// - Complexity: O(n log n) in the number of locales.
  public static func availableLocales(_ type: PluralRuleType = .cardinal) -> [String] {
    PluralTables.localeKeys.indices.filter { PluralTables.entry($0).ruleSet(type) != nil }
      .map { PluralTables.key($0).identifier }.sorted()
  }

  /// The rules for `locale` (see the type's documentation for the
  /// accepted spellings and the fallback policy). Never fails: an unknown
  /// language gets root's rules and ``isRootFallback`` is true.
  ///
  /// - Complexity: O(n) in the identifier's length plus a few binary searches
  ///   of the generated locale table; no allocation.
  public init(locale: String, type: PluralRuleType = .cardinal) {
    self.type = type
    let (found, ranges) = TableFormat.LocaleKey(locale).map { PluralTables.find($0, type) } ?? (nil, nil)
    localeIndex = found ?? 0  // root's entry: its key, 0, sorts first
    // The generator gives rules to every entry a lookup can end at.
    ruleSet = PluralTables.entry(localeIndex).ruleSet(type) ?? 0
    integerTableBase = PluralTables.integerTableBase(ruleSet: ruleSet)
    fractionsAreOther = PluralTables.summary(ruleSet: ruleSet).fractionsAreOther
    isRootFallback = found == nil
    rangeSet = ranges.flatMap { PluralTables.entry($0).rangeTable } ?? -1
  }

  /// The CLDR locale id whose rules are used: `pt_PT` for "pt-AO", `root`
  /// for an unknown language.
  public var locale: String { PluralTables.key(localeIndex).identifier }

  // MARK: Classification

  /// The category of prepared operands.
  public func category(for operands: PluralOperands) -> PluralCategory {
    if fractionsAreOther && operands.visibleCount != 0 { return .other }
    return PluralTables.category(ruleSet: ruleSet, tableBase: integerTableBase, operands)
  }

  /// The category of an integer. Exact for every value, `Int.min` included.
  public func category(for value: Int) -> PluralCategory {
    let magnitude = UInt64(value.magnitude)
    if let category = PluralTables.integerCategory(
      tableBase: integerTableBase, value: magnitude, small: magnitude < 100)
    {
      return category
    }
    return PluralTables.evaluate(ruleSet: ruleSet, magnitude: magnitude)
  }

  /// The category of an integer of any type.
  ///
  /// - Complexity: O(1) for types up to 64 bits; wider values take one division.
  public func category(for value: some BinaryInteger) -> PluralCategory {
    PluralTables.category(ruleSet: ruleSet, tableBase: integerTableBase, PluralOperands(value))
  }

  /// The category of a decimal numeral such as `"1.50"`, `"-3"` or `"1.2c6"`.
  /// Trailing zeros count: in English `"1"` is `one` and `"1.0"` is `other`.
  ///
  /// - Complexity: O(n) in the numeral's length, without allocating.
  public func category(for numeral: String) throws(PluralOperandsError) -> PluralCategory {
    PluralTables.category(ruleSet: ruleSet, tableBase: integerTableBase, try PluralOperands(parsing: numeral))
  }

  /// The category of a double as its shortest round-trip decimal shows it
  /// (`1.0` is "1", `0.1 * 3` is "0.30000000000000004"). Infinities and NaN
  /// are `other`.
  public func category(for value: Double) -> PluralCategory {
    guard let operands = PluralOperands(value) else { return .other }
    return PluralTables.category(ruleSet: ruleSet, tableBase: integerTableBase, operands)
  }

  /// The category of a double displayed with `fractionDigits` fraction digits
  /// (rounded as `printf("%.*f")` does). In English `1` with 0 digits is
  /// `one`, with 2 digits ("1.00") `other`. Infinities, NaN and a negative
  /// digit count are `other`.
  ///
  /// - Complexity: O(1) for most values; see
  ///   ``PluralOperands/init(_:fractionDigits:)`` for the others.
  public func category(for value: Double, fractionDigits: Int) -> PluralCategory {
    guard let operands = PluralOperands(value, fractionDigits: fractionDigits) else { return .other }
    return PluralTables.category(ruleSet: ruleSet, tableBase: integerTableBase, operands)
  }

  // MARK: The rules

  /// The categories these rules can produce, in CLDR order (`other` last).
  public var categories: [PluralCategory] {
    let mask = PluralTables.summary(ruleSet: ruleSet).categoryMask
    return PluralCategory.allCases.filter { mask & (1 << $0.rawValue) != 0 }
  }

  /// Whether these rules can produce `category`.
  func uses(_ category: PluralCategory) -> Bool {
    PluralTables.summary(ruleSet: ruleSet).categoryMask & (1 << category.rawValue) != 0
  }

  // MARK: Ranges

  /// The category of a range "start–end" (`1–2 files`), from CLDR's plural
  /// ranges for this locale. A pair the data does not list, a locale without
  /// range data, and ordinal rules (CLDR defines no ordinal ranges) give `end`.
  ///
  /// ```swift
  /// PluralRules(locale: "ka").category(from: .one, to: .other)   // .one
  /// ```
  public func category(from start: PluralCategory, to end: PluralCategory) -> PluralCategory {
    guard type == .cardinal, rangeSet >= 0 else { return end }
    let entry = TableFormat.RangeTable.entry(table: rangeSet, start: start.rawValue, end: end.rawValue)
    return PluralCategory(code: PluralTables.rangeResults[entry]) ?? end
  }

  /// The category of the range from one number to another.
  public func category(from start: PluralOperands, to end: PluralOperands) -> PluralCategory {
    category(from: category(for: start), to: category(for: end))
  }
}

extension PluralRules: CustomStringConvertible {
  /// `PluralRules(ru, cardinal: one, few, many, other)`.
  public var description: String {
    "PluralRules(\(locale), \(type.rawValue): \(categories.map { $0.name }.joined(separator: ", ")))"
  }
}

@_spi(TableFormat) internal import PluralTableFormat

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
/// The locale is a ``CLDRLocale``, or an identifier in BCP 47 or POSIX/CLDR
/// spelling in any case (`pt-BR`, `pt_BR`, `en_US.UTF-8`, `de_DE@euro`,
/// `zh-Hant-TW`, `en-US-u-ca-gregory`), read once into one. The rules come from the most specific CLDR locale
/// that has them, following CLDR's parent locales (`pt-AO` uses `pt_PT`);
/// ``locale`` tells which one was used, and ``isRootFallback`` tells when
/// the language is unknown and root rules (everything `other`) apply.
public struct PluralRules: Hashable, Sendable {
  /// Cardinal or ordinal.
  public let type: PluralRuleType
  let ruleSet: Int
  /// Where the rule set's tables start in `PluralTables.integerTables`: for
  /// integers, for decimals whose visible fraction digits are all zero
  /// ("5.00"), and for the other decimals ("5.25").
  let tableStarts: TableFormat.TableStarts
  /// The fraction digit counts from which a double is `other` whatever its
  /// value, compared as unsigned (a negative count is above; the table's
  /// ``TableFormat/RuleSetSummary/otherFromDigits``, one shift): 0 when
  /// `other` is the only category (Japanese, Chinese, …: a double need not
  /// be converted at all), 1 when every category but `other` needs v = 0
  /// (English, Russian, Polish: a double shown with fraction digits is
  /// `other` without converting), else no count. One comparison instead of
  /// two flags.
  let otherFromDigits: UInt
  /// The locale table entry of the CLDR locale whose rules are used.
  let localeIndex: Int
  /// The range table of the locale, or -1.
  let rangeSet: Int
  /// True when no rules exist for the requested language and root's apply.
  public let isRootFallback: Bool
  /// True when `other` is the only category (`otherFromDigits` is 0), for
  /// `category(for: Double)`. Stored, not derived from `otherFromDigits`:
  /// with one stored property fewer, code that copies the struct
  /// (`StringTable.format`) copied it field by field (`format:one` in
  /// Benchmarks/README.md).
  let usesOnlyOther: Bool
  /// The address of this rule set's integer table in
  /// `PluralTables.integerTables` (a static object, never freed): what the
  /// inlinable `category(for: Int)` reads, without a call (a user's loop
  /// against C's: `Benchmarks/external.sh`, figures in Benchmarks/README.md).
  @usableFromInline let integerTable: UInt

  /// The version of the CLDR data the tables were generated from.
  public static var cldrVersion: String { PluralTables.cldrVersion }

  /// Every CLDR locale id that has rules of `type` (`root` included), sorted.
  ///
  /// - Complexity: O(n log n) in the number of locales.
  public static func availableLocales(_ type: PluralRuleType = .cardinal) -> [String] {
    availableCLDRLocales(type).map { $0.identifier }.sorted()
  }

  /// Every locale that has rules of `type` (``CLDRLocale/root`` included),
  /// as values, in their order (language, then script, then region): what
  /// to pass on to ``init(locale:type:)-(CLDRLocale,_)`` without reading a
  /// string again.
  ///
  /// ```swift
  /// PluralRules.availableCLDRLocales(.ordinal).contains(CLDRLocale("cy")!)   // true
  /// ```
  ///
  /// - Complexity: O(n) in the number of locales.
  public static func availableCLDRLocales(_ type: PluralRuleType = .cardinal) -> [CLDRLocale] {
    PluralTables.localeKeys.indices.filter { PluralTables.entry($0).ruleSet(type) != nil }
      .map { CLDRLocale(key: PluralTables.key($0)) }
  }

  /// The rules for `locale` (see the type's documentation for the fallback
  /// policy): the most specific of its lookup candidates that has rules,
  /// following CLDR's parent locales. Never fails: a language CLDR has no
  /// rules for gets root's rules and ``isRootFallback`` is true; ``CLDRLocale/root``
  /// gets them with ``isRootFallback`` false.
  ///
  /// ```swift
  /// let locale = CLDRLocale("pt-AO")!          // parsed once, e.g. from a request
  /// PluralRules(locale: locale).locale         // "pt_PT"
  /// PluralRules(locale: locale, type: .ordinal).category(for: 2)   // .other
  /// ```
  ///
  /// - Complexity: at most four branchless binary searches of the generated
  ///   locale table; no parsing, no allocation.
  public init(locale: CLDRLocale, type: PluralRuleType = .cardinal) {
    self.init(key: locale.key, type: type)
  }

  /// The rules for an identifier in any spelling ``CLDRLocale/init(_:)``
  /// reads (`pt-BR`, `pt_BR`, `en_US.UTF-8`): the identifier is read once
  /// into a ``CLDRLocale``, whose rules these are. Text that names no
  /// locale gets root's rules and ``isRootFallback`` is true.
  ///
  /// - Complexity: O(n) in the identifier's length, then as
  ///   ``init(locale:type:)-(CLDRLocale,_)``; no allocation.
  public init(locale: String, type: PluralRuleType = .cardinal) {
    self.init(key: TableFormat.LocaleKey(locale), type: type)
  }

  /// The rules of a table key; nil (no locale) gets root's as a fallback.
  /// Inlined into both public initializers, so that a resolution makes no
  /// call for it (`resolve:en` in Benchmarks/README.md).
  @inline(__always)
  init(key: TableFormat.LocaleKey?, type: PluralRuleType) {
    self.type = type
    let (found, ranges) = key.map { PluralTables.find($0, type) } ?? (nil, nil)
    localeIndex = found ?? 0  // root's entry: its key, 0, sorts first
    // The generator gives rules to every entry a lookup can end at.
    ruleSet = PluralTables.entry(localeIndex).ruleSet(type) ?? 0
    tableStarts = PluralTables.starts(ruleSet: ruleSet)
    let summary = PluralTables.summary(ruleSet: ruleSet)
    otherFromDigits = summary.otherFromDigits
    usesOnlyOther = otherFromDigits == 0
    isRootFallback = found == nil
    rangeSet = ranges.flatMap { PluralTables.entry($0).rangeTable } ?? -1
    integerTable = PluralTables.integerTableAddress &+ UInt(tableStarts.start(.integer))
  }

  /// The CLDR locale id whose rules are used: `pt_PT` for "pt-AO", `root`
  /// for an unknown language. ``cldrLocale`` is the same locale as a value.
  public var locale: String { PluralTables.key(localeIndex).identifier }

  /// The CLDR locale whose rules are used (`pt_PT` for `pt_AO`, ``CLDRLocale/root``
  /// for an unknown language), to pass on without spelling it out.
  ///
  /// - Complexity: O(1).
  public var cldrLocale: CLDRLocale { CLDRLocale(key: PluralTables.key(localeIndex)) }

  // MARK: Classification

  /// The category of prepared operands.
  ///
  /// - Complexity: O(1): a table lookup by the integer digits, or for a few
  ///   rules (a compact exponent, some fraction-digit rules) an evaluation of
  ///   the rules' relations.
  public func category(for operands: PluralOperands) -> PluralCategory {
    guard operands.exponentValue == 0 else { return PluralTables.evaluate(ruleSet: ruleSet, operands) }
    // The operands' keys, made with them: one shift to their shape's field, no division.
    let field = tableStarts.field(shift: UInt64(operands.shapeShift))
    if TableFormat.TableStarts.isFractionKeyed(field) {
      // Inlined: the second call cost more than the lookup it made.
      let code = PluralTables.fractionKeyedCode(field, operands)
      return PluralCategory(code: code)
        ?? PluralTables.category(notDecidedBy: code, operands, ruleSet: ruleSet)
    }
    let code = PluralTables.code(TableFormat.TableStarts.start(ofField: field) &+ Int(operands.integerEntry))
    if let category = PluralCategory(code: code) { return category }
    return PluralTables.category(following: code, operands, ruleSet: ruleSet)
  }

  /// The category of an integer. Exact for every value, `Int.min` included.
  ///
  /// Always inlined: a caller's loop reads the table itself (one load by
  /// `min(n, 100 + n % 100)`, branch-free) and calls only for the codes
  /// that are not a category (French `many`, subtables, exceptions). Left to
  /// the optimizer, it stayed a call in formatting's direct path and in
  /// `Benchmarks/every-locale.sh`'s loop.
  @inlinable @inline(__always)
  public func category(for value: Int) -> PluralCategory {
    let magnitude = UInt64(value.magnitude)
    // The table's entry: the magnitude below 100, 100 + magnitude % 100 from there
    // (TableFormat.IntegerTable.entry(for:), which the tests compare it with).
    let above: UInt64 = magnitude >= 100 ? 1 : 0
    let entry = magnitude &- (magnitude / 100 &- above) &* 100
    let code = UnsafePointer<UInt8>(bitPattern: integerTable)![Int(truncatingIfNeeded: entry)]
    // Codes 0–5 are the categories, in their raw values' order.
    if code <= PluralCategory.other.rawValue { return unsafeBitCast(code, to: PluralCategory.self) }
    return category(following: code, magnitude: magnitude)
  }

  /// The category of an integer whose magnitude's table code `code` is not
  /// a category: out of line, the rare part of `category(for: Int)`.
  @usableFromInline
  func category(following code: UInt8, magnitude: UInt64) -> PluralCategory {
    // A class of multiples that one divisibility decides (French `many`): without a further call.
    if let category = PluralTables.divisibilityCategory(code, magnitude) { return category }
    return PluralTables.category(following: code, integer: magnitude, ruleSet: ruleSet)
  }

  /// The category of an integer of any type.
  ///
  /// - Complexity: O(1) for types up to 64 bits; wider values take one division.
  public func category(for value: some BinaryInteger) -> PluralCategory {
    category(for: PluralOperands(value))
  }

  /// The category of a decimal numeral such as `"1.50"`, `"-3"` or `"1.2c6"`.
  /// Trailing zeros count: in English `"1"` is `one` and `"1.0"` is `other`.
  ///
  /// - Complexity: O(n) in the numeral's length, without allocating.
  public func category(for numeral: String) throws(PluralOperandsError) -> PluralCategory {
    category(for: try PluralOperands(parsing: numeral))
  }

  /// The category of a double as its shortest round-trip decimal shows it
  /// (`1.0` is "1", `0.1 * 3` is "0.30000000000000004"). Infinities and NaN
  /// are `other`.
  public func category(for value: Double) -> PluralCategory {
    guard !usesOnlyOther, let operands = PluralOperands(value) else { return .other }
    return category(for: operands)
  }

  /// The category of a double displayed with `fractionDigits` fraction digits
  /// (rounded as `printf("%.*f")` does). In English `1` with 0 digits is
  /// `one`, with 2 digits ("1.00") `other`. Infinities, NaN and a negative
  /// digit count are `other`.
  ///
  /// - Complexity: O(1) for most values: double arithmetic decides the digits
  ///   where it is exact (below 2⁶³, up to 15 digits, not near a tie), else
  ///   ``PluralOperands/init(_:fractionDigits:)`` does.
  public func category(for value: Double, fractionDigits: Int) -> PluralCategory {
    guard UInt(bitPattern: fractionDigits) < otherFromDigits else { return .other }
    guard let (integer, fraction) = PluralOperands.fastFixedPoint(value, fractionDigits) else {
      return exactCategory(for: value, fractionDigits: fractionDigits)
    }
    let field: UInt64
    if fraction != 0 {
      // w > 0: the fractional-decimal field, the only one that can be fraction-keyed.
      field = tableField(hasFraction: true, fractionIsZero: false)
      if TableFormat.TableStarts.isFractionKeyed(field) {
        let code = PluralTables.fractionKeyedCode(field, visibleCount: fractionDigits, fraction: fraction)
        if let category = PluralCategory(code: code) { return category }
        return exactCategory(for: value, fractionDigits: fractionDigits)
      }
    } else {
      field = tableField(hasFraction: fractionDigits != 0, fractionIsZero: true)
    }
    let code = PluralTables.code(
      TableFormat.TableStarts.start(ofField: field) &+ TableFormat.IntegerTable.entry(for: integer))
    if let category = PluralCategory(code: code) { return category }
    if fractionDigits == 0 {
      if let category = PluralTables.divisibilityCategory(code, integer) { return category }
      return PluralTables.category(following: code, integer: integer, ruleSet: ruleSet)
    }
    if let table = TableFormat.IntegerTable.fractionTable(ofCode: code) {
      // A fraction table straight from the table: looked up here, without a call.
      if let category = PluralTables.fractionCategory(
        table: table, visibleCount: fractionDigits, fraction: fraction)
      {
        return category
      }
      return exactCategory(for: value, fractionDigits: fractionDigits)
    }
    // Only tail calls from here on: no register to keep across a call, no frame.
    return category(
      following: code, integer: integer, fraction: fraction, value, fractionDigits: fractionDigits)
  }

  /// The category of a decimal with fixed digits whose code from the table
  /// by its integer digits names a subtable, an exception table or deferred.
  @inline(never)
  func category(
    following code: UInt8, integer: UInt64, fraction: UInt64, _ value: Double, fractionDigits: Int
  ) -> PluralCategory {
    PluralTables.category(following: code, integer: integer, fraction: fraction, visibleCount: fractionDigits)
      ?? exactCategory(for: value, fractionDigits: fractionDigits)
  }

  /// The category of a double with fixed digits where the fast path cannot
  /// tell: by its exact operands. Out of line and rare (more than 15 digits,
  /// from 2⁶³ on, a tie, a code the tables defer), so that the common path
  /// needs no stack frame.
  @inline(never)
  func exactCategory(for value: Double, fractionDigits: Int) -> PluralCategory {
    guard let operands = PluralOperands(value, fractionDigits: fractionDigits) else { return .other }
    return category(for: operands)
  }

  /// The field (``TableFormat/TableStarts/field(shape:)``) of the table of a
  /// number without a compact exponent, by its shape: the table's start in
  /// `integerTables`, or where the fraction digits alone decide, a fraction table's.
  @inline(__always)
  func tableField(hasFraction: Bool, fractionIsZero: Bool) -> UInt64 {
    tableStarts.field(
      shape: TableFormat.NumberShape.rawValue(hasFraction: hasFraction, fractionIsZero: fractionIsZero))
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

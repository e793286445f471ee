// Where entries sit in the generated flat arrays. Packed entries have their
// own types (Relation, Condition, RuleSetSummary, TableStarts, LocaleKey,
// LocaleEntry); these are the strides and sentinels of the arrays of plain codes.

extension TableFormat {
  /// Category codes: 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other (CLDR order).
  @_spi(TableFormat) public enum CategoryCode {
    /// The number of categories.
    @inlinable @_spi(TableFormat) public static var count: Int { 6 }
    /// A code table entry that names no category.
    @inlinable @_spi(TableFormat) public static var none: UInt8 { 0xFF }
  }

  /// The fast path of every number without a compact exponent (c = 0):
  /// tables of 200 codes indexed by the integer digits i, one per rule set
  /// and number shape (``NumberShape``; none for the decimals with w > 0 of a
  /// rule set whose ``TableStarts`` are fraction-keyed), all in
  /// `integerTables`, where they may overlap (a table starts wherever
  /// ``TableStarts`` says). Entry `i`
  /// holds the code of `i` for `i < 100`; entry `100 + r` the code of every
  /// `i ≥ 100` with `i % 100 = r`. A code is a category code (0–5), ``deferred`` ("evaluate
  /// the rules": the code depends on more than the digits and the exception
  /// tables can tell), names a subtable (``subtable(ofCode:)``) where the
  /// next two digits of i decide, names a ``DivisibilityTest``
  /// (``divisibilityTest(ofCode:)``) where one divisibility by a power of ten
  /// decides a class of multiples (`i % 1000000 = 0`), names an
  /// ``ExceptionTable`` (``exceptionTable(ofCode:)``) where exact values
  /// decide (`n = 800`), or names a ``FractionTable``
  /// (``fractionTable(ofCode:)``) where the fraction digits decide
  /// (`f % 10 = 1` in a decimal table).
  ///
  /// Subtables have 100 codes: at depth `d` (the residue entry's subtable is
  /// depth 1) entry `k` stands for the integers whose digits `2d` and
  /// `2d + 1` (counting from 0 at the units) read `k`, that is
  /// `i / 100^d % 100 = k`. Every modulus divides 10¹⁸, so at most 8 levels
  /// are needed and the low 18 digits decide.
  @_spi(TableFormat) public enum IntegerTable {
    /// The modulus of the residue entries (and the number of direct entries).
    @inlinable @_spi(TableFormat) public static var residues: Int { 100 }
    @inlinable @_spi(TableFormat) public static var entryCount: Int { 2 * residues }
    /// "Evaluate the rules": the integer digits do not decide the category.
    @inlinable @_spi(TableFormat) public static var deferred: UInt8 { 0xFF }
    /// The first code that names a divisibility test: codes `firstDivisibilityCode ..< firstSubtableCode`
    /// name divisibility tests `0 ..< divisibilityTestLimit`. Right after the
    /// categories, so that the comparison that tells a category tells the first test too.
    @inlinable @_spi(TableFormat) public static var firstDivisibilityCode: UInt8 {
      UInt8(truncatingIfNeeded: CategoryCode.count)
    }
    /// The first code that names a subtable: codes `firstSubtableCode ..< firstExceptionCode`
    /// name subtables `0 ..< subtableLimit`.
    @inlinable @_spi(TableFormat) public static var firstSubtableCode: UInt8 { firstDivisibilityCode &+ 8 }
    /// The first code that names an exception table: codes `firstExceptionCode ..< firstFractionCode`
    /// name exception tables `0 ..< exceptionTableLimit`.
    @inlinable @_spi(TableFormat) public static var firstExceptionCode: UInt8 { 0x70 }
    /// The first code that names a fraction table: codes `firstFractionCode ..< deferred`
    /// name fraction tables `0 ..< fractionTableLimit`.
    @inlinable @_spi(TableFormat) public static var firstFractionCode: UInt8 { 0x80 }
    /// How many subtables the codes can name.
    @inlinable @_spi(TableFormat) public static var subtableLimit: Int {
      Int(firstExceptionCode &- firstSubtableCode)
    }
    /// How many divisibility tests the codes can name.
    @inlinable @_spi(TableFormat) public static var divisibilityTestLimit: Int {
      Int(firstSubtableCode &- firstDivisibilityCode)
    }
    /// How many exception tables the codes can name.
    @inlinable @_spi(TableFormat) public static var exceptionTableLimit: Int {
      Int(firstFractionCode &- firstExceptionCode)
    }
    /// How many fraction tables the codes can name.
    @inlinable @_spi(TableFormat) public static var fractionTableLimit: Int {
      Int(deferred &- firstFractionCode)
    }
    /// The number of entries of a subtable: one per value of two digits.
    @inlinable @_spi(TableFormat) public static var subtableEntryCount: Int { residues }

    /// The entry of an integer part whose low 18 digits are `value`;
    /// `isLarge` says it has more than 18 digits. Branch-free: `value` itself
    /// below 100, `100 + value % 100` from 100 on; both are `value − 100 · k`,
    /// with `k` the quotient `value / 100` less one from 100 on (0 below).
    /// Written so, not as the minimum of `value` and `100 + value % 100`: one
    /// comparison and a subtraction with borrow instead of the remainder's
    /// negation, an addition and a conditional move (fewer instructions a
    /// lookup on x86-64; a select on the quotient instead became a branch).
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func entry(for value: UInt64, isLarge: Bool = false) -> Int {
      let residues = UInt64(residues)
      let above: UInt64 = value >= residues || isLarge ? 1 : 0
      return Int(truncatingIfNeeded: value &- (value / residues &- above) &* residues)
    }

    /// The subtable a code names, or nil for any other code.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func subtable(ofCode code: UInt8) -> Int? {
      code >= firstSubtableCode && code < firstExceptionCode
        ? Int(truncatingIfNeeded: code &- firstSubtableCode) : nil
    }

    /// The divisibility test (a pair of words of the generated
    /// `divisibilityTests`) a code names, or nil for any other code: one
    /// comparison of the code less the first.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func divisibilityTest(ofCode code: UInt8) -> Int? {
      let index = code &- firstDivisibilityCode
      return index < firstSubtableCode &- firstDivisibilityCode ? Int(truncatingIfNeeded: index) : nil
    }

    /// The code that names divisibility test `index`; throws when the codes
    /// cannot name that many divisibility tests.
    @_spi(TableFormat) public static func code(ofDivisibilityTest index: Int) throws(FieldOverflow) -> UInt8 {
      guard index >= 0, index < divisibilityTestLimit else {
        throw FieldOverflow(field: "divisibility test code", value: "\(index)", width: 3)
      }
      return firstDivisibilityCode &+ UInt8(truncatingIfNeeded: index)
    }

    /// The exception table (an index into the generated `exceptionTables`) a
    /// code names, or nil for any other code.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func exceptionTable(ofCode code: UInt8) -> Int? {
      code >= firstExceptionCode && code < firstFractionCode
        ? Int(truncatingIfNeeded: code &- firstExceptionCode) : nil
    }

    /// The code that names exception table `index`; throws when the codes
    /// cannot name that many exception tables.
    @_spi(TableFormat) public static func code(ofExceptionTable index: Int) throws(FieldOverflow) -> UInt8 {
      guard index >= 0, index < exceptionTableLimit else {
        throw FieldOverflow(field: "exception table code", value: "\(index)", width: 4)
      }
      return firstExceptionCode &+ UInt8(truncatingIfNeeded: index)
    }

    /// The fraction table (an index into the generated `fractionTableEntries`)
    /// a code names, or nil for any other code.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func fractionTable(ofCode code: UInt8) -> Int? {
      code >= firstFractionCode && code != deferred ? Int(truncatingIfNeeded: code &- firstFractionCode) : nil
    }

    /// The code that names fraction table `index`; throws when the codes
    /// cannot name that many fraction tables.
    @_spi(TableFormat) public static func code(ofFractionTable index: Int) throws(FieldOverflow) -> UInt8 {
      guard index >= 0, index < fractionTableLimit else {
        throw FieldOverflow(field: "fraction table code", value: "\(index)", width: 7)
      }
      return firstFractionCode &+ UInt8(truncatingIfNeeded: index)
    }

    /// The code that names subtable `index`; throws when the codes cannot
    /// name that many subtables.
    @_spi(TableFormat) public static func code(ofSubtable index: Int) throws(FieldOverflow) -> UInt8 {
      guard index >= 0, index < subtableLimit else {
        throw FieldOverflow(field: "subtable code", value: "\(index)", width: 8)
      }
      return firstSubtableCode &+ UInt8(truncatingIfNeeded: index)
    }

    /// Where the entry for the two digits `digits` (0–99) of the subtable
    /// that subtable code `code` names is in the array of subtables: from the
    /// code itself, the first code's offset a constant.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func subtableEntry(code: UInt8, digits: UInt64) -> Int {
      Int(code) &* subtableEntryCount &+ Int(truncatingIfNeeded: digits)
        &- Int(firstSubtableCode) &* subtableEntryCount
    }

    /// Where the entry for the two digits `digits` (0–99) of subtable
    /// `subtable` is in the array of subtables.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func subtableEntry(_ subtable: Int, digits: UInt64) -> Int {
      subtable &* subtableEntryCount &+ Int(truncatingIfNeeded: digits)
    }
  }

  /// Which of a rule set's three tables (``TableStarts``) classifies a
  /// number without a compact exponent: by its visible fraction digits.
  /// Identical tables are stored once, whatever their shape.
  @_spi(TableFormat) public enum NumberShape: Int, CaseIterable, Sendable {
    /// No visible fraction digits (v = 0): "5".
    case integer
    /// Visible fraction digits, all zero (v > 0, w = 0): "5.00", where `n` is 5.
    case wholeDecimal
    /// A visible fraction digit that is not zero (w > 0): "5.25".
    case fractionalDecimal

    /// The shape's raw value, without a branch, from whether there are
    /// visible fraction digits (v > 0) and whether they are all zero (w = 0),
    /// which they are when there are none.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func rawValue(hasFraction: Bool, fractionIsZero: Bool) -> Int {
      (hasFraction ? 1 : 0) &+ (fractionIsZero ? 0 : 1)
    }
  }

  /// Plural ranges: a 6 × 6 table of category codes per distinct range table,
  /// indexed by start and end category, ``CategoryCode/none`` where CLDR lists no
  /// result (the end category applies).
  @_spi(TableFormat) public enum RangeTable {
    @inlinable @_spi(TableFormat) public static var entryCount: Int {
      CategoryCode.count &* CategoryCode.count
    }

    /// The entry for `start`–`end` in range table `table`.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func entry(table: Int, start: UInt8, end: UInt8) -> Int {
      table &* entryCount &+ Int(start) &* CategoryCode.count &+ Int(end)
    }
  }

  /// Rule texts: one string per category for every rule set ("" for a category
  /// the rule set does not use).
  @_spi(TableFormat) public enum RuleTextTable {
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func entry(ruleSet: Int, category: UInt8) -> Int {
      ruleSet &* CategoryCode.count &+ Int(category)
    }
  }
}

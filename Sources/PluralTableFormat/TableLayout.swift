// Where entries sit in the generated flat arrays. Packed entries have their
// own types (Relation, Condition, RuleSetSummary, LocaleKey); these
// are the strides and sentinels of the arrays of plain codes.

extension TableFormat {
  /// Category codes: 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other (CLDR order).
  public enum CategoryCode {
    /// The number of categories.
    @inlinable public static var count: Int { 6 }
    /// A code table entry that names no category.
    @inlinable public static var none: UInt8 { 0xFF }
  }

  /// The integer fast path: 200 category codes per distinct table. Entry `i`
  /// holds the category of `i` for `i < 100`; entry `100 + r` the category of
  /// every `i ≥ 100` with `i % 100 = r`, or ``deferred`` when the rules look at
  /// more than the last two digits there.
  public enum IntegerTable {
    /// The modulus of the residue entries (and the number of direct entries).
    @inlinable public static var residues: Int { 100 }
    @inlinable public static var entryCount: Int { 2 * residues }
    /// "Evaluate the rules": the residue does not decide the category.
    @inlinable public static var deferred: UInt8 { 0xFF }

    /// Where table `table` starts in the `integerTables` array.
    @inlinable @inline(__always)
    public static func start(ofTable table: Int) -> Int { table &* entryCount }

    /// The entry of an integer; `isSmall` says `value < 100`.
    @inlinable @inline(__always)
    public static func entry(for value: UInt64, isSmall: Bool) -> Int {
      isSmall ? Int(truncatingIfNeeded: value) : residues &+ Int(truncatingIfNeeded: value % UInt64(residues))
    }

    /// The smallest integer an entry stands for (the entry itself).
    public static func representative(ofEntry entry: Int) -> Int { entry }
  }

  /// Plural ranges: a 6 × 6 table of category codes per distinct range table,
  /// indexed by start and end category, ``CategoryCode/none`` where CLDR lists no
  /// result (the end category applies).
  public enum RangeTable {
    @inlinable public static var entryCount: Int { CategoryCode.count &* CategoryCode.count }

    /// The entry for `start`–`end` in range table `table`.
    @inlinable @inline(__always)
    public static func entry(table: Int, start: UInt8, end: UInt8) -> Int {
      table &* entryCount &+ Int(start) &* CategoryCode.count &+ Int(end)
    }
  }

  /// Rule texts: one string per category for every rule set ("" for a category
  /// the rule set does not use).
  public enum RuleTextTable {
    @inlinable @inline(__always)
    public static func entry(ruleSet: Int, category: UInt8) -> Int {
      ruleSet &* CategoryCode.count &+ Int(category)
    }
  }
}

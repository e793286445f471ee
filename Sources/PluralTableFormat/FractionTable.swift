extension TableFormat {
  /// A table of the codes of decimals by their fraction digits, for rules
  /// that read the digits' value (`f % 10 = 1`, `t % 100 != 11`): an entry of
  /// a decimal table (``NumberShape/fractionalDecimal``) names one with a
  /// code from ``IntegerTable/firstFractionCode`` on, once the integer digits
  /// have decided everything else, or a rule set's ``TableStarts`` holds
  /// one's entry itself where the fraction digits alone decide its decimals.
  /// One entry per fraction table of the generated `fractionTableEntries`.
  ///
  /// The codes sit in the generated `fractionTables` (where tables may
  /// overlap), in ``bucketCount``
  /// blocks of ``IntegerTable/entryCount`` codes, one block per bucket of the
  /// visible fraction digit count v (bucket `b` is v = b + 1, the last one
  /// every v from there on: Latvian reads `v = 2`). Within a block the entry of
  /// the fraction operand (f, or t when ``readsTrimmed``) is found as the
  /// integer tables find i's (``IntegerTable/entry(for:isLarge:)``). A code is a
  /// category code or ``IntegerTable/deferred``.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–14  | start | where the first block starts in `fractionTables` |
  /// | 15    | readsTrimmed | the entry is by t (trailing zeros removed), not f |
  /// | 16–18 | bucketCount | the number of blocks (1–7) |
  ///
  /// The 19 bits fit a fraction-keyed ``TableStarts`` field below its
  /// constant flag, which holds the entry itself: no load of it. The
  /// accessors read their bits only, so the field's higher bits may stay.
  @_spi(TableFormat) public struct FractionTable: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt64) { self.rawValue = rawValue }

    @inlinable @inline(__always) static var startField: BitField {
      BitField("fraction table start", shift: 0, width: 15)
    }
    @inlinable @inline(__always) static var trimmedField: BitField {
      BitField("readsTrimmed", shift: 15, width: 1)
    }
    @inlinable @inline(__always) static var bucketsField: BitField {
      BitField("bucketCount", shift: 16, width: 3)
    }

    /// The most buckets of v a table can have.
    @inlinable @_spi(TableFormat) public static var bucketLimit: Int { 7 }

    /// Packs a table's place and shape; throws when a field overflows or
    /// `bucketCount` is not 1…``bucketLimit``.
    @_spi(TableFormat) public init(start: Int, readsTrimmed: Bool, bucketCount: Int) throws(FieldOverflow) {
      guard (1...Self.bucketLimit).contains(bucketCount) else {
        throw FieldOverflow(field: "bucketCount", value: "\(bucketCount)", width: 3)
      }
      var raw: UInt64 = 0
      try Self.startField.write(start, into: &raw)
      try Self.trimmedField.write(readsTrimmed, into: &raw)
      try Self.bucketsField.write(bucketCount, into: &raw)
      rawValue = raw
    }

    /// Where the first block starts in `fractionTables`.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var start: Int { Int(truncatingIfNeeded: Self.startField.read(rawValue)) }
    /// Whether the entry is by t (the fraction digits without trailing zeros) rather than f.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var readsTrimmed: Bool { Self.trimmedField.isSet(in: rawValue) }
    /// The number of blocks, one per bucket of v.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var bucketCount: Int {
      Int(truncatingIfNeeded: Self.bucketsField.read(rawValue))
    }

    /// Where the code of a decimal with `visibleCount` fraction digits and
    /// fraction operand `fraction` (low 18 digits; `isLarge`: it has more)
    /// is in `fractionTables`. `visibleCount` must be at least 1, as it is
    /// for every decimal a fraction table is named for (v = 0 is no decimal):
    /// no clamp from below.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func entry(visibleCount: Int, fraction: UInt64, isLarge: Bool = false) -> Int {
      entry(visibleCount: visibleCount, operandEntry: IntegerTable.entry(for: fraction, isLarge: isLarge))
    }

    /// The same, from the fraction operand's entry within a block
    /// (``IntegerTable/entry(for:isLarge:)`` of it), which prepared operands keep.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func entry(visibleCount: Int, operandEntry: Int) -> Int {
      let bucket = Swift.min(visibleCount, bucketCount) &- 1
      return start &+ bucket &* IntegerTable.entryCount &+ operandEntry
    }
  }
}

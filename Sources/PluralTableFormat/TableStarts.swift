extension TableFormat {
  /// Where a rule set's three tables start in `integerTables`, one entry per
  /// rule set of the generated `tableStarts`, so that the runtime picks the
  /// table of a number's ``NumberShape`` with a shift instead of a branch.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–19  | integer | start of the table for integers (v = 0) |
  /// | 21–40 | whole decimal | start of the table for v > 0, w = 0 ("5.00") |
  /// | 42–61 | fractional decimal | start of the table for w > 0 ("5.25") |
  /// | 62    | fractionKeyed | the decimals with w > 0 are decided by a fraction table alone |
  /// | 63    | readsTrimmed | that fraction table is by t, not f |
  ///
  /// Where the fraction digits alone decide the decimals with w > 0 (their
  /// table would name one ``FractionTable`` of one bucket of v in every
  /// entry: `f % 10 = 1` or `t % 10 = 1` whatever i), bit 62 is set and bits
  /// 42–61 hold where that table's codes start in `fractionTables`: one
  /// lookup by the fraction operand instead of two. The flag is the top bit
  /// of the shape's 21-bit field (``start(shape:)``), so that the lookup of
  /// the other shapes and rule sets tests the field it reads anyway.
  public struct TableStarts: Hashable, Sendable {
    public var rawValue: UInt64

    @inlinable @inline(__always)
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The width of each shape's field: a start and the flag.
    @inlinable @inline(__always) static var width: UInt64 { 21 }

    /// The flag bit of a field (``fractionKeyedFlag``) set: the start is a fraction table's.
    @inlinable public static var fractionKeyedFlag: Int { 1 << 20 }

    @inlinable @inline(__always)
    static func field(_ shape: NumberShape) -> BitField {
      BitField("table start", shift: UInt64(truncatingIfNeeded: shape.rawValue) &* width, width: width &- 1)
    }
    @inlinable @inline(__always) static var fractionKeyedField: BitField {
      BitField("fractionKeyed", shift: 3 &* width &- 1, width: 1)
    }
    @inlinable @inline(__always) static var trimmedField: BitField {
      BitField("fraction table reads t", shift: 3 &* width, width: 1)
    }

    /// Packs the start of each shape's table; throws when one needs more than 20 bits.
    public init(_ start: (NumberShape) -> Int) throws(FieldOverflow) {
      var raw: UInt64 = 0
      for shape in NumberShape.allCases { try Self.field(shape).write(start(shape), into: &raw) }
      rawValue = raw
    }

    /// Packs the starts of the integer and whole-decimal tables, and for the
    /// decimals with w > 0 the start of a fraction table's codes (one bucket
    /// of v) in `fractionTables` and whether they are by t; throws when a
    /// start needs more than 20 bits.
    public init(_ start: (NumberShape) -> Int, fractionTableStart: Int, readsTrimmed: Bool)
      throws(FieldOverflow)
    {
      var raw: UInt64 = 0
      try Self.field(.integer).write(start(.integer), into: &raw)
      try Self.field(.wholeDecimal).write(start(.wholeDecimal), into: &raw)
      try Self.field(.fractionalDecimal).write(fractionTableStart, into: &raw)
      try Self.fractionKeyedField.write(true, into: &raw)
      try Self.trimmedField.write(readsTrimmed, into: &raw)
      rawValue = raw
    }

    /// The field of numbers of shape `shape` (a ``NumberShape`` raw value)
    /// in its low 21 bits, the fields above it after: read by
    /// ``start(ofField:)``, ``isFractionKeyed(_:)`` and ``readsTrimmed(_:)``.
    @inlinable @inline(__always)
    public func field(shape: Int) -> UInt64 { rawValue >> (UInt64(truncatingIfNeeded: shape) &* Self.width) }

    /// The start a field holds: of the shape's table in `integerTables`, or
    /// where ``isFractionKeyed(_:)``, of the fraction table's codes in `fractionTables`.
    @inlinable @inline(__always)
    public static func start(ofField field: UInt64) -> Int {
      Int(truncatingIfNeeded: field & UInt64(truncatingIfNeeded: fractionKeyedFlag &- 1))
    }

    /// Whether a field is of the decimals with w > 0 of a rule set whose
    /// fraction digits alone decide them, by the fraction table it starts.
    @inlinable @inline(__always)
    public static func isFractionKeyed(_ field: UInt64) -> Bool {
      field & UInt64(truncatingIfNeeded: fractionKeyedFlag) != 0
    }

    /// Whether the fraction table of a fraction-keyed field is by t rather than f.
    @inlinable @inline(__always)
    public static func readsTrimmed(_ field: UInt64) -> Bool {
      field & UInt64(truncatingIfNeeded: fractionKeyedFlag) << 1 != 0
    }

    /// The start of the table for numbers of shape `shape` (a ``NumberShape``
    /// raw value), or of a fraction-keyed field's fraction table.
    @inlinable @inline(__always)
    public func start(shape: Int) -> Int { Self.start(ofField: field(shape: shape)) }

    @inlinable @inline(__always)
    public func start(_ shape: NumberShape) -> Int { start(shape: shape.rawValue) }

    /// Whether the decimals with w > 0 are decided by a fraction table alone.
    @inlinable @inline(__always)
    public var isFractionKeyed: Bool {
      Self.isFractionKeyed(field(shape: NumberShape.fractionalDecimal.rawValue))
    }
  }
}

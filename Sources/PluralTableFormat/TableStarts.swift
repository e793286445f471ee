extension TableFormat {
  /// Where a rule set's three tables start in `integerTables`, one entry per
  /// rule set of the generated `tableStarts`, so that the runtime picks the
  /// table of a number's ``NumberShape`` with a shift instead of a branch.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–19  | integer | start of the table for integers (v = 0) |
  /// | 21–40 | whole decimal | start of the table for v > 0, w = 0 ("5.00") |
  /// | 42–61 | fractional decimal | start of the table for w > 0 ("5.25"); where fractionKeyed, bits 42–60 are a fraction table's ``FractionTable`` entry or, with bit 61, a category code |
  /// | 61    | constant (only with fractionKeyed) | bits 42–49 are the category code of every decimal with w > 0 (``constantFlag``) |
  /// | 62    | fractionKeyed | the decimals with w > 0 are decided by a fraction table alone, or are one category |
  ///
  /// Where the fraction digits alone decide the decimals with w > 0 (their
  /// table would name one ``FractionTable`` in every entry: `f % 10 = 1`,
  /// `t % 10 = 1` or `v = 2 and f % 100 = 11..19` whatever i), bit 62 is set
  /// and bits 42–60 hold that fraction table's packed ``FractionTable`` (its
  /// start, whether it reads t, its buckets of v; 19 bits): one lookup by the
  /// fraction digits instead of two, and no load of the fraction table's entry. Where every such
  /// decimal has one category, bit 61 is set too and the field holds its
  /// code: no lookup at all. The flag is the top
  /// bit of the shape's 21-bit field (``field(shape:)``), so that the lookup
  /// of the other shapes and rule sets tests the field it reads anyway.
  @_spi(TableFormat) public struct TableStarts: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The width of each shape's field: a start and the flag.
    @inlinable @inline(__always) static var width: UInt64 { 21 }

    /// The flag bit of a field: the fractional-decimal field holds a fraction table's entry (or a constant code).
    @inlinable @_spi(TableFormat) public static var fractionKeyedFlag: Int { 1 << 20 }

    @inlinable @inline(__always)
    static func field(_ shape: NumberShape) -> BitField {
      BitField("table start", shift: UInt64(truncatingIfNeeded: shape.rawValue) &* width, width: width &- 1)
    }
    @inlinable @inline(__always) static var fractionKeyedField: BitField {
      BitField("fractionKeyed", shift: 3 &* width &- 1, width: 1)
    }

    /// Packs the start of each shape's table; throws when one needs more than 20 bits.
    @_spi(TableFormat) public init(_ start: (NumberShape) -> Int) throws(FieldOverflow) {
      var raw: UInt64 = 0
      for shape in NumberShape.allCases { try Self.field(shape).write(start(shape), into: &raw) }
      rawValue = raw
    }

    /// The bit of a fraction-keyed field that says its low bits are the
    /// category code of every decimal with w > 0 (`other` in English, `many`
    /// in Lithuanian), not a fraction table: no lookup at all.
    @inlinable @_spi(TableFormat) public static var constantFlag: Int { 1 << 19 }

    /// Packs the starts of the integer and whole-decimal tables, and the
    /// category `code` of every decimal with w > 0; throws when a start needs more than 20 bits.
    @_spi(TableFormat) public init(_ start: (NumberShape) -> Int, fractionalCategory code: UInt8)
      throws(FieldOverflow)
    {
      try self.init(start, keyedField: Self.constantFlag | Int(code))
    }

    /// Packs the starts of the integer and whole-decimal tables, and for the
    /// decimals with w > 0 the fraction table that alone decides them, its
    /// packed entry itself; throws when a start needs more than 20 bits, or
    /// the entry more than 19.
    @_spi(TableFormat) public init(_ start: (NumberShape) -> Int, fractionTable: FractionTable)
      throws(FieldOverflow)
    {
      guard fractionTable.rawValue < UInt64(Self.constantFlag) else {
        throw FieldOverflow(field: "fraction table", value: "\(fractionTable.rawValue)", width: 19)
      }
      try self.init(start, keyedField: Int(truncatingIfNeeded: fractionTable.rawValue))
    }

    init(_ start: (NumberShape) -> Int, keyedField: Int) throws(FieldOverflow) {
      var raw: UInt64 = 0
      try Self.field(.integer).write(start(.integer), into: &raw)
      try Self.field(.wholeDecimal).write(start(.wholeDecimal), into: &raw)
      try Self.field(.fractionalDecimal).write(keyedField, into: &raw)
      try Self.fractionKeyedField.write(true, into: &raw)
      rawValue = raw
    }

    /// The field of numbers of shape `shape` (a ``NumberShape`` raw value)
    /// in its low 21 bits, the fields above it after: read by
    /// ``start(ofField:)`` and ``isFractionKeyed(_:)``.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func field(shape: Int) -> UInt64 {
      rawValue >> Self.shift(ofShape: shape)
    }

    /// Where the field of shape `shape` (a ``NumberShape`` raw value) starts:
    /// what prepared operands keep, so that ``field(shift:)`` reads their field with one shift.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func shift(ofShape shape: Int) -> UInt64 {
      UInt64(truncatingIfNeeded: shape) &* width
    }

    /// The field that starts at bit `shift` (``shift(ofShape:)``), the fields above it after.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func field(shift: UInt64) -> UInt64 { rawValue >> shift }

    /// What a field holds: the start of the shape's table in `integerTables`
    /// (where ``isFractionKeyed(_:)``, ``fractionTable(ofField:)`` reads it).
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func start(ofField field: UInt64) -> Int {
      Int(truncatingIfNeeded: field & UInt64(truncatingIfNeeded: fractionKeyedFlag &- 1))
    }

    /// Whether a field is of the decimals with w > 0 of a rule set whose
    /// fraction digits alone decide them, by the fraction table it names.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func isFractionKeyed(_ field: UInt64) -> Bool {
      field & UInt64(truncatingIfNeeded: fractionKeyedFlag) != 0
    }

    /// The fraction table of a fraction-keyed field without ``constantFlag``:
    /// the field is its entry (the entry's accessors read only its 19 bits).
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func fractionTable(ofField field: UInt64) -> FractionTable {
      FractionTable(rawValue: field)
    }

    /// The category code of every decimal with w > 0 when a fraction-keyed
    /// field holds one (``constantFlag``), else nil.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func constantCode(_ field: UInt64) -> UInt8? {
      field & UInt64(truncatingIfNeeded: constantFlag) != 0 ? UInt8(truncatingIfNeeded: field) : nil
    }

    /// The start of the table for numbers of shape `shape` (a ``NumberShape``
    /// raw value); a fraction-keyed field's low 20 bits.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func start(shape: Int) -> Int { Self.start(ofField: field(shape: shape)) }

    @inlinable @inline(__always)
    @_spi(TableFormat) public func start(_ shape: NumberShape) -> Int { start(shape: shape.rawValue) }

    /// Whether the decimals with w > 0 are decided by a fraction table alone.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var isFractionKeyed: Bool {
      Self.isFractionKeyed(field(shape: NumberShape.fractionalDecimal.rawValue))
    }
  }
}

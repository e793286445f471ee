extension TableFormat {
  /// Where a rule set's three tables start in `integerTables`, one entry per
  /// rule set of the generated `tableStarts`, so that the runtime picks the
  /// table of a number's ``NumberShape`` with a shift instead of a branch.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–20  | integer | start of the table for integers (v = 0) |
  /// | 21–41 | whole decimal | start of the table for v > 0, w = 0 ("5.00") |
  /// | 42–62 | fractional decimal | start of the table for w > 0 ("5.25") |
  public struct TableStarts: Hashable, Sendable {
    public var rawValue: UInt64

    @inlinable @inline(__always)
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The width of each start.
    @inlinable @inline(__always) static var width: UInt64 { 21 }

    @inlinable @inline(__always)
    static func field(_ shape: NumberShape) -> BitField {
      BitField("table start", shift: UInt64(truncatingIfNeeded: shape.rawValue) &* width, width: width)
    }

    /// Packs the start of each shape's table; throws when one needs more than 21 bits.
    public init(_ start: (NumberShape) -> Int) throws(FieldOverflow) {
      var raw: UInt64 = 0
      for shape in NumberShape.allCases { try Self.field(shape).write(start(shape), into: &raw) }
      rawValue = raw
    }

    /// The start of the table for numbers of shape `shape` (a ``NumberShape`` raw value).
    @inlinable @inline(__always)
    public func start(shape: Int) -> Int {
      Int(
        truncatingIfNeeded: (rawValue >> (UInt64(truncatingIfNeeded: shape) &* Self.width))
          & (1 << Self.width &- 1))
    }

    @inlinable @inline(__always)
    public func start(_ shape: NumberShape) -> Int { start(shape: shape.rawValue) }
  }
}

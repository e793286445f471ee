extension TableFormat {
  /// The codes of a class of integers (a residue or subtable entry, i ≥ 100)
  /// that a rule decides by exact values no count of low digits tells apart
  /// (`n = 11,8,80,800` in Italian ordinals: 800 but not 1800;
  /// `n = 800..899` in Ligurian and Sicilian ones): up to ``slotCount``
  /// ranges of exact values with their categories, and the category of every
  /// other integer of the class. An entry of an integer or whole-decimal
  /// table names one with a code from ``IntegerTable/firstExceptionCode`` on;
  /// one packed entry per table in the generated `exceptionTables`. A range
  /// may hold values outside the class: no number of the class reaches them.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–2   | defaultCategory | the category code of the class's other integers |
  /// | 3–4   | count | the number of ranges (0–2) |
  /// | 5–20  | low 0 | the first range's lowest value (below 2¹⁶) |
  /// | 21–28 | span 0 | its highest value minus its lowest (below 2⁸) |
  /// | 29–31 | category 0 | the category code of its values |
  /// | 32–58 | low 1, span 1, category 1 | the same for the second range |
  @_spi(TableFormat) public struct ExceptionTable: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt64) { self.rawValue = rawValue }

    @inlinable @inline(__always) static var defaultField: BitField {
      BitField("defaultCategory", shift: 0, width: 3)
    }
    @inlinable @inline(__always) static var countField: BitField {
      BitField("exception count", shift: 3, width: 2)
    }
    /// The width of one slot: a range and its category.
    @inlinable @inline(__always) static var slotWidth: UInt64 { 27 }
    @inlinable @inline(__always) static func lowField(_ slot: Int) -> BitField {
      BitField("exception low", shift: 5 &+ UInt64(truncatingIfNeeded: slot) &* slotWidth, width: 16)
    }
    @inlinable @inline(__always) static func spanField(_ slot: Int) -> BitField {
      BitField("exception span", shift: 21 &+ UInt64(truncatingIfNeeded: slot) &* slotWidth, width: 8)
    }
    @inlinable @inline(__always) static func categoryField(_ slot: Int) -> BitField {
      BitField("exception category", shift: 29 &+ UInt64(truncatingIfNeeded: slot) &* slotWidth, width: 3)
    }

    /// The most ranges a table holds.
    @inlinable @_spi(TableFormat) public static var slotCount: Int { 2 }
    /// The largest value a range may start at.
    @inlinable @_spi(TableFormat) public static var lowLimit: UInt64 { lowField(0).maximum }
    /// The largest difference between a range's highest and lowest values.
    @inlinable @_spi(TableFormat) public static var spanLimit: UInt64 { spanField(0).maximum }

    // MARK: Encoding

    /// Packs ranges of exact values (each with a category code) and the
    /// default category code; throws when there are more than ``slotCount``
    /// ranges, a range starts above ``lowLimit`` or spans more than
    /// ``spanLimit``, or a code is not a category.
    @_spi(TableFormat) public init(
      exceptions: [(values: ClosedRange<UInt64>, category: UInt8)], defaultCategory: UInt8
    ) throws(FieldOverflow) {
      guard exceptions.count <= Self.slotCount else {
        throw FieldOverflow(field: "exception count", value: "\(exceptions.count)", width: 2)
      }
      var raw: UInt64 = 0
      try Self.write(category: defaultCategory, Self.defaultField, into: &raw)
      try Self.countField.write(exceptions.count, into: &raw)
      for (slot, exception) in exceptions.enumerated() {
        try Self.lowField(slot).write(exception.values.lowerBound, into: &raw)
        try Self.spanField(slot).write(exception.values.upperBound - exception.values.lowerBound, into: &raw)
        try Self.write(category: exception.category, Self.categoryField(slot), into: &raw)
      }
      rawValue = raw
    }

    static func write(category: UInt8, _ field: BitField, into raw: inout UInt64) throws(FieldOverflow) {
      guard Int(category) < CategoryCode.count else {
        throw FieldOverflow(field: "\(field.name)", value: "\(category)", width: Int(field.width))
      }
      try field.write(category, into: &raw)
    }

    // MARK: Decoding

    /// The category code of the integers that are none of the exact values.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var defaultCategory: UInt8 {
      UInt8(truncatingIfNeeded: Self.defaultField.read(rawValue))
    }
    /// The number of ranges.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var count: Int { Int(truncatingIfNeeded: Self.countField.read(rawValue)) }
    /// The values of range `slot` (below ``count``).
    @_spi(TableFormat) public func values(_ slot: Int) -> ClosedRange<UInt64> {
      let low = Self.lowField(slot).read(rawValue)
      return low...low + Self.spanField(slot).read(rawValue)
    }
    /// The category code of the values of range `slot`.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func category(_ slot: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: Self.categoryField(slot).read(rawValue))
    }

    /// The category code of the integer of the class whose low 18 digits are
    /// `integer` (`isLarge`: it has more, so it is in no range).
    @inlinable @inline(__always)
    @_spi(TableFormat) public func code(for integer: UInt64, isLarge: Bool = false) -> UInt8 {
      var slot = 0
      let count = isLarge ? 0 : self.count
      while slot < count {
        // low ≤ integer ≤ low + span, in one comparison.
        if integer &- Self.lowField(slot).read(rawValue) <= Self.spanField(slot).read(rawValue) {
          return category(slot)
        }
        slot &+= 1
      }
      return defaultCategory
    }
  }
}

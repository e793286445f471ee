extension TableFormat {
  /// The operand a relation reads (UTS #35): the low three bits of a ``Relation``.
  ///
  /// The eight cases fill the field, so every bit pattern decodes to an
  /// operand (the cases are declared in raw-value order, which makes the
  /// raw value the case's tag).
  @_spi(TableFormat) public enum Operand: UInt8, CaseIterable, Sendable {
    /// The absolute value; the only operand that can have a fraction.
    case n = 0
    /// The integer digits.
    case i
    /// The number of visible fraction digits, with trailing zeros.
    case v
    /// The number of visible fraction digits, without trailing zeros.
    case w
    /// The visible fraction digits as an integer, with trailing zeros.
    case f
    /// The visible fraction digits as an integer, without trailing zeros.
    case t
    /// The compact decimal exponent.
    case c
    /// A synonym of `c`, kept apart so that decoding gives back the rule as written.
    case e
  }

  /// One relation of a plural rule (`i % 10 = 2..4`), as one entry of the
  /// generated `relations` table.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–2   | ``operand`` | ``Operand`` |
  /// | 4–7   | ``modulusIndex`` | 0 for none; k for the k-th modulus of the generated `reduce` |
  /// | 8     | ``isNegated`` | `!=` or `not within` |
  /// | 9     | ``isWithin`` | an interval test, where a fraction of `n` counts |
  /// | 10    | ``endsGroup`` | the last relation of an `and` group |
  /// | 11    | ``endsCondition`` | the last relation of the condition |
  /// | 12–19 | ``remainingInGroup`` | relations after this one in its `and` group (a failed relation skips them) |
  /// | 32–47 | ``firstRange`` | index of the first (low, high) pair in the `ranges` table |
  /// | 48–63 | ``rangeCount`` | number of pairs |
  ///
  /// A condition's relations are stored in order, `and` groups one after the
  /// other; the condition holds when every relation of some group holds.
  @_spi(TableFormat) public struct Relation: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt64) { self.rawValue = rawValue }

    // MARK: Layout

    @inlinable @inline(__always) static var operandField: BitField { BitField("operand", shift: 0, width: 3) }
    @inlinable @inline(__always) static var modulusField: BitField {
      BitField("modulusIndex", shift: 4, width: 4)
    }
    @inlinable @inline(__always) static var negatedField: BitField {
      BitField("isNegated", shift: 8, width: 1)
    }
    @inlinable @inline(__always) static var withinField: BitField { BitField("isWithin", shift: 9, width: 1) }
    @inlinable @inline(__always) static var endsGroupField: BitField {
      BitField("endsGroup", shift: 10, width: 1)
    }
    @inlinable @inline(__always) static var endsConditionField: BitField {
      BitField("endsCondition", shift: 11, width: 1)
    }
    @inlinable @inline(__always) static var remainingField: BitField {
      BitField("remainingInGroup", shift: 12, width: 8)
    }
    @inlinable @inline(__always) static var firstRangeField: BitField {
      BitField("firstRange", shift: 32, width: 16)
    }
    @inlinable @inline(__always) static var rangeCountField: BitField {
      BitField("rangeCount", shift: 48, width: 16)
    }

    // MARK: Encoding

    /// Packs a relation; throws when a value needs more bits than its field has.
    @_spi(TableFormat) public init(
      operand: Operand, modulusIndex: Int, isNegated: Bool, isWithin: Bool, endsGroup: Bool,
      endsCondition: Bool, remainingInGroup: Int, firstRange: Int, rangeCount: Int
    ) throws(FieldOverflow) {
      var raw: UInt64 = 0
      try Self.operandField.write(operand.rawValue, into: &raw)
      try Self.modulusField.write(modulusIndex, into: &raw)
      try Self.negatedField.write(isNegated, into: &raw)
      try Self.withinField.write(isWithin, into: &raw)
      try Self.endsGroupField.write(endsGroup, into: &raw)
      try Self.endsConditionField.write(endsCondition, into: &raw)
      try Self.remainingField.write(remainingInGroup, into: &raw)
      try Self.firstRangeField.write(firstRange, into: &raw)
      try Self.rangeCountField.write(rangeCount, into: &raw)
      rawValue = raw
    }

    // MARK: Decoding

    @inlinable @inline(__always)
    @_spi(TableFormat) public var operand: Operand {
      unsafeBitCast(UInt8(truncatingIfNeeded: Self.operandField.read(rawValue)), to: Operand.self)
    }
    /// 0 for no modulus, else the 1-based index of the modulus.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var modulusIndex: UInt64 { Self.modulusField.read(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var isNegated: Bool { Self.negatedField.isSet(in: rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var isWithin: Bool { Self.withinField.isSet(in: rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var endsGroup: Bool { Self.endsGroupField.isSet(in: rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var endsCondition: Bool { Self.endsConditionField.isSet(in: rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var remainingInGroup: Int {
      Int(truncatingIfNeeded: Self.remainingField.read(rawValue))
    }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var firstRange: Int {
      Int(truncatingIfNeeded: Self.firstRangeField.read(rawValue))
    }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var rangeCount: Int {
      Int(truncatingIfNeeded: Self.rangeCountField.read(rawValue))
    }
  }
}

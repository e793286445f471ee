extension TableFormat {
  /// What the generated locale table knows about one locale id, the entry
  /// beside its ``LocaleKey`` (entries sorted by key): the data the id has
  /// itself, its CLDR parent, and — worked out by the generator with
  /// ``LocaleLookup/resolve(candidate:in:children:parents:depth:)`` — the
  /// entry whose data applies when the id is a lookup candidate.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–9   | ``cardinalTarget`` | entry whose cardinal rules apply to this candidate |
  /// | 10–19 | ``ordinalTarget`` | the same for ordinal rules |
  /// | 20–29 | ``rangeTarget`` | the same for plural ranges |
  /// | 30–39 | ``parent`` | entry of the explicit CLDR parent |
  /// | 40–47 | ``cardinalRuleSet`` | the id's own cardinal rule set |
  /// | 48–55 | ``ordinalRuleSet`` | the id's own ordinal rule set |
  /// | 56–63 | ``rangeTable`` | the id's own range table |
  ///
  /// Every field may be absent, stored as the field's maximum.
  @_spi(TableFormat) public struct LocaleEntry: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt64) { self.rawValue = rawValue }

    @inlinable @inline(__always) static var cardinalTargetField: BitField {
      BitField("cardinalTarget", shift: 0, width: 10)
    }
    @inlinable @inline(__always) static var ordinalTargetField: BitField {
      BitField("ordinalTarget", shift: 10, width: 10)
    }
    @inlinable @inline(__always) static var rangeTargetField: BitField {
      BitField("rangeTarget", shift: 20, width: 10)
    }
    @inlinable @inline(__always) static var parentField: BitField { BitField("parent", shift: 30, width: 10) }
    @inlinable @inline(__always) static var cardinalRuleSetField: BitField {
      BitField("cardinalRuleSet", shift: 40, width: 8)
    }
    @inlinable @inline(__always) static var ordinalRuleSetField: BitField {
      BitField("ordinalRuleSet", shift: 48, width: 8)
    }
    @inlinable @inline(__always) static var rangeTableField: BitField {
      BitField("rangeTable", shift: 56, width: 8)
    }

    // MARK: Encoding

    /// Packs an entry; throws when an index needs more bits than its field
    /// has (the field's maximum is reserved for "none").
    @_spi(TableFormat) public init(
      cardinalTarget: Int?, ordinalTarget: Int?, rangeTarget: Int?, parent: Int?, cardinalRuleSet: Int?,
      ordinalRuleSet: Int?, rangeTable: Int?
    ) throws(FieldOverflow) {
      var raw: UInt64 = 0
      try Self.cardinalTargetField.write(optional: cardinalTarget, into: &raw)
      try Self.ordinalTargetField.write(optional: ordinalTarget, into: &raw)
      try Self.rangeTargetField.write(optional: rangeTarget, into: &raw)
      try Self.parentField.write(optional: parent, into: &raw)
      try Self.cardinalRuleSetField.write(optional: cardinalRuleSet, into: &raw)
      try Self.ordinalRuleSetField.write(optional: ordinalRuleSet, into: &raw)
      try Self.rangeTableField.write(optional: rangeTable, into: &raw)
      rawValue = raw
    }

    // MARK: Decoding

    @inlinable @inline(__always)
    @_spi(TableFormat) public var cardinalTarget: Int? { Self.cardinalTargetField.readOptional(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var ordinalTarget: Int? { Self.ordinalTargetField.readOptional(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var rangeTarget: Int? { Self.rangeTargetField.readOptional(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var parent: Int? { Self.parentField.readOptional(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var cardinalRuleSet: Int? { Self.cardinalRuleSetField.readOptional(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var ordinalRuleSet: Int? { Self.ordinalRuleSetField.readOptional(rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var rangeTable: Int? { Self.rangeTableField.readOptional(rawValue) }
  }
}

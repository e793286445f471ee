extension TableFormat {
  /// The condition of one category of a rule set, as one entry of the
  /// generated `conditions` table (rule set k owns entries
  /// `conditionStarts[k] ..< conditionStarts[k + 1]`, in category order).
  ///
  /// | bits | field | meaning |
  /// |------|-------|---------|
  /// | 0–2  | ``category`` | the category code (0 zero … 5 other) |
  /// | 7    | ``isIntegerOnly`` | every `and` group requires `v = 0`: numbers with visible fraction digits skip the condition |
  /// | 8–31 | ``firstRelation`` | index of the condition's first ``Relation`` |
  @_spi(TableFormat) public struct Condition: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt32

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt32) { self.rawValue = rawValue }

    @inlinable @inline(__always) static var categoryField: BitField {
      BitField("category", shift: 0, width: 3)
    }
    @inlinable @inline(__always) static var integerOnlyField: BitField {
      BitField("isIntegerOnly", shift: 7, width: 1)
    }
    @inlinable @inline(__always) static var firstRelationField: BitField {
      BitField("firstRelation", shift: 8, width: 24)
    }

    /// Packs a condition; throws when a value needs more bits than its field has.
    @_spi(TableFormat) public init(category: UInt8, isIntegerOnly: Bool, firstRelation: Int)
      throws(FieldOverflow)
    {
      var raw: UInt64 = 0
      try Self.categoryField.write(category, into: &raw)
      try Self.integerOnlyField.write(isIntegerOnly, into: &raw)
      try Self.firstRelationField.write(firstRelation, into: &raw)
      rawValue = UInt32(truncatingIfNeeded: raw)
    }

    @inlinable @inline(__always)
    @_spi(TableFormat) public var category: UInt8 {
      UInt8(truncatingIfNeeded: Self.categoryField.read(UInt64(rawValue)))
    }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var isIntegerOnly: Bool { Self.integerOnlyField.isSet(in: UInt64(rawValue)) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var firstRelation: Int {
      Int(truncatingIfNeeded: Self.firstRelationField.read(UInt64(rawValue)))
    }
  }

  /// What a rule set always answers the same way, one entry per rule set of the
  /// generated `ruleSetSummaries` table.
  ///
  /// | bits | field | meaning |
  /// |------|-------|---------|
  /// | 0–5  | ``categoryMask`` | bit k set when the rule set uses the category with code k |
  /// | 6–7  | ``otherFromDigits`` | 0: `other` is the only category; 1: every condition is integer-only, so a visible fraction means `other` (``fractionsAreOther``); 2: neither |
  ///
  /// Bits 6–7 read as a signed 2-bit number (an arithmetic shift of the
  /// byte) are ``otherFromDigits``: the count of fraction digits from which
  /// every number is `other` (0, 1, or −2, which as unsigned no count reaches),
  /// so that the runtime stores it with one shift.
  @_spi(TableFormat) public struct RuleSetSummary: Hashable, Sendable {
    @_spi(TableFormat) public var rawValue: UInt8

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable @inline(__always) static var categoriesField: BitField {
      BitField("categoryMask", shift: 0, width: 6)
    }
    @inlinable @inline(__always) static var decimalsField: BitField {
      BitField("otherFromDigits", shift: 6, width: 2)
    }

    /// The summary of a rule set using the categories of `categoryMask`
    /// (bit k: code k); `fractionsAreOther`: its conditions are all
    /// integer-only (a rule set whose only category is `other` is so anyway).
    @_spi(TableFormat) public init(categoryMask: UInt8, fractionsAreOther: Bool) throws(FieldOverflow) {
      var raw: UInt64 = 0
      try Self.categoriesField.write(categoryMask, into: &raw)
      let onlyOther = categoryMask == 1 << (CategoryCode.count - 1)
      try Self.decimalsField.write(onlyOther ? 0 : fractionsAreOther ? 1 : 2, into: &raw)
      rawValue = UInt8(truncatingIfNeeded: raw)
    }

    @inlinable @inline(__always)
    @_spi(TableFormat) public var categoryMask: UInt8 {
      UInt8(truncatingIfNeeded: Self.categoriesField.read(UInt64(rawValue)))
    }

    /// Whether a visible fraction means `other`: every condition is
    /// integer-only (or `other` is the only category).
    @inlinable @inline(__always)
    @_spi(TableFormat) public var fractionsAreOther: Bool { Int8(bitPattern: rawValue) >= 0 }

    /// The fraction digit counts from which every number is `other`,
    /// compared as unsigned (a negative count is above): 0 when `other` is
    /// the only category, 1 when ``fractionsAreOther``, else `UInt.max − 1`
    /// (no count: the value of a count cannot reach it, and a negative one is
    /// `other` anyway). One arithmetic shift.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var otherFromDigits: UInt {
      UInt(bitPattern: Int(truncatingIfNeeded: Int8(bitPattern: rawValue) >> 6))
    }
  }
}

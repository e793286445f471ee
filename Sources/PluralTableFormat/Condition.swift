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
  public struct Condition: Hashable, Sendable {
    public var rawValue: UInt32

    @inlinable @inline(__always)
    public init(rawValue: UInt32) { self.rawValue = rawValue }

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
    public init(category: UInt8, isIntegerOnly: Bool, firstRelation: Int) throws(FieldOverflow) {
      var raw: UInt64 = 0
      try Self.categoryField.write(category, into: &raw)
      try Self.integerOnlyField.write(isIntegerOnly, into: &raw)
      try Self.firstRelationField.write(firstRelation, into: &raw)
      rawValue = UInt32(truncatingIfNeeded: raw)
    }

    @inlinable @inline(__always)
    public var category: UInt8 { UInt8(truncatingIfNeeded: Self.categoryField.read(UInt64(rawValue))) }
    @inlinable @inline(__always)
    public var isIntegerOnly: Bool { Self.integerOnlyField.isSet(in: UInt64(rawValue)) }
    @inlinable @inline(__always)
    public var firstRelation: Int { Int(truncatingIfNeeded: Self.firstRelationField.read(UInt64(rawValue))) }
  }

  /// What a rule set always answers the same way, one entry per rule set of the
  /// generated `ruleSetSummaries` table.
  ///
  /// | bits | field | meaning |
  /// |------|-------|---------|
  /// | 0–5  | ``categoryMask`` | bit k set when the rule set uses the category with code k |
  /// | 7    | ``fractionsAreOther`` | every condition is integer-only, so a visible fraction means `other` |
  public struct RuleSetSummary: Hashable, Sendable {
    public var rawValue: UInt8

    @inlinable @inline(__always)
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable @inline(__always) static var categoriesField: BitField {
      BitField("categoryMask", shift: 0, width: 6)
    }
    @inlinable @inline(__always) static var fractionsField: BitField {
      BitField("fractionsAreOther", shift: 7, width: 1)
    }

    public init(categoryMask: UInt8, fractionsAreOther: Bool) throws(FieldOverflow) {
      var raw: UInt64 = 0
      try Self.categoriesField.write(categoryMask, into: &raw)
      try Self.fractionsField.write(fractionsAreOther, into: &raw)
      rawValue = UInt8(truncatingIfNeeded: raw)
    }

    @inlinable @inline(__always)
    public var categoryMask: UInt8 { UInt8(truncatingIfNeeded: Self.categoriesField.read(UInt64(rawValue))) }
    @inlinable @inline(__always)
    public var fractionsAreOther: Bool { Self.fractionsField.isSet(in: UInt64(rawValue)) }
  }
}

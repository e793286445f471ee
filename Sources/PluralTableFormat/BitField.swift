extension TableFormat {
  /// A field of a packed table entry: `width` bits starting at bit `shift`.
  ///
  /// Each packed entry type (``Relation``, ``Condition``,
  /// ``RuleSetSummary``, ``LocaleKey``) declares its fields once, as
  /// `BitField`s; its throwing initializer writes every field with
  /// ``write(_:into:)``, which checks the value's width, and its accessors read
  /// the same fields back with ``read(_:)``.
  ///
  /// ```swift
  /// let count = BitField("count", shift: 12, width: 8)
  /// var raw: UInt64 = 0
  /// try count.write(3, into: &raw)      // raw == 0x3000
  /// count.read(raw)                     // 3
  /// try count.write(256, into: &raw)    // throws: 'count' is 8 bits wide
  /// ```
  @_spi(TableFormat) public struct BitField: Sendable {
    /// The field's name, for error messages.
    @_spi(TableFormat) public let name: StaticString
    /// The position of the field's lowest bit.
    @_spi(TableFormat) public let shift: UInt64
    /// The number of bits.
    @_spi(TableFormat) public let width: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(_ name: StaticString, shift: UInt64, width: UInt64) {
      self.name = name
      self.shift = shift
      self.width = width
    }

    /// The largest value the field holds.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var maximum: UInt64 { width >= 64 ? .max : (1 << width) &- 1 }

    /// The field's value in `raw`.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func read(_ raw: UInt64) -> UInt64 { (raw >> shift) & maximum }

    /// Whether the field is non-zero in `raw` (for one-bit flags).
    @inlinable @inline(__always)
    @_spi(TableFormat) public func isSet(in raw: UInt64) -> Bool { raw & (maximum << shift) != 0 }

    /// Stores `value` in the field's bits of `raw` (which must be zero there).
    /// Throws when `value` is negative or needs more than ``width`` bits.
    @_spi(TableFormat) public func write(_ value: some BinaryInteger, into raw: inout UInt64)
      throws(FieldOverflow)
    {
      guard let bits = UInt64(exactly: value), bits <= maximum else {
        throw FieldOverflow(field: "\(name)", value: "\(value)", width: Int(width))
      }
      raw |= bits << shift
    }

    /// Stores an optional value: nil as the field's maximum, which a value
    /// may therefore not take.
    @_spi(TableFormat) public func write(optional value: Int?, into raw: inout UInt64) throws(FieldOverflow) {
      guard let value else {
        raw |= maximum << shift
        return
      }
      guard value >= 0, UInt64(value) < maximum else {
        throw FieldOverflow(field: "\(name)", value: "\(value)", width: Int(width))
      }
      raw |= UInt64(value) << shift
    }

    /// An optional value written with ``write(optional:into:)``.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func readOptional(_ raw: UInt64) -> Int? {
      let value = read(raw)
      return value == maximum ? nil : Int(truncatingIfNeeded: value)
    }

    /// Stores a flag (one bit).
    @_spi(TableFormat) public func write(_ flag: Bool, into raw: inout UInt64) throws(FieldOverflow) {
      try write(flag ? 1 : 0, into: &raw)
    }
  }

  /// A value that does not fit the field of the table format meant to hold it:
  /// the data has outgrown the encoding, and nothing is generated.
  @_spi(TableFormat) public struct FieldOverflow: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field's name (`remainingInGroup`, `firstRange`, …).
    @_spi(TableFormat) public var field: String
    /// The value, as text (it may not fit any fixed-width type).
    @_spi(TableFormat) public var value: String
    /// The field's width in bits.
    @_spi(TableFormat) public var width: Int

    @_spi(TableFormat) public init(field: String, value: String, width: Int) {
      self.field = field
      self.value = value
      self.width = width
    }

    @_spi(TableFormat) public var description: String {
      "\(value) does not fit the \(width)-bit field '\(field)' of the table format"
    }
  }
}

extension TableFormat {
  /// The codes of a class of integers `i % m = 0` (a residue or subtable
  /// entry, i ≥ 100) that one divisibility decides: category `divisible`
  /// where `i % 10ᵏ = 0` (10ᵏ a multiple of 100·m), category `other` for the
  /// rest of the class (French `many`: `i != 0 and i % 1000000 = 0`). In
  /// place of the chain of subtables that would say the same, where every
  /// entry but the first is `other`: one multiplication, one rotation and
  /// one comparison, no table walk and no call. An entry of an integer or
  /// whole-decimal table (or a subtable) names one with a code from
  /// ``IntegerTable/firstDivisibilityCode`` on. The generated
  /// `divisibilityTests` holds two words per test, ``inverse`` and
  /// ``limit``; `divisibilityCategories` two codes per test, ``divisibleCode``
  /// and ``otherCode``.
  ///
  /// ``limit``, bits:
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–5   | exponent | k (4–18), the rotation's count as it is |
  /// | 0–63  | limit | the largest value up to ⌊(2⁶⁴ − 1) / 10ᵏ⌋ whose low 6 bits are k |
  ///
  /// For every 64-bit i that is no multiple of 10ᵏ, and every multiple
  /// below 2⁶³, i is a multiple of 10ᵏ exactly when (i · 5⁻ᵏ mod
  /// 2⁶⁴) rotated right by k is at most ``limit``: for a multiple that is
  /// i / 10ᵏ, which is at most 2⁶³ / 10ᵏ, below the limit (at least
  /// ⌊(2⁶⁴ − 1) / 10ᵏ⌋ − 63); any other integer gives more than
  /// ⌊(2⁶⁴ − 1) / 10ᵏ⌋ (Granlund and Montgomery). Every k is at most 18 and
  /// 10ᵏ divides 10¹⁸, so the low 18 digits of i decide exactly, and so does
  /// an `Int`'s magnitude (at most 2⁶³, which is `Int.min`'s and no multiple
  /// of 10ᵏ).
  @_spi(TableFormat) public struct DivisibilityTest: Hashable, Sendable {
    /// The inverse of 5ᵏ modulo 2⁶⁴ (odd: 5ᵏ is).
    @_spi(TableFormat) public var inverse: UInt64
    /// The bound of the rotated product, its low 6 bits k.
    @_spi(TableFormat) public var limit: UInt64
    /// The category code of the multiples of 10ᵏ.
    @_spi(TableFormat) public var divisibleCode: UInt8
    /// The category code of the class's other integers.
    @_spi(TableFormat) public var otherCode: UInt8

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(inverse: UInt64, limit: UInt64, divisibleCode: UInt8, otherCode: UInt8) {
      self.inverse = inverse
      self.limit = limit
      self.divisibleCode = divisibleCode
      self.otherCode = otherCode
    }

    /// The smallest and largest k.
    @inlinable @_spi(TableFormat) public static var exponents: ClosedRange<Int> { 4...18 }
    /// The bits of ``limit`` that hold k.
    @inlinable @inline(__always) static var exponentMask: UInt64 { 63 }

    // MARK: Encoding

    /// Packs the test `i % 10^exponent = 0`, with the category code of the
    /// multiples and of the others; throws when `exponent` is outside
    /// ``exponents`` or a code is not a category.
    @_spi(TableFormat) public init(exponent: Int, divisible: UInt8, other: UInt8) throws(FieldOverflow) {
      guard Self.exponents.contains(exponent) else {
        throw FieldOverflow(field: "divisibility exponent", value: "\(exponent)", width: 6)
      }
      for code in [divisible, other] where Int(code) >= CategoryCode.count {
        throw FieldOverflow(field: "divisibility category", value: "\(code)", width: 3)
      }
      var power: UInt64 = 1
      var fives: UInt64 = 1
      for _ in 0..<exponent {
        power *= 10
        fives *= 5
      }
      // Newton's iteration: each step doubles the correct low bits of an odd number's inverse.
      var inverse = fives
      for _ in 0..<6 { inverse = inverse &* (2 &- fives &* inverse) }
      let k = UInt64(exponent)
      let bound = UInt64.max / power
      // The largest value up to the bound whose low bits are k (the bound is at least 18 ≥ k).
      let limit = (bound - k) & ~Self.exponentMask | k
      self.init(inverse: inverse, limit: limit, divisibleCode: divisible, otherCode: other)
    }

    // MARK: Decoding

    /// k: the test is `i % 10ᵏ = 0`.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var exponent: Int { Int(truncatingIfNeeded: limit & Self.exponentMask) }

    /// Whether 10ᵏ divides `integer` (below 2⁶³): the rotation by k (the
    /// limit's low bits, which the shifts mask themselves) moves the low k
    /// bits, zero for a multiple of 2ᵏ, to the top.
    @inlinable @inline(__always)
    @_spi(TableFormat) public static func divides(_ integer: UInt64, inverse: UInt64, limit: UInt64) -> Bool {
      let product = integer &* inverse
      let rotated = product &>> limit | product &<< (0 &- limit)
      return rotated <= limit
    }

    /// The category code of the integer of the class whose low 18 digits
    /// (or an `Int`'s magnitude) are `integer`.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func code(for integer: UInt64) -> UInt8 {
      Self.divides(integer, inverse: inverse, limit: limit) ? divisibleCode : otherCode
    }
  }
}

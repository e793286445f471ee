@_spi(TableFormat) import PluralTableFormat

/// Decimal digits of a machine integer, written straight into a string's buffer: for
/// `LocalizedNumberFormat`'s localized integers and the formatter's plain ones.
@usableFromInline package enum DecimalDigits {
  /// How many digits `value` has in decimal (1 for 0).
  @inlinable @inline(__always)
  package static func count(_ value: UInt64) -> Int {
    // Counts stay small: compare with powers of ten, four digits at a time.
    var digits = 1
    var rest = value
    while rest >= 10_000 {
      rest /= 10_000
      digits += 4
    }
    if rest >= 1_000 { return digits + 3 }
    if rest >= 100 { return digits + 2 }
    return rest >= 10 ? digits + 1 : digits
  }

  /// Writes the digits of `value` so that the last one is at `end - 1`.
  ///
  /// Inlinable (its type `@usableFromInline`: without it a `package`
  /// type's bodies are not serialized, and the call stayed out of line):
  /// formatting's direct path, in another module, writes every plain
  /// integer with it, and a call would be paid on every `format`; so is
  /// `count(_:)`, which the direct path reads for an integer's width
  /// (`format:one` in Benchmarks/README.md; the localized path, which does
  /// not read it, took 16 instructions more with it inlined, still fewer
  /// than before the two-digit steps).
  @inlinable @inline(__always)
  package static func write(
    _ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int
  ) {
    // Two digits a step (one division by 100, the pair split by a multiplication), then the
    // last one or two: half the divisions of one digit a step (format:one in Benchmarks/README.md).
    var value = value
    var position = end &- 1
    while value >= 100 {
      let next = value / 100
      let pair = UInt32(truncatingIfNeeded: value &- next &* 100)
      let tens = (pair &* 103) >> 10  // pair / 10 for every pair below 100
      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)
      buffer[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
      position &-= 2
      value = next
    }
    let pair = UInt32(truncatingIfNeeded: value)
    if pair >= 10 {
      let tens = (pair &* 103) >> 10
      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)
      buffer[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
    } else {
      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair)
    }
  }
}

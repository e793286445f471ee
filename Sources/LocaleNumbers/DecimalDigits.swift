@_spi(TableFormat) import PluralTableFormat

/// Decimal digits of a machine integer, written straight into a string's buffer: for
/// `LocalizedNumberFormat`'s localized integers and the formatter's plain ones.
@usableFromInline package enum DecimalDigits {
  /// How many digits `value` has in decimal (1 for 0).
  @inline(__always)
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
  /// integer with it, and a call would be paid on every `format`. Not
  /// `count(_:)`: inlined as well, it made the localized path's frame
  /// costlier.
  @inlinable @inline(__always)
  package static func write(
    _ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int
  ) {
    var value = value
    var position = end - 1
    repeat {
      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
      value /= 10
      position -= 1
    } while value > 0
  }
}

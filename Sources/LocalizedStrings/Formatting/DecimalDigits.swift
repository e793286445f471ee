/// Decimal digits of a machine integer, written straight into a string's buffer.
enum DecimalDigits {
  /// 0, then 10¹ … 10¹⁹: `count` corrects its estimate from the bit length with one comparison.
  static let powers: [UInt64] = [0] + (1...19).map { (1...$0).reduce(1 as UInt64) { value, _ in value * 10 } }

  /// "00" "01" … "99": two digits per division.
  static let pairs: [UInt8] = (0..<100).flatMap {
    [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)]
  }

  /// How many digits `value` has in decimal (1 for 0).
  @inline(__always)
  static func count(_ value: UInt64) -> Int {
    // ⌊bits · log₁₀2⌋ + 1 digits, one too many when value is below that power of ten.
    let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
    return estimate + (value < powers[estimate] ? 0 : 1)
  }

  /// Writes the digits of `value` so that the last one is at `end - 1`.
  @inline(__always)
  static func write(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) {
    var value = value
    var position = end
    pairs.withUnsafeBufferPointer { pairs in
      while value >= 100 {
        let pair = Int(truncatingIfNeeded: value % 100) &* 2
        value /= 100
        buffer[position - 1] = pairs[pair + 1]
        buffer[position - 2] = pairs[pair]
        position -= 2
      }
      if value >= 10 {
        let pair = Int(truncatingIfNeeded: value) &* 2
        buffer[position - 1] = pairs[pair + 1]
        buffer[position - 2] = pairs[pair]
      } else {
        buffer[position - 1] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
      }
    }
  }
}

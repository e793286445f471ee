/// A small natural number type for exact double conversion: 32-bit limbs,
/// least significant first.
struct BigNatural {
  var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
  }

  var isZero: Bool { limbs.allSatisfy { $0 == 0 } }

  mutating func shiftLeft(_ bits: Int) {
    let whole = bits / 32
    let part = bits % 32
    limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    if part > 0 {
      var carry: UInt32 = 0
      for index in limbs.indices {
        let limb = limbs[index]
        limbs[index] = (limb << UInt32(part)) | carry
        carry = limb >> UInt32(32 - part)
      }
      if carry != 0 { limbs.append(carry) }
    }
  }

  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  /// Removes and returns the value of the bits at and above `bit` (a digit below 10).
  mutating func takeBits(from bit: Int) -> UInt8 {
    var value: UInt64 = 0
    var index = limbs.count - 1
    while index >= 0 && index * 32 + 31 >= bit {
      let low = max(bit - index * 32, 0)
      let high = UInt64(limbs[index]) >> UInt64(low)
      value |= high << UInt64(max(index * 32 - bit, 0))
      limbs[index] &= low == 0 ? 0 : UInt32((1 << UInt64(low)) - 1)
      index -= 1
    }
    return UInt8(value)
  }

  /// Compares the value (below 2^bits) with 2^(bits-1).
  func compareWithHalf(of bits: Int) -> Int {
    let top = bits - 1
    let topLimb = top / 32
    let topSet = topLimb < limbs.count && (limbs[topLimb] >> UInt32(top % 32)) & 1 == 1
    if !topSet { return -1 }
    // Any bit below the top one makes it larger than half.
    if topLimb < limbs.count && limbs[topLimb] & ((1 << UInt32(top % 32)) - 1) != 0 { return 1 }
    return limbs[..<min(topLimb, limbs.count)].contains { $0 != 0 } ? 1 : 0
  }

  /// Decimal digits, most significant first.
  func decimalDigits() -> [UInt8] {
    var number = limbs
    var chunks: [UInt32] = []  // base 10^9, least significant first
    while number.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in number.indices.reversed() {
        let current = (remainder << 32) | UInt64(number[index])
        number[index] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      chunks.append(UInt32(remainder))
    }
    var digits: [UInt8] = []
    for (position, chunk) in chunks.reversed().enumerated() {
      // Nine digits per chunk, the leading chunk without its leading zeros.
      var chunkDigits = [UInt8](repeating: 0, count: 9)
      var rest = chunk
      for index in chunkDigits.indices.reversed() {
        chunkDigits[index] = UInt8(rest % 10)
        rest /= 10
      }
      digits += position == 0 ? chunkDigits.drop(while: { $0 == 0 }) : chunkDigits[...]
    }
    return digits.isEmpty ? [0] : digits
  }
}

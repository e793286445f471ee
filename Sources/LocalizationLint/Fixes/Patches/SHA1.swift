/// SHA-1 (FIPS 180-4), for git's blob ids in a binary patch (``GitBinaryPatch``):
/// git names a file's contents by it, and applies a binary patch only to the
/// contents it names. Not for anything that needs a secure digest.
enum SHA1 {
  /// The 20-byte digest of `bytes`.
  /// - Complexity: O(n) in the number of bytes.
  static func digest(_ bytes: [UInt8]) -> [UInt8] {
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var message = bytes
    let bitLength = UInt64(message.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> shift))
    }
    var words = [UInt32](repeating: 0, count: 80)
    for block in stride(from: 0, to: message.count, by: 64) {
      for index in 0..<16 {
        let start = block + index * 4
        words[index] = message[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
      }
      for index in 16..<80 {
        words[index] = (words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16])
          .rotatedLeft(1)
      }
      var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
      for index in 0..<80 {
        let (mixed, constant): (UInt32, UInt32) =
          switch index {
          case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
          default: (b ^ c ^ d, 0xCA62_C1D6)
          }
        let next = a.rotatedLeft(5) &+ mixed &+ e &+ constant &+ words[index]
        (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, next)
      }
      state[0] = state[0] &+ a
      state[1] = state[1] &+ b
      state[2] = state[2] &+ c
      state[3] = state[3] &+ d
      state[4] = state[4] &+ e
    }
    return state.flatMap { word in
      stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> $0) }
    }
  }
}

extension UInt32 {
  fileprivate func rotatedLeft(_ count: UInt32) -> UInt32 { self << count | self >> (32 - count) }
}

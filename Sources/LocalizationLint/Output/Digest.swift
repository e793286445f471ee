/// The two digests of FIPS 180-4 the linter writes, on one padding and block loop:
/// - SHA-1, for git's blob ids in a binary patch (``GitBinaryPatch``): git names a file's
///   contents by it, and applies a binary patch only to the contents it names;
/// - SHA-256, for the HTML pages' Content-Security-Policy: a page allows its own script and
///   style by their digests, so that nothing a file smuggles into the page could run even if
///   it were not escaped.
///
/// Not for anything that needs a secure digest.
///
/// ```swift
/// Digest.sha256Base64("abc")   // "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="
/// ```
package enum Digest {
  /// The 20-byte SHA-1 digest of `bytes`.
  /// - Complexity: O(n) in the number of bytes.
  package static func sha1(_ bytes: some Collection<UInt8>) -> [UInt8] {
    digest(bytes, state: [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0], words: 80) {
      state, words in
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
      for (index, value) in [a, b, c, d, e].enumerated() { state[index] &+= value }
    }
  }

  /// The 32-byte SHA-256 digest of `bytes`.
  /// - Complexity: O(n) in the number of bytes.
  package static func sha256(_ bytes: some Collection<UInt8>) -> [UInt8] {
    let initial: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    return digest(bytes, state: initial, words: 64) { state, words in
      for index in 16..<64 {
        let (w15, w2) = (words[index - 15], words[index - 2])
        let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
        let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = (
        state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
      )
      for index in 0..<64 {
        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ choice &+ sha256Constants[index] &+ words[index]
        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
      }
      for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= value }
    }
  }

  /// The SHA-256 digest of `text`'s UTF-8 in base 64, as a CSP source names it: `'sha256-<this>'`.
  package static func sha256Base64(_ text: String) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let bytes = sha256(text.utf8)
    var result = ""
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let chunk = bytes[start..<min(start + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
      for index in 0...chunk.count { result.append(alphabet[Int(value >> (18 - 6 * index) & 63)]) }
      result += String(repeating: "=", count: 3 - chunk.count)
    }
    return result
  }

  /// What SHA-1 and SHA-256 share: `bytes` padded to whole 64-byte blocks (a 1 bit, zeros,
  /// the length in bits, big-endian), each block's 16 big-endian words put first in a schedule
  /// of `words` words that `compress` extends and folds into `state`; the digest is the state's
  /// words, big-endian.
  private static func digest(
    _ bytes: some Collection<UInt8>, state initial: [UInt32], words count: Int,
    compress: (inout [UInt32], inout [UInt32]) -> Void
  ) -> [UInt8] {
    var state = initial
    var message = Array(bytes)
    let bitLength = UInt64(message.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> shift))
    }
    var words = [UInt32](repeating: 0, count: count)
    for block in stride(from: 0, to: message.count, by: 64) {
      for index in 0..<16 {
        let start = block + index * 4
        words[index] = message[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
      }
      compress(&state, &words)
    }
    return state.flatMap { word in
      stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> $0) }
    }
  }

  private static let sha256Constants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}

extension UInt32 {
  // FIPS 180-4's ROTL and ROTR.
  fileprivate func rotatedLeft(_ count: UInt32) -> UInt32 { self << count | self >> (32 - count) }
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { self >> count | self << (32 - count) }
}

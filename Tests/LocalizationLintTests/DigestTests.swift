import Testing

@testable import LocalizationLint

/// `Digest`'s SHA-1 (git's blob ids in a binary patch) and SHA-256 (the HTML pages' policy),
/// against the test vectors of FIPS 180-4's examples: the empty message, one block, a message
/// whose padding takes a second block, and a million bytes.
@Suite("SHA-1 and SHA-256 on one block loop")
struct DigestTests {
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(Int($0) + 0x100, radix: 16).dropFirst() }.joined()
  }

  static let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
  static let million = String(repeating: "a", count: 1_000_000)

  @Test("SHA-1 of the standard's test vectors")
  func sha1() {
    #expect(Self.hex(Digest.sha1("".utf8)) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    #expect(Self.hex(Digest.sha1("abc".utf8)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(Self.hex(Digest.sha1(Self.twoBlocks.utf8)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    #expect(Self.hex(Digest.sha1(Self.million.utf8)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
  }

  @Test("SHA-256 of the standard's test vectors, in hexadecimal and in base 64")
  func sha256() {
    #expect(
      Self.hex(Digest.sha256("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      Self.hex(Digest.sha256("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.hex(Digest.sha256(Self.twoBlocks.utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      Self.hex(Digest.sha256(Self.million.utf8))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(Digest.sha256Base64("") == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    #expect(Digest.sha256Base64("abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
  }
}

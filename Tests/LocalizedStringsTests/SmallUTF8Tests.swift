internal import InternalUtilities
import Testing

@testable import LocalizedStrings
import TestSupport

/// Texts of up to 15 bytes as two words (`SmallUTF8`): what the format
/// call's result is made from and its key hashed by, against the standard
/// library's own strings, on random texts of every width and script.
@Suite("Small strings as two words")
struct SmallUTF8Tests {
  /// A random text of `count` scalars: ASCII, two-, three- and four-byte UTF-8.
  static func text(_ generator: inout SeededGenerator, scalars count: Int) -> String {
    var text = ""
    for _ in 0..<count {
      let ranges: [ClosedRange<UInt32>] = [0x00...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0x1_0000...0x10_FFFF]
      let range = ranges[Int(generator.next() % 4)]
      let value = range.lowerBound + UInt32(generator.next() % UInt64(range.count))
      text.unicodeScalars.append(Unicode.Scalar(value)!)
    }
    return text
  }

  /// The same text in a heap buffer of its own (not a small string).
  static func large(_ text: String) -> String {
    var large = String()
    large.reserveCapacity(64)
    large += text
    return large
  }

  @Test("the standard library's small strings are the form assumed here, on the platforms CI runs")
  func verified() {
    // Where this fails every call takes the public path, with the same results (the tests below).
    #expect(SmallUTF8.isVerified)
  }

  @Test("random texts of 0 to 20 bytes: packed in place, by their bytes and from a heap buffer alike")
  func packing() {
    var generator = TestSeed.generator("small utf8 packing", default: 0x5A_11)
    var widths: Set<Int> = []
    for _ in 0..<4_000 {
      let text = Self.text(&generator, scalars: Int(generator.next() % 9))
      let bytes = Array(text.utf8)
      widths.insert(bytes.count)
      let packed = SmallUTF8.pack(text)
      let byBytes = bytes.withUnsafeBufferPointer { SmallUTF8.pack($0) }
      let byHeap = SmallUTF8.pack(Self.large(text))
      #expect(
        packed.map { [$0.low, $0.high] } == byBytes.map { [$0.low, $0.high] }, "\(bytes)\(TestSeed.note)")
      #expect(
        byHeap.map { [$0.low, $0.high] } == byBytes.map { [$0.low, $0.high] }, "\(bytes)\(TestSeed.note)")
      #expect((packed == nil) == (bytes.count > 15), "\(bytes.count)")
      // The public path, where the form is not the one assumed: the same words and text.
      let copied = SmallUTF8.packCopying(text)
      #expect(
        copied.map { [$0.low, $0.high] } == byBytes.map { [$0.low, $0.high] }, "\(bytes)\(TestSeed.note)")
      #expect(byBytes.map { SmallUTF8.decoded($0) } == (bytes.count > 15 ? nil : text), "\(bytes)")
      guard let packed else { continue }
      // Made back: the same text, with the very bits the standard library gives it.
      let made = SmallUTF8.string(packed)
      #expect(made == text && Array(made.utf8) == bytes, "\(bytes)\(TestSeed.note)")
      let standard = String(decoding: bytes, as: UTF8.self)
      #expect(
        unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(standard, to: (UInt64, UInt64).self),
        "\(bytes)\(TestSeed.note)")
      #expect(made.unicodeScalars.count == text.unicodeScalars.count && made.hashValue == text.hashValue)
      let written = SmallUTF8.string { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        return bytes.count
      }
      #expect(written == text && Array(written.utf8) == bytes, "\(bytes)\(TestSeed.note)")
      // The path of a platform where the form is not verified (the flag a table or entry keeps):
      // nothing packed in place, the same text and hash through the decoding path.
      #expect(SmallUTF8.packIfSmall(text, verified: false) == nil)
      #expect(SmallUTF8.string(packed, verified: false) == text, "\(bytes)\(TestSeed.note)")
      let decodedWrite = SmallUTF8.string(verified: false) { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        return bytes.count
      }
      #expect(decodedWrite == text, "\(bytes)\(TestSeed.note)")
      for seed: UInt64 in [0, 0x9E37_79B9_7F4A_7C15] {
        #expect(
          EntryIndex.hash(text, seed: seed, smallStrings: false)
            == EntryIndex.hash(text, seed: seed, smallStrings: true), "\(bytes)\(TestSeed.note)")
      }
    }
    #expect(widths.contains(0) && widths.contains(15) && widths.contains { $0 > 15 }, "\(widths.sorted())")
    // A trailing NUL byte is another text.
    #expect(
      SmallUTF8.pack("a").map { [$0.low, $0.high] } != SmallUTF8.pack("a\0").map { [$0.low, $0.high] })
  }

  @Test("a small string's two words, taken back as a string (SmallStringWords), are that string, owned")
  func takenWords() {
    var generator = TestSeed.generator("small string words taken", default: 0x7A_4E)
    var kept: [String] = []
    for _ in 0..<2_000 {
      let text = Self.text(&generator, scalars: Int(generator.next() % 6))
      let bytes = Array(text.utf8)
      // The standard library's own small string (a fresh one, never bridged or shared).
      let standard = String(decoding: bytes, as: UTF8.self)
      guard bytes.count <= 15 else { continue }
      let words = unsafeBitCast(standard, to: (UInt64, UInt64).self)
      let taken = SmallStringWords.string(taking: words)
      #expect(taken == text && Array(taken.utf8) == bytes, "\(bytes)\(TestSeed.note)")
      #expect(unsafeBitCast(taken, to: (UInt64, UInt64).self) == words, "\(bytes)\(TestSeed.note)")
      // Owned: kept past the call, appended to (a copy made unique), and released, as any string.
      kept.append(taken)
      var grown = taken
      grown += "!"
      #expect(grown == text + "!" && taken == text, "\(bytes)\(TestSeed.note)")
    }
    #expect(kept.count > 1_000 && kept.allSatisfy { $0.utf8.count <= 15 }, "\(kept.count)")
  }

  @Test("a key's hash is its bytes' hash, small, large or from a heap buffer")
  func keyHash() {
    var generator = TestSeed.generator("small utf8 key hash", default: 0x4A5_11)
    let seed = EntryIndex.processSeed
    for _ in 0..<3_000 {
      let text = Self.text(&generator, scalars: Int(generator.next() % 14))
      let bytes = Array(text.utf8)
      let byBytes = bytes.withUnsafeBufferPointer { EntryIndex.hash($0, seed: seed) }
      #expect(EntryIndex.hash(text, seed: seed) == byBytes, "\(bytes)\(TestSeed.note)")
      #expect(EntryIndex.hash(Self.large(text), seed: seed) == byBytes, "\(bytes)\(TestSeed.note)")
    }
    // Keys differing in one byte, or by a trailing NUL, hash apart (with this seed).
    let keys = ["files", "filet", "files\0", "", "\0", "0123456789abcde", "0123456789abcdf"]
    #expect(Set(keys.map { EntryIndex.hash($0, seed: seed) }).count == keys.count)
  }
}

/// The packed form as numbers, the same on every byte order: the bytes read as
/// little-endian words, the count in the top byte of `high`.
@Suite("Small strings' packed form on any byte order")
struct SmallUTF8ByteOrderTests {
  @Test("\"12345678 files\": low is bytes 0-7 little-endian, high bytes 8-13 and the count 14 on top")
  func knownValue() throws {
    let bytes = Array("12345678 files".utf8)
    let packed = try #require(bytes.withUnsafeBufferPointer { SmallUTF8.pack($0) })
    let word = { (range: Range<Int>) in
      range.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[$1]) }
    }
    #expect(packed.low == word(0..<8))
    #expect(packed.high == word(8..<14) | 14 << 56)
    #expect(SmallUTF8.pack("12345678 files")! == packed)
  }

  @Test("texts of 0 to 15 bytes: decoded(pack(bytes)) and string(writing:) give the text back")
  func roundTrip() throws {
    let source = Array("abcdefghijklmnop".utf8)
    for count in 0...15 {
      let bytes = Array(source[..<count])
      let text = String(decoding: bytes, as: UTF8.self)
      let packed = try #require(bytes.withUnsafeBufferPointer { SmallUTF8.pack($0) })
      #expect(packed.high >> 56 == UInt64(count))
      #expect(SmallUTF8.decoded(packed) == text)
      let written = SmallUTF8.string { buffer in
        for index in 0..<count { buffer[index] = bytes[index] }
        return count
      }
      #expect(written == text)
    }
  }
}

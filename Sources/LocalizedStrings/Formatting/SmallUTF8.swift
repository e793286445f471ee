internal import InternalUtilities

/// Texts of up to 15 UTF-8 bytes as two words: the form in which Swift
/// keeps a small string inline (no heap allocation), read and made
/// without a copy, a call or a check of the bytes where this process's
/// standard library is seen to use that form.
///
/// A string of at most 15 bytes is *small*: its bytes in memory order in
/// the two words of the `String` itself, unused bytes zero, the top byte
/// of the second word holding the flags (immortal, ASCII, small) and the
/// count. ``isVerified`` checks that form once a process, against strings
/// the standard library itself makes; where it differs, every function
/// here takes the public path (copies, `String(decoding:as:)`), with the
/// same results.
@usableFromInline package enum SmallUTF8 {
  /// The packed form: the bytes in memory order, unused bytes zero, the
  /// count in the top byte of `high` (so that a trailing NUL still makes
  /// another text).
  @usableFromInline package typealias Packed = (low: UInt64, high: UInt64)

  /// The bytes below the top byte of a word.
  @usableFromInline static let byteMask: UInt64 = 0x00FF_FFFF_FFFF_FFFF
  /// A small string's flag in the top byte: immortal, small, and (`asciiFlag`) ASCII.
  private static let smallFlags: UInt64 = 0xA0
  private static let asciiFlag: UInt64 = 0x40
  /// The small flag in place: set in no other form of string.
  @usableFromInline static let smallBit: UInt64 = 0x20 << 56
  /// The top bit of each byte: a byte outside ASCII.
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether strings are small as described above in this process:
  /// checked once against the standard library's own small strings
  /// (empty, ASCII and not, of 1 to 15 bytes), and against a large string.
  @usableFromInline package static let isVerified: Bool = {
    #if _pointerBitWidth(_64) && _endian(little)
      let samples = [
        "", "a", "5 files", "12345678", "One of 22 runs", "abcdefghijklmno", "22 półki", "ł", "日本語5件",
      ]
      for sample in samples {
        // Made from bytes, as a caller's text would be (not a literal the compiler laid out).
        let bytes = Array(sample.utf8)
        let made = String(decoding: bytes, as: UTF8.self)
        guard let packed = bytes.withUnsafeBufferPointer({ pack($0) }) else { return false }
        let words = unsafeBitCast(made, to: (UInt64, UInt64).self)
        guard words.0 == packed.low, words.1 == marked(packed) else { return false }
      }
      let large = String(decoding: Array(repeating: UInt8(ascii: "x"), count: 40), as: UTF8.self)
      return !isSmall(unsafeBitCast(large, to: (UInt64, UInt64).self).1)
    #else
      // A String of another size or byte order (32-bit platforms, big-endian ones): never read as two words.
      return false
    #endif
  }()

  /// The second word of the small string holding `packed`: its flags and count in the top byte.
  @inline(__always)
  private static func marked(_ packed: Packed) -> UInt64 {
    let ascii = (packed.low | packed.high & byteMask) & highBits == 0
    return packed.high | (smallFlags | (ascii ? asciiFlag : 0)) << 56
  }

  /// Whether the second word of a string is a small string's.
  @inline(__always)
  @inlinable static func isSmall(_ high: UInt64) -> Bool { high & smallBit != 0 }

  /// The UTF-8 bytes of `text` packed, nil past 15 bytes: a small string's
  /// words read in place.
  @inline(__always)
  package static func pack(_ text: String) -> Packed? {
    packIfSmall(text) ?? packCopying(text)
  }

  /// ``pack(_:)-(String)`` of a string kept small, read in place; nil for
  /// any other string (longer than 15 bytes, or not in the small form),
  /// without looking at its bytes.
  @inline(__always)
  static func packIfSmall(_ text: String) -> Packed? { packIfSmall(text, verified: isVerified) }

  /// ``packIfSmall(_:)`` with ``isVerified`` read by the caller once
  /// (kept in a stored property: reading the global costs a `swift_once`
  /// check each time); `verified` must be ``isVerified``.
  @inlinable @inline(__always)
  static func packIfSmall(_ text: String, verified: Bool) -> Packed? {
    #if _pointerBitWidth(_64) && _endian(little)
      let words = unsafeBitCast(text, to: (UInt64, UInt64).self)
      if isSmall(words.1), verified {
        return (words.0, words.1 & byteMask | (words.1 >> 56 & 0xF) << 56)
      }
    #endif
    return nil
  }

  /// ``pack(_:)-(String)`` of a string that is not small (or not known to be): by its bytes.
  @inline(never)
  static func packCopying(_ text: String) -> Packed? {
    if let packed = text.utf8.withContiguousStorageIfAvailable({ pack($0) }) { return packed }
    var text = text
    return text.withUTF8 { pack($0) }
  }

  /// `bytes` packed, nil past 15 bytes.
  @inline(__always)
  static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> Packed? {
    guard bytes.count <= 15 else { return nil }
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
    // Bytes in memory order read as little-endian: the same numbers on every byte order (free on little-endian).
    return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1) | UInt64(bytes.count) << 56)
  }

  /// The string of `count` (at most 15) bytes of valid UTF-8 written by
  /// `write` at the start of 16 zeroed bytes (it returns `count`): a small
  /// string made from the words as written, without a heap allocation.
  @inline(__always)
  static func string(writing write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
    string(verified: isVerified, writing: write)
  }

  /// ``string(writing:)`` with ``isVerified`` read by the caller once
  /// (see ``packIfSmall(_:verified:)``); `verified` must be ``isVerified``.
  @inline(__always)
  static func string(verified: Bool, writing write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
    var words: (UInt64, UInt64) = (0, 0)
    let count = withUnsafeMutableBytes(of: &words) { raw in
      raw.withMemoryRebound(to: UInt8.self) { write($0) }
    }
    let (low, high) = (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1))
    return string((low, high | UInt64(truncatingIfNeeded: count) << 56), verified: verified)
  }

  /// The string of `packed`, whose bytes are valid UTF-8.
  @inline(__always)
  static func string(_ packed: Packed) -> String { string(packed, verified: isVerified) }

  /// ``string(_:)`` with ``isVerified`` read by the caller once; `verified` must be ``isVerified``.
  @inline(__always)
  static func string(_ packed: Packed, verified: Bool) -> String {
    #if _pointerBitWidth(_64) && _endian(little)
      // Taken, not bit-cast: a bit-cast string is borrowed, and returning it costs a retain call.
      if verified { return SmallStringWords.string(taking: (packed.low, marked(packed))) }
    #endif
    return decoded(packed)
  }

  /// ``string(_:)`` by the public initializer.
  @inline(never)
  static func decoded(_ packed: Packed) -> String {
    var words = (packed.low.littleEndian, (packed.high & byteMask).littleEndian)
    let count = Int(packed.high >> 56)
    // Typed bytes, not a slice: `String(decoding:as:)`'s contiguous path, not its generic one.
    return withUnsafeBytes(of: &words) { raw in
      raw.withMemoryRebound(to: UInt8.self) {
        String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
      }
    }
  }
}

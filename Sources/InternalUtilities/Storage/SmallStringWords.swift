/// A small string made from its two words, owned: the unsafe step of the
/// direct path's small results (LocalizedStrings' `SmallUTF8`), here with
/// the package's other unsafe storage (see UnsafeStorage.swift).
@usableFromInline package enum SmallStringWords {
  /// The string whose two words (its in-memory representation) are `words`,
  /// taken as an owned value.
  ///
  /// `words` must be a valid small string's: the caller checked that this
  /// platform lays small strings out as it writes them (`SmallUTF8.isVerified`)
  /// and wrote valid UTF-8 with the count and flags that layout wants.
  ///
  /// Sound: a small string holds no reference (its bytes are its words), so
  /// taking it from its bits without a retain leaves no count unbalanced, and
  /// the tuple it is moved out of is plain bits, with nothing to destroy. A
  /// bit-cast (`unsafeBitCast`) string is borrowed instead, and returning it
  /// copies it: a `swift_bridgeObjectRetain` call that does nothing for a
  /// small string.
  @inlinable @inline(__always)
  package static func string(taking words: (UInt64, UInt64)) -> String {
    var words = words
    return withUnsafeMutablePointer(to: &words) {
      // Same size and alignment (two words): `withMemoryRebound`'s requirement.
      $0.withMemoryRebound(to: String.self, capacity: 1) { $0.move() }
    }
  }
}

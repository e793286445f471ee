extension String {
  /// Whether `other` is this text scalar for scalar (byte for byte in UTF-8), as Apple's
  /// readers compare texts: CFString's equality compares UTF-16 units. `==` also takes
  /// canonically equivalent spellings as one (`Å` U+212B and `Å` U+00C5, `é` and
  /// `e` U+0301), which a user sees alike but which are other bytes, that a search, a
  /// font or a comparison can tell apart.
  ///
  /// ```swift
  /// "\u{212B}" == "\u{C5}"                      // true
  /// "\u{212B}".hasSameScalars(as: "\u{C5}")     // false
  /// ```
  ///
  /// - Complexity: O(*n*) in the shorter text's UTF-8 length.
  @inlinable
  package func hasSameScalars(as other: String) -> Bool {
    // `==` first: it tells most texts apart at once (a small string by its two words); texts it
    // takes as one are then compared byte for byte, which canonically equal spellings are not.
    guard utf8.count == other.utf8.count, self == other else { return false }
    return sameBytes(as: other)
  }

  /// Whether `other` has this text's UTF-8 bytes (their counts equal), eight at a time.
  @usableFromInline
  package func sameBytes(as other: String) -> Bool {
    let compared = utf8.withContiguousStorageIfAvailable { mine in
      other.utf8.withContiguousStorageIfAvailable { theirs in
        let (a, b) = (UnsafeRawBufferPointer(mine), UnsafeRawBufferPointer(theirs))
        var offset = 0
        while offset + 8 <= a.count {
          guard
            a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        return a[offset...].elementsEqual(b[offset...])
      }
    }
    return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}

/// A string that is equal to another, and hashed, scalar for scalar
/// (``Swift/String/hasSameScalars(as:)``): a dictionary or set of these keeps
/// `café` (U+00E9) and `café` (`e` U+0301) apart, as Apple's dictionaries of
/// keys do (`NSString.isEqual(to:)` is "a literal Unicode-based comparison"),
/// where one of `String` takes them as one key.
///
/// ```swift
/// Set(["\u{E9}", "e\u{301}"]).count                           // 1
/// Set(["\u{E9}", "e\u{301}"].map(ScalarKey.init)).count       // 2
/// ```
package struct ScalarKey: Hashable, Sendable {
  package let string: String

  package init(_ string: String) { self.string = string }

  package static func == (a: Self, b: Self) -> Bool { a.string.hasSameScalars(as: b.string) }

  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package func hash(into hasher: inout Hasher) {
    var bytes = string
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

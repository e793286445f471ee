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
  package func hasSameScalars(as other: String) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}

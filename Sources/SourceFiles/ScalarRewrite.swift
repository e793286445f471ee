/// A text rewritten a character at a time, as every printer of the package escapes what it
/// quotes: each Unicode scalar asked once, in order, whether it is written otherwise, and the
/// runs of scalars kept copied whole between the ones rewritten (appending scalar by scalar was
/// most of the cost of a large report).
package enum ScalarRewrite {
  /// `text` with each scalar that `replacement` answers for written as its answer, every other
  /// scalar kept. `replacement` is asked of each scalar once, in order, so it may keep state (the
  /// number signs before a `[`, whether a line's first `:` was seen).
  ///
  /// ```swift
  /// ScalarRewrite.rewritten("a<b") { $0 == "<" ? "&lt;" : nil }   // "a&lt;b"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`; slices of scalars, not of characters, so a
  ///   scalar rewritten before a combining mark leaves the mark once, after its replacement.
  package static func rewritten(_ text: Substring, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    let scalars = text.unicodeScalars
    // Where the scalars not yet copied start.
    var run = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      defer { index = next }
      guard let replaced = replacement(scalars[index]) else { continue }
      result += Substring(scalars[run..<index])
      result += replaced
      run = next
    }
    result += Substring(scalars[run...])
    return result
  }
}

/// Where a text a finding names is written in one string (`lld`, `٪d` or `% d` for `%lld`;
/// `2$@` that lost its `%`), for a fix that replaces it (``RuleRewrite/replaceText``): when
/// the string writes it exactly once, not as the end of a longer conversion (`%12$@` holds
/// `2$@`) and not as the start of a word (`% gli` holds `% g`).
extension StringBytes {
  /// Where `literal` is written in `body`, when it is written there exactly once and stands
  /// apart from the text around it.
  func onlyOccurrence(of literal: String, in body: Range<Int>) -> Range<Int>? {
    guard !literal.isEmpty else { return nil }
    let length = literal.utf8.count
    var found: Range<Int>?
    var index = body.lowerBound
    while index + length <= body.upperBound {
      if has(literal, at: index) {
        guard found == nil else { return nil }
        found = index..<(index + length)
      }
      index += 1
    }
    guard let found, !continuesConversion(before: found.lowerBound, from: body.lowerBound),
      !startsWord(at: found.upperBound, before: body.upperBound)
    else { return nil }
    return found
  }

  /// Whether the byte before `offset` could belong to the same conversion (`%`, `$`, a digit) or word.
  private func continuesConversion(before offset: Int, from start: Int) -> Bool {
    guard offset > start else { return false }
    let byte = bytes[offset - 1]
    return byte == UInt8(ascii: "%") || byte == UInt8(ascii: "$") || (0x30...0x39).contains(byte)
      || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether a letter or digit starts at `offset`: a replacement ending there would run into a word.
  private func startsWord(at offset: Int, before end: Int) -> Bool {
    guard offset < end else { return false }
    let next = String(decoding: bytes[offset..<min(offset + 4, end)], as: UTF8.self).unicodeScalars.first
    guard let next, next != "\u{FFFD}" else { return false }
    return next.properties.isAlphabetic || next.properties.numericType != nil
  }
}

/// The fix of `conversion-look-alike`: the look-alike the finding quotes
/// (`lld` without its `%`, `٪d`, `% d`) replaced by the development
/// language's conversion, when the string writes it exactly once and it is
/// longer than one character (a lone `d` may be a word).
extension FixableText {
  /// Where `literal` is written in the string at `offset`, when it is written there exactly once.
  func onlyOccurrence(of literal: String, inStringAt offset: Int) -> Range<Int>? {
    guard let body = stringBody(at: offset), !literal.isEmpty else { return nil }
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
    return found
  }
}

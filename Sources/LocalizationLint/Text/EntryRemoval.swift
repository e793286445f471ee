import SourceFiles

/// An entry removed: from its key to the end of its value (a `.strings` file's `;`, a property
/// list's value element, however deep), with its line when it has the line to itself. A
/// String Catalog's member goes with the comma that separates it from the next (the last
/// member, from the one before). A later copy of a key that says the same is removed so
/// (``RuleRewrite/removeEntry``), and a `.strings` entry a migration moves into plural forms.
extension FixableText {
  /// The removal of the entry the reader found at `position` (its key in a
  /// property list, its value in a `.strings` file), nil when none is there.
  func entryRemoval(at position: SourcePosition) -> Range<Int>? {
    guard var entry = entry(at: position) else { return nil }
    if case .catalog = document {
      // A catalog's member takes the comma after it, or the last member the comma before it.
      var after = entry.upperBound
      while after < bytes.count && (bytes[after] == 0x20 || bytes[after] == 0x09) { after += 1 }
      if after < bytes.count && bytes[after] == UInt8(ascii: ",") {
        entry = entry.lowerBound..<(after + 1)
      } else {
        var before = entry.lowerBound
        while before > 0 && Self.isSpace(bytes[before - 1]) { before -= 1 }
        guard before > 0, bytes[before - 1] == UInt8(ascii: ",") else { return nil }
        return (before - 1)..<entry.upperBound
      }
    }
    let start = lineStart(of: entry.lowerBound)
    let end = nextLineStart(after: entry.upperBound)
    let lineEnd = end - lineEndingLength(before: end)
    if isBlank(start..<entry.lowerBound) && isBlank(entry.upperBound..<lineEnd) {
      return start..<end
    }
    // Sharing its line: the blanks before it go with it.
    var from = entry.lowerBound
    while from > start && (bytes[from - 1] == 0x20 || bytes[from - 1] == 0x09) { from -= 1 }
    return from..<entry.upperBound
  }

  private func lineEndingLength(before end: Int) -> Int {
    var length = 0
    if end > 0 && bytes[end - 1] == 0x0A { length += 1 }
    if end - length > 0 && bytes[end - length - 1] == 0x0D { length += 1 }
    return length
  }
}

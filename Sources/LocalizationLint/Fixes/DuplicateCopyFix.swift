/// The fix of `identical-duplicate-key`: the later copy removed, from its key
/// to the end of its value (a `.strings` file's `;`, a property list's value
/// element, however deep), with its line when it has the line to itself.
/// The reader keeps the later copy, and both say the same, so removing it
/// changes nothing anybody sees.
extension FixableText {
  /// The removal of the entry whose key starts at `offset` (or whose `<key>`
  /// the line holds), nil when the bytes there are not one whole entry.
  func duplicateCopyRemoval(at offset: Int) -> Range<Int>? {
    let entry = isXML ? propertyListEntry(at: offset) : stringsEntry(at: offset)
    guard let entry else { return nil }
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

  // MARK: .strings

  /// One `"key" = "value";` (or `key;`) entry of a `.strings` file: where its key and its value start,
  /// and the end of its `;`.
  struct StringsEntry {
    var start: Int
    var valueStart: Int
    var end: Int
  }

  /// The file's entries from its start, up to the first that does not read
  /// (the file reads, so they are all there): read once for all the findings.
  func readStringsEntries() -> [StringsEntry] {
    var entries: [StringsEntry] = []
    var index = afterTrivia(0)
    while index < bytes.count {
      let start = index
      guard let key = token(at: start) else { break }
      index = afterTrivia(key)
      var valueStart = start
      if index < bytes.count && bytes[index] == UInt8(ascii: "=") {
        valueStart = afterTrivia(index + 1)
        guard let value = token(at: valueStart) else { break }
        index = afterTrivia(value)
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { break }
      index += 1
      entries.append(StringsEntry(start: start, valueStart: valueStart, end: index))
      index = afterTrivia(index)
    }
    return entries
  }

  /// The entry whose key or value starts at `offset`: the last one starting at or before it.
  ///
  /// - Complexity: O(log *n*) in the entries.
  private func stringsEntry(at offset: Int) -> Range<Int>? {
    var (low, high) = (0, stringsEntries.count)
    while low < high {
      let middle = (low + high) / 2
      if stringsEntries[middle].start <= offset { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let entry = stringsEntries[low - 1]
    return offset == entry.start || offset == entry.valueStart ? entry.start..<entry.end : nil
  }

  /// The end of a quoted string (escapes skipped) or a bare word starting at `offset`.
  private func token(at offset: Int) -> Int? {
    guard offset < bytes.count else { return nil }
    if bytes[offset] == UInt8(ascii: "\"") {
      var index = offset + 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"): index += 2
        case UInt8(ascii: "\""): return index + 1
        default: index += 1
        }
      }
      return nil
    }
    var index = offset
    while index < bytes.count && isBareCharacter(bytes[index]) { index += 1 }
    return index > offset ? index : nil
  }

  private func isBareCharacter(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || Array("_.$:/-".utf8).contains(byte)
  }

  /// Past blanks, line endings and comments.
  private func afterTrivia(_ offset: Int) -> Int {
    var index = offset
    while index < bytes.count {
      if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
        index += 1
      } else if has("/*", at: index) {
        guard let end = find("*/", from: index + 2) else { return bytes.count }
        index = end + 2
      } else if has("//", at: index) {
        index = nextLineStart(after: index)
      } else if isXML && has("<!--", at: index) {
        guard let end = find("-->", from: index + 4) else { return bytes.count }
        index = end + 3
      } else {
        return index
      }
    }
    return index
  }

  // MARK: Property lists

  /// `<key>…</key>` and the element after it, the key at `offset` or the first `<key>` of its line.
  private func propertyListEntry(at offset: Int) -> Range<Int>? {
    var start = offset
    if !has("<key>", at: start) {
      guard let found = find("<key>", from: lineStart(of: offset)), found <= offset else { return nil }
      start = found
    }
    guard let keyEnd = find("</key>", from: start) else { return nil }
    guard let end = elementEnd(at: afterTrivia(keyEnd + 6)) else { return nil }
    return start..<end
  }

  /// The end of the element starting at `offset`, elements within it nested to any depth.
  private func elementEnd(at offset: Int) -> Int? {
    guard has("<", at: offset), !has("</", at: offset), !has("<!", at: offset), !has("<?", at: offset) else {
      return nil
    }
    var depth = 0
    var index = offset
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let skips = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")]
      if let (open, close) = skips.first(where: { has($0.0, at: index) }) {
        guard let end = find(close, from: index + open.utf8.count) else { return nil }
        index = end + close.utf8.count
        continue
      }
      guard let close = find(">", from: index) else { return nil }
      if has("</", at: index) {
        depth -= 1
      } else if bytes[close - 1] != UInt8(ascii: "/") {
        depth += 1
      }
      index = close + 1
      if depth == 0 { return index }
    }
    return nil
  }
}

/// A localization file's text as `--fix` reads and writes it: its UTF-8
/// bytes (a UTF-16 file's text converted, a byte order mark left out), and
/// the encoding to write them back in, so that a fix changes only the bytes
/// of its finding.
///
/// Line endings are never touched: a fix replaces a range of these bytes,
/// and the bytes around it, `\r\n` included, stay as they are.
struct FixableText {
  /// How the file was written, and is written back.
  enum Encoding: Equatable {
    case utf8, utf8WithMark, utf16LittleEndian, utf16BigEndian
  }

  let encoding: Encoding
  /// The text in UTF-8, without a byte order mark.
  let bytes: [UInt8]
  /// Whether a carriage return alone ends a line, as expat counts lines
  /// (property lists); a `.strings` file's lines end only at line feeds.
  let carriageReturnEndsLine: Bool
  /// Where each line starts (line 1 at 0), read once: every finding's place
  /// is found from it, not by counting lines from the start again.
  private(set) var lineStarts: [Int] = []
  /// A `.strings` file's entries, read once (``readStringsEntries()``); none for a property list.
  private(set) var stringsEntries: [StringsEntry] = []

  /// The text of a file's `bytes`; nil for a binary property list or bytes
  /// that are not text in a known encoding (nothing is fixed there).
  init?(fileBytes: [UInt8], isXML: Bool) {
    if fileBytes.starts(with: Array("bplist".utf8)) { return nil }
    if fileBytes.starts(with: [0xFF, 0xFE]) || fileBytes.starts(with: [0xFE, 0xFF]) {
      guard fileBytes.count % 2 == 0 else { return nil }
      let little = fileBytes[0] == 0xFF
      let units = stride(from: 2, to: fileBytes.count, by: 2).map { index in
        little
          ? UInt16(fileBytes[index]) | UInt16(fileBytes[index + 1]) << 8
          : UInt16(fileBytes[index]) << 8 | UInt16(fileBytes[index + 1])
      }
      guard let text = String(validating: units, as: UTF16.self) else { return nil }
      encoding = little ? .utf16LittleEndian : .utf16BigEndian
      bytes = Array(text.utf8)
    } else {
      let marked = fileBytes.starts(with: [0xEF, 0xBB, 0xBF])
      let body = marked ? Array(fileBytes.dropFirst(3)) : fileBytes
      guard String(validating: body, as: UTF8.self) != nil else { return nil }
      encoding = marked ? .utf8WithMark : .utf8
      bytes = body
    }
    let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    carriageReturnEndsLine = isXML || text.first == UInt8(ascii: "<")
    lineStarts = readLineStarts()
    if !carriageReturnEndsLine { stringsEntries = readStringsEntries() }
  }

  private func readLineStarts() -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        starts.append(index)
      } else if byte == 0x0D && carriageReturnEndsLine {
        if index < bytes.count && bytes[index] == 0x0A { index += 1 }
        starts.append(index)
      }
    }
    return starts
  }

  /// Whether the text is a property list (an XML `.strings` file too), not an old-style `.strings` file.
  var isXML: Bool { carriageReturnEndsLine }

  /// `text` (UTF-8) in this file's encoding, with its byte order mark.
  func encoded(_ text: [UInt8]) -> [UInt8] {
    switch encoding {
    case .utf8: return text
    case .utf8WithMark: return [0xEF, 0xBB, 0xBF] + text
    case .utf16LittleEndian, .utf16BigEndian:
      let little = encoding == .utf16LittleEndian
      var result: [UInt8] = little ? [0xFF, 0xFE] : [0xFE, 0xFF]
      for unit in String(decoding: text, as: UTF8.self).utf16 {
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        result += little ? [low, high] : [high, low]
      }
      return result
    }
  }

  /// The byte offset of `line` and `column` (1-based; a column counts
  /// characters, as the readers count them), nil past the text.
  ///
  /// - Complexity: O(*n*) in the column.
  func offset(line: Int, column: Int) -> Int? {
    guard line <= lineStarts.count else { return nil }
    var index = lineStarts[max(line, 1) - 1]
    var remaining = column - 1
    while remaining > 0 {
      guard index < bytes.count else { return nil }
      index += 1
      // The rest of a character's bytes (10xxxxxx) belong to the same column.
      while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
      remaining -= 1
    }
    return index
  }

  /// The offset where the line holding `offset` starts.
  func lineStart(of offset: Int) -> Int {
    var index = offset
    while index > 0 && bytes[index - 1] != 0x0A && bytes[index - 1] != 0x0D { index -= 1 }
    return index
  }

  /// The offset after the line ending that follows `offset` (the text's end when there is none).
  func nextLineStart(after offset: Int) -> Int {
    var index = offset
    while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
    if index < bytes.count && bytes[index] == 0x0D { index += 1 }
    if index < bytes.count && bytes[index] == 0x0A { index += 1 }
    return index
  }

  /// Whether `range` holds only spaces and tabs.
  func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// Whether the bytes at `offset` are `literal`.
  func has(_ literal: String, at offset: Int) -> Bool {
    let pattern = Array(literal.utf8)
    return offset >= 0 && offset + pattern.count <= bytes.count
      && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }

  /// The first offset at or after `offset` where `literal` starts.
  func find(_ literal: String, from offset: Int) -> Int? {
    var index = offset
    while index < bytes.count {
      if has(literal, at: index) { return index }
      index += 1
    }
    return nil
  }
}

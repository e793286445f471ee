import SourceFiles
/// Reads `.strings` files in every form Apple's tools write: the old-style
/// text format (`"key" = "value";` with comments and escapes, UTF-8 or UTF-16
/// with a byte order mark), or an XML or binary property list of strings.
///
/// ```swift
/// let pairs = try StringsFileReader.parse(Array(#""greeting" = "Hello, %@!";"#.utf8), file: "Localizable.strings")
/// ```
package enum StringsFileReader {
  /// Whether `scalar` ends a `//` comment. CoreFoundation's reader of old-style property lists
  /// ends one at a line feed, a carriage return, U+2028 or U+2029, and not at NEL (U+0085), a
  /// form feed or a vertical tab (run on Linux through `PropertyListSerialization`): a comment
  /// that ran on to the next line feed would hide the entries of a file whose lines end in CR.
  package static func endsLineComment(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// Whether a `.strings` file's text is an XML property list (it starts with `<?xml`,
  /// `<plist` or `<!DOCTYPE` after blanks and a byte order mark), which this reader reads as one.
  package static func isPropertyListText(_ text: String) -> Bool {
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    return trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<!DOCTYPE")
  }

  /// The key–value pairs in file order; a later duplicate key replaces an earlier one.
  package static func parse(_ bytes: [UInt8], file: String) throws(SourceError) -> [(
    key: String, value: LocatedString
  )] {
    var comments: [String: String]?
    return try parse(bytes, file: file, comments: &comments)
  }

  /// The key–value pairs, and, when `comments` is not nil, the `/* … */`
  /// comment that ends on an entry's line or the line before, by key (what
  /// Xcode's string extraction writes for translators; property lists have none).
  package static func parse(_ bytes: [UInt8], file: String, comments: inout [String: String]?)
    throws(SourceError) -> [(key: String, value: LocatedString)]
  {
    var spans: StringsFileSpans?
    return try parse(bytes, file: file, comments: &comments, spans: &spans, recording: false)
  }

  /// The key–value pairs, and where each is written (``StringsFileSpans``):
  /// what the linter's fixes rewrite. A binary property list records none.
  package static func parse(_ bytes: [UInt8], file: String, spans: inout StringsFileSpans?)
    throws(SourceError) -> [(key: String, value: LocatedString)]
  {
    var comments: [String: String]?
    return try parse(bytes, file: file, comments: &comments, spans: &spans, recording: true)
  }

  private static func parse(
    _ bytes: [UInt8], file: String, comments: inout [String: String]?, spans: inout StringsFileSpans?,
    recording: Bool
  ) throws(SourceError) -> [(key: String, value: LocatedString)] {
    try FileSystem.checkSize(bytes.count, file: file)
    let start = SourceLocation(file: file, line: 1, column: 1)
    if BinaryPropertyListReader.isBinary(bytes) {
      return try strings(in: BinaryPropertyListReader.parse(bytes, file: file), file: file)
    }
    let text: String
    if let utf16 = UTF16Text(bytes) {
      guard !utf16.oddByte else {
        throw SourceError(.encoding, "UTF-16 text with an odd number of bytes", at: start)
      }
      guard let decoded = utf16.string else {
        throw SourceError(.encoding, "the file is not valid UTF-16", at: start)
      }
      text = decoded
    } else {
      let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      guard let decoded = String(validating: body, as: UTF8.self) else {
        throw SourceError(.encoding, "the file is neither UTF-8 nor UTF-16 with a byte order mark", at: start)
      }
      text = decoded
    }
    if isPropertyListText(text) {
      guard recording else {
        return try strings(in: PropertyListReader.parse(Array(text.utf8), file: file), file: file)
      }
      var recorded = PropertyListSpans()
      let root = try PropertyListReader.parse(Array(text.utf8), file: file, spans: &recorded)
      spans = .propertyList(recorded)
      return try strings(in: root, file: file)
    }
    var parser = OldStyleStringsParser(text: text, file: file)
    parser.comments = comments
    if recording { parser.spans = [] }
    let entries = try parser.entries()
    comments = parser.comments
    if var recorded = parser.spans {
      parser.convertToUTF8Offsets(&recorded)
      spans = .text(recorded)
    }
    return entries
  }

  static func strings(in root: PropertyListNode, file: String) throws(SourceError) -> [(
    key: String, value: LocatedString
  )] {
    guard let dictionary = root.dictionary else {
      throw SourceError(
        .invalidContent, "a .strings property list must hold a dictionary, not a \(root.kindName)",
        at: root.location(in: file)
      )
    }
    var result: [(key: String, value: LocatedString)] = []
    for entry in dictionary.entries {
      guard let text = entry.value.string else {
        throw SourceError(
          .invalidContent, "the value of '\(entry.key)' is a \(entry.value.kindName), not a string",
          at: entry.value.location(in: file))
      }
      result.append((entry.key, LocatedString(text, at: entry.value.location(in: file))))
    }
    return result
  }
}

/// `"key" = "value";` pairs (or `'key' = 'value';`), `/* */` and `//` comments, unquoted words,
/// escapes as Apple reads them (`\n`, `\U00e9`, `\351`; `\u` is the letter u: see
/// `OldStyleEscapes.swift`), an optional outer `{ … }`, and `"key";` meaning the value is the key.
struct OldStyleStringsParser {
  let scalars: [Unicode.Scalar]
  let file: String
  var position = 0
  var line = 1
  var lineStart = 0
  /// The comment before each entry, by key, collected when not nil.
  var comments: [String: String]?
  /// The last `/* … */` comment read and the line it ends on, while comments are collected.
  var lastComment: (text: String, line: Int)?
  /// Where each entry is written, when recorded (nil: not recorded); in scalars
  /// until ``convertToUTF8Offsets(_:)``.
  var spans: [StringsEntrySpan]?

  init(text: String, file: String) {
    scalars = Array(text.unicodeScalars)
    self.file = file
  }

  var location: SourceLocation { SourceLocation(file: file, line: line, column: position - lineStart + 1) }

  func error(_ message: String) -> SourceError { SourceError(.malformed, message, at: location) }

  var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  /// Passes one scalar. A line ends at a line feed, and at a carriage return not followed by
  /// one (a classic Mac OS line end; CR LF ends at its LF), as expat counts an XML file's lines.
  mutating func advance() {
    let scalar = scalars[position]
    if scalar == "\n" || (scalar == "\r" && (position + 1 == scalars.count || scalars[position + 1] != "\n"))
    {
      line += 1
      lineStart = position + 1
    }
    position += 1
  }

  mutating func skipTrivia() throws(SourceError) {
    while let scalar = current {
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
        let start = location
        advance()
        advance()
        let bodyStart = position
        while true {
          guard current != nil else { throw SourceError(.malformed, "unterminated /* comment", at: start) }
          if current == "*", position + 1 < scalars.count, scalars[position + 1] == "/" {
            if comments != nil {
              lastComment = (String(String.UnicodeScalarView(scalars[bodyStart..<position])), line)
            }
            advance()
            advance()
            break
          }
          advance()
        }
      } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
        while let next = current, !StringsFileReader.endsLineComment(next) { advance() }
      } else {
        return
      }
    }
  }

  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
      || "_$+/:.-".unicodeScalars.contains(scalar)
  }

  mutating func string() throws(SourceError) -> LocatedString {
    let start = location
    guard let first = current else { throw error("expected a string, found the end of the file") }
    // CoreFoundation's old-style reader quotes with either mark, the string ending at the
    // mark it opened with (`CFOldStylePList.c`, `parsePlistString`): `'a "b"'` is `a "b"`.
    guard first == "\"" || first == "'" else {
      guard Self.isWordCharacter(first) else {
        throw error("expected a string, found '\(Excerpt.of(String(first)))'")
      }
      var word = String.UnicodeScalarView()
      while let scalar = current, Self.isWordCharacter(scalar) {
        word.append(scalar)
        advance()
      }
      return LocatedString(String(word), at: start)
    }
    advance()
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = current else { throw SourceError(.malformed, "unterminated string", at: start) }
      if scalar == first {
        advance()
        return LocatedString(String(result), at: start)
      }
      if scalar != "\\" {
        result.append(scalar)
        advance()
        continue
      }
      advance()
      guard current != nil else { throw SourceError(.malformed, "unterminated string", at: start) }
      escape(into: &result)
    }
  }

  mutating func entries() throws(SourceError) -> [(key: String, value: LocatedString)] {
    var result: [(key: String, value: LocatedString)] = []
    try skipTrivia()
    let braced = current == "{"
    if braced { advance() }
    while true {
      try skipTrivia()
      guard let scalar = current else {
        if braced { throw error("missing '}' at the end of the file") }
        return result
      }
      if braced && scalar == "}" {
        advance()
        try skipTrivia()
        if current != nil { throw error("text after the closing '}'") }
        return result
      }
      // The entry's own comment ends on its line or the line before (a file's header is further away).
      let comment = lastComment.flatMap { line - $0.line <= 1 ? $0.text : nil }
      let keyStart = position
      let key = try string()
      var valueToken = keyStart..<position
      try skipTrivia()
      var value = key
      if current == "=" {
        advance()
        try skipTrivia()
        let valueStart = position
        value = try string()
        valueToken = valueStart..<position
        try skipTrivia()
      }
      guard current == ";" else {
        throw error("expected ';' after the entry for \"\(Excerpt.of(key.text))\"")
      }
      advance()
      spans?.append(
        StringsEntrySpan(
          entry: keyStart..<position, value: valueToken, keyLocation: key.location,
          valueLocation: value.location))
      result.append((key.text, value))
      if let comment { comments?[key.text] = comment }
      lastComment = nil
    }
  }
}

extension OldStyleStringsParser {
  /// `spans`' scalar offsets as offsets into the text's UTF-8, in one pass
  /// over the text (the spans are in file order, each after the one before).
  func convertToUTF8Offsets(_ spans: inout [StringsEntrySpan]) {
    var scalar = 0
    var byte = 0
    func offset(_ target: Int) -> Int {
      while scalar < target {
        byte += scalars[scalar].utf8.count
        scalar += 1
      }
      return byte
    }
    for index in spans.indices {
      let span = spans[index]
      let entryStart = offset(span.entry.lowerBound)
      let valueStart = offset(span.value.lowerBound)
      let valueEnd = offset(span.value.upperBound)
      spans[index].entry = entryStart..<offset(span.entry.upperBound)
      spans[index].value = valueStart..<valueEnd
    }
  }
}

/// Where a `.strings` file's entries are written, as
/// ``StringsFileReader/parse(_:file:spans:)`` records them: offsets into the
/// text's UTF-8 (after a byte order mark; a UTF-16 file's text converted).
package enum StringsFileSpans: Sendable {
  /// An old-style text file's entries, in file order.
  case text([StringsEntrySpan])
  /// A property list's elements and entries.
  case propertyList(PropertyListSpans)
}

/// One `"key" = "value";` entry as an old-style `.strings` file writes it.
package struct StringsEntrySpan: Sendable, Equatable {
  /// From the key's first character to the end of the `;`.
  package var entry: Range<Int>
  /// The value as written, its quotes included (the key's, for `"key";`).
  package var value: Range<Int>
  /// Where the key and the value start, as the reader locates them.
  package var keyLocation: SourceLocation
  package var valueLocation: SourceLocation
}

internal import InternalUtilities
import LocalizedStrings
import SourceFiles

/// Where a file's comments are, for ``Suppressions``: its text decoded, and each comment's text
/// and lines, found as the readers count lines.
extension Suppressions {
  /// The text of a file: UTF-16 with a byte order mark, else UTF-8 (invalid bytes replaced).
  static func decode(_ bytes: [UInt8]) -> String {
    if let utf16 = UTF16Text(bytes) { return String(decoding: utf16.units, as: UTF16.self) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The comments of a file and the lines that hold something else.
  struct Scan {
    var comments: [Comment] = []
    /// Lines with content outside comments, ascending (a scan records them in order).
    private(set) var contentLines: [Int] = []
    /// The lines whose markup (outside comments, quoted strings and CDATA; a quoted string
    /// counts as its quotes) ends by opening an entry: see ``opensEntry(_:)``.
    private var openingLines = Set<Int>()
    /// The last scalars of markup (not blanks) on the line being scanned, as many as
    /// ``opening`` has, one byte each (a scalar outside ASCII as 0xFF, which no opening has),
    /// the newest in the lowest byte; `tailCount` of them seen.
    private var tail: UInt64 = 0
    private var tailCount = 0
    private var tailLine = 0
    /// Whether the line being scanned ends with ``opening`` so far (in ``openingLines``).
    private var tailOpens = false
    /// How a line that opens an entry ends: `</key>` in XML, a key's `=` in a `.strings` file.
    let opening: [Unicode.Scalar]
    /// ``opening`` as ``tail`` holds it, and the bytes of ``tail`` that count.
    private let openingBits: UInt64
    private let tailMask: UInt64

    /// - Precondition: `opening` is 1 to 8 ASCII scalars.
    init(opening: String) {
      self.opening = Array(opening.unicodeScalars)
      precondition((1...8).contains(self.opening.count) && self.opening.allSatisfy(\.isASCII))
      openingBits = self.opening.reduce(0) { $0 << 8 | UInt64($1.value) }
      tailMask = self.opening.count == 8 ? .max : (1 << (8 * UInt64(self.opening.count))) - 1
    }

    /// Records content at `line`; markup (`markup`: not the inside of a quoted string or of
    /// CDATA) also counts towards how the line ends.
    mutating func content(_ scalar: Unicode.Scalar, on line: Int, markup: Bool = true) {
      if contentLines.last == line {
        // The line already recorded: the common case, asked of nearly every scalar.
      } else if let last = contentLines.last, line < last {
        // Lines come in order; one out of order (never, as the scanners go) keeps the list sorted.
        let at = index(after: line - 1)
        if contentLines[at] != line { contentLines.insert(line, at: at) }
      } else {
        contentLines.append(line)
      }
      guard markup, !isBlank(scalar) else { return }
      // Asked of every scalar of markup: no allocation, the tail kept in one word.
      if line != tailLine {
        (tail, tailCount, tailLine, tailOpens) = (0, 0, line, openingLines.contains(line))
      }
      tail = (tail << 8 | (scalar.isASCII ? UInt64(scalar.value) : 0xFF)) & tailMask
      tailCount = Swift.min(tailCount + 1, opening.count)
      let ends = tailCount == opening.count && tail == openingBits
      if ends != tailOpens {
        if ends { openingLines.insert(line) } else { openingLines.remove(line) }
        tailOpens = ends
      }
    }

    /// Whether `line`'s markup ends by opening an entry whose value comes on a later line: a
    /// key (`</key>` in XML, `"key" =` in a `.strings` file). An entry is placed where its value
    /// starts, so a suppression of that line covers the entry that starts on the next.
    func opensEntry(_ line: Int) -> Bool { openingLines.contains(line) }

    /// The index in ``contentLines`` of the first line after `line` (binary search).
    private func index(after line: Int) -> Int { contentLines.partitionPoint { $0 <= line } }

    /// The first line after `line` with content.
    ///
    /// - Complexity: O(log *n*) for *n* lines with content.
    func nextContentLine(after line: Int) -> Int? {
      let at = index(after: line)
      return at < contentLines.count ? contentLines[at] : nil
    }

    /// The last line before `line` with content.
    ///
    /// - Complexity: O(log *n*) for *n* lines with content.
    func previousContentLine(before line: Int) -> Int? {
      let at = index(after: line - 1)
      return at > 0 ? contentLines[at - 1] : nil
    }
  }

  /// `/* … */` and `// …` comments of a `.strings` file, outside its quoted strings.
  static func stringsComments(_ text: String) -> Scan {
    var scan = Scan(opening: "=")
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var line = 1
    var lineStart = 0
    func advance() {
      if endsLine(scalars, at: index) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "/" && (next == "*" || next == "/") {
        let (startLine, column) = (line, index - lineStart + 1)
        let block = next == "*"
        var body = String.UnicodeScalarView()
        advance()
        advance()
        while index < scalars.count {
          if block && scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
            advance()
            advance()
            break
          }
          if !block && StringsFileReader.endsLineComment(scalars[index]) { break }
          body.append(scalars[index])
          advance()
        }
        scan.comments.append(Comment(text: String(body), line: startLine, column: column, endLine: line))
      } else if scalar == "\"" || scalar == "'" {
        // A string quoted with either mark ends at the mark it opened with, as Apple reads it.
        scan.content(scalar, on: line)
        advance()
        while index < scalars.count && scalars[index] != scalar {
          if scalars[index] == "\\" && index + 1 < scalars.count { advance() }
          scan.content(scalars[index], on: line, markup: false)
          advance()
        }
        if index < scalars.count {
          scan.content(scalars[index], on: line)
          advance()
        }
      } else {
        if !isBlank(scalar) { scan.content(scalar, on: line) }
        advance()
      }
    }
    return scan
  }

  /// `<!-- … -->` comments of an XML file (CDATA sections are content).
  ///
  /// - Complexity: O(*n*) for the *n* bytes of the text's UTF-8, read in place.
  static func xmlComments(_ text: String) -> Scan {
    var text = text
    return text.withUTF8 { xmlComments(utf8: $0) }
  }

  /// ``xmlComments(_:)`` of valid UTF-8: each scalar stepped over by its bytes, a column counted
  /// in scalars as the readers count it.
  private static func xmlComments(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Scan {
    var scan = Scan(opening: "</key>")
    var index = 0
    var line = 1
    // The scalars from the line's start to `index`.
    var column = 0
    // Compared in place, with no array made for the literal or the text.
    func starts(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      return literal.withUTF8Buffer { pattern in
        pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
      }
    }
    // The length in bytes of the scalar that `lead` starts.
    func length(_ lead: UInt8) -> Int { lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2 }
    // The scalar at `index` and its length in bytes.
    func scalar() -> (Unicode.Scalar, Int) {
      let lead = bytes[index]
      if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
      let length = length(lead)
      var value = UInt32(lead) & (0x7F >> length)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
    // Steps over the scalar at `index` (`length` bytes), counting its line end.
    func advance(_ length: Int) {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 0
      } else {
        column += 1
      }
      index += length
    }
    // Steps over `count` ASCII scalars (a comment's or a section's markers), as far as the end.
    func advance(ascii count: Int) {
      for _ in 0..<count where index < bytes.count { advance(1) }
    }
    while index < bytes.count {
      // Most bytes are no `<`: told apart before either opening is compared.
      let opens = bytes[index] == UInt8(ascii: "<")
      if opens && starts("<!--") {
        let (startLine, startColumn) = (line, column + 1)
        advance(ascii: 4)
        let bodyStart = index
        while index < bytes.count && !starts("-->") { advance(length(bytes[index])) }
        let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[bodyStart..<index]), as: UTF8.self)
        advance(ascii: 3)
        scan.comments.append(Comment(text: body, line: startLine, column: startColumn, endLine: line))
      } else if opens && starts("<![CDATA[") {
        while index < bytes.count && !starts("]]>") {
          let (next, length) = scalar()
          scan.content(next, on: line, markup: false)
          advance(length)
        }
        advance(ascii: 3)
      } else {
        let (next, length) = scalar()
        if !isBlank(next) { scan.content(next, on: line) }
        advance(length)
      }
    }
    return scan
  }
}

/// Whether `scalar` is white space (Unicode's White_Space), the ASCII ones told without a
/// look-up of the scalar's properties: asked of every scalar of a file with a comment.
@inline(__always) private func isBlank(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x80
    ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
}

/// Whether a line ends at `scalars[index]`, as the readers count lines: at a line feed, and at
/// a carriage return not followed by one (CR LF ends at its LF; a lone CR is a classic Mac OS
/// line end), so that a comment's `disable:next` names the line its finding reports.
private func endsLine(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
  scalars[index] == "\n"
    || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
}

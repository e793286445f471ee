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
    /// ``opening`` has, in a ring: the oldest at `tailStart`.
    private var tail: [Unicode.Scalar]
    private var tailStart = 0
    private var tailCount = 0
    private var tailLine = 0
    /// Whether the line being scanned ends with ``opening`` so far (in ``openingLines``).
    private var tailOpens = false
    /// How a line that opens an entry ends: `</key>` in XML, a key's `=` in a `.strings` file.
    let opening: [Unicode.Scalar]

    init(opening: String) {
      self.opening = Array(opening.unicodeScalars)
      tail = Array(repeating: " ", count: self.opening.count)
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
      // Asked of every scalar of markup: no allocation, the tail kept in a ring.
      if line != tailLine {
        (tailStart, tailCount, tailLine, tailOpens) = (0, 0, line, openingLines.contains(line))
      }
      let size = opening.count
      if tailCount < size {
        tail[(tailStart + tailCount) % size] = scalar
        tailCount += 1
      } else {
        tail[tailStart] = scalar
        tailStart = (tailStart + 1) % size
      }
      // Only a scalar that ends `opening` can make the line end with it.
      var ends = tailCount == size && scalar == opening[size - 1]
      var offset = 0
      while ends && offset < size {
        ends = tail[(tailStart + offset) % size] == opening[offset]
        offset += 1
      }
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
    private func index(after line: Int) -> Int {
      var (low, high) = (0, contentLines.count)
      while low < high {
        let middle = (low + high) / 2
        if contentLines[middle] > line { high = middle } else { low = middle + 1 }
      }
      return low
    }

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
  static func xmlComments(_ text: String) -> Scan {
    var scan = Scan(opening: "</key>")
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var line = 1
    var lineStart = 0
    // Asked of every scalar: compared in place, with no array made for the literal or the text.
    func starts(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard index + count <= scalars.count else { return false }
      return literal.withUTF8Buffer { pattern in
        pattern.indices.allSatisfy { scalars[index + $0].value == UInt32(pattern[$0]) }
      }
    }
    func advance(_ count: Int = 1) {
      for _ in 0..<count where index < scalars.count {
        if endsLine(scalars, at: index) {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
    }
    while index < scalars.count {
      // Most scalars are no `<`: told apart before either opening is compared.
      let opens = scalars[index] == "<"
      if opens && starts("<!--") {
        let (startLine, column) = (line, index - lineStart + 1)
        advance(4)
        var body = String.UnicodeScalarView()
        while index < scalars.count && !starts("-->") {
          body.append(scalars[index])
          advance()
        }
        advance(3)
        scan.comments.append(Comment(text: String(body), line: startLine, column: column, endLine: line))
      } else if opens && starts("<![CDATA[") {
        while index < scalars.count && !starts("]]>") {
          scan.content(scalars[index], on: line, markup: false)
          advance()
        }
        advance(3)
      } else {
        if !isBlank(scalars[index]) { scan.content(scalars[index], on: line) }
        advance()
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

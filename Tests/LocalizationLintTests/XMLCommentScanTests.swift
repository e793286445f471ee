import TestSupport
import Testing

@testable import LocalizationLint

/// `Suppressions.xmlComments`, which reads a file's UTF-8 in place, against a plain model that
/// walks the text's scalars one at a time: the same comments (text, line, column in scalars,
/// last line), the same lines with content and the same lines that open an entry.
@Suite("The comment scan of an XML file")
struct XMLCommentScanTests {
  /// What a scan found, comparable.
  struct Found: Equatable, CustomStringConvertible {
    var comments: [String]
    var contentLines: [Int]
    var openingLines: [Int]
    var description: String { "comments \(comments) content \(contentLines) opening \(openingLines)" }
  }

  static func found(_ scan: Suppressions.Scan, lines: Int) -> Found {
    Found(
      comments: scan.comments.map { "\($0.line):\($0.column)-\($0.endLine) \($0.text.debugDescription)" },
      contentLines: scan.contentLines, openingLines: (1...lines).filter(scan.opensEntry))
  }

  /// The model: each scalar in turn; a line ends at LF and at a CR no LF follows.
  static func model(_ text: String) -> Found {
    let scalars = Array(text.unicodeScalars)
    var comments: [String] = []
    var content: [Int] = []
    var opening = Set<Int>()
    var markup: [Int: String] = [:]
    var (index, line, lineStart) = (0, 1, 0)
    func blank(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }
    func starts(_ literal: String) -> Bool {
      let pattern = Array(literal.unicodeScalars)
      return index + pattern.count <= scalars.count
        && Array(scalars[index..<index + pattern.count]) == pattern
    }
    func advance() {
      if scalars[index] == "\n"
        || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
      {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    func record(_ scalar: Unicode.Scalar, isMarkup: Bool) {
      if content.last != line { content.append(line) }
      if isMarkup && !blank(scalar) { markup[line, default: ""].unicodeScalars.append(scalar) }
    }
    while index < scalars.count {
      if starts("<!--") {
        let (startLine, column) = (line, index - lineStart + 1)
        for _ in 0..<4 { advance() }
        var body = String.UnicodeScalarView()
        while index < scalars.count && !starts("-->") {
          body.append(scalars[index])
          advance()
        }
        for _ in 0..<3 where index < scalars.count { advance() }
        comments.append("\(startLine):\(column)-\(line) \(String(body).debugDescription)")
      } else if starts("<![CDATA[") {
        while index < scalars.count && !starts("]]>") {
          record(scalars[index], isMarkup: false)
          advance()
        }
        for _ in 0..<3 where index < scalars.count { advance() }
      } else {
        if !blank(scalars[index]) { record(scalars[index], isMarkup: true) }
        advance()
      }
    }
    for (number, text) in markup where Array(text.unicodeScalars.suffix(6)) == Array("</key>".unicodeScalars)
    {
      opening.insert(number)
    }
    return Found(comments: comments, contentLines: content, openingLines: opening.sorted())
  }

  static let pieces = [
    "<!--", "-->", "<![CDATA[", "]]>", "</key>", "<key>", "</", "key>", "<", "-", "]", "!", "a", "é",
    "\u{301}", "😀", "\u{13E}", "\u{3000}", "\u{A0}", "\u{85}", "\u{2028}", " ", "\t", "\n", "\r",
    "\r\n", "plurals-lint:disable:next", "\u{FEFF}",
  ]

  @Test("random texts of XML's markers, blanks and scalars of every length (seed printed)")
  func randomTexts() {
    var random = TestSeed.generator("XMLCommentScanTests.randomTexts")
    for _ in 0..<3000 {
      let count = Int(random.next() % 24)
      let text = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
      let lines = text.unicodeScalars.count + 2
      let scanned = Self.found(Suppressions.xmlComments(text), lines: lines)
      let expected = Self.model(text)
      #expect(scanned == expected, "\(text.debugDescription)\(TestSeed.note)")
      if scanned != expected { return }
    }
  }

  @Test(
    "a comment's column counts scalars, not bytes; a blank outside ASCII is no content",
    arguments: [
      ("<string>żółw 😀</string><!-- x -->", 1, 24, " x ", [1]),
      ("\u{3000}\u{A0}\n<!-- y -->\n<key>k</key>", 2, 1, " y ", [3]),
      ("<key>\u{13E}</key\u{13E}\n<!--\u{2028}z-->", 2, 1, "\u{2028}z", [1]),
    ])
  func columns(text: String, line: Int, column: Int, body: String, content: [Int]) {
    let scan = Suppressions.xmlComments(text)
    #expect(scan.comments.count == 1)
    #expect(scan.comments.first?.line == line && scan.comments.first?.column == column)
    #expect(scan.comments.first?.text == body && scan.comments.first?.endLine == line)
    #expect(scan.contentLines == content)
  }

  @Test(
    "a line opens an entry when its markup ends with </key>, a scalar outside ASCII never standing for '>'")
  func openings() {
    // U+013E's low byte is '>'.
    let scan = Suppressions.xmlComments(
      "<key>a</key>\n<key>b</key\u{13E}\n<key>c</key> <!-- n -->\n</key><![CDATA[x]]>")
    #expect((1...4).filter(scan.opensEntry) == [1, 3, 4])
  }
}

@_spi(ExpatXML) import ExpatXML
import SourceFiles
import Testing

@Suite("XML event reader positions")
struct XMLEventReaderPositionTests {
  /// Records, for each event, the position the reader counts and the location expat gives.
  final class Recorder: XMLEventHandler {
    var counted: [SourcePosition] = []
    var expat: [SourcePosition] = []

    func record(_ reader: XMLEventReader) {
      let location = reader.location
      counted.append(reader.position)
      expat.append(SourcePosition(line: location.line, column: location.column))
    }

    func startElement(
      _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
      reader: XMLEventReader
    ) { record(reader) }

    func endElement(reader: XMLEventReader) {}

    func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) { record(reader) }
  }

  static func runs(inside: [String], between: [String], letters: Int) -> String {
    var text = "<a>"
    for index in 0..<48 {
      text +=
        "<b>" + String(repeating: "é", count: index % 5) + String(repeating: "x", count: index % letters)
      text += inside[index % inside.count] + "中😀" + String(repeating: " ", count: index % 7)
      text += "</b>" + between[index % between.count]
    }
    return text + "</a>"
  }

  @Test(
    "positions counted from byte offsets are expat's lines and columns",
    arguments: [
      "<a>\n  <b>x</b>\n\t<c/>\n</a>",
      "<a>\r\n  <b>x</b>\r\n<c>\r\r\n</c>\r</a>",
      "\u{FEFF}<?xml version=\"1.0\"?>\n<a><b>é中😀</b>\n<b>ü</b><c/></a>",
      "<!-- before -->\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>\n<b/></a>",
      "<!DOCTYPE a [<!ENTITY e \"<b>in &amp; entity</b>\">]>\n<a>&e;\n<c x='1\ny'\n>&amp;<![CDATA[\n<d>]]><d/></c>&e;</a>",
      "<a><!-- é\n --><?pi data\n?>\n<b>text\nmore</b></a>",
      // Runs long enough to be counted eight bytes at a time, line ends and
      // multi-byte characters at every alignment; then without carriage
      // returns (line feeds are then found another way).
      runs(inside: ["\n", "\r\n", "\r", "", "\n\n"], between: ["\r\n", "\t", ""], letters: 11),
      runs(inside: ["\n", "", "\n\n"], between: ["\n", "\t", ""], letters: 13),
    ])
  func countedPositions(_ text: String) throws {
    let recorder = Recorder()
    try XMLEventReader.parse(Array(text.utf8), file: "test.xml", handler: recorder)
    #expect(!recorder.counted.isEmpty)
    #expect(recorder.counted == recorder.expat)
  }

  /// Gathers the text of each `<b>`, in however many pieces expat hands it.
  final class TextRecorder: XMLEventHandler {
    var texts: [String] = []
    var current: [UInt8]?

    func startElement(
      _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
      reader: XMLEventReader
    ) { if XMLEventReader.name(name, is: "b") { current = [] } }

    func endElement(reader: XMLEventReader) {
      if let current { texts.append(String(decoding: current, as: UTF8.self)) }
      current = nil
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) {
      current?.append(contentsOf: text)
    }
  }

  /// A document of `count` elements whose texts hold multi-byte characters
  /// and line ends, which pieces of a prime length (``piece``) cut at every
  /// alignment of a character or a CRLF.
  static func longDocument(count: Int) -> (document: String, texts: [String]) {
    var document = "<a>"
    var texts: [String] = []
    for index in 0..<count {
      let start = String(repeating: "x", count: index % 7) + "é中😀"
      document += "<b>\(start)\r\n\(index)</b>" + (index % 3 == 0 ? "\r\n" : "\n")
      // XML reads a CRLF in text as one line feed.
      texts.append("\(start)\n\(index)")
    }
    return (document + "</a>", texts)
  }

  static let piece = 4093

  @Test("a document given to expat in pieces: texts whole, positions expat's")
  func documentInPieces() throws {
    let (document, texts) = Self.longDocument(count: 2000)
    #expect(document.utf8.count > 10 * Self.piece)
    let positions = Recorder()
    try XMLEventReader.parse(
      Array(document.utf8), file: "long.xml", maximumDepth: 8, pieceSize: Self.piece, handler: positions)
    #expect(positions.counted.count > texts.count)
    #expect(positions.counted == positions.expat)
    let gathered = TextRecorder()
    try XMLEventReader.parse(
      Array(document.utf8), file: "long.xml", maximumDepth: 8, pieceSize: Self.piece, handler: gathered)
    #expect(gathered.texts == texts)
  }

  @Test("a forbidden character after the first piece is named at its line and column")
  func errorInALaterPiece() throws {
    var bytes = Array(Self.longDocument(count: 2000).document.utf8)
    // The first "<b>" after the third piece's end gets a control character in its text.
    var offset = 3 * Self.piece + 1
    while !bytes[offset...].starts(with: Array("<b>".utf8)) { offset += 1 }
    bytes[offset + 3] = 0x01
    let before = bytes[..<(offset + 3)]
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = before[lineStart...].count { $0 & 0xC0 != 0x80 } + 1
    let error = #expect(throws: XMLError.self) {
      try XMLEventReader.parse(
        bytes, file: "long.xml", maximumDepth: 8, pieceSize: Self.piece, handler: TextRecorder())
    }
    #expect(error?.kind == .malformed)
    #expect(error?.message.contains("U+0001") == true)
    #expect(error?.location.line == line)
    #expect(error?.location.column == column)
  }

  /// Turns character data off at the root and on for each `<b>` only, as
  /// the direct `.stringsdict` reader does; records every piece it is given.
  final class LeafTextRecorder: XMLEventHandler {
    var texts: [String] = []
    var current: [UInt8]?
    var outside = 0

    func startElement(
      _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
      reader: XMLEventReader
    ) {
      if XMLEventReader.name(name, is: "b") {
        current = []
        reader.deliverCharacters(true)
      } else {
        reader.deliverCharacters(false)
      }
    }

    func endElement(reader: XMLEventReader) {
      if let current { texts.append(String(decoding: current, as: UTF8.self)) }
      current = nil
      reader.deliverCharacters(false)
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) {
      if current == nil { outside += 1 }
      current?.append(contentsOf: text)
    }
  }

  @Test(
    "character data turned off between elements: leaf texts whole, nothing else delivered",
    arguments: [
      "<a>\n  text <b>x &amp; y</b>\n\t<c>more</c> <b/>\n<b>&#x4E2D;<![CDATA[<&>]]><!-- c -->z</b>tail</a>",
      "<!DOCTYPE a [<!ENTITY e \"in entity\">]>\n<a>&e;<b>&e;\r\n&lt;</b>\r\n<c>&e;</c><b>\u{00E9}\r</b></a>",
    ])
  func charactersTurnedOff(_ text: String) throws {
    let all = TextRecorder()
    try XMLEventReader.parse(Array(text.utf8), file: "t.xml", handler: all)
    for pieceSize in [1, 2, 3, 7, 4096] {
      let leaves = LeafTextRecorder()
      try XMLEventReader.parse(
        Array(text.utf8), file: "t.xml", maximumDepth: 8, pieceSize: pieceSize, handler: leaves)
      #expect(leaves.texts == all.texts, "pieces of \(pieceSize)")
      #expect(leaves.outside == 0, "pieces of \(pieceSize)")
    }
    #expect(all.texts.count >= 2)
  }
}

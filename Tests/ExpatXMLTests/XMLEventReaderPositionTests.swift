import ExpatXML
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
}

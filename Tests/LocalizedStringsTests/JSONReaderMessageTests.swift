@_spi(InternalJSON) internal import InternalJSON
import SourceFiles
import Testing

/// What the JSON reader says about a document it refuses: the byte it found, as a quoted
/// printable ASCII character or as its value (never a raw byte of the file), and what it
/// expected there, at the place of that byte. String Catalogs, baselines and the
/// generator's CLDR files read through it.
@Suite("JSON reader messages")
struct JSONReaderMessageTests {
  static let long = String(repeating: "1", count: 40)

  @Test(
    "a refused document names what was found and what was expected, at its place",
    arguments: [
      ("[NaN]", "f.json:1:2: malformed JSON: unexpected 'N', expected a value"),
      ("{\"a\": }", "f.json:1:7: malformed JSON: unexpected '}', expected a value"),
      ("[1, 2,]", "f.json:1:7: malformed JSON: unexpected ']', expected a value"),
      ("{\"a\": 1,}", "f.json:1:9: malformed JSON: trailing comma before '}'"),
      ("{\"a\": 1,\n  }", "f.json:2:3: malformed JSON: trailing comma before '}'"),
      ("{'a': 1}", "f.json:1:2: malformed JSON: unexpected ''', expected a string key"),
      ("{\"a\": 1, 2}", "f.json:1:10: malformed JSON: unexpected '2', expected a string key"),
      ("{\"a\": 1,", "f.json:1:9: malformed JSON: expected a string key"),
      ("{\"a\": 01}", "f.json:1:7: malformed JSON: invalid number '01'"),
      ("[1.]", "f.json:1:2: malformed JSON: invalid number '1.'"),
      ("[\(long).]", "f.json:1:2: malformed JSON: invalid number '\(long.prefix(32))…'"),
      ("[\u{7}]", "f.json:1:2: malformed JSON: unexpected byte 0x7, expected a value"),
      ("[\u{1B}[31m]", "f.json:1:2: malformed JSON: unexpected byte 0x1B, expected a value"),
      ("{\u{7F}}", "f.json:1:2: malformed JSON: unexpected byte 0x7F, expected a string key"),
      ("[é]", "f.json:1:2: malformed JSON: unexpected byte 0xC3, expected a value"),
    ])
  func refused(_ text: String, _ expected: String) {
    #expect(throws: SourceError.self) { try JSONReader.parse(Array(text.utf8), file: "f.json") }
    do {
      _ = try JSONReader.parse(Array(text.utf8), file: "f.json")
    } catch {
      #expect(error.description == expected)
      #expect(error.kind == .malformed)
    }
  }

  @Test("a byte is named as a quoted printable ASCII character, any other by its value")
  func describe() {
    for byte in UInt8.min...UInt8.max {
      let name = JSONReader.describe(byte)
      if (0x21..<0x7F).contains(byte) {
        #expect(name == "'\(Character(Unicode.Scalar(byte)))'")
      } else {
        #expect(name == "byte 0x" + String(byte, radix: 16, uppercase: true))
      }
    }
  }
}

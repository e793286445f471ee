@testable import LocalizedStrings
internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import Testing

@testable import Localization
@testable import LocalizedStrings
import TestSupport

/// The JSON reader's word-at-a-time string and white-space scanning against
/// a byte-at-a-time reading of RFC 8259 written here.
@Suite("JSON reader against a byte-at-a-time reference")
struct JSONReaderTests {
  /// The text of the JSON string `bytes` (quotes included), or nil when it is not a valid one.
  static func reference(_ bytes: [UInt8]) -> String? {
    guard bytes.first == UInt8(ascii: "\""), bytes.count >= 2, bytes.last == UInt8(ascii: "\"") else {
      return nil
    }
    var result: [UInt8] = []
    var index = 1
    func hex(_ at: Int) -> UInt32? {
      guard at + 4 <= bytes.count - 1 else { return nil }
      return UInt32(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16)
    }
    while index < bytes.count - 1 {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte < 0x20 { return nil }
      if byte != UInt8(ascii: "\\") {
        result.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count - 1 else { return nil }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
      case UInt8(ascii: "b"): result.append(8)
      case UInt8(ascii: "f"): result.append(12)
      case UInt8(ascii: "n"): result.append(10)
      case UInt8(ascii: "r"): result.append(13)
      case UInt8(ascii: "t"): result.append(9)
      case UInt8(ascii: "u"):
        guard var code = hex(index) else { return nil }
        index += 4
        if (0xD800..<0xDC00).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"),
            let low = hex(index + 2), (0xDC00..<0xE000).contains(low)
          else { return nil }
          index += 6
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { return nil }
        result += Array(String(Character(scalar)).utf8)
      default: return nil
      }
    }
    return String(validating: result, as: UTF8.self)
  }

  @Test("random strings: the same text, or refused")
  func strings() {
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("Z9 ".utf8), Array("\\\"".utf8), Array("\\\\".utf8), Array("\\n".utf8),
      Array("\\u00e9".utf8), Array("\\ud83d\\ude00".utf8), Array("\\ud83d".utf8), Array("\\q".utf8), [0x22],
      [0x5C],
      [0x01], [0x1F], [0x20], [0x7F], Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0xC3], [0x80],
      [0xFF],
      Array(String(repeating: "x", count: 9).utf8), Array(String(repeating: " ", count: 17).utf8),
    ]
    var generator = SeededGenerator(seed: TestSeed.seed("JSON random strings", default: 0x15_0B_DA7A))
    var accepted = 0
    for trial in 0..<20_000 {
      var body: [UInt8] = []
      for _ in 0..<Int(generator.next() % 12) { body += pieces[Int(generator.next() % UInt64(pieces.count))] }
      let bytes = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
      let expected = Self.reference(bytes)
      let read = try? JSONReader.parse(bytes, file: "s.json")
      if case .string(let text)? = read?.value {
        #expect(text == expected, "trial \(trial): \(bytes)")
        accepted += 1
      } else {
        #expect(expected == nil, "trial \(trial): \(bytes)")
      }
    }
    #expect(accepted > 2_000)
    #expect(accepted < 18_000)
  }

  @Test("white space of any length: lines and columns of what follows")
  func whiteSpace() throws {
    var generator = SeededGenerator(seed: TestSeed.seed("JSON random edits", default: 0x5BAC_E5))
    let pieces = [
      " ", "  ", String(repeating: " ", count: 8), String(repeating: " ", count: 13), "\n", "\t", "\r\n",
    ]
    for trial in 0..<2_000 {
      var space = ""
      for _ in 0..<Int(generator.next() % 10) {
        space += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      let text = "[" + space + "x]"
      let lines = space.utf8.split(separator: 10, omittingEmptySubsequences: false)
      let line = lines.count
      let column = (lines.count == 1 ? 1 : 0) + lines.last!.count + 1
      do {
        _ = try JSONReader.parse(Array(text.utf8), file: "w.json")
        Issue.record("accepted \(text.debugDescription)")
      } catch {
        #expect(error.location.line == line, "trial \(trial)")
        #expect(error.location.column == column, "trial \(trial)")
      }
    }
  }
}

@Suite("JSON numbers as RFC 8259 writes them")
struct JSONNumberTests {
  static let valid = [
    "0", "-0", "1", "-1", "10", "1.5", "-0.25", "1e5", "1E+5", "1e-05", "0.5e10", "123456789012",
  ]
  static let invalid = [
    "+1", ".5", "01", "-01", "00", "1.", "1.e5", "-", "e5", "1e", "1e+", "--1", "0x10", "1.5.2",
  ]

  @Test(
    "the reader takes a number only as the grammar writes it, though Double reads more",
    arguments: valid + invalid)
  func number(text: String) {
    let document = Array("[\(text)]".utf8)
    let read = try? JSONReader.parse(document, file: "n.json")
    #expect((read != nil) == Self.valid.contains(text), "\(text)")
    #expect(JSONReader.isNumber(ArraySlice(text.utf8)) == Self.valid.contains(text), "\(text)")
  }

  @Test("a catalog with a number the grammar refuses is a parse error for the runtime and the linter")
  func catalogRefused() throws {
    let bytes = Array(#"{"sourceLanguage":"en","strings":{"%lld files":{"x":+1}},"version":"1.0"}"#.utf8)
    #expect(throws: SourceError.self) { try StringCatalog(bytes: bytes, path: "L.xcstrings") }
    let bad = Array(#"{"sourceLanguage":"en","strings":{"a":{"x":01}},"version":"1.0"}"#.utf8)
    #expect(throws: SourceError.self) { try StringCatalog(bytes: bad, path: "L.xcstrings") }
  }
}

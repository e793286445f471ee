@_spi(InternalJSON) import CLDRData
@_spi(InternalJSON) import InternalJSON
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

@Suite("The JSON reader")
struct JSONReaderTests {
  func error(_ text: String) -> String? {
    do {
      _ = try CLDRJSON.parse(Array(text.utf8), file: "f.json")
      return nil
    } catch {
      return "\(error.location): \(error.message)"
    }
  }

  @Test("reads every kind of value, with positions")
  func values() throws {
    let node = try CLDRJSON.parse(
      Array(
        #"{"a": [1, -2.5e3, 0, true, false, null], "b": {"c": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}}"#.utf8),
      file: "f.json")
    let a = try node.member("a")
    guard case .array(let items) = a.value else {
      Issue.record("not an array")
      return
    }
    #expect(items.count == 6)
    if case .number(let text) = items[1].value {
      #expect(text == "-2.5e3")
    } else {
      Issue.record("not a number")
    }
    #expect(items[1].location.column == 11)
    let c = try node.member(path: ["b", "c"])
    #expect(try c.text() == "x\"\\/\u{8}\u{C}\n\r\té😀")
    #expect(c.location.line == 1)
    #expect(c.textLocation.column == c.location.column + 1)
    let lines = try CLDRJSON.parse(Array("{\n  \"k\":\n    \"v\"\n}".utf8), file: "f.json")
    #expect(try lines.member("k").location.description == "f.json:3:5")
  }

  @Test(
    "malformed JSON is an error at file:line:column",
    arguments: [
      ("{\"a\": 1,}", "f.json:1:9: malformed JSON: trailing comma before '}'"),
      ("[1, 2,]", "f.json:1:7: malformed JSON: unexpected ']', expected a value"),
      ("{\"a\" 1}", "f.json:1:6: malformed JSON: expected ':'"),
      ("{\n  \"a\": 01\n}", "f.json:2:8: malformed JSON: invalid number '01'"),
      ("{\"a\": \"x\ny\"}", "f.json:1:10: malformed JSON: control character in a string"),
      ("{\"a\": 1, \"a\": 2}", "f.json:1:10: malformed JSON: duplicate key \"a\" (first at 1:2)"),
      // A key is quoted as the runtime quotes a file's text: a control character escaped.
      (
        "{\"k\\u0007\": 1, \"k\\u0007\": 2}",
        #"f.json:1:16: malformed JSON: duplicate key "k\u{7}" (first at 1:2)"#
      ),
      (
        "[{\"a\": 1}, {\"b\": 2, \"b\": 3}]",
        "f.json:1:21: malformed JSON: duplicate key \"b\" (first at 1:13)"
      ),
      (
        "{\"a\": [{\"c\": 1,\n \"c\": 1}]}", "f.json:2:2: malformed JSON: duplicate key \"c\" (first at 1:9)"
      ),
      ("\"\\ud800\"", "f.json:1:2: malformed JSON: unpaired surrogate \\ud800"),
      ("\"\\udc00\"", "f.json:1:2: malformed JSON: unpaired surrogate \\udc00"),
      ("\"\\x\"", "f.json:1:4: malformed JSON: invalid escape"),
      ("{\"a\": \"b", "f.json:1:9: malformed JSON: unterminated string"),
      ("{} {}", "f.json:1:4: malformed JSON: unexpected '{' after the JSON value"),
      ("{'a': 1}", "f.json:1:2: malformed JSON: unexpected ''', expected a string key"),
      ("[1.]", "f.json:1:2: malformed JSON: invalid number '1.'"),
      ("[tru]", "f.json:1:2: malformed JSON: expected 'true'"),
      ("", "f.json:1:1: malformed JSON: unexpected end of file"),
      (
        "\u{FEFF}{}",
        "f.json:1:1: malformed JSON: a byte order mark is not allowed in JSON (RFC 8259, section 8.1)"
      ),
      ("[NaN]", "f.json:1:2: malformed JSON: unexpected 'N', expected a value"),
      ("// c\n{}", "f.json:1:1: malformed JSON: unexpected '/', expected a value"),
    ])
  func malformed(_ text: String, _ expected: String) {
    #expect(error(text) == expected)
  }

  /// `CLDRJSON.parse(contentsOf:)` of the path made by `make` in a new folder: the error's kind and message.
  func fileError(_ make: (String) throws -> Void) throws -> (CLDRDataError.Kind, String)? {
    let folder = NSTemporaryDirectory() + "cldr-json-file-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/plurals.json"
    try make(path)
    do {
      _ = try CLDRJSON.parse(contentsOf: path)
      return nil
    } catch {
      return (error.kind, error.message)
    }
  }

  @Test(
    "a data file is read as the runtime reads one: a FIFO or a folder refused unread, a huge file by its size"
  )
  func fileKinds() throws {
    let fifo = try fileError(FileKinds.fifo)
    #expect(
      fifo?.0 == .fileAccess && fifo?.1 == "cannot read the file: not a regular file",
      "\(String(describing: fifo))")
    let folder = try fileError { path in
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    #expect(
      folder?.0 == .fileAccess && folder?.1 == "cannot read the file: not a regular file",
      "\(String(describing: folder))")
    let huge = try fileError(FileKinds.pastLimit)
    #expect(huge?.0 == .limitExceeded && huge?.1 == FileKinds.pastLimitMessage, "\(String(describing: huge))")
    // A regular file reads, through a symbolic link too.
    let linked = try fileError { path in
      try Data(#"{"a": 1}"#.utf8).write(to: URL(fileURLWithPath: path + ".real"))
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".real")
    }
    #expect(linked == nil, "\(String(describing: linked))")
  }

  @Test("malformed JSON, invalid UTF-8 and nesting past the limit are errors of their kinds")
  func kinds() {
    func kind(_ bytes: [UInt8]) -> CLDRDataError.Kind? {
      do {
        _ = try CLDRJSON.parse(bytes, file: "f.json")
        return nil
      } catch {
        return error.kind
      }
    }
    #expect(kind(Array("{\"a\": 1,}".utf8)) == .malformed)
    #expect(kind(Array("{\"a\": 1, \"a\": 2}".utf8)) == .malformed)
    #expect(kind([0x22, 0xFF, 0x22]) == .encoding)
    let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1)
    #expect(kind(Array(deep.utf8)) == .limitExceeded)
    #expect(error(deep)?.hasSuffix("nested deeper than \(JSONReader.maximumDepth) levels") == true)
    // Refused where the level past the limit opens, before it is read: closed arrays too, so a
    // deeper file never recurses further.
    #expect(
      error(deep)
        == "f.json:1:\(JSONReader.maximumDepth + 1): malformed JSON: nested deeper than \(JSONReader.maximumDepth) levels",
      "\(String(describing: error(deep)))")
    let closed = deep + String(repeating: "]", count: JSONReader.maximumDepth + 1)
    #expect(kind(Array(closed.utf8)) == .limitExceeded)
    let atLimit =
      String(repeating: "[", count: JSONReader.maximumDepth)
      + String(repeating: "]", count: JSONReader.maximumDepth)
    #expect(kind(Array(atLimit.utf8)) == nil)
  }
}

@testable import AccessorCodeGen
import Foundation
import Testing

/// The generated file's string literals, read back as Swift reads them.
@Suite("generate-accessors: string literals")
struct LiteralTests {
  enum LiteralError: Error, CustomStringConvertible {
    case badEscape(String), unterminated(String)
    var description: String {
      switch self {
      case .badEscape(let line): "an escape Swift does not accept in: \(line)"
      case .unterminated(let line): "an unterminated literal in: \(line)"
      }
    }
  }

  /// The values of the one-line string literals of `source` outside comments,
  /// decoded by Swift's rules (\\ \" \n \r \t \0 \' \u{…}); throws at an escape Swift would refuse.
  static func literals(in source: String) throws -> [String] {
    var values: [String] = []
    for line in source.split(separator: "\n") {
      var scalars = Array(line.unicodeScalars)[...]
      var current: String?
      while let scalar = scalars.popFirst() {
        guard var value = current else {
          if scalar == "/" && scalars.first == "/" { break }  // a comment: the rest of the line
          if scalar == "\"" { current = "" }
          continue
        }
        switch scalar {
        case "\"":
          values.append(value)
          current = nil
          continue
        case "\\":
          guard let next = scalars.popFirst() else { throw LiteralError.unterminated(String(line)) }
          switch next {
          case "\\": value += "\\"
          case "\"": value += "\""
          case "'": value += "'"
          case "n": value += "\n"
          case "r": value += "\r"
          case "t": value += "\t"
          case "0": value += "\0"
          case "u":
            guard scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}"),
              let code = UInt32(String(String.UnicodeScalarView(scalars[..<close])), radix: 16),
              let decoded = Unicode.Scalar(code)
            else { throw LiteralError.badEscape(String(line)) }
            value.unicodeScalars.append(decoded)
            scalars = scalars[(close + 1)...]
          default: throw LiteralError.badEscape(String(line))
          }
        default: value.unicodeScalars.append(scalar)
        }
        current = value
      }
      if current != nil { throw LiteralError.unterminated(String(line)) }
    }
    return values
  }

  static let keys = [
    #"C:\Users\me"#, #"say "hi""#, #"tab\tand\nnewline written out"#, "a real\ttab", #"ends with \"#,
    #"\u{41} is not A"#,
  ]

  @Test("every key with backslashes, quotes and control characters is a literal that reads back as the key")
  func keysRoundTrip() throws {
    func stringsFileLiteral(_ text: String) -> String {
      "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\t", with: "\\t")
        + "\""
    }
    let strings = Self.keys.map { "\(stringsFileLiteral($0)) = \"value\";" }.joined(separator: "\n") + "\n"
    let files = try Files(["en.lproj/Localizable.strings": strings])
    let source = try files.generate()
    let literals = try Self.literals(in: source)
    for key in Self.keys {
      #expect(literals.contains(key), "\(key) is not a literal of the generated file")
    }
  }

  /// Every text Swift's string literals treat specially: each ASCII scalar alone (the C0
  /// controls, `\0`, `\t`, `\n`, `\r`, DEL, `"`, `\`, `#`), C1 controls, the line and paragraph
  /// separators, a byte order mark and a direction mark, and texts that would end a literal,
  /// open an interpolation or read as an escape, a raw delimiter or a multi-line literal.
  static let specialTexts: [String] =
    (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) } + [
      "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{200E}", #"\(name)"#, #"\(name"#,
      #"\"#, #"\\"#, "\"", "\"\"\"", "\"#", "#\"", "##", "\\#(x)", #"\u{41}"#, #"\u{110000}"#, "a\r\nb",
      "tab\there", "nul\0here", "é👩‍💻", "\\\"\n",
    ]

  @Test(
    "each special text is a literal of one line that Swift's rules read back as the text, with no raw control character"
  )
  func specialTextsRoundTrip() throws {
    for text in Self.specialTexts {
      let literal = AccessorRenderer.literal(text)
      #expect(try Self.literals(in: literal) == [text], "\(text.debugDescription) as \(literal)")
      let raw = literal.unicodeScalars.filter {
        $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}"
      }
      #expect(raw.isEmpty, "\(text.debugDescription) as \(literal.debugDescription)")
    }
  }

  @Test("the Swift compiler reads each literal back as the text, and parses a generated file of hostile keys")
  func compiled() throws {
    let directory = NSTemporaryDirectory() + "accessor-literals-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A program printing each literal's scalars in hexadecimal, one line each.
    let program =
      "let values: [String] = [\n"
      + Self.specialTexts.map { "  " + AccessorRenderer.literal($0) + "," }.joined(separator: "\n")
      + "\n]\nfor value in values {\n  print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))\n}\n"
    try program.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
    let compile = try Self.run([
      "swiftc", "-swift-version", "6", directory + "/main.swift", "-o", directory + "/literals",
    ])
    try #require(compile.status == 0, "swiftc: \(compile.output)")
    let printed = try Self.run([directory + "/literals"])
    #expect(printed.status == 0)
    let expected = Self.specialTexts.map {
      $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
    #expect(
      printed.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        == expected)
    // A whole generated file whose keys, values and comment hold them: Swift parses it.
    func json(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += #"\""#
        case "\\": result += #"\\"#
        case _
        where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar == "\u{2028}" || scalar == "\u{2029}":
          result += String(format: "\\u%04X", scalar.value)
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result
    }
    let members = Self.specialTexts.enumerated().filter { !$0.element.contains("%") }.map { index, text in
      #""\#(json(text)) \#(index)": {"comment": "\#(json(text))", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(json(text)) %lld"}}}}"#
    }
    let files = try Files([
      "Hostile.xcstrings":
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(members.joined(separator: ", "))}}"#
    ])
    let source = try files.generateWithWarnings().source
    try source.write(toFile: directory + "/L10n.swift", atomically: true, encoding: .utf8)
    let parse = try Self.run(["swiftc", "-parse", "-swift-version", "6", directory + "/L10n.swift"])
    #expect(parse.status == 0, "swiftc -parse: \(parse.output)")
    let literals = try Self.literals(in: source)
    for (index, text) in Self.specialTexts.enumerated() where !text.contains("%") {
      #expect(literals.contains("\(text) \(index)"), "\(text.debugDescription)")
    }
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

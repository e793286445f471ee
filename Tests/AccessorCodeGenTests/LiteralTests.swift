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
}

import SourceFiles

/// A JSON value written with its keys in the order given, for the
/// machine-readable lint formats (JSON and SARIF).
package indirect enum JSONText {
  case string(String)
  case integer(Int)
  case boolean(Bool)
  case array([JSONText])
  case object([(key: String, value: JSONText)])

  /// The value as JSON text: `indent` spaces per level, or one line when 0.
  package func rendered(indent: Int = 0) -> String {
    var output = ""
    write(to: &output, indent: indent, depth: 0)
    return output
  }

  private func write(to output: inout String, indent: Int, depth: Int) {
    let newline = indent == 0 ? "" : "\n"
    func pad(_ depth: Int) -> String { String(repeating: " ", count: indent * depth) }
    switch self {
    case .string(let text): output += Self.quoted(text)
    case .integer(let value): output += String(value)
    case .boolean(let value): output += value ? "true" : "false"
    case .array(let items) where items.isEmpty: output += "[]"
    case .array(let items):
      output += "[" + newline
      for (index, item) in items.enumerated() {
        output += pad(depth + 1)
        item.write(to: &output, indent: indent, depth: depth + 1)
        output += (index == items.count - 1 ? "" : ",") + newline
      }
      output += pad(depth) + "]"
    case .object(let members) where members.isEmpty: output += "{}"
    case .object(let members):
      output += "{" + newline
      for (index, member) in members.enumerated() {
        output += pad(depth + 1) + Self.quoted(member.key) + (indent == 0 ? ":" : ": ")
        member.value.write(to: &output, indent: indent, depth: depth + 1)
        output += (index == members.count - 1 ? "" : ",") + newline
      }
      output += pad(depth) + "}"
    }
  }

  /// `text` as a JSON string literal. Escaped: the quote and the backslash
  /// (`\"`, `\\`); line feed, carriage return and tab (`\n`, `\r`, `\t`);
  /// as `\u` escapes, every other character ``PrintableText/isEscaped(_:)``
  /// names: the other control characters (U+0000–U+001F, as JSON requires),
  /// DEL and the C1 controls (U+007F–U+009F: invisible, and line breaks or
  /// terminal commands to some tools), the line and paragraph separators
  /// (U+2028, U+2029: line breaks to editors and older JavaScript) and the
  /// bidirectional controls, and the `[` of `##[` (`\u005b`: GitHub Actions obeys
  /// `##[error]…` anywhere in a line of a log). So a value never breaks a line,
  /// hides a control character, reorders what is shown nor reads as a workflow
  /// command; every other character is written as it is, in UTF-8.
  package static func quoted(_ text: String) -> String {
    var hashes = 0
    let body = ScalarRewrite.rewritten(text[...]) { scalar in
      defer { hashes = scalar == "#" ? hashes + 1 : 0 }
      switch scalar.value {
      case 0x22: return "\\\""
      case 0x5C: return "\\\\"
      case 0x0A: return "\\n"
      case 0x0D: return "\\r"
      case 0x09: return "\\t"
      case _
      where PrintableText.isEscaped(scalar)
        || PrintableText.completesLegacyCommand(scalar, afterHashes: hashes):
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: return nil
      }
    }
    return "\"" + body + "\""
  }
}

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

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

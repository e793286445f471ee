@_spi(TableFormat) import PluralTableFormat

/// Accumulates generated source with stable formatting.
struct SwiftWriter {
  var text = ""

  mutating func line(_ line: String) { text += line + "\n" }

  mutating func comment(_ comment: String) { line("  /// \(comment)") }

  /// `static let name: [T] = [...]`, wrapped at 100 columns; throws when a
  /// value does not fit `T`.
  mutating func array<T: FixedWidthInteger>(
    _ name: String, _ values: [some BinaryInteger], as type: T.Type, hex: Bool = false
  ) throws(TableFormat.FieldOverflow) {
    for value in values where T(exactly: value) == nil {
      throw TableFormat.FieldOverflow(field: name, value: "\(value)", width: T.bitWidth)
    }
    line("  static let \(name): [\(T.self)] = [")
    let items = values.map { hex ? "0x" + String($0, radix: 16, uppercase: true) : "\($0)" }
    var current = "   "
    for item in items {
      if current.count + item.count + 2 > 100 {
        line(current)
        current = "   "
      }
      current += " \(item),"
    }
    if current != "   " { line(current) }
    line("  ]")
  }

  /// Locale keys (``TableFormat/LocaleKey``), one per line with the id beside it.
  mutating func keyArray(_ name: String, _ keys: [TableFormat.LocaleKey]) {
    line("  static let \(name): [UInt64] = [")
    for key in keys {
      line(
        "    0x" + String(key.rawValue, radix: 16, uppercase: true) + ",  // "
          + CommentText.escaped(key.identifier))
    }
    line("  ]")
  }

  mutating func stringArray(_ name: String, _ values: [String]) {
    line("  static let \(name): [String] = [")
    for value in values { line("    \(literal(value)),") }
    line("  ]")
  }
}

/// A Swift string literal of `text`.
func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

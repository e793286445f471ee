/// Text made safe to quote inside a `//` comment line of a generated Swift file.
///
/// A generated header quotes values the user or a CLDR tree chose (the `--cldr` path, the
/// command, the release's version, locale ids); a line break among them ended the comment,
/// and the next line compiled as code. Every quoted value goes through ``escaped(_:)``.
///
/// ```swift
/// CommentText.escaped("cldr\n#error(\"x\")")   // cldr\u{A}#error("x")
/// ```
enum CommentText {
  /// `text` with every scalar that could end the comment line, hide text or reorder it
  /// written as `\u{…}` (see ``needsEscape(_:)``), and `\` as `\\`, so that the escaped
  /// text reads back unambiguously. The result holds no line break of any kind.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if needsEscape(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is written as `\u{…}`: a control, a line or paragraph separator, a
  /// format character (bidirectional controls, zero-width joiners, the byte order mark),
  /// or an unassigned, private-use or surrogate code point.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .format, .unassigned, .privateUse, .surrogate:
      return true
    default:
      return false
    }
  }
}

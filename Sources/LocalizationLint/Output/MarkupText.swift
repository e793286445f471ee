import SourceFiles

/// Text from files made safe for the XML reports (Checkstyle, JUnit) and the
/// HTML page: one writer, as the two markups differ in three choices only.
enum MarkupText {
  enum Dialect {
    /// XML 1.0: `&apos;`; tab, line feed and carriage return as character
    /// references (attribute normalization keeps them); C0 controls, U+FFFE
    /// and U+FFFF cannot be held at all.
    case xml
    /// HTML: `&#39;`; tab as it is, line feed and carriage return as character
    /// references (the same text in a `<pre>`, and no line of the page starts
    /// with a file's text); C0 and C1 controls and every noncharacter are forbidden.
    case html
  }

  /// `text` as character data or a quoted attribute value: the markup
  /// characters as references, what the dialect cannot hold as U+FFFD and
  /// the other characters ``PrintableText/isEscaped(_:)`` names (DEL and C1
  /// in XML, the line and paragraph separators, the bidirectional controls)
  /// as character references (`&#x202E;`), and the `[` of `##[` (`&#x5B;`, a
  /// GitHub Actions command anywhere in a line), so that no text from a file can
  /// end an element or open one, start a line of the output, reach it as a
  /// control or read as a workflow command.
  ///
  /// - Complexity: O(n) in the text's length.
  static func escaped(_ text: String, for dialect: Dialect) -> String {
    var hashes = 0
    return ScalarRewrite.rewritten(text[...]) { scalar in
      defer { hashes = scalar == "#" ? hashes + 1 : 0 }
      return replacement(for: scalar, afterHashes: hashes, in: dialect)
    }
  }

  /// What the markup holds for `scalar` (written after `hashes` number signs); nil: the scalar.
  private static func replacement(for scalar: Unicode.Scalar, afterHashes hashes: Int, in dialect: Dialect)
    -> String?
  {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": dialect == .xml ? "&apos;" : "&#39;"
    case "\t" where dialect == .html: nil
    case "\t", "\n", "\r": "&#\(scalar.value);"
    case _ where forbidden(scalar, in: dialect): "\u{FFFD}"
    case _
    where PrintableText.isEscaped(scalar)
      || PrintableText.completesLegacyCommand(scalar, afterHashes: hashes):
      "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
    default: nil
    }
  }

  /// A character the dialect cannot hold (tab, line feed and carriage return are handled before).
  private static func forbidden(_ scalar: Unicode.Scalar, in dialect: Dialect) -> Bool {
    let value = scalar.value
    switch dialect {
    case .xml: return value < 0x20 || value == 0xFFFE || value == 0xFFFF
    case .html:
      return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
        || value & 0xFFFE == 0xFFFE
    }
  }
}

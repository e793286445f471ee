/// Text from files made safe for the XML reports (Checkstyle, JUnit) and the
/// HTML page: one writer, as the two markups differ in three choices only.
enum MarkupText {
  enum Dialect {
    /// XML 1.0: `&apos;`; tab, line feed and carriage return as character
    /// references (attribute normalization keeps them); C0 controls, U+FFFE
    /// and U+FFFF cannot be held at all.
    case xml
    /// HTML: `&#39;`; tab, line feed and carriage return as they are; C0 and
    /// C1 controls and every noncharacter are forbidden.
    case html
  }

  /// `text` as character data or a quoted attribute value: the markup
  /// characters as references and what the dialect cannot hold as U+FFFD, so
  /// that no text from a file can end an element or open one.
  ///
  /// - Complexity: O(n) in the text's length.
  static func escaped(_ text: String, for dialect: Dialect) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += dialect == .xml ? "&apos;" : "&#39;"
      case "\t", "\n", "\r":
        if dialect == .xml { result += "&#\(scalar.value);" } else { result.unicodeScalars.append(scalar) }
      case _ where forbidden(scalar, in: dialect): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
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

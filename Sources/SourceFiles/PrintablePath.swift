/// A path as written into output a person or a terminal reads (a compiler-style
/// `file:line:column`, a message on standard error, a GitHub annotation).
///
/// File names are chosen by whoever commits the files, and a name may hold a line
/// break (a line of its own, such as a forged `::error` workflow command) or an
/// escape sequence a terminal would act on. Every control character (C0, DEL, C1)
/// and the Unicode line and paragraph separators are written `\u{XX}`, in hex, so
/// nothing in a name starts a line or reaches a terminal as a control; every other
/// character is kept. Machine-readable reports (JSON, SARIF, XML) keep exact names
/// with their own escaping.
package enum PrintablePath {
  /// `path` with each control character written `\u{XX}`: `"a\nb"` is `a\u{A}b`.
  ///
  /// - Complexity: O(*n*) in the length of `path`; no copy when it has no control
  ///   character (nearly always: told from the bytes).
  package static func escaped(_ path: String) -> String {
    // C0 and DEL are single bytes; C1 controls start with 0xC2, U+2028/U+2029 with 0xE2.
    guard path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
      return path
    }
    var result = ""
    for scalar in path.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

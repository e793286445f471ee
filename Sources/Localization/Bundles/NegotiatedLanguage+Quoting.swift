extension NegotiatedLanguage {
  /// `item`, a request's bytes, as ``malformedItem`` quotes it: its first
  /// ``maximumQuotedLength`` characters (Unicode scalars), each outside
  /// `A`–`Z`, `a`–`z`, `0`–`9`, space and `-_.,;=*` written as `\u{HEX}`
  /// (a backslash too), so that a log line, an HTML page or a response that
  /// shows it shows no byte the client chose beyond those: no line break, no
  /// control character, no markup.
  ///
  /// ```swift
  /// NegotiatedLanguage.quoted("en<script>\r\n")  // "en\u{3C}script\u{3E}\u{D}\u{A}"
  /// ```
  ///
  /// - Complexity: O(``maximumQuotedLength``).
  static func quoted(_ item: String) -> String {
    var quoted = ""
    for scalar in item.unicodeScalars.prefix(maximumQuotedLength) {
      if scalar.isASCII, isQuotedAsItIs(UInt8(scalar.value)) {
        quoted.unicodeScalars.append(scalar)
      } else {
        quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return quoted
  }

  private static func isQuotedAsItIs(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array(" -_.,;=*".utf8).contains(byte)
    }
  }
}

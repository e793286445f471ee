/// Text as it is written to standard output or standard error, a CI log or a
/// terminal: the one escaping every command and report of the package uses
/// for what comes from a file, a file name, a configuration value or an
/// argument.
///
/// File names and texts are chosen by whoever commits the files. A line
/// break in one would start a line of its own (`::error::…` or
/// `::add-mask::…`, a workflow command GitHub Actions obeys); a carriage
/// return, an escape sequence or a bell act on a terminal; a bidirectional
/// control reorders what a reviewer reads (a name that shows as
/// `Localizable.strings` and is not). So each character ``isEscaped(_:)``
/// names is written as Swift writes it in a string literal (`\n`, `\r`, `\t`,
/// `\0`, `\u{1B}`, `\u{202E}`), and a text that starts, after white space,
/// with `::` has its first colon written `\u{3A}` (GitHub Actions trims white
/// space before it looks for a command), and the `[` of `##[` anywhere in a
/// line is written `\u{5B}` (the runner's older command form, `##[error]…`,
/// `##[stop-commands]…`, is obeyed wherever it stands in a line:
/// `ActionCommand.TryParse` in actions/runner); every other character is kept.
/// Machine-readable formats (JSON, SARIF, XML, HTML) keep exact names, and
/// write the same characters in their own escapes; formats with escapes of
/// their own (a GitHub command's `%0A`) apply them on top of this.
///
/// ```swift
/// PrintableText.escaped("a\nb\u{202E}")        // a\nb\u{202E}
/// PrintableText.escaped("::error::x")          // \u{3A}:error::x
/// PrintableText.escaped("a ##[error]x")        // a ##\u{5B}error]x
/// PrintableText.escaped("1\n2\r\n", keeping: .lineFeeds)   // unchanged: line ends a printer writes
/// ```
package enum PrintableText {
  /// What a multi-line text keeps raw.
  package struct Kept: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Line feeds, and a carriage return right before one (a CRLF line end): the lines a
    /// format writes. Each line's start is still checked for `::` (see ``commands``).
    package static let lineFeeds = Kept(rawValue: 1)
    /// Tabs, where a format needs them as they are (a unified diff's lines).
    package static let tabs = Kept(rawValue: 2)
    /// Lines that start with `::`: the GitHub reporter's own workflow commands, which it
    /// writes with every value escaped.
    package static let commands = Kept(rawValue: 4)
  }

  /// Whether `scalar` is never printed as it is: the C0 controls (U+0000–U+001F), DEL, the
  /// C1 controls (U+0080–U+009F, U+0085 NEXT LINE among them), the line and paragraph
  /// separators (U+2028, U+2029) and the bidirectional controls (U+061C, U+200E, U+200F,
  /// U+202A–U+202E, U+2066–U+2069).
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `scalar`, written right after `hashes` number signs, completes `##[`: GitHub
  /// Actions' older workflow command form, which its runner obeys anywhere in a line. Every
  /// printer of the package writes that `[` as an escape of its format (`\u{5B}`, `\u005b`,
  /// `&#x5B;`), so no text from a file or a name is read as a command.
  package static func completesLegacyCommand(_ scalar: Unicode.Scalar, afterHashes hashes: Int) -> Bool {
    scalar == "[" && hashes >= 2
  }

  /// `scalar`'s code point as Unicode names it, at least four hexadecimal digits: `U+0007`,
  /// `U+1F600`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `scalar` as Swift writes it in a string literal: `\0`, `\t`, `\n`, `\r`, else `\u{HEX}`.
  package static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\0": "\\0"
    case "\t": "\\t"
    case "\n": "\\n"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// `text` as one line: every character ``isEscaped(_:)`` names written as an escape, and a
  /// leading `::` (after white space) written `\u{3A}:`.
  ///
  /// - Complexity: O(*n*) in the length of `text`; no copy when nothing is escaped (nearly
  ///   always: told from the bytes).
  package static func escaped(_ text: some StringProtocol) -> String {
    escaped(line: Substring(text), kept: [])
  }

  /// `text` with every character ``isEscaped(_:)`` names written as an escape except what
  /// `kept` keeps, and each line that starts with `::` (after white space) with that first
  /// colon written `\u{3A}`, unless `kept` holds ``Kept/commands``.
  ///
  /// - Complexity: O(*n*) in the length of `text`; lines without anything to escape are
  ///   copied as they are.
  package static func escaped(_ text: some StringProtocol, keeping kept: Kept) -> String {
    let text = Substring(text)
    guard kept.contains(.lineFeeds) else { return escaped(line: text, kept: kept) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    let bytes = text.utf8
    var start = bytes.startIndex
    while let feed = bytes[start...].firstIndex(of: 0x0A) {
      // A carriage return right before the line feed is the line's end (CRLF), kept with it.
      var end = feed
      if end > start, bytes[bytes.index(before: end)] == 0x0D { end = bytes.index(before: end) }
      result += escaped(line: text[start..<end], kept: kept)
      result += text[end...feed]
      start = bytes.index(after: feed)
    }
    return result + escaped(line: text[start...], kept: kept)
  }

  /// One line of `escaped(_:keeping:)`, without its line end (``ScalarRewrite``).
  private static func escaped(line: Substring, kept: Kept) -> String {
    let command = !kept.contains(.commands) && startsCommand(line.unicodeScalars)
    guard command || needsWork(line.utf8) else { return String(line) }
    var commandColon = command
    var hashes = 0
    return ScalarRewrite.rewritten(line) { scalar in
      defer { hashes = scalar == "#" ? hashes + 1 : 0 }
      let command = scalar == ":" && commandColon
      if command { commandColon = false }
      guard
        command || completesLegacyCommand(scalar, afterHashes: hashes)
          || (isEscaped(scalar) && !(scalar == "\t" && kept.contains(.tabs)))
      else { return nil }
      return escape(scalar)
    }
  }

  /// Whether `scalars` start, after white space, with `::`.
  private static func startsCommand(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
    scalars.drop { $0.properties.isWhitespace }.starts(with: [":", ":"] as [Unicode.Scalar])
  }

  /// Whether the UTF-8 `bytes` hold a character ``isEscaped(_:)`` names, or `##[`: told from
  /// the bytes, exactly (C0 and DEL are single bytes; the C1 controls are `C2 80`–`C2 9F`,
  /// U+061C `D8 9C`, U+200E and U+200F `E2 80 8E`/`8F`, U+2028–U+202E `E2 80 A8`–`AE`,
  /// U+2066–U+2069 `E2 81 A6`–`A9`), so that a line with a dash or a quote mark, as nearly
  /// every report line has, is copied as it is.
  package static func needsWork(_ bytes: some Sequence<UInt8>) -> Bool {
    var hashes = 0
    // The two bytes before this one.
    var (before, last): (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F { return true }
      if byte == UInt8(ascii: "[") && hashes >= 2 { return true }
      switch (before, last) {
      case (_, 0xC2): if (0x80...0x9F).contains(byte) { return true }
      case (_, 0xD8): if byte == 0x9C { return true }
      case (0xE2, 0x80): if byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte) { return true }
      case (0xE2, 0x81): if (0xA6...0xA9).contains(byte) { return true }
      default: break
      }
      hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
      (before, last) = (last, byte)
    }
    return false
  }
}

/// The name this escaping had when it was used for paths alone.
package typealias PrintablePath = PrintableText

import SourceFiles
import TestSupport
import Testing

/// `PrintableText`, the one escaping of everything the commands print: which characters it
/// escapes, how, what a multi-line text keeps, and that nothing is lost.
@Suite("Printable text: the escaping of everything printed")
struct PrintableTextTests {
  /// Every character the escaping names, by kind.
  static let escapedScalars: [Unicode.Scalar] =
    (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + (0x7F...0x9F).map { Unicode.Scalar(UInt8($0)) }
    + ["\u{2028}", "\u{2029}", "\u{061C}", "\u{200E}", "\u{200F}"]
    + (0x202A...0x202E).map { Unicode.Scalar($0)! } + (0x2066...0x2069).map { Unicode.Scalar($0)! }

  @Test("each control, C1, separator and bidirectional control is escaped; its neighbours are not")
  func escapedSet() {
    for scalar in Self.escapedScalars {
      #expect(PrintableText.isEscaped(scalar), "U+\(String(scalar.value, radix: 16))")
      let shown = PrintableText.escaped("a" + String(scalar) + "b")
      #expect(shown.hasPrefix("a\\") && shown.hasSuffix("b"), "\(shown.debugDescription)")
      #expect(!shown.unicodeScalars.contains(where: PrintableText.isEscaped), "\(shown.debugDescription)")
    }
    // Neighbours of the ranges, and text of every script, are written as they are.
    for kept in [
      "\u{20}", "~", "\u{A0}", "\u{61B}", "\u{61D}", "\u{200D}", "\u{2027}", "\u{202F}", "\u{2065}",
      "\u{206A}", "é", "ж", "ع", "👍🏽",
    ] {
      #expect(PrintableText.escaped("x" + kept) == "x" + kept, "\(kept.unicodeScalars.map(\.value))")
    }
  }

  @Test(
    "escapes as Swift writes them",
    arguments: [
      ("a\nb", #"a\nb"#), ("\r", #"\r"#), ("\t", #"\t"#), ("\0", #"\0"#), ("\u{1B}[31m", #"\u{1B}[31m"#),
      ("\u{7}", #"\u{7}"#), ("\u{7F}", #"\u{7F}"#), ("\u{85}", #"\u{85}"#), ("\u{2028}", #"\u{2028}"#),
      ("\u{202E}gnp.exe", #"\u{202E}gnp.exe"#), ("\u{2066}x\u{2069}", #"\u{2066}x\u{2069}"#),
      ("\u{61C}", #"\u{61C}"#), ("plain: text", "plain: text"),
    ])
  func notation(text: String, shown: String) {
    #expect(PrintableText.escaped(text) == shown)
  }

  @Test(
    "a text that starts a line with :: (after white space, as GitHub trims it) is no workflow command",
    arguments: [
      ("::error::x", #"\u{3A}:error::x"#), ("  ::add-mask::s", #"  \u{3A}:add-mask::s"#),
      ("\t::warning::w", #"\t\u{3A}:warning::w"#),
      ("\u{3000}\u{A0}::notice::n", "\u{3000}\u{A0}\\u{3A}:notice::n"),
      ("\n::error::x", #"\n\u{3A}:error::x"#), ("a::error::x", "a::error::x"), (":x::", ":x::"),
      (":\u{301}:x", ":\u{301}:x"), ("::\u{301}x — é", "\\u{3A}:\u{301}x — é"),
    ])
  func workflowCommands(text: String, shown: String) {
    #expect(PrintableText.escaped(text) == shown)
  }

  @Test(
    "##[ anywhere in a line (GitHub's older command form) has its [ escaped; # and [ apart are kept",
    arguments: [
      ("##[error]x", #"##\u{5B}error]x"#), ("key ##[add-mask]s", #"key ##\u{5B}add-mask]s"#),
      ("###[stop-commands]t", #"###\u{5B}stop-commands]t"#), ("a ##[x] ##[y]", #"a ##\u{5B}x] ##\u{5B}y]"#),
      ("#[x]", "#[x]"), ("# #[x]", "# #[x]"), ("##x[", "##x["), ("[##]", "[##]"),
      // A combining mark after the `[` is one character with it: kept, once, after the escape.
      ("a ##[\u{301}x", "a ##\\u{5B}\u{301}x"), ("é ##[\u{301}\u{301}]", "é ##\\u{5B}\u{301}\u{301}]"),
    ])
  func legacyCommands(text: String, shown: String) {
    #expect(PrintableText.escaped(text) == shown)
    // Also where a format keeps its own lines, its tabs and its `::` commands.
    #expect(
      PrintableText.escaped(text + "\n" + text, keeping: [.lineFeeds, .tabs, .commands]) == shown + "\n"
        + shown)
  }

  @Test("lines: line feeds and CRLF kept, a bare CR escaped, each line's :: escaped unless commands are kept")
  func lines() {
    let text = "one\r\ntwo\rthree\n::error::x\n\tfour\u{1B}\n"
    #expect(
      PrintableText.escaped(text, keeping: .lineFeeds)
        == "one\r\ntwo\\rthree\n\\u{3A}:error::x\n\\tfour\\u{1B}\n")
    #expect(
      PrintableText.escaped(text, keeping: [.lineFeeds, .tabs, .commands])
        == "one\r\ntwo\\rthree\n::error::x\n\tfour\\u{1B}\n")
    #expect(PrintableText.escaped("x\r", keeping: .lineFeeds) == #"x\r"#)
    #expect(PrintableText.escaped("", keeping: .lineFeeds) == "")
    #expect(PrintableText.escaped("\n\n", keeping: .lineFeeds) == "\n\n")
  }

  /// Reads an escaped text back (the tests' own decoder: `\0 \t \n \r \u{HEX}`).
  static func unescaped(_ text: String) -> String? {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      switch scalars.popFirst() {
      case "0": result.append("\0")
      case "t": result.append("\t")
      case "n": result.append("\n")
      case "r": result.append("\r")
      case "u":
        guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}"),
          let value = UInt32(String(String.UnicodeScalarView(scalars[..<end])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { return nil }
        result.append(decoded)
        scalars = scalars[scalars.index(after: end)...]
      default: return nil
      }
    }
    return String(result)
  }

  @Test(
    "random texts: one line, nothing raw, no command, nothing lost, escaping twice changes nothing",
    arguments: 0..<300)
  func random(seed: Int) throws {
    var generator = SeededGenerator(state: TestSeed.value &+ UInt64(seed))
    let pool: [Unicode.Scalar] =
      Self.escapedScalars + [
        " ", " ", ":", ":", ":", "a", "é", "\u{3000}", "\u{A0}", "ع", "{", "}", "u", "#", "#", "[", "—",
        "\u{301}",
      ]
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...40, using: &generator) {
      text.append(pool.randomElement(using: &generator)!)
    }
    let original = String(text)
    let shown = PrintableText.escaped(original)
    #expect(
      !shown.unicodeScalars.contains(where: PrintableText.isEscaped),
      "\(shown.debugDescription)\(TestSeed.note)")
    #expect(
      !shown.unicodeScalars.drop(while: \.properties.isWhitespace).starts(
        with: [":", ":"] as [Unicode.Scalar]))
    #expect(Self.unescaped(shown) == original, "\(original.debugDescription) → \(shown)\(TestSeed.note)")
    #expect(PrintableText.escaped(shown) == shown)
    // As lines: the same, except the line feeds (and a CR before one), which are the lines.
    let lines = PrintableText.escaped(original, keeping: .lineFeeds)
    #expect(Self.unescaped(lines) == original, "\(original.debugDescription) → \(lines)\(TestSeed.note)")
    // Split at line feeds by scalar (a CRLF is one Character, which a String's split would not cut).
    for line in lines.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      let body = line.last == "\r" ? line.dropLast() : line
      #expect(!body.contains(where: PrintableText.isEscaped), "\(String(String.UnicodeScalarView(line)))")
      #expect(!body.drop(while: \.properties.isWhitespace).starts(with: [":", ":"] as [Unicode.Scalar]))
    }
  }
}

/// The byte-level test that lets a line be copied as it is: exactly the lines the escaping
/// changes, told without decoding (a line it sends down the slow path for nothing is slower,
/// not wrong, so only these tests see it).
@Suite("Printable text: which lines need escaping, told from their bytes")
struct PrintableTextFastPathTests {
  /// What the byte test must answer for `text`: a scalar the escaping names, or `##[`.
  static func expected(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: PrintableText.isEscaped) || text.contains("##[")
  }

  @Test("every code point up to U+FFFF, alone and between letters, and astral ones: exactly the escaped")
  func everyScalar() {
    var wrong: [UInt32] = []
    for value in UInt32(0)...0x1_FFFF where (0xD800...0xDFFF).contains(value) == false {
      guard value <= 0xFFFF || value % 97 == 0 else { continue }
      let scalar = Unicode.Scalar(value)!
      for text in [String(scalar), "a " + String(scalar) + " b"]
      where PrintableText.needsWork(text.utf8) != Self.expected(text) {
        wrong.append(value)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20).map { String($0, radix: 16) })")
  }

  @Test(
    "random lines of text, spaces, dashes, quotes, hashes and controls: exactly the escaped",
    arguments: 0..<100)
  func randomLines(seed: Int) {
    var generator = SeededGenerator(state: TestSeed.value &+ UInt64(seed))
    let pool: [String] = [
      "a", " ", "—", "’", "é", "ж", "#", "[", ":", "\t", "\n", "\u{85}", "\u{2028}", "\u{200E}", "\u{61C}",
      "👍🏽",
      "\u{2066}", "\u{9F}", "\u{A0}", "\u{2027}",
    ]
    let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
      pool.randomElement(using: &generator)!
    }
    .joined()
    #expect(
      PrintableText.needsWork(text.utf8) == Self.expected(text), "\(text.debugDescription)\(TestSeed.note)")
  }
}

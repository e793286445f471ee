import Testing
import TestSupport

@testable import Localization
@testable import LocalizedStrings

/// `NegotiatedLanguage.malformedItem` quotes the client's bytes escaped:
/// a server that logs it or shows it in a 400 page reflects no markup, no
/// line break and no control character.
@Suite("Negotiated language: the malformed item, escaped")
struct MalformedItemQuotingTests {
  /// The characters a quoted item may hold: the safe set and those of `\u{HEX}`.
  static let allowed = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -_.,;=*\\{}".unicodeScalars)

  /// `quoted` read back: each `\u{HEX}` made its character again.
  static func unescaped(_ quoted: String) -> String? {
    var result = String.UnicodeScalarView()
    var rest = Substring(quoted).unicodeScalars[...]
    while let first = rest.first {
      rest = rest.dropFirst()
      guard first == "\\" else {
        result.append(first)
        continue
      }
      guard rest.starts(with: "u{".unicodeScalars), let close = rest.firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      result.append(scalar)
      rest = rest[rest.index(after: close)...]
    }
    return String(result)
  }

  @Test(
    "a hostile item is quoted with its markup, line breaks and control characters escaped",
    arguments: [
      ("de, en<script>alert(1)</script>", #"en\u{3C}script\u{3E}alert\u{28}1\u{29}\u{3C}\u{2F}script\u{3E}"#),
      ("de,x\r\nSet-Cookie: a=1", #"x\u{D}\u{A}Set-Cookie\u{3A} a=1"#),
      ("de,\u{0}\u{1B}[31mred", #"\u{0}\u{1B}\u{5B}31mred"#),
      ("de,a\"'\\b", #"a\u{22}\u{27}\u{5C}b"#),
      ("de,q=2", "q=2"),
    ] as [(String, String)])
  func hostile(header: String, quoted: String) throws {
    let negotiated = try NegotiatedLanguageTests.bundle().negotiate(acceptLanguage: header)
    #expect(negotiated.malformedItem == quoted)
    #expect(negotiated.malformedHeaderText == NegotiatedLanguageTests.german)
  }

  @Test("any item: only safe characters, at most 64 of the item's quoted, read back exactly")
  func anyItem() {
    var generator = TestSeed.generator("malformed item quoting")
    let pool: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x7FF, 0xD7F0...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x10_FFFF,
    ]
    for _ in 0..<2_000 {
      var item = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...100, using: &generator) {
        let range = pool.randomElement(using: &generator)!
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { item.append(scalar) }
      }
      let text = String(item)
      let quoted = NegotiatedLanguage.quoted(text)
      #expect(
        quoted.unicodeScalars.allSatisfy(Self.allowed.contains), "\(quoted.debugDescription)\(TestSeed.note)")
      #expect(
        Self.unescaped(quoted) == String(String.UnicodeScalarView(text.unicodeScalars.prefix(64))),
        "\(text.debugDescription)\(TestSeed.note)")
    }
  }
}

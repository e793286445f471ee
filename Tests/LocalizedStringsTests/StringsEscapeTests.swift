import Foundation
import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

/// A `.strings` string's escapes read as CoreFoundation reads them (Apple's reader; on Linux,
/// `PropertyListSerialization` is the same OpenStep parser): `\u` is the letter u, `\U` takes
/// up to four hexadecimal digits, an octal escape from `\200` on is a NeXTSTEP character.
@Suite(".strings escapes, as Apple reads them")
struct StringsEscapeTests {
  static func apple(_ text: String) -> String? {
    let list = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
    return (list as? [String: String])?["k"]
  }

  static func mine(_ text: String) -> String? {
    try? StringsFileReader.parse(Array(text.utf8), file: "t.strings").first { $0.key == "k" }?.value.text
  }

  @Test(
    "each escape reads as Apple reads it",
    arguments: [
      (#"caf\U00e9 \u00e9 \351"#, "café u00e9 Ø"),
      (#"\U41x \Ux \U \U12345"#, "Ax \u{0}x \u{0} \u{1234}5"),
      (#"\UD83D\UDE00 \UD83Dx \UDE00 \UD800\U0041"#, "😀 \u{FFFD}x \u{FFFD} \u{FFFD}A"),
      (#"\200\201\376\377\400\577\600\777"#, "\u{A0}À\u{0}\u{0}\u{0}\u{7F}\u{A0}\u{0}"),
      (#"\1234 \08 \101\177"#, "S4 \u{0}8 A\u{7F}"),
      (#"\q\e\'\"\\ \n\t\r\a\b\f\v"#, "qe'\"\\ \n\t\r\u{07}\u{08}\u{0C}\u{0B}"),
    ])
  func escapes(_ escaped: String, _ read: String) throws {
    let text = "\"k\" = \"" + escaped + "\";\n"
    #expect(Self.apple(text) == read, "the premise: CoreFoundation reads \(escaped) so")
    #expect(Self.mine(text) == read)
  }

  @Test("every octal escape from \\200 to \\777 reads as CoreFoundation reads it (the NeXTSTEP table)")
  func octal() {
    for number in 0o200...0o777 {
      let text = "\"k\" = \"\\" + String(number, radix: 8) + "\";\n"
      #expect(Self.mine(text) == Self.apple(text), "\\\(String(number, radix: 8))")
    }
  }

  @Test("random strings of escapes read as CoreFoundation reads them")
  func random() throws {
    var generator = SeededGenerator(state: TestSeed.value)
    print("StringsEscapeTests.random: seed \(TestSeed.value) (PLURALS_TEST_SEED=\(TestSeed.value) reruns it)")
    let pieces = [
      #"\u"#, #"\U"#, #"\"#, "0", "7", "3", "9", "a", "F", "d", "8", "x", "D", "C", "E", "é", " ", #"\\"#,
      #"\n"#,
    ]
    var compared = 0
    for _ in 0..<2_000 {
      let body = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let text = "\"k\" = \"" + body + "\";\n"
      // A backslash before the closing quote leaves the string open: both refuse it.
      guard let expected = Self.apple(text) else {
        #expect(Self.mine(text) == nil, "\(text)")
        continue
      }
      #expect(Self.mine(text) == expected, "\(text.debugDescription)")
      compared += 1
    }
    #expect(compared > 1_000)
  }
}

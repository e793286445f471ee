import Localization
import LocalizedStrings
import Testing
import TestSupport

@Suite("Accept-Language")
struct AcceptLanguageTests {
  @Test(
    "ranges by weight, then by place; q=0 excludes; malformed items are skipped",
    arguments: [
      ("de-DE,de;q=0.9,pl;q=0.5", ["de-DE", "de", "pl"], []),
      ("pl;q=0.5, en;q=0.9 ,de", ["de", "en", "pl"], []),
      ("fr;q=0, ru", ["ru"], ["fr"]),
      ("*;q=0.1, ja", ["ja", "*"], []),
      ("EN-us;Q=0.8,pt_BR;q=1", ["pt_BR", "EN-us"], []),
      ("en;q=1.000, de;q=1.0, it;q=0.999", ["en", "de", "it"], []),
      ("pl;q=abc, en", ["en"], []),
      ("pl;q=1.5, en;q=0.1234, de;q=.5, it;q=0., es;q=1.", ["es"], ["it"]),
      ("en;level=1, de", ["de"], []),
      ("zh-Hant-TW, zh-TW;q=0.8, , ,zh;q=0.6,", ["zh-Hant-TW", "zh-TW", "zh"], []),
      ("123, en-, -en, toolonglanguage, en-abcdefghi, x", ["x"], []),
      ("  de  ;  q=0.7 , en\t;q=0.8", ["en", "de"], []),
      ("", [], []),
      (";q=0.5", [], []),
    ] as [(String, [String], [String])])
  func examples(_ header: String, _ languages: [String], _ excluded: [String]) {
    let accept = AcceptLanguage(header)
    #expect(accept.languages == languages)
    #expect(accept.excluded == excluded)
  }

  @Test("weights read to the thousandth")
  func weights() {
    #expect(AcceptLanguage("a;q=0.125,b;q=0.5,c;q=1,d").ranges.map(\.quality) == [1000, 1000, 500, 125])
  }

  @Test("bounded: the first 4096 bytes and 32 ranges")
  func bounds() {
    let many = (0..<100).map { "l\(String(repeating: "a", count: $0 % 5 + 1))" }.joined(separator: ",")
    #expect(AcceptLanguage(many).ranges.count == AcceptLanguage.maximumRanges)
    let long = String(repeating: "en-US;q=0.5,", count: 1000) + "de"
    let parsed = AcceptLanguage(long)
    #expect(parsed.ranges.count == AcceptLanguage.maximumRanges && !parsed.languages.contains("de"))
    // A range cut by the length limit is dropped, not read half.
    let cut = String(repeating: " ", count: AcceptLanguage.maximumLength - 3) + "abcdef"
    #expect(AcceptLanguage(cut).ranges.isEmpty)
  }

  @Test("random well-formed headers parse to their ranges, ordered by weight then place")
  func property() {
    var generator = TestSeed.generator("random Accept-Language headers")
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for _ in 0..<2000 {
      var items: [(tag: String, quality: Int)] = []
      var header: [String] = []
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        let language = String(
          (0..<Int.random(in: 2...3, using: &generator)).map { _ in letters.randomElement(using: &generator)!
          })
        let tag =
          Bool.random(using: &generator)
          ? language : language + "-" + ["US", "BR", "Hant", "419"].randomElement(using: &generator)!
        let quality = [1000, 900, 500, 125, 1, 0].randomElement(using: &generator)!
        let written: String
        switch quality {
        case 1000: written = Bool.random(using: &generator) ? tag : "\(tag);q=1"
        case 0: written = "\(tag);q=0"
        default:
          var digits = String(quality)
          while digits.count < 3 { digits = "0" + digits }
          while digits.hasSuffix("0") { digits.removeLast() }
          written = "\(tag)\(Bool.random(using: &generator) ? " " : "");q=0.\(digits)"
        }
        items.append((tag, quality))
        header.append(written)
      }
      let accept = AcceptLanguage(header.joined(separator: Bool.random(using: &generator) ? "," : ", "))
      let expected = items.enumerated().filter { $0.element.quality > 0 }
        .sorted { ($1.element.quality, $0.offset) < ($0.element.quality, $1.offset) }.map(\.element.tag)
      #expect(accept.languages == expected, "\(header)\(TestSeed.note)")
      #expect(accept.excluded == items.filter { $0.quality == 0 }.map(\.tag))
    }
  }

  @Test("random bytes never trap, and every range read is a language range with a weight")
  func garbage() {
    var generator = TestSeed.generator("random Accept-Language bytes")
    let alphabet = Array("aZ-_;=q.,*0159 \t\u{00E9}")
    for _ in 0..<5000 {
      let text = String(
        (0..<Int.random(in: 0...80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
        })
      let accept = AcceptLanguage(text)
      #expect(accept.ranges.count + accept.excluded.count <= AcceptLanguage.maximumRanges)
      for range in accept.ranges {
        #expect((1...1000).contains(range.quality))
        #expect(range.tag == "*" || range.tag.first!.isLetter)
      }
    }
  }
}

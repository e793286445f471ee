import LocalizedStrings
import Testing
import TestSupport

@testable import LocalizationLint

/// `CountedWord.count(in:)` reads each number's text only as far as the directives beside it;
/// this model reads the whole text before and after each number, as the heuristic is stated
/// (`Analysis/CountedWord.swift`). The two agree on random texts made of the words, blanks and
/// directives that decide the heuristic.
@Suite("the counted word against its whole-text model")
struct CountedWordModelTests {
  /// The heuristic with the whole text before and after each number.
  static func model(_ text: String) -> CountedWord.Count? {
    guard let directives = try? FormatParser.directives(text) else { return nil }
    let bytes = Array(text.utf8)
    var next = 0
    var earlierInteger = false
    for directive in directives where directive.takesArgument {
      let argument = directive.position.map { $0 - 1 } ?? next
      next = argument + 1
      defer { if directive.isInteger { earlierInteger = true } }
      guard directive.variable == nil, CountedWord.isPlainInteger(directive) else { continue }
      let before = String(decoding: bytes[..<directive.range.lowerBound], as: UTF8.self)
      let after = String(decoding: bytes[directive.range.upperBound...], as: UTF8.self)
      if let last = before.last, last.isLetter || last.isNumber || CountedWord.attachedBefore.contains(last) {
        continue
      }
      let previous = before.reversed().drop { $0 == " " }.prefix { $0.isLetter }
      if CountedWord.labels.contains(String(previous.reversed()).lowercased()) { continue }
      if earlierInteger, before.lowercased().hasSuffix(" of ") || before.hasSuffix("/ ") { continue }
      guard let word = CountedWord.countedWord(after) else { continue }
      return CountedWord.Count(
        argument: argument, directive: String(decoding: bytes[directive.range], as: UTF8.self), word: word,
        range: directive.range)
    }
    return nil
  }

  static let pieces = [
    "%d", "%lld", "%1$d", "%2$ld", "%02d", "%@", "%%", "%#@n@", "%u", " ", " ", " ", "\u{00A0}", "files",
    "new", "of", "Page", "page", "item", "(s)", "this", "iOS", "/", ":", "#", "v", "é", "e\u{0301}", "7",
    "news", "in", "list", "s", "Files", "·", "%d files", " %lld new messages", "Page %d", " of %d",
    "%d / %d photos", " %d", "page ", " %d items", "%d(s)",
  ]

  @Test("on random texts of numbers, words and blanks, the same count as the model")
  func agreement() {
    var random = TestSeed.generator("CountedWordModelTests.agreement")
    var found = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 1...14, using: &random)
      let text = (0..<length).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      let expected = Self.model(text)
      #expect(CountedWord.count(in: text) == expected, "\(text.debugDescription)\(TestSeed.note)")
      if expected != nil { found += 1 }
    }
    // The texts reach both verdicts often: the agreement is not that of two nils.
    #expect(found > 2_000, "\(found)")
    print("CountedWordModelTests.agreement: \(found) of 20000 texts count a word")
  }
}

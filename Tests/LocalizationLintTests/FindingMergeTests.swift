import Testing
import TestSupport

@testable import LocalizationLint

@Suite("One finding per defect: the merge's byte-level removal of a language's mention")
struct FindingMergeTests {
  @Test("removing a pattern equals String.replacing on random messages (ASCII, multibyte, repeats)")
  func removingMatchesReplacing() {
    var random = TestSeed.generator("FindingMerge.removing")
    let pieces = [" in ", "en", " (en)", " in en", " in enen", "(", ")", "é", "ж", "🙂", " ", "x", "e", "n"]
    for _ in 0..<2_000 {
      let message = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      for pattern in [" in en", " (en)"] {
        let expected = message.replacing(pattern, with: "")
        let bytes = FindingMerge.removing(Array(pattern.utf8), from: Array(message.utf8))
        let got = bytes.map { String(decoding: $0, as: UTF8.self) } ?? message
        #expect(got == expected, "\(message.debugDescription) without \(pattern.debugDescription)")
        #expect((bytes == nil) == !message.contains(pattern))
      }
    }
  }
}

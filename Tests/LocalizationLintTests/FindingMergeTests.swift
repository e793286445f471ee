import Foundation
import LocalizedStrings
import SourceFiles
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

  @Test(
    "two messages equal as Strings but not as bytes (é and e + U+0301) are two findings, hashed as compared")
  func normalizationKept() {
    let place = SourceLocation(file: "L.xcstrings", line: 1, column: 1)
    let composed = FindingMerge.Same(
      diagnostic: LocalizationDiagnostic(.pluralCandidate, "'%lld files \u{E9}'", at: place),
      message: "'%lld files \u{E9}'")
    let decomposed = FindingMerge.Same(
      diagnostic: LocalizationDiagnostic(.pluralCandidate, "'%lld files e\u{301}'", at: place),
      message: "'%lld files e\u{301}'")
    #expect(composed.message == decomposed.message)  // Swift's String equality
    #expect(composed != decomposed)
    // Equal keys made from strings of their own hash alike (the digest is of their bytes).
    let again = FindingMerge.Same(
      diagnostic: LocalizationDiagnostic(.pluralCandidate, "'%lld files \u{E9}'", at: place),
      message: String(decoding: Array("'%lld files \u{E9}'".utf8), as: UTF8.self))
    #expect(composed == again && composed.hashValue == again.hashValue)
  }

  @Test("a catalog with keys é and e + U+0301: both reported, the same in every run of the process")
  func normalizationInCatalog() throws {
    let text =
      #"{"sourceLanguage":"en","strings":{"%lld files \#u{E9}":{},"%lld files e\u0301":{}},"version":"1.0"}"#
    let fixture = try LintFixture(["L.xcstrings": text])
    defer { fixture.remove() }
    for _ in 0..<20 {
      #expect(fixture.lint().countsByCode[.pluralCandidate] == 2)
    }
  }
}

/// The byte-level test that lets a finding's message stay as it is: exactly the messages that
/// hold a control (C0, DEL, C1) or a line or paragraph separator, told without decoding.
@Suite("One finding per defect: which messages are made one line, told from their bytes")
struct FindingMessageFastPathTests {
  @Test(
    "every code point up to U+FFFF, alone and between letters, and astral ones: exactly the controls and separators"
  )
  func everyScalar() {
    func expected(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}"
    }
    var wrong: [UInt32] = []
    for value in UInt32(0)...0x1_FFFF where (0xD800...0xDFFF).contains(value) == false {
      guard value <= 0xFFFF || value % 97 == 0 else { continue }
      let scalar = Unicode.Scalar(value)!
      for text in [String(scalar), "a — " + String(scalar) + " ’b"]
      where FindingMerge.mayBreakLine(text.utf8) != expected(scalar) {
        wrong.append(value)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20).map { String($0, radix: 16) })")
  }
}

import Foundation
import LocalizedStrings
import SourceFiles
import Testing

@testable import LocalizationLint

/// Copies of a key whose texts look the same but are other code points (`Å` U+212B and `Å`
/// U+00C5, canonically equivalent, so Swift's `==` takes them as one) are two values: the
/// linter reports `duplicate-key` (an error), not an identical copy, and `--fix` removes
/// neither, for removing one would change the text users get. The fix's own check compares
/// texts and keys scalar for scalar as well.
@Suite("Copies that only look the same")
struct LookAlikeCopyTests {
  /// The kelvin-sign Å (U+212B) first, the Latin Å (U+00C5) after, in each file format.
  static let trees: [(path: String, text: String)] = [
    ("en.lproj/L.strings", "\"k\" = \"\u{212B}\";\n\"k\" = \"\u{C5}\";\n"),
    (
      "en.lproj/L.stringsdict",
      plist("<key>k</key>\n<string>&#x212B;</string>\n<key>k</key>\n<string>&#xC5;</string>")
    ),
    (
      "L.xcstrings",
      catalog(
        #""k":{"localizations":{"en":\#(unit("\\u212B"))}},"k":{"localizations":{"en":\#(unit("\\u00C5"))}}"#)
    ),
  ]

  @Test("reported as another value, and --fix leaves every byte", arguments: 0..<trees.count)
  func notIdentical(tree: Int) throws {
    let (path, text) = Self.trees[tree]
    let fixture = try LintFixture([path: text])
    defer { fixture.remove() }
    let codes = fixture.lint().diagnostics.map(\.code)
    #expect(codes == [.duplicateKey], "\(path): \(codes)")
    let before = fixture.contents()
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    let outcome = invocation.run()
    #expect(outcome.messages.contains("note: fixed 0 findings in 0 files"), "\(outcome.messages)")
    #expect(fixture.contents() == before, "\(path)")
  }

  @Test("the fix's check refuses to remove a copy whose text or key only looks the same")
  func refusal() throws {
    func refusal(_ text: String, kind: LocalizationFileKind, path: String, at position: SourcePosition) throws
      -> String?
    {
      let fixable = try #require(try FixableText(fileBytes: Array(text.utf8), kind: kind, path: path))
      let range = try #require(fixable.entryRemoval(at: position))
      let removal = LintFix(file: path, range: range, replacement: "", code: .identicalDuplicateKey)
      return fixable.refusal(
        of: FixedFile.applying([removal], to: fixable.bytes), fixes: [(removal, .entry(position))])
    }
    let copy = "a removed entry has no identical copy before it"
    // The texts look alike.
    #expect(
      try refusal(
        "\"k\" = \"\u{212B}\";\n\"k\" = \"\u{C5}\";\n", kind: .strings, path: "L.strings",
        at: SourcePosition(line: 2, column: 7)) == copy)
    // The keys look alike: to Apple's readers, two keys.
    #expect(
      try refusal(
        "\"\u{212B}\" = \"v\";\n\"\u{C5}\" = \"v\";\n", kind: .strings, path: "L.strings",
        at: SourcePosition(line: 2, column: 7)) == copy)
    #expect(
      try refusal(
        plist("<key>k</key>\n<string>&#x212B;</string>\n<key>k</key>\n<string>&#xC5;</string>"),
        kind: .stringsdict, path: "L.stringsdict", at: SourcePosition(line: 6, column: 1)) == copy)
    // The same bytes: removed.
    #expect(
      try refusal(
        "\"k\" = \"\u{C5}\";\n\"k\" = \"\u{C5}\";\n", kind: .strings, path: "L.strings",
        at: SourcePosition(line: 2, column: 7)) == nil)
  }

  /// The reader reads escapes as Apple's does: `\u0061` is the key `u0061`, another key than
  /// `a`, and no copy; `\U0061` and `\141` are `a`, and `\342` (NeXTSTEP) is `í`: copies
  /// of what they repeat, removed.
  @Test("copies as Apple reads their escapes: \\u0061 is another key; \\U0061, \\141 and \\342 are copies")
  func appleEscapes() throws {
    let text =
      #""a" = "x";\#n"\u0061" = "x";\#n"\U0061" = "x";\#n"\141" = "x";\#n"b" = "í";\#n"b" = "\342";\#n"#
    let fixture = try LintFixture(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    let findings = fixture.lint().findings.map { ($0.diagnostic.code, $0.diagnostic.location.line) }
    // \342 in a value is also misread-escape (NeXTSTEP's í, where Latin-1's â may be meant).
    #expect(
      findings.map(\.0) == [
        .identicalDuplicateKey, .identicalDuplicateKey, .identicalDuplicateKey, .misreadEscape,
      ])
    #expect(findings.map(\.1) == [3, 4, 6, 6])
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    let outcome = invocation.run()
    #expect(outcome.messages.contains { $0.contains("fixed 3 findings in 1 file") }, "\(outcome.messages)")
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8)
        == #""a" = "x";\#n"\u0061" = "x";\#n"b" = "í";\#n"#)
  }

  /// A lone surrogate's escape reads as U+FFFD, whichever it was: Apple keeps `\UD83D` and
  /// `\UDE00` apart, so copies holding U+FFFD are not removed.
  @Test("copies holding U+FFFD (lone surrogates) are reported, not removed")
  func loneSurrogates() throws {
    let text = #""\UD83D" = "x";\#n"\UDE00" = "x";\#n"k" = "\UD800";\#n"k" = "\UDC00";\#n"#
    let fixture = try LintFixture(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    #expect(
      fixture.lint().findings.map(\.diagnostic.code) == [.identicalDuplicateKey, .identicalDuplicateKey])
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    let outcome = invocation.run()
    // One file, refused whole at its first such copy.
    #expect(outcome.messages.filter { $0.contains("holds U+FFFD") }.count == 1, "\(outcome.messages)")
    #expect(try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8) == text)
  }
}

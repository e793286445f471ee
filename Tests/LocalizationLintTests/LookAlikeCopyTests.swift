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
      let range = try #require(fixable.duplicateCopyRemoval(at: position))
      let removal = LintFix(file: path, range: range, replacement: "", code: .identicalDuplicateKey)
      return fixable.refusal(
        of: LintFixes.applying([removal], to: fixable.bytes), fixes: [(removal, .entry(position))])
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

  /// Apple's reader takes `\u0061` as the letters `u0061` and `\342` (above `\177`) as a
  /// NeXTSTEP character, where this package's reads `a` and `â`: copies that read alike here
  /// may be two keys or two texts there, and are not removed.
  @Test("a copy, or the copy it repeats, written with an escape Apple reads otherwise is not removed")
  func appleEscapes() throws {
    func refusal(_ text: String, at position: SourcePosition) throws -> String? {
      let fixable = try #require(
        try FixableText(fileBytes: Array(text.utf8), kind: .strings, path: "L.strings"))
      let range = try #require(fixable.duplicateCopyRemoval(at: position))
      let removal = LintFix(file: "L.strings", range: range, replacement: "", code: .identicalDuplicateKey)
      return fixable.refusal(
        of: LintFixes.applying([removal], to: fixable.bytes), fixes: [(removal, .entry(position))])
    }
    let escaped = "which Apple's reader reads otherwise"
    // The copy removed is the escaped one.
    let key = try refusal(#""a" = "x";\#n"\u0061" = "x";\#n"#, at: SourcePosition(line: 2, column: 12))
    #expect(key?.contains("holds \\u, " + escaped) == true, "\(key ?? "nil")")
    // The copy kept is the escaped one: Apple's last copy, removed, was another text.
    let text = try refusal(#""b" = "\342";\#n"b" = "â";\#n"#, at: SourcePosition(line: 2, column: 7))
    #expect(text?.contains("holds \\342, " + escaped) == true, "\(text ?? "nil")")
    // An escape both readers read alike: removed.
    #expect(try refusal(#""c" = "\n";\#n"c" = "\n";\#n"#, at: SourcePosition(line: 2, column: 7)) == nil)

    let fixture = try LintFixture(["en.lproj/L.strings": #""a" = "x";\#n"\u0061" = "x";\#n"#])
    defer { fixture.remove() }
    let before = fixture.contents()
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    let outcome = invocation.run()
    #expect(outcome.messages.contains { $0.contains(escaped) }, "\(outcome.messages)")
    #expect(fixture.contents() == before)
  }
}

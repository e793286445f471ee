import Foundation
import LocalizedStrings
import SourceFiles
import TestSupport
import Testing

@testable import LocalizationLint

/// A fix is found in a string's bytes, but its finding is about the string as read: where
/// an escape, an entity or a comment stands between the two (`%\%d`, `%&#100;`,
/// `<!-- %d -->`), the bytes the fix would rewrite are not the text the finding names, and
/// the read-back refuses it: nothing is written, and the note says why.
@Suite("lint --fix: a fix's bytes must be the text its finding read")
struct FixDecodedTextTests {
  /// Lints and fixes `files`; the finding of `code` in `path` must be there, unfixed, with
  /// the read-back's note, and the file unchanged.
  static func refused(_ files: [String: String], path: String, code: DiagnosticCode) throws {
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    let original = try String(contentsOfFile: fixture.root + "/" + path, encoding: .utf8)
    let (fixes, before, _) = applyFixes(fixture.root)
    let findings = before.findings.filter {
      $0.diagnostic.location.file.hasSuffix(path) && $0.diagnostic.code == code
    }
    #expect(findings.count == 1, "\(before.diagnostics)")
    #expect(findings.first?.diagnostic.suggestion != nil)
    #expect(fixes.fixCount == 0, "\(fixes.skipped)")
    #expect(
      fixes.skipped.contains { $0.contains(path) && $0.contains("an escape, entity or comment") },
      "\(fixes.skipped)")
    #expect(try String(contentsOfFile: fixture.root + "/" + path, encoding: .utf8) == original)
  }

  @Test(
    "integer width: '%1$ld of %\\%1$d %1$d' reads '%1$ld of %%1$d %1$d'; the bytes show a second %1$d in an escape"
  )
  func escapedPercent() throws {
    try Self.refused(
      ["en.lproj/L.strings": "\"n\" = \"%1$ld of %\\%1$d %1$d\";\n"],
      path: "en.lproj/L.strings", code: .integerWidthMismatch)
  }

  @Test(
    "integer width in a .stringsdict variant: '%&#100; files<!-- %d -->' reads '%d files'; the bytes' %d is a comment"
  )
  func entityAndComment() throws {
    try Self.refused(
      [
        "en.lproj/L.stringsdict": plist(
          pluralEntry([("one", "%ld file"), ("other", "%&#100; files<!-- %d -->")]))
      ],
      path: "en.lproj/L.stringsdict", code: .integerWidthMismatch)
  }

  @Test("a lost '%' in a .strings: the only '2$@' in the bytes is an octal escape's tail ('\\2$@')")
  func lostPercentInEscape() throws {
    try Self.refused(
      ["en.lproj/L.strings": "\"k\" = \"%1$@ 2\\$@ %3$@ \\2$@\";\n"],
      path: "en.lproj/L.strings", code: .argumentSkipped)
  }

  @Test("the intended text is found in the string as read, the same way as in the bytes")
  func intended() {
    #expect(
      LintFix.intended(.lengthModifier(argument: 1, length: "ll"), of: .integerWidthMismatch, in: "%%d %d")
        == "%%d %lld")
    #expect(
      LintFix.intended(.lengthModifier(argument: 2, length: "l"), of: .integerWidthMismatch, in: "%1$d %2$d")
        == "%1$d %2$ld")
    // The argument read twice: both conversions, each where it is written.
    #expect(
      LintFix.intended(
        .lengthModifier(argument: 2, length: "ll"), of: .integerWidthMismatch, in: "%2$d of %1$d, %2$d")
        == "%2$lld of %1$d, %2$lld")
    #expect(
      LintFix.intended(.replace("2$@", with: "%2$@"), of: .argumentSkipped, in: "%1$@, 2$@") == "%1$@, %2$@")
    // Written twice, or inside a longer conversion: no one place.
    #expect(LintFix.intended(.replace("2$@", with: "%2$@"), of: .argumentSkipped, in: "2$@ 2$@") == nil)
    #expect(LintFix.intended(.replace("2$@", with: "%2$@"), of: .argumentSkipped, in: "%12$@") == nil)
    #expect(LintFix.intended(.removeEntry, of: .identicalDuplicateKey, in: "x") == nil)
    // Each rule makes its own suggestion only, and a rule without a rewrite none.
    #expect(LintFix.intended(.replace("d", with: "lld"), of: .integerWidthMismatch, in: "%d") == nil)
    #expect(
      LintFix.intended(.lengthModifier(argument: 1, length: "ll"), of: .argumentSkipped, in: "%d") == nil)
    #expect(LintFix.intended(.replace("2$@", with: "%2$@"), of: .missingOther, in: "%1$@, 2$@") == nil)
  }

  @Test("a finding is fixed by its own rule's rewrite only: another kind of suggestion is no fix")
  func rewriteOfItsRule() throws {
    let text = "\"a\" = \"A %d\";\n\"a\" = \"A %d\";\n"
    let fixable = try #require(
      try FixableText(fileBytes: Array(text.utf8), kind: .strings, path: "L.strings"))
    func fixes(_ code: DiagnosticCode, _ suggestion: LocalizationDiagnostic.Suggestion, column: Int) -> Int? {
      let diagnostic = LocalizationDiagnostic(
        code, "x", at: SourceLocation(file: "L.strings", line: 2, column: column), suggestion: suggestion)
      return LintFix.make(for: LintFinding(diagnostic), in: fixable)?.count
    }
    #expect(fixes(.identicalDuplicateKey, .removeEntry, column: 7) == 1)
    #expect(fixes(.identicalDuplicateKey, .replace("A", with: "B"), column: 7) == nil)
    #expect(fixes(.integerWidthMismatch, .lengthModifier(argument: 1, length: "l"), column: 7) == 1)
    #expect(fixes(.integerWidthMismatch, .removeEntry, column: 7) == nil)
    #expect(fixes(.missingOther, .replace("A", with: "B"), column: 7) == nil)
  }

  @Test(
    "a suggested length is made when it is one C knows (h, l, q, z, j, t, L and their doubles), else none",
    arguments: ["h", "hh", "l", "ll", "q", "z", "j", "t", "L", "", "x", "lx", "%", "l d"])
  func suggestedLength(length: String) {
    let made = LintFix.intended(
      .lengthModifier(argument: 1, length: length), of: .integerWidthMismatch, in: "%d")
    let known = ["h", "hh", "l", "ll", "q", "z", "j", "t", "L"].contains(length)
    #expect(made == (known ? "%\(length)d" : nil))
  }

  /// A string that ends inside a conversion: the scan stops at its end, reading no byte past it.
  @Test(
    "a conversion cut off by the string's end is none: no place, nothing read past the end",
    arguments: ["%", "%1", "%1$", "%-", "%0", "%*", "%5", "%.", "%.*", "%.3", "%l", "%2$.3", "%#"])
  func unfinishedConversion(text: String) {
    #expect(
      LintFix.intended(.lengthModifier(argument: 1, length: "l"), of: .integerWidthMismatch, in: text) == nil)
  }

  @Test(
    "a length modifier goes before the conversion character, past flags, a width and a precision",
    arguments: [
      ("%*d", 2, "%*ld"), ("%-5d", 1, "%-5ld"), ("%1$05d", 1, "%1$05ld"),
      ("%2$'+.3d %1$@", 2, "%2$'+.3ld %1$@"),
      ("%.*d", 2, "%.*ld"), ("%#@n@ %d", 1, "%#@n@ %ld"), ("%% %d", 1, "%% %ld"), ("%%%d", 1, "%%%ld"),
      ("%1$*2$d", 1, "%1$*2$ld"),
    ])
  func lengthModifierPlace(text: String, argument: Int, fixed: String) {
    #expect(
      LintFix.intended(.lengthModifier(argument: argument, length: "l"), of: .integerWidthMismatch, in: text)
        == fixed)
  }

  /// Two entries written inside an internal entity (`&e;&e;`): expat gives every event in the
  /// entity's text the reference's bytes.
  static let entityDuplicates = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist [<!ENTITY e "<key>k</key><string>v</string>">]>
    <plist version="1.0"><dict>&e;&e;</dict></plist>

    """

  @Test("entries inside an internal entity: no span is recorded, and --fix leaves the file, without a crash")
  func entityEntries() throws {
    var spans = PropertyListSpans()
    let root = try PropertyListReader.parse(Array(Self.entityDuplicates.utf8), file: "e.plist", spans: &spans)
    #expect(root.dictionary != nil)
    #expect(spans.elements.isEmpty && spans.entries.isEmpty)

    let fixture = try LintFixture(["en.lproj/L.stringsdict": Self.entityDuplicates])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.stringsdict"
    let (fixes, before, _) = applyFixes(fixture.root)
    #expect(
      before.findings.contains { $0.diagnostic.code == .identicalDuplicateKey }, "\(before.diagnostics)")
    #expect(fixes.fixCount == 0)
    #expect(fixes.diff(relativeTo: fixture.root).isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.entityDuplicates)
  }
}

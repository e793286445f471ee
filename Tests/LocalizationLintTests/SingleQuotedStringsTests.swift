import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// CoreFoundation's old-style reader quotes a string with `'` as well as `"`, the string
/// ending at the mark it opened with (`CFOldStylePList.c`, `parsePlistString`). The linter
/// reads, suppresses and fixes such a file as it reads one written with `"`.
@Suite("a .strings file quoting with ' is linted, suppressed and fixed as Apple reads it")
struct SingleQuotedStringsTests {
  @Test("'%d files' is a plural candidate, no parse error; --fix migrates it into each .stringsdict")
  func migrated() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "'other' = 'it\\'s \"x\"';\n\"deleted\" = '%d files deleted';\n",
      "pl.lproj/L.strings": "'deleted' = \"Usunięto plików: %d\";\n",
    ])
    defer { fixture.remove() }
    let before = fixture.lint()
    #expect(!before.diagnostics.contains { $0.code == .parseError }, "\(before.diagnostics)")
    #expect(before.diagnostics.filter { $0.code == .pluralCandidate }.count == 1, "\(before.diagnostics)")
    let (fixes, _, after) = applyFixes(fixture.root)
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    let contents = fixture.texts()
    #expect(contents["en.lproj/L.strings"] == "'other' = 'it\\'s \"x\"';\n")
    #expect(contents["pl.lproj/L.strings"] == "")
    #expect(contents["en.lproj/L.stringsdict"]?.contains("<string>%d files deleted</string>") == true)
    #expect(contents["pl.lproj/L.stringsdict"]?.contains("<string>Usunięto plików: %d</string>") == true)
    #expect(!after.diagnostics.contains { $0.code == .pluralCandidate || $0.code == .parseError })
  }

  @Test("a fix inside a '-quoted value rewrites between its quotes: %2$@ given back its %")
  func fixInside() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"a\" = \"%1$@, %2$@ and %3$@\";\n",
      "fr.lproj/L.strings": "\"a\" = '%1$@, 2$@ et %3$@';\n",
    ])
    defer { fixture.remove() }
    let (fixes, _, _) = applyFixes(fixture.root)
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    #expect(fixture.contents()["fr.lproj/L.strings"] == Data("\"a\" = '%1$@, %2$@ et %3$@';\n".utf8))
  }

  @Test(
    "a comment marker inside a '-quoted string is text; a \" inside it does not end it",
    arguments: [
      "'note' = '/* plurals-lint:disable:next mixed-positional */';\n",
      "'note' = 'a \" /* plurals-lint:disable:next mixed-positional */';\n",
    ])
  func markerQuoted(_ note: String) throws {
    let report = try lintReport(["en.lproj/S.strings": note + "\"a\" = \"%@ %1$@\";\n"])
    #expect(report.diagnostics.filter { $0.code == .mixedPositional }.count == 1, "\(report.diagnostics)")
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression || $0.code == .parseError })
  }

  @Test("a suppression comment after a '-quoted entry holding \" covers the entry below it")
  func suppressionAfter() throws {
    let report = try lintReport([
      "en.lproj/S.strings":
        "'q' = 'say \"';\n/* plurals-lint:disable:next mixed-positional */\n'a' = '%@ %1$@';\n"
    ])
    #expect(!report.diagnostics.contains { $0.code == .mixedPositional }, "\(report.diagnostics)")
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression || $0.code == .parseError })
  }
}

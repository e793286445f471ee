import Foundation
import LocalizedStrings
import SourceFiles
import TestSupport
import Testing

@testable import LocalizationLint

@Suite("lint --fix: a suggested replacement is made only where its text stands apart, once")
struct ReplacementFixTests {
  @Test(
    "a stray '%' before a word ('% gli' where en has %ld): reported, no fix offered, no look-alike advice")
  func strayPercentBeforeAWord() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%ld items deleted\";\n",
      "it.lproj/L.strings": "\"deleted\" = \"ha eliminato % gli elementi\";\n",
    ])
    defer { fixture.remove() }
    let path = fixture.root + "/it.lproj/L.strings"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let (fixes, before, _) = applyFixes(fixture.root)
    let findings = before.findings.filter { $0.diagnostic.location.file.hasSuffix("it.lproj/L.strings") }
    let lookAlike = findings.first { $0.diagnostic.code == .conversionLookAlike }
    #expect(lookAlike != nil, "\(before.diagnostics)")
    #expect(lookAlike?.diagnostic.suggestion == nil)
    #expect(lookAlike?.diagnostic.message.contains("write '%g'") == false)
    #expect(lookAlike?.diagnostic.message.contains("before a word") == true)
    #expect(fixes.fixCount == 0)
    // The note says no fix is right here, not that the bytes were uncertain.
    #expect(
      fixes.skipped.contains { $0.contains("it.lproj/L.strings:1:") && $0.contains("no one fix is right") },
      "\(fixes.skipped)")
    #expect(!fixes.skipped.contains { $0.contains("not certain") }, "\(fixes.skipped)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
  }

  @Test("the replaced text must stand apart: not inside a longer conversion, not the start of a word")
  func replacementStandsApart() throws {
    let text = "\"a\" = \"%12$@ 2$@\";\n\"b\" = \"x % gli\";\n\"c\" = \"x % g y\";\n\"d\" = \"%12$@\";\n"
    let fixable = try #require(
      try FixableText(fileBytes: Array(text.utf8), kind: .strings, path: "L.strings"))
    func only(_ literal: String, line: Int) -> Range<Int>? {
      fixable.stringContent(at: SourcePosition(line: line, column: 7)).flatMap {
        fixable.onlyOccurrence(of: literal, in: $0)
      }
    }
    // "2$@" is written twice in a's string (once inside %12$@): not certain.
    #expect(only("2$@", line: 1) == nil)
    #expect(only("% g", line: 2) == nil)
    // Written once, but as the end of %12$@.
    #expect(only("2$@", line: 4) == nil)
    let alone = try #require(only("% g", line: 3))
    #expect(String(decoding: fixable.bytes[alone], as: UTF8.self) == "% g")
  }

  @Test("a look-alike inside a `key;` entry (its value is its key) is not rewritten: the key would change")
  func valueThatIsItsKey() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"lld files\" = \"%lld files\";\n",
      "fr.lproj/L.strings": "\"lld files\";\n",
    ])
    defer { fixture.remove() }
    let path = fixture.root + "/fr.lproj/L.strings"
    let before = Linter.lint(paths: [fixture.root])
    #expect(before.countsByCode[.conversionLookAlike] == 1, "\(before.diagnostics)")
    let fixes = LintFixes(report: before, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.skipped.contains { $0.contains("also the entry's key") }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"lld files\";\n")
  }

  /// Beside a finding no fix answers (a look-alike of a conversion with no one right fix), a
  /// table's plural candidate is migrated at once; beside one another fix rewrites (an identical
  /// copy), it waits for the next run, as before.
  @Test(
    "a migration waits only for a file another fix rewrites",
    arguments: [
      ("\"size\" = \"ha % gli MB\";\n", true), ("\"size\" = \"%ld MB\";\n\"size\" = \"%ld MB\";\n", false),
    ])
  func migrationBesideOtherFindings(_ other: String, _ migrated: Bool) throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"size\" = \"%ld MB\";\n\"deleted\" = \"%d files deleted\";\n",
      "it.lproj/L.strings": other + "\"deleted\" = \"%d file eliminati\";\n",
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect((fixes.fixedFindings[.pluralCandidate] ?? 0) == (migrated ? 1 : 0), "\(fixes.skipped)")
    #expect(fixes.skipped.contains { $0.contains("another fix answers") } == !migrated, "\(fixes.skipped)")
  }
}

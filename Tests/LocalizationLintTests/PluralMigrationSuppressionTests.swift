import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// A `.strings` entry a suppression comment covers is not migrated: the comment would stay
/// behind suppressing nothing (`superfluous-suppression`) and the entry's finding come back
/// in the `.stringsdict`, so a `--werror` job that passed would fail after `--fix`. The note
/// names the comment; the table's other entries migrate.
@Suite("plurals lint --fix: an entry under a suppression comment is not migrated, with a note")
struct PluralMigrationSuppressionTests {
  static let english = "\"deleted\" = \"%d files deleted\";\n\"photos\" = \"%d photos\";\n"
  static let polish = "\"deleted\" = \"Usunięto pliki\";\n\"photos\" = \"%d zdjęć\";\n"

  /// The Polish or English file with a comment covering "deleted", and the comment's line.
  static let covered: [(name: String, language: String, text: String, line: Int)] = [
    (
      "disable:next", "pl",
      "/* plurals-lint:disable:next number-dropped */\n\"deleted\" = \"Usunięto pliki\";\n\"photos\" = \"%d zdjęć\";\n",
      1
    ),
    (
      "disable:this", "pl",
      "\"deleted\" = \"Usunięto pliki\"; // plurals-lint:disable:this number-dropped\n\"photos\" = \"%d zdjęć\";\n",
      1
    ),
    (
      "disable:previous", "pl",
      "\"deleted\" = \"Usunięto pliki\";\n/* plurals-lint:disable:previous number-dropped */\n\"photos\" = \"%d zdjęć\";\n",
      2
    ),
    (
      "a disable block", "pl",
      "\"photos\" = \"%d zdjęć\";\n/* plurals-lint:disable number-dropped */\n\"deleted\" = \"Usunięto pliki\";\n/* plurals-lint:enable number-dropped */\n",
      2
    ),
    (
      "a disable block to the end", "pl",
      "\"photos\" = \"%d zdjęć\";\n// plurals-lint:disable number-dropped\n\"deleted\" = \"Usunięto pliki\";\n",
      2
    ),
    (
      "disable:next, the key's line ending with =", "en",
      "\"photos\" = \"%d photos\";\n/* plurals-lint:disable:next percent-in-text */\n\"deleted\" =\n  \"%d files deleted\";\n",
      2
    ),
    (
      "disable:previous under a value on the line after its key", "en",
      "\"photos\" = \"%d photos\";\n\"deleted\" =\n  \"%d files deleted\";\n/* plurals-lint:disable:previous percent-in-text */\n",
      4
    ),
  ]

  @Test("refused with a note naming the comment; the other entry migrates", arguments: covered.map(\.name))
  func refused(name: String) throws {
    let layout = try #require(Self.covered.first { $0.name == name })
    var tree = ["en.lproj/L.strings": Self.english, "pl.lproj/L.strings": Self.polish]
    tree["\(layout.language).lproj/L.strings"] = layout.text
    let fixture = try LintFixture(tree)
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.countsByCode[.pluralCandidate] == 2, "\(report.diagnostics)")
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    let notes = fixes.skipped.filter { $0.contains("[plural-candidate]") }
    #expect(notes.count == 1, "\(notes)")
    #expect(
      notes.first?.contains(
        "its entry in \(fixture.root)/\(layout.language).lproj/L.strings is covered by the suppression comment on line \(layout.line) ('plurals-lint:disable"
      ) == true, "\(notes)")
    #expect(fixes.apply().isEmpty)
    let contents = fixture.texts()
    // The covered entry and its comment stay where they were; "photos" moved.
    #expect(contents["\(layout.language).lproj/L.strings"]?.contains("plurals-lint:disable") == true)
    for language in ["en", "pl"] {
      let strings = try #require(contents["\(language).lproj/L.strings"])
      #expect(strings.contains("\"deleted\""), "\(language)")
      #expect(!strings.contains("\"photos\""), "\(language)")
      let dict = try #require(contents["\(language).lproj/L.stringsdict"])
      #expect(dict.contains("<key>photos</key>") && !dict.contains("<key>deleted</key>"), "\(language)")
    }
    // Nothing the run before reported besides the candidates is reported after it.
    let after = fixture.lint()
    #expect(
      after.countsByCode[.superfluousSuppression] == report.countsByCode[.superfluousSuppression],
      "\(after.diagnostics)")
    #expect(after.countsByCode[.pluralCandidate] == 1)
  }

  @Test("a comment covering another entry, or naming nothing the entry's lines hold, does not refuse it")
  func notCovered() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": Self.english,
      "pl.lproj/L.strings":
        "\"deleted\" = \"Usunięto plików: %d\";\n/* swiftlint:disable:previous number-dropped */\n"
        + "/* plurals-lint:disable:next number-dropped */\n\"photos\" = \"Zdjęcia\";\n",
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    // "deleted" migrates (SwiftLint's comment covers nothing); "photos" is covered in Polish.
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.skipped.filter { $0.contains("covered by the suppression comment on line 3") }.count == 1)
  }

  /// An entry's lines end at its `;`: a comment on the next entry's line covers that entry
  /// alone, not the one that ends on the line before.
  @Test("a disable:this on the next entry's line leaves the entry above it to migrate")
  func nextLineOnly() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": Self.english,
      "pl.lproj/L.strings":
        "\"deleted\" = \"Usunięto plików: %d\";\n\"photos\" = \"Zdjęcia\"; // plurals-lint:disable:this number-dropped\n",
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.skipped.filter { $0.contains("covered by the suppression comment on line 2") }.count == 1)
  }

  /// The ranges sorted by first line, the furthest-reaching kept for the search: a long block
  /// before short ranges still covers the lines after them.
  @Test("SuppressedLines finds the comment covering any of an entry's lines, nested and in any order")
  func coveringSearch() throws {
    let text = """
      /* plurals-lint:disable a */
      "x" = "1";
      /* plurals-lint:disable:next b */
      "y" = "2";
      "z" = "3";
      /* plurals-lint:enable a */
      "w" = "4";
      "v" = "5"; // plurals-lint:disable:this c
      "u" =
      "6"; /* swiftlint:disable:previous d */

      """
    let lines = SuppressedLines(kind: .strings, bytes: Array(text.utf8))
    #expect(lines.covering(2...2)?.directive == "plurals-lint:disable a")
    #expect(lines.covering(5...5)?.line == 1)
    #expect(lines.covering(4...4) != nil)
    #expect(lines.covering(7...7) == nil)
    #expect(lines.covering(8...8)?.directive == "plurals-lint:disable:this c")
    #expect(lines.covering(9...10) == nil)
    #expect(lines.covering(7...9)?.line == 8)
    #expect(SuppressedLines(kind: .strings, bytes: Array("\"a\" = \"b\";\n".utf8)).covering(1...1) == nil)
  }
}

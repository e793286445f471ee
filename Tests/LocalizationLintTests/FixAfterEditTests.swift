import Foundation
import SourceFiles
import Testing

@testable import LocalizationLint

/// `--fix` rewrites a file at the places its findings name, places in the bytes the run
/// linted; a file written after it was linted (an editor's save while a long run went on)
/// is refused with a note, and left as it now is, not fixed at places that no longer hold
/// the finding. Both ways a save shows: a new file renamed over the old (another inode),
/// and the same file rewritten in place (the same size, a later modification time).
@Suite("plurals lint --fix: a file written after it was linted")
struct FixAfterEditTests {
  enum Save: String, CaseIterable, Sendable {
    /// A new file renamed over the old one, as most editors save.
    case renamed
    /// The same file rewritten in place, to the same size, modified later.
    case inPlace
  }

  /// Writes `text` at `path` as `save` does; `text` is as long as what is there.
  static func save(_ text: String, at path: String, _ save: Save) throws {
    switch save {
    case .renamed:
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    case .inPlace:
      let before = try FileManager.default.attributesOfItem(atPath: path)
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
      // The system's clock may not tick between the lint and the save: said outright.
      let modified = try #require(before[.modificationDate] as? Date)
      try FileManager.default.setAttributes(
        [.modificationDate: modified.addingTimeInterval(2)], ofItemAtPath: path)
    }
  }

  @Test("a duplicate's removal is refused; the file keeps the saved text", arguments: Save.allCases)
  func duplicate(save: Save) throws {
    let fixture = try LintFixture(["en.lproj/L.strings": "\"a\" = \"x\";\n\"a\" = \"x\";\n"])
    defer { fixture.remove() }
    let report = Linter.lint(paths: [fixture.root])
    #expect(report.diagnostics.map(\.code) == [.identicalDuplicateKey])
    // The same length: the second line is now another entry, which the removal would take.
    let saved = "\"a\" = \"x\";\n\"b\" = \"y\";\n"
    try Self.save(saved, at: fixture.root + "/en.lproj/L.strings", save)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.files.isEmpty)
    #expect(
      fixes.skipped.contains { $0.contains("L.strings: it was written after it was linted; lint it again") },
      "\(fixes.skipped)")
    _ = fixes.apply()
    #expect(try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8) == saved)
  }

  @Test("a plural candidate's migration is refused; no file is written", arguments: Save.allCases)
  func migration(save: Save) throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      "pl.lproj/L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n",
    ])
    defer { fixture.remove() }
    let report = Linter.lint(paths: [fixture.root])
    #expect(report.diagnostics.map(\.code) == [.pluralCandidate])
    let saved = "\"deleted\" = \"%d filez deleted\";\n"
    try Self.save(saved, at: fixture.root + "/en.lproj/L.strings", save)
    let before = fixture.contents()
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.files.isEmpty)
    #expect(
      fixes.skipped.contains { $0.contains("L.strings was written after it was linted; lint it again") },
      "\(fixes.skipped)")
    _ = fixes.apply()
    #expect(fixture.contents() == before)
  }

  @Test("a file as it was linted is fixed")
  func unchanged() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": "\"a\" = \"x\";\n\"a\" = \"x\";\n"])
    defer { fixture.remove() }
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
  }
}

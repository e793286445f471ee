import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// How `plurals lint --fix` writes a `plural-candidate` migration: an entry is always in one
/// file of its table, never in none, and the files it rewrites keep what they were.
@Suite("plurals lint --fix: a migration's writes")
struct PluralMigrationWriteTests {
  static let english = "\"deleted\" = \"%d files deleted\";\n\"title\" = \"T\";\n"
  static let french = "\"deleted\" = \"%d fichiers\";\n\"title\" = \"T\";\n"

  /// A file appears where the migration creates a `.stringsdict`, between the plan and the
  /// write: that `.stringsdict` is not written over, and the `.strings` file whose entry would
  /// move there is left as it was (written first, it would lose the entry).
  @Test(
    "a .stringsdict that cannot be created keeps its .strings file as it was; the file in its place stays")
  func stringsdictNotCreated() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": Self.english, "fr.lproj/L.strings": Self.french])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(
      fixes.files.map { ($0.path as NSString).lastPathComponent }.sorted() == [
        "L.strings", "L.strings", "L.stringsdict", "L.stringsdict",
      ], "\(fixes.files.map(\.path)) \(fixes.skipped)")
    let planted = fixture.root + "/en.lproj/L.stringsdict"
    try "planted".write(toFile: planted, atomically: false, encoding: .utf8)
    let failures = fixes.apply()
    #expect(try String(contentsOfFile: planted, encoding: .utf8) == "planted")
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8) == Self.english)
    #expect(
      failures.contains {
        // Never written (its .stringsdict files go first), not written and put back.
        $0.location.file.hasSuffix("en.lproj/L.strings") && $0.message.contains("not written: a .stringsdict")
      }, "\(failures)")
    #expect(failures.contains { $0.location.file.hasSuffix("en.lproj/L.stringsdict") }, "\(failures)")
  }

  /// The `.strings` files a migration rewrites keep their permission bits, as every other fix's
  /// file does (`FixedFileIdentityTests`).
  @Test("the .strings files a migration rewrites keep their permission bits", arguments: [0o640, 0o755])
  func permissionsKept(mode: Int) throws {
    let fixture = try LintFixture(["en.lproj/L.strings": Self.english, "fr.lproj/L.strings": Self.french])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.strings"
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    let failures = fixes.apply()
    #expect(failures.isEmpty, "\(failures)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"title\" = \"T\";\n")
    let written = try FixedFileIdentityTests.permissions(path)
    #expect(written == mode, "0o\(String(written, radix: 8))")
  }

  /// The `.strings` file is swapped for a symbolic link between the plan and the write: it is
  /// refused, and the link stays a link.
  @Test("a .strings file swapped for a link after the plan is not written through")
  func swappedForLink() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": Self.english, "fr.lproj/L.strings": Self.french])
    defer { fixture.remove() }
    let outside = try LintFixture(["L.strings": Self.english])
    defer { outside.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    let path = fixture.root + "/en.lproj/L.strings"
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.root + "/L.strings")
    let failures = fixes.apply()
    #expect(
      failures.contains { $0.location.file.hasSuffix("en.lproj/L.strings") }, "\(failures)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: path) == outside.root + "/L.strings")
    #expect(try String(contentsOfFile: outside.root + "/L.strings", encoding: .utf8) == Self.english)
  }
}

import Foundation
import SourceFiles
import Testing

@testable import LocalizationLint

/// `--fix` replaces a file by renaming a new one over it, which a writable folder allows
/// whatever the file's own permissions say. So it asks first, as an editor does: a file no
/// one may write (a Perforce checkout's file not opened for edit) or this user may not is
/// left alone with a note; and a file it rewrites keeps its owner and group where the system
/// lets it give them (a run as root, in a container over a user's checkout).
@Suite("plurals lint --fix: a file's permissions and owner")
struct FixReadOnlyAndOwnerTests {
  static let duplicate = "\"a\" = \"x\";\n\"a\" = \"x\";\n"
  static let migrating = [
    "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
    "pl.lproj/L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n",
  ]

  static func setPermissions(_ permissions: Int, _ path: String) throws {
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
  }

  static func owner(_ path: String) throws -> (UInt32, UInt32) {
    let identity = try #require(FileSystem.identity(of: path))
    return (identity.owner, identity.group)
  }

  static var isRoot: Bool { geteuid() == 0 }

  @Test("a read-only file (no w bit) is not fixed, whoever runs", arguments: [0o444, 0o400, 0o555])
  func readOnly(permissions: Int) throws {
    let fixture = try LintFixture(["en.lproj/L.strings": Self.duplicate])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.strings"
    try Self.setPermissions(permissions, path)
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    #expect(fixes.files.isEmpty)
    #expect(
      fixes.unwritable == [
        "not fixed: \(path): it is read-only (no one may write it); make it writable to fix it"
      ],
      "\(fixes.unwritable)")
    #expect(fixes.skipped.isEmpty, "\(fixes.skipped)")
    _ = fixes.apply()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.duplicate)
  }

  @Test("a file only its group may write: not fixed by its owner; root may write it")
  func notThisUsers() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": Self.duplicate])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.strings"
    try Self.setPermissions(0o464, path)
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    if Self.isRoot {
      #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    } else {
      #expect(fixes.files.isEmpty)
      #expect(
        fixes.unwritable.contains {
          $0.hasSuffix("L.strings: its permissions do not let this user write it")
        },
        "\(fixes.unwritable)")
    }
  }

  @Test(
    "a plural migration with a read-only file is refused whole: a .strings file of either language, a .stringsdict",
    arguments: ["en.lproj/L.strings", "pl.lproj/L.strings", "pl.lproj/L.stringsdict"])
  func migration(readOnly name: String) throws {
    var files = Self.migrating
    files["pl.lproj/L.stringsdict"] = plist(pluralEntry([("one", "%d plik"), ("many", "%d plików")]))
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    try Self.setPermissions(0o444, fixture.root + "/" + name)
    let report = Linter.lint(paths: [fixture.root])
    #expect(report.diagnostics.map(\.code).contains(.pluralCandidate))
    let before = fixture.contents()
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.files.isEmpty)
    #expect(
      fixes.unwritable.contains {
        $0.hasPrefix("not fixed: ") && $0.contains("\(name): it is read-only (no one may write it)")
          && $0.hasSuffix("[plural-candidate]")
      },
      "\(fixes.unwritable)")
    #expect(!fixes.skipped.contains { $0.contains("read-only") }, "\(fixes.skipped)")
    _ = fixes.apply()
    #expect(fixture.contents() == before)
  }

  @Test(
    "run as root, a fixed file keeps its owner and group, by a fix and by a migration",
    .enabled(if: FixReadOnlyAndOwnerTests.isRoot, "only root may give a file to another user"))
  func ownerKept() throws {
    let fixture = try LintFixture(Self.migrating.merging(["de.lproj/D.strings": Self.duplicate]) { $1 })
    defer { fixture.remove() }
    let paths = ["de.lproj/D.strings", "en.lproj/L.strings", "pl.lproj/L.strings"].map {
      fixture.root + "/" + $0
    }
    for (index, path) in paths.enumerated() {
      #expect(chown(path, uid_t(4_321 + index), gid_t(8_765 + index)) == 0)
      try Self.setPermissions(0o640, path)
    }
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    #expect(fixes.files.count == 5, "\(fixes.skipped)")  // two .stringsdict files created
    #expect(fixes.apply().isEmpty)
    for (index, path) in paths.enumerated() {
      #expect(try Self.owner(path) == (UInt32(4_321 + index), UInt32(8_765 + index)), "\(path)")
    }
    // A .stringsdict it creates is its .strings file's: owner, group and permission bits.
    for (index, language) in ["en", "pl"].enumerated() {
      let created = fixture.root + "/\(language).lproj/L.stringsdict"
      #expect(try Self.owner(created) == (UInt32(4_322 + index), UInt32(8_766 + index)))
      #expect(FileSystem.identity(of: created)?.permissions == 0o640)
    }
  }

  @Test(
    "a migration whose .stringsdict is not written writes no .strings file and removes the .stringsdict made")
  func stringsWaitForEveryStringsdict() throws {
    let fixture = try LintFixture(Self.migrating)
    defer { fixture.remove() }
    let before = fixture.contents()
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    #expect(fixes.files.count == 4, "\(fixes.skipped)")
    // Planned, then the Polish .stringsdict's name is taken before it is made.
    #expect(
      FileManager.default.createFile(
        atPath: fixture.root + "/pl.lproj/L.stringsdict", contents: Data("x".utf8)))
    let failures = fixes.apply()
    #expect(failures.map(\.location.file).contains { $0.hasSuffix("pl.lproj/L.stringsdict") }, "\(failures)")
    for name in ["en.lproj/L.strings", "pl.lproj/L.strings"] {
      #expect(fixture.contents()[name] == before[name], "\(name)")
    }
    // The English .stringsdict, made before the Polish one failed, is removed again.
    #expect(fixture.contents()["en.lproj/L.stringsdict"] == nil)
    #expect(
      failures.contains {
        $0.location.file.hasSuffix("en.lproj/L.stringsdict") && $0.message.contains("put back")
      })
  }

  @Test(
    "FileSystem.replace of a file read, or of a report there, keeps its owner and group; a new file is the writer's",
    .enabled(if: FixReadOnlyAndOwnerTests.isRoot, "only root may give a file to another user"))
  func replaceKeepsOwner() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": Self.duplicate])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.strings"
    #expect(chown(path, 4_321, 8_765) == 0)
    let identity = try FileSystem.contentsAndIdentity(of: path).identity
    try FileSystem.replace(path, withBytes: Array("\"a\" = \"x\";\n".utf8), replacing: identity)
    #expect(try Self.owner(path) == (4_321, 8_765))
    // The writer's own file of another group keeps that group.
    #expect(chown(path, geteuid(), 8_766) == 0)
    let own = try FileSystem.contentsAndIdentity(of: path).identity
    try FileSystem.replace(path, withBytes: Array("\"b\" = \"y\";\n".utf8), replacing: own)
    #expect(try Self.owner(path) == (geteuid(), 8_766))
    // A text written over a file there (a report, a baseline) keeps its owner, group and bits.
    #expect(chown(path, 4_323, 8_767) == 0)
    try Self.setPermissions(0o600, path)
    try FileSystem.replace(path, with: "report\n")
    #expect(try Self.owner(path) == (4_323, 8_767))
    #expect(FileSystem.identity(of: path)?.permissions == 0o600)
    // A new one is the writer's.
    try FileSystem.replace(path + ".new", with: "report\n")
    #expect(try Self.owner(path + ".new") == (geteuid(), getegid()))
  }

  @Test("a migration's .strings file not written at the end undoes it: every file as it was")
  func migrationUndone() throws {
    var files = Self.migrating
    files["de.lproj/L.strings"] = "\"deleted\" = \"%d Dateien gelöscht\";\n"
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    #expect(fixes.files.count == 6, "\(fixes.skipped)")
    // Planned, then the Polish .strings file is saved anew (another file, the same text): its
    // write is refused, after the .stringsdict files and the German .strings file were written.
    let polish = fixture.root + "/pl.lproj/L.strings"
    try Self.migrating["pl.lproj/L.strings"]!.write(toFile: polish, atomically: true, encoding: .utf8)
    let before = fixture.contents()
    let failures = fixes.apply().map { "\($0.location.file): \($0.message)" }
    #expect(
      failures.contains { $0.contains("pl.lproj/L.strings: cannot write the file: it changed") },
      "\(failures)")
    // The three .stringsdict files, and the German and English .strings files written before.
    #expect(failures.filter { $0.contains("put back as it was") }.count == 5, "\(failures)")
    #expect(fixture.contents() == before)
  }

  @Test("two keys of a table moving in different languages are undone together")
  func migrationsLinkedUndone() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"a\" = \"%d files deleted\";\n\"b\" = \"%d photos found\";\n",
      "pl.lproj/L.strings": "\"a\" = \"Usunięto plików: %d\";\n",
      "de.lproj/L.strings": "\"b\" = \"%d Fotos gefunden\";\n",
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 2], "\(fixes.skipped)")
    // The Polish file is saved anew after planning: it is the last written, after German.
    let polish = fixture.root + "/pl.lproj/L.strings"
    try "\"a\" = \"Usunięto plików: %d\";\n".write(toFile: polish, atomically: true, encoding: .utf8)
    let before = fixture.contents()
    let failures = fixes.apply()
    #expect(failures.contains { $0.location.file.hasSuffix("de.lproj/L.stringsdict") }, "\(failures)")
    #expect(fixture.contents() == before)
  }

  @Test("an undo leaves a file saved since --fix wrote it, and then keeps the .stringsdict files")
  func undoLeavesSavedFile() throws {
    let fixture = try LintFixture(Self.migrating)
    defer { fixture.remove() }
    let fixes = LintFixes(report: Linter.lint(paths: [fixture.root]), roots: [fixture.root])
    let english = try #require(fixes.files.first { $0.path.hasSuffix("en.lproj/L.strings") })
    let dict = try #require(fixes.files.first { $0.path.hasSuffix("en.lproj/L.stringsdict") })
    // As if --fix had written both, then someone saved the .strings file anew.
    let saved = "\"deleted\" = \"%d files removed\";\n"
    try saved.write(toFile: english.realPath, atomically: true, encoding: .utf8)
    #expect(FileManager.default.createFile(atPath: dict.realPath, contents: Data(dict.fixed)))
    let errors = LintFixes.putBack([dict, english]).map { "\($0.location.file): \($0.message)" }
    #expect(
      errors.contains {
        $0.contains("en.lproj/L.strings: ") && $0.contains("no longer holds what --fix wrote")
      })
    #expect(errors.contains { $0.contains("en.lproj/L.stringsdict: ") && $0.contains("kept") }, "\(errors)")
    #expect(try String(contentsOfFile: english.realPath, encoding: .utf8) == saved)
    #expect(FileManager.default.contents(atPath: dict.realPath) == Data(dict.fixed))
  }

  @Test(
    "run as root, --output and --write-baseline over a user's files keep them theirs, bits included",
    .enabled(if: FixReadOnlyAndOwnerTests.isRoot, "only root may give a file to another user"))
  func reportsKeepOwner() throws {
    let fixture = try LintFixture([
      "App/en.lproj/L.strings": Self.duplicate, "lint.json": "{}\n", "baseline.json": "{}\n",
    ])
    defer { fixture.remove() }
    for (index, name) in ["lint.json", "baseline.json"].enumerated() {
      #expect(chown(fixture.root + "/" + name, uid_t(4_321 + index), gid_t(8_765 + index)) == 0)
      try Self.setPermissions(0o600, fixture.root + "/" + name)
    }
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/App"]
    invocation.format = .json
    invocation.outputPath = fixture.root + "/lint.json"
    invocation.writeBaselinePath = fixture.root + "/baseline.json"
    let outcome = invocation.run()
    #expect(outcome.status == 0, "\(outcome.messages)")
    for (index, name) in ["lint.json", "baseline.json"].enumerated() {
      let path = fixture.root + "/" + name
      #expect(
        try String(contentsOfFile: path, encoding: .utf8).contains("identical-duplicate-key"), "\(name)")
      #expect(try Self.owner(path) == (UInt32(4_321 + index), UInt32(8_765 + index)), "\(name)")
      #expect(FileSystem.identity(of: path)?.permissions == 0o600, "\(name)")
    }
  }
}

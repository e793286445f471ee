import Foundation
import Testing

/// `plurals lint --fix` when a fix cannot be written: exit status 2 (as for a path not
/// read), the error on standard error, and the summary counting only the files written.
/// The write fails as in a read-only folder, even as root: the file's name is as long as a
/// name may be, so the temporary file made next to it cannot be created (the in-process
/// tests: LocalizationLintTests' `FixWriteFailureTests`).
@Suite("plurals lint --fix: a fix not written is exit status 2")
struct FixExitStatusTests {
  static let copy = "\"a\" = \"A\";\n\"a\" = \"A\";\n"

  /// A tree with the file of the longest name and `others` files with a copy each.
  static func tree(others: Int) throws -> String {
    let root = NSTemporaryDirectory() + "fix-status-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    let long = root + "/en.lproj/" + String(repeating: "L", count: 247) + ".strings"
    try copy.write(toFile: long, atomically: false, encoding: .utf8)
    for index in 0..<others {
      try copy.write(toFile: root + "/en.lproj/F\(index).strings", atomically: false, encoding: .utf8)
    }
    return root
  }

  @Test(
    "the only file not written, and one among three: exit 2, its error, only the files written counted",
    arguments: [0, 3])
  func notWritten(others: Int) throws {
    let root = try Self.tree(others: others)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = try runPlurals(["lint", "--fix", root])
    #expect(run.status == 2, "\(run.error)")
    #expect(run.error.contains("LLLL.strings:1:1: cannot write the file: "), "\(run.error)")
    let files = others == 1 ? "1 file" : "\(others) files"
    let findings = others == 1 ? "1 finding" : "\(others) findings"
    #expect(
      run.error.contains(
        "plurals: note: fixed \(findings) in \(files); not written: 1 file, their findings not fixed\n"),
      "\(run.error)")
    // Without --fix the tree is clean: its findings are notes; the status is the fix's.
    #expect(try runPlurals(["lint", root]).status == 0)
  }

  /// A read-only file (no `w` bit: refused when planned, whoever runs) in a tree: a fix
  /// (a copy removed) or a migration (a `.strings` entry or a catalog string made plural).
  static let readOnlyTrees: [(name: String, files: [String: String])] = [
    ("en.lproj/L.strings", ["en.lproj/L.strings": copy]),
    (
      "pl.lproj/P.strings",
      [
        "en.lproj/P.strings": "\"n\" = \"%d files deleted\";\n",
        "pl.lproj/P.strings": "\"n\" = \"Usunięto plików: %d\";\n",
      ]
    ),
    (
      "Catalog.xcstrings",
      [
        "Catalog.xcstrings": """
        {"sourceLanguage":"en","version":"1.0","strings":{"%lld files deleted":{}}}

        """
      ]
    ),
  ]

  @Test(
    "a read-only file ends --fix as a failed write does (error, exit 2); --dry-run notes it, exit 0",
    arguments: readOnlyTrees.map(\.name))
  func readOnly(name: String) throws {
    let files = try #require(Self.readOnlyTrees.first { $0.name == name }).files
    let root = NSTemporaryDirectory() + "fix-read-only-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: String(full[..<full.lastIndex(of: "/")!]), withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: false, encoding: .utf8)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/" + name)
    let dryRun = try runPlurals(["lint", "--fix", "--dry-run", root])
    #expect(dryRun.status == 0, "\(dryRun.error)")
    #expect(dryRun.error.contains("note: not fixed: "), "\(dryRun.error)")
    #expect(dryRun.error.contains("\(name): it is read-only (no one may write it)"), "\(dryRun.error)")
    let run = try runPlurals(["lint", "--fix", root])
    #expect(run.status == 2, "\(run.error)")
    #expect(run.error.contains("error: not fixed: "), "\(run.error)")
    #expect(run.error.contains("\(name): it is read-only (no one may write it)"), "\(run.error)")
    #expect(!run.error.contains("note: not fixed: "), "\(run.error)")
    for (path, text) in files {
      #expect(try String(contentsOfFile: root + "/" + path, encoding: .utf8) == text, "\(path)")
    }
  }
}

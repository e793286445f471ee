import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `plurals lint --fix` rewrites the file it read, and only that one: a file
/// swapped for another or for a link between the reading and the writing is
/// left alone, and a rewritten file keeps its permission bits.
@Suite("plurals lint --fix: the file read is the file written")
struct FixedFileIdentityTests {
  static let duplicated = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n"
  static let fixed = "\"a\" = \"A\";\n\"b\" = \"B\";\n"

  static func permissions(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test(
    "the permission bits are kept (0600, 0755, 0640, 0664; a read-only file is not fixed: FixReadOnlyAndOwnerTests)",
    arguments: [0o600, 0o755, 0o640, 0o664])
  func permissionsKept(mode: Int) throws {
    let fixture = try LintFixture(["tree/en.lproj/Localizable.strings": Self.duplicated])
    defer { fixture.remove() }
    let path = fixture.root + "/tree/en.lproj/Localizable.strings"
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    let fixes = LintFixes(
      report: Linter.lint(paths: [fixture.root + "/tree"]), roots: [fixture.root + "/tree"])
    #expect(fixes.fixCount == 1)
    let failures = fixes.apply()
    #expect(failures.isEmpty, "\(failures)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.fixed)
    let written = try Self.permissions(path)
    #expect(written == mode, "0o\(String(written, radix: 8))")
  }

  /// How the file read is swapped before the writing: another file renamed over it, a link to
  /// a file outside the tree, a link to a file inside it.
  enum Swap: String, CaseIterable { case otherFile, linkOut, linkIn }

  @Test(
    "a file swapped between the reading and the writing is not written: an error names it",
    arguments: Swap.allCases)
  func swapped(swap: Swap) throws {
    let fixture = try LintFixture([
      "tree/en.lproj/Localizable.strings": Self.duplicated,
      "tree/en.lproj/Other.strings": "\"other\" = \"kept\";\n",
      "outside/secret.strings": Self.duplicated,
      "swap.strings": Self.duplicated + "/* swapped in */\n",
    ])
    defer { fixture.remove() }
    let path = fixture.root + "/tree/en.lproj/Localizable.strings"
    let fixes = LintFixes(
      report: Linter.lint(paths: [fixture.root + "/tree"]), roots: [fixture.root + "/tree"])
    #expect(fixes.fixCount == 1)
    let manager = FileManager.default
    try manager.removeItem(atPath: path)
    switch swap {
    case .otherFile: try manager.moveItem(atPath: fixture.root + "/swap.strings", toPath: path)
    case .linkOut:
      try manager.createSymbolicLink(
        atPath: path, withDestinationPath: fixture.root + "/outside/secret.strings")
    case .linkIn: try manager.createSymbolicLink(atPath: path, withDestinationPath: "Other.strings")
    }
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let failures = fixes.apply()
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("changed since it was read") == true, "\(failures)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    let type = try manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    #expect(type == (swap == .otherFile ? .typeRegular : .typeSymbolicLink))
    #expect(
      try String(contentsOfFile: fixture.root + "/outside/secret.strings", encoding: .utf8) == Self.duplicated
    )
    // No temporary file is left beside it.
    #expect(
      try manager.contentsOfDirectory(atPath: fixture.root + "/tree/en.lproj").sorted() == [
        "Localizable.strings", "Other.strings",
      ])
  }
}

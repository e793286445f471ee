import Foundation
import TestSupport
import Testing

@testable import LocalizationLint

/// `plurals lint --fix --dry-run` on a UTF-16 file: a git binary patch of the
/// file's bytes, which `git apply` takes (and `git apply -R` undoes) beside the
/// text hunks of a UTF-8 file in the same diff. Git itself is the oracle: it
/// applies a binary patch only to a file whose blob id is the patch's old id,
/// and checks the result against its new id.
@Suite("lint --fix --dry-run: a UTF-16 file's change is a git binary patch")
struct DryRunBinaryPatchTests {
  /// `text` in UTF-16 with its byte order mark.
  static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += littleEndian ? [low, high] : [high, low]
    }
    return bytes
  }

  /// A duplicate key (removed by --fix) between lines with accents, an emoji (a surrogate pair)
  /// and CRLF line ends.
  static let frenchText =
    "\"a\" = \"Été\";\r\n\"b\" = \"🌍 %d\";\r\n\"a\" = \"Été\";\r\n\"c\" = \"Ça\";\r\n"
  static let englishText = "\"x\" = \"X\";\n\"x\" = \"X\";\n\"y\" = \"Y\";\n"

  @Test(
    "git apply takes the diff of a UTF-16 and a UTF-8 file, git apply -R undoes it", arguments: [true, false])
  func applies(littleEndian: Bool) throws {
    let fixture = try LintFixture(["en.lproj/A.strings": Self.englishText])
    defer { fixture.remove() }
    let french = Self.utf16(Self.frenchText, littleEndian: littleEndian)
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/fr.lproj", withIntermediateDirectories: true)
    try Data(french).write(to: URL(fileURLWithPath: fixture.root + "/fr.lproj/B.strings"))
    // A copy of the tree as it is, for git apply.
    let copy = NSTemporaryDirectory() + "dry-run-binary-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: fixture.root, toPath: copy)
    defer { try? FileManager.default.removeItem(atPath: copy) }

    let diff = Self.fix(fixture, dryRun: true)
    #expect(diff.contains("GIT binary patch"), "\(diff)")
    #expect(diff.contains("--- a/en.lproj/A.strings"), "the UTF-8 file keeps its text hunks\n\(diff)")
    #expect(!diff.contains("Été"), "the UTF-16 file's text is not shown as UTF-8 lines\n\(diff)")
    #expect(!diff.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(diff)")

    let applied = try runTool("/usr/bin/env", ["git", "apply", "-"], input: diff, directory: copy)
    #expect(applied.status == 0, "\(applied.output)\n\(diff)")
    Self.fix(fixture, dryRun: false)
    let fixedFrench = try Data(contentsOf: URL(fileURLWithPath: fixture.root + "/fr.lproj/B.strings"))
    #expect(fixedFrench != Data(french), "--fix changed the UTF-16 file")
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy + "/fr.lproj/B.strings")) == fixedFrench)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: copy + "/en.lproj/A.strings"))
        == Data(contentsOf: URL(fileURLWithPath: fixture.root + "/en.lproj/A.strings")))

    let reversed = try runTool("/usr/bin/env", ["git", "apply", "-R", "-"], input: diff, directory: copy)
    #expect(reversed.status == 0, "\(reversed.output)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy + "/fr.lproj/B.strings")) == Data(french))
    #expect(try String(contentsOfFile: copy + "/en.lproj/A.strings", encoding: .utf8) == Self.englishText)
  }

  /// Sizes around the edges of a base-85 line (52 bytes, 4-byte groups) and of a stored
  /// deflate block (65,535 bytes).
  static let sizes = [0, 1, 3, 4, 5, 25, 26, 27, 51, 52, 53, 104, 105, 65_529, 65_535, 65_536, 131_075]

  @Test("random bytes: git apply turns the old file into the new one through the patch alone")
  func randomBytes() throws {
    let seed = TestSeed.seed("DryRunBinaryPatchTests.randomBytes")
    var generator = SeededGenerator(seed: seed)
    let folder = NSTemporaryDirectory() + "binary-patch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (index, size) in Self.sizes.enumerated() {
      let old = (0..<Self.sizes[(index + 5) % Self.sizes.count]).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      let new = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let file = folder + "/f\(index).bin"
      try Data(old).write(to: URL(fileURLWithPath: file))
      let patch = GitBinaryPatch.patch(name: "f\(index).bin", old: old, new: new)
      let applied = try runTool("/usr/bin/env", ["git", "apply", "-"], input: patch, directory: folder)
      #expect(applied.status == 0, "size \(old.count) → \(size), seed \(seed): \(applied.output)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data(new), "size \(size), seed \(seed)")
      // The blob id is git's own.
      let hashed = try runTool("/usr/bin/env", ["git", "hash-object", file], input: "", directory: folder)
      #expect(hashed.output.trimmingCharacters(in: .whitespacesAndNewlines) == GitBinaryPatch.blobID(new))
    }
  }

  /// `--fix` of the fixture's whole tree (with `dryRun`, `--fix --dry-run`: its diff), paths
  /// relative to its root.
  @discardableResult
  static func fix(_ fixture: LintFixture, dryRun: Bool) -> String {
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.dryRun = dryRun
    invocation.workingDirectory = fixture.root
    return invocation.run().output
  }
}

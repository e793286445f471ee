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
}

import Foundation
import Testing

/// `plurals lint --fix` run by a user the file's permissions do not let write it: root may
/// write any file, so this is seen only from another user (`nobody`, through util-linux's
/// `setpriv`), as a CI job whose user is not the checkout's is.
@Suite("plurals lint --fix by a user who may not write the file")
struct FixAsAnotherUserTests {
  static let setpriv = "/usr/bin/setpriv"
  static var canSwitchUser: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv) }

  @Test(
    "a 0644 file of root's, fixed by nobody: left alone with a note naming why",
    .enabled(if: FixAsAnotherUserTests.canSwitchUser, "needs root and setpriv, to run as nobody"))
  func notThisUsers() throws {
    let root = NSTemporaryDirectory() + "fix-other-user-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let text = "\"a\" = \"x\";\n\"a\" = \"x\";\n"
    try FileManager.default.createDirectory(
      atPath: root + "/en.lproj", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
    let path = root + "/en.lproj/L.strings"
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o644]))
    let run = try runProcess(
      Self.setpriv,
      ["--reuid=65534", "--regid=65534", "--clear-groups", pluralsExecutable, "lint", "--fix", root])
    #expect(
      run.error.contains("note: not fixed: \(path): its permissions do not let this user write it"),
      "\(run.error)")
    #expect(!run.error.contains("cannot write"), "\(run.error)")
    #expect(run.status == 0, "\(run.error)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }
}

import Foundation
import Testing

/// `plurals lint --fix` as a user runs it, under the usual umask (022): each
/// rewritten file keeps its permission bits, also those the umask would
/// take from a new file (group and other write), in a `.strings` and a
/// `.stringsdict` alike.
@Suite("plurals lint --fix keeps each file's permission bits")
struct FixPermissionTests {
  static let strings = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n"
  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>a</key><string>A</string>
    <key>a</key><string>A</string>
    </dict></plist>

    """

  @Test(
    "modes 0664, 0666, 0600 and 0775 are kept under umask 022, the duplicates gone",
    arguments: [0o664, 0o666, 0o600, 0o775])
  func modesKept(mode: Int) throws {
    let manager = FileManager.default
    let root = NSTemporaryDirectory() + "fix-modes-\(UUID().uuidString)"
    defer { try? manager.removeItem(atPath: root) }
    try manager.createDirectory(atPath: root + "/App/en.lproj", withIntermediateDirectories: true)
    let paths = [root + "/App/en.lproj/Localizable.strings", root + "/App/en.lproj/Plural.stringsdict"]
    try Self.strings.write(toFile: paths[0], atomically: false, encoding: .utf8)
    try Self.stringsdict.write(toFile: paths[1], atomically: false, encoding: .utf8)
    for path in paths { try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: path) }
    let quoted = "'" + pluralsExecutable.replacingOccurrences(of: "'", with: "'\\''") + "'"
    let run = try runProcess("/bin/sh", ["-c", "umask 022; exec \(quoted) lint --fix App"], directory: root)
    #expect(run.error.contains("note: fixed 2 findings in 2 files"), "\(run.error)")
    for path in paths {
      let written = try #require(manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
      #expect(written == mode, "\(path): 0o\(String(written, radix: 8))")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(
        text.components(separatedBy: "<key>a</key>").count <= 2
          && text.components(separatedBy: "\"a\" =").count <= 2)
    }
  }
}

import Foundation
import Testing

/// `plurals lint --fix` run by a user who is not root (`nobody`, through util-linux's `setpriv`),
/// as a CI job whose user is not the checkout's is: root may write any file, so what the
/// permissions refuse, and the group a rewrite cannot keep, are seen only from such a user.
@Suite("plurals lint --fix by a user who may not write everything")
struct FixAsAnotherUserTests {
  static let setpriv = "/usr/bin/setpriv"
  static let nobody: UInt32 = 65_534

  /// Whether `nobody` can run the built executable on a folder of this process's temporary
  /// directory: root, setpriv, and a build and a temporary folder others may enter.
  static let canRunAsNobody: Bool = {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
    guard let probe = try? Tree(["en.lproj/L.strings": "\"a\" = \"x\";\n"]) else { return false }
    defer { probe.remove() }
    return (try? FixAsAnotherUserTests.lint(["--version"]).status) == 0
      && (try? FixAsAnotherUserTests.lint([probe.root]).status) == 0
  }()

  /// A folder of files in the temporary directory, every folder 0755, every file 0644.
  struct Tree {
    let root = NSTemporaryDirectory() + "fix-other-user-\(UUID().uuidString)"

    init(_ files: [String: String]) throws {
      let manager = FileManager.default
      try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
      for (name, text) in files {
        let folder = (root + "/" + name).split(separator: "/").dropLast().joined(separator: "/")
        try manager.createDirectory(atPath: "/" + folder, withIntermediateDirectories: true)
        try text.write(toFile: root + "/" + name, atomically: false, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: root + "/" + name)
      }
      for name in try manager.subpathsOfDirectory(atPath: root) + [""] where Self.isFolder(root + "/" + name)
      {
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/" + name)
      }
    }

    static func isFolder(_ path: String) -> Bool {
      var folder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    func path(_ name: String) -> String { root + "/" + name }

    /// Gives `name` (a file or folder of the tree, "" for the root) to `owner` and `group`.
    func chown(_ name: String, _ owner: UInt32, _ group: UInt32) {
      #expect(Foundation.chown(path(name), owner, group) == 0)
    }

    func mode(_ name: String, _ mode: Int) throws {
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path(name))
    }

    func text(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

    func status(_ name: String) -> stat? {
      var status = stat()
      return stat(path(name), &status) == 0 ? status : nil
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  /// `plurals lint ARGUMENTS` as nobody, in `groups` (none: no group but nobody's own).
  static func lint(_ arguments: [String], groups: [UInt32] = []) throws -> (
    status: Int32, output: String, error: String
  ) {
    let groupOption =
      groups.isEmpty ? "--clear-groups" : "--groups=" + groups.map(String.init).joined(separator: ",")
    return try runProcess(
      setpriv, ["--reuid=\(nobody)", "--regid=\(nobody)", groupOption, pluralsExecutable, "lint"] + arguments)
  }

  static let duplicate = "\"a\" = \"x\";\n\"a\" = \"x\";\n"

  @Test(
    "a 0644 file of root's: left alone with an error naming why, exit 2 as a failed write",
    .enabled(if: FixAsAnotherUserTests.canRunAsNobody, "needs root, setpriv, and folders nobody may enter"))
  func notThisUsers() throws {
    let tree = try Tree(["en.lproj/L.strings": Self.duplicate])
    defer { tree.remove() }
    let run = try Self.lint(["--fix", tree.root])
    #expect(
      run.error.contains(
        "error: not fixed: \(tree.path("en.lproj/L.strings")): its permissions do not let this user write it"),
      "\(run.error)")
    #expect(!run.error.contains("cannot write"), "\(run.error)")
    #expect(run.status == 2, "\(run.error)")
    #expect(tree.text("en.lproj/L.strings") == Self.duplicate)
  }

  @Test(
    "a plural migration with a folder nobody may not write in is refused whole, before anything is written",
    .enabled(if: FixAsAnotherUserTests.canRunAsNobody, "needs root, setpriv, and folders nobody may enter"))
  func migrationFolderNotWritable() throws {
    let files = [
      "en.lproj/L.strings": "\"n\" = \"%d files deleted\";\n",
      "pl.lproj/L.strings": "\"n\" = \"Usunięto plików: %d\";\n",
    ]
    let tree = try Tree(files)
    defer { tree.remove() }
    for name in ["", "en.lproj", "en.lproj/L.strings", "pl.lproj/L.strings"] {
      tree.chown(name, Self.nobody, Self.nobody)
    }
    // pl.lproj stays root's (0755): its file is nobody's, but no .stringsdict can be made beside it.
    let run = try Self.lint(["--fix", tree.root])
    #expect(
      run.error.contains(
        "pl.lproj/L.strings: its folder's permissions do not let this user make files in it"),
      "\(run.error)")
    #expect(run.status == 2, "\(run.error)")
    for (name, text) in files { #expect(tree.text(name) == text, "\(name)") }
    #expect(tree.text("en.lproj/L.stringsdict") == nil)
  }

  @Test(
    "a rewrite by a member of the file's group keeps the group; by the owner alone, the group's bits become the others'",
    .enabled(if: FixAsAnotherUserTests.canRunAsNobody, "needs root, setpriv, and folders nobody may enter"))
  func groupKeptOrNarrowed() throws {
    let tree = try Tree(["en.lproj/L.strings": Self.duplicate, "de.lproj/L.strings": Self.duplicate])
    defer { tree.remove() }
    for name in ["", "en.lproj", "de.lproj", "de.lproj/L.strings"] {
      tree.chown(name, Self.nobody, Self.nobody)
    }
    // en: root's, group 4242, which nobody is in: written through the group's bits.
    tree.chown("en.lproj/L.strings", 0, 4_242)
    try tree.mode("en.lproj/L.strings", 0o664)
    // de: nobody's, group 0, which nobody is not in: the group cannot be kept.
    tree.chown("de.lproj/L.strings", Self.nobody, 0)
    try tree.mode("de.lproj/L.strings", 0o640)
    let run = try Self.lint(["--fix", tree.root], groups: [4_242])
    #expect(run.error.contains("fixed 2 findings in 2 files"), "\(run.error)")
    let en = try #require(tree.status("en.lproj/L.strings"))
    #expect((en.st_uid, en.st_gid, en.st_mode & 0o777) == (Self.nobody, 4_242, 0o664))
    let de = try #require(tree.status("de.lproj/L.strings"))
    #expect((de.st_uid, de.st_gid, de.st_mode & 0o777) == (Self.nobody, Self.nobody, 0o600))
    #expect(tree.text("en.lproj/L.strings") == "\"a\" = \"x\";\n")
  }

  @Test(
    "a migration with another user's file in a sticky folder is refused whole, in every language",
    .enabled(if: FixAsAnotherUserTests.canRunAsNobody, "needs root, setpriv, and folders nobody may enter"),
    arguments: ["en", "pl"])
  func stickyFolder(language: String) throws {
    let files = [
      "en.lproj/L.strings": "\"n\" = \"%d files deleted\";\n",
      "pl.lproj/L.strings": "\"n\" = \"Usunięto plików: %d\";\n",
      "de.lproj/L.strings": "\"n\" = \"%d Dateien gelöscht\";\n",
    ]
    let tree = try Tree(files)
    defer { tree.remove() }
    for name in ["", "en.lproj", "pl.lproj", "de.lproj"] { tree.chown(name, Self.nobody, Self.nobody) }
    for name in files.keys { tree.chown(name, Self.nobody, Self.nobody) }
    // One folder is root's and sticky, writable by all, its file root's but writable by all:
    // nobody may make files there, and write the file, but not rename over it.
    tree.chown("\(language).lproj", 0, 0)
    try tree.mode("\(language).lproj", 0o1777)
    tree.chown("\(language).lproj/L.strings", 0, 0)
    try tree.mode("\(language).lproj/L.strings", 0o666)
    let run = try Self.lint(["--fix", tree.root])
    #expect(
      run.error.contains(
        "\(language).lproj/L.strings: its folder is sticky (as /tmp is) and the file another user's"),
      "\(run.error)")
    #expect(run.status == 2, "\(run.error)")
    for (name, text) in files { #expect(tree.text(name) == text, "\(name)") }
    for language in ["en", "pl", "de"] { #expect(tree.text("\(language).lproj/L.stringsdict") == nil) }
  }
}

import Foundation
import Testing

/// `plurals lint` run in a folder (`App`) beside one whose name extends it
/// (`App-secrets`, `App.bak`), through the command as CI runs it: the sibling
/// is outside the tree although its path begins with the tree's, so a link
/// to it is not followed, `--fix` leaves it as it is, and a configuration
/// linked to it is refused; a link inside it is not the tree's, and
/// `--output` writes through it.
@Suite("plurals lint beside a sibling folder whose name extends the tree's")
struct SiblingFolderCLITests {
  static let canary = "ghp_SIBLING_CLI_CANARY_77"

  /// The sibling's name, and how the tree is named on the command line (run from their parent).
  struct Shape: CustomTestStringConvertible, Sendable {
    var sibling: String
    var root: String

    var testDescription: String { "lint \(root) beside \(sibling)" }
  }

  static let shapes = [Shape(sibling: "App-secrets", root: "App"), Shape(sibling: "App.bak", root: "App/")]

  static let english = "\"count\" = \"%d files\";\n"
  static let duplicated = "\"a\" = \"A\";\n\"a\" = \"A\";\n"
  /// A file whose parse error (or configuration error) would quote the canary if it were read.
  static let secret = "\"https://octocat:\(canary)@example.com\" = \"x\"\nbroken"

  /// A temporary folder with a folder `work/` holding `App/` (an English table) and the sibling with
  /// `files`; `links` are made in `work/` (name relative to it → destination). Returns `work/`: a run in
  /// it leaves its output in the temporary folder (`HostilePullRequestTests.lint`); remove its parent.
  static func make(_ shape: Shape, sibling files: [String: String], links: [String: String]) throws -> String
  {
    let manager = FileManager.default
    let base = NSTemporaryDirectory() + "sibling-\(UUID().uuidString)/work"
    var all = ["App/en.lproj/Localizable.strings": english]
    for (name, text) in files { all["\(shape.sibling)/\(name)"] = text }
    for (name, text) in all {
      let path = base + "/" + name
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
    for (name, destination) in links {
      try manager.createSymbolicLink(atPath: base + "/" + name, withDestinationPath: destination)
    }
    return base
  }

  /// The bytes of every file below `folder` (links not followed), by relative path.
  static func contents(of folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let manager = FileManager.default
    for name in try manager.subpathsOfDirectory(atPath: folder) {
      let path = folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      result[name] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return result
  }

  @Test("a folder linked to the sibling is not entered: status 2, no byte of the secret", arguments: shapes)
  func walker(shape: Shape) throws {
    let base = try Self.make(
      shape, sibling: ["en.lproj/Localizable.strings": Self.secret],
      links: ["App/Vendor": "../\(shape.sibling)"])
    defer { try? FileManager.default.removeItem(atPath: (base as NSString).deletingLastPathComponent) }
    let run = try HostilePullRequestTests.lint(["lint", shape.root], in: base)
    #expect(run.status == 2, "\(run.error)")
    #expect(
      run.error.contains("Vendor: a symbolic link that leads outside the linted folders"), "\(run.error)")
    #expect(!(run.output + run.error).contains(Self.canary))
  }

  @Test("--fix and --fix --dry-run leave a duplicated table in the sibling as it was", arguments: shapes)
  func fix(shape: Shape) throws {
    let base = try Self.make(
      shape, sibling: ["en.lproj/Dup.strings": Self.duplicated], links: ["App/Vendor": "../\(shape.sibling)"])
    defer { try? FileManager.default.removeItem(atPath: (base as NSString).deletingLastPathComponent) }
    let before = try Self.contents(of: base + "/" + shape.sibling)
    let dryRun = try HostilePullRequestTests.lint(["lint", "--fix", "--dry-run", shape.root], in: base)
    #expect(!dryRun.output.contains("Dup.strings"), "\(dryRun.output)")
    let run = try HostilePullRequestTests.lint(["lint", "--fix", shape.root], in: base)
    #expect(run.status == 2, "\(run.error)")
    // The tree's own plural-candidate is migrated; nothing of the sibling is touched.
    #expect(dryRun.output.contains("+++ b/App/en.lproj/Localizable.stringsdict"), "\(dryRun.output)")
    #expect(run.error.contains("note: fixed 1 finding in 2 files"), "\(run.error)")
    #expect(FileManager.default.fileExists(atPath: base + "/App/en.lproj/Localizable.stringsdict"))
    #expect(try Self.contents(of: base + "/" + shape.sibling) == before)
  }

  /// `plurals lint` in `App/`, whose `.plurals-lint.yml` is a link to `lint.yml` in the sibling
  /// (`destination` given the temporary folder): refused (78), the file's keys never printed.
  static func linkedConfiguration(_ shape: Shape, destination: (String) -> String) throws {
    let configuration = "\(Self.canary): [\"\(Self.canary)\"]\nexcluded: [en.lproj]\n"
    let base = try Self.make(shape, sibling: ["lint.yml": configuration], links: [:])
    defer { try? FileManager.default.removeItem(atPath: (base as NSString).deletingLastPathComponent) }
    try FileManager.default.createSymbolicLink(
      atPath: base + "/App/.plurals-lint.yml", withDestinationPath: destination(base))
    let run = try HostilePullRequestTests.lint(["lint"], in: base + "/App")
    #expect(run.status == 78, "\(run.error)")
    #expect(
      run.error.contains("the configuration file is a symbolic link that leads outside this folder"),
      "\(run.error)")
    #expect(!(run.output + run.error).contains(Self.canary))
  }

  @Test("a configuration linked into the sibling by a relative link is refused", arguments: shapes)
  func configurationRelativeLink(shape: Shape) throws {
    // Through the tree's own name first: ../App/../App-secrets/lint.yml.
    try Self.linkedConfiguration(shape) { _ in "../App/../\(shape.sibling)/lint.yml" }
  }

  @Test("a configuration linked into the sibling by an absolute link is refused", arguments: shapes)
  func configurationAbsoluteLink(shape: Shape) throws {
    try Self.linkedConfiguration(shape) { base in base + "/\(shape.sibling)/lint.yml" }
  }

  @Test(
    "--output through a link inside the sibling is written there: the link is not the tree's",
    arguments: shapes)
  func output(shape: Shape) throws {
    let base = try Self.make(shape, sibling: ["real/.keep": ""], links: [:])
    defer { try? FileManager.default.removeItem(atPath: (base as NSString).deletingLastPathComponent) }
    try FileManager.default.createSymbolicLink(
      atPath: base + "/\(shape.sibling)/reports", withDestinationPath: "real")
    let run = try HostilePullRequestTests.lint(
      ["lint", ".", "--format", "json", "--output", "../\(shape.sibling)/reports/report.json"],
      in: base + "/App")
    #expect(run.status == 0, "\(run.error)")
    #expect(!run.error.contains("symbolic link"), "\(run.error)")
    let report = try String(contentsOfFile: base + "/\(shape.sibling)/real/report.json", encoding: .utf8)
    #expect(report.hasPrefix("{") || report.hasPrefix("["))
  }
}

import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// The walk over a tree that a hostile pull request built: links out of the
/// linted folders, loops, FIFOs and devices, excluded folders, deep nesting.
@Suite("Untrusted trees")
struct UntrustedTreeTests {
  static let canary = "ghp_CANARY_0123456789"

  /// A fixture with a tree to lint (`tree/`) and a secret beside it (`outside/secret`),
  /// a `.strings` whose parse error would quote the secret if it were read.
  static func fixture(_ files: [String: String] = [:]) throws -> LintFixture {
    var all = files
    all["tree/en.lproj/Localizable.strings"] = "\"a\" = \"b\";\n"
    all["outside/secret"] = "\"https://octocat:\(canary)@example.com\"\nno semicolon"
    all["outside/en.lproj/Localizable.strings"] = "\"outside\" = \"%d\";\n"
    return try LintFixture(all)
  }

  static func link(_ path: String, to destination: String, in fixture: LintFixture) throws {
    let full = fixture.root + "/" + path
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: destination)
  }

  /// Every text a run shows: the report in every format and the messages.
  static func everything(_ report: LintReport) -> String {
    LintFormat.allCases.map { report.rendered(as: $0, relativeTo: nil) }.joined()
      + report.unreadable.map(\.message).joined()
  }

  @Test("a file linked from outside the tree is not read: no byte of it in any report, the check incomplete")
  func fileLinkOut() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    for (name, destination) in [
      ("tree/fr.lproj/Localizable.strings", "../../outside/secret"),
      ("tree/de.lproj/Localizable.strings", fixture.root + "/outside/secret"),
      ("tree/ja.lproj/Localizable.strings", "/etc/passwd"),
      ("tree/ru.lproj/Localizable.strings", "/proc/self/environ"),
    ] {
      try Self.link(name, to: destination, in: fixture)
    }
    let report = Linter.lint(paths: [fixture.root + "/tree"])
    let text = Self.everything(report)
    #expect(!text.contains(Self.canary) && !text.contains("octocat") && !text.contains("root:"))
    #expect(report.filesChecked == 1)
    #expect(
      report.unreadable.map(\.path).sorted()
        == ["de", "fr", "ja", "ru"].map { fixture.root + "/tree/\($0).lproj/Localizable.strings" })
    #expect(report.unreadable.allSatisfy { $0.reason.contains("outside the linted folders") })
    #expect(report.exitStatus(warningsAsErrors: false) == LintExitCode.unreadablePath.rawValue)
  }

  @Test("a folder linked from outside is not entered; a link to the root of the file system ends at once")
  func folderLinkOut() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    try Self.link("tree/Vendor", to: "../outside", in: fixture)
    try Self.link("tree/root", to: "/", in: fixture)
    let report = Linter.lint(paths: [fixture.root + "/tree"])
    #expect(report.filesChecked == 1)
    #expect(report.unreadable.map(\.path) == [fixture.root + "/tree/Vendor", fixture.root + "/tree/root"])
    // A link to a file outside whose name is no localization file's is passed over in silence.
    try Self.link("tree/README.md", to: "../outside/secret", in: fixture)
    #expect(Linter.lint(paths: [fixture.root + "/tree"]).unreadable.count == 2)
  }

  @Test(
    "links inside the linted folders are followed, into another root too, and each folder is entered once")
  func linksInside() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    try Self.link("tree/fr.lproj/Localizable.strings", to: "../en.lproj/Localizable.strings", in: fixture)
    try Self.link("tree/en.lproj/loop", to: "..", in: fixture)
    try Self.link("tree/en.lproj/self", to: ".", in: fixture)
    try Self.link("tree/Shared", to: "../outside", in: fixture)
    // Outside alone: the link is not followed.
    let alone = Linter.lint(paths: [fixture.root + "/tree"])
    #expect(alone.filesChecked == 2 && alone.unreadable.map(\.path) == [fixture.root + "/tree/Shared"])
    // With `outside` linted too, the link leads into a root and is followed; its folder is entered once.
    let both = Linter.lint(paths: [fixture.root + "/tree", fixture.root + "/outside"])
    #expect(both.unreadable.isEmpty)
    #expect(both.filesChecked == 3)
  }

  @Test("a FIFO with a localization file's name is never opened (the run would block), nor is a device")
  func notRegularFiles() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let fifo = fixture.root + "/tree/en.lproj/Waiting.strings"
    #expect(mkfifo(fifo, 0o644) == 0)
    try Self.link("tree/en.lproj/Zero.strings", to: "/dev/zero", in: fixture)
    let report = Linter.lint(paths: [fixture.root + "/tree"])
    #expect(report.filesChecked == 1)
    let reasons = Dictionary(uniqueKeysWithValues: report.unreadable.map { ($0.path, $0.reason) })
    #expect(reasons[fifo]?.contains("not a regular file") == true)
    #expect(
      reasons[fixture.root + "/tree/en.lproj/Zero.strings"]?.contains("outside the linted folders") == true)
    // Given by name, as a root, a FIFO is still refused.
    #expect(Linter.lint(paths: [fifo]).unreadable.map(\.path) == [fifo])
  }

  @Test("an excluded folder is not entered: nothing below it is listed, read or reported")
  func excludedNotEntered() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    try Self.link("tree/Vendor/root", to: "/", in: fixture)
    #expect(mkfifo(fixture.root + "/tree/Vendor/Blocking.strings", 0o644) == 0)
    var configuration = LintConfiguration()
    configuration.baseDirectory = fixture.root + "/tree"
    let walked = Linter.lint(paths: [fixture.root + "/tree"], configuration: configuration)
    #expect(walked.unreadable.count == 2)
    configuration.excluded = ["Vendor"]
    let pruned = Linter.lint(paths: [fixture.root + "/tree"], configuration: configuration)
    #expect(pruned.unreadable.isEmpty && pruned.filesChecked == 1 && pruned.filesExcluded == 1)
  }

  @Test("folders nest at most FileWalker.maximumDepth deep below a root")
  func depth() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    // Relative paths keep each component short: the full path passes PATH_MAX long before 256 levels.
    let levels = FileWalker.maximumDepth + 1
    var path = fixture.root + "/tree"
    for _ in 0..<levels {
      path += "/d"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    var walker = FileWalker()
    walker.collect(roots: [fixture.root + "/tree"])
    #expect(walker.files == [fixture.root + "/tree/en.lproj/Localizable.strings"])
    #expect(walker.unreadable.count == 1)
    #expect(walker.unreadable.first?.reason.contains("deeper than \(FileWalker.maximumDepth)") == true)
    #expect(walker.unreadable.first?.path.components(separatedBy: "/d").count == FileWalker.maximumDepth + 1)
  }
}

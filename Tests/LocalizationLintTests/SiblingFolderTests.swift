import CommandOptions
import LintCommandOptions
import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// A linted folder (`App`) beside a folder whose name extends its name
/// (`App-secrets`, `App.bak`): the sibling is outside the tree, though its path
/// begins with the tree's. The walker, `--fix` and `--output` each decide
/// what is inside the tree from real paths, and each must tell the two apart.
@Suite("Hostile trees: a sibling folder whose name extends the linted folder's")
struct SiblingFolderTests {
  static let canary = "ghp_SIBLING_CANARY_0123"

  /// The tree's folder, the sibling's, and how the tree is named as the path to lint.
  struct Shape: CustomTestStringConvertible, Sendable {
    var tree: String
    var sibling: String
    /// Whether the root is written with a trailing slash (`App/`).
    var trailingSlash: Bool

    var testDescription: String { "\(tree)\(trailingSlash ? "/" : "") beside \(sibling)" }
  }

  static let shapes = [
    Shape(tree: "App", sibling: "App-secrets", trailingSlash: false),
    Shape(tree: "App", sibling: "App.bak", trailingSlash: true),
  ]

  /// The secret: a `.strings` file whose parse error would quote it if it were read.
  static let secret = "\"https://octocat:\(canary)@example.com\"\nno semicolon"
  /// A `.strings` file that `--fix` would rewrite (an identical duplicate key).
  static let duplicated = "\"a\" = \"A\";\n\"a\" = \"A\";\n"

  /// A fixture holding the tree (one clean English table) and the sibling (`files`, relative to it).
  static func fixture(_ shape: Shape, sibling files: [String: String]) throws -> LintFixture {
    var all = ["\(shape.tree)/en.lproj/Localizable.strings": "\"a\" = \"b\";\n"]
    for (name, text) in files { all["\(shape.sibling)/\(name)"] = text }
    return try LintFixture(all)
  }

  /// The tree as the path to lint, spelled as the shape says.
  static func root(_ shape: Shape, _ fixture: LintFixture) -> String {
    fixture.root + "/" + shape.tree + (shape.trailingSlash ? "/" : "")
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

  // MARK: The walker

  @Test(
    "walker: a folder linked to the sibling is not entered, no byte of the sibling read", arguments: shapes)
  func folderLinkToSibling(shape: Shape) throws {
    let fixture = try Self.fixture(shape, sibling: ["en.lproj/Localizable.strings": Self.secret])
    defer { fixture.remove() }
    try Self.link("\(shape.tree)/Vendor", to: "../\(shape.sibling)", in: fixture)
    let report = Linter.lint(paths: [Self.root(shape, fixture)])
    #expect(!Self.everything(report).contains(Self.canary))
    #expect(report.filesChecked == 1)
    #expect(report.unreadable.map(\.path) == [fixture.root + "/\(shape.tree)/Vendor"])
    #expect(report.unreadable.allSatisfy { $0.reason.contains("outside the linted folders") })
    #expect(report.exitStatus(warningsAsErrors: false) == LintExitCode.unreadablePath.rawValue)
  }

  @Test("walker: a file linked into the sibling (relative or absolute) is not read", arguments: shapes)
  func fileLinkToSibling(shape: Shape) throws {
    let fixture = try Self.fixture(shape, sibling: ["secret": Self.secret])
    defer { fixture.remove() }
    let names = ["fr", "de"].map { "\(shape.tree)/\($0).lproj/Localizable.strings" }
    try Self.link(names[0], to: "../../\(shape.sibling)/secret", in: fixture)
    try Self.link(names[1], to: fixture.root + "/\(shape.sibling)/secret", in: fixture)
    let report = Linter.lint(paths: [Self.root(shape, fixture)])
    #expect(!Self.everything(report).contains(Self.canary))
    #expect(report.filesChecked == 1)
    #expect(report.unreadable.map(\.path).sorted() == names.map { fixture.root + "/" + $0 }.sorted())
    #expect(report.unreadable.allSatisfy { $0.reason.contains("outside the linted folders") })
  }

  // MARK: --fix

  /// The findings of the sibling's duplicated table, named at `path`.
  static func siblingFindings(_ fixture: LintFixture, _ shape: Shape, namedAt path: String) -> [LintFinding] {
    let real = fixture.root + "/\(shape.sibling)/en.lproj/Dup.strings"
    return Linter.lint(paths: [real]).findings.map {
      var finding = $0
      finding.diagnostic.location.file = path
      return finding
    }
  }

  @Test(
    "--fix: a finding in a file reached through a folder linked to the sibling is refused, the file kept",
    arguments: shapes)
  func fixThroughLinkToSibling(shape: Shape) throws {
    let fixture = try Self.fixture(shape, sibling: ["en.lproj/Dup.strings": Self.duplicated])
    defer { fixture.remove() }
    try Self.link("\(shape.tree)/Vendor", to: "../\(shape.sibling)", in: fixture)
    // A report from elsewhere (or a walker that followed the link) names the file through the link.
    var report = Linter.lint(paths: [Self.root(shape, fixture)])
    let findings = Self.siblingFindings(
      fixture, shape, namedAt: fixture.root + "/\(shape.tree)/Vendor/en.lproj/Dup.strings")
    #expect(findings.contains { $0.diagnostic.code == .identicalDuplicateKey })
    report.findings += findings
    let fixes = LintFixes(report: report, roots: [Self.root(shape, fixture)])
    #expect(fixes.files.isEmpty)
    #expect(
      fixes.skipped.contains { $0.contains("Dup.strings") && $0.contains("outside the linted folders") })
    #expect(fixes.apply().isEmpty)
    #expect(
      try String(contentsOfFile: fixture.root + "/\(shape.sibling)/en.lproj/Dup.strings", encoding: .utf8)
        == Self.duplicated)
  }

  @Test(
    "--fix: a finding in the sibling named directly is refused; the same finding inside the tree is fixed",
    arguments: shapes)
  func fixInSibling(shape: Shape) throws {
    let fixture = try Self.fixture(shape, sibling: ["en.lproj/Dup.strings": Self.duplicated])
    defer { fixture.remove() }
    let inside = fixture.root + "/\(shape.tree)/en.lproj/Dup.strings"
    try Self.duplicated.write(toFile: inside, atomically: true, encoding: .utf8)
    var report = Linter.lint(paths: [Self.root(shape, fixture)])
    report.findings += Self.siblingFindings(
      fixture, shape, namedAt: fixture.root + "/\(shape.sibling)/en.lproj/Dup.strings")
    let fixes = LintFixes(report: report, roots: [Self.root(shape, fixture)])
    #expect(fixes.files.map(\.path) == [inside])
    #expect(
      fixes.skipped.contains { $0.contains(shape.sibling) && $0.contains("outside the linted folders") },
      "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(try String(contentsOfFile: inside, encoding: .utf8) == "\"a\" = \"A\";\n")
    #expect(
      try String(contentsOfFile: fixture.root + "/\(shape.sibling)/en.lproj/Dup.strings", encoding: .utf8)
        == Self.duplicated)
  }

  // MARK: --output and --write-baseline

  /// `plurals lint ARGUMENTS ROOT` as both front doors parse it, the tree's folder as the working directory.
  static func run(_ shape: Shape, _ fixture: LintFixture, _ arguments: [String]) throws
    -> LintInvocation.Outcome
  {
    var invocation = try LintArguments.parse(arguments + [Self.root(shape, fixture)]).invocation
    invocation.workingDirectory = fixture.root + "/" + shape.tree
    return invocation.run()
  }

  @Test(
    "--output and --write-baseline through a link inside the sibling are written: the link is not the tree's",
    arguments: shapes)
  func outputThroughSiblingLink(shape: Shape) throws {
    let fixture = try Self.fixture(shape, sibling: ["real/.keep": ""])
    defer { fixture.remove() }
    try Self.link("\(shape.sibling)/reports", to: fixture.root + "/\(shape.sibling)/real", in: fixture)
    for (option, name) in [("--output", "report.json"), ("--write-baseline", "baseline.json")] {
      let outcome = try Self.run(
        shape, fixture, ["--format", "json", option, fixture.root + "/\(shape.sibling)/reports/" + name])
      #expect(outcome.status == 0, "\(option): \(outcome.messages)")
      #expect(!outcome.messages.contains { $0.contains("symbolic link") }, "\(option): \(outcome.messages)")
      #expect(FileManager.default.fileExists(atPath: fixture.root + "/\(shape.sibling)/real/" + name))
    }
  }

  @Test(
    "--output through a link inside the sibling, the path written relative to the tree: written",
    arguments: shapes)
  func relativeOutputThroughSiblingLink(shape: Shape) throws {
    let fixture = try Self.fixture(shape, sibling: ["real/.keep": ""])
    defer { fixture.remove() }
    try Self.link("\(shape.sibling)/out", to: "real", in: fixture)
    // Written from the tree's folder: ../<sibling>/out/report.txt, a path through the tree's parent.
    let path = fixture.root + "/\(shape.tree)/../\(shape.sibling)/out/report.txt"
    let outcome = try Self.run(shape, fixture, ["--output", path])
    #expect(outcome.status == 0, "\(outcome.messages)")
    #expect(FileManager.default.fileExists(atPath: fixture.root + "/\(shape.sibling)/real/report.txt"))
  }
}

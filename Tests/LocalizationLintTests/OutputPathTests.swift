import CommandOptions
import LintCommandOptions
import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `--output FILE` and `--write-baseline FILE` in a tree a hostile pull
/// request built: a folder of the path that is a link committed in the tree
/// is refused, whatever it leads to; the file's own name may be a link,
/// which is replaced, never written through.
@Suite("plurals lint: where --output writes")
struct OutputPathTests {
  /// A tree to lint (`tree/`, one Polish warning) and a folder beside it (`outside/`) that
  /// a link in the tree may lead to, holding a file that must stay as it is.
  static func fixture() throws -> LintFixture {
    try LintFixture([
      "tree/pl.lproj/Localizable.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d plik"), ("other", "%d pliku")]))),
      "outside/kept.sarif": "kept",
    ])
  }

  static func run(_ fixture: LintFixture, _ arguments: [String]) throws -> LintInvocation.Outcome {
    // Parsed as both front doors parse them (CommandOptions' LintArguments).
    var invocation = try LintArguments.parse(arguments + [fixture.root + "/tree"]).invocation
    invocation.workingDirectory = fixture.root + "/tree"
    return invocation.run()
  }

  /// What each hostile folder link leads to: another folder, nothing, a FIFO, a file.
  static let destinations = ["outside", "missing", "outside/fifo", "outside/kept.sarif"]

  @Test(
    "a folder of the path linked inside the tree is refused (64; 78 for a baseline), nothing written where it leads",
    arguments: destinations)
  func linkedFolder(destination: String) throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    #expect(mkfifo(fixture.root + "/outside/fifo", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/tree/reports", withDestinationPath: fixture.root + "/" + destination)
    for option in ["--output", "--write-baseline"] {
      for path in ["/tree/reports/kept.sarif", "/tree/reports/./deeper/r.json"] {
        let outcome = try Self.run(fixture, ["--format", "sarif", option, fixture.root + path])
        let refused: LintExitCode = option == "--output" ? .usage : .configuration
        #expect(outcome.status == refused.rawValue, "\(option) \(path): \(outcome.messages)")
        #expect(
          outcome.messages.contains {
            $0.contains("its folder") && $0.contains("symbolic link inside the linted tree")
          },
          "\(outcome.messages)")
      }
    }
    #expect(try String(contentsOfFile: fixture.root + "/outside/kept.sarif", encoding: .utf8) == "kept")
    let outside = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/outside").sorted()
    #expect(outside == ["fifo", "kept.sarif"])
  }

  @Test(
    "the file's own name linked to a FIFO or a file: the link is replaced by the report, its target untouched"
  )
  func linkedName() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    #expect(mkfifo(fixture.root + "/outside/fifo", 0o600) == 0)
    for (name, destination) in [("to-fifo.sarif", "outside/fifo"), ("to-file.sarif", "outside/kept.sarif")] {
      let path = fixture.root + "/tree/" + name
      try FileManager.default.createSymbolicLink(
        atPath: path, withDestinationPath: fixture.root + "/" + destination)
      let outcome = try Self.run(fixture, ["--format", "sarif", "--output", path])
      #expect(outcome.status != LintExitCode.usage.rawValue, "\(outcome.messages)")
      let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
      #expect(type == .typeRegular)
      #expect(try String(contentsOfFile: path, encoding: .utf8).contains("missing-categories"))
    }
    #expect(try String(contentsOfFile: fixture.root + "/outside/kept.sarif", encoding: .utf8) == "kept")
    var status = stat()
    #expect(lstat(fixture.root + "/outside/fifo", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("a link outside the tree and the current directory (the machine's, as /tmp on macOS) is followed")
  func machineLink() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let elsewhere = try LintFixture(["real/.keep": ""])
    defer { elsewhere.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: elsewhere.root + "/linked", withDestinationPath: elsewhere.root + "/real")
    let outcome = try Self.run(fixture, ["--output", elsewhere.root + "/linked/report.txt"])
    #expect(outcome.status != LintExitCode.usage.rawValue, "\(outcome.messages)")
    #expect(
      try String(contentsOfFile: elsewhere.root + "/real/report.txt", encoding: .utf8).contains("warning"))
  }

  @Test(
    "a path naming a folder (ending in /, . or ..) is refused, nothing created through a linked folder",
    arguments: ["reports/", "reports/.", "reports/..", "reports//"])
  func folderPath(path: String) throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/tree/reports", withDestinationPath: fixture.root + "/outside")
    for option in ["--output", "--write-baseline"] {
      let outcome = try Self.run(fixture, [option, fixture.root + "/tree/" + path])
      let refused: LintExitCode = option == "--output" ? .usage : .configuration
      #expect(outcome.status == refused.rawValue, "\(option) \(path): \(outcome.messages)")
      #expect(outcome.messages.contains { $0.contains("names a folder") }, "\(outcome.messages)")
    }
    let outside = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/outside")
    #expect(outside == ["kept.sarif"])
  }
}

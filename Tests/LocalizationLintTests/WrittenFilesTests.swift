import Foundation
import Testing

@testable import LocalizationLint

/// `--output` and `--write-baseline` never replace a file the run reads or the other writes
/// (a report written over the baseline destroyed it; over a localization file, the file).
/// The run refuses with exit 64 before it writes anything, a fix included, and every file of
/// the tree is left as it was.
@Suite("plurals lint: the files it writes are not the files it reads")
struct WrittenFilesTests {
  static let duplicated = "\"a\" = \"A\";\n\"a\" = \"A\";\n"

  /// A tree with a finding (`--fix` would remove it), a baseline that does not record it,
  /// and a configuration file.
  static func fixture() throws -> LintFixture {
    let fixture = try LintFixture([
      "App/en.lproj/L.strings": duplicated, "lint.yml": "strict: false\n",
      "old.json": #"{"version":1,"findings":[]}"#,
    ])
    return fixture
  }

  /// One way to name a file twice: what the invocation sets, the file that must not change
  /// (or not be created), and what the message says.
  struct Clash: Sendable, CustomStringConvertible {
    let description: String
    let set: @Sendable (inout LintInvocation, String) -> Void
    let untouched: String
    let says: String
  }

  static let clashes: [Clash] = [
    Clash(
      description: "--output and --write-baseline",
      set: {
        $0.outputPath = $1 + "/out.json"; $0.writeBaselinePath = $1 + "/./out.json"
      },
      untouched: "out.json", says: "--write-baseline and --output name the same file"),
    Clash(
      description: "--output over the baseline read",
      set: {
        $0.outputPath = $1 + "/App/../old.json"; $0.baselinePath = $1 + "/old.json"
      },
      untouched: "old.json", says: "--output names the baseline file the run reads"),
    Clash(
      description: "--output over a localization file, with --fix",
      set: {
        $0.outputPath = $1 + "/App/en.lproj/../en.lproj/L.strings"
        $0.fix = true
      },
      untouched: "App/en.lproj/L.strings", says: "a localization file the run reads"),
    Clash(
      description: "--write-baseline over a localization file",
      set: { $0.writeBaselinePath = $1 + "/App/en.lproj/L.strings" },
      untouched: "App/en.lproj/L.strings", says: "a localization file the run reads"),
    Clash(
      description: "--write-baseline over the configuration file",
      set: {
        $0.writeBaselinePath = $1 + "/lint.yml"; $0.configurationPath = $1 + "/lint.yml"
      },
      untouched: "lint.yml", says: "--write-baseline names the configuration file"),
  ]

  @Test("refused with exit 64, nothing written", arguments: clashes)
  func refused(clash: Clash) throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let before = fixture.contents()
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/App"]
    invocation.format = .json
    clash.set(&invocation, fixture.root)
    let outcome = invocation.run()
    #expect(outcome.status == LintExitCode.usage.rawValue, "\(outcome.messages)")
    #expect(outcome.messages.count == 1 && outcome.messages[0].contains(clash.says), "\(outcome.messages)")
    #expect(fixture.contents() == before, "\(clash.untouched) changed or a file was written")
  }

  /// The plural migration creates `Localizable.stringsdict` beside the `.strings` table:
  /// a file no run read, which the report would replace after the entry moved into it.
  @Test("--output or --write-baseline over the .stringsdict a migration creates is refused")
  func migrationTarget() throws {
    for option in ["--output", "--write-baseline"] {
      let fixture = try LintFixture([
        "en.lproj/Localizable.strings": "\"a\" = \"x\";\n\"n\" = \"%d files\";\n"
      ])
      defer { fixture.remove() }
      let before = fixture.contents()
      var invocation = LintInvocation()
      invocation.paths = [fixture.root]
      invocation.fix = true
      invocation.format = .json
      let target = fixture.root + "/en.lproj/Localizable.stringsdict"
      if option == "--output" {
        invocation.outputPath = target
      } else {
        invocation.writeBaselinePath = target
      }
      let outcome = invocation.run()
      #expect(outcome.status == LintExitCode.usage.rawValue, "\(option): \(outcome.messages)")
      #expect(
        outcome.messages.contains { $0.contains("\(option) names") && $0.contains("a file --fix writes") },
        "\(outcome.messages)")
      #expect(fixture.contents() == before, "\(option)")
    }
  }

  @Test("plurals preview --output over a localization file is refused")
  func previewRefused() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let before = fixture.contents()
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/App"]
    invocation.outputPath = fixture.root + "/App/en.lproj/L.strings"
    let outcome = invocation.preview()
    #expect(outcome.status == LintExitCode.usage.rawValue, "\(outcome.messages)")
    #expect(
      outcome.messages.contains { $0.contains("a localization file the run reads") }, "\(outcome.messages)")
    #expect(fixture.contents() == before)
  }

  @Test("--write-baseline may refresh the baseline it reads, and --output may sit beside it")
  func baselineRefreshedInPlace() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/App"]
    invocation.baselinePath = fixture.root + "/old.json"
    invocation.writeBaselinePath = fixture.root + "/old.json"
    invocation.outputPath = fixture.root + "/report.json"
    invocation.format = .json
    let outcome = invocation.run()
    #expect(
      outcome.messages.contains { $0.contains("wrote 1 findings to the baseline") }, "\(outcome.messages)")
    let baseline = try String(contentsOfFile: fixture.root + "/old.json", encoding: .utf8)
    #expect(baseline.contains("L.strings"), "\(baseline)")
    #expect(FileManager.default.fileExists(atPath: fixture.root + "/report.json"))
  }
}

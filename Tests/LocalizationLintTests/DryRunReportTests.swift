import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `--fix --dry-run` prints a patch: standard output is the diff and nothing else (empty when
/// nothing is fixed), and the report of the files as they are goes to standard error as text,
/// so that an error no fix answers is still shown, and to `--output` in the reporter's format.
@Suite("lint --fix --dry-run: the diff on standard output, the report on standard error")
struct DryRunReportTests {
  /// A copy `--fix` removes, and a directive no fix answers (an error).
  static let fixableAndNot = "\"a\" = \"x\";\n\"a\" = \"x\";\n\"b\" = \"%d %\";\n"

  static func dryRun(
    _ text: String, format: LintFormat? = nil, output: String? = nil
  ) throws -> (fixture: LintFixture, outcome: LintInvocation.Outcome) {
    let fixture = try LintFixture(["en.lproj/L.strings": text])
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.dryRun = true
    invocation.workingDirectory = fixture.root
    invocation.format = format
    invocation.outputPath = output.map { fixture.root + "/" + $0 }
    return (fixture, invocation.run())
  }

  /// The text report's lines among the messages: the diagnostics and the summary.
  static func reportLines(_ messages: [String]) -> [String] {
    messages.filter { $0.contains(": error: ") || $0.contains(": note: ") || $0.hasSuffix(" file") }
  }

  @Test(
    "a fix and an error no fix answers: the diff alone on standard output, both findings on standard error")
  func errorNotFixed() throws {
    let (fixture, outcome) = try Self.dryRun(Self.fixableAndNot)
    defer { fixture.remove() }
    #expect(outcome.output.hasPrefix("--- a/en.lproj/L.strings\n+++ b/en.lproj/L.strings\n"))
    #expect(!outcome.output.contains("invalid-format"))
    let report = Self.reportLines(outcome.messages)
    #expect(report.count == 3, "\(outcome.messages)")
    #expect(report.contains { $0.contains(":3:7: error: ") && $0.hasSuffix("[invalid-format]") })
    #expect(report.contains { $0.contains(":2:7: note: ") && $0.hasSuffix("[identical-duplicate-key]") })
    #expect(report.last == "1 error, 0 warnings, 1 note in 1 file")
    // Nothing was fixed: the status is the files' as they are.
    #expect(outcome.status == 1)
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8) == Self.fixableAndNot)
  }

  @Test(
    "nothing to fix: standard output empty, the report on standard error", arguments: [nil, LintFormat.json])
  func nothingFixed(format: LintFormat?) throws {
    let (fixture, outcome) = try Self.dryRun("\"b\" = \"%d %\";\n", format: format)
    defer { fixture.remove() }
    #expect(outcome.output == "")
    #expect(outcome.messages.contains { $0.contains(":1:7: error: ") && $0.hasSuffix("[invalid-format]") })
    #expect(outcome.messages.last == "1 error, 0 warnings, 0 notes in 1 file")
    #expect(outcome.status == 1)
  }

  @Test("--reporter json: without --output, the console's report is text; with it, the file holds the JSON")
  func otherFormat() throws {
    let (fixture, outcome) = try Self.dryRun(Self.fixableAndNot, format: .json)
    defer { fixture.remove() }
    #expect(outcome.output.hasPrefix("--- a/"))
    #expect(!outcome.messages.contains { $0.contains("{") })
    #expect(outcome.messages.last == "1 error, 0 warnings, 1 note in 1 file")

    let (written, withOutput) = try Self.dryRun(Self.fixableAndNot, format: .json, output: "lint.json")
    defer { written.remove() }
    #expect(withOutput.output.hasPrefix("--- a/"))
    #expect(withOutput.messages.last == "1 error, 0 warnings, 1 note in 1 file")
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: written.root + "/lint.json")))
    let codes = ((json as? [String: Any])?["diagnostics"] as? [[String: Any]])?.compactMap {
      $0["code"] as? String
    }
    #expect(codes?.sorted() == ["identical-duplicate-key", "invalid-format"])
  }
}

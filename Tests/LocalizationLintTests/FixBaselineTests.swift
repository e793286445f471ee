import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `plurals lint --fix` with a baseline: "Only the findings reported are
/// fixed: the configuration's disabled rules, suppression comments and the
/// baseline apply" (LintingInCI.md), so what the baseline records is left as
/// it is and new findings are fixed.
@Suite("plurals lint --fix with a baseline")
struct FixBaselineTests {
  static let duplicated = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n"
  static let fixed = "\"a\" = \"A\";\n\"b\" = \"B\";\n"

  /// A tree whose `Old.strings` has a duplicate the baseline `baseline.json` records, then a new
  /// file `New.strings` with the same duplicate, which the baseline does not know.
  static func fixture() throws -> LintFixture {
    let fixture = try LintFixture(["App/en.lproj/Old.strings": duplicated])
    var writing = LintInvocation()
    writing.paths = [fixture.root + "/App"]
    writing.writeBaselinePath = fixture.root + "/baseline.json"
    let written = writing.run()
    #expect(
      written.messages.contains { $0.contains("wrote 1 findings to the baseline") }, "\(written.messages)")
    try duplicated.write(
      toFile: fixture.root + "/App/en.lproj/New.strings", atomically: true, encoding: .utf8)
    return fixture
  }

  static func text(_ fixture: LintFixture, _ name: String) throws -> String {
    try String(contentsOfFile: fixture.root + "/App/en.lproj/" + name, encoding: .utf8)
  }

  /// How the baseline is given: `--baseline FILE`, or `baseline:` in the configuration named by `--config`.
  enum Given: String, CaseIterable, Sendable { case option, configuration }

  static func invocation(_ fixture: LintFixture, baseline given: Given) throws -> LintInvocation {
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/App"]
    invocation.fix = true
    invocation.workingDirectory = fixture.root
    switch given {
    case .option:
      invocation.baselinePath = fixture.root + "/baseline.json"
    case .configuration:
      try "baseline: baseline.json\n".write(
        toFile: fixture.root + "/lint.yml", atomically: true, encoding: .utf8)
      invocation.configurationPath = fixture.root + "/lint.yml"
    }
    return invocation
  }

  @Test(
    "--fix: the finding the baseline records is left as it is, the new one fixed", arguments: Given.allCases)
  func fixLeavesBaseline(given: Given) throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let outcome = try Self.invocation(fixture, baseline: given).run()
    #expect(outcome.messages.contains("note: fixed 1 finding in 1 file"), "\(outcome.messages)")
    #expect(try Self.text(fixture, "Old.strings") == Self.duplicated)
    #expect(try Self.text(fixture, "New.strings") == Self.fixed)
    // The baseline still hides the old finding: nothing new is reported.
    #expect(outcome.status == 0, "\(outcome.output)")
  }

  @Test(
    "--fix --dry-run: the diff holds the new finding's file, not the baseline's", arguments: Given.allCases)
  func dryRunLeavesBaseline(given: Given) throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    var invocation = try Self.invocation(fixture, baseline: given)
    invocation.dryRun = true
    let outcome = invocation.run()
    #expect(
      outcome.messages.contains("note: --dry-run: 1 finding in 1 file, nothing written"),
      "\(outcome.messages)")
    #expect(outcome.output.contains("+++ b/App/en.lproj/New.strings"), "\(outcome.output)")
    #expect(!outcome.output.contains("Old.strings"), "\(outcome.output)")
    #expect(try Self.text(fixture, "Old.strings") == Self.duplicated)
    #expect(try Self.text(fixture, "New.strings") == Self.duplicated)
  }
}

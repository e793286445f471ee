import Foundation
import LocalizedStrings
import TestSupport
import Testing

@testable import LocalizationLint

/// `--fix --dry-run`'s lines: an ordinary file's bytes as they are (tabs, CRLF), so that
/// `git apply` applies the diff; a line with a control or bidirectional character, or a
/// context line that would read as a workflow command, escaped and its hunk marked.
@Suite("lint --fix --dry-run: the diff's lines")
struct DiffEscapingTests {
  static func dryRun(_ files: [String: String]) throws -> (fixture: LintFixture, output: String) {
    let fixture = try LintFixture(files)
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.dryRun = true
    invocation.workingDirectory = fixture.root
    return (fixture, invocation.run().output)
  }

  /// Runs `git apply` with `arguments` in `directory`, `patch` on its standard input.
  static func gitApply(_ arguments: [String], patch: String, in directory: String) throws -> (Int32, String) {
    try runTool("/usr/bin/env", ["git", "apply"] + arguments, input: patch, directory: directory)
  }

  @Test("a CRLF file with tabs: its lines as they are, no hunk marked, and git apply makes the fix")
  func ordinaryFile() throws {
    let text =
      "/* Title */\r\n\"a\"\t=\t\"A\";\r\n\"b\" = \"B\tb\";\r\n\"a\"\t=\t\"A\";\r\n\"c\" = \"C\";\r\n"
    let (fixture, output) = try Self.dryRun(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    #expect(
      output
        == "--- a/en.lproj/L.strings\n+++ b/en.lproj/L.strings\n@@ -1,5 +1,4 @@\n /* Title */\r\n \"a\"\t=\t\"A\";\r\n"
        + " \"b\" = \"B\tb\";\r\n-\"a\"\t=\t\"A\";\r\n \"c\" = \"C\";\r\n")
    let (status, message) = try Self.gitApply([], patch: output, in: fixture.root)
    #expect(status == 0, "\(message)")
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8)
        == "/* Title */\r\n\"a\"\t=\t\"A\";\r\n\"b\" = \"B\tb\";\r\n\"c\" = \"C\";\r\n")
  }

  @Test(
    "bare CR, ESC, BEL, a bidi control and a :: line near a fix: shown escaped, the hunk marked, not applied")
  func hostileLines() throws {
    let text =
      "/* note\na\rb \u{1B}[2J \u{7} \u{202E}x\n::error::forged */\n\"a\" = \"A\";\n\"a\" = \"A\";\n"
      + String(repeating: "\n", count: 7) + "\"b\" = \"B\";\n\"b\" = \"B\";\n"
    let (fixture, output) = try Self.dryRun(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    // The first hunk's lines are not the file's bytes: it says so; the second is the file's.
    let expected =
      "--- a/en.lproj/L.strings\n+++ b/en.lproj/L.strings\n"
      + "@@ -2,7 +2,6 @@ \(UnifiedDiff.escapedNote)\n"
      + #" a\rb \u{1B}[2J \u{7} \u{202E}x"# + "\n" + #" \u{3A}:error::forged */"# + "\n"
      + " \"a\" = \"A\";\n-\"a\" = \"A\";\n \n \n \n"
      + "@@ -11,4 +10,3 @@\n \n \n \"b\" = \"B\";\n-\"b\" = \"B\";\n"
    #expect(output == expected, "\(output.debugDescription)")
    let problems = HostileOutput.problems(in: output, tabs: true)
    #expect(problems.isEmpty, "\(problems)")
    let (status, _) = try Self.gitApply(["--check"], patch: output, in: fixture.root)
    #expect(status != 0)
  }

  @Test("a ##[ in a file's name and lines: the name quoted (\\133, which git reads as [), the line escaped")
  func legacyCommands() throws {
    let folder = "##[error]x.lproj"
    let text = "\"a\" = \"A\";\n\"a\" = \"A\";\n"
    let (fixture, output) = try Self.dryRun([folder + "/L.strings": text])
    defer { fixture.remove() }
    #expect(output.hasPrefix(#"--- "a/##\133error]x.lproj/L.strings""#), "\(output.debugDescription)")
    #expect(HostileOutput.problems(in: output, tabs: true).isEmpty, "\(output.debugDescription)")
    // git reads the quoted name back: the diff applies to the file named ##[error]x.lproj/L.strings.
    let (status, message) = try Self.gitApply([], patch: output, in: fixture.root)
    #expect(status == 0, "\(message)")
    #expect(
      try String(contentsOfFile: fixture.root + "/" + folder + "/L.strings", encoding: .utf8)
        == "\"a\" = \"A\";\n")

    // A context line holding ##[ is shown escaped, and its hunk says it does not apply.
    let lines = "/* ##[add-mask]s */\n" + text
    let (second, diff) = try Self.dryRun(["en.lproj/L.strings": lines])
    defer { second.remove() }
    #expect(diff.contains(#" /* ##\u{5B}add-mask]s */"#), "\(diff.debugDescription)")
    #expect(diff.contains(UnifiedDiff.escapedNote))
    #expect(HostileOutput.problems(in: diff, tabs: true).isEmpty)
  }
}

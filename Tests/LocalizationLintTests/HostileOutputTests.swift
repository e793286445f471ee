import Foundation
import LocalizedStrings
import TestSupport
import Testing

@testable import LocalizationLint

/// Everything `plurals lint` makes for printing, from a tree whose file names, folder names,
/// keys and texts are hostile (`HostileOutput`): every reporter, `--fix`'s notes and errors,
/// the `--fix --dry-run` diff. No raw control or bidirectional character, and no line a
/// workflow command unless the GitHub reporter wrote it; and each hostile text got there
/// (its tag is in the output), so the check is not vacuous. The commands as run:
/// PluralsCLITests' `HostileOutputCLITests`.
@Suite("lint output: hostile names and texts × every reporter, --fix and --dry-run")
struct HostileOutputTests {
  /// `HostileOutput`'s tree, in a fixture.
  static func tree() throws -> LintFixture {
    let fixture = try LintFixture([:])
    try HostileOutput.writeTree(at: fixture.root)
    return fixture
  }

  static let allTags = HostileOutput.tags(HostileOutput.texts)

  @Test(
    "every reporter: nothing raw, no forged workflow command, every hostile text shown",
    arguments: LintFormat.allCases)
  func reporters(format: LintFormat) throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    let report = Linter.lint(paths: [fixture.root], configuration: LintConfiguration(), writingTexts: true)
    let output = report.rendered(as: format, relativeTo: fixture.root)
    let problems = HostileOutput.problems(in: output, commands: format == .github)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    let missing = Self.allTags.filter { !output.contains($0) }
    #expect(missing.isEmpty, "\(missing.sorted()) not in the \(format) report")
  }

  @Test(
    "the HTML report's copies of a duplicate key, its header and the JSON metadata: hostile texts escaped and shown"
  )
  func reportDetails() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    var report = Linter.lint(paths: [fixture.root], configuration: LintConfiguration(), writingTexts: true)
    // Each hostile text is a copy of `twiceN` in Twice.strings: both copies on its finding.
    let twice = report.findings.filter { $0.subject?.table == "Twice" && $0.diagnostic.code == .duplicateKey }
    #expect(twice.count == HostileOutput.texts.count)
    for finding in twice {
      let index = try #require(Int(finding.subject?.key?.dropFirst("twice".count) ?? ""))
      #expect(
        finding.copies.map(\.text) == [HostileOutput.texts[index], "again " + HostileOutput.texts[index]])
    }
    report.metadata = ReportMetadata(
      project: HostileOutput.texts[0], commit: HostileOutput.texts[9], date: HostileOutput.texts[10])
    for format in [LintFormat.html, .json] {
      let output = report.rendered(as: format, relativeTo: fixture.root)
      let problems = HostileOutput.problems(in: output)
      #expect(problems.isEmpty, "\(format): \(problems.prefix(5))")
    }
    let page = report.html(relativeTo: fixture.root)
    // The header names the hostile project, commit and day, each escaped once.
    let header = try #require(page.split(separator: "\n").first { $0.hasPrefix("<p class=\"run\">") })
    for tag in ["H0", "H9", "HA"] { #expect(header.contains(tag), "\(tag) not in \(header)") }
    // A name: its line break shown as the text report shows it (HTMLText.name).
    #expect(header.contains("H0\\n::error::forged H0"), "\(header)")
    // Each copy's hostile text stands in a copies block (up to the message, which quotes keys).
    let blocks = page.components(separatedBy: "<div class=\"copies\">").dropFirst()
      .map { $0.components(separatedBy: "<dl>")[0] }
    let missing = Self.allTags.filter { tag in !blocks.contains { $0.contains("again ") && $0.contains(tag) }
    }
    #expect(missing.isEmpty, "\(missing.sorted()) not in a copies block")
  }

  @Test("--fix: each note and error one printable line, the link's hostile folder named in its note")
  func fixNotes() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.workingDirectory = fixture.root
    let outcome = invocation.run()
    let messages = outcome.messages.joined(separator: "\n")
    #expect(outcome.messages.count > HostileOutput.names.count)
    let problems = HostileOutput.problems(in: messages) + HostileOutput.problems(in: outcome.output)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    // The note of the link in the folder `H0\n::error::forged H0.lproj`, its line feed escaped.
    let notes = outcome.messages.filter { $0.hasPrefix("note: not fixed: ") && $0.contains("symbolic link") }
    #expect(notes.count == HostileOutput.names.count, "\(notes)")
    #expect(notes.contains { $0.contains(#"/H0\n::error::forged H0.lproj/Linked.strings"#) }, "\(notes)")
    let missing = HostileOutput.tags(HostileOutput.names).filter { !messages.contains($0) }
    #expect(missing.isEmpty, "\(missing.sorted()) not in the notes")
  }

  @Test("--fix --dry-run: the diff of hostile names, nothing raw, no forged command")
  func dryRun() throws {
    let fixture = try Self.tree()
    defer { fixture.remove() }
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.dryRun = true
    invocation.workingDirectory = fixture.root
    let outcome = invocation.run()
    let problems = HostileOutput.problems(in: outcome.output, tabs: true)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    // Each file named after a hostile text has its diff, its name quoted as git quotes it.
    #expect(outcome.output.contains(#"--- "a/en.lproj/H0\n::error::forged H0.strings""#), "\(outcome.output)")
    let headers = outcome.output.split(separator: "\n").filter { $0.hasPrefix("--- ") }
    #expect(headers.count == HostileOutput.names.count + 2, "\(headers)")
  }

  @Test("configuration errors quote hostile keys and values on one printable line each")
  func configurationErrors() throws {
    let fixture = try LintFixture([:])
    defer { fixture.remove() }
    try FileManager.default.createDirectory(atPath: fixture.root, withIntermediateDirectories: true)
    let path = fixture.root + "/.plurals-lint.yml"
    // Each hostile text as an unknown key; and as a reporter, a strictness and a rule.
    var yaml = HostileOutput.texts.map { "\(HostileOutput.yamlQuoted($0)): 1\n" }.joined()
    yaml += "reporter: \(HostileOutput.yamlQuoted(HostileOutput.texts[0]))\n"
    yaml += "strict: \(HostileOutput.yamlQuoted(HostileOutput.texts[7]))\n"
    yaml += "disabled_rules: [\(HostileOutput.yamlQuoted(HostileOutput.texts[9]))]\n"
    try yaml.write(toFile: path, atomically: false, encoding: .utf8)
    let errors = #expect(throws: ConfigurationErrors.self) { try LintConfiguration(checkingContentsOf: path) }
    let messages = errors?.messages ?? []
    #expect(messages.count == HostileOutput.texts.count + 3, "\(messages)")
    let problems = HostileOutput.problems(in: messages.joined(separator: "\n"))
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    let missing = Self.allTags.filter { tag in !messages.contains { $0.contains(tag) } }
    #expect(missing.isEmpty, "\(missing.sorted()) not in \(messages)")
  }

  @Test("a path that cannot be read is named on one printable line, in every report that names it")
  func unreadablePath() {
    for name in HostileOutput.names {
      let path = UnreadablePath(path: "/tree/" + name, reason: "not a regular file")
      #expect(HostileOutput.problems(in: path.message).isEmpty, "\(path.message.debugDescription)")
      let tag = HostileOutput.tags([name]).first ?? "?"
      #expect(path.message.hasPrefix("cannot read /tree/") && path.message.contains(tag), "\(path.message)")
      var report = LintReport(diagnostics: [], filesChecked: 1)
      report.unreadable = [path]
      for format in LintFormat.allCases {
        let output = report.rendered(as: format)
        let problems = HostileOutput.problems(in: output, commands: format == .github)
        #expect(problems.isEmpty, "\(format): \(problems)")
      }
    }
  }
}

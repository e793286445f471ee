import Foundation
import TestSupport
import Testing

/// Every command as a CI job runs it, on `HostileOutput`'s tree (file and folder names,
/// keys and texts holding line breaks, CR, ESC, BEL, NUL, NEL, U+2028, bidirectional
/// controls and workflow commands), with hostile arguments and configuration values:
/// standard output and standard error hold no raw control or bidirectional character
/// (a tab only in a diff), no line that is a workflow command unless the GitHub reporter
/// wrote it, and the hostile texts each run must show (so that the check is not vacuous).
/// The reporters in process: LocalizationLintTests' `HostileOutputTests`.
@Suite("every command × hostile names, texts, arguments and configurations: nothing printed raw")
struct HostileOutputCLITests {
  /// A run: the executable (`plurals` or a plugin's tool), its arguments (`ROOT` is the
  /// tree), what it may print raw, and the hostile texts it must show.
  struct Run: CustomTestStringConvertible, Sendable {
    var name: String
    var executable = "plurals"
    var arguments: [String]
    var tabs = false
    var commands = false
    /// The tags (`H0` …) the output and messages must hold.
    var shown: Set<String>
    /// Whether standard error holds the command's own messages, one line each, prefixed with
    /// its name (not the argument parser's error and usage).
    var messages = true
    /// How many lines standard output holds, where the command prints one result.
    var outputLines: Int?
    var testDescription: String { name }
  }

  static let names = HostileOutput.tags(HostileOutput.names)
  static let all = HostileOutput.tags(HostileOutput.texts)
  /// The hostile texts an argument can hold (no NUL), joined.
  static let argument = HostileOutput.names.joined(separator: " ")
  /// Every hostile text in a YAML double-quoted scalar.
  static let yaml = HostileOutput.yamlQuoted(HostileOutput.texts.joined(separator: " "))

  static let runs: [Run] =
    ["text", "json", "sarif", "checkstyle", "junit", "html"].map {
      Run(name: "lint --format \($0)", arguments: ["lint", "--format", $0, "."], shown: all)
    } + [
      Run(
        name: "lint --format github", arguments: ["lint", "--format", "github", "."], commands: true,
        shown: all),
      // The header of the HTML report and the JSON report's metadata: a hostile project and commit.
      Run(
        name: "lint --format html, a hostile --report-project and --report-commit",
        arguments: [
          "lint", "--format", "html", "--report-project", argument, "--report-commit", argument, ".",
        ],
        shown: all),
      Run(
        name: "lint --format json, a hostile --report-project and --report-commit",
        arguments: [
          "lint", "--format", "json", "--report-project", argument, "--report-commit", argument, ".",
        ],
        shown: all),
      Run(name: "lint --fix (its notes)", arguments: ["lint", "--fix", "."], shown: all),
      Run(
        name: "lint --fix --dry-run (the diff)", arguments: ["lint", "--fix", "--dry-run", "."], tabs: true,
        shown: names),
      Run(
        name: "the lint plugin's tool, github", executable: "LintLocalizationsTool",
        arguments: ["--format", "github", "--", "."], commands: true, shown: all),
      Run(name: "lint: a missing path given", arguments: ["lint", "missing " + argument], shown: names),
      Run(name: "preview (the page on standard output)", arguments: ["preview", "."], shown: names),
      Run(
        name: "lint: a bad --format", arguments: ["lint", "--format", argument, "."], shown: names,
        messages: false),
      Run(
        name: "format: a hostile text and argument",
        arguments: ["format", "en.lproj/Texts.strings", "all", argument], shown: all, outputLines: 1),
      Run(
        name: "format: a missing hostile key", arguments: ["format", "en.lproj/Texts.strings", argument],
        shown: names),
      Run(
        name: "format --bundle",
        arguments: ["format", "--bundle", ".", "--table", "Texts", "--language", argument, "all", argument],
        shown: all, outputLines: 1),
      // What negotiate prints of the header or the folders is what parses as a language; a
      // catalog that does not parse is named in a load error.
      Run(name: "negotiate", arguments: ["negotiate", "--bundle", ".", argument], shown: names),
      Run(
        name: "classify: a hostile locale and numeral",
        arguments: ["classify", "--locale", argument, argument], shown: names),
      Run(name: "rules: a hostile locale", arguments: ["rules", "--locale", argument], shown: names),
      Run(
        name: "generate-accessors: keys that disagree",
        arguments: ["generate-accessors", "en.lproj", "fr.lproj", "--output", "../L10n.swift"], shown: all),
      Run(
        name: "generate-accessors: tables in several folders",
        arguments: ["generate-accessors", ".", "--output", "../L10n.swift"], shown: names),
      Run(
        name: "generate-accessors: a hostile configuration value",
        arguments: ["generate-accessors", ".", "--output", "../L10n.swift", "--config", "../accessors.yml"],
        shown: all),
      Run(
        name: "the accessor plugin's tool: a hostile target and configuration",
        executable: "GenerateAccessorsTool",
        arguments: [
          "--output", "../L10n.swift", "--target", argument, "--config", "../accessors.yml", "--", ".",
        ],
        shown: all),
    ]

  @Test("nothing raw, no forged workflow command, the hostile texts shown", arguments: runs)
  func hostile(_ run: Run) throws {
    let base = NSTemporaryDirectory() + "hostile-output-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    let root = base + "/tree"
    try HostileOutput.writeTree(at: root)
    try "type_name: \(Self.yaml)\n".write(toFile: base + "/accessors.yml", atomically: false, encoding: .utf8)
    let executable = run.executable == "plurals" ? pluralsExecutable : builtExecutable(run.executable)
    let result = try runProcess(executable, run.arguments, directory: root)
    #expect(result.status < 128, "ended by a signal: \(result.status)")
    let output = HostileOutput.problems(in: result.output, tabs: run.tabs, commands: run.commands)
    #expect(output.isEmpty, "standard output: \(output.prefix(5))")
    if let lines = run.outputLines {
      // One result, one line: the text's own line breaks are shown, not printed.
      #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).count == lines + 1)
      #expect(result.output.hasSuffix("\n"))
    }
    let error = HostileOutput.problems(in: result.error)
    #expect(error.isEmpty, "standard error: \(error.prefix(5))")
    if run.messages {
      // Each message is one line: a hostile text never continues it on a line of its own.
      let prefix =
        ["plurals": "plurals: ", "LintLocalizationsTool": "lint-localizations: "][run.executable]
        ?? "generate-accessors: "
      let stray = result.error.split(separator: "\n").filter { !$0.hasPrefix(prefix) }
      #expect(stray.isEmpty, "lines of standard error that are no message: \(stray.prefix(5))")
    }
    let everything = result.output + result.error
    let missing = run.shown.filter { !everything.contains($0) }
    #expect(missing.isEmpty, "\(missing.sorted()) not shown: \(everything.prefix(3000).debugDescription)")
  }
}

import ArgumentParser
import Foundation
import LocalizationFiles
import LocalizationLint
import LocalizedStrings

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check .stringsdict, .strings and .xcstrings files against CLDR plural rules.",
    discussion: """
      Directories are walked; with no path, the configuration's `included` paths, else the \
      current directory. A file's language comes from its <language>.lproj folder, a \
      catalog's from its localizations. Finding no localization file at all is an error. \
      `plurals lint rules` lists the rules (a folder named rules: `plurals lint ./rules`).

      Exit status:
      \(LintExitCode.table)
      """)

  @Argument(help: "Files or directories to check (default: the current directory), or `rules`.")
  var paths: [String] = []

  @Option(
    name: [.customLong("format"), .customLong("reporter")],
    help: """
      The report's format (default: the configuration's `reporter:`, else text): text (compiler style, one line per diagnostic), json, github (GitHub Actions \
      annotations), sarif (SARIF 2.1.0, for code scanning), checkstyle (Checkstyle XML), \
      junit (JUnit XML, for GitLab and Jenkins test reports) or html (one self-contained \
      page for translators and reviewers: findings by language and file, with the texts and fixes).
      """,
    transform: { text in
      guard let format = LintFormat(rawValue: text) else {
        throw ValidationError(
          "'\(text)' is not a format: \(LintFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return format
    })
  var format: LintFormat?

  @Option(
    help: """
      Write the report (in the --format) to this file, replaced whole, never through a symbolic \
      link; standard output keeps the text report.
      """)
  var output: String?

  @Flag(
    name: [.customLong("werror"), .customLong("strict")], inversion: .prefixedNo,
    help: "Treat warnings as errors (default: the configuration's `strict:`, else not).")
  var werror: Bool?

  @Flag(
    help: """
      Rewrite the findings that have one right answer (identical-duplicate-key, \
      integer-width-mismatch, conversion-look-alike: `plurals lint rules` marks them), then lint again \
      and report what is left.
      """)
  var fix = false

  @Flag(help: "With --fix: print the rewrites as a unified diff on standard output and write nothing.")
  var dryRun = false

  @Flag(help: "Leave notes out of the report (errors and warnings only).")
  var quiet = false

  @Option(
    help: """
      The development language (Base.lproj's language and the reference for comparisons); \
      replaces the configuration's.
      """)
  var developmentLanguage: String?

  @Option(
    name: .customLong("config"),
    help: "The configuration file (default: .plurals-lint.yml in the current directory, if there is one).")
  var configuration: String?

  @Option(help: "Report only the findings that this baseline file (from --write-baseline) does not list.")
  var baseline: String?

  @Option(help: "Record every finding of this run in a baseline file (JSON), to adopt the linter gradually.")
  var writeBaseline: String?

  func run() throws {
    if paths == ["rules"] {
      print(LintRules.listing(json: format == .json), terminator: "")
      return
    }
    if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
    var invocation = LintInvocation()
    invocation.paths = paths
    invocation.format = format
    invocation.warningsAsErrors = werror
    invocation.outputPath = output
    invocation.fix = fix
    invocation.dryRun = dryRun
    invocation.quiet = quiet
    invocation.developmentLanguage = developmentLanguage
    invocation.configurationPath = configuration
    invocation.baselinePath = baseline
    invocation.writeBaselinePath = writeBaseline
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    let outcome = invocation.run()
    print(outcome.output, terminator: "")
    for message in outcome.messages { printError(message) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

/// `plurals lint rules`: every rule of the registry (`DiagnosticRule.all`, one file per
/// rule in LocalizationFiles' Diagnostics/Rules), with why it has its severity.
enum LintRules {
  /// The listing: a block per code, or a JSON array of objects.
  static func listing(json: Bool) -> String {
    if json {
      let rules = DiagnosticRule.all.map { rule in
        JSONText.object([
          ("code", .string(rule.code.rawValue)), ("severity", .string(rule.severity.rawValue)),
          ("summary", .string(rule.summary)), ("example", .string(rule.example)), ("fix", .string(rule.help)),
          ("severity_reason", .string(rule.reason)),
          ("fixable", .boolean(LintFix.fixableCodes.contains(rule.code))),
        ])
      }
      return JSONText.array(rules).rendered(indent: 2) + "\n"
    }
    return DiagnosticRule.all.map { rule in
      let fixable = LintFix.fixableCodes.contains(rule.code) ? ", fixable with --fix" : ""
      return
        "\(rule.code.rawValue) (\(rule.severity.rawValue)\(fixable))\n  \(rule.summary)\n  example: \(rule.example)\n"
        + "  fix:     \(rule.help)\n" + "  because: \(rule.reason)\n\n"
    }.joined()
  }
}

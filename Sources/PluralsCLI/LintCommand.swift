import ArgumentParser
import Foundation
import LocalizationLint

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check .stringsdict, .strings and .xcstrings files against CLDR plural rules.",
    discussion: """
      Directories are walked; with no path, the configuration's `included` paths, else the \
      current directory. A file's language comes from its <language>.lproj folder, a \
      catalog's from its localizations. Finding no localization file at all is an error. \
      `plurals lint rules` lists the rules.

      Exit status:
      \(LintExitCode.table)
      """)

  @Argument(help: "Files or directories to check (default: the current directory).")
  var paths: [String] = []

  @Option(
    help: """
      text (compiler style, one line per diagnostic), json, github (GitHub Actions \
      annotations), sarif (SARIF 2.1.0, for code scanning), checkstyle (Checkstyle XML) \
      or junit (JUnit XML, for GitLab and Jenkins test reports).
      """,
    transform: { text in
      guard let format = LintFormat(rawValue: text) else {
        throw ValidationError(
          "'\(text)' is not a format: \(LintFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return format
    })
  var format = LintFormat.text

  @Flag(help: "Treat warnings as errors.")
  var werror = false

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
    var invocation = LintInvocation()
    invocation.paths = paths
    invocation.format = format
    invocation.warningsAsErrors = werror
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

import ArgumentParser
import Foundation
import LocalizationLint

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check .stringsdict, .strings and .xcstrings files against CLDR plural rules.",
    discussion: """
      Directories are walked; with no path, the current directory. A file's language comes \
      from its <language>.lproj folder, a catalog's from its localizations. Finding no \
      localization file at all is an error.

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

  @Option(help: "The development language (Base.lproj's language and the reference for comparisons).")
  var developmentLanguage: String?

  func run() throws {
    var invocation = LintInvocation()
    invocation.paths = paths
    invocation.format = format
    invocation.warningsAsErrors = werror
    invocation.quiet = quiet
    invocation.developmentLanguage = developmentLanguage
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    let outcome = invocation.run()
    print(outcome.output, terminator: "")
    for message in outcome.messages { printError(message) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

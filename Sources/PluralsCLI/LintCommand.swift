import ArgumentParser
import Foundation
import LocalizationLint

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check .stringsdict, .strings and .xcstrings files against CLDR plural rules.",
    discussion: """
      Directories are walked. A file's language comes from its <language>.lproj folder, \
      a catalog's from its localizations. Exit status: 0 clean, 1 errors (or warnings \
      with --werror), 2 a path could not be read.
      """)

  @Argument(help: "Files or directories to check.")
  var paths: [String]

  @Option(
    help: """
      text (compiler style, one line per diagnostic), json, github (GitHub Actions \
      annotations) or sarif (SARIF 2.1.0, for code scanning).
      """,
    transform: { text in
      guard let format = LintFormat(rawValue: text) else {
        throw ValidationError("'\(text)' is not a format: text, json, github or sarif")
      }
      return format
    })
  var format = LintFormat.text

  @Flag(help: "Treat warnings as errors.")
  var werror = false

  @Option(help: "The development language (Base.lproj's language and the reference for comparisons).")
  var developmentLanguage = "en"

  func run() throws {
    let report = Linter.lint(paths: paths, developmentLanguage: developmentLanguage)
    print(report.rendered(as: format, relativeTo: FileManager.default.currentDirectoryPath), terminator: "")
    for path in report.unreadablePaths { printError("error: cannot read \(path)") }
    let status = report.exitStatus(warningsAsErrors: werror)
    if status != 0 { throw ExitCode(status) }
  }
}

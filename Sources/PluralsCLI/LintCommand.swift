import ArgumentParser
import Foundation
import LocalizationLint
import LocalizedStrings

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check .stringsdict, .strings and .xcstrings files against CLDR plural rules.",
    discussion: """
      Directories are walked. A file's language comes from its <language>.lproj folder, \
      a catalog's from its localizations. Exit status: 0 clean, 1 errors (or warnings \
      with --werror), 2 a path could not be read.
      """)

  enum OutputFormat: String, ExpressibleByArgument {
    case text, json, github, sarif
  }

  @Argument(help: "Files or directories to check.")
  var paths: [String]

  @Option(
    help: """
      text (compiler style, one line per diagnostic), json, github (GitHub Actions \
      annotations) or sarif (SARIF 2.1.0, for code scanning).
      """)
  var format = OutputFormat.text

  @Flag(help: "Treat warnings as errors.")
  var werror = false

  @Option(help: "The development language (Base.lproj's language and the reference for comparisons).")
  var developmentLanguage = "en"

  func run() throws {
    let report = Linter.lint(paths: paths, developmentLanguage: developmentLanguage)
    let errors = report.count(.error)
    let warnings = report.count(.warning)
    let notes = report.count(.note)
    let summary =
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s") in \(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s")"
    switch format {
    case .text:
      for diagnostic in report.diagnostics { print(diagnostic) }
      print(summary)
    case .json:
      let items = report.diagnostics.map { diagnostic in
        "{\"file\":\(JSONText.quoted(diagnostic.location.file)),\"line\":\(diagnostic.location.line),\"column\":\(diagnostic.location.column),\"severity\":\"\(diagnostic.severity.rawValue)\",\"code\":\(JSONText.quoted(diagnostic.code.rawValue)),\"message\":\(JSONText.quoted(diagnostic.message))}"
      }
      print(
        "{\"diagnostics\":[\(items.joined(separator: ","))],\"summary\":{\"errors\":\(errors),\"warnings\":\(warnings),\"notes\":\(notes),\"files\":\(report.filesChecked)}}"
      )
    case .github:
      print(report.githubAnnotations(relativeTo: FileManager.default.currentDirectoryPath), terminator: "")
      print(summary)
    case .sarif:
      print(report.sarif(relativeTo: FileManager.default.currentDirectoryPath), terminator: "")
    }
    for path in report.unreadablePaths { printError("error: cannot read \(path)") }
    if !report.unreadablePaths.isEmpty { throw ExitCode(2) }
    if errors > 0 || (werror && warnings > 0) { throw ExitCode.failure }
  }
}

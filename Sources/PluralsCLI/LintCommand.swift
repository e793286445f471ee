import ArgumentParser
import CommandOptions
import LintCommandOptions
import Foundation
import LocalizedStrings
import LocalizationLint
import SwiftCallSites

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check .stringsdict, .strings and .xcstrings files against CLDR plural rules.",
    discussion: """
      Directories are walked; with no path, the configuration's `included` paths, else the \
      current directory. A file's language comes from its <language>.lproj folder, a \
      catalog's from its localizations. Finding no localization file at all is an error. \
      `plurals lint rules` lists the rules, `plurals lint rules missing-key` one (a folder named \
      rules: `plurals lint ./rules` or `plurals lint -- rules`).

      Exit status:
      \(LintExitCode.table)
      """)

  /// Every option, defined once for the CLI and the plugins' tool.
  @OptionGroup var options: LintArguments

  func run() throws {
    var options = options
    // The parser was given each run of paths as one placeholder (ValueRuns).
    options.paths = ValueRuns(CommandLine.arguments, from: 2).expand(options.paths)
    if options.listsRules(commandLine: CommandLine.arguments) {
      Console.write(try options.rulesListing())
      return
    }
    var invocation = options.invocation
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    invocation.codeReader = { CallSiteScanner.read(paths: $0, functions: $1, excludes: $2) }
    let outcome = invocation.run()
    // Made printable by the run, its format's own lines kept (the GitHub report's commands).
    Console.write(outcome.output, keeping: [.tabs, .commands])
    for message in outcome.messages { printError(message) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}

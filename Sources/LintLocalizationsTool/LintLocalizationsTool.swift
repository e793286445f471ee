import ArgumentParser
import CommandOptions
import Foundation
import LocalizationLint

/// The linter as the SwiftPM plugins run it: `plurals lint` without the rest
/// of the CLI (no resources), an executable target that is no product, so that
/// SwiftPM 6.3 finds it as a plugin tool in this package and in the packages
/// that use the plugins.
///
/// Its command line is `plurals lint`'s, parsed by the same definition
/// (``LintArguments``: `LintLocalizationsTool --help` lists it), and run by
/// `LintInvocation` as `plurals lint` runs it: the same output and exit status
/// (``LintExitCode``); `LintLocalizationsTool rules` lists the rules.
@main
enum LintLocalizationsTool {
  /// `plurals lint`'s options (a command only to name itself in `--help`).
  struct Arguments: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "LintLocalizationsTool")

    @OptionGroup var options: LintArguments
  }

  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let options = ToolCommandLine.parse(
      Arguments.self, arguments, tool: "lint-localizations", values: \.options.paths
    ).options
    if options.listsRules(commandLine: arguments) {
      Console.write(options.rulesListing)
      exit(0)
    }
    var invocation = options.invocation
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    let outcome = invocation.run()
    // Made printable by the run, its format's own lines kept (the GitHub report's commands).
    Console.write(outcome.output, keeping: [.tabs, .commands])
    for line in outcome.messages { ToolCommandLine.message(line, tool: "lint-localizations") }
    exit(outcome.status)
  }
}

import ArgumentParser
import CommandOptions
import LintCommandOptions
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
///
/// The command plugin passes its targets' files and its user's arguments as they were
/// typed (``LintCommandPluginLine``): every option of `plurals lint` is read here, and a
/// path, which the plugin does not take, is refused with the `plurals lint` command that
/// lints it.
@main
enum LintLocalizationsTool {
  /// `plurals lint`'s options (a command only to name itself in `--help`).
  struct Arguments: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "LintLocalizationsTool")

    @OptionGroup var options: LintArguments
  }

  static func main() {
    if let line = LintCommandPluginLine(CommandLine.arguments.dropFirst()) { fromCommandPlugin(line) }
    let arguments = CommandLine.arguments.dropFirst()
    let options = ToolCommandLine.parse(
      Arguments.self, arguments, tool: "lint-localizations", values: \.options.paths
    ).options
    if options.listsRules(commandLine: arguments) { listRules(options) }
    run(options.invocation)
  }

  /// `swift package lint-localizations`: the user's arguments read as `plurals lint`'s
  /// options, the plugin's files as the paths.
  static func fromCommandPlugin(_ line: LintCommandPluginLine) -> Never {
    let tool = "lint-localizations"
    let plugin = ToolCommandLine.parse(
      LintCommandPluginArguments.self, line.arguments, tool: tool, values: \.options.paths,
      hint:
        "the options: swift package lint-localizations --help (every option of plurals lint, and --target)")
    let options = plugin.options
    if options.listsRules(commandLine: line.arguments) { listRules(options) }
    if let refusal = plugin.refusal(commandLine: line.arguments) {
      ToolCommandLine.message("error: \(refusal)", tool: tool)
      exit(ToolCommandLine.usageStatus)
    }
    guard !line.files.isEmpty else {
      ToolCommandLine.message(
        "warning: no .stringsdict, .strings or .xcstrings files in the targets chosen", tool: tool)
      exit(0)
    }
    var invocation = options.invocation
    invocation.paths = line.files
    run(invocation)
  }

  /// `rules [CODE …]`: the listing, or a usage error for a code that is no rule.
  static func listRules(_ options: LintArguments) -> Never {
    do {
      Console.write(try options.rulesListing())
      exit(0)
    } catch {
      ToolCommandLine.message("error: \(error.message)", tool: "lint-localizations")
      exit(ToolCommandLine.usageStatus)
    }
  }

  /// Runs `invocation` in the current directory, prints what it made, and exits with its status.
  static func run(_ invocation: LintInvocation) -> Never {
    var invocation = invocation
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    let outcome = invocation.run()
    // Made printable by the run, its format's own lines kept (the GitHub report's commands).
    Console.write(outcome.output, keeping: [.tabs, .commands])
    for line in outcome.messages { ToolCommandLine.message(line, tool: "lint-localizations") }
    exit(outcome.status)
  }
}

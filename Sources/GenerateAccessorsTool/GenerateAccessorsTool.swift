import ArgumentParser
import CommandOptions
import Foundation

/// `plurals generate-accessors` as the build-tool plugin runs it: no resources, an
/// executable target that is no product (see `LintLocalizationsTool`).
///
/// Its command line is `plurals generate-accessors`'s, parsed by the same definition
/// (``AccessorArguments``), and `--target NAME`, the target named in messages:
/// `GenerateAccessorsTool --output FILE --target NAME [options] [--] PATH…`, run by
/// `AccessorInvocation` as `plurals generate-accessors` runs it: the configuration
/// (`.plurals-accessors.yml` of the target) first, the options over it. Keys left out are
/// printed as `file:line:column: warning: …`, problems as `file:line:column: error: …` with
/// exit status 1; a bad option is exit status 64.
@main
enum GenerateAccessorsTool {
  /// `plurals generate-accessors`' options, and the target (a command only to name itself in `--help`).
  struct Arguments: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "GenerateAccessorsTool")

    @OptionGroup var options: AccessorArguments

    @Option(help: "The target the plugin generates for, named in messages.")
    var target: String?
  }

  static func main() {
    let tool = ToolCommandLine.parse(
      Arguments.self, CommandLine.arguments.dropFirst(), tool: "generate-accessors", values: \.options.paths)
    var invocation = tool.options.invocation(
      command:
        "swift build (GenerateAccessorsPlugin regenerates it for \(tool.target ?? "the target") at every build)"
    )
    invocation.target = tool.target
    let outcome = invocation.run()
    for line in outcome.diagnostics { Console.line(line) }
    for line in outcome.messages { ToolCommandLine.message(line, tool: "generate-accessors") }
    exit(outcome.status)
  }
}

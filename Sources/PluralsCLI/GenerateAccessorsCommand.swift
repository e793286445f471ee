import AccessorCodeGen
import ArgumentParser
import CommandOptions
import Foundation

struct GenerateAccessors: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate-accessors",
    abstract: "Write typed Swift accessors for the keys of .xcstrings, .stringsdict and .strings files.",
    discussion: """
      One static function per key that takes arguments (typed from its conversions: %d → Int, \
      %u → UInt, %f → Double, %@ → String), one static property per key that takes none, \
      named from the key ("%d file(s) remaining" → filesRemaining(_:), "settings.title" → \
      settingsTitle; with --names nested, an enum per dotted part: Settings.title). Localizable's keys sit on the type, other tables' in a nested enum \
      named after the table. The accessors format with NAME.binding.localizer (set once, or \
      bound per request). Directories are walked. A key whose languages disagree on its \
      arguments gets no accessor and a file:line:column warning (with --strict, an error and \
      exit status 1); a bad configuration is exit status 78.

        plurals generate-accessors Resources --output Sources/App/L10n.swift
        plurals generate-accessors Settings.xcstrings --output L10n.swift --name Strings --access public
      """)

  /// Every option, defined once for the CLI and the plugin's tool.
  @OptionGroup var options: AccessorArguments

  /// The shared run (`AccessorInvocation`, as the plugin's tool runs it) with these options.
  func run() throws {
    var options = options
    // The parser was given each run of paths as one placeholder (ValueRuns).
    options.paths = ValueRuns(CommandLine.arguments, from: 2).expand(options.paths)
    let invocation = options.invocation(command: Self.commandLine(CommandLine.arguments.dropFirst()))
    let outcome = invocation.run()
    for line in outcome.diagnostics { Console.line(line) }
    for line in outcome.messages { printError(line) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }

  /// `plurals generate-accessors …` as typed, quoted for a shell where needed, absolute paths
  /// made relative to the working directory (the header of a file meant to be committed).
  static func commandLine(_ arguments: ArraySlice<String>) -> String {
    RegenerationCommand.text(
      ["plurals"] + arguments, workingDirectory: FileManager.default.currentDirectoryPath)
  }
}

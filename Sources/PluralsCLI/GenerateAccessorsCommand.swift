import AccessorCodeGen
import ArgumentParser
import Foundation

struct GenerateAccessors: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate-accessors",
    abstract: "Write typed Swift accessors for the keys of .xcstrings, .stringsdict and .strings files.",
    discussion: """
      One static function per key that takes arguments (typed from its conversions: %d → Int, \
      %u → UInt, %f → Double, %@ → String), one static property per key that takes none, \
      named from the key ("%d file(s) remaining" → filesRemaining(_:), "settings.title" → \
      settingsTitle). Localizable's keys sit on the type, other tables' in a nested enum \
      named after the table. The accessors format with NAME.binding.localizer (set once, or \
      bound per request). Directories are walked. A key whose languages disagree on its \
      arguments gets no accessor and a file:line:column warning (with --strict, an error and \
      exit status 1); a bad configuration is exit status 78.

        plurals generate-accessors Resources --output Sources/App/L10n.swift
        plurals generate-accessors Settings.xcstrings --output L10n.swift --name Strings --access public
      """)

  @Argument(help: "The localization files, or directories holding them (all languages: they are compared).")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The Swift file to write.")
  var output: String

  @Option(help: "The name of the generated type (default: L10n).")
  var name: String?

  @Option(help: "The access level of the generated type and its members (default: internal).")
  var access: AccessLevel?

  @Option(
    help: "The development language, whose .lproj files give the keys and their arguments (default: en).")
  var developmentLanguage: String?

  @Flag(
    help: """
      Until a localizer is bound, read the target's resources through Bundle.module in the process's \
      preferred languages (the target must depend on PluralsFoundation and have resources).
      """)
  var bundleModule = false

  @Option(
    help: "With --bundle-module: the folder of Bundle.module that holds the files (a .copy resource folder).")
  var resourceFolder: String?

  @Option(
    help: """
      An accessor configuration (.plurals-accessors.yml: type_name, access, development_language, tables, \
      strict); options given on the command line win.
      """)
  var config: String?

  @Flag(
    help: "A key with argument errors stops the generation (default: it gets no accessor, with a warning).")
  var strict = false

  func validate() throws {
    if resourceFolder != nil && !bundleModule {
      throw ValidationError("--resource-folder names a folder of Bundle.module: add --bundle-module")
    }
  }

  /// The shared run (`AccessorInvocation`, as the plugin's tool runs it) with these options.
  func run() throws {
    var invocation = AccessorInvocation()
    invocation.paths = paths
    invocation.output = output
    invocation.configurationPath = config
    invocation.typeName = name
    invocation.access = access
    invocation.developmentLanguage = developmentLanguage
    invocation.strict = strict
    invocation.readsBundleModule = bundleModule
    invocation.resourceFolder = resourceFolder
    invocation.command = Self.commandLine(CommandLine.arguments.dropFirst())
    let outcome = invocation.run()
    for line in outcome.diagnostics { print(line) }
    for line in outcome.messages { printError(line) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }

  /// `plurals generate-accessors …` as typed, quoted for a shell where needed.
  static func commandLine(_ arguments: ArraySlice<String>) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:@+")
    return
      (["plurals"]
      + arguments.map { argument in
        !argument.isEmpty && argument.allSatisfy(safe.contains)
          ? argument : "'" + argument.replacing("'", with: "'\\''") + "'"
      }).joined(separator: " ")
  }
}

extension AccessLevel: ExpressibleByArgument {}

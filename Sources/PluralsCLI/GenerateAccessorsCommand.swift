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
      bound per request). Directories are walked. Entries whose languages disagree on their \
      arguments stop the generation with file:line:column errors (exit status 1).

        plurals generate-accessors Resources --output Sources/App/L10n.swift
        plurals generate-accessors Settings.xcstrings --output L10n.swift --name Strings --access public
      """)

  @Argument(help: "The localization files, or directories holding them (all languages: they are compared).")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The Swift file to write.")
  var output: String

  @Option(help: "The name of the generated type.")
  var name = "L10n"

  @Option(help: "The access level of the generated type and its members.")
  var access = AccessLevel.internal

  @Option(help: "The development language, whose .lproj files give the keys and their arguments.")
  var developmentLanguage = "en"

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

  func run() throws {
    var options = AccessorOptions(command: Self.commandLine(CommandLine.arguments.dropFirst()))
    if let config {
      do {
        try AccessorConfiguration.apply(config, to: &options)
      } catch {
        printError("\(error.location): error: \(error.message)")
        throw ExitCode(64)
      }
    }
    // Given on the command line, an option wins over the configuration.
    let given = Set(CommandLine.arguments)
    if given.contains("--name") { options.typeName = name }
    if given.contains("--access") { options.access = access }
    if given.contains("--development-language") { options.developmentLanguage = developmentLanguage }
    if strict { options.strict = true }
    options.readsBundleModule = bundleModule
    options.resourceFolder = resourceFolder
    let source: String
    do {
      let generated = try AccessorGenerator.generate(paths: paths, options: options)
      for warning in generated.warnings { print(warning.description) }
      source = generated.source
    } catch {
      print(error.description)
      printError("error: no accessors written: \(error.problems.count) problem(s)")
      throw ExitCode.failure
    }
    do {
      try source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      printError("error: cannot write \(output): \(error.localizedDescription)")
      throw ExitCode.failure
    }
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

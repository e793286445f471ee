import AccessorCodeGen
import ArgumentParser

/// The options of `plurals generate-accessors`, defined once for both front doors: the
/// CLI's subcommand takes them as an `@OptionGroup`, and the build-tool plugin's
/// `GenerateAccessorsTool` parses its command line with them (``ToolCommandLine``), adding
/// only `--target`. The run they configure is ``AccessorInvocation``.
///
/// ```swift
/// let options = try AccessorArguments.parse(["Resources", "-o", "L10n.swift", "--access", "public"])
/// options.invocation(command: "plurals generate-accessors …").access   // .public
/// ```
package struct AccessorArguments: ParsableArguments {
  @Argument(help: "The localization files, or directories holding them (all languages: they are compared).")
  package var paths: [String]

  @Option(name: .shortAndLong, parsing: .unconditional, help: "The Swift file to write.")
  package var output: String

  @Option(help: "The name of the generated type (default: L10n).")
  package var name: String?

  @Option(help: "The access level of the generated type and its members (default: internal).")
  package var access: AccessLevel?

  @Option(
    help: """
      How keys are named: flat (settings.title → settingsTitle, the default) or nested \
      (settings.title → Settings.title, an enum per dotted part; a key with %, or with an empty part, stays flat).
      """)
  package var names: AccessorNaming?

  @Option(
    parsing: .unconditional,
    help: "The development language, whose .lproj files give the keys and their arguments (default: en).")
  package var developmentLanguage: String?

  @Flag(
    help: """
      Until a localizer is bound, read the target's resources through Bundle.module in the process's \
      preferred languages (the target must depend on PluralsFoundation and have resources).
      """)
  package var bundleModule = false

  @Option(
    parsing: .unconditional,
    help: "With --bundle-module: the folder of Bundle.module that holds the files (a .copy resource folder).")
  package var resourceFolder: String?

  @Option(
    parsing: .unconditional,
    help: """
      An accessor configuration (.plurals-accessors.yml: type_name, access, development_language, tables, \
      strict, names); options given on the command line win.
      """)
  package var config: String?

  @Flag(
    help: "A key with argument errors stops the generation (default: it gets no accessor, with a warning).")
  package var strict = false

  package init() {}

  package func validate() throws {
    if resourceFolder != nil && !bundleModule {
      throw ValidationError("--resource-folder names a folder of Bundle.module: add --bundle-module")
    }
  }

  /// The run these options ask for.
  /// - Parameter command: the command that regenerates the file, for its header.
  package func invocation(command: String) -> AccessorInvocation {
    var invocation = AccessorInvocation()
    invocation.paths = paths
    invocation.output = output
    invocation.configurationPath = config
    invocation.typeName = name
    invocation.access = access
    invocation.developmentLanguage = developmentLanguage
    invocation.naming = names
    invocation.strict = strict
    invocation.readsBundleModule = bundleModule
    invocation.resourceFolder = resourceFolder
    invocation.command = command
    return invocation
  }
}

extension AccessLevel: ExpressibleByArgument {}
extension AccessorNaming: ExpressibleByArgument {}

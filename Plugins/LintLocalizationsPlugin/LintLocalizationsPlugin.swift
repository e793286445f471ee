import Foundation
import PackagePlugin

/// Runs the linter (`plurals lint`, as `LintLocalizationsTool`) on a
/// target's `.stringsdict`, `.strings` and `.xcstrings` files when the target
/// is built; errors fail the build.
///
/// A build command with the files as inputs and no outputs: SwiftPM (tools
/// version 5.11 and later) runs it when one of them changed or its last run
/// failed, and nothing is added to the target's module or resources. A
/// prebuild command is not possible: it may only run a binary target's
/// executable, and the linter is built from source here.
@main
struct LintLocalizationsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // Localization files, and resource folders copied whole (`.copy`), which the linter walks.
    let files = target.sourceFiles.filter {
      ["stringsdict", "strings", "xcstrings"].contains($0.url.pathExtension)
        || ($0.type == .resource && $0.url.hasDirectoryPath)
    }.map(\.url)
    guard !files.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "Linting the localizations of \(target.name)",
        executable: try context.tool(named: "LintLocalizationsTool").url,
        arguments: ["--"] + files.map { $0.path(percentEncoded: false) },
        inputFiles: files)
    ]
  }
}

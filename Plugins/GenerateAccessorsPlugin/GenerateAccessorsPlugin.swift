import Foundation
import PackagePlugin

/// Generates typed accessors (`plurals generate-accessors`, as
/// `GenerateAccessorsTool`) for a target's `.xcstrings`, `.stringsdict` and
/// `.strings` files when the target is built, and compiles them into the
/// target: an internal enum `L10n` whose static members format with
/// `L10n.binding.localizer`.
///
/// A build command whose inputs are the localization files (the files
/// inside resource folders copied with `.copy` too, so that an edit in one
/// of them regenerates) and whose output is `L10n.swift` in the plugin's
/// work folder. The target needs the `Localization` product; when it
/// also depends on `PluralsFoundation` and has resources, the accessors read
/// them through `Bundle.module` in the process's preferred languages until a
/// localizer is bound (`--bundle-module`). `.plurals-accessors.yml` in the
/// target's folder sets the type's name, access level, development language,
/// tables, strictness and names (`names: nested`: `L10n.Settings.title`). A key whose translations have argument errors gets
/// no accessor and a build warning at its `file:line:column` (with `strict:
/// true`, a build error); a problem of a whole file (one that does not
/// parse) fails the build with `file:line:column` errors.
@main
struct GenerateAccessorsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = LocalizationSources(target)
    guard !sources.isEmpty else { return [] }
    let files = sources.listedFiles + sources.filesInCopiedFolders
    let output = context.pluginWorkDirectoryURL.appending(path: "L10n.swift")
    // With PluralsFoundation and resources, the accessors find them through Bundle.module by themselves.
    let hasResources = target.sourceFiles.contains { $0.type == .resource }
    let usesFoundationOverlay = target.dependencies.contains { dependency in
      if case .product(let product) = dependency { return product.name == "PluralsFoundation" }
      return false
    }
    // The target's own options, from .plurals-accessors.yml in its folder (an input: an edit regenerates).
    let folder = (target as? SwiftSourceModuleTarget)?.directoryURL
    let configuration = folder?.appending(path: ".plurals-accessors.yml")
    let configured =
      configuration.map { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) } ?? false
    var lookup: [String] = []
    if configured, let configuration { lookup += ["--config", configuration.path(percentEncoded: false)] }
    if hasResources && usesFoundationOverlay {
      lookup.append("--bundle-module")
      // Files in one folder copied as it is sit in that folder of the bundle, not at its root.
      if sources.listedFiles.isEmpty, sources.copiedFolders.count == 1 {
        lookup += ["--resource-folder", sources.copiedFolders[0].lastPathComponent]
      }
    }
    return [
      .buildCommand(
        displayName: "Generating localization accessors for \(target.name)",
        executable: try context.tool(named: "GenerateAccessorsTool").url,
        arguments: ["--output", output.path(percentEncoded: false), "--target", target.name] + lookup + ["--"]
          + files.map { $0.path(percentEncoded: false) },
        inputFiles: sources.inputs + (configured ? configuration.map { [$0] } ?? [] : []),
        outputFiles: [output])
    ]
  }
}

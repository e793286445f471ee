import Foundation
import PackagePlugin

/// `swift package lint-localizations [--target T …] [--werror] [--quiet] [--format F]
/// [--development-language L] [--config FILE] [--baseline FILE] [--write-baseline FILE]`:
/// lints the `.stringsdict`, `.strings` and `.xcstrings` files of the
/// package's targets (or the ones named) in one run of the linter (`plurals
/// lint`, as `LintLocalizationsTool`), so that one report covers them all.
/// The configuration is `--config`'s, else the package root's `.plurals-lint.yml`.
@main
struct LintLocalizationsCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var options: [String] = []
    if extractor.extractFlag(named: "werror") > 0 { options.append("--werror") }
    if extractor.extractFlag(named: "quiet") > 0 { options.append("--quiet") }
    for name in ["baseline", "write-baseline"] {
      for file in extractor.extractOption(named: name) { options += ["--\(name)", file] }
    }
    let configurations = extractor.extractOption(named: "config")
    for file in configurations { options += ["--config", file] }
    for format in extractor.extractOption(named: "format") { options += ["--format", format] }
    for language in extractor.extractOption(named: "development-language") {
      options += ["--development-language", language]
    }
    guard extractor.remainingArguments.isEmpty else {
      throw PluginError("unexpected arguments: \(extractor.remainingArguments.joined(separator: " "))")
    }
    let targets =
      targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
    let root = context.package.directoryURL.path(percentEncoded: false)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if configurations.isEmpty, FileManager.default.fileExists(atPath: prefix + ".plurals-lint.yml") {
      options += ["--config", ".plurals-lint.yml"]
    }
    let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
      // Localization files, and resource folders copied whole (`.copy`), which the linter walks.
      let sources = LocalizationSources(target)
      return (sources.listedFiles + sources.copiedFolders).map { file in
        // Relative to the package, as the report shows them and CI resolves them.
        let path = file.path(percentEncoded: false)
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      }
    }
    guard !files.isEmpty else {
      return Diagnostics.warning("no .stringsdict, .strings or .xcstrings files in the targets chosen")
    }
    let process = Process()
    process.executableURL = try context.tool(named: "LintLocalizationsTool").url
    process.arguments = options + ["--"] + files
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginError("localization lint failed (exit status \(process.terminationStatus))")
    }
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

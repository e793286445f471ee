import Foundation
import PackagePlugin

/// `swift package lint-localizations [--target T …] [options of plurals lint]`: lints the
/// `.stringsdict`, `.strings` and `.xcstrings` files of the package's targets (or the ones
/// named) in one run of the linter (`plurals lint`, as `LintLocalizationsTool`), so that one
/// report covers them all. The plugin takes out `--target` and passes everything else on as
/// typed: the tool reads it with `plurals lint`'s own option table (CommandOptions'
/// `LintCommandPluginArguments`, which `--help` prints), so every option of `plurals lint`
/// works here (`--fix`, `--dry-run`, `--output`, `--reporter`, `--strict`, …), and a path,
/// which the plugin does not take, is refused with the `swift run plurals lint` command that
/// lints it. The configuration is `--config`'s, else the package root's `.plurals-lint.yml`.
@main
struct LintLocalizationsCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // `--target` is read before the first `--` only; the rest goes on in its order, `--` kept.
    let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
    var extractor = ArgumentExtractor(Array(arguments[..<end]))
    let targetNames = extractor.extractOption(named: "target")
    let forwarded = extractor.remainingArguments + arguments[end...]
    let targets =
      targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
    let root = context.package.directoryURL.path(percentEncoded: false)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
      // Localization files, and resource folders copied whole (`.copy`), which the linter walks.
      let sources = LocalizationSources(target)
      return (sources.listedFiles + sources.copiedFolders).map { file in
        // Relative to the package, as the report shows them and CI resolves them.
        let path = file.path(percentEncoded: false)
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      }
    }
    let process = Process()
    process.executableURL = try context.tool(named: "LintLocalizationsTool").url
    // As CommandOptions' `LintCommandPluginLine` reads it: a mark, the count of files, the
    // files, the user's arguments. No files: the tool still answers `--help` and `rules`.
    process.arguments = ["--from-command-plugin", String(files.count)] + files + forwarded
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // SwiftPM hands a plugin's printed text and its exit to two asynchronous
      // callbacks (DefaultPluginScriptRunner's readability and termination
      // handlers), so a plugin that fails the moment the tool's report is
      // written can exit before the report is printed. Seen once in CI: a
      // whole `--format github` report lost. A short pause gives the text
      // callback time to run; `--output FILE` never depends on it.
      try await Task.sleep(nanoseconds: 250_000_000)
      throw PluginError("localization lint failed (exit status \(process.terminationStatus))")
    }
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

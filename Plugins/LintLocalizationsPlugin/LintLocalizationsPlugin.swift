import Foundation
import PackagePlugin

/// Runs the linter (`plurals lint`, as `LintLocalizationsTool`) on a
/// target's `.stringsdict`, `.strings` and `.xcstrings` files when the target
/// is built; errors fail the build.
///
/// The configuration is the nearest `.plurals-lint.yml` above the target's
/// localization files, up to the package root (the target folder's, say,
/// else the package's); it is an input of the command, so editing it lints
/// again, and so is the baseline it names.
///
/// A build command with the files as inputs (those inside resource folders
/// copied with `.copy` too, `LocalizationSources`) and no outputs: SwiftPM (tools
/// version 5.11 and later) runs it when one of them changed or its last run
/// failed, and nothing is added to the target's module or resources. A
/// prebuild command is not possible: it may only run a binary target's
/// executable, and the linter is built from source here.
@main
struct LintLocalizationsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = LocalizationSources(target)
    guard !sources.isEmpty else { return [] }
    // The linter walks copied folders itself (their .lproj folders give the languages); the files
    // inside them are inputs, so that an edit in one lints again.
    let paths = sources.listedFiles + sources.copiedFolders
    let configuration = Self.configuration(for: paths, root: context.package.directoryURL)
    let options = configuration.map { ["--config", $0.path(percentEncoded: false)] } ?? []
    return [
      .buildCommand(
        displayName: "Linting the localizations of \(target.name)",
        executable: try context.tool(named: "LintLocalizationsTool").url,
        arguments: options + ["--"] + paths.map { $0.path(percentEncoded: false) },
        inputFiles: sources.inputs + (configuration.map { [$0] + Self.baseline(of: $0) } ?? []))
    ]
  }

  /// The baseline file the configuration names (`baseline: FILE`, relative to
  /// the configuration), an input too, so that a new baseline lints again.
  /// Read without a YAML parser (a plugin has none): a line of its own, as
  /// `plurals lint --write-baseline`'s documentation writes it; a baseline
  /// named any other way is still applied by the linter, only not tracked.
  static func baseline(of configuration: URL) -> [URL] {
    // Only a regular file of a configuration's size (the linter refuses anything else, and says
    // why): a FIFO would block the build, a huge file fill its memory.
    guard let values = try? configuration.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
      values.isRegularFile == true, let size = values.fileSize, size <= 1 << 20,
      let text = try? String(contentsOf: configuration, encoding: .utf8)
    else { return [] }
    for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
      var value = line.dropFirst("baseline:".count)
      if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
      var path = value.trimmingCharacters(in: .whitespaces)
      if path.count >= 2, let quote = path.first, quote == "\"" || quote == "'", path.last == quote {
        path = String(path.dropFirst().dropLast())
      }
      guard !path.isEmpty else { return [] }
      let file =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appending(path: path)
      return FileManager.default.fileExists(atPath: file.path(percentEncoded: false))
        ? [file.standardizedFileURL] : []
    }
    return []
  }

  /// The nearest `.plurals-lint.yml` in the folder that holds all of `files`, or above it up to `root`.
  static func configuration(for files: [URL], root: URL) -> URL? {
    var common = files[0].deletingLastPathComponent().standardizedFileURL.pathComponents
    for file in files.dropFirst() {
      let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    let top = root.standardizedFileURL.pathComponents
    guard common.starts(with: top) else { return nil }
    while common.count >= top.count {
      let candidate = URL(fileURLWithPath: common.joined(separator: "/")).appending(path: ".plurals-lint.yml")
      if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
      common.removeLast()
    }
    return nil
  }
}

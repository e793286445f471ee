import Foundation
import Testing

/// An executable target built beside `plurals`: the plugins' tools are targets, not products.
func builtExecutable(_ name: String) -> String {
  URL(fileURLWithPath: pluralsExecutable).deletingLastPathComponent().appendingPathComponent(name).path
}

/// The two executables the SwiftPM plugins run, run here as the plugins run
/// them (the plugin tests build a package and need PLURALS_PLUGIN_TESTS=1;
/// these need only the build): what a team sees in Xcode or `swift build`
/// must be what `plurals lint` and `plurals generate-accessors` print.
@Suite("The plugins' tools, run directly")
struct PluginToolTests {
  /// A table with a key written twice with different texts: one `duplicate-key` error.
  static func twiceKeyed() throws -> String {
    let root = NSTemporaryDirectory() + "plugin-tool-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    try "\"Pear\" = \"Pear\";\n\"Pear\" = \"Pears\";\n".write(
      toFile: root + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    return root
  }

  @Test(
    "LintLocalizationsTool prints what plurals lint prints, with its exit status; a bad option is status 64")
  func lintTool() throws {
    let root = try Self.twiceKeyed()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let tool = builtExecutable("LintLocalizationsTool")
    let fromTool = try runProcess(tool, ["--", root])
    let fromCLI = try runPlurals(["lint", root])
    #expect(fromTool.status == 1 && fromCLI.status == 1)
    #expect(fromTool.output == fromCLI.output)
    #expect(
      fromTool.output.contains("en.lproj/Localizable.strings:2:10: error: key 'Pear' appears again"),
      "\(fromTool.output)")
    #expect(fromTool.output.contains("[duplicate-key]"))

    let usage = try runProcess(tool, ["--format", "yaml", root])
    #expect(usage.status == 64, "\(usage.error)")
    #expect(usage.error.hasPrefix("lint-localizations: error: "), "\(usage.error)")
    #expect(usage.output.isEmpty)
  }

  @Test(
    "from the command plugin, LintLocalizationsTool takes every option plurals lint takes and prints the same",
    arguments: [
      [], ["--fix", "--dry-run"], ["--reporter", "json"], ["--strict"], ["--quiet"], ["--format", "github"],
      ["--output", "{out}", "--format", "checkstyle"], ["--fix"], ["rules"],
    ])
  func lintToolFromCommandPlugin(arguments: [String]) throws {
    let root = try Self.twiceKeyed()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = "en.lproj/Localizable.strings"
    // An identical copy too, which --fix takes out.
    let original = "\"Plum\" = \"Plum\";\n\"Plum\" = \"Plum\";\n\"Pear\" = \"Pear\";\n\"Pear\" = \"Pears\";\n"
    try original.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    func filled(_ out: String) -> [String] { arguments.map { $0.replacing("{out}", with: out) } }
    let cli = try runPlurals(
      ["lint"] + filled("cli.out") + (arguments == ["rules"] ? [] : ["--", file]), directory: root)
    let cliText = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
    try original.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    let tool = try runProcess(
      builtExecutable("LintLocalizationsTool"), ["--from-command-plugin", "1", file] + filled("tool.out"),
      directory: root)
    let toolText = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
    #expect(tool.status == cli.status, "\(tool.error)")
    #expect(tool.output == cli.output)
    #expect(!tool.output.isEmpty)
    // --fix rewrote the file through both doors alike.
    #expect(toolText == cliText)
    #expect((toolText != original) == (arguments == ["--fix"]))
    let written = (
      try? String(contentsOfFile: root + "/cli.out", encoding: .utf8),
      try? String(contentsOfFile: root + "/tool.out", encoding: .utf8)
    )
    #expect(written.0 == written.1 && (written.0 != nil) == arguments.contains("{out}"))
  }

  @Test("from the command plugin, a path is refused with the plurals lint command; a bad option names --help")
  func lintToolRefusals() throws {
    let tool = builtExecutable("LintLocalizationsTool")
    let path = try runProcess(
      tool, ["--from-command-plugin", "1", "en.lproj/L.strings", "--fix", "Sources/App"])
    #expect(path.status == 64 && path.output.isEmpty)
    #expect(
      path.error.hasPrefix(
        "lint-localizations: error: the command plugin lints the files of the package's targets")
        && path.error.hasSuffix(": swift run plurals lint --fix Sources/App\n"), "\(path.error)")
    let option = try runProcess(tool, ["--from-command-plugin", "0", "--colour"])
    #expect(option.status == 64)
    #expect(
      option.error == "lint-localizations: error: Unknown option '--colour'\n"
        + "lint-localizations: the options: swift package lint-localizations --help"
        + " (every option of plurals lint, and --target)\n", "\(option.error)")
    let help = try runProcess(tool, ["--from-command-plugin", "0", "--help"])
    #expect(help.status == 0 && help.output.contains("--target") && help.output.contains("--fix"))
    let none = try runProcess(tool, ["--from-command-plugin", "0", "--strict"])
    #expect(none.status == 0 && none.output.isEmpty)
    #expect(none.error.contains("warning: no .stringsdict, .strings or .xcstrings files"), "\(none.error)")
    // Outside the plugin, the same arguments are plurals lint's: the mark is no option of it.
    let direct = try runProcess(tool, ["--colour"])
    #expect(direct.status == 64 && !direct.error.contains("--target"))
  }

  @Test(
    "GenerateAccessorsTool writes the accessors and prints each key it leaves out; a bad option is status 64")
  func accessorTool() throws {
    let root = try GenerateAccessorsCLITests.disagreeing()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let tool = builtExecutable("GenerateAccessorsTool")
    let output = root + "/L10n.swift"
    let result = try runProcess(tool, ["--output", output, "--target", "App", "--", root])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.hasPrefix(
        "\(root)/fr.lproj/Localizable.strings:2:15: warning: '%d apples' in fr reads argument 1 as an object"),
      "\(result.output)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(source.contains("static var pear: String") && !source.contains("apples"))
    // The header names no path the plugin passed (they are absolute): the file is committed.
    #expect(
      source.hasPrefix("// Generated by swift-plurals ") && !source.contains(root), "\(source.prefix(300))")

    let usage = try runProcess(tool, ["--target", "App", root])
    #expect(usage.status == 64)
    #expect(
      usage.error.hasPrefix("generate-accessors: error: Missing expected argument '--output <output>'"),
      "\(usage.error)")
  }

  @Test(
    "GenerateAccessorsTool: names: nested in the target's .plurals-accessors.yml (the plugin's way), and --names"
  )
  func accessorToolNestedNames() throws {
    let root = try GenerateAccessorsCLITests.dotted()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let tool = builtExecutable("GenerateAccessorsTool")
    let output = root + "/L10n.swift"
    let config = root + "/.plurals-accessors.yml"
    try "names: nested\n".write(toFile: config, atomically: true, encoding: .utf8)
    // The plugin passes the configuration it finds in the target's folder as --config.
    let configured = try runProcess(
      tool, ["--output", output, "--target", "App", "--config", config, "--", root])
    #expect(configured.status == 0, "\(configured.error)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      source.contains(
        "  internal enum Settings {\n\n    /// en: `Settings`\n    internal static var title: String {"))
    #expect(
      source.contains("internal static func count(_ arg1: Int) -> String {")
        && !source.contains("settingsTitle"))
    try FileManager.default.removeItem(atPath: output)
    let option = try runProcess(
      tool, ["--output", output, "--target", "App", "--names", "nested", "--", root])
    #expect(option.status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == source)
    try "names: sideways\n".write(toFile: config, atomically: true, encoding: .utf8)
    let bad = try runProcess(tool, ["--output", output, "--target", "App", "--config", config, "--", root])
    #expect(bad.status == 78)
    #expect(
      bad.output.contains("\(config):1:8: error: names must be flat or nested, not 'sideways'"),
      "\(bad.output)")
  }
}

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

    let usage = try runProcess(tool, ["--target", "App", root])
    #expect(usage.status == 64)
    #expect(
      usage.error.hasPrefix("generate-accessors: error: Missing expected argument '--output <output>'"),
      "\(usage.error)")
  }
}

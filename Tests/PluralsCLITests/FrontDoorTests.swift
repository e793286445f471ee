import Foundation
import Testing

/// The two front doors of each command, `plurals` and the plugins' tool, given the same
/// argument list: the same exit status, the same standard output, the same files written
/// (their options have one definition, CommandOptions; this checks that both doors use it
/// and run what it parses alike).
@Suite("The CLI and the plugins' tools: one meaning per option")
struct FrontDoorTests {
  /// A tree with a finding of each kind that an option changes: an identical duplicate key
  /// (fixable), keys missing from a translation, and a configuration and a baseline to name.
  static func tree() throws -> String {
    let root = NSTemporaryDirectory() + "front-doors-\(UUID().uuidString)"
    for (language, text) in [
      (
        "en",
        "\"Pear\" = \"Pear\";\n\"Pear\" = \"Pear\";\n\"%d apples\" = \"%d apples\";\n\"Plum\" = \"Plum\";\n"
      ),
      ("fr", "\"Pear\" = \"Poire\";\n\"%d apples\" = \"%@ pommes\";\n"),
      ("de", "\"Pear\" = \"Pear\";\n\"%d apples\" = \"%d Äpfel\";\n\"Plum\" = \"Pflaume\";\n"),
    ] {
      try FileManager.default.createDirectory(
        atPath: root + "/\(language).lproj", withIntermediateDirectories: true)
      try text.write(
        toFile: root + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
    }
    try "strict: true\n".write(toFile: root + "/lint.yml", atomically: true, encoding: .utf8)
    try "type_name: Fruit\n".write(toFile: root + "/accessors.yml", atomically: true, encoding: .utf8)
    return root
  }

  /// `{root}` and `{out}` replaced: the tree, and a file of its own for each front door.
  static func filled(_ arguments: [String], root: String, out: String) -> [String] {
    arguments.map { $0.replacing("{root}", with: root).replacing("{out}", with: out) }
  }

  @Test(
    "plurals lint and LintLocalizationsTool",
    arguments: [
      [], ["--werror"], ["--strict"], ["--no-werror"], ["--quiet"], ["--format", "json"],
      ["--reporter", "sarif"],
      ["--output", "{out}", "--format", "checkstyle"], ["--fix", "--dry-run"],
      ["--development-language", "fr"],
      ["--config", "{root}/lint.yml"], ["--config", "{root}/lint.yml", "--no-strict"],
      ["--write-baseline", "{out}"], ["--baseline", "{root}/baseline.json"], ["rules"],
      ["rules", "--format", "json"], ["--dry-run"], ["--format", "yaml"], ["--colour"],
    ])
  func lint(arguments: [String]) throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let baseline = try runPlurals(
      ["lint", "--write-baseline", root + "/baseline.json", "--", "."], directory: root)
    #expect(baseline.status == 1, "\(baseline.error)")
    let paths = arguments.first == "rules" ? [] : ["--", "."]
    let cli = try runPlurals(
      ["lint"] + Self.filled(arguments, root: root, out: root + "/cli.out") + paths, directory: root)
    let tool = try runProcess(
      builtExecutable("LintLocalizationsTool"),
      Self.filled(arguments, root: root, out: root + "/tool.out") + paths,
      directory: root)
    #expect(cli.status == tool.status, "\(cli.error)\n\(tool.error)")
    #expect(cli.output == tool.output)
    if cli.status != 64 {
      // The messages name each door's own output file.
      #expect(
        cli.error.replacing("plurals: ", with: "").replacing("/cli.out", with: "/{out}")
          == tool.error.replacing("lint-localizations: ", with: "").replacing("/tool.out", with: "/{out}"))
    } else {
      #expect(tool.error.hasPrefix("lint-localizations: error: ") && tool.output.isEmpty, "\(tool.error)")
    }
    let written = (
      try? String(contentsOfFile: root + "/cli.out", encoding: .utf8),
      try? String(contentsOfFile: root + "/tool.out", encoding: .utf8)
    )
    #expect(written.0 == written.1)
    #expect((written.0 != nil) == arguments.contains("{out}"))
  }

  @Test(
    "plurals generate-accessors and GenerateAccessorsTool",
    arguments: [
      [], ["--name", "Strings"], ["--access", "public"], ["--development-language", "fr"], ["--strict"],
      ["--bundle-module"], ["--bundle-module", "--resource-folder", "R"],
      ["--config", "{root}/accessors.yml"],
      ["--config", "{root}/accessors.yml", "--name", "Food"], ["--resource-folder", "R"],
      ["--access", "open"],
    ])
  func accessors(arguments: [String]) throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    func run(_ executable: String, _ command: [String], out: String) throws -> (Int32, String, String?) {
      let result = try runProcess(
        executable, command + ["-o", out] + Self.filled(arguments, root: root, out: out) + ["--", root])
      // The header names the command that regenerates the file, which differs by design.
      let source = try? String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        .filter { !$0.hasPrefix("//") }.joined(separator: "\n")
      return (result.status, result.output, source)
    }
    let cli = try run(pluralsExecutable, ["generate-accessors"], out: root + "/cli.swift")
    let tool = try run(builtExecutable("GenerateAccessorsTool"), [], out: root + "/tool.swift")
    #expect(cli.0 == tool.0)
    #expect(cli.1 == tool.1)
    #expect(cli.2 == tool.2)
    #expect((cli.2 != nil) == (cli.0 == 0), "\(cli)")
  }

  @Test("a value starting with - (a file or folder named so) is the option's value at both doors")
  func dashValues() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "strict: true\n".write(toFile: root + "/-lint.yml", atomically: true, encoding: .utf8)
    let lint = ["--config", "-lint.yml", "--", "."]
    let cli = try runPlurals(["lint"] + lint, directory: root)
    let tool = try runProcess(builtExecutable("LintLocalizationsTool"), lint, directory: root)
    // strict: true from the file makes the translation's warnings fail the run (1), not 64.
    #expect(cli.status == 1 && tool.status == 1, "\(cli.error)\n\(tool.error)")
    let accessors = ["-o", root + "/out.swift", "--bundle-module", "--resource-folder", "-R", "--", root]
    let generated = try runProcess(pluralsExecutable, ["generate-accessors"] + accessors)
    let built = try runProcess(builtExecutable("GenerateAccessorsTool"), accessors)
    #expect(generated.status == 0 && built.status == 0, "\(generated.error)\n\(built.error)")
    #expect(try String(contentsOfFile: root + "/out.swift", encoding: .utf8).contains("\"-R\""))
  }
}

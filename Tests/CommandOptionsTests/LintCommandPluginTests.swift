import ArgumentParser
import CommandOptions
import LintCommandOptions
import LocalizationLint
import Testing

/// `swift package lint-localizations`: the plugin passes what its user typed on to the tool,
/// which reads it with `plurals lint`'s option table (`LintCommandPluginArguments`).
@Suite("The command plugin's command line, read by the tool")
struct LintCommandPluginTests {
  @Test(
    "the plugin's files and its user's arguments come back apart, whatever they look like",
    arguments: [
      ([], []), (["A/en.lproj/L.strings"], ["--fix", "--dry-run"]),
      (["--odd", "2", "--"], ["--", "rules"]), (["a", "b", "c", "d"], []), ([], ["rules"]),
    ])
  func roundTrip(files: [String], arguments: [String]) throws {
    let line = try #require(
      LintCommandPluginLine(LintCommandPluginLine.commandLine(files: files, arguments: arguments)))
    #expect(line.files == files)
    #expect(line.arguments == arguments)
  }

  @Test(
    "a command line the plugin did not make is not read as one",
    arguments: [
      [], ["--from-command-plugin"], ["--from-command-plugin", "x"], ["--from-command-plugin", "-1"],
      ["--from-command-plugin", "2", "a"], ["--fix", "--from-command-plugin", "0"],
      ["--", "--from-command-plugin"],
    ])
  func notFromThePlugin(commandLine: [String]) {
    #expect(LintCommandPluginLine(commandLine) == nil)
  }

  @Test(
    "every option of plurals lint means the same through the plugin",
    arguments: [
      ["--fix"], ["--fix", "--dry-run"], ["--output", "r.json", "--reporter", "json"], ["--strict"],
      ["--no-werror"], ["--quiet"], ["--format", "sarif"], ["--development-language", "fr"],
      ["--config", "c.yml"], ["--baseline", "b.json"], ["--write-baseline", "w.json"],
    ])
  func sameOptions(arguments: [String]) throws {
    let plugin = try LintCommandPluginArguments.parse(arguments)
    let cli = try LintArguments.parse(arguments)
    #expect(
      LintArgumentsTests.changed(plugin.options.invocation) == LintArgumentsTests.changed(cli.invocation))
    #expect(!LintArgumentsTests.changed(cli.invocation).isEmpty)
    #expect(plugin.refusal(commandLine: arguments) == nil)
  }

  @Test("--target is in the plugin's help with plurals lint's options, and read apart from them")
  func help() throws {
    let help = LintCommandPluginArguments.helpMessage(columns: 200)
    for option in ["--target", "--fix", "--dry-run", "--output", "--reporter", "--strict", "--baseline"] {
      #expect(help.contains(option), "\(option) missing from:\n\(help)")
    }
    #expect(help.contains("swift run plurals lint PATH"))
    let options = try LintCommandPluginArguments.parse(["--target", "App", "--quiet", "--target", "Kit"])
    #expect(options.target == ["App", "Kit"])
    #expect(options.options.quiet)
  }

  @Test(
    "a path is refused with the plurals lint command that lints it; rules is no path",
    arguments: [
      (["Sources/App"], "swift run plurals lint Sources/App"),
      (["--fix", "Sources/App", "--strict"], "swift run plurals lint --fix Sources/App --strict"),
      (["--", "rules"], "swift run plurals lint -- rules"),
      (["My Folder"], "swift run plurals lint 'My Folder'"),
      (["it's"], "swift run plurals lint 'it'\\''s'"),
      (["rules"], nil), (["rules", "--format", "json"], nil), ([], nil),
    ])
  func refusal(arguments: [String], command: String?) throws {
    let options = try LintCommandPluginArguments.parse(arguments)
    let refusal = options.refusal(commandLine: arguments)
    #expect(refusal?.hasSuffix(": " + (command ?? "")) ?? (command == nil), "\(refusal ?? "nil")")
    #expect(refusal?.contains("--target") ?? true)
  }
}

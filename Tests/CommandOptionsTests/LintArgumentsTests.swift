import ArgumentParser
import CommandOptions
import LintCommandOptions
import LocalizationLint
import Testing

/// `LintArguments`: the one definition of `plurals lint`'s options, which the CLI and the
/// plugins' tool both parse with (the two front doors run side by side: FrontDoorTests).
@Suite("plurals lint: the options, defined once")
struct LintArgumentsTests {
  /// The fields of the invocation that differ from a bare `plurals lint`, as `name=value`.
  static func changed(_ invocation: LintInvocation) -> String {
    var fields: [String] = []
    if !invocation.paths.isEmpty { fields.append("paths=\(invocation.paths.joined(separator: ","))") }
    if let format = invocation.format { fields.append("format=\(format.rawValue)") }
    if let strict = invocation.warningsAsErrors { fields.append("warningsAsErrors=\(strict)") }
    if let output = invocation.outputPath { fields.append("outputPath=\(output)") }
    if invocation.fix { fields.append("fix") }
    if invocation.dryRun { fields.append("dryRun") }
    if invocation.quiet { fields.append("quiet") }
    if let language = invocation.developmentLanguage { fields.append("developmentLanguage=\(language)") }
    if let file = invocation.configurationPath { fields.append("configurationPath=\(file)") }
    if let file = invocation.baselinePath { fields.append("baselinePath=\(file)") }
    if let file = invocation.writeBaselinePath { fields.append("writeBaselinePath=\(file)") }
    if let project = invocation.reportProject { fields.append("reportProject=\(project)") }
    if let commit = invocation.reportCommit { fields.append("reportCommit=\(commit)") }
    return fields.joined(separator: " ")
  }

  @Test(
    "each option, its spellings, and its default",
    arguments: [
      ([], ""),
      (["A", "B"], "paths=A,B"),
      (["--", "--odd-folder", "rules"], "paths=--odd-folder,rules"),
      (["--format", "sarif"], "format=sarif"),
      (["--reporter", "junit"], "format=junit"),
      (["--werror"], "warningsAsErrors=true"),
      (["--strict"], "warningsAsErrors=true"),
      (["--no-werror"], "warningsAsErrors=false"),
      (["--strict", "--no-strict"], "warningsAsErrors=false"),
      (["--output", "r.xml"], "outputPath=r.xml"),
      (["--fix"], "fix"),
      (["--fix", "--dry-run"], "fix dryRun"),
      (["--quiet"], "quiet"),
      (["--development-language", "de"], "developmentLanguage=de"),
      (["--config", "c.yml"], "configurationPath=c.yml"),
      // The lint-localizations command plugin passes each --config given: the last one counts.
      (["--config", "a.yml", "--config", "c.yml"], "configurationPath=c.yml"),
      (["--baseline", "old.json"], "baselinePath=old.json"),
      (["--write-baseline", "new.json"], "writeBaselinePath=new.json"),
      (["--report-project", "Shelves"], "reportProject=Shelves"),
      (["--report-commit", "v1.2-rc"], "reportCommit=v1.2-rc"),
      (["A", "--quiet", "B", "--config", "c.yml"], "paths=A,B quiet configurationPath=c.yml"),
    ])
  func option(arguments: [String], expected: String) throws {
    #expect(Self.changed(try LintArguments.parse(arguments).invocation) == expected)
  }

  @Test(
    "a bad option or argument is a usage error (status 64) that names what is wrong",
    arguments: [
      (["A", "--format"], "Missing value for '--format <format>'"),
      (["--format", "pdf"], "'pdf' is not a format: text, json, github, sarif, checkstyle, junit, html"),
      (["--colour", "A"], "Unknown option '--colour'"),
      (["--config"], "Missing value for '--config <config>'"),
      (["--dry-run"], "--dry-run goes with --fix"),
    ])
  func usage(arguments: [String], message: String) {
    do {
      _ = try LintArguments.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(LintArguments.exitCode(for: error).rawValue == LintExitCode.usage.rawValue)
      #expect(LintArguments.message(for: error).contains(message), "\(LintArguments.message(for: error))")
    }
  }

  @Test(
    "`rules` first lists the rules (JSON with --format json); after -- it is a folder",
    arguments: [
      (["rules"], true), (["rules", "--format", "json"], true), (["--", "rules"], false),
      (["rules", "missing-key"], true), (["./rules"], false), (["A", "rules"], false),
    ])
  func rules(arguments: [String], lists: Bool) throws {
    let options = try LintArguments.parse(arguments)
    #expect(options.listsRules(commandLine: arguments) == lists)
    if lists { #expect(try options.rulesListing().hasPrefix("[") == arguments.contains("json")) }
  }

  @Test(
    "`rules CODE …` lists those rules, in their order, as text and as JSON",
    arguments: [
      ["missing-key"], ["percent-in-text", "duplicate-key"], ["missing-other", "--format", "json"],
    ])
  func someRules(arguments: [String]) throws {
    let codes = arguments.prefix { !$0.hasPrefix("--") }
    let listing = try LintArguments.parse(["rules"] + arguments).rulesListing()
    if arguments.contains("json") {
      let listed = listing.split(separator: "\n").filter { $0.contains("\"code\"") }
      #expect(listed.map { $0.contains("\"\(codes[codes.startIndex])\"") } == [true], "\(listing)")
    } else {
      let heads = listing.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
        String($0.prefix { $0 != " " })
      }
      #expect(heads == Array(codes), "\(listing)")
    }
  }

  @Test(
    "`rules` with a code that is no rule is a usage error naming the nearest rule",
    arguments: [
      ("duplicate_key", "'duplicate_key' is not a rule (did you mean 'duplicate-key'?)"),
      ("Missing-Other", "'Missing-Other' is not a rule (did you mean 'missing-other'?)"),
      ("Sources", "'Sources' is not a rule; `plurals lint rules` lists them"),
    ])
  func unknownRule(name: String, message: String) throws {
    let options = try LintArguments.parse(["rules", "missing-key", name])
    #expect {
      try options.rulesListing()
    } throws: { error in
      (error as? ValidationError)?.message.hasPrefix(message) == true
    }
  }

  @Test(
    "a path or language value starting with - is the option's value (a folder or file named so)",
    arguments: ["--config", "--baseline", "--write-baseline", "--output", "--development-language"])
  func dashValue(option: String) throws {
    let options = try LintArguments.parse([option, "-x.yml", "Sources"])
    let values = [
      options.configuration, options.baseline, options.writeBaseline, options.output,
      options.developmentLanguage,
    ]
    #expect(values.compactMap { $0 } == ["-x.yml"], "\(values)")
    #expect(options.paths == ["Sources"])
  }
}

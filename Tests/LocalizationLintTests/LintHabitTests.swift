import CommandOptions
import LintCommandOptions
import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// What a SwiftLint user reaches for: `reporter:` and `strict:` in the configuration,
/// `--reporter`, `--strict`, `--output FILE`, `disable:this` and `disable:previous`.
@Suite("plurals lint: the SwiftLint habits")
struct LintHabitTests {
  /// A tree with one warning (missing-categories in Polish) and a configuration.
  static func tree(_ configuration: String) throws -> LintFixture {
    try LintFixture([
      "pl.lproj/Localizable.stringsdict": plist(
        entry(
          "files", format: "%#@n@",
          variable("n", [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")]))),
      "lint.yml": configuration,
    ])
  }

  static func run(_ fixture: LintFixture, _ arguments: [String]) throws -> LintInvocation.Outcome {
    // Parsed as both front doors parse them (CommandOptions' LintArguments).
    var invocation = try LintArguments.parse(
      ["--config", fixture.root + "/lint.yml"] + arguments + [fixture.root]
    ).invocation
    invocation.workingDirectory = fixture.root
    return invocation.run()
  }

  @Test("reporter: and strict: in the configuration; the command line wins over both")
  func configurationKeys() throws {
    let fixture = try Self.tree("reporter: json\nstrict: true\n")
    defer { fixture.remove() }
    let configured = try Self.run(fixture, [])
    #expect(configured.output.hasPrefix("{"))
    #expect(configured.output.contains("\"missing-categories\""))
    #expect(configured.status == LintExitCode.failed.rawValue)
    let overridden = try Self.run(fixture, ["--reporter", "text", "--no-strict"])
    #expect(overridden.output.contains(": warning: ") && !overridden.output.hasPrefix("{"))
    #expect(overridden.status == LintExitCode.clean.rawValue)
    let plain = try LintFixture(["a.yml": ""])
    defer { plain.remove() }
    #expect(try LintConfiguration(contentsOf: plain.root + "/a.yml").strict == nil)
  }

  @Test("a wrong reporter: and strict: are both reported in one run, at their places (exit 78)")
  func configurationErrors() throws {
    let fixture = try Self.tree("reporter: pdf\nstrict: maybe\nseverity: nothing\n")
    defer { fixture.remove() }
    let outcome = try Self.run(fixture, [])
    #expect(outcome.status == LintExitCode.configuration.rawValue)
    #expect(outcome.messages.count == 3, "\(outcome.messages)")
    #expect(
      outcome.messages[0].hasSuffix(
        "lint.yml:1:11: error: reporter: 'pdf' is not a format; the formats are text, json, github, sarif, checkstyle, junit, html"
      ))
    #expect(outcome.messages[1].hasSuffix("lint.yml:2:9: error: strict: 'maybe' is not true or false"))
  }

  @Test(
    "--output FILE gets the report in its format, the console the text; a link there is replaced, not followed"
  )
  func output() throws {
    let fixture = try Self.tree("")
    defer { fixture.remove() }
    let target = fixture.root + "/kept.txt"
    try "kept".write(toFile: target, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/report.sarif", withDestinationPath: target)
    let outcome = try Self.run(fixture, ["--format", "sarif", "--output", fixture.root + "/report.sarif"])
    #expect(outcome.output.contains(": warning: ") && outcome.output.contains("[missing-categories]"))
    let written = try String(contentsOfFile: fixture.root + "/report.sarif", encoding: .utf8)
    #expect(written.contains("\"version\": \"2.1.0\"") || written.contains("\"version\":\"2.1.0\""))
    #expect(written.contains("missing-categories"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
    let missingFolder = try Self.run(fixture, ["--output", fixture.root + "/no/such/folder/r.txt"])
    #expect(missingFolder.status == LintExitCode.usage.rawValue)
  }

  @Test("disable:this covers its own line, disable:previous the line before; each unused one is reported")
  func thisAndPrevious() throws {
    let report = try lintReport([
      "en.lproj/S.strings": """
      "a" = "%@ %1$@"; /* plurals-lint:disable:this mixed-positional */
      "b" = "%@ %1$@";
      // plurals-lint:disable:previous mixed-positional
      "c" = "%@ %1$@";
      "d" = "fine"; // plurals-lint:disable:this mixed-positional
      "e" = "fine";
      /* plurals-lint:disable:previous mixed-positional */
      """,
      "pl.lproj/P.stringsdict": plist(
        entry("f", format: "%#@n@", SuppressionTests.lacksMany)
          + " <!-- plurals-lint:disable:this missing-categories -->\n"
          + entry("g", format: "%#@n@", SuppressionTests.lacksMany) + "\n"
          + "<!-- plurals-lint:disable:previous missing-categories -->"),
    ])
    func codes(_ key: String) -> [DiagnosticCode] { SuppressionTests.codes(report, key: key) }
    #expect(codes("a").isEmpty && codes("b").isEmpty && codes("f").isEmpty && codes("g").isEmpty)
    #expect(codes("c") == [.mixedPositional])
    let unused = report.diagnostics.filter { $0.code == .superfluousSuppression }
    #expect(unused.map(\.location.line) == [5, 7], "\(unused)")
    #expect(unused.first?.message.contains("suppresses nothing on its line") == true)
    #expect(unused.last?.message.contains("suppresses nothing on the line before") == true)
  }
}

import CommandOptions
import LintCommandOptions
import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// File names a pull request chooses, holding a line break, an escape sequence and a
/// bell: the text and github reports and the messages on standard error write them with
/// their control characters escaped (no line of output starts `::`, a workflow command
/// GitHub Actions would run; no ESC or BEL reaches a terminal), and JSON keeps them exact.
@Suite("plurals lint: hostile file names in the output")
struct HostileFileNameTests {
  static let fileName = "N\n::warning file=x::pwn\u{1B}]0;t\u{07}.stringsdict"
  static let linkName = "L\n::error::forged\u{1B}[8m.strings"

  /// A tree with a Polish file of that name (one warning) and a dangling link of the other.
  static func fixture() throws -> LintFixture {
    let fixture = try LintFixture([
      "pl.lproj/" + fileName: plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d plik"), ("other", "%d pliku")])))
    ])
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/pl.lproj/" + linkName, withDestinationPath: fixture.root + "/missing")
    return fixture
  }

  static func run(_ fixture: LintFixture, format: String) throws -> LintInvocation.Outcome {
    var invocation = try LintArguments.parse(["--format", format, fixture.root]).invocation
    invocation.workingDirectory = fixture.root
    return invocation.run()
  }

  @Test("text and github: no line starts with ::, no ESC or BEL", arguments: ["text", "github"])
  func humanFormats(format: String) throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let outcome = try Self.run(fixture, format: format)
    #expect(outcome.output.contains("pwn"), "\(outcome.output)")
    #expect(outcome.messages.contains { $0.contains("forged") }, "\(outcome.messages)")
    let all = outcome.output + "\n" + outcome.messages.joined(separator: "\n")
    #expect(!all.utf8.contains(0x1B) && !all.utf8.contains(0x07), "\(all.debugDescription)")
    let lines = all.split(separator: "\n", omittingEmptySubsequences: false)
    // The github format's own commands: the file's warning and the link's error.
    let own = ["::warning file=pl.lproj/N", "::error title=unreadable path::cannot read "]
    let forged = lines.filter { line in
      line.hasPrefix("::") && (format == "text" || !own.contains { line.hasPrefix($0) })
    }
    #expect(forged.isEmpty, "\(forged)")
  }

  @Test("json keeps the exact names")
  func json() throws {
    let fixture = try Self.fixture()
    defer { fixture.remove() }
    let outcome = try Self.run(fixture, format: "json")
    let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
    let files = (object?["diagnostics"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
    #expect(files.contains { $0.hasSuffix("/" + Self.fileName) }, "\(files)")
    let unreadable = object?["unreadable"] as? [String] ?? []
    #expect(unreadable.contains { $0.hasSuffix("/" + Self.linkName) }, "\(unreadable)")
  }
}

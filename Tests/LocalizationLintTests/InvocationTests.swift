import Foundation
@testable import LocalizationLint
import Testing

/// `LintInvocation`: the options and the run that `plurals lint` and the plugins' tool share.
@Suite("plurals lint: one invocation for the CLI and the plugins")
struct InvocationTests {
  @Test("options and paths in any order, -- ends the options")
  func parsing() throws {
    let invocation = try LintInvocation(arguments: [
      "A", "--werror", "--format", "sarif", "--quiet", "B", "--development-language", "de", "--config",
      "c.yml",
      "--baseline", "old.json", "--write-baseline", "new.json", "--", "--odd-folder",
    ])
    #expect(invocation.paths == ["A", "B", "--odd-folder"])
    #expect(invocation.warningsAsErrors == true && invocation.quiet && invocation.format == .sarif)
    #expect(invocation.developmentLanguage == "de" && invocation.configurationPath == "c.yml")
    #expect(invocation.baselinePath == "old.json" && invocation.writeBaselinePath == "new.json")
    let plain = try LintInvocation(arguments: [])
    #expect(plain.paths.isEmpty && plain.format == nil && plain.warningsAsErrors == nil && !plain.quiet)
  }

  @Test(
    "usage errors name what is wrong",
    arguments: [
      (["A", "--format"], "--format takes a format"),
      (
        ["--format", "pdf"],
        "--format takes one of: text, json, github, sarif, checkstyle, junit, html, not 'pdf'"
      ),
      (["--colour", "A"], "unknown option --colour"),
      (["--config"], "--config takes a file"),
    ])
  func usage(arguments: [String], message: String) {
    #expect(throws: LintInvocation.UsageError.self) { try LintInvocation(arguments: arguments) }
    do {
      _ = try LintInvocation(arguments: arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("the run lints what was parsed: a missing 'other' is an error with exit status 1, --quiet keeps it")
  func run() throws {
    let root = NSTemporaryDirectory() + "lint-invocation-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/ru.lproj", withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>n</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@c@</string>
    <key>c</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d файл</string></dict></dict></dict></plist>
    """.write(toFile: root + "/ru.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
    var invocation = try LintInvocation(arguments: ["--quiet", "--", root])
    invocation.workingDirectory = root
    let outcome = invocation.run()
    #expect(outcome.status == LintExitCode.failed.rawValue)
    #expect(outcome.output.contains("ru.lproj/Localizable.stringsdict:"))
    #expect(outcome.output.contains("[missing-other]"))
    #expect(!outcome.output.contains(": note: "))
  }
}

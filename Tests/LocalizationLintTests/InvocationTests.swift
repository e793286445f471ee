import Foundation
@testable import LocalizationLint
import Testing

/// `LintInvocation`: the run that `plurals lint` and the plugins' tool share (their options:
/// CommandOptionsTests).
@Suite("plurals lint: one invocation for the CLI and the plugins")
struct InvocationTests {
  @Test("the run lints what it is given: a missing 'other' is an error with exit status 1, --quiet keeps it")
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
    var invocation = LintInvocation()
    invocation.quiet = true
    invocation.paths = [root]
    invocation.workingDirectory = root
    let outcome = invocation.run()
    #expect(outcome.status == LintExitCode.failed.rawValue)
    #expect(outcome.output.contains("ru.lproj/Localizable.stringsdict:"))
    #expect(outcome.output.contains("[missing-other]"))
    #expect(!outcome.output.contains(": note: "))
  }
}

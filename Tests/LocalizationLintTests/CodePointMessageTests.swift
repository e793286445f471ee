import Testing

@testable import LocalizationLint

/// Messages name a character by its code point, with at least four hexadecimal digits, through
/// one helper (`PrintableText.codePoint`): the control-character finding here, the migration's
/// refusal (`PluralMigrationEscapeTests`) and the XML reader's errors (`XMLTreeReaderTests`).
@Suite("a finding names a character as U+ and four hexadecimal digits")
struct CodePointMessageTests {
  @Test(
    "control-character names the code point and its place, a C0 and a C1 control",
    arguments: [("\\a", "U+0007"), ("\\U0085", "U+0085")])
  func controlCharacter(escape: String, named: String) throws {
    let report = try lintReport(["en.lproj/L.strings": "\"k\" = \"a\(escape)b\";\n"])
    let messages = report.diagnostics.filter { $0.code == .controlCharacter }.map(\.message)
    #expect(messages.count == 1, "\(report.diagnostics)")
    #expect(
      messages.first?.contains("has the control character \(named) at character 2") == true, "\(messages)")
  }
}

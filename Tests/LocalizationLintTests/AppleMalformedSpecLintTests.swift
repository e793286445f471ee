import Foundation
import LocalizedStrings
import LocalizationLint
import Testing
import TestSupport

/// Issue 58: the runtime prints a malformed spec as CoreFoundation does (`%'d` → `'d`, `%y` →
/// `y`, a trailing `%` nothing) instead of refusing it; `plurals lint` still reports each as an
/// `invalid-format` error, since the translator's text is not what the app shows.
@Suite("lint reports the specs the runtime prints as Apple does")
struct AppleMalformedSpecLintTests {
  @Test(
    "each is one invalid-format error naming the spec",
    arguments: [
      ("%'d Dateien", "CoreFoundation has no ' flag"), ("%1$'d files", "CoreFoundation has no ' flag"),
      ("%y %d", "unknown conversion 'y'"), ("%d%", "incomplete conversion"),
      ("%0$d", "argument positions start at 1"),
    ])
  func reported(value: String, message: String) throws {
    let findings = try lintReport(["en.lproj/L.strings": "\"k\" = \"\(value)\";\n"]).diagnostics
    #expect(findings.map(\.code) == [.invalidFormat], "\(value): \(findings)")
    #expect(findings.first?.message.contains(message) == true, "\(value): \(findings)")
  }
}

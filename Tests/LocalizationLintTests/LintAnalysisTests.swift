@testable import LocalizedStrings
@testable import LocalizationLint
import SourceFiles
import Testing

/// What the linter reads from an entry beyond what formatting it needs (its
/// `Analysis/` folder, which an app that formats strings does not link): the
/// bound of a format's output, and whether a plain string is used as a format.
@Suite("The linter's analysis of formats")
struct LintAnalysisTests {
  @Test("a wide %@ adds nothing to the output bound lint checks")
  func outputBound() throws {
    let wide = try FormatParser.directives("%10000.9999@")
    let narrow = try FormatParser.directives("%@")
    #expect(OutputBound.directive(wide[0]) == OutputBound.directive(narrow[0]))
    // %s is still bounded by its width.
    let string = try FormatParser.directives("%10000s")
    #expect(OutputBound.directive(string[0]) == 10_000)
  }

  @Test(
    "a plain string is a format when its key has an argument or it holds a conversion",
    arguments: [
      ("100% sure", "100% sure", false), ("%d%% done", "%d%% done", true), ("greeting", "Hello, %@!", true),
      ("%d items", "Items", true), ("50%% off", "50%% off", false), ("ratio", "%.2f", true),
    ])
  func formatUse(key: String, text: String, isFormat: Bool) {
    let string = LocatedString(text, at: SourceLocation(file: "t", line: 1, column: 1))
    #expect(string.isUsedAsFormat(key: key) == isFormat)
  }
}

import LocalizationLint
import Testing

/// Only the HTML report shows a finding's entry text, so the linter writes it
/// only when asked; every other part of a finding must not depend on that.
@Suite("Finding texts written only on request")
struct FindingTextTests {
  @Test("lint without texts finds the same, in the same order, with no text")
  func sameFindings() throws {
    let fixture = try LintFixture([
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files")]))
          + entry("bad", format: "%#@n@", variable("n", [("one", "%d %q"), ("other", "%d fine")]))),
      "he.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d"), ("few", "%d"), ("many", "%d קבצים"), ("other", "%d קבצים")]))),
    ])
    defer { fixture.remove() }
    var configuration = LintConfiguration()
    configuration.developmentLanguage = "en"
    let with = Linter.lint(paths: [fixture.root], configuration: configuration, writingTexts: true)
    let without = Linter.lint(paths: [fixture.root], configuration: configuration, writingTexts: false)
    #expect(with.findings.count >= 3)
    #expect(with.findings.contains { $0.text != nil })
    // A format entry's text: its format string, then each variant a line, in the file's terms.
    #expect(
      with.findings.first { $0.subject?.key == "bad" }?.text == "%#@n@\nn one: %d %q\nn other: %d fine")
    #expect(without.findings.allSatisfy { $0.text == nil })
    #expect(with.findings.map(\.diagnostic) == without.findings.map(\.diagnostic))
    #expect(with.findings.map(\.subject) == without.findings.map(\.subject))
    #expect(with.filesChecked == without.filesChecked)
    #expect(with.findings == Linter.lint(paths: [fixture.root], configuration: configuration).findings)
  }
}

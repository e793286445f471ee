import LocalizedStrings
import Testing

@testable import LocalizationLint

/// A catalog key without a source-language localization is its own source text: a comparison
/// with a translation names the key's place as the reference's.
@Suite("A catalog key that is its own source text: the reference is at the key")
struct CatalogKeyReferenceTests {
  @Test("a translation reading %@ where the key reads %d: the reference's place is the key's")
  func referenceAtKey() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "x" : {},
          "%d files" : {
            "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ fichiers" } } }
          }
        },
        "version" : "1.0"
      }

      """
    let fixture = try LintFixture(["C.xcstrings": text])
    defer { fixture.remove() }
    let report = fixture.lint()
    let mismatch = try #require(
      report.findings.first { $0.diagnostic.code == .argumentMismatch }, "\(report.diagnostics)")
    #expect(mismatch.reference?.location.line == 5)
    #expect(mismatch.reference?.location.column == 5)
  }
}

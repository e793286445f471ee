import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// Review-state notes of a String Catalog (`catalog-state-new`,
/// `catalog-state-needs-review`) are about translations: Xcode leaves the
/// source language's own units in state new, so they get none, whatever the
/// source language is; the same states in a translation are noted.
@Suite("plurals lint: review-state notes skip the catalog's source language")
struct SourceLanguageReviewStateTests {
  /// A catalog in `source` with `greeting` in `source` and `translation`, each unit in `state`.
  static func catalogFile(source: String, translation: String, state: String) -> String {
    let units = [source, translation].map { language in
      "\"\(language)\": " + unit("Hello \(language)", state: state)
    }
    return catalog(
      "\"greeting\": {\"localizations\": {" + units.joined(separator: ", ") + "}}", source: source)
  }

  @Test(
    "the source language's units in state new or needs_review: no note; the translation's: one note each",
    arguments: [("en", "de"), ("de", "en"), ("ja", "fr")], ["new", "needs_review"])
  func notesForTranslationsOnly(languages: (source: String, translation: String), state: String) throws {
    let report = try lintReport([
      "Localizable.xcstrings": Self.catalogFile(
        source: languages.source, translation: languages.translation, state: state)
    ])
    let code: DiagnosticCode = state == "new" ? .catalogStateNew : .catalogStateNeedsReview
    let notes = report.diagnostics.filter { $0.code == code }.map(\.message)
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.allSatisfy { $0.contains("(\(languages.translation))") }, "\(notes)")
    #expect(
      !report.diagnostics.contains { $0.message.contains("(\(languages.source))") }, "\(report.diagnostics)")
  }
}

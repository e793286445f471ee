import Foundation
import LocalizedStrings
import Plurals
import Testing

@testable import LocalizationLint

/// `plurals preview` on real apps' files (../shared/corpus): stringsdict tables in several
/// languages and String Catalogs.
@Suite(
  "plurals preview: real files of the corpus",
  .enabled(
    if: corpusIsAvailable, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
struct PluralPreviewCorpusTests {
  static let apps = ["deltachat_deltachat-ios", "element-hq_element-x-ios", "MrKai77_Loop"]

  @Test(
    "every plural entry renders: each sample of its category, no format failing but where lint finds an error",
    arguments: apps)
  func renders(app: String) throws {
    let root = corpus + "/" + app
    let report = Linter.lint(paths: [root], configuration: LintConfiguration(), writingTexts: false)
    let preview = PluralPreview(paths: [root], configuration: LintConfiguration(), report: report)
    #expect(!preview.entries.isEmpty)
    var samples = 0
    for entry in preview.entries {
      let hasError = entry.findings.contains { $0.diagnostic.severity == .error }
      for language in entry.languages {
        let rules = PluralRules(locale: language.language)
        for variable in language.variables {
          #expect(variable.forms.map(\.category) == rules.categories, "\(entry.key) \(language.language)")
          for form in variable.forms {
            for sample in form.samples {
              samples += 1
              #expect(try rules.category(for: sample.number) == form.category)
              #expect(
                !sample.failed || hasError, "\(app) \(entry.key) \(language.language): \(sample.output)")
            }
          }
        }
      }
    }
    #expect(samples > 0)
    #expect(!preview.html().isEmpty)
    print("\(app): \(preview.entries.count) plural entries, \(samples) samples formatted")
  }
}

import Foundation
import LocalizedStrings
import Localization
import Plurals
import TestSupport
import Testing
@testable import LocalizationLint

@Suite("--fix migrates the real catalogs' plural-candidate strings")
struct CatalogMigrationCorpusTests {
  @Test(
    "every candidate in a corpus catalog is migrated; other keys kept; each language prints as before",
    .enabled(
      if: corpusIsAvailable, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
  func corpusCatalogs() throws {
    let names = (FileManager.default.subpaths(atPath: corpus) ?? []).filter { $0.hasSuffix(".xcstrings") }
      .sorted()
    var migrated = 0
    for name in names {
      let original = try String(contentsOfFile: corpus + "/" + name, encoding: .utf8)
      let fixture = try LintFixture(["L.xcstrings": original])
      defer { fixture.remove() }
      let report = fixture.lint()
      let candidates = report.findings.filter { $0.diagnostic.code == .pluralCandidate }
      guard !candidates.isEmpty else { continue }
      let fixes = LintFixes(report: report, roots: [fixture.root])
      #expect(fixes.fixedFindings == [.pluralCandidate: candidates.count], "\(name): \(fixes.skipped)")
      #expect(fixes.apply().isEmpty)
      migrated += candidates.count
      let keys = Set(candidates.compactMap { $0.subject?.key })
      // Read by Foundation: every other key and member as it was.
      let before = try #require(
        try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
      let after = try readJSON(fixture.root + "/L.xcstrings")
      let oldStrings = try #require(before["strings"] as? [String: Any])
      let newStrings = try #require(after["strings"] as? [String: Any])
      #expect(Set(oldStrings.keys) == Set(newStrings.keys), "\(name)")
      for (key, value) in oldStrings where !keys.contains(key) {
        let new = try #require(newStrings[key])
        #expect(try canonicalJSON(value) == canonicalJSON(new), "\(name): \(key)")
      }
      // Read by the runtime: each migrated key prints as before in every language.
      let old = try StringCatalog(bytes: Array(original.utf8), path: name)
      let new = try StringCatalog(contentsOf: fixture.root + "/L.xcstrings")
      for language in old.languages.compactMap(Language.init) {
        for key in keys {
          for number in 0...300 {
            #expect(
              try new.table(language: language).format(key, number)
                == old.table(language: language).format(key, number), "\(name) \(language) \(key) \(number)")
          }
        }
      }
    }
    #expect(migrated > 0, "the corpus has catalogs with plural-candidate findings")
  }
}

@Suite("--fix on random String Catalogs")
struct CatalogMigrationPropertyTests {
  /// Counted texts and their translations, some with the count's own words.
  static let texts = ["%lld files", "%d hops away", "Delete %lld items?", "%u songs left", "%lld file(s)"]
  static let languages = ["pl", "ru", "de", "ar", "ja", "fr", "uk", "cs"]

  @Test(
    "random catalogs, Xcode's layout or one line: every candidate migrated, the rest kept, the runtime prints alike"
  )
  func randomCatalogs() throws {
    let seed = TestSeed.seed("CatalogMigrationPropertyTests.randomCatalogs")
    var random = SeededGenerator(seed: seed)
    for round in 0..<12 {
      var strings: [String: Any] = [:]
      for text in Self.texts where Bool.random(using: &random) || strings.isEmpty {
        var localizations: [String: Any] = [:]
        for language in Self.languages where Int.random(in: 0..<3, using: &random) == 0 {
          let value = text.replacingOccurrences(of: " ", with: " \(language) ")
          localizations[language] = ["stringUnit": ["state": "translated", "value": value]]
        }
        if Bool.random(using: &random) {
          localizations["en"] = ["stringUnit": ["state": "translated", "value": text]]
        }
        var entry: [String: Any] = [:]
        if !localizations.isEmpty { entry["localizations"] = localizations }
        if Bool.random(using: &random) { entry["comment"] = "Round \(round) \"quoted\"\n" }
        if Bool.random(using: &random) { entry["extractionState"] = "manual" }
        strings[text] = entry
      }
      strings["Title"] = ["localizations": ["pl": ["stringUnit": ["state": "translated", "value": "Tytuł"]]]]
      let root: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
      let options: JSONSerialization.WritingOptions =
        Bool.random(using: &random) ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
      let original = String(
        decoding: try JSONSerialization.data(withJSONObject: root, options: options), as: UTF8.self)
      let context = "round \(round), seed \(seed): \(original)"
      let fixture = try LintFixture(["L.xcstrings": original])
      defer { fixture.remove() }
      let report = fixture.lint()
      let candidates = Set(
        report.findings.filter { $0.diagnostic.code == .pluralCandidate }.compactMap(\.subject?.key))
      #expect(candidates == Set(strings.keys).subtracting(["Title"]), "\(context)")
      let fixes = LintFixes(report: report, roots: [fixture.root])
      #expect(fixes.fixedFindings == [.pluralCandidate: candidates.count], "\(context): \(fixes.skipped)")
      #expect(fixes.apply().isEmpty)
      let after = try readJSON(fixture.root + "/L.xcstrings")
      let newStrings = try #require(after["strings"] as? [String: Any])
      #expect(
        try canonicalJSON(newStrings["Title"] as Any) == canonicalJSON(strings["Title"] as Any), "\(context)")
      for key in candidates {
        let old = try #require(strings[key] as? [String: Any])
        let new = try #require(newStrings[key] as? [String: Any])
        #expect(
          try canonicalJSON(old.filter { $0.key != "localizations" })
            == canonicalJSON(new.filter { $0.key != "localizations" }))
      }
      let before = try StringCatalog(bytes: Array(original.utf8), path: "L.xcstrings")
      let migrated = try StringCatalog(contentsOf: fixture.root + "/L.xcstrings")
      for name in before.languages {
        let language = try #require(Language(name))
        for key in candidates {
          for number in [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000] {
            #expect(
              try migrated.table(language: language).format(key, number)
                == before.table(language: language).format(key, number), "\(name) \(key) \(number) \(context)"
            )
          }
        }
      }
    }
  }
}

import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

/// The real-world files in ../shared/corpus (not part of this repository).
let corpus: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/LocalizationLintTests/<file>
  return parts.joined(separator: "/") + "/../shared/corpus"
}()

/// Whether the corpus tests run: when the corpus is there, or when PLURALS_REQUIRE_SHARED is set
/// (.ci/run sets it), so that a missing corpus fails them instead of skipping them.
let corpusIsAvailable: Bool = {
  let available = FileManager.default.fileExists(atPath: corpus + "/MANIFEST.md")
  let required = ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil
  if !available { print("\(required ? "failing" : "skipping") the corpus lint tests: \(corpus) is absent") }
  return available || required
}()

@Suite(
  "plurals lint on the real-world corpus",
  .enabled(
    if: corpusIsAvailable, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
struct CorpusJudgementTests {
  static let run: (report: LintReport, elapsed: Duration) = {
    let started = ContinuousClock.now
    let report = Linter.lint(paths: [corpus])
    return (report, ContinuousClock.now - started)
  }()
  static var report: LintReport { run.report }

  func relative(_ diagnostic: LocalizationDiagnostic) -> String {
    String(diagnostic.location.file.dropFirst(corpus.count + 1))
  }

  /// The findings that no judgement matches, and the judgements that match no finding.
  func match(_ findings: [LocalizationDiagnostic], _ judged: [JudgedError]) -> (
    unjudged: [String], unmatched: [JudgedError]
  ) {
    var unmatched = judged
    var unjudged: [String] = []
    for finding in findings {
      if let index = unmatched.firstIndex(where: {
        $0.file == relative(finding) && $0.code == finding.code && finding.message.contains($0.entry)
      }) {
        unmatched.remove(at: index)
      } else {
        unjudged.append(finding.description)
      }
    }
    return (unjudged, unmatched)
  }

  @Test("every error is a judged defect, and every judged defect is reported")
  func errorsAreJudged() {
    let errors = Self.report.diagnostics.filter { $0.severity == .error }
    let (unjudged, unmatched) = match(errors, judgedErrors)
    #expect(unjudged.isEmpty, "errors nobody has judged:\n\(unjudged.joined(separator: "\n"))")
    #expect(unmatched.isEmpty, "judged errors no longer reported: \(unmatched)")
    #expect(errors.count == judgedErrors.count)
  }

  @Test("every lost number is a judged defect, and every judged one is reported")
  func lostNumbersAreJudged() {
    let found = Self.report.diagnostics.filter {
      $0.code == .numberDropped || $0.code == .conversionLookAlike
    }
    let (unjudged, unmatched) = match(found, judgedLostNumbers)
    #expect(unjudged.isEmpty, "lost numbers nobody has judged:\n\(unjudged.joined(separator: "\n"))")
    #expect(unmatched.isEmpty, "judged lost numbers no longer reported: \(unmatched)")
  }

  @Test("every plural candidate is one a developer would migrate; the near-misses are quiet")
  func pluralCandidatesAreJudged() {
    let found = Self.report.diagnostics.filter { $0.code == .pluralCandidate }
    let (unjudged, unmatched) = match(found, judgedPluralCandidates)
    #expect(unjudged.isEmpty, "plural candidates nobody has judged:\n\(unjudged.joined(separator: "\n"))")
    #expect(unmatched.isEmpty, "judged plural candidates no longer reported: \(unmatched)")
    print(
      "plural-candidate on the corpus: \(found.count) findings, \(judgedPluralCandidates.count) judged right")
    for (file, entry, reason) in pluralNearMisses {
      let flagged = found.contains { relative($0) == file && $0.message.hasPrefix(entry) }
      #expect(!flagged, "\(file) \(entry) is no plural candidate: \(reason)")
    }
    // Each near-miss names an entry the corpus has, printing an integer: the check above could fail.
    for (file, entry, _) in pluralNearMisses {
      let text = (try? String(contentsOfFile: corpus + "/" + file, encoding: .utf8)) ?? ""
      let key = String(entry.dropFirst().dropLast())
      #expect(text.contains("\"" + key + "\""), "\(file) has no key \(entry)")
    }
    // Every message names the development language's wrong form, "1 …s".
    for finding in found {
      #expect(finding.message.contains(": en: 1 → \""), "\(finding.message)")
      #expect(finding.severity == .warning)
    }
  }

  @Test("every corpus file is read; only the two unreadable ones are parse errors")
  func everyFileIsRead() {
    #expect(Self.report.filesChecked == 85 && Self.report.unreadablePaths.isEmpty)
    let parseErrors = Self.report.diagnostics.filter { $0.code == .parseError }.map(relative)
    #expect(
      parseErrors == [
        "MrKai77_Loop/Localizable.broken-merge.xcstrings",
        "ViennaRSS_vienna-rss/Swedish.lproj/InfoPlist.strings",
      ])
  }

  /// Every diagnostic on the corpus, by code: a new error, warning or note changes this table
  /// (and the README's, which must say the same).
  static let pinnedCounts: [DiagnosticCode: Int] = [
    // errors: 57, all judged (51 + the 6 duplicate-key errors below)
    .valueTypeMismatch: 36, .invalidFormat: 7, .argumentSkipped: 5, .parseError: 2, .argumentTypeConflict: 1,
    // warnings: 486
    .missingKey: 202, .numberNotShown: 109, .missingCategories: 62, .fractionOnlyCategory: 14,
    // No mixed-positional: the 52 mixes of the corpus ('Followed by %1$@, and %ld mutuals' in
    // Mastodon's variants, Delta Chat's 'Send the following %d files to %2$@?', DuckDuckGo's
    // '*%2$@, %3$@* and *%d others*') read each argument once, as meant, on Apple platforms.
    // Six translations that never print the count: judgedLostNumbers.
    .numberDropped: 5, .conversionLookAlike: 1,
    // Element X's Slavic integer variables (one, few, many: every integer has its text) lack the
    // 'other' that Apple's format requires: 20 in be and ru, 19 in pl and uk.
    .missingRequiredOther: 78,
    // Strings that print a count with one form for every number: judgedPluralCandidates.
    .pluralCandidate: 14,
    // Vienna's .strings repeat 'Delete', 'Mark Flagged' and 'Unread Articles' in five languages: the
    // last wins. Six repeats say something else (French, German, Japanese and Chinese 'Unread
    // Articles' fall back to an untranslated repeat): errors; the seven that say the same are
    // identical-duplicate-key notes.
    .duplicateKey: 6,
    // Element X's Belarusian 'few' of "%d others are typing" is empty: 2-4, 22-24 … show nothing.
    .emptyVariant: 1,
    // notes: 711 (identical-duplicate-key: Vienna's seven repeats with the same text;
    // retired-category: Mastodon's Hebrew 'many', which CLDR 42 retired and older systems still
    // show; unused-category: Mastodon's English Base 'few' and 'many', DuckDuckGo's Croatian 'many',
    // unreachable; extra-key: a stale Japanese key of Vienna's)
    .catalogStateNeedsReview: 432, .missingLargeNumberCategory: 167, .unusedCategory: 73,
    .retiredCategory: 31,
    .identicalDuplicateKey: 7, .extraKey: 1,
  ]

  /// The README's table of the corpus ("| error | 51, all judged true | `value-type-mismatch` 36 …"):
  /// the total of each severity and the count of each code.
  static func readmeCounts() throws -> (totals: [String: Int], codes: [DiagnosticCode: Int]) {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let readme = try String(contentsOfFile: parts.joined(separator: "/") + "/README.md", encoding: .utf8)
    var totals: [String: Int] = [:]
    var codes: [DiagnosticCode: Int] = [:]
    for line in readme.split(separator: "\n") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, ["error", "warning", "note"].contains(cells[0]),
        let total = Int(cells[1].prefix { $0.isNumber })
      else { continue }
      totals[cells[0]] = total
      // "`code` 36 (…)": a code, then its count.
      let pieces = cells[2].components(separatedBy: "`")
      for index in stride(from: 1, to: pieces.count - 1, by: 2) {
        if let code = DiagnosticCode(rawValue: pieces[index]),
          let count = Int(pieces[index + 1].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
        {
          codes[code] = count
        }
      }
    }
    return (totals, codes)
  }

  @Test("errors, warnings and notes by code, exactly (the README's precision table)")
  func countsByCode() throws {
    let counts = Self.report.countsByCode
    let lines = counts.sorted { ($0.key.severity, $0.key.rawValue) < ($1.key.severity, $1.key.rawValue) }
      .map { "\($0.key.severity.rawValue) \($0.key.rawValue): \($0.value)" }
    print("corpus lint in \(Self.run.elapsed):\n" + lines.joined(separator: "\n"))
    #expect(counts == Self.pinnedCounts)
    let readme = try Self.readmeCounts()
    #expect(readme.codes == Self.pinnedCounts, "the README's corpus table")
    // By the severity each finding has.
    for severity in [LocalizationDiagnostic.Severity.error, .warning, .note] {
      let total = Self.report.diagnostics.count { $0.severity == severity }
      #expect(readme.totals[severity.rawValue] == total, "the README's \(severity.rawValue) total")
    }
    // Integer variables never need fraction categories: no missing-other for Element X's Slavic files.
    #expect(counts[.missingOther] == nil)
    // Catalog messages speak catalog terms.
    for diagnostic in Self.report.diagnostics where diagnostic.location.file.hasSuffix(".xcstrings") {
      #expect(!diagnostic.message.contains("__variation") && !diagnostic.message.contains("NSString"))
    }
    // Review notes are about translations, never the source language.
    #expect(!Self.report.diagnostics.contains { $0.code == .catalogStateNew && $0.message.contains("(en)") })
  }

  @Test(
    "Element X's Slavic integer variables: one/few/many give every integer a text, 'other' is still required")
  func elementX() {
    for language in ["be", "pl", "ru", "uk"] {
      let file = corpus + "/element-hq_element-x-ios/\(language).lproj/Localizable.stringsdict"
      let codes = Self.report.diagnostics.filter { $0.location.file == file }.map(\.code)
      #expect(!codes.contains(.missingOther), "\(language)")
      // … but Apple's format requires 'other': a warning for each such variable.
      #expect(
        codes.filter { $0 == .missingRequiredOther }.count == (["be", "ru"].contains(language) ? 20 : 19))
      // The one missing-categories left in pl and uk: an English text copied in, with only one/other.
      #expect(codes.filter { $0 == .missingCategories }.count == (["pl", "uk"].contains(language) ? 1 : 0))
    }
  }

  @Test("Wikipedia's Polish file lacks many, for integers 0, 5–19, 100, …")
  func wikipedia() {
    let messages = Self.report.diagnostics.filter {
      $0.location.file.hasSuffix("wikimedia_wikipedia-ios/pl.lproj/Localizable.stringsdict")
    }
    #expect(messages.map(\.code) == [.missingCategories, .missingCategories])
    #expect(
      messages.allSatisfy {
        $0.message.contains("lacks 'many', which pl uses for integers (many: 0, 5–19, 100, …);")
      })
  }

  @Test("Lithuanian 'other' that repeats the singular is found; Czech 'many' with the decimal form is not")
  func fractionOnly() {
    let found = Set(Self.report.diagnostics.filter { $0.code == .fractionOnlyCategory }.map(relative))
    #expect(
      found == [
        "deltachat_deltachat-ios/lt.lproj/Localizable.stringsdict",
        "ViennaRSS_vienna-rss/lt.lproj/Localizable.stringsdict",
      ])
  }

  @Test("a variant that drops its number where the category covers several integers is found")
  func numberNotShown() {
    let found = Self.report.diagnostics.filter { $0.code == .numberNotShown }
    #expect(
      found.contains {
        relative($0) == "mastodon_mastodon-ios/uk.lproj/Localizable.stringsdict"
          && $0.message.contains("(\"1 репост\"), but uk uses 'one' for 1, 21, 31")
      })
    // English 'one' is 1 alone: "One file" is fine there.
    #expect(!found.contains { relative($0).contains("/en.lproj/") })
  }
}

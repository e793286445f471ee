import Foundation
import LocalizedStrings
import LocalizationLint
import TestSupport
import Testing

/// The HTML report as a page to navigate: contents, anchors, filters' data,
/// the summary's order, the development language's text beside a translation.
@Suite("lint output: the HTML page's navigation")
struct HTMLNavigationTests {
  /// The values of `attribute="…"` in `page`, in order.
  static func values(of attribute: String, in page: String) -> [String] {
    page.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  /// A report of random findings: languages, files, codes and severities drawn with `seed`.
  static func randomReport(seed: UInt64) -> LintReport {
    var random = SeededGenerator(seed: seed)
    let codes: [DiagnosticCode] = [.missingKey, .argumentMismatch, .missingOther, .unusedCategory, .extraKey]
    let severities: [LocalizationDiagnostic.Severity] = [.error, .warning, .note]
    var findings: [LintFinding] = []
    for _ in 0..<Int.random(in: 1...60, using: &random) {
      let language = ["de", "fr", "pl", "zh-Hant"].randomElement(using: &random)!
      let file = "/repo/\(language).lproj/\(["A", "B", "C"].randomElement(using: &random)!).strings"
      var diagnostic = LocalizationDiagnostic(
        codes.randomElement(using: &random)!, "message",
        at: .init(file: file, line: Int.random(in: 1...99, using: &random), column: 1))
      diagnostic.severity = severities.randomElement(using: &random)!
      findings.append(LintFinding(diagnostic, subject: .init(table: "T", key: "k", language: language)))
    }
    return LintReport(findings: findings, filesChecked: 12)
  }

  @Test(
    "contents: every language and file linked once, every link's anchor there, ids unique (random reports)")
  func contents() throws {
    for seed in UInt64(1)...40 {
      let report = Self.randomReport(seed: seed)
      let page = report.html(relativeTo: "/repo")
      let ids = Self.values(of: "id", in: page)
      #expect(Set(ids).count == ids.count, "seed \(seed)")
      let targets = Self.values(of: "href", in: page).map { String($0.dropFirst()) }
      #expect(targets.allSatisfy(Set(ids).contains), "seed \(seed)")
      let groups = report.groupedByLanguage()
      let files = groups.reduce(0) { $0 + $1.files.count }
      // The contents link each language and each file; each finding links to itself.
      #expect(targets.count == groups.count + files + report.findings.count, "seed \(seed)")
      #expect(Self.values(of: "data-target", in: page).count == groups.count + files, "seed \(seed)")
      // Every finding carries what the filters read, as the report has it.
      #expect(
        Self.values(of: "data-severity", in: page).sorted()
          == report.findings.map(\.diagnostic.severity.rawValue).sorted(), "seed \(seed)")
      #expect(
        Self.values(of: "data-code", in: page).sorted()
          == report.findings.map(\.diagnostic.code.rawValue).sorted(), "seed \(seed)")
      // A box per code found; the summary's rows most severe first.
      let boxes = page.components(separatedBy: "name=\"code\" value=\"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      #expect(Set(boxes) == Set(report.findings.map(\.diagnostic.code.rawValue)), "seed \(seed)")
      let rows = page.components(separatedBy: "<tr class=\"").dropFirst().compactMap {
        LocalizationDiagnostic.Severity(rawValue: String($0.prefix { $0 != "\"" }))
      }
      #expect(rows == rows.sorted(), "seed \(seed)")
      #expect(rows.count == boxes.count, "seed \(seed)")
    }
    print("HTMLNavigationTests.contents: seeds 1…40")
  }

  @Test(
    "the summary's order: errors, warnings, notes; by count within one; a severity set by the configuration counts"
  )
  func summaryOrder() {
    func finding(_ code: DiagnosticCode, _ severity: LocalizationDiagnostic.Severity) -> LintFinding {
      var diagnostic = LocalizationDiagnostic(
        code, "m", at: .init(file: "/r/de.lproj/L.strings", line: 1, column: 1))
      diagnostic.severity = severity
      return LintFinding(diagnostic, subject: .init(table: "L", key: "k", language: "de"))
    }
    // unused-category (a note by default) raised to error by a configuration; five notes of extra-key.
    let report = LintReport(
      findings: Array(repeating: finding(.extraKey, .note), count: 5) + [
        finding(.unusedCategory, .error), finding(.missingOther, .warning), finding(.missingKey, .warning),
        finding(.missingKey, .warning),
      ], filesChecked: 1)
    let page = report.html()
    let codes = page.components(separatedBy: "</td><td><code>").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(codes == ["unused-category", "missing-key", "missing-other", "extra-key"])
  }

  @Test("a hostile key, text and path stay text: no element, attribute or script of theirs")
  func hostile() {
    let key = "<script>alert(1)</script>\"onload=alert(2) x=\"'><img src=x onerror=alert(3)>"
    var diagnostic = LocalizationDiagnostic(
      .argumentMismatch, "reads \(key)",
      at: .init(file: "/repo/\(key)/fr.lproj/L.strings", line: 2, column: 3))
    diagnostic.severity = .error
    let report = LintReport(
      findings: [
        LintFinding(
          diagnostic, subject: .init(table: "L", key: key, language: "fr\"><script>alert(4)</script>"),
          text: key,
          reference: ReferenceEntry(
            language: "en\" onmouseover=\"alert(5)",
            location: .init(file: "/repo/\(key)", line: 7, column: 1),
            text: key))
      ], filesChecked: 1)
    let page = report.html(relativeTo: "/repo")
    // The page's own script only; no element of theirs, no attribute of theirs in any tag.
    #expect(page.components(separatedBy: "<script").count == 2)
    #expect(!page.contains("<img"))
    // Each tag without its quoted values (which hold no quote of their own: escaped).
    let tags = page.split(separator: "<").map { piece in
      piece.prefix { $0 != ">" }.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined()
    }
    for attribute in ["onload=", "onerror=", "onmouseover=", "src="] {
      #expect(!tags.contains { $0.contains(attribute) }, "\(attribute) in a tag")
    }
    #expect(
      page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;onload=alert(2) x=&quot;&#39;&gt;&lt;img"))
  }

  @Test("argument-mismatch: the development language's text and line beside the translation")
  func referenceBeside() throws {
    let report = try lintReport([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\n\"count\" = \"%d <files>\";\n",
      "fr.lproj/L.strings": "\"a\" = \"A\";\n\"count\" = \"%@ fichiers\";\n",
      "de.lproj/L.strings": "\"count\" = \"%d Dateien\";\n",
    ])
    let mismatch = try #require(report.findings.first { $0.diagnostic.code == .argumentMismatch })
    let reference = try #require(mismatch.reference)
    #expect(reference.language == "en")
    #expect(reference.text == "%d <files>")
    #expect(reference.location.line == 3)
    #expect(reference.location.file.hasSuffix("/en.lproj/L.strings"))
    #expect(mismatch.text == "%@ fichiers")
    let page = report.html()
    #expect(
      page.contains(
        "<p class=\"label\">en, line 3:</p>\n<pre class=\"text\" dir=\"auto\" lang=\"en\">%d &lt;files&gt;</pre>"
      ))
    #expect(
      page.contains(
        "<p class=\"label\">fr, line 2:</p>\n<pre class=\"text\" dir=\"auto\" lang=\"fr\">%@ fichiers</pre>"))
    // The missing key: where the key is in the development language's file.
    let missing = try #require(report.findings.first { $0.diagnostic.code == .missingKey })
    #expect(missing.reference?.location.line == 1)
    #expect(missing.subject?.language == "de")
    #expect(page.contains("missing here; the key is at line 1 of "))
    // Without the HTML report nothing is written out.
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"count\" = \"%d files\";\n",
      "fr.lproj/L.strings": "\"count\" = \"%@ fichiers\";\n",
    ])
    defer { fixture.remove() }
    let plain = Linter.lint(paths: [fixture.root], configuration: LintConfiguration(), writingTexts: false)
    // The argument mismatch, and "%d files" as a plural candidate.
    #expect(plain.findings.map(\.diagnostic.code) == [.pluralCandidate, .argumentMismatch])
    #expect(plain.findings.allSatisfy { $0.reference == nil })
  }

  @Test("a catalog's argument-mismatch carries the source language's text")
  func catalogReference() throws {
    let report = try lintReport([
      "Shelves.xcstrings": catalog(
        #""count":{"localizations":{"en":\#(unit("%lld books")),"fr":\#(unit("%@ livres"))}}"#
      )
    ])
    let mismatch = try #require(report.findings.first { $0.diagnostic.code == .argumentMismatch })
    #expect(mismatch.reference?.language == "en")
    #expect(mismatch.reference?.text == "%lld books")
    #expect(mismatch.text == "%@ livres")
  }
}

import Foundation
import LocalizationLint
import LocalizedStrings
import Testing

@Suite("lint output: text, JSON, summary and exit status")
struct LintFormatTests {
  static func report() throws -> LintReport {
    try lintReport([
      "pl.lproj/Localizable.stringsdict": plist(
        entry("a", format: "%#@n@", variable("n", [("one", "%d plik")]))
          + entry("b", format: "%#@n@", variable("n", [("one", "%d \"plik\""), ("other", "%d pliki")]))),
      "Cat.xcstrings": catalog(
        #""k":{"localizations":{"en":\#(unit("k")),"de":\#(unit("k", state: "new"))}}"#),
    ])
  }

  @Test("text: one compiler-style line per diagnostic, a line per code, then the summary")
  func text() throws {
    let report = try Self.report()
    let lines = report.rendered(as: .text).split(separator: "\n", omittingEmptySubsequences: false)
    let codes = report.summaryByCode
    #expect(codes.count == Set(report.diagnostics.map(\.code)).count && !codes.isEmpty)
    #expect(lines.count == report.diagnostics.count + codes.count + 2)
    #expect(lines.prefix(report.diagnostics.count).map(String.init) == report.diagnostics.map(\.description))
    #expect(lines.dropLast(2).suffix(codes.count).map(String.init) == codes)
    #expect(lines.suffix(2) == ["1 error, 2 warnings, 1 note in 2 files", ""])
    #expect(report.summary == "1 error, 2 warnings, 1 note in 2 files")
    #expect(LintReport(diagnostics: [], filesChecked: 1).summary == "0 errors, 0 warnings, 0 notes in 1 file")
  }

  /// Findings of `codes`, each with the severity given (a configuration's override) or its own.
  static func findings(_ codes: [(DiagnosticCode, LocalizationDiagnostic.Severity?)]) -> LintReport {
    let diagnostics = codes.enumerated().map { index, item in
      var diagnostic = LocalizationDiagnostic(
        item.0, "finding \(index)", at: .init(file: "/repo/x.strings", line: index + 1, column: 1))
      if let severity = item.1 { diagnostic.severity = severity }
      return diagnostic
    }
    return LintReport(diagnostics: diagnostics, filesChecked: 1)
  }

  @Test("the line per code: most severe first, then the most findings, each severity counted")
  func summaryByCode() throws {
    // Listed out of order: a note, warnings of two codes (one with more findings), errors.
    let report = Self.findings(
      [(.catalogStateNew, nil), (.missingKey, nil), (.missingCategories, nil), (.missingKey, nil)]
        + [(.missingOther, nil), (.missingKey, nil), (.missingOther, nil), (.catalogStateNew, nil)])
    #expect(
      report.summaryByCode == [
        "  missing-other: 2 errors", "  missing-key: 3 warnings", "  missing-categories: 1 warning",
        "  catalog-state-new: 2 notes",
      ])
    let text = report.rendered(as: .text)
    #expect(text.hasSuffix(report.summaryByCode.joined(separator: "\n") + "\n" + report.summary + "\n"))
    // A code made an error for some paths only: each severity counted, sorted by the most severe.
    let mixed = Self.findings([
      (.missingCategories, nil), (.missingKey, nil), (.missingKey, .error), (.missingKey, nil),
    ])
    #expect(mixed.summaryByCode == ["  missing-key: 1 error, 2 warnings", "  missing-categories: 1 warning"])
    // Counts what the report lists: --quiet's notes gone, none for a clean run.
    var quiet = report
    quiet.removeNotes()
    #expect(quiet.summaryByCode == Array(report.summaryByCode.dropLast()))
    #expect(LintReport(diagnostics: [], filesChecked: 1).summaryByCode.isEmpty)
    #expect(
      LintReport(diagnostics: [], filesChecked: 1).rendered(as: .text)
        == "0 errors, 0 warnings, 0 notes in 1 file\n")
  }

  @Test("json: one line that JSONSerialization reads back field for field")
  func json() throws {
    let report = try Self.report()
    let text = report.rendered(as: .json)
    #expect(text.hasSuffix("}\n") && text.dropLast().firstIndex(of: "\n") == nil)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let items = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(items.count == report.diagnostics.count)
    for (item, diagnostic) in zip(items, report.diagnostics) {
      #expect(item["file"] as? String == diagnostic.location.file)
      #expect(item["line"] as? Int == diagnostic.location.line)
      #expect(item["column"] as? Int == diagnostic.location.column)
      #expect(item["severity"] as? String == diagnostic.severity.rawValue)
      #expect(item["code"] as? String == diagnostic.code.rawValue)
      #expect(item["message"] as? String == diagnostic.message)
    }
    #expect(
      object["summary"] as? [String: Int] == ["errors": 1, "warnings": 2, "notes": 1, "files": 2])
    #expect(object["unreadable"] as? [String] == [])
  }

  @Test("json lists the paths that could not be read, as SARIF does")
  func jsonUnreadable() throws {
    let report = LintReport(diagnostics: [], filesChecked: 1, unreadablePaths: ["/gone", "a \"b\""])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
    #expect(object["unreadable"] as? [String] == ["/gone", "a \"b\""])
  }

  @Test("no file found: status 1, unless a path could not be read (2); --quiet's removeNotes keeps the rest")
  func noFilesAndQuiet() throws {
    let empty = LintReport(diagnostics: [], filesChecked: 0)
    #expect(empty.foundNoFiles)
    #expect(empty.exitStatus(warningsAsErrors: false) == LintExitCode.failed.rawValue)
    let unreadable = LintReport(diagnostics: [], filesChecked: 0, unreadablePaths: ["/x"])
    #expect(!unreadable.foundNoFiles)
    #expect(unreadable.exitStatus(warningsAsErrors: false) == 2)
    var report = try Self.report()
    report.removeNotes()
    #expect(report.count(.note) == 0)
    #expect(report.count(.error) == 1 && report.count(.warning) == 2)
    #expect(report.summary == "1 error, 2 warnings, 0 notes in 2 files")
  }

  @Test("github and sarif end as their writers do; exit status 0, 1 or 2")
  func othersAndStatus() throws {
    let report = try Self.report()
    #expect(report.rendered(as: .github) == report.githubAnnotations() + report.summary + "\n")
    #expect(report.rendered(as: .sarif, relativeTo: "/x") == report.sarif(relativeTo: "/x"))
    #expect(report.exitStatus(warningsAsErrors: false) == 1)
    let warningsOnly = LintReport(
      diagnostics: report.diagnostics.filter { $0.severity != .error }, filesChecked: 2)
    #expect(warningsOnly.exitStatus(warningsAsErrors: false) == 0)
    #expect(warningsOnly.exitStatus(warningsAsErrors: true) == 1)
    let notesOnly = LintReport(
      diagnostics: report.diagnostics.filter { $0.severity == .note }, filesChecked: 2)
    #expect(notesOnly.exitStatus(warningsAsErrors: true) == 0)
    var unreadable = notesOnly
    unreadable.unreadablePaths = ["/nonexistent"]
    #expect(unreadable.exitStatus(warningsAsErrors: false) == 2)
  }
}

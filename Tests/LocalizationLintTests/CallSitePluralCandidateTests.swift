import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `plural-candidate` at a call site (`plurals lint --sources`): a key that counts
/// (`Text("\(count) files")`, the format of a `String(format:)`) that no table of its name has,
/// so it is shown as written with one text for every number.
@Suite("plural-candidate at a call site")
struct CallSitePluralCandidateTests {
  /// An English table translated into Polish, with no counting key.
  static let table = [
    "en.lproj/Localizable.strings": #""title" = "Files";"# + "\n",
    "pl.lproj/Localizable.strings": #""title" = "Pliki";"# + "\n",
  ]

  static let code = #"""
    import SwiftUI
    let a = Text("\(count) files")
    let b = Text("\(items.count) items left")
    let c = String(format: NSLocalizedString("%d photos", comment: ""), n)
    let d = String(localized: "\(numberOfFiles) new messages")
    let e = Text("\(name) files")
    let f = Text("Page \(page)")
    let g = NSLocalizedString("%d photos", comment: "")
    let h = Text("\(count) files", tableName: "Elsewhere")
    let i = NSLocalizedString("photos", value: "%d photos", comment: "")
    let j = String(format: NSLocalizedString("%d of %d files", comment: ""), n, m)

    """#

  @Test("a counting key no table has: interpolated or formatted, its count's type told or named")
  func found() throws {
    #expect(
      try CallSiteCheckTests.findings(Self.code, Self.table) == [
        "2:14 plural-candidate", "3:14 plural-candidate", "4:42 plural-candidate", "5:27 plural-candidate",
      ])
    let report = try CallSiteCheckTests.report(Self.code, Self.table)
    #expect(
      report.findings.first?.diagnostic.message
        == "Text's key '%lld files', which Localizable lacks, prints argument 1 (%lld) as a count of 'files' with one text for every number, where the table's languages need several forms: en: 1 → \"1 files\"; pl (not translated here) needs 'one' 1, 'few' 2, 'many' 5; add it to Localizable with a plural variation on that argument"
    )
    // The subject is the key as far as the code tells it, as every call site's finding names it.
    #expect(report.findings.first?.subject?.key == "%@ files")
    // Each is still counted as shown as written (all but the table not linted).
    #expect(report.code?.shownAsWritten == 9)
    #expect(report.code?.tablesNotRead == 1)
  }

  @Test("a counting name after another value: each interpolation keeps its own place")
  func countAfterAnotherValue() throws {
    let code = #"""
      import SwiftUI
      let a = Text("\(name): \(count) files")
      let b = Text("\(count): \(name) files")

      """#
    let report = try CallSiteCheckTests.report(code, Self.table)
    #expect(report.findings.map(\.diagnostic.location.line) == [2])
    #expect(report.findings.first?.diagnostic.message.hasPrefix("Text's key '%@: %lld files'") == true)
  }

  @Test("the key in its table: the table's entry is reported there, not the call site")
  func keyInTable() throws {
    var files = Self.table
    files["en.lproj/Localizable.strings"]! += #""%lld files" = "%lld files";"# + "\n"
    let code = "import SwiftUI\nlet a = Text(\"\\(count) files\")\n"
    #expect(try CallSiteCheckTests.findings(code, files).isEmpty)
    let fixture = try LintFixture(files.merging(["Sources/A.swift": code]) { $1 })
    defer { fixture.remove() }
    let all = fixture.lint().findings.filter { $0.diagnostic.code == .pluralCandidate }
    #expect(all.map { $0.diagnostic.location.file.hasSuffix("/en.lproj/Localizable.strings") } == [true])
  }

  @Test(
    "no finding where no language needs several forms or the heuristic knows none: not English, Japanese alone",
    arguments: [
      [
        "de.lproj/Localizable.strings": #""title" = "Dateien";"# + "\n",
        "pl.lproj/Localizable.strings": #""title" = "Pliki";"# + "\n",
      ],
      ["Localizable.xcstrings": #"{"sourceLanguage":"fr","version":"1.0","strings":{"title":{}}}"#],
      ["Localizable.xcstrings": #"{"sourceLanguage":"ja","version":"1.0","strings":{"title":{}}}"#],
    ])
  func notReported(files: [String: String]) throws {
    let report = try CallSiteCheckTests.report(Self.code, files)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.diagnostic.message))")
  }

  @Test("a catalog: its source language is the development language, its others the translations")
  func catalog() throws {
    let catalog =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"title":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"Файлы"}}}}}}"#
    let report = try CallSiteCheckTests.report(
      "import SwiftUI\nlet a = Text(\"\\(fileCount) files\")\n", ["Localizable.xcstrings": catalog])
    #expect(report.findings.map(\.diagnostic.code) == [.pluralCandidate])
    #expect(
      report.findings.first?.diagnostic.message.contains(
        "en: 1 → \"1 files\"; ru (not translated here) needs 'one' 1, 'few' 2, 'many' 5") == true,
      "\(report.findings.map(\.diagnostic.message))")
  }
}

import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// A migrated `.stringsdict` entry stays visibly unfinished: `--fix` writes a review marker
/// above it, lint reports `plural-forms-need-review` until the marker is removed, and the
/// preview marks the forms and counts the entries in its header.
/// A plural entry's dictionary on one line.
private let entry =
  "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
  + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
  + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string>"
  + "<key>other</key><string>%d files</string></dict></dict>"

@Suite("A migrated entry needs review until its marker is removed")
struct ReviewMarkerTests {
  /// en and pl tables `L` whose "deleted" and "shared" are plural candidates, migrated by `--fix`.
  static func migrated() throws -> LintFixture {
    var files: [String: String] = [:]
    for (language, word) in [("en", "files"), ("pl", "plików")] {
      files["\(language).lproj/L.strings"] =
        "\"deleted\" = \"%d \(word) deleted\";\n\"shared\" = \"%d \(word) shared\";\n\"title\" = \"T\";\n"
    }
    let fixture = try LintFixture(files)
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 2], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    return fixture
  }

  static func text(_ fixture: LintFixture, _ name: String) throws -> String {
    try String(contentsOfFile: fixture.root + "/" + name, encoding: .utf8)
  }

  @Test("--fix writes the marker on the line above each migrated key, in every language")
  func markerWritten() throws {
    let fixture = try Self.migrated()
    defer { fixture.remove() }
    for language in ["en", "pl"] {
      let lines = try Self.text(fixture, "\(language).lproj/L.stringsdict").split(separator: "\n")
      for key in ["deleted", "shared"] {
        let at = try #require(lines.firstIndex(of: "\t<key>\(key)</key>"[...]), "\(language) \(key)")
        #expect(lines[at - 1] == "\t" + ReviewMarkers.comment, "\(language) \(key)")
      }
      #expect(lines.filter { $0.contains("plurals-lint:needs-review") }.count == 2)
    }
  }

  @Test("lint reports each marked entry at its marker, with its key and language, until it is removed")
  func reportedUntilRemoved() throws {
    let fixture = try Self.migrated()
    defer { fixture.remove() }
    let report = fixture.lint()
    let marked = report.findings.filter { $0.diagnostic.code == .pluralFormsNeedReview }
    #expect(
      Set(marked.map { "\($0.subject?.language ?? "?") \($0.subject?.key ?? "?")" })
        == ["en deleted", "en shared", "pl deleted", "pl shared"], "\(marked)")
    #expect(marked.allSatisfy { $0.diagnostic.severity == .note })
    #expect(report.countsByCode[.pluralCandidate] == nil)
    let dict = try Self.text(fixture, "pl.lproj/L.stringsdict")
    for finding in marked where finding.diagnostic.location.file.hasSuffix("pl.lproj/L.stringsdict") {
      // At the comment: the line above the key it names.
      let lines = dict.split(separator: "\n", omittingEmptySubsequences: false)
      let line = finding.diagnostic.location.line
      #expect(lines[line - 1].contains("plurals-lint:needs-review"))
      #expect(lines[line] == "\t<key>\(finding.subject?.key ?? "")</key>")
    }
    // The Polish "deleted" reviewed: its marker removed; the other three stay.
    var reviewed = dict.split(separator: "\n", omittingEmptySubsequences: false)
    let key = try #require(reviewed.firstIndex(of: "\t<key>deleted</key>"))
    reviewed.remove(at: key - 1)
    try reviewed.joined(separator: "\n").write(
      toFile: fixture.root + "/pl.lproj/L.stringsdict", atomically: true, encoding: .utf8)
    let after = fixture.lint().findings.filter { $0.diagnostic.code == .pluralFormsNeedReview }
    #expect(
      Set(after.map { "\($0.subject?.language ?? "?") \($0.subject?.key ?? "?")" })
        == ["en deleted", "en shared", "pl shared"])
  }

  @Test(
    "a marker above no entry is superfluous, above a key on the same line or the line after it counts",
    arguments: [
      ("\t\(ReviewMarkers.comment)\n\t<key>k</key>\n\t\(entry)\n", "k"),
      ("\t\(ReviewMarkers.comment)\n\n\t<key>k</key>\(entry)\n", "k"),
      ("\t<key>k</key>\(entry)\n\t\(ReviewMarkers.comment)\n", nil),
    ] as [(String, String?)])
  func markerPlacement(_ body: String, _ key: String?) throws {
    let dict =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body
      + "</dict>\n</plist>\n"
    let fixture = try LintFixture(["en.lproj/L.stringsdict": dict])
    defer { fixture.remove() }
    let findings = fixture.lint().findings
    let marked = findings.filter { $0.diagnostic.code == .pluralFormsNeedReview }
    let stale = findings.filter {
      $0.diagnostic.code == .superfluousSuppression && $0.diagnostic.message.contains("needs-review")
    }
    #expect(marked.map { $0.subject?.key } == (key.map { [$0] } ?? []), "\(findings)")
    #expect(stale.count == (key == nil ? 1 : 0), "\(findings)")
  }

  @Test(
    "a marker's finding is suppressed by a comment as any other, which then suppresses something",
    arguments: [
      "\t<!-- plurals-lint:disable:next plural-forms-need-review -->\n",
      "\t<!-- plurals-lint:disable plural-forms-need-review -->\n",
    ])
  func markerSuppressed(_ suppression: String) throws {
    let dict =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + suppression
      + "\t\(ReviewMarkers.comment)\n\t<key>k</key>\n\t\(entry)\n</dict>\n</plist>\n"
    let fixture = try LintFixture(["en.lproj/L.stringsdict": dict])
    defer { fixture.remove() }
    let codes = fixture.lint().findings.map(\.diagnostic.code)
    #expect(!codes.contains(.pluralFormsNeedReview), "\(codes)")
    #expect(!codes.contains(.superfluousSuppression), "\(codes)")
  }

  @Test("the preview counts the entries that need review and marks their forms in each marked language")
  func previewMarks() throws {
    let fixture = try Self.migrated()
    defer { fixture.remove() }
    // English "shared" reviewed: its marker removed.
    let path = fixture.root + "/en.lproj/L.stringsdict"
    let english = try String(contentsOfFile: path, encoding: .utf8)
    try english.replacingOccurrences(
      of: "\t\(ReviewMarkers.comment)\n\t<key>shared</key>", with: "\t<key>shared</key>"
    )
    .write(toFile: path, atomically: true, encoding: .utf8)
    let page = preview(fixture).html()
    #expect(page.contains("2 plural entries, 2 with findings, 2 need review, in "), "\(page.prefix(800))")
    let articles = page.components(separatedBy: "<article ").dropFirst()
    let deleted = try #require(articles.first { $0.contains("<q>deleted</q>") })
    let shared = try #require(articles.first { $0.contains("<q>shared</q>") })
    func reviewed(_ article: String) -> [String] {
      article.components(separatedBy: "<section class=\"language").dropFirst().filter {
        $0.hasPrefix(" review\"")
      }
      .map { String($0.split(separator: ">")[2].prefix(2)) }
    }
    #expect(reviewed(deleted) == ["en", "pl"], "\(deleted)")
    #expect(reviewed(shared) == ["pl"], "\(shared)")
    #expect(deleted.contains("<p class=\"review\">Needs review"))
    // One entry left to review: the header says "needs".
    let single = try Self.migrated()
    defer { single.remove() }
    for language in ["en", "pl"] {
      let file = single.root + "/\(language).lproj/L.stringsdict"
      let text = try String(contentsOfFile: file, encoding: .utf8)
      try text.replacingOccurrences(
        of: "\t\(ReviewMarkers.comment)\n\t<key>shared</key>", with: "\t<key>shared</key>"
      )
      .write(toFile: file, atomically: true, encoding: .utf8)
    }
    #expect(preview(single).html().contains(", 1 needs review, in "))
  }
}

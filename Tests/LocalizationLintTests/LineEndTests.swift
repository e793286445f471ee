import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// Files whose lines end in LF, CR LF or a lone CR (classic Mac OS): every reader counts lines
/// as expat counts them in XML, so a finding is at the same line and column in all three, and a
/// `disable:next` comment names the line its finding reports.
@Suite("Lines that end in LF, CR LF or a lone CR: the same places, suppressions that follow them")
struct LineEndTests {
  static let ends = ["\n", "\r\n", "\r"]

  /// The places of `code`'s findings in the fixture, as `path:line:column`.
  private func places(_ report: LintReport, _ code: DiagnosticCode, root: String) -> [String] {
    report.diagnostics.filter { $0.code == code }.map {
      "\($0.location.file.dropFirst(root.count + 1)):\($0.location.line):\($0.location.column)"
    }.sorted()
  }

  @Test(
    "a .strings file: a // comment, a duplicate at 4:7, one suppressed by the comment before it",
    arguments: ends)
  func strings(_ end: String) throws {
    let lines = [
      "// Files", "\"a\" = \"A\";", "\"b\" = \"B\";", "\"a\" = \"A\";",
      "/* plurals-lint:disable:next identical-duplicate-key */", "\"b\" = \"B\";", "",
    ]
    let fixture = try LintFixture(["en.lproj/L.strings": lines.joined(separator: end)])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(places(report, .identicalDuplicateKey, root: fixture.root) == ["en.lproj/L.strings:4:7"])
    #expect(report.countsByCode[.superfluousSuppression] == nil, "\(report.diagnostics)")
  }

  @Test("a .stringsdict: a duplicate at 5:1, one suppressed by the comment before it", arguments: ends)
  func stringsdict(_ end: String) throws {
    let lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<plist version="1.0">"#, "<dict>",
      "<key>a</key><string>A</string>", "<key>a</key><string>A</string>",
      "<key>b</key><string>B</string>", "<!-- plurals-lint:disable:next identical-duplicate-key -->",
      "<key>b</key><string>B</string>", "</dict>", "</plist>", "",
    ]
    let fixture = try LintFixture(["en.lproj/L.stringsdict": lines.joined(separator: end)])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(places(report, .identicalDuplicateKey, root: fixture.root) == ["en.lproj/L.stringsdict:5:1"])
    #expect(report.countsByCode[.superfluousSuppression] == nil, "\(report.diagnostics)")
  }

  @Test(
    "a String Catalog: a duplicate member at 3:1, removed by --fix with the line end kept", arguments: ends)
  func catalog(_ end: String) throws {
    let head = #"{"sourceLanguage":"en","version":"1.0","strings":{"#
    let fixture = try LintFixture([
      "C.xcstrings": [head, #""a":{},"#, #""a":{}"#, "}}", ""].joined(separator: end)
    ])
    defer { fixture.remove() }
    let (fixes, before, after) = applyFixes(fixture.root)
    #expect(places(before, .identicalDuplicateKey, root: fixture.root) == ["C.xcstrings:3:1"])
    #expect(fixes.fixedFindings == [.identicalDuplicateKey: 1], "\(fixes.skipped)")
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    let fixed = try String(contentsOfFile: fixture.root + "/C.xcstrings", encoding: .utf8)
    #expect(fixed == [head, #""a":{}"#, "}}", ""].joined(separator: end))
  }
}

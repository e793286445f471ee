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

  /// A `//` comment ends at U+2028 (as CoreFoundation ends it) but the line does not: the
  /// directive's codes are the comment's, and the entry after the separator shares its line.
  @Test("a // comment that ends at U+2028: its directive's codes end there, next is the line after")
  func lineSeparatorEndsComment() throws {
    let lines = [
      "\"a\" = \"A\";", "// plurals-lint:disable:next identical-duplicate-key\u{2028}\"c\" = \"C\";",
      "\"a\" = \"A\";", "",
    ]
    let fixture = try LintFixture(["en.lproj/L.strings": lines.joined(separator: "\n")])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
  }
}

/// `disable:this` on the line of an entry's key covers the entry, though the entry's value (a
/// `.strings` value, a `.stringsdict` entry's `<dict>`) starts on the line after; a comment alone
/// on its line does not cover the entry on the next.
@Suite("disable:this on an entry's key line covers the entry")
struct DisableThisKeyLineTests {
  private static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    <key>files</key>COMMENT
    <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key>
      <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d plik</string>
        <key>other</key><string>%d pliki</string>
      </dict>
    </dict>
    </dict>
    </plist>

    """

  @Test(
    "a .stringsdict: the comment after <key>, the <dict> on the next line", arguments: ["\n", "\r\n", "\r"])
  func stringsdictKeyLine(_ end: String) throws {
    let text = Self.stringsdict.replacingOccurrences(
      of: "COMMENT", with: " <!-- plurals-lint:disable:this missing-categories -->")
    let fixture = try LintFixture([
      "pl.lproj/L.stringsdict": text.replacingOccurrences(of: "\n", with: end)
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
  }

  @Test(
    "a .stringsdict: a comment over two lines after <key>, another entry before the <key> on its line",
    arguments: [
      "<key>files</key> <!-- plurals-lint:disable:this missing-categories\n-->",
      "<key>a</key><string>ok</string><key>files</key> <!-- plurals-lint:disable:this missing-categories -->",
    ])
  func stringsdictKeyLineShapes(_ keyLine: String) throws {
    let text = Self.stringsdict.replacingOccurrences(of: "<key>files</key>COMMENT", with: keyLine)
    let fixture = try LintFixture(["pl.lproj/L.stringsdict": text])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
  }

  @Test("a .stringsdict: the comment alone on the line before <key> covers nothing")
  func stringsdictCommentAlone() throws {
    let text = Self.stringsdict.replacingOccurrences(
      of: "<key>files</key>COMMENT",
      with: "<!-- plurals-lint:disable:this missing-categories -->\n<key>files</key>")
    let fixture = try LintFixture(["pl.lproj/L.stringsdict": text])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.countsByCode[.missingCategories] == 1, "\(report.diagnostics)")
    #expect(report.countsByCode[.superfluousSuppression] == 1, "\(report.diagnostics)")
  }

  @Test("a .strings file: the comment after the key, the value on the next line; alone, nothing")
  func stringsKeyLine() throws {
    let covered = try LintFixture([
      "en.lproj/L.strings":
        "\"k\" = // plurals-lint:disable:this integer-width-mismatch\n\"%1$d of %1$ld\";\n"
    ])
    defer { covered.remove() }
    #expect(covered.lint().diagnostics.isEmpty, "\(covered.lint().diagnostics)")
    let alone = try LintFixture([
      "en.lproj/L.strings":
        "// plurals-lint:disable:this integer-width-mismatch\n\"k\" = \"%1$d of %1$ld\";\n"
    ])
    defer { alone.remove() }
    let report = alone.lint()
    #expect(report.countsByCode[.integerWidthMismatch] == 1, "\(report.diagnostics)")
    #expect(report.countsByCode[.superfluousSuppression] == 1, "\(report.diagnostics)")
  }
}

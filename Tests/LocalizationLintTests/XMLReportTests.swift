@_spi(ExpatXML) import ExpatXML
import Foundation
import LocalizationLint
import LocalizedStrings
import Testing

@Suite("lint output: Checkstyle and JUnit XML")
struct XMLReportTests {
  /// Markup, quotes, white space the attribute normalization would fold, a control character and non-ASCII.
  static let awkward = "a <b> & \"c\" 'd'\tline\nnext\r\u{1}é\u{85}\u{202E}"

  static func report() -> LintReport {
    LintReport(
      diagnostics: [
        .init(
          .missingOther, "first \(awkward)", at: .init(file: "/repo/A & B/x.stringsdict", line: 9, column: 3)),
        .init(
          .missingCategories, "second", at: .init(file: "/repo/A & B/x.stringsdict", line: 12, column: 5)),
        .init(.catalogStateNew, "third", at: .init(file: "/repo/C.xcstrings", line: 4, column: 1)),
      ], filesChecked: 2, unreadablePaths: ["/gone <1>"])
  }

  static func parse(_ text: String) throws -> XMLElementNode {
    try XMLTreeReader.parse(Array(text.utf8), file: "report.xml")
  }

  @Test("text that XML cannot hold is escaped so that a parser reads back what was written")
  func escaping() throws {
    let document = try Self.parse(
      "<r a=\"\(XMLText.escaped(Self.awkward))\">\(XMLText.escaped(Self.awkward))</r>")
    let readable = Self.awkward.replacing("\u{1}", with: "\u{FFFD}")
    #expect(document.attributes["a"] == readable)
    #expect(document.text == readable)
    // Read back exactly, yet written without a raw control, C1 or bidirectional character.
    #expect(!XMLText.escaped(Self.awkward).unicodeScalars.contains(where: PrintableText.isEscaped))
  }

  @Test("checkstyle: one file element per file, every diagnostic with its line, column, severity and source")
  func checkstyle() throws {
    let root = try Self.parse(Self.report().checkstyle(relativeTo: "/repo"))
    #expect(root.name == "checkstyle")
    let files = root.children(named: "file")
    #expect(files.map { $0.attributes["name"] } == ["A & B/x.stringsdict", "C.xcstrings", "/gone <1>"])
    let errors = files[0].children(named: "error")
    #expect(errors.map { $0.attributes["line"] } == ["9", "12"])
    #expect(errors.map { $0.attributes["column"] } == ["3", "5"])
    #expect(errors.map { $0.attributes["severity"] } == ["error", "warning"])
    #expect(errors[0].attributes["source"] == "plurals.missing-other")
    #expect(errors[0].attributes["message"] == "first " + Self.awkward.replacing("\u{1}", with: "\u{FFFD}"))
    #expect(files[1].children(named: "error").first?.attributes["severity"] == "info")
    let unreadable = try #require(files[2].children(named: "error").first)
    #expect(unreadable.attributes["source"] == "plurals.unreadable-path")
    #expect(unreadable.attributes["message"] == "cannot read /gone <1>")
  }

  @Test("junit: errors and warnings fail, notes pass, unreadable paths are errors; counts add up")
  func junit() throws {
    let root = try Self.parse(Self.report().junit(relativeTo: "/repo"))
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "4")
    #expect(root.attributes["failures"] == "2")
    #expect(root.attributes["errors"] == "1")
    let suites = root.children(named: "testsuite")
    #expect(suites.map { $0.attributes["name"] } == ["A & B/x.stringsdict", "C.xcstrings", "/gone <1>"])
    #expect(suites.map { $0.attributes["tests"] } == ["2", "1", "1"])
    #expect(suites.map { $0.attributes["failures"] } == ["2", "0", "0"])
    let cases = suites[0].children(named: "testcase")
    // No key known: named by the code and the message.
    let readable = Self.awkward.replacing("\u{1}", with: "\u{FFFD}")
    #expect(
      cases.map { $0.attributes["name"] } == ["missing-other first " + readable, "missing-categories second"])
    let failure = try #require(cases[0].children(named: "failure").first)
    #expect(failure.attributes["type"] == "error")
    #expect(failure.text.hasPrefix("A & B/x.stringsdict:9:3: error: first a <b> & \"c\""))
    #expect(failure.text.hasSuffix("[missing-other]"))
    #expect(cases[1].children(named: "failure").first?.attributes["type"] == "warning")
    let note = try #require(suites[1].children(named: "testcase").first)
    #expect(note.children(named: "failure").isEmpty)
    #expect(note.children(named: "system-out").first?.text.hasSuffix("third [catalog-state-new]") == true)
    #expect(
      suites[2].children(named: "testcase").first?.children(named: "error").first?.attributes["message"]
        == "cannot read /gone <1>")
  }

  /// Findings in one file at `lines`, each with the code, key and language given.
  static func keyed(_ items: [(DiagnosticCode, String?, String?)], lines: [Int]) -> LintReport {
    LintReport(
      findings: zip(items, lines).map { item, line in
        LintFinding(
          .init(
            item.0, "about \(item.1 ?? "the file")",
            at: .init(file: "/repo/Cat.xcstrings", line: line, column: 3)),
          subject: .init(table: "Cat", key: item.1, language: item.2))
      }, filesChecked: 1)
  }

  @Test("junit names a case by its code, key and language, not its line; a repeat gets a counter")
  func junitNames() throws {
    let items: [(DiagnosticCode, String?, String?)] = [
      (.missingCategories, "files", "pl"), (.missingCategories, "files", "pl"),
      (.missingCategories, "files", "ru"),
      (.missingOther, "files", "pl"), (.missingCategories, "files (pl) #2", nil), (.duplicateKey, nil, nil),
      (.missingCategories, "files", "pl"),
    ]
    func names(_ lines: [Int]) throws -> [String?] {
      let root = try Self.parse(Self.keyed(items, lines: lines).junit(relativeTo: "/repo"))
      let suite = try #require(root.children(named: "testsuite").first)
      return suite.children(named: "testcase").map { $0.attributes["name"] }
    }
    let named = try names([4, 9, 12, 15, 20, 22, 30])
    #expect(
      named == [
        "missing-categories files (pl)", "missing-categories files (pl) #2", "missing-categories files (ru)",
        "missing-other files (pl)", "missing-categories files (pl) #2 #2", "duplicate-key about the file",
        "missing-categories files (pl) #3",
      ])
    #expect(Set(named).count == named.count)
    // Lines moved (the same findings, every line shifted): the same tests.
    #expect(try names([14, 19, 22, 25, 30, 32, 40]) == named)
    // The line stays in the failure's text.
    let root = try Self.parse(
      Self.keyed(items, lines: [14, 19, 22, 25, 30, 32, 40]).junit(relativeTo: "/repo"))
    let failures = try #require(root.children(named: "testsuite").first).children(named: "testcase")
      .compactMap { $0.children(named: "failure").first?.text }
    #expect(failures.count == items.count)
    #expect(failures[1].hasPrefix("Cat.xcstrings:19:3: warning: about files"))
  }

  @Test(
    "a clean run: an empty checkstyle document and a JUnit document of no tests", arguments: [true, false])
  func clean(junit: Bool) throws {
    let report = LintReport(diagnostics: [], filesChecked: 3)
    let root = try Self.parse(junit ? report.junit() : report.checkstyle())
    #expect(root.children.isEmpty)
    if junit { #expect(root.attributes["tests"] == "0") }
  }

  @Test("rendered(as:) writes both formats")
  func rendered() {
    let report = Self.report()
    #expect(report.rendered(as: .checkstyle, relativeTo: "/r") == report.checkstyle(relativeTo: "/r"))
    #expect(report.rendered(as: .junit, relativeTo: "/r") == report.junit(relativeTo: "/r"))
  }
}

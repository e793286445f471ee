import Foundation
import LocalizationLint
import LocalizedStrings
import SourceFiles
import Testing

@Suite("lint baseline: only new findings are reported")
struct BaselineTests {
  static let lacksOther = variable("n", [("one", "%d plik")])
  static let lacksMany = variable("n", [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")])

  @Test("recorded findings are not reported again, even when lines move; a new defect is")
  func newOnly() throws {
    let fixture = try LintFixture([
      "pl.lproj/Localizable.stringsdict": plist(
        entry("a", format: "%#@n@", Self.lacksOther) + entry("b", format: "%#@n@", Self.lacksMany)),
      "Cat.xcstrings": catalog(
        #""k":{"localizations":{"en":\#(unit("k")),"de":\#(unit("k", state: "new"))}}"#),
    ])
    defer { fixture.remove() }
    let first = fixture.lint()
    #expect(first.findings.count >= 3)
    let baseline = LintBaseline(first, relativeTo: fixture.root)
    #expect(baseline.entries.count == first.findings.count)
    #expect(baseline.entries.allSatisfy { !$0.file.hasPrefix("/") && $0.key != nil })
    #expect(baseline.newFindings(in: first).findings.isEmpty)
    // Lines move: a new entry above, clean; then one more defect below.
    try plist(
      entry(
        "clean", format: "%#@n@",
        variable(
          "n", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]))
        + "\n\n\n" + entry("a", format: "%#@n@", Self.lacksOther)
        + entry("b", format: "%#@n@", Self.lacksMany)
        + entry("c", format: "%#@n@", Self.lacksOther)
    ).write(toFile: fixture.root + "/pl.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
    let second = fixture.lint()
    #expect(second.findings.map(\.diagnostic.location) != first.findings.map(\.diagnostic.location))
    let fresh = baseline.newFindings(in: second)
    #expect(!fresh.findings.isEmpty)
    #expect(fresh.findings.allSatisfy { $0.subject?.key == "c" })
    #expect(fresh.findings.contains { $0.diagnostic.code == .missingOther })
    #expect(fresh.exitStatus(warningsAsErrors: false) == 1)
  }

  @Test("the file reads back as written; equal findings are counted")
  func roundTrip() throws {
    let folder = NSTemporaryDirectory() + "baseline-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let at = SourceLocation(file: folder + "/x.strings", line: 3, column: 1)
    let twice = LintFinding(
      .init(.duplicateKey, "dup \"q\"\n", at: at), subject: .init(table: "x", key: "k é"))
    let whole = LintFinding(.init(.parseError, "broken", at: at), subject: .init(table: "x"))
    let report = LintReport(findings: [twice, twice, whole], filesChecked: 1)
    let baseline = LintBaseline(report, relativeTo: folder)
    try baseline.write(to: folder + "/baseline.json")
    let read = try LintBaseline(contentsOf: folder + "/baseline.json")
    #expect(read.entries == baseline.entries)
    #expect(read.entries.count == 3)
    #expect(read.entries.first { $0.code == "parse-error" }?.message == "broken")
    #expect(read.entries.first { $0.code == "duplicate-key" }?.message == nil)
    #expect(read.entries.first?.file == "x.strings")
    let thrice = LintReport(findings: [twice, twice, twice, whole], filesChecked: 1)
    #expect(read.newFindings(in: thrice).findings == [twice])
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: folder + "/baseline.json")))
    #expect((json as? [String: Any])?["version"] as? Int == 1)
  }

  @Test(
    "a broken baseline file is an error at its place",
    arguments: [
      (
        "{\"version\": 1, \"findings\": [{\"file\": \"a\"}]}", 1, 29, "needs a file and a code",
        .invalidContent
      ),
      ("{\"version\": 2, \"findings\": []}", 1, 13, "version 2", .invalidContent),
      (
        "{\"version\": 1,\n \"findings\": [{\"file\": \"a\", \"code\": \"x\", \"line\": 3}]}", 2, 42,
        "unknown member \"line\" in a finding", .invalidContent
      ),
      ("{\"version\": 1, \"findings\": [}\n", 1, 29, "a finding must be an object", .invalidContent),
      (
        "{\"version\": 1, \"findings\": [{\"file\": \"a\" \"code\": \"x\"}]}", 1, 42,
        "malformed JSON: expected ','", .malformed
      ),
      ("{\"version\": 1, \"findings\": []}\n{}", 2, 1, "malformed JSON: unexpected '{' after", .malformed),
      ("[]", 1, 1, "not a baseline", .invalidContent),
    ] as [(String, Int, Int, String, SourceError.Kind)])
  func broken(text: String, line: Int, column: Int, message: String, kind: SourceError.Kind) throws {
    let path = NSTemporaryDirectory() + "baseline-\(UUID().uuidString).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try LintBaseline(contentsOf: path)
      Issue.record("no error")
    } catch {
      #expect(error.kind == kind, "\(error)")
      #expect(error.message.contains(message), "\(error)")
      #expect(error.location.line == line && error.location.column == column, "\(error)")
    }
  }
}

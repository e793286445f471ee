import Foundation
import LocalizationLint
import LocalizedStrings
import Testing

@Suite("plurals lint")
struct LinterTests {
  @Test("output-too-long is reported at the format key, with the bound it found")
  func outputTooLong() throws {
    let body = entry(
      "k", format: String(repeating: "%1$#@n@", count: 9_999),
      variable("n", [("one", "%d"), ("other", "%d " + String(repeating: "x", count: 1_000))]))
    let found = try lintReport(["en.lproj/L.stringsdict": plist(body)]).diagnostics.filter {
      $0.code == .outputTooLong
    }
    #expect(found.count == 1)
    // The format key's string is on line 4 of plist(): its element, not the variable.
    #expect(found.first?.location.line == 4)
    // 9,999 × (1,000 x's, a space and at most 24 bytes of %d) = 10,248,975 bytes.
    #expect(found.first?.message.contains("can write up to 10248975 bytes") == true, "\(found)")
  }

  @Test("diagnostics are one line, compiler style, with a stable code")
  func format() throws {
    let root = NSTemporaryDirectory() + "lint-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/pl.lproj", withIntermediateDirectories: true)
    try plist(entry("k", format: "%#@n@", variable("n", [("one", "%d\nplik")]))).write(
      toFile: root + "/pl.lproj/L.stringsdict", atomically: true, encoding: .utf8)
    let report = Linter.lint(paths: [root])
    #expect(report.filesChecked == 1 && report.unreadablePaths.isEmpty)
    for diagnostic in report.diagnostics {
      let line = diagnostic.description
      #expect(!line.contains("\n"))
      #expect(line.hasPrefix(root + "/pl.lproj/L.stringsdict:4:"))
      #expect(line.hasSuffix("[\(diagnostic.code.rawValue)]"))
    }
    #expect(report.diagnostics.map(\.code.rawValue).sorted() == ["missing-categories", "missing-other"])
    #expect(Linter.lint(paths: [root + "/nope"]).unreadablePaths == [root + "/nope"])
  }
}

@Suite("A directive that lost its '%'")
struct LostPercentTests {
  @Test("'2$@' is reported as what it is, where it is, not as a gap to renumber")
  func lostPercent() throws {
    let report = try lintReport([
      "en.lproj/L.strings": "\"k\" = \"%1$@ and 2$@ and %3$d\";\n\"j\" = \"%1$@ then %3$@\";\n"
    ])
    let skipped = report.diagnostics.filter { $0.code == .argumentSkipped }
    #expect(skipped.count == 2, "\(skipped)")
    let lost = try #require(skipped.first { $0.message.contains("without its '%'") })
    #expect(
      lost.message.hasSuffix(
        "writes '2$@' without its '%': argument 2 is shown as that text and never read; write '%2$@'"))
    #expect(lost.location.line == 1)
    // A real gap keeps its advice: nothing reads argument 2 of "j".
    #expect(
      skipped.contains {
        $0.message.contains("never argument 2; number the arguments without gaps") && $0.location.line == 2
      })
  }
}

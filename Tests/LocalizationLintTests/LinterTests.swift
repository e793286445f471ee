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

  /// An entry whose format names `v1` and each variant of `v1` … `v(levels-1)` names the next
  /// twice: 2^levels − 1 expansions in all, `levels` deep.
  static func doublingChain(_ levels: Int, format: String = "%1$#@v1@") -> String {
    let variables = (1...levels).map { level in
      let next = level == levels ? "%d" : "%1$#@v\(level + 1)@ %1$#@v\(level + 1)@"
      return variable("v\(level)", [("one", next), ("other", next)])
    }
    return entry("k", format: format, variables.joined())
  }

  @Test(
    "too-many-expansions: sixteen levels each naming the next twice, reported at the format key with the count"
  )
  func tooManyExpansions() throws {
    let body = Self.doublingChain(16)
    let found = try lintReport(["en.lproj/L.stringsdict": plist(body)]).diagnostics.filter {
      $0.severity == .error
    }
    #expect(found.map(\.code) == [.tooManyExpansions], "\(found)")
    #expect(found.first?.location.line == 4)
    // 2 + 4 + … + 2^15 below v1, and v1: 2^16 − 1.
    #expect(found.first?.message.contains("can expand up to 65535 variables") == true, "\(found)")
    // format refuses what lint reports, and formats the largest chain lint passes: 13 levels, 8,191.
    let refused = try StringTable(bytes: Array(plist(body).utf8), path: "l.stringsdict", language: "en")
    #expect(throws: FormatError.self) { try refused.formatDetailed("k", arguments: [.signed(1)]) }
    let passed = Self.doublingChain(13)
    #expect(try lintCodes(["en.lproj/L.stringsdict": plist(passed)]).allSatisfy { $0.severity != .error })
    let table = try StringTable(bytes: Array(plist(passed).utf8), path: "l.stringsdict", language: "en")
    #expect(try table.formatDetailed("k", arguments: [.signed(1)]).text.count == 8_192 - 1)
  }

  @Test("too-many-expansions counts each variable's costliest variant, and references of the format key")
  func expansionsCounted() throws {
    func codes(_ body: String) throws -> [DiagnosticCode] {
      try lintCodes(["en.lproj/L.stringsdict": plist(body)]).filter { $0 == .tooManyExpansions }
    }
    // 13 levels (8,191) named once is within the limit; named twice (16,382) is not.
    #expect(try codes(Self.doublingChain(13)).isEmpty)
    #expect(try codes(Self.doublingChain(13, format: "%1$#@v1@%1$#@v1@")) == [.tooManyExpansions])
    // 17 levels: the formatter stops at the 17th (invalid-format), before 10,000 expansions.
    let deep = try lintCodes(["en.lproj/L.stringsdict": plist(Self.doublingChain(17))])
    #expect(deep.contains(.invalidFormat) && !deep.contains(.tooManyExpansions), "\(deep)")
    // Only the 'few' variant doubles: the largest variant counts (Polish chooses it for 2).
    let variables = (1...14).map { level in
      let next = level == 14 ? "%d" : "%1$#@v\(level + 1)@"
      return variable("v\(level)", [("one", next), ("few", next + next), ("many", next), ("other", next)])
    }
    let body = entry("k", format: "%1$#@v1@", variables.joined())
    #expect(try lintCodes(["pl.lproj/L.stringsdict": plist(body)]).contains(.tooManyExpansions))
    let table = try StringTable(bytes: Array(plist(body).utf8), path: "l.stringsdict", language: "pl")
    #expect(throws: FormatError.self) { try table.formatDetailed("k", arguments: [.signed(2)]) }
    #expect(try table.formatDetailed("k", arguments: [.signed(5)]).text == "5")
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

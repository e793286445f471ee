import LocalizationFiles
import LocalizationLint
import LocalizedStrings
import Testing

/// Every code of the registry has a fixture that makes it fire, outside the corpus tests.
@Suite("A fixture for every diagnostic code")
struct DiagnosticFixtureTests {
  static let allFixtures = cases + readerCases + precisionCases

  @Test("every code of DiagnosticCode has a firing fixture (a lint case, or a named test for the others)")
  func everyCodeHasAFixture() {
    let linted = Set(Self.allFixtures.map(\.code))
    for code in DiagnosticCode.allCases {
      #expect(
        linted.contains(code) || codesCheckedElsewhere[code] != nil,
        "\(code) has no fixture: add a Case to ReaderDiagnosticCases.swift, DiagnosticCases.swift or PrecisionCases.swift"
      )
    }
    // A code listed as checked elsewhere is one lint cannot report.
    #expect(linted.isDisjoint(with: codesCheckedElsewhere.keys))
  }

  @Test(
    "each reader and rare-check fixture fires its code, with its severity, and its correction does not",
    arguments: readerCases + precisionCases)
  func readerCase(_ testCase: Case) throws {
    let report = try lintReport(testCase.firing)
    let found = report.diagnostics.filter { $0.code == testCase.code }
    #expect(!found.isEmpty, "\(testCase) did not fire; found \(report.diagnostics.map(\.code))")
    #expect(found.allSatisfy { $0.severity == testCase.code.severity })
    #expect(
      !(try lintCodes(testCase.quiet).contains(testCase.code)), "\(testCase) fired on the corrected file")
  }

  @Test("language-fallback: a catalog asked for a language it lacks serves another, and says so")
  func languageFallback() throws {
    let json = catalog(#""k":{"localizations":{"en":\#(unit("Hello")),"de":\#(unit("Hallo"))}}"#)
    let strings = try StringCatalog(bytes: Array(json.utf8), path: "C.xcstrings")
    let fallback = try strings.formatDetailed("k", arguments: [], language: "ja")
    #expect(fallback.text == "Hello" && fallback.diagnostics.map(\.code) == [.languageFallback])
    let served = try strings.formatDetailed("k", arguments: [], language: "de")
    #expect(served.text == "Hallo" && served.diagnostics.isEmpty)
  }
}

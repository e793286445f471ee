import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

@testable import LocalizationLint

/// `SuppressionCoverage` (a file's findings by code, line and key, for its suppression comments)
/// against a scan of every finding for each comment, as `Suppressions.apply` asked before: the same
/// answer to each comment, and the same findings covered in the end, on random findings and comments.
@Suite("the suppressions' coverage against a scan of every finding")
struct SuppressionCoverageTests {
  static let codes: [DiagnosticCode] = [.missingKey, .pluralCandidate, .percentInText]
  static let keys: [String?] = ["a", "b", "c", nil]

  /// A comment's question: a code (or `all`), lines, and an entry's key.
  struct Cover {
    var code: String
    var lines: ClosedRange<Int>?
    var key: String?
  }

  @Test("random findings and comments: each comment's answer and the covered findings agree with the scan")
  func agreement() {
    var random = TestSeed.generator("SuppressionCoverageTests.agreement")
    var coveredSome = 0
    for _ in 0..<2_000 {
      let findings = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        LintFinding(
          LocalizationDiagnostic(
            Self.codes.randomElement(using: &random)!, "m",
            at: SourceLocation(file: "f", line: Int.random(in: 1...20, using: &random), column: 1)),
          subject: DiagnosticSubject(table: "t", key: Self.keys.randomElement(using: &random)!))
      }
      let covers = (0..<Int.random(in: 0...6, using: &random)).map { _ -> Cover in
        let code =
          Bool.random(using: &random)
          ? Suppressions.allCodes : Self.codes.randomElement(using: &random)!.rawValue
        let start = Int.random(in: 1...20, using: &random)
        let lines: ClosedRange<Int>? =
          switch Int.random(in: 0...3, using: &random) {
          case 0: nil
          case 1: start...start
          case 2: start...(start + Int.random(in: 0...8, using: &random))
          default: start...Int.max
          }
        return Cover(code: code, lines: lines, key: Self.keys.randomElement(using: &random)!)
      }
      // The scan: every finding for each comment.
      var expectedCovered = Set<Int>()
      var expectedAnswers: [Bool] = []
      for cover in covers {
        var any = false
        for (index, finding) in findings.enumerated() {
          guard cover.code == Suppressions.allCodes || finding.diagnostic.code.rawValue == cover.code else {
            continue
          }
          if cover.lines?.contains(finding.diagnostic.location.line) == true
            || (cover.key != nil && finding.subject?.key == cover.key)
          {
            expectedCovered.insert(index)
            any = true
          }
        }
        expectedAnswers.append(any)
      }
      // The caller's indices need not be 0…n-1: shifted, as a file's findings among others.
      var coverage = SuppressionCoverage(findings.enumerated().map { ($0.offset + 100, $0.element) })
      let answers = covers.map { coverage.cover($0.code, lines: $0.lines, key: $0.key) }
      #expect(answers == expectedAnswers, "\(findings.map(\.diagnostic)) \(covers)\(TestSeed.note)")
      #expect(
        coverage.covered() == Set(expectedCovered.map { $0 + 100 }),
        "\(findings.map(\.diagnostic)) \(covers)\(TestSeed.note)")
      if !expectedCovered.isEmpty { coveredSome += 1 }
    }
    // Both verdicts are common: the agreement is not that of empty sets.
    #expect(coveredSome > 500, "\(coveredSome)")
  }
}

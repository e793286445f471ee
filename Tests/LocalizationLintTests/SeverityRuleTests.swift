import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

@Suite("severities: one rule, written down and applied")
struct SeverityRuleTests {
  /// The rows of the DocC article's table: code, severity, reason.
  static func articleRows() throws -> [[String]] {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let path = parts.joined(separator: "/") + "/Sources/LocalizationLint/LocalizationLint.docc/Severities.md"
    let article = try String(contentsOfFile: path, encoding: .utf8)
    return article.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      line.dropFirst(2).dropLast(2).components(separatedBy: " | ").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      }
    }
  }

  @Test("the DocC article lists every code with the registry's severity and reason, errors first")
  func article() throws {
    let rows = try Self.articleRows()
    let expected = DiagnosticCode.allCases.sorted { ($0.severity, $0.rawValue) < ($1.severity, $1.rawValue) }
      .map { [$0.rawValue, $0.severity.rawValue, $0.severityReason] }
    #expect(rows == expected)
  }

  @Test("text that no user sees is a note: a category Japanese, Chinese, Korean … never choose, a stale key")
  func unreachableIsANote() throws {
    for language in ["ja", "zh-Hans", "ko", "vi", "th", "id"] {
      let report = try lintReport([
        "\(language).lproj/L.stringsdict": plist(
          entry("k", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files")])))
      ])
      #expect(report.diagnostics.map(\.code) == [.unusedCategory], "\(language)")
      #expect(report.diagnostics.allSatisfy { $0.severity == .note }, "\(language)")
    }
    #expect(DiagnosticCode.extraKey.severity == .note)
    #expect(DiagnosticCode.unknownCategory.severity == .note)
  }

  @Test("French 'many' (round millions only) is the same note for an integer and a floating-point variable")
  func largeNumbersAlike() throws {
    for valueType in ["d", "lld", "f", ".0f"] {
      let conversion = valueType.hasSuffix("f") ? "%.0f" : "%\(valueType)"
      let report = try lintReport([
        "fr.lproj/L.stringsdict": plist(
          entry(
            "k", format: "%#@n@",
            variable("n", valueType: valueType, [("one", "\(conversion) km"), ("other", "\(conversion) km")]))
        )
      ])
      #expect(report.diagnostics.map(\.code) == [.missingLargeNumberCategory], "\(valueType)")
      #expect(report.diagnostics.first?.severity == .note)
      #expect(report.diagnostics.first?.message.contains("such as 1000000") == true, "\(report.diagnostics)")
    }
    // A category fractions reach is not a large-number one: Polish 'other' is for fractions, 'many' for 5.
    let polish = try lintReport([
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", valueType: "f", [("one", "%f"), ("few", "%f"), ("other", "%f")])))
    ])
    #expect(polish.diagnostics.map(\.code) == [.missingCategories])
  }

  @Test("'other' is never optional: an error where numbers get no text, else a warning")
  func otherIsRequired() {
    #expect(DiagnosticCode.missingOther.severity == .error)
    #expect(DiagnosticCode.missingRequiredOther.severity == .warning)
  }
}

import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

@Suite("The diagnostic registry")
struct DiagnosticRegistryTests {
  /// The DocC article that lists the codes (the README points to it).
  static let article: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LocalizationLintTests/<file>
    let path = parts.joined(separator: "/") + "/Sources/LocalizationLint/LocalizationLint.docc/LintingInCI.md"
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }()

  @Test("every code is kebab-case, unique, and has a summary, help and an example")
  func codes() {
    #expect(Set(DiagnosticCode.allCases.map(\.rawValue)).count == DiagnosticCode.allCases.count)
    for code in DiagnosticCode.allCases {
      #expect(code.rawValue.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(code)")
      #expect(!code.summary.isEmpty && !code.help.isEmpty && !code.example.isEmpty, "\(code)")
      #expect(code.description == code.rawValue)
    }
  }

  @Test("the lint article's table lists every code with its severity and summary, in the registry's order")
  func articleTable() {
    let rows = Self.article.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.hasSuffix(" |") }
      .compactMap {
        line -> String? in
        let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        guard cells.count == 3, let code = DiagnosticCode(rawValue: cells[0].trimmingCharacters(in: ["`"]))
        else {
          return nil
        }
        return "\(code.rawValue) \(cells[1]) \(cells[2])"
      }
    let expected = DiagnosticCode.allCases.map { "\($0.rawValue) \($0.severity.rawValue) \($0.summary)" }
    #expect(rows == expected)
  }
}

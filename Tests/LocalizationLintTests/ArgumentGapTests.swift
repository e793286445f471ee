import Foundation
import LocalizedStrings
import LocalizationLint
import Testing
import TestSupport

/// Lint's view of argument positions: one `invalid-format` for a position
/// Apple refuses (above 127, CoreFoundation's `INT8_MAX`), and one
/// `argument-skipped` for all the gaps of an entry, naming them as ranges.
@Suite("argument positions and gaps in lint")
struct ArgumentGapTests {
  /// The findings of a `.strings` file whose only key `k` has `value`.
  static func findings(_ value: String) throws -> [LocalizationDiagnostic] {
    try lintReport(["en.lproj/L.strings": "\"k\" = \"\(value)\";\n"]).diagnostics
  }

  @Test("%128$d is one invalid-format error at the directive, %127$d one gap of 126 arguments")
  func aboveTheBound() throws {
    let refused = try Self.findings("Total: %128$d")
    #expect(refused.map(\.code) == [.invalidFormat], "\(refused)")
    #expect(refused.first?.message.contains("argument position 128 is above 127") == true, "\(refused)")
    #expect(refused.first?.message.contains("at character 9") == true, "\(refused)")
    let gap = try Self.findings("%127$d")
    #expect(gap.map(\.code) == [.argumentSkipped], "\(gap)")
    #expect(
      gap.first?.message.contains("uses argument 127 but never arguments 1-126 (126 in all)") == true,
      "\(gap)")
  }

  /// The numbers a message's list names: "1-3, 5" is [1, 2, 3, 5].
  static func listed(_ message: String) -> [Int]? {
    guard let start = message.range(of: "never argument")?.upperBound,
      let end = message.range(of: "; number the arguments")?.lowerBound
    else { return nil }
    var list = message[start..<end].drop { $0 == "s" || $0 == " " }
    if let open = list.firstIndex(of: "(") { list = list[..<open] }
    var numbers: [Int] = []
    for part in list.split(separator: ",") {
      let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap { Int($0) }
      guard let first = bounds.first, let last = bounds.last, first <= last else { return nil }
      numbers += Array(first...last)
    }
    return numbers
  }

  @Test("random sets of positions: one finding listing exactly the unread ones")
  func randomGaps() throws {
    var generator = TestSeed.generator("argument gaps", default: 0x6A95)
    for _ in 0..<40 {
      let highest = Int.random(in: 2...127, using: &generator)
      var used: Set<Int> = [highest]
      for position in 1..<highest where Int.random(in: 0..<3, using: &generator) == 0 {
        used.insert(position)
      }
      let value = used.sorted().map { "%\($0)$@" }.joined(separator: " ")
      let found = try Self.findings(value)
      let expected = (1..<highest).filter { !used.contains($0) }
      if expected.isEmpty {
        #expect(found.isEmpty, "\(value)\(TestSeed.note)")
        continue
      }
      #expect(found.map(\.code) == [.argumentSkipped], "\(value): \(found)\(TestSeed.note)")
      #expect(
        found.first.flatMap { Self.listed($0.message) } == expected, "\(value): \(found)\(TestSeed.note)")
      #expect(found.first?.message.contains("uses argument \(highest) ") == true, "\(found)")
    }
  }
}

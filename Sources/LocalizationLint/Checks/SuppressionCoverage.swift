internal import InternalUtilities
/// What the suppression comments of one file cover, asked and recorded without a pass over the
/// file's findings for each comment: whether a code has a finding on some lines or of some key,
/// and, once every comment is read, which findings any of them covers.
///
/// A file may hold as many comments as findings (a `disable:next` above each entry), so each
/// question is a binary search of the findings' lines by code, or a lookup of their keys.
///
/// - Complexity: O(*f* log *f*) to make of *f* findings, O(log *f*) a question, and
///   O((*f* + *c*) log *c*) for the covered findings of *c* recorded lines and keys.
struct SuppressionCoverage {
  /// The findings' indices (into the caller's list), each with its line and code, and key.
  private let findings: [(index: Int, line: Int, code: String, key: String?)]
  /// The lines of each code's findings, sorted; ``Suppressions/allCodes``: every finding's.
  private var lines: [String: [Int]] = [:]
  /// Each code's keys, and every key under ``Suppressions/allCodes``.
  private var keys: [String: Set<String>] = [:]
  /// The lines each code's comments cover, and the keys of the entries they cover.
  private var coveredLines: [String: [ClosedRange<Int>]] = [:]
  private var coveredKeys: [String: Set<String>] = [:]

  /// The coverage of `findings`, the findings of one file with their indices in the caller's list.
  init(_ findings: [(index: Int, finding: LintFinding)]) {
    self.findings = findings.map {
      (
        $0.index, $0.finding.diagnostic.location.line, $0.finding.diagnostic.code.rawValue,
        $0.finding.subject?.key
      )
    }
    for finding in self.findings {
      for code in [finding.code, Suppressions.allCodes] {
        lines[code, default: []].append(finding.line)
        if let key = finding.key { keys[code, default: []].insert(key) }
      }
    }
    for code in lines.keys { lines[code]!.sort() }
  }

  /// Records that a comment covers `code` (or ``Suppressions/allCodes``) on `range` and in the
  /// entry of `key`, and tells whether a finding is covered so.
  mutating func cover(_ code: String, lines range: ClosedRange<Int>?, key: String? = nil) -> Bool {
    var any = false
    if let range {
      coveredLines[code, default: []].append(range)
      if let sorted = lines[code] {
        let first = sorted.partitionPoint { $0 < range.lowerBound }
        any = first < sorted.count && sorted[first] <= range.upperBound
      }
    }
    if let key {
      coveredKeys[code, default: []].insert(key)
      any = any || keys[code]?.contains(key) == true
    }
    return any
  }

  /// The indices of the findings that some comment covers.
  func covered() -> Set<Int> {
    // Each code's ranges sorted and merged, so that a finding's line is one binary search.
    var merged: [String: [ClosedRange<Int>]] = [:]
    for (code, ranges) in coveredLines {
      var list: [ClosedRange<Int>] = []
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = list.last, range.lowerBound <= last.upperBound {
          list[list.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
        } else {
          list.append(range)
        }
      }
      merged[code] = list
    }
    func inRanges(_ code: String, _ line: Int) -> Bool {
      guard let list = merged[code] else { return false }
      let first = list.partitionPoint { $0.upperBound < line }
      return first < list.count && list[first].contains(line)
    }
    var result = Set<Int>()
    for finding in findings {
      let byKey =
        finding.key.map {
          coveredKeys[finding.code]?.contains($0) == true
            || coveredKeys[Suppressions.allCodes]?.contains($0) == true
        } ?? false
      if byKey || inRanges(finding.code, finding.line) || inRanges(Suppressions.allCodes, finding.line) {
        result.insert(finding.index)
      }
    }
    return result
  }
}

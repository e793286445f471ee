internal import InternalUtilities
import SourceFiles

/// The key whose entry a place in a table file lies in: the last entry that starts at or before it.
///
/// - Complexity: O(*n* log *n*) to make for *n* entries; each question O(log *n*), so a
///   file's findings and suppression comments cost no more than its entries.
struct EntryPlaces {
  /// Where an entry starts.
  struct Start: Sendable {
    var line: Int
    var column: Int
    var key: String
  }

  private let starts: [Start]

  /// The places of the entries that start at `starts`, in any order.
  init(_ starts: [Start]) {
    self.starts = starts.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  subscript(location: SourceLocation) -> String? {
    let after = starts.partitionPoint { ($0.line, $0.column) <= (location.line, location.column) }
    return after > 0 ? starts[after - 1].key : nil
  }

  /// Every entry's start, in file order.
  var all: [Start] { starts }

  /// The first entry that starts on one of `lines` (for `disable:next`).
  func starting(on lines: ClosedRange<Int>) -> String? {
    let first = starts.partitionPoint { $0.line < lines.lowerBound }
    return first < starts.count && starts[first].line <= lines.upperBound ? starts[first].key : nil
  }
}

import SourceFiles

/// The key whose entry a place in a table file lies in: the last entry that starts at or before it.
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
    starts.last { ($0.line, $0.column) <= (location.line, location.column) }?.key
  }

  /// The first entry that starts on one of `lines` (for `disable:next`).
  func starting(on lines: ClosedRange<Int>) -> String? {
    starts.first { lines.contains($0.line) }?.key
  }
}

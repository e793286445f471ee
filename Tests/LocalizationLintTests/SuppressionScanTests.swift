import Testing

@testable import LocalizationLint

/// `Suppressions.Scan`'s lines with content: ascending whatever order they are recorded in
/// (the scanners go in order; the list must stay sorted if one does not).
@Suite("The lines a suppression scan records")
struct SuppressionScanTests {
  @Test("lines recorded out of order are kept sorted, each once")
  func sorted() {
    var scan = Suppressions.Scan(opening: "</key>")
    for line in [1, 5, 3, 3, 9, 2, 5, 7] { scan.content("x", on: line) }
    #expect(scan.contentLines == [1, 2, 3, 5, 7, 9])
  }
}

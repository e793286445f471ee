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

/// `Suppressions.parse`'s search for its markers, byte by byte in the comment's UTF-8.
@Suite("The markers of a comment")
struct SuppressionMarkerTests {
  @Test(
    "each marker's end, matches not overlapping, after text of any script",
    arguments: [
      ("a lint:b lint:", "lint:", [7, 14]),
      ("lint:lint:", "lint:", [5, 10]),
      ("aaaa", "aa", [2, 4]),
      ("aaa", "aa", [2]),
      ("żółw lint:", "lint:", [13]),
      ("lint", "lint:", []),
      ("a lint;b lint", "lint:", []),
      ("plurals-lint-disable", "plurals-lint:", []),
      ("", "lint:", []),
    ])
  func offsets(text: String, marker: String, expected: [Int]) {
    #expect(Suppressions.offsets(after: marker, in: text) == expected)
  }

  @Test("a directive after text outside ASCII, and two in one comment, each with its codes")
  func directives() {
    let comment = Suppressions.Comment(
      text: " żółw 😀 plurals-lint:disable:next missing-translation, key-look-alike plurals-lint:enable all ",
      line: 3, column: 2, endLine: 3)
    let found = Suppressions.parse(comment)
    #expect(found.map(\.kind) == [.disableNext, .enable])
    #expect(found.map(\.codes) == [["missing-translation", "key-look-alike"], ["all"]])
    #expect(
      Suppressions.parse(
        .init(text: "plurals-lint:needs-review: made plural", line: 1, column: 1, endLine: 1)
      ).isEmpty)
  }
}

/// `Suppressions.Scan` keeps a line's last markup in one 64-bit word: an opening of more than
/// eight scalars, or one outside ASCII, could not be told, and stops the program.
@Suite("A suppression scan's opening")
struct SuppressionScanOpeningTests {
  @Test("the readers' openings are taken: one to eight ASCII scalars")
  func taken() {
    for opening in ["=", "</key>", "12345678"] {
      var scan = Suppressions.Scan(opening: opening)
      for scalar in "x" + opening { scan.content(scalar.unicodeScalars.first!, on: 1) }
      #expect(scan.opensEntry(1), "\(opening)")
    }
  }

  #if !os(Windows)
    @Test("an opening outside ASCII, empty or of nine scalars stops the program")
    func refused() async {
      await #expect(processExitsWith: .failure) { _ = Suppressions.Scan(opening: "клч") }
      await #expect(processExitsWith: .failure) { _ = Suppressions.Scan(opening: "") }
      await #expect(processExitsWith: .failure) { _ = Suppressions.Scan(opening: "123456789") }
    }
  #endif
}

@testable import CodeGeneration
import Testing

/// Tables laid out in one array with shared codes: each must read back from its start.
@Suite("Overlapping tables")
struct OverlappingTablesTests {
  static func expectReadBack(_ tables: [[UInt8]], _ layout: OverlappingTables) {
    #expect(layout.starts.count == tables.count)
    for (table, start) in zip(tables, layout.starts) {
      #expect(start >= 0 && start + table.count <= layout.codes.count)
      guard start >= 0, start + table.count <= layout.codes.count else { continue }
      #expect(Array(layout.codes[start..<start + table.count]) == table, "\(table)")
    }
  }

  @Test("a table ending as another begins shares those codes; one inside another is placed in it")
  func sharing() {
    let tables: [[UInt8]] = [[1, 2, 3, 4], [3, 4, 5, 6], [2, 3], [9, 9], [6, 7, 1]]
    let layout = OverlappingTables(tables)
    Self.expectReadBack(tables, layout)
    // [1, 2, 3, 4, 5, 6, 7, 1] ([2, 3] inside it) and [9, 9]: 10 codes rather than 15.
    #expect(layout.codes == [1, 2, 3, 4, 5, 6, 7, 1, 9, 9])
    #expect(layout.codes == OverlappingTables(tables).codes, "the same layout on every run")
  }

  @Test("equal tables, tables without overlap, a table that overlaps itself")
  func edgeCases() {
    let tables: [[UInt8]] = [[5, 5, 5], [5, 5, 5], [1, 0], [0, 1], [7, 8, 7, 8]]
    let layout = OverlappingTables(tables)
    Self.expectReadBack(tables, layout)
    #expect(layout.starts[0] == layout.starts[1])
    #expect(layout.codes.count < tables.joined().count)
    #expect(OverlappingTables([]).codes.isEmpty)
  }

  @Test("a table inside a table that is itself inside another starts at both offsets added")
  func nestedContainment() {
    // [2, 3] is found in [1, 2, 3, 4] (offset 1), which lies in [0, 1, 2, 3, 4, 5] (offset 1).
    let tables: [[UInt8]] = [[2, 3], [1, 2, 3, 4], [0, 1, 2, 3, 4, 5]]
    let layout = OverlappingTables(tables)
    Self.expectReadBack(tables, layout)
    #expect(layout.codes == [0, 1, 2, 3, 4, 5])
    #expect(layout.starts == [2, 1, 0])
  }

  @Test(
    "random tables cut from a few longer ones (contained, overlapping, nested) all read back",
    arguments: 1...3)
  func randomSlices(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      // SplitMix64: the same tables for a seed on every platform.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    for _ in 0..<50 {
      let sources = (0..<3).map { _ in (0..<(4 + next(12))).map { _ in UInt8(next(4)) } }
      let tables = (0..<(2 + next(8))).map { _ -> [UInt8] in
        let source = sources[next(sources.count)]
        let start = next(source.count)
        return Array(source[start..<start + 1 + next(source.count - start)])
      }
      let layout = OverlappingTables(tables)
      Self.expectReadBack(tables, layout)
      #expect(layout.codes.count <= tables.joined().count, "seed \(seed): \(tables)")
    }
  }

  @Test("the committed CLDR tables: every table reads back, shorter than laid end to end")
  func cldrTables() throws {
    let encoded = try EncodedTables(TableRoundTripTests.data)
    let integers = encoded.integers
    let layout = OverlappingTables(integers.tables)
    Self.expectReadBack(integers.tables, layout)
    #expect(layout.codes.count < integers.tables.joined().count)
    let fractions = integers.fractionTables.map(\.codes)
    let fractionLayout = OverlappingTables(fractions)
    Self.expectReadBack(fractions, fractionLayout)
    #expect(fractionLayout.codes.count < fractions.joined().count)
  }
}

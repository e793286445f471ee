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

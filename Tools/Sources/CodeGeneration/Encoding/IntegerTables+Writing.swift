import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat

/// The tables written as Swift: only those a lookup reads.
extension IntegerTables {
  func write(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.comment(
      "Tables by the integer digits (TableFormat.IntegerTable): 200 codes each, overlapping; 6…13 name a divisibility test, 14…111 a subtable, 112…127 an exception table, 128…254 a fraction table, 0xFF = evaluate."
    )
    // Only the tables a lookup reads: not the fractional-decimal table of a fraction-keyed rule set.
    let ruleSetCount = tablesOfRuleSet.count / TableFormat.NumberShape.allCases.count
    var read = Set<Int>()
    for ruleSet in 0..<ruleSetCount {
      for shape in TableFormat.NumberShape.allCases
      where shape != .fractionalDecimal
        || (fractionKeyed[ruleSet] == nil && fractionalCategory[ruleSet] == nil)
      {
        read.insert(table(ruleSet: ruleSet, shape))
      }
    }
    let written = tables.indices.filter(read.contains)
    // Overlapped: a table may start inside another or where another's last codes are its first.
    let layout = OverlappingTables(written.map { tables[$0] })
    var tableStart: [Int: Int] = [:]
    for (table, start) in zip(written, layout.starts) { tableStart[table] = start }
    try out.array("integerTables", layout.codes, as: UInt8.self)
    // Fraction tables: their codes, and what each entry of fractionTableEntries
    // packs (a fraction-keyed rule set's table start holds its entry too).
    let fractionLayout = OverlappingTables(fractionTables.map(\.codes))
    let fractionCodes = fractionLayout.codes
    var entries: [TableFormat.FractionTable] = []
    for (table, start) in zip(fractionTables, fractionLayout.starts) {
      entries.append(
        try TableFormat.FractionTable(
          start: start, readsTrimmed: table.readsTrimmed, bucketCount: table.bucketCount))
    }
    out.comment("Where each rule set's tables start, by shape (TableFormat.TableStarts).")
    var starts: [UInt64] = []
    for ruleSet in 0..<ruleSetCount {
      let start = { (shape: TableFormat.NumberShape) in tableStart[self.table(ruleSet: ruleSet, shape)] ?? 0 }
      let packed =
        if let fraction = fractionKeyed[ruleSet] {
          try TableFormat.TableStarts(start, fractionTable: entries[fraction])
        } else if let code = fractionalCategory[ruleSet] {
          try TableFormat.TableStarts(start, fractionalCategory: code)
        } else {
          try TableFormat.TableStarts(start)
        }
      starts.append(packed.rawValue)
    }
    try out.array("tableStarts", starts, as: UInt64.self, hex: true)
    // Never empty: an empty array literal is the runtime's shared empty
    // storage, whose reference links the runtime's class metadata into
    // Embedded builds (0.7 KB); no code names the padding entry.
    let subtableCodes = subtables.isEmpty ? [TableFormat.IntegerTable.deferred] : subtables.flatMap { $0 }
    out.comment(
      "Subtables: 100 codes each, by the next two digits of i (one unused entry when there are none).")
    try out.array("integerSubtables", subtableCodes, as: UInt8.self)
    out.comment(
      "Divisibility tests (TableFormat.DivisibilityTest): the inverse of 5^k, then the limit with k in its low bits (one unused pair when there are none)."
    )
    out.comment(
      "How many: a constant, so that a program of locales without them compiles no test (Embedded code size)."
    )
    out.line("  static let divisibilityTestCount: UInt8 = \(divisibilityTests.count)")
    try out.array(
      "divisibilityTests",
      divisibilityTests.isEmpty ? [0, 0] : divisibilityTests.flatMap { [$0.inverse, $0.limit] },
      as: UInt64.self, hex: true)
    out.comment(
      "Their categories: of the multiples of 10^k, then of the other integers (one unused pair when there are none)."
    )
    try out.array(
      "divisibilityCategories",
      divisibilityTests.isEmpty ? [0, 0] : divisibilityTests.flatMap { [$0.divisibleCode, $0.otherCode] },
      as: UInt8.self)
    out.comment(
      "Fraction tables (TableFormat.FractionTable): 200 codes per bucket of v, by the entry of f or t, overlapping; 0xFF = evaluate."
    )
    try out.array(
      "fractionTables", fractionCodes.isEmpty ? [TableFormat.IntegerTable.deferred] : fractionCodes,
      as: UInt8.self)
    out.comment(
      "Where each fraction table starts, whether it reads t, and its buckets of v (one unused entry when there are none)."
    )
    try out.array(
      "fractionTableEntries", entries.isEmpty ? [0] : entries.map(\.rawValue), as: UInt64.self, hex: true)
    out.comment(
      "Exception tables (TableFormat.ExceptionTable): ranges of exact values from 100 on with their categories, and a default (one unused entry when there are none)."
    )
    try out.array(
      "exceptionTables", exceptionTables.isEmpty ? [0] : exceptionTables.map(\.rawValue), as: UInt64.self,
      hex: true)
  }
}

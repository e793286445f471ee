@_spi(TableFormat) import PluralTableFormat
import Testing

@Suite("Packed table entries: encode, decode, width checks")
struct PackedEntryTests {
  @Test("a field reads back what was written, and refuses what does not fit")
  func bitField() throws {
    for width: UInt64 in [1, 3, 8, 16, 24] {
      let field = TableFormat.BitField("test", shift: 5, width: width)
      var raw: UInt64 = 0
      try field.write(field.maximum, into: &raw)
      #expect(field.read(raw) == field.maximum)
      #expect(raw == field.maximum << 5)
      var other: UInt64 = 0
      #expect(
        throws: TableFormat.FieldOverflow(field: "test", value: "\(field.maximum + 1)", width: Int(width))
      ) {
        try field.write(field.maximum + 1, into: &other)
      }
    }
    var raw: UInt64 = 0
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.BitField("test", shift: 0, width: 8).write(-1, into: &raw)
    }
  }

  @Test("every operand code decodes to the case with that raw value (the decoder casts the bits)")
  func operandCodes() throws {
    #expect(TableFormat.Operand.allCases.count == 8)
    for (index, operand) in TableFormat.Operand.allCases.enumerated() {
      #expect(operand.rawValue == UInt8(index))
      #expect(TableFormat.Relation(rawValue: UInt64(index)).operand == operand)
    }
  }

  @Test("relations round-trip through every field, at every field's limits")
  func relations() throws {
    for operand in TableFormat.Operand.allCases {
      for (modulus, remaining, first, count) in [(0, 0, 0, 1), (15, 255, 65535, 65535), (3, 7, 1234, 2)] {
        for flags in 0..<16 {
          let relation = try TableFormat.Relation(
            operand: operand, modulusIndex: modulus, isNegated: flags & 1 != 0, isWithin: flags & 2 != 0,
            endsGroup: flags & 4 != 0, endsCondition: flags & 8 != 0, remainingInGroup: remaining,
            firstRange: first, rangeCount: count)
          #expect(relation.operand == operand)
          #expect(relation.modulusIndex == UInt64(modulus))
          #expect(relation.isNegated == (flags & 1 != 0) && relation.isWithin == (flags & 2 != 0))
          #expect(relation.endsGroup == (flags & 4 != 0) && relation.endsCondition == (flags & 8 != 0))
          #expect(relation.remainingInGroup == remaining)
          #expect(relation.firstRange == first && relation.rangeCount == count)
        }
      }
    }
  }

  @Test(
    "a relation whose values outgrow their fields is an error naming the field",
    arguments: [
      ("modulusIndex", 16, 0, 0, 0), ("remainingInGroup", 0, 256, 0, 0), ("firstRange", 0, 0, 65536, 0),
      ("rangeCount", 0, 0, 0, 65536),
    ])
  func relationOverflow(_ field: String, _ modulus: Int, _ remaining: Int, _ first: Int, _ count: Int) {
    #expect {
      _ = try TableFormat.Relation(
        operand: .i, modulusIndex: modulus, isNegated: false, isWithin: false, endsGroup: true,
        endsCondition: true, remainingInGroup: remaining, firstRange: first, rangeCount: count)
    } throws: { error in
      (error as? TableFormat.FieldOverflow)?.field == field
    }
  }

  @Test("conditions and rule-set summaries round-trip, and check their widths")
  func conditionsAndSummaries() throws {
    for category: UInt8 in 0...5 {
      for integerOnly in [false, true] {
        for first in [0, 1, 0xFF_FFFF] {
          let condition = try TableFormat.Condition(
            category: category, isIntegerOnly: integerOnly, firstRelation: first)
          #expect(condition.category == category)
          #expect(condition.isIntegerOnly == integerOnly)
          #expect(condition.firstRelation == first)
        }
      }
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.Condition(category: 0, isIntegerOnly: false, firstRelation: 1 << 24)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.Condition(category: 8, isIntegerOnly: false, firstRelation: 0)
    }
    for mask: UInt8 in [0b10_0000, 0b11_1111, 0b10_1010, 0b10_0010, 0b00_0001] {
      for fractions in [false, true] {
        let summary = try TableFormat.RuleSetSummary(categoryMask: mask, fractionsAreOther: fractions)
        // A rule set whose only category is `other` has only `other` for fractions too.
        let onlyOther = mask == 0b10_0000
        #expect(summary.categoryMask == mask && summary.fractionsAreOther == (fractions || onlyOther))
        // The digit counts from which every number is `other`, compared as unsigned.
        let expected: UInt = onlyOther ? 0 : fractions ? 1 : .max - 1
        #expect(summary.otherFromDigits == expected, "\(mask) \(fractions)")
        for digits in [0, 1, 2, 15, 16, Int.max] {
          let other = onlyOther || (fractions && digits != 0)
          #expect((UInt(bitPattern: digits) >= summary.otherFromDigits) == other, "\(mask) \(digits)")
        }
        // Negative counts are `other` (here or after the runtime's own check).
        #expect(UInt(bitPattern: -1) >= summary.otherFromDigits)
      }
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.RuleSetSummary(categoryMask: 0b100_0000, fractionsAreOther: false)
    }
  }

  @Test("table strides: integer entries, range entries, rule texts")
  func layouts() {
    #expect(TableFormat.IntegerTable.entry(for: 42) == 42)
    #expect(TableFormat.IntegerTable.entry(for: 99) == 99)
    #expect(TableFormat.IntegerTable.entry(for: 100) == 100)
    #expect(TableFormat.IntegerTable.entry(for: 199) == 199)
    #expect(TableFormat.IntegerTable.entry(for: 1_042) == 142)
    #expect(TableFormat.IntegerTable.entry(for: .max) == 100 + Int(UInt64.max % 100))
    // More than 18 digits: the low ones may be below 100, the entry is still a residue.
    #expect(TableFormat.IntegerTable.entry(for: 42, isLarge: true) == 142)
    #expect(TableFormat.RangeTable.entry(table: 2, start: 1, end: 5) == 72 + 6 + 5)
    #expect(TableFormat.RuleTextTable.entry(ruleSet: 4, category: 3) == 27)
  }

  @Test("property: an integer's entry is the value below 100, else 100 + value % 100 (a large one's always)")
  func integerEntries() {
    var generator = SystemRandomNumberGenerator()
    let edges: [UInt64] = [0, 1, 99, 100, 101, 199, 200, 9_999, 10_000, 1 << 63, UInt64.max - 1, .max]
    let values =
      edges
      + (0..<100_000).map { index in
        // Every magnitude: a random bit count, then random bits below it.
        UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64(index % 64)
      }
    for value in values {
      for isLarge in [false, true] {
        let expected = isLarge || value >= 100 ? 100 + Int(value % 100) : Int(value)
        #expect(
          TableFormat.IntegerTable.entry(for: value, isLarge: isLarge) == expected, "\(value) \(isLarge)")
      }
    }
  }

  @Test("table starts pack and unpack by shape; a start needs at most 20 bits")
  func tableStarts() throws {
    let starts: [TableFormat.NumberShape: Int] = [
      .integer: 11_000, .wholeDecimal: 0, .fractionalDecimal: (1 << 20) - 1,
    ]
    let packed = try TableFormat.TableStarts { starts[$0]! }
    for shape in TableFormat.NumberShape.allCases {
      #expect(packed.start(shape) == starts[shape])
      #expect(packed.start(shape: shape.rawValue) == starts[shape])
      #expect(!TableFormat.TableStarts.isFractionKeyed(packed.field(shape: shape.rawValue)))
    }
    #expect(!packed.isFractionKeyed)
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.TableStarts { $0 == .wholeDecimal ? 1 << 20 : 0 }
    }
    // Fraction-keyed: the fractional-decimal field names a fraction table, flagged.
    let tables = [
      try TableFormat.FractionTable(start: 0, readsTrimmed: false, bucketCount: 1),
      try TableFormat.FractionTable(start: 1234, readsTrimmed: true, bucketCount: 3),
      try TableFormat.FractionTable(start: (1 << 15) - 1, readsTrimmed: true, bucketCount: 7),
    ]
    for table in tables {
      let keyed = try TableFormat.TableStarts({ starts[$0]! }, fractionTable: table)
      #expect(keyed.isFractionKeyed)
      #expect(keyed.start(.integer) == 11_000)
      #expect(keyed.start(.wholeDecimal) == 0)
      #expect(keyed.start(.fractionalDecimal) == Int(table.rawValue))
      for shape in [TableFormat.NumberShape.integer, .wholeDecimal] {
        #expect(!TableFormat.TableStarts.isFractionKeyed(keyed.field(shape: shape.rawValue)))
      }
      let field = keyed.field(shape: TableFormat.NumberShape.fractionalDecimal.rawValue)
      #expect(TableFormat.TableStarts.isFractionKeyed(field))
      // The field is the entry: its accessors read the same start, t or f and buckets.
      let read = TableFormat.TableStarts.fractionTable(ofField: field)
      #expect(read.start == table.start && read.readsTrimmed == table.readsTrimmed)
      #expect(read.bucketCount == table.bucketCount)
      #expect(read.entry(visibleCount: 2, fraction: 11) == table.entry(visibleCount: 2, fraction: 11))
      #expect(TableFormat.TableStarts.constantCode(field) == nil)
    }
    // Or one category for every decimal with w > 0: no table at all.
    for code: UInt8 in [0, 4, 5] {
      let constant = try TableFormat.TableStarts({ starts[$0]! }, fractionalCategory: code)
      #expect(constant.isFractionKeyed)
      #expect(constant.start(.integer) == 11_000)
      let field = constant.field(shape: TableFormat.NumberShape.fractionalDecimal.rawValue)
      #expect(TableFormat.TableStarts.constantCode(field) == code)
      #expect(TableFormat.TableStarts.constantCode(constant.field(shape: 0)) == nil)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.FractionTable(start: 1 << 15, readsTrimmed: false, bucketCount: 1)
    }
    #expect(TableFormat.NumberShape.rawValue(hasFraction: false, fractionIsZero: true) == 0)
    #expect(TableFormat.NumberShape.rawValue(hasFraction: true, fractionIsZero: true) == 1)
    #expect(TableFormat.NumberShape.rawValue(hasFraction: true, fractionIsZero: false) == 2)
  }

  @Test("integer table codes: categories, subtables, deferred")
  func integerTableCodes() throws {
    for category in 0..<UInt8(TableFormat.CategoryCode.count) {
      #expect(TableFormat.IntegerTable.subtable(ofCode: category) == nil)
    }
    #expect(TableFormat.IntegerTable.subtable(ofCode: TableFormat.IntegerTable.deferred) == nil)
    for index in [0, 1, 90, TableFormat.IntegerTable.subtableLimit - 1] {
      let code = try TableFormat.IntegerTable.code(ofSubtable: index)
      #expect(code >= UInt8(TableFormat.CategoryCode.count) && code != TableFormat.IntegerTable.deferred)
      #expect(TableFormat.IntegerTable.subtable(ofCode: code) == index)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.IntegerTable.code(ofSubtable: TableFormat.IntegerTable.subtableLimit)
    }
    #expect(throws: TableFormat.FieldOverflow.self) { try TableFormat.IntegerTable.code(ofSubtable: -1) }
    #expect(TableFormat.IntegerTable.subtableEntry(3, digits: 42) == 342)
  }

  @Test("subtable, exception table and fraction table codes do not overlap")
  func codeRanges() throws {
    let table = TableFormat.IntegerTable.self
    for code in UInt8.min...UInt8.max {
      let kinds = [
        Int(code) < TableFormat.CategoryCode.count, code == table.deferred,
        table.subtable(ofCode: code) != nil, table.divisibilityTest(ofCode: code) != nil,
        table.exceptionTable(ofCode: code) != nil, table.fractionTable(ofCode: code) != nil,
      ]
      #expect(kinds.filter { $0 }.count == 1, "\(code)")
    }
    for index in [0, 1, table.exceptionTableLimit - 1] {
      #expect(table.exceptionTable(ofCode: try table.code(ofExceptionTable: index)) == index)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try table.code(ofExceptionTable: table.exceptionTableLimit)
    }
    for index in [0, 1, table.divisibilityTestLimit - 1] {
      #expect(table.divisibilityTest(ofCode: try table.code(ofDivisibilityTest: index)) == index)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try table.code(ofDivisibilityTest: table.divisibilityTestLimit)
    }
    #expect(
      table.subtableLimit + table.divisibilityTestLimit + table.exceptionTableLimit + table.fractionTableLimit
        == 249)
  }

  @Test("divisibility tests: i % 10^k = 0 by an inverse, a rotation and a limit, for every k and i ≤ 2^63")
  func divisibilityTests() throws {
    for exponent in TableFormat.DivisibilityTest.exponents {
      let test = try TableFormat.DivisibilityTest(exponent: exponent, divisible: 4, other: 5)
      #expect(test.exponent == exponent)
      var power: UInt64 = 1
      for _ in 0..<exponent { power *= 10 }
      var values: [UInt64] = [0, 1, 100, 1 << 63, (1 << 63) - 1, 999_999_999_999_999_999]
      for multiple: UInt64 in [1, 2, 7, 10, 99, 100, 12345, (1 << 63) / power, (1 << 63) / power - 1]
      where multiple <= (1 << 63) / power {
        let value = multiple * power
        values += [
          value, value + 1, value - 1, value + power / 2, value + power / 10, value + 100, value - 100,
        ]
        values += [value / 2 / power * power, value + 64 << 10]
      }
      // Multiples of 2^k that are not of 5^k, and of 5^k that are not of 2^k.
      let fives = power >> exponent
      values += [fives, fives * 3, (1 << exponent) * 3, power / 2, power * 2 + fives]
      for value in values where value <= 1 << 63 {
        #expect(test.code(for: value) == (value % power == 0 ? 4 : 5), "10^\(exponent) \(value)")
      }
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.DivisibilityTest(exponent: 3, divisible: 4, other: 5)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.DivisibilityTest(exponent: 19, divisible: 4, other: 5)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.DivisibilityTest(exponent: 6, divisible: 6, other: 5)
    }
  }

  @Test("exception tables: ranges of exact values, their categories and a default")
  func exceptionTables() throws {
    let italian = try TableFormat.ExceptionTable(exceptions: [(800...800, 4)], defaultCategory: 5)
    #expect(italian.count == 1 && italian.values(0) == 800...800 && italian.category(0) == 4)
    #expect(italian.code(for: 800) == 4)
    for other: UInt64 in [100, 799, 801, 1800, 8000, 80800, 0] {
      #expect(italian.code(for: other) == 5, "\(other)")
    }
    // More than 18 digits whose low 18 read 800: not 800.
    #expect(italian.code(for: 800, isLarge: true) == 5)
    let limit = TableFormat.ExceptionTable.lowLimit
    let two = try TableFormat.ExceptionTable(
      exceptions: [(800...899, 4), (limit...limit + TableFormat.ExceptionTable.spanLimit, 1)],
      defaultCategory: 2)
    #expect(two.count == 2 && two.defaultCategory == 2 && two.values(1) == 65535...65790)
    for value: UInt64 in [800, 842, 899] { #expect(two.code(for: value) == 4, "\(value)") }
    for value: UInt64 in [65535, 65790] { #expect(two.code(for: value) == 1, "\(value)") }
    for value: UInt64 in [799, 900, 65534, 65791, .max] { #expect(two.code(for: value) == 2, "\(value)") }
    let none = try TableFormat.ExceptionTable(exceptions: [], defaultCategory: 1)
    #expect(none.code(for: 0) == 1 && none.count == 0)
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.ExceptionTable(exceptions: [(1...1, 0), (2...2, 0), (3...3, 0)], defaultCategory: 5)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.ExceptionTable(exceptions: [(65536...65536, 0)], defaultCategory: 5)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.ExceptionTable(exceptions: [(100...356, 0)], defaultCategory: 5)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.ExceptionTable(exceptions: [(800...800, 6)], defaultCategory: 5)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try TableFormat.ExceptionTable(exceptions: [], defaultCategory: TableFormat.IntegerTable.deferred)
    }
  }

  @Test(
    "fraction tables: start, t or f and buckets of v read back; v is clamped to the buckets; codes round-trip"
  )
  func fractionTables() throws {
    let entries = TableFormat.IntegerTable.entryCount
    let table = try TableFormat.FractionTable(start: 1000, readsTrimmed: true, bucketCount: 2)
    #expect(table.start == 1000 && table.readsTrimmed && table.bucketCount == 2)
    let byF = try TableFormat.FractionTable(start: 0, readsTrimmed: false, bucketCount: 1)
    #expect(byF.start == 0 && !byF.readsTrimmed && byF.bucketCount == 1)
    // v = 1 reads the first block, v = 2 the second; a larger v reads the last (v ≥ 1: no clamp below).
    let offset = TableFormat.IntegerTable.entry(for: 11, isLarge: false)
    #expect(table.entry(visibleCount: 1, fraction: 11) == 1000 + offset)
    #expect(table.entry(visibleCount: 2, fraction: 11) == 1000 + entries + offset)
    #expect(table.entry(visibleCount: 7, fraction: 11) == 1000 + entries + offset)
    #expect(
      table.entry(visibleCount: 1, fraction: 11, isLarge: true)
        == 1000 + TableFormat.IntegerTable.entry(for: 11, isLarge: true))
    for count in [0, TableFormat.FractionTable.bucketLimit + 1] {
      #expect(throws: TableFormat.FieldOverflow.self) {
        try TableFormat.FractionTable(start: 0, readsTrimmed: false, bucketCount: count)
      }
    }
    let codes = TableFormat.IntegerTable.self
    for index in [0, 1, codes.fractionTableLimit - 1] {
      #expect(codes.fractionTable(ofCode: try codes.code(ofFractionTable: index)) == index)
    }
    #expect(throws: TableFormat.FieldOverflow.self) {
      try codes.code(ofFractionTable: codes.fractionTableLimit)
    }
  }
}

@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

/// The integer and decimal tables the generator builds for rules CLDR does
/// not have (yet): looked up as the runtime looks them up, they must give
/// the reference evaluator's category wherever they do not defer.
@Suite("Integer tables of unusual rules")
struct IntegerTableTests {
  /// A rule set from rule texts by category.
  static func ruleSet(_ texts: [PluralKeyword: String]) throws -> PluralRuleSet {
    PluralRuleSet(rules: try texts.mapValues { try PluralRule(parsing: $0) })
  }

  /// What the runtime does with the tables: the entry of i, subtables by
  /// further digits; nil where the tables defer.
  static func lookup(_ tables: IntegerTables, ruleSet: Int, _ numeral: DecimalNumeral) -> PluralKeyword? {
    let shifted = numeral.shifted
    let shape: TableFormat.NumberShape =
      shifted.fraction.isEmpty
      ? .integer : shifted.fraction.allSatisfy { $0 == 0 } ? .wholeDecimal : .fractionalDecimal
    let table = tables.tables[tables.table(ruleSet: ruleSet, shape)]
    let digits = shifted.integer.drop { $0 == 0 }
    var low: UInt64 = 0
    for digit in digits.suffix(18) { low = low * 10 + UInt64(digit) }
    var code = table[TableFormat.IntegerTable.entry(for: low, isLarge: digits.count > 18)]
    var rest = low
    while let subtable = TableFormat.IntegerTable.subtable(ofCode: code) {
      rest /= 100
      code = tables.subtables[subtable][Int(rest % 100)]
    }
    if let test = TableFormat.IntegerTable.divisibilityTest(ofCode: code) {
      code = tables.divisibilityTests[test].code(for: low)
    }
    if let table = TableFormat.IntegerTable.exceptionTable(ofCode: code) {
      code = tables.exceptionTables[table].code(for: low, isLarge: digits.count > 18)
    }
    return code == TableFormat.IntegerTable.deferred ? nil : PluralKeyword(code: code)
  }

  /// Integers and decimals around round numbers and residues, some longer than 18 digits.
  static let numerals: [DecimalNumeral] = {
    var texts: [String] = []
    for value in Array(0...250) + [
      800, 899, 900, 1000, 1100, 10_000, 100_000, 1_000_000, 2_000_000, 1_000_100,
    ] {
      texts.append("\(value)")
    }
    for exponent in 3...22 {
      texts.append("1" + String(repeating: "0", count: exponent))
      texts.append("3" + String(repeating: "0", count: exponent - 2) + "42")
      // Multiples of 10^k and their neighbours, as divisibility tests read them.
      texts.append("7" + String(repeating: "0", count: exponent))
      texts.append("2" + String(repeating: "0", count: exponent - 3) + "100")
      texts.append("4" + String(repeating: "9", count: exponent - 2) + "00")
    }
    // 19 digits and more: the runtime reads the low 18 (an Int's magnitude up to 2^63).
    texts += ["9000000000000000000", "9223372036854000000", "9223372036854775808", "18446744073709000000"]
    texts += ["123000000000000000000", "123000000000000000100", "5000000000000000000000000"]
    // Scattered values below 10¹², the same in every run.
    for k: UInt64 in 1...2000 { texts.append("\((k &* 0x9E37_79B9_7F4A_7C15) % 1_000_000_000_000)") }
    let decimals = texts.prefix(300).flatMap { ["\($0).0", "\($0).00", "\($0).5", "\($0).01", "\($0).25"] }
    return (texts + decimals).map { try! DecimalNumeral(parsing: $0) }
  }()

  static let cases: [[PluralKeyword: String]] = [
    // Round numbers: subtables down to the sixth digit.
    [.one: "i = 0,1", .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"],
    // The hundreds digit (i % 1000): a subtable at the residue level.
    [.few: "i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900"],
    // A constant above 99: only its residue class defers.
    [.many: "n = 11,8,80,800"],
    // n within an interval: a fraction counts (1.5 is within 0..2, 2.5 is not).
    [.one: "n within 0..2", .few: "n % 100 within 3..10"],
    // Fraction digits decide: the decimal tables defer, integers do not.
    [.one: "v = 0 and i % 10 = 1 or f % 10 = 1", .many: "v = 2 and t = 5"],
    // One divisibility by 10^8, 10^4, 10^18 (k at the deepest level): divisibility tests.
    [.few: "i != 0 and i % 100000000 = 0", .many: "i % 100 = 0"],
    [.two: "v = 0 and i % 10000 = 0", .one: "i = 1"],
    [.few: "i % 1000000000000000000 = 0 and n != 0"],
    // Moduli of 10¹⁸ and 10⁸ with wide ranges: too many classes to decide, the tables defer.
    [.one: "n % 1000000000000000000 = 123456789012345678", .two: "i % 100000000 = 0..49999999"],
  ]

  @Test("looked up like the runtime, the tables agree with the reference", arguments: cases.indices)
  func agreesWithReference(_ index: Int) throws {
    let set = try Self.ruleSet(Self.cases[index])
    let tables = IntegerTables(ruleSets: [set])
    var decided = 0
    for numeral in Self.numerals {
      guard let category = Self.lookup(tables, ruleSet: 0, numeral) else { continue }
      #expect(category == set.category(for: numeral), "\(Self.cases[index]) \(numeral)")
      decided += 1
    }
    #expect(decided > 0)
  }

  @Test("round numbers are decided by one divisibility test, not subtables or deferred")
  func roundNumbers() throws {
    let tables = IntegerTables(ruleSets: [try Self.ruleSet(Self.cases[0])])
    for text in ["1000000", "2000000", "1000100", "100", "1000000000000", "5000000000000000000000"] {
      #expect(Self.lookup(tables, ruleSet: 0, try DecimalNumeral(parsing: text)) != nil, "\(text)")
    }
    #expect(tables.subtables.isEmpty)
    #expect(tables.divisibilityTests.map(\.exponent) == [6])
    // Another category for the rest of the class, the first level, the deepest level.
    for (index, exponent) in [(5, 8), (6, 4), (7, 18)] {
      let tables = IntegerTables(ruleSets: [try Self.ruleSet(Self.cases[index])])
      #expect(tables.divisibilityTests.map(\.exponent) == [exponent], "\(Self.cases[index])")
    }
  }

  @Test("a constant above 99 is decided by an exception table in its residue class")
  func largeConstant() throws {
    let tables = IntegerTables(ruleSets: [try Self.ruleSet(Self.cases[2])])
    for shape in [TableFormat.NumberShape.integer, .wholeDecimal] {
      let table = tables.tables[tables.table(ruleSet: 0, shape)]
      #expect(!table.contains(TableFormat.IntegerTable.deferred))
      // i % 100 = 0, where 800 is.
      let exceptions = table.indices.filter {
        TableFormat.IntegerTable.exceptionTable(ofCode: table[$0]) != nil
      }
      #expect(exceptions == [TableFormat.IntegerTable.residues])
    }
    #expect(tables.exceptionTables.count == 1)
    for (text, category) in [
      ("800", PluralKeyword.many), ("800.0", .many), ("1800", .other), ("8000", .other), ("900", .other),
    ] {
      #expect(Self.lookup(tables, ruleSet: 0, try DecimalNumeral(parsing: text)) == category, "\(text)")
    }
  }

  @Test("a range above 99 is one exception table for every residue class")
  func largeRange() throws {
    let tables = IntegerTables(ruleSets: [try Self.ruleSet([.many: "n = 11,8,80..89,800..899"])])
    let table = tables.tables[tables.table(ruleSet: 0, .integer)]
    #expect(!table.contains(TableFormat.IntegerTable.deferred))
    #expect(tables.exceptionTables.count == 1)
    let exceptions = try #require(tables.exceptionTables.first)
    #expect(exceptions.count == 1 && exceptions.values(0) == 800...899)
    for (text, category) in [("842", PluralKeyword.many), ("1842", .other), ("899", .many), ("900", .other)] {
      #expect(Self.lookup(tables, ruleSet: 0, try DecimalNumeral(parsing: text)) == category, "\(text)")
    }
  }

  @Test("exact values the exception tables cannot hold defer")
  func tooManyExceptions() throws {
    // Three values in the class i % 100 = 0: more than a table's two ranges.
    let three = IntegerTables(ruleSets: [try Self.ruleSet([.one: "n = 100,300", .few: "n = 200"])])
    #expect(three.exceptionTables.isEmpty)
    let residueZero = three.tables[three.table(ruleSet: 0, .integer)][TableFormat.IntegerTable.residues]
    #expect(residueZero == TableFormat.IntegerTable.deferred)
    // Two fit, with a category each; values of other classes do not count.
    let two = IntegerTables(ruleSets: [try Self.ruleSet([.one: "n = 100,150..199", .few: "n = 200"])])
    let code = two.tables[two.table(ruleSet: 0, .integer)][TableFormat.IntegerTable.residues]
    let table = try #require(TableFormat.IntegerTable.exceptionTable(ofCode: code))
    let exceptions = two.exceptionTables[table]
    #expect(
      exceptions.code(for: 100) == PluralKeyword.one.code
        && exceptions.code(for: 200) == PluralKeyword.few.code)
    #expect(exceptions.code(for: 300) == PluralKeyword.other.code)
    // A value above the table's 16 bits.
    let large = IntegerTables(ruleSets: [try Self.ruleSet([.one: "n = 100000"])])
    #expect(large.exceptionTables.isEmpty)
  }

  @Test("rules that would need too many classes defer instead of failing")
  func tooManySubtables() throws {
    let tables = IntegerTables(ruleSets: [try Self.ruleSet(Self.cases[8])])
    #expect(tables.subtables.count <= TableFormat.IntegerTable.subtableLimit)
    let table = tables.tables[tables.table(ruleSet: 0, .integer)]
    #expect(table.contains(TableFormat.IntegerTable.deferred))
  }
}

import PluralRuleSyntax

/// The integer fast path: for each rule set, 200 category codes — entries
/// 0…99 for i < 100, entries 100 + r for i ≥ 100 with i % 100 = r — or 0xFF
/// where the category is not fixed by that residue (a modulus above 100 or a
/// constant above 99 decides), which sends the runtime to the full evaluator.
/// Identical tables are stored once.
struct IntegerTables {
  static let unknown: UInt8 = 0xFF
  var tables: [[UInt8]] = []
  var tableOfRuleSet: [Int] = []

  init(ruleSets: [PluralRuleSet]) {
    for set in ruleSets {
      let table = Self.table(for: set)
      if let index = tables.firstIndex(of: table) {
        tableOfRuleSet.append(index)
      } else {
        tables.append(table)
        tableOfRuleSet.append(tables.count - 1)
      }
    }
  }

  static func code(_ keyword: PluralKeyword) -> UInt8 {
    UInt8(PluralTableGenerator.keywordIndex(keyword))
  }

  static func category(_ set: PluralRuleSet, _ value: Int) -> UInt8 {
    code(set.category(for: DecimalNumeral(integerDigits: String(value).utf8.map { $0 - 0x30 })))
  }

  static func table(for set: PluralRuleSet) -> [UInt8] {
    var table = (0..<100).map { category(set, $0) }
    // Relations an integer's value reaches (n and i; the other operands are 0 for integers).
    var relations: [PluralRelation] = []
    for rule in set.rules.values {
      for conjunction in rule.condition?.alternatives ?? [] {
        relations += conjunction.filter { $0.operand == .n || $0.operand == .i }
      }
    }
    let largeConstant = relations.contains { relation in
      relation.modulus == nil && relation.ranges.contains { $0.upperBound >= 100 }
    }
    for residue in 0..<100 {
      // A relation with a larger modulus decides per residue only when it is
      // true for every or for no value ≡ residue (mod 100).
      let varies = relations.contains { relation in
        guard let modulus = relation.modulus, modulus > 100 else { return false }
        if modulus % 100 != 0 { return true }
        let count = relation.ranges.reduce(UInt64(0)) { $0 + valuesInClass(residue, $1) }
        return count != 0 && count != modulus / 100
      }
      // Moduli up to 100 must divide 100 for the residue to fix their value.
      let smallModuliFixed = relations.allSatisfy { relation in
        guard let modulus = relation.modulus, modulus <= 100 else { return true }
        return 100 % modulus == 0
      }
      let fixed = !largeConstant && !varies && smallModuliFixed
      table.append(fixed ? category(set, 100 + residue) : unknown)
    }
    return table
  }

  /// How many of residue, residue + 100, residue + 200, … lie in `range`.
  static func valuesInClass(_ residue: Int, _ range: ClosedRange<UInt64>) -> UInt64 {
    let r = UInt64(residue)
    func upTo(_ limit: UInt64) -> UInt64 { limit < r ? 0 : (limit - r) / 100 + 1 }  // values ≤ limit
    return upTo(range.upperBound) - (range.lowerBound == 0 ? 0 : upTo(range.lowerBound - 1))
  }

  func write(to out: inout SwiftWriter) {
    out.comment(
      "Integer fast path: 200 codes per table ([i] for i < 100, [100 + i % 100] beyond), 0xFF = evaluate.")
    out.array("integerTables", "UInt8", tables.flatMap { $0 })
    out.comment("The integer table of each rule set.")
    out.array("integerTableOfRuleSet", "UInt16", tableOfRuleSet)
  }
}

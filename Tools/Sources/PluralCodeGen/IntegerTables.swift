import PluralRuleSyntax
import PluralTableFormat

/// The integer fast path (``TableFormat/IntegerTable``): for each rule set,
/// the categories of 0…99 and of i ≥ 100 by i % 100, or "deferred" where
/// that residue does not fix the category (a modulus above 100 or a constant
/// above 99 decides), which sends the runtime to the full evaluator.
/// Identical tables are stored once.
struct IntegerTables {
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

  static func category(_ set: PluralRuleSet, _ value: Int) -> UInt8 {
    set.category(for: DecimalNumeral(UInt64(value))).code
  }

  static func table(for set: PluralRuleSet) -> [UInt8] {
    let residues = UInt64(TableFormat.IntegerTable.residues)
    var table = (0..<Int(residues)).map {
      category(set, TableFormat.IntegerTable.representative(ofEntry: $0))
    }
    // Relations an integer's value reaches (n and i; the other operands are 0 for integers).
    var relations: [PluralRelation] = []
    for rule in set.rules.values {
      for conjunction in rule.condition?.alternatives ?? [] {
        relations += conjunction.filter { $0.operand == .n || $0.operand == .i }
      }
    }
    let largeConstant = relations.contains { relation in
      relation.modulus == nil && relation.ranges.contains { $0.upperBound >= residues }
    }
    for residue in 0..<Int(residues) {
      // A relation with a larger modulus decides per residue only when it is
      // true for every or for no value ≡ residue (mod 100).
      let varies = relations.contains { relation in
        guard let modulus = relation.modulus, modulus > residues else { return false }
        if modulus % residues != 0 { return true }
        let count = relation.ranges.reduce(UInt64(0)) { $0 + valuesInClass(residue, $1) }
        return count != 0 && count != modulus / residues
      }
      // Moduli up to 100 must divide 100 for the residue to fix their value.
      let smallModuliFixed = relations.allSatisfy { relation in
        guard let modulus = relation.modulus, modulus <= residues else { return true }
        return residues % modulus == 0
      }
      let fixed = !largeConstant && !varies && smallModuliFixed
      let representative = TableFormat.IntegerTable.representative(ofEntry: Int(residues) + residue)
      table.append(fixed ? category(set, representative) : TableFormat.IntegerTable.deferred)
    }
    return table
  }

  /// How many of residue, residue + 100, residue + 200, … lie in `range`.
  static func valuesInClass(_ residue: Int, _ range: ClosedRange<UInt64>) -> UInt64 {
    let r = UInt64(residue)
    let residues = UInt64(TableFormat.IntegerTable.residues)
    func upTo(_ limit: UInt64) -> UInt64 { limit < r ? 0 : (limit - r) / residues + 1 }  // values ≤ limit
    return upTo(range.upperBound) - (range.lowerBound == 0 ? 0 : upTo(range.lowerBound - 1))
  }

  func write(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.comment(
      "Integer fast path (TableFormat.IntegerTable): 200 codes per table, 0xFF = evaluate the rules.")
    try out.array("integerTables", tables.flatMap { $0 }, as: UInt8.self)
    out.comment("The integer table of each rule set.")
    try out.array("integerTableOfRuleSet", tableOfRuleSet, as: UInt16.self)
  }
}

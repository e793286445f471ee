import PluralRuleSyntax
import PluralTableFormat

/// The tables indexed by the integer digits (``TableFormat/IntegerTable``):
/// for each rule set an integer table and two decimal tables
/// (``TableFormat/NumberShape``), and the subtables they use. An entry
/// holds the category wherever the class of integers it stands for decides
/// it; where the next digits decide (a modulus above 100), a subtable;
/// elsewhere "deferred", which sends the runtime to the full evaluation
/// (also where a table would need more subtables than the codes name, or
/// more than ``decisionLimit`` classes: the tables stay small, the answers exact).
/// Identical tables and subtables are stored once.
struct IntegerTables {
  var tables: [[UInt8]] = []
  /// Three per rule set, by ``TableFormat/NumberShape``.
  private var tablesOfRuleSet: [Int] = []
  var subtables: [[UInt8]] = []
  /// Classes decided for the current table, to bound the work on rules no table can hold.
  private var decisions = 0
  static let decisionLimit = 100_000

  init(ruleSets: [PluralRuleSet]) {
    for set in ruleSets {
      for shape in TableFormat.NumberShape.allCases {
        tablesOfRuleSet.append(Self.index(of: table(IntegerLiteral.conditions(set, shape)), in: &tables))
      }
    }
  }

  /// The index in ``tables`` of the table of rule set `ruleSet` for numbers of `shape`.
  func table(ruleSet: Int, _ shape: TableFormat.NumberShape) -> Int {
    tablesOfRuleSet[ruleSet * TableFormat.NumberShape.allCases.count + shape.rawValue]
  }

  static func index(of table: [UInt8], in tables: inout [[UInt8]]) -> Int {
    if let index = tables.firstIndex(of: table) { return index }
    tables.append(table)
    return tables.count - 1
  }

  mutating func table(_ conditions: [IntegerCondition]) -> [UInt8] {
    decisions = 0
    let residues = UInt64(TableFormat.IntegerTable.residues)
    var table: [UInt8] = []
    for value in 0..<residues {
      table.append(code(for: .value(value), conditions))
    }
    for residue in 0..<residues {
      table.append(code(for: .residue(residue, modulus: residues), conditions))
    }
    return table
  }

  /// The code of a class: its category, a subtable over the next two digits, or deferred.
  mutating func code(for integers: IntegerClass, _ conditions: [IntegerCondition]) -> UInt8 {
    let deferred = TableFormat.IntegerTable.deferred
    decisions += 1
    guard decisions <= Self.decisionLimit else { return deferred }
    switch Self.decide(conditions, integers) {
    case .category(let code): return code
    case .undetermined(let refinable):
      let step = UInt64(TableFormat.IntegerTable.subtableEntryCount)
      guard refinable, case .residue(let residue, let modulus) = integers,
        modulus <= EncodedTables.digitLimit / step
      else { return deferred }
      var children: [UInt8] = []
      for digits in 0..<step {
        children.append(code(for: .residue(residue + digits * modulus, modulus: modulus * step), conditions))
      }
      // Equal category codes (or all deferred) need no subtable; equal subtable codes do (deeper digits).
      if let first = children.first, first == deferred || first < TableFormat.IntegerTable.firstSubtableCode,
        children.allSatisfy({ $0 == first })
      {
        return first
      }
      let index = subtables.firstIndex(of: children) ?? subtables.count
      guard let code = try? TableFormat.IntegerTable.code(ofSubtable: index) else { return deferred }
      if index == subtables.count { subtables.append(children) }
      return code
    }
  }

  enum Decision: Equatable {
    case category(UInt8)
    /// Some condition before the first that holds may or may not hold;
    /// `refinable` when more digits of i would tell.
    case undetermined(refinable: Bool)
  }

  /// The category of every integer of the class, as far as it is decided.
  static func decide(_ conditions: [IntegerCondition], _ integers: IntegerClass) -> Decision {
    for condition in conditions {
      var holds: Bool? = false
      var refinable = false
      for group in condition.alternatives {
        var groupHolds: Bool? = true
        var groupRefinable = false
        for literal in group {
          switch integers.truth(of: literal) {
          case .yes: continue
          case .no: groupHolds = false
          case .varies(let byDigits):
            groupHolds = nil
            groupRefinable = groupRefinable || byDigits
          case .open: groupHolds = nil
          }
          if groupHolds == false { break }
        }
        if groupHolds == true {
          holds = true
          break
        }
        if groupHolds == nil {
          holds = nil
          refinable = refinable || groupRefinable
        }
      }
      switch holds {
      case true: return .category(condition.category)
      case nil: return .undetermined(refinable: refinable)
      default: continue
      }
    }
    return .category(PluralKeyword.other.code)
  }

  func write(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.comment(
      "Tables by the integer digits (TableFormat.IntegerTable): 200 codes each; 6…254 name a subtable, 0xFF = evaluate."
    )
    try out.array("integerTables", tables.flatMap { $0 }, as: UInt8.self)
    out.comment("Where each rule set's tables start, by shape (TableFormat.TableStarts).")
    var starts: [UInt64] = []
    for ruleSet in 0..<tablesOfRuleSet.count / TableFormat.NumberShape.allCases.count {
      let packed = try TableFormat.TableStarts {
        TableFormat.IntegerTable.start(ofTable: table(ruleSet: ruleSet, $0))
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
  }
}

import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat

/// The tables indexed by the integer digits (``TableFormat/IntegerTable``):
/// for each rule set an integer table and two decimal tables
/// (``TableFormat/NumberShape``), and the subtables they use. An entry
/// holds the category wherever the class of integers it stands for decides
/// it; where the next digits decide (a modulus above 100), a subtable, or
/// where they decide only by one divisibility by a power of ten (French
/// `many`: `i % 1000000 = 0`), a divisibility test
/// (``TableFormat/DivisibilityTest``);
/// where the fraction digits decide (`f % 10 = 1`), a fraction table
/// (``TableFormat/FractionTable``); elsewhere "deferred", which sends the
/// runtime to the full evaluation (also where a table would need more
/// subtables or fraction tables than the codes name, or more than
/// ``decisionLimit`` classes: the tables stay small, the answers exact).
/// Identical tables, subtables and fraction tables are stored once, and
/// tables and fraction tables overlap where their codes allow
/// (``OverlappingTables``).
struct IntegerTables {
  var tables: [[UInt8]] = []
  /// Three per rule set, by ``TableFormat/NumberShape``.
  private(set) var tablesOfRuleSet: [Int] = []
  /// Per rule set, the fraction table that alone decides its decimals with
  /// w > 0, when their table names that table in every entry
  /// (``TableFormat/TableStarts/isFractionKeyed``): that table is not written.
  private(set) var fractionKeyed: [Int?] = []
  /// Per rule set, the category code of every decimal with w > 0, when their
  /// table holds it in every entry: that table is not written either.
  private(set) var fractionalCategory: [UInt8?] = []
  var subtables: [[UInt8]] = []
  var divisibilityTests: [TableFormat.DivisibilityTest] = []
  var fractionTables: [FractionTableCodes] = []
  var exceptionTables: [TableFormat.ExceptionTable] = []
  /// Classes decided for the current table, to bound the work on rules no table can hold.
  private var decisions = 0
  static let decisionLimit = 100_000

  init(ruleSets: [PluralRuleSet]) {
    for set in ruleSets {
      var keyed: Int?
      var constant: UInt8?
      for shape in TableFormat.NumberShape.allCases {
        let codes = table(IntegerLiteral.conditions(set, shape))
        tablesOfRuleSet.append(Self.index(of: codes, in: &tables))
        if shape == .fractionalDecimal, let first = codes.first, codes.allSatisfy({ $0 == first }),
          let fraction = TableFormat.IntegerTable.fractionTable(ofCode: first)
        {
          keyed = fraction
        }
        if shape == .fractionalDecimal, let first = codes.first,
          first < UInt8(TableFormat.CategoryCode.count),
          codes.allSatisfy({ $0 == first })
        {
          constant = first
        }
      }
      fractionKeyed.append(keyed)
      fractionalCategory.append(constant)
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

  /// The code that names `item` in `list`: an equal item's, else a new one's,
  /// appended only when `naming` has a code for its index. Nil when the code
  /// space of its kind is full (the class then defers).
  static func code<Item: Equatable>(
    of item: Item, in list: inout [Item], naming: (Int) throws(TableFormat.FieldOverflow) -> UInt8
  ) -> UInt8? {
    let index = list.firstIndex(of: item) ?? list.count
    guard let code = try? naming(index) else { return nil }
    if index == list.count { list.append(item) }
    return code
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
      else {
        return exceptionCode(for: integers, conditions) ?? fractionCode(for: integers, conditions) ?? deferred
      }
      var children: [UInt8] = []
      for digits in 0..<step {
        children.append(code(for: .residue(residue + digits * modulus, modulus: modulus * step), conditions))
      }
      // Equal category, fraction table or deferred codes need no subtable; equal subtable codes do (deeper digits).
      if let first = children.first, TableFormat.IntegerTable.subtable(ofCode: first) == nil,
        children.allSatisfy({ $0 == first })
      {
        return first
      }
      if let test = divisibilityCode(residue: residue, modulus: modulus * step, children) { return test }
      return Self.code(of: children, in: &subtables, naming: TableFormat.IntegerTable.code(ofSubtable:))
        ?? deferred
    }
  }

  /// The code of the class `i % modulus = residue` (modulus ≥ 100) whose
  /// subtable by its next two digits would hold `children` (the class
  /// `i % childModulus = residue`, then the others), when one divisibility
  /// test decides it: the class is of multiples (residue 0), every child but
  /// the first is one category, and the first is another (k the digits of
  /// `childModulus`) or a test with the same other category (its k). Nil
  /// otherwise, or when the codes cannot name another test.
  mutating func divisibilityCode(residue: UInt64, modulus childModulus: UInt64, _ children: [UInt8]) -> UInt8?
  {
    guard residue == 0, let first = children.first, children.count > 1 else { return nil }
    let other = children[1]
    guard other < UInt8(TableFormat.CategoryCode.count), children.dropFirst().allSatisfy({ $0 == other })
    else { return nil }
    if let index = TableFormat.IntegerTable.divisibilityTest(ofCode: first) {
      return divisibilityTests[index].otherCode == other ? first : nil
    }
    guard first < UInt8(TableFormat.CategoryCode.count) else { return nil }
    var exponent = 0
    var power: UInt64 = 1
    while power < childModulus {
      power *= 10
      exponent += 1
    }
    guard power == childModulus,
      let test = try? TableFormat.DivisibilityTest(exponent: exponent, divisible: first, other: other)
    else { return nil }
    return Self.code(
      of: test, in: &divisibilityTests, naming: TableFormat.IntegerTable.code(ofDivisibilityTest:))
  }

  /// The code of a class of integers from 100 on where exact values decide
  /// (`n = 11,8,80,800`: 800 but not 1800): an exception table
  /// (``TableFormat/ExceptionTable``) of the ranges of values (from 100 on)
  /// that literals without modulus name, cut where any of them starts or
  /// ends, with the category of the class's integers in each, and the
  /// category of the class's other integers. Identical for every class the
  /// same ranges decide alike (`n = 800..899`: one table for all residues).
  /// Nil (deferred) when the ranges do not fit a table or a category is not
  /// decided by the value alone.
  mutating func exceptionCode(for integers: IntegerClass, _ conditions: [IntegerCondition]) -> UInt8? {
    guard case .residue(let residue, let modulus) = integers else { return nil }
    var ranges: [ClosedRange<UInt64>] = []
    for literal in conditions.flatMap({ $0.alternatives.joined() }) {
      guard case .integer(nil, let literalRanges, _) = literal else { continue }
      ranges += literalRanges.filter { $0.upperBound >= 100 }.map { max($0.lowerBound, 100)...$0.upperBound }
    }
    // The conditions over values where every literal without modulus is constant: `inside` tells
    // whether a literal's ranges hold them.
    func constant(_ inside: (_ ranges: [ClosedRange<UInt64>]) -> Bool) -> [IntegerCondition] {
      conditions.map { condition in
        IntegerCondition(
          category: condition.category,
          alternatives: condition.alternatives.map { group in
            group.map { literal in
              guard case .integer(nil, let ranges, let negated) = literal else { return literal }
              return .constant(inside(ranges) != negated)
            }
          })
      }
    }
    // Every integer of the class outside the ranges.
    guard !ranges.isEmpty, case .category(let defaultCode) = Self.decide(constant { _ in false }, integers)
    else { return nil }
    // Pieces between consecutive bounds, where every literal is constant.
    let bounds = Set(ranges.flatMap { [$0.lowerBound, $0.upperBound + 1] }).sorted()
    var exceptions: [(values: ClosedRange<UInt64>, category: UInt8)] = []
    for (low, end) in zip(bounds, bounds.dropFirst()) {
      let piece = low...end - 1
      guard IntegerClass.count([piece], below: .max, congruentTo: residue, modulo: modulus) > 0 else {
        continue
      }
      let decision = Self.decide(constant { IntegerLiteral.contains($0, low) }, integers)
      guard case .category(let code) = decision else { return nil }
      guard code != defaultCode else { continue }
      if let last = exceptions.last, last.category == code, last.values.upperBound + 1 == low {
        exceptions[exceptions.count - 1].values = last.values.lowerBound...piece.upperBound
      } else {
        exceptions.append((piece, code))
      }
    }
    if exceptions.isEmpty { return defaultCode }
    guard let table = try? TableFormat.ExceptionTable(exceptions: exceptions, defaultCategory: defaultCode)
    else { return nil }
    return Self.code(
      of: table, in: &exceptionTables, naming: TableFormat.IntegerTable.code(ofExceptionTable:))
  }

  /// The codes of one fraction table, by bucket of v and then by the
  /// fraction operand's entry (``TableFormat/FractionTable``).
  struct FractionTableCodes: Hashable {
    var codes: [UInt8]
    var readsTrimmed: Bool
    /// The buckets of v: one table of codes each.
    var bucketCount: Int { codes.count / TableFormat.IntegerTable.entryCount }
  }

  /// The code of a class of integer digits whose category the fraction
  /// digits decide once the class fixes every literal of i: a category when
  /// they do not matter after all, else a fraction table. Nil (deferred) when
  /// a literal of i still varies over the class, or the rules read w, both f
  /// and t, v by a modulus or v above ``TableFormat/FractionTable/bucketLimit``,
  /// or every entry would defer.
  mutating func fractionCode(for integers: IntegerClass, _ conditions: [IntegerCondition]) -> UInt8? {
    // The class decides the literals of i; the groups left read f, t or v.
    var remaining: [(category: UInt8, groups: [[PluralRelation]])] = []
    var relations: [PluralRelation] = []
    for condition in conditions {
      var groups: [[PluralRelation]] = []
      for group in condition.alternatives {
        var kept: [PluralRelation] = []
        var holds = true
        for literal in group where holds {
          switch integers.truth(of: literal) {
          case .yes: continue
          case .no: holds = false
          case .varies: return nil
          case .open:
            guard case .open(let relation) = literal else { return nil }
            kept.append(relation)
          }
        }
        if holds {
          groups.append(kept)
          relations += kept
        }
      }
      remaining.append((condition.category, groups))
    }
    let operands = Set(relations.map(\.operand))
    guard !operands.contains(.w), !(operands.contains(.f) && operands.contains(.t)),
      relations.allSatisfy({ $0.operand != .v || $0.modulus == nil })
    else { return nil }
    // Buckets of v: each value up to the largest constant a relation names, then all larger ones.
    let largest = relations.filter { $0.operand == .v }.flatMap(\.ranges).map(\.upperBound).max() ?? 0
    guard largest < UInt64(TableFormat.FractionTable.bucketLimit) else { return nil }
    let bucketCount = Int(largest) + 1
    let deferred = TableFormat.IntegerTable.deferred
    let residues = UInt64(TableFormat.IntegerTable.residues)
    let fractions =
      (0..<residues).map { IntegerClass.value($0) } + (0..<residues).map { .residue($0, modulus: residues) }
    var codes: [UInt8] = []
    for bucket in 0..<bucketCount {
      // Bucket b is v = b + 1; the last one every v from there on, which no constant reaches.
      let visible = UInt64(bucket + 1)
      let isLast = bucket == bucketCount - 1
      // The groups as literals over the fraction operand, v a constant in the bucket; then the
      // same decision as for the integer digits, where a varying literal means deferred.
      let conditions = remaining.map { condition in
        IntegerCondition(
          category: condition.category,
          alternatives: condition.groups.map { group in
            group.map { relation -> IntegerLiteral in
              let negated = relation.comparison == .notEqual || relation.comparison == .notWithin
              guard relation.operand != .v else {
                return .constant((!isLast && IntegerLiteral.contains(relation.ranges, visible)) != negated)
              }
              return .integer(modulus: relation.modulus, ranges: relation.ranges, negated: negated)
            }
          })
      }
      for fraction in fractions {
        guard case .category(let code) = Self.decide(conditions, fraction) else {
          codes.append(deferred)
          continue
        }
        codes.append(code)
      }
    }
    if let first = codes.first, codes.allSatisfy({ $0 == first }) {
      return first == deferred ? nil : first
    }
    let table = FractionTableCodes(codes: codes, readsTrimmed: operands.contains(.t))
    return Self.code(of: table, in: &fractionTables, naming: TableFormat.IntegerTable.code(ofFractionTable:))
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
}

import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat

/// A relation of a rule set as seen by the numbers of one shape
/// (``TableFormat/NumberShape``, always with c = e = 0): a constant, open
/// (it depends on fraction digits the shape leaves free), or a test on the
/// integer digits i. The integer tables are built from these.
enum IntegerLiteral: Hashable {
  case constant(Bool)
  /// Depends on the fraction digits (`v = 2`, `f % 10 = 1`): decided by a
  /// fraction table (``FractionTables``) or deferred.
  case open(PluralRelation)
  /// `i` (or `i % modulus`) in `ranges`, negated when `negated`.
  case integer(modulus: UInt64?, ranges: [ClosedRange<UInt64>], negated: Bool)

  init(_ relation: PluralRelation, _ shape: TableFormat.NumberShape) {
    let negated = relation.comparison == .notEqual || relation.comparison == .notWithin
    let isWithin = relation.comparison == .within || relation.comparison == .notWithin
    func constant(_ holds: Bool) -> IntegerLiteral { .constant(holds != negated) }
    switch relation.operand {
    case .i:
      self = .integer(modulus: relation.modulus, ranges: relation.ranges, negated: negated)
    case .n where shape != .fractionalDecimal:
      self = .integer(modulus: relation.modulus, ranges: relation.ranges, negated: negated)
    case .n:
      // n = i + φ with 0 < φ < 1: never in a set of integers; within lo…hi
      // (of n or n % m) exactly when lo ≤ i (or i % m) ≤ hi − 1.
      guard isWithin else {
        self = constant(false)
        return
      }
      let ranges = relation.ranges.compactMap {
        $0.upperBound > $0.lowerBound ? $0.lowerBound...$0.upperBound - 1 : nil
      }
      self = .integer(modulus: relation.modulus, ranges: ranges, negated: negated)
    case .c, .e:
      self = constant(Self.contains(relation.ranges, 0))
    case .v:
      self =
        shape == .integer ? constant(Self.contains(relation.ranges, 0)) : Self.positive(relation, negated)
    case .w, .f, .t:
      self =
        shape == .fractionalDecimal
        ? Self.positive(relation, negated) : constant(Self.contains(relation.ranges, 0))
    }
  }

  /// A relation on an operand that can take every value from 1 on: constant
  /// when all of those values (or all residues, with a modulus) are in the
  /// ranges or none is, else open.
  static func positive(_ relation: PluralRelation, _ negated: Bool) -> IntegerLiteral {
    if let modulus = relation.modulus {
      let inside = IntegerClass.count(relation.ranges, below: modulus, congruentTo: 0, modulo: 1)
      return inside == 0 ? .constant(negated) : inside == modulus ? .constant(!negated) : .open(relation)
    }
    return relation.ranges.contains { $0.upperBound >= 1 } ? .open(relation) : .constant(negated)
  }

  static func contains(_ ranges: [ClosedRange<UInt64>], _ value: UInt64) -> Bool {
    ranges.contains { $0.contains(value) }
  }

  /// The conditions of `set` for numbers of `shape`, in category order
  /// (`other` left out), each an `or` of `and` groups of literals.
  static func conditions(_ set: PluralRuleSet, _ shape: TableFormat.NumberShape) -> [IntegerCondition] {
    PluralKeyword.allCases.compactMap { keyword in
      guard keyword != .other, let condition = set.rules[keyword]?.condition else { return nil }
      return IntegerCondition(
        category: keyword.code,
        alternatives: condition.alternatives.map { group in group.map { IntegerLiteral($0, shape) } })
    }
  }
}

/// One category's condition in literals.
struct IntegerCondition: Hashable {
  var category: UInt8
  var alternatives: [[IntegerLiteral]]
}

/// The integers one table entry stands for: a single value below 100, or
/// every `i ≥ 100` with `i % modulus = residue` (modulus a power of 100).
enum IntegerClass: Hashable {
  case value(UInt64)
  case residue(UInt64, modulus: UInt64)

  /// What a literal is over the class's integers.
  enum Truth: Equatable {
    case yes, no
    /// True for some, false for others: `refinable` when more digits of i
    /// decide it (a modulus the class's does not fix), not when a constant
    /// above 99 does.
    case varies(refinable: Bool)
    /// Depends on fraction digits.
    case open
  }

  func truth(of literal: IntegerLiteral) -> Truth {
    guard case .integer(let modulus, let ranges, let negated) = literal else {
      if case .open = literal { return .open }
      return literal == .constant(true) ? .yes : .no
    }
    let truth: Truth
    switch self {
    case .value(let value):
      truth = IntegerLiteral.contains(ranges, modulus.map { value % $0 } ?? value) ? .yes : .no
    case .residue(let residue, let classModulus):
      if let modulus {
        if classModulus % modulus == 0 {
          truth = IntegerLiteral.contains(ranges, residue % modulus) ? .yes : .no
        } else {
          // i % modulus takes every value ≡ residue (mod gcd) below modulus.
          let common = Self.gcd(modulus, classModulus)
          let inside = Self.count(ranges, below: modulus, congruentTo: residue % common, modulo: common)
          truth = inside == 0 ? .no : inside == modulus / common ? .yes : .varies(refinable: true)
        }
      } else {
        // The class is unbounded: a constant in it makes the literal vary however many digits are known.
        let inClass = ranges.contains { range in
          range.upperBound >= 100
            && Self.count(
              [max(range.lowerBound, 100)...range.upperBound], below: .max, congruentTo: residue,
              modulo: classModulus) > 0
        }
        truth = inClass ? .varies(refinable: false) : .no
      }
    }
    switch (truth, negated) {
    case (.yes, true): return .no
    case (.no, true): return .yes
    default: return truth
    }
  }

  /// How many values below `limit` lie in `ranges` and are ≡ `residue` (mod `modulus`).
  static func count(
    _ ranges: [ClosedRange<UInt64>], below limit: UInt64, congruentTo residue: UInt64, modulo modulus: UInt64
  )
    -> UInt64
  {
    // Values ≤ bound that are ≡ residue.
    func upTo(_ bound: UInt64) -> UInt64 { bound < residue ? 0 : (bound - residue) / modulus + 1 }
    var total: UInt64 = 0
    var covered: UInt64 = 0  // values below this are counted
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where limit > 0 {
      let low = max(range.lowerBound, covered)
      let high = min(range.upperBound, limit - 1)
      guard low <= high else { continue }
      total += upTo(high) - (low == 0 ? 0 : upTo(low - 1))
      covered = high == .max ? .max : high + 1
    }
    return total
  }

  static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 { b == 0 ? a : gcd(b, a % b) }
}

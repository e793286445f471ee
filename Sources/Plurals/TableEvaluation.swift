// Evaluation of the generated tables (Generated/PluralTables.swift).
//
// A rule set is a run of conditions, one per category in CLDR order. A
// condition points at a run of relations; each relation is one UInt64:
//
//   bits 0–3   operand: 0 n, 1 i, 2 v, 3 w, 4 f, 5 t, 6 c/e
//   bits 4–7   modulus: 0 none, k → PluralTables.reduce(_, k)
//   bit  8     negated (!=, not within)
//   bit  9     within (an interval test, where a fraction of n counts)
//   bit  10    last relation of an `and` group
//   bit  11    last relation of the condition
//   bits 12–19 relations left in the `and` group after this one
//   bits 32–47 first range (index of a (low, high) pair in PluralTables.ranges)
//   bits 48–63 number of ranges
//
// Conditions are UInt32: bits 0–2 category, bit 7 set when every alternative
// requires v = 0 (skipped for numbers with visible fraction digits), bits
// 8–31 first relation.
// Every modulus divides 10¹⁸, so reducing the low 18 digits of i, f or t is
// exact however long the number is; without a modulus, an operand with more
// than 18 digits becomes UInt64.max, which no range (all below 10¹⁸) contains.

extension PluralCategory {
  /// The category with raw value `code`, or nil for a code above 5; cheaper
  /// than `init(rawValue:)`, which the optimizer keeps as a call. The cases
  /// are declared in raw-value order, so the raw value is the case's tag
  /// (a test checks this).
  @inline(__always)
  init?(code: UInt8) {
    guard code <= PluralCategory.other.rawValue else { return nil }
    self = unsafeBitCast(code, to: PluralCategory.self)
  }
}

enum RelationBits {
  static let operandMask: UInt64 = 0xF
  static let modulusShift: UInt64 = 4
  static let negated: UInt64 = 1 << 8
  static let within: UInt64 = 1 << 9
  static let endOfAnd: UInt64 = 1 << 10
  static let endOfCondition: UInt64 = 1 << 11
}

extension PluralOperands {
  /// The value of an operand (possibly reduced by a modulus) for a relation.
  @inline(__always)
  func value(for relation: UInt64) -> UInt64 {
    let value: UInt64
    let isLarge: Bool
    switch relation & RelationBits.operandMask {
    case 0, 1:
      value = integerLow
      isLarge = large & Self.integerIsLarge != 0
    case 2: return UInt64(truncatingIfNeeded: visibleCount)
    case 3: return UInt64(truncatingIfNeeded: trimmedCount)
    case 4:
      value = fractionLow
      isLarge = large & Self.fractionIsLarge != 0
    case 5:
      value = trimmedLow
      isLarge = large & Self.trimmedIsLarge != 0
    default: return UInt64(truncatingIfNeeded: exponentValue)
    }
    let modulus = (relation >> RelationBits.modulusShift) & 0xF
    if modulus != 0 { return PluralTables.reduce(value, modulus) }
    return isLarge ? .max : value
  }

  @inline(__always)
  func holds(_ relation: UInt64) -> Bool {
    let value = value(for: relation)
    // Only n (and n % m) can have a fraction.
    let fractional = relation & RelationBits.operandMask == 0 && trimmedCount != 0
    var index = Int(truncatingIfNeeded: (relation >> 32) & 0xFFFF) &* 2
    let end = index &+ Int(truncatingIfNeeded: relation >> 48) &* 2
    var found = false
    if relation & RelationBits.within != 0 {
      // low ≤ i + fraction ≤ high, with 0 < fraction < 1 when fractional.
      while index < end {
        let low = PluralTables.ranges[index]
        let high = PluralTables.ranges[index &+ 1]
        if low <= value && (fractional ? value < high : value <= high) {
          found = true
          break
        }
        index &+= 2
      }
    } else if !fractional {
      while index < end {
        if PluralTables.ranges[index] <= value && value <= PluralTables.ranges[index &+ 1] {
          found = true
          break
        }
        index &+= 2
      }
    }
    return found != (relation & RelationBits.negated != 0)
  }
}

extension PluralTables {
  /// The start of a rule set's 200-entry integer table in `integerTables`.
  static func integerTableBase(ruleSet: Int) -> Int {
    Int(integerTableOfRuleSet[ruleSet]) * 200
  }

  /// The integer fast path: the category from the generated table, or nil
  /// where the table defers to the full evaluation (0xFF). `small` says the
  /// integer is below 100; else `value % 100` is the residue.
  @inline(__always)
  static func integerCategory(tableBase: Int, value: UInt64, small: Bool) -> PluralCategory? {
    let index = small ? Int(truncatingIfNeeded: value) : 100 &+ Int(truncatingIfNeeded: value % 100)
    return PluralCategory(code: integerTables[tableBase &+ index])
  }

  /// The category of `operands` under rule set `ruleSet`.
  @inline(__always)
  static func category(ruleSet: Int, tableBase: Int, _ operands: PluralOperands) -> PluralCategory {
    if operands.visibleCount == 0 && operands.exponentValue == 0,
      let category = integerCategory(
        tableBase: tableBase, value: operands.integerLow,
        small: operands.integerLow < 100 && operands.large & PluralOperands.integerIsLarge == 0)
    {
      return category
    }
    return evaluate(ruleSet: ruleSet, operands)
  }

  /// Whether every condition of the rule set requires v = 0 (bit 7).
  static func fractionsAreOther(ruleSet: Int) -> Bool {
    conditions[Int(conditionStarts[ruleSet])..<Int(conditionStarts[ruleSet + 1])].allSatisfy {
      $0 & 0x80 != 0
    }
  }

  /// The full evaluation for an integer the table defers.
  @inline(never)
  static func evaluate(ruleSet: Int, magnitude: UInt64) -> PluralCategory {
    evaluate(ruleSet: ruleSet, PluralOperands(magnitude))
  }

  /// The full evaluation of the encoded conditions.
  @inline(never)
  static func evaluate(ruleSet: Int, _ operands: PluralOperands) -> PluralCategory {
    var condition = Int(conditionStarts[ruleSet])
    let lastCondition = Int(conditionStarts[ruleSet &+ 1])
    while condition < lastCondition {
      let entry = conditions[condition]
      condition &+= 1
      if entry & 0x80 != 0 && operands.visibleCount != 0 { continue }
      var relationIndex = Int(truncatingIfNeeded: entry >> 8)
      while true {
        let relation = relations[relationIndex]
        if operands.holds(relation) {
          if relation & RelationBits.endOfAnd != 0 {
            return PluralCategory(code: UInt8(truncatingIfNeeded: entry & 0x7)) ?? .other
          }
          relationIndex &+= 1
        } else {
          // Skip the rest of this `and` group; stop after the condition's last group.
          relationIndex &+= Int(truncatingIfNeeded: (relation >> 12) & 0xFF)
          if relations[relationIndex] & RelationBits.endOfCondition != 0 { break }
          relationIndex &+= 1
        }
      }
    }
    return .other
  }
}

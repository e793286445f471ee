// Evaluation of the generated tables (Generated/PluralTables.swift), in the
// format Sources/PluralTableFormat defines and the generator writes.
//
// Every modulus divides 10¹⁸, so reducing the low 18 digits of i, f or t is
// exact however long the number is; without a modulus, an operand with more
// than 18 digits becomes UInt64.max, which no range (all below 10¹⁸) contains.

internal import PluralTableFormat

extension PluralCategory {
  /// The category with code `code`, or nil for a code above 5; cheaper than
  /// `init(rawValue:)`, which the optimizer keeps as a call. The cases are
  /// declared in raw-value order, so the raw value is the case's tag (a test
  /// checks this).
  @inline(__always)
  init?(code: UInt8) {
    guard code <= PluralCategory.other.rawValue else { return nil }
    self = unsafeBitCast(code, to: PluralCategory.self)
  }
}

extension PluralOperands {
  /// The value of a relation's operand, reduced by its modulus.
  @inline(__always)
  func value(for relation: TableFormat.Relation) -> UInt64 {
    let value: UInt64
    let isLarge: Bool
    let operand = relation.operand
    if operand == .n {
      // Most relations read n: no switch for them.
      value = integerLow
      isLarge = large & Self.integerIsLarge != 0
    } else {
      switch operand {
      case .n, .i:
        value = integerLow
        isLarge = large & Self.integerIsLarge != 0
      case .f:
        value = fractionLow
        isLarge = large & Self.fractionIsLarge != 0
      case .t:
        value = trimmedLow
        isLarge = large & Self.trimmedIsLarge != 0
      case .v: return UInt64(truncatingIfNeeded: visibleCount)
      case .w: return UInt64(truncatingIfNeeded: trimmedCount)
      case .c, .e: return UInt64(truncatingIfNeeded: exponentValue)
      }
    }
    let modulus = relation.modulusIndex
    if modulus != 0 { return PluralTables.reduce(value, modulus) }
    return isLarge ? .max : value
  }

  @inline(__always)
  func holds(_ relation: TableFormat.Relation) -> Bool {
    let value = value(for: relation)
    // Only n (and n % m) can have a fraction.
    let fractional = relation.operand == .n && trimmedCount != 0
    var index = relation.firstRange &* 2
    let end = index &+ relation.rangeCount &* 2
    var found = false
    if relation.isWithin {
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
    return found != relation.isNegated
  }
}

extension PluralTables {
  /// Where a rule set's integer table starts in `integerTables`.
  static func integerTableBase(ruleSet: Int) -> Int {
    TableFormat.IntegerTable.start(ofTable: Int(integerTableOfRuleSet[ruleSet]))
  }

  static func summary(ruleSet: Int) -> TableFormat.RuleSetSummary {
    TableFormat.RuleSetSummary(rawValue: ruleSetSummaries[ruleSet])
  }

  /// The integer fast path: the category from the generated table, or nil
  /// where the table defers to the full evaluation. `small` says the
  /// integer is below 100.
  @inline(__always)
  static func integerCategory(tableBase: Int, value: UInt64, small: Bool) -> PluralCategory? {
    PluralCategory(
      code: integerTables[tableBase &+ TableFormat.IntegerTable.entry(for: value, isSmall: small)])
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

  /// The full evaluation for an integer the table defers.
  @inline(never)
  static func evaluate(ruleSet: Int, magnitude: UInt64) -> PluralCategory {
    evaluate(ruleSet: ruleSet, PluralOperands(magnitude))
  }

  /// The full evaluation of the encoded conditions.
  @inline(never)
  static func evaluate(ruleSet: Int, _ operands: PluralOperands) -> PluralCategory {
    var conditionIndex = Int(conditionStarts[ruleSet])
    let lastCondition = Int(conditionStarts[ruleSet &+ 1])
    while conditionIndex < lastCondition {
      let condition = TableFormat.Condition(rawValue: conditions[conditionIndex])
      conditionIndex &+= 1
      if condition.isIntegerOnly && operands.visibleCount != 0 { continue }
      var relationIndex = condition.firstRelation
      while true {
        let relation = TableFormat.Relation(rawValue: relations[relationIndex])
        if operands.holds(relation) {
          if relation.endsGroup { return PluralCategory(code: condition.category) ?? .other }
          relationIndex &+= 1
        } else {
          // Skip the rest of this `and` group; stop after the condition's last group.
          relationIndex &+= relation.remainingInGroup
          if TableFormat.Relation(rawValue: relations[relationIndex]).endsCondition { break }
          relationIndex &+= 1
        }
      }
    }
    return .other
  }
}

// Evaluation of the generated tables (Generated/PluralTables.swift), in the
// format Sources/PluralTableFormat defines and the generator writes.
//
// Every number without a compact exponent is first looked up in the table of
// its shape by its integer digits (then subtables by more integer digits, a
// divisibility test by a power of ten, an exception table by the exact value,
// or a fraction table by the fraction digits); the encoded conditions are evaluated only where the tables defer.
// The decimals with a non-zero fraction of a rule set whose fraction digits
// alone decide them skip the first lookup: its table start holds the
// fraction table's packed entry (no load of it), or their one category
// (TableFormat.TableStarts).
//
// Every modulus divides 10¹⁸, so reducing the low 18 digits of i, f or t is
// exact however long the number is; without a modulus, an operand with more
// than 18 digits becomes UInt64.max, which no range (all below 10¹⁸) contains.

@_spi(TableFormat) internal import PluralTableFormat

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

  /// The category with code `code`, which must be a category code (0–5):
  /// for the codes the generator writes only as categories.
  @inline(__always)
  init(categoryCode code: UInt8) {
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
  /// Where a rule set's tables start in `integerTables`, by shape.
  static func starts(ruleSet: Int) -> TableFormat.TableStarts {
    TableFormat.TableStarts(rawValue: tableStarts[ruleSet])
  }

  static func summary(ruleSet: Int) -> TableFormat.RuleSetSummary {
    TableFormat.RuleSetSummary(rawValue: ruleSetSummaries[ruleSet])
  }

  /// The address of the first entry of `integerTables`, kept by each
  /// `PluralRules` for its table. The array is a constant global of
  /// literals, which the compiler lays out as a static object, never moved
  /// or freed: its address stays valid after the closure. (A copy made once
  /// behind a lazy global would cost every resolution its check.)
  static var integerTableAddress: UInt {
    integerTables.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress!) }
  }

  /// Entry `index` of `integerTables`, unchecked: every index is a table
  /// start plus an entry below `TableFormat.IntegerTable.entryCount`.
  @inline(__always)
  static func code(_ index: Int) -> UInt8 {
    integerTables.withUnsafeBufferPointer { $0[index] }
  }

  /// The divisibility test a code names, or nil for any other code: one
  /// comparison, none where the generated tables have no test (the
  /// constant count folds), so that a program of locales without them links
  /// no test (Embedded: the standalone en, ru, pl `classify_integer` grew by
  /// 306 bytes with the test's code unconditional).
  @inline(__always)
  static func divisibilityTest(ofCode code: UInt8) -> Int? {
    let index = code &- TableFormat.IntegerTable.firstDivisibilityCode
    return index < divisibilityTestCount ? Int(truncatingIfNeeded: index) : nil
  }

  /// The category of `integer` (the low 18 digits of i, or an `Int`'s
  /// magnitude) when `code` names a divisibility test
  /// (``TableFormat/DivisibilityTest``), else nil.
  @inline(__always)
  static func divisibilityCategory(_ code: UInt8, _ integer: UInt64) -> PluralCategory? {
    guard let test = divisibilityTest(ofCode: code) else { return nil }
    // Unchecked: the generator writes only codes of existing tests, and categories as their results.
    let divides = divisibilityTests.withUnsafeBufferPointer {
      TableFormat.DivisibilityTest.divides(integer, inverse: $0[test &* 2], limit: $0[test &* 2 &+ 1])
    }
    return PluralCategory(
      categoryCode: divisibilityCategories.withUnsafeBufferPointer { $0[test &* 2 &+ (divides ? 0 : 1)] })
  }

  /// The code a subtable code leads to: the subtables decide by the next
  /// two digits of `integer` (the low 18 digits of i) at each level, until a
  /// category code, a divisibility test, an exception table, a fraction
  /// table or deferred.
  @inline(__always)
  static func descend(_ code: UInt8, _ integer: UInt64) -> UInt8 {
    let step = UInt64(TableFormat.IntegerTable.subtableEntryCount)
    var code = code
    var rest = integer / step  // the digits above the residue's two
    while TableFormat.IntegerTable.subtable(ofCode: code) != nil {
      let next = rest / step
      // Unchecked: the generator writes only codes of existing subtables.
      code = integerSubtables.withUnsafeBufferPointer {
        $0[TableFormat.IntegerTable.subtableEntry(code: code, digits: rest &- next &* step)]
      }
      rest = next
    }
    return code
  }

  /// The category of `integer` (the low 18 digits of i; `isLarge`: i has
  /// more) when `code` names a divisibility test or an exception table, else
  /// nil. Checked only once a code is not a category, and not inlined: one
  /// copy for its three callers (Embedded code size); not in `descend`,
  /// where it made the numbers that subtables decide slower (`Benchmarks/every-locale.sh`).
  @inline(never)
  static func exceptionCategory(_ code: UInt8, _ integer: UInt64, isLarge: Bool) -> PluralCategory? {
    if let category = divisibilityCategory(code, integer) { return category }
    guard let table = TableFormat.IntegerTable.exceptionTable(ofCode: code) else { return nil }
    // Unchecked: the generator writes only codes of existing tables.
    let exceptions = TableFormat.ExceptionTable(
      rawValue: exceptionTables.withUnsafeBufferPointer { $0[table] })
    return PluralCategory(code: exceptions.code(for: integer, isLarge: isLarge))
  }

  /// The packed entry of fraction table `table`.
  @inline(__always)
  static func fractionTable(_ table: Int) -> TableFormat.FractionTable {
    TableFormat.FractionTable(rawValue: fractionTableEntries.withUnsafeBufferPointer { $0[table] })
  }

  /// The code of a decimal in fraction table `format`, from its fraction
  /// operand (f, or t when the table reads it: the low 18 digits; `isLarge`:
  /// it has more) and `visibleCount` (v ≥ 1). The callers pick the operand:
  /// no closure, whose specialized copy of this function would not be
  /// inlined (and made Embedded clients link a second copy of the tables).
  @inline(__always)
  static func fractionCode(
    _ format: TableFormat.FractionTable, visibleCount: Int, fraction: UInt64, isLarge: Bool
  )
    -> UInt8
  {
    // Unchecked: the generator writes only codes of existing tables, each bucketCount blocks long.
    fractionTables.withUnsafeBufferPointer {
      $0[format.entry(visibleCount: visibleCount, fraction: fraction, isLarge: isLarge)]
    }
  }

  /// The category of a decimal by fraction table `format`, nil where it
  /// defers; `fraction` is f, or t when `format.readsTrimmed`. Inlined where
  /// a table by the integer digits names the fraction table itself (no
  /// subtable between them), the common case of the rules that read the
  /// fraction digits, so that such a decimal costs no call.
  @inline(__always)
  static func fractionCategory(
    _ format: TableFormat.FractionTable, visibleCount: Int, fraction: UInt64, isLarge: Bool
  ) -> PluralCategory? {
    PluralCategory(
      code: fractionCode(format, visibleCount: visibleCount, fraction: fraction, isLarge: isLarge))
  }

  /// The code of a double's digits with w > 0 by a fraction-keyed field
  /// (``TableFormat/TableStarts/isFractionKeyed(_:)``): the one code the
  /// field holds, or one lookup in the fraction table the field packs, by f
  /// or by t (computed from f only then) when the table reads it. f is
  /// below 10¹⁸ here.
  @inline(__always)
  static func fractionKeyedCode(_ field: UInt64, visibleCount: Int, fraction: UInt64) -> UInt8 {
    if let code = TableFormat.TableStarts.constantCode(field) { return code }
    let format = TableFormat.TableStarts.fractionTable(ofField: field)
    let operand = format.readsTrimmed ? PluralTables.trimmed(fraction) : fraction
    return fractionCode(format, visibleCount: visibleCount, fraction: operand, isLarge: false)
  }

  /// The code of prepared operands with w > 0 by a fraction-keyed field: as
  /// ``fractionKeyedCode(_:visibleCount:fraction:)``, from the entry of f
  /// or t the operands keep (no division; a large t's entry is its residue's).
  @inline(__always)
  static func fractionKeyedCode(_ field: UInt64, _ operands: PluralOperands) -> UInt8 {
    if let code = TableFormat.TableStarts.constantCode(field) { return code }
    let format = TableFormat.TableStarts.fractionTable(ofField: field)
    let entry = format.readsTrimmed ? operands.trimmedEntry : operands.fractionEntry
    // Unchecked: the generator writes only codes of existing tables, each bucketCount blocks long.
    return fractionTables.withUnsafeBufferPointer {
      $0[format.entry(visibleCount: operands.visibleCount, operandEntry: Int(entry))]
    }
  }

  /// The category of a decimal shown with `visibleCount` (1–15) fraction
  /// digits that read `fraction` as an integer, by fraction table `table`;
  /// nil where it defers. Inlined where a table by the integer digits names
  /// the fraction table, so that such a decimal costs no call.
  @inline(__always)
  static func fractionCategory(table: Int, visibleCount: Int, fraction: UInt64) -> PluralCategory? {
    let format = fractionTable(table)
    return fractionCategory(
      format, visibleCount: visibleCount, fraction: format.readsTrimmed ? trimmed(fraction) : fraction,
      isLarge: false)
  }

  /// t from f: the fraction digits without trailing zeros (zero stays zero).
  /// Most fractions end in another digit, which one remainder tells.
  @inline(__always)
  static func trimmed(_ fraction: UInt64) -> UInt64 {
    var operand = fraction
    while operand != 0 && operand % 10 == 0 { operand /= 10 }
    return operand
  }

  /// The category of a number whose table code is not a category: by the
  /// subtables, fraction tables and exception tables, else by evaluating the rules.
  @inline(never)
  static func category(following code: UInt8, _ operands: PluralOperands, ruleSet: Int) -> PluralCategory {
    var code = descend(code, operands.integerLow)
    // Here, not only in exceptionCategory: French `many` (a divisibility test) without a
    // call (operands:fr in Benchmarks/README.md).
    if let category = divisibilityCategory(code, operands.integerLow) { return category }
    if let table = TableFormat.IntegerTable.fractionTable(ofCode: code) {
      let format = fractionTable(table)
      // A large operand is at least 100: its residue entry without reading `large`.
      code = fractionCode(
        format, visibleCount: operands.visibleCount,
        fraction: format.readsTrimmed ? operands.trimmedLow : operands.fractionLow, isLarge: false)
    }
    return PluralCategory(code: code) ?? category(notDecidedBy: code, operands, ruleSet: ruleSet)
  }

  /// The category of a number whose code, after the subtables and fraction
  /// tables, is not a category: by an exception table, else by evaluating the
  /// rules. Apart, so that the callers' common path stays as short.
  @inline(never)
  static func category(notDecidedBy code: UInt8, _ operands: PluralOperands, ruleSet: Int) -> PluralCategory {
    exceptionCategory(code, operands.integerLow, isLarge: operands.large & PluralOperands.integerIsLarge != 0)
      ?? evaluate(ruleSet: ruleSet, operands)
  }

  /// The category of a decimal shown with `visibleCount` (1–15) fraction digits
  /// whose integer digits are `integer` and fraction digits read `fraction`
  /// as an integer, when the tables decide it; nil where they defer. The
  /// caller looks up a fraction table its code names itself; this is for
  /// subtables (which may lead to one) and exception tables.
  @inline(never)
  static func category(following code: UInt8, integer: UInt64, fraction: UInt64, visibleCount: Int)
    -> PluralCategory?
  {
    var code = descend(code, integer)
    if let category = divisibilityCategory(code, integer) { return category }
    if let table = TableFormat.IntegerTable.fractionTable(ofCode: code) {
      let format = fractionTable(table)
      code = fractionCode(
        format, visibleCount: visibleCount, fraction: format.readsTrimmed ? trimmed(fraction) : fraction,
        isLarge: false)
    }
    return PluralCategory(code: code) ?? exceptionCategory(code, integer, isLarge: false)
  }

  /// The same for an integer, so that callers need not build its operands.
  @inline(never)
  static func category(following code: UInt8, integer: UInt64, ruleSet: Int) -> PluralCategory {
    let code = descend(code, integer)
    return PluralCategory(code: code) ?? category(notDecidedBy: code, integer: integer, ruleSet: ruleSet)
  }

  /// The same for an integer whose code is not a category.
  @inline(never)
  static func category(notDecidedBy code: UInt8, integer: UInt64, ruleSet: Int) -> PluralCategory {
    exceptionCategory(code, integer, isLarge: false) ?? evaluate(ruleSet: ruleSet, PluralOperands(integer))
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

import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat

/// The rule sets' conditions in the runtime's encoding (``TableFormat/Relation``,
/// ``TableFormat/Condition``): encoded from the `PluralRuleSyntax` AST, and
/// decoded back into it, side by side.
struct RuleTables: Equatable {
  /// The distinct moduli; a relation stores 1 + the index of its modulus.
  var moduli: [UInt64] = []
  /// (low, high) pairs; identical range lists are stored once.
  var ranges: [UInt64] = []
  var relations: [UInt64] = []
  var conditions: [UInt32] = []
  /// The conditions of rule set k are `conditionStarts[k] ..< conditionStarts[k + 1]`.
  var conditionStarts: [Int] = [0]

  init(moduli: [UInt64], ranges: [UInt64], relations: [UInt64], conditions: [UInt32], conditionStarts: [Int])
  {
    self.moduli = moduli
    self.ranges = ranges
    self.relations = relations
    self.conditions = conditions
    self.conditionStarts = conditionStarts
  }

  // MARK: Encoding

  /// Encodes `ruleSets`; throws when a value outgrows its field.
  init(encoding ruleSets: [PluralRuleSet]) throws(TableFormat.FieldOverflow) {
    moduli = Set(
      ruleSets.flatMap { set in
        set.rules.values.flatMap { $0.condition?.alternatives.joined().compactMap(\.modulus) ?? [] }
      }
    ).sorted()
    var rangeStarts: [[ClosedRange<UInt64>]: Int] = [:]
    for set in ruleSets {
      for keyword in PluralKeyword.allCases where keyword != .other {
        guard let condition = set.rules[keyword]?.condition else { continue }
        let entry = try TableFormat.Condition(
          category: keyword.code, isIntegerOnly: Self.isIntegerOnly(condition), firstRelation: relations.count
        )
        conditions.append(entry.rawValue)
        for (alternativeIndex, conjunction) in condition.alternatives.enumerated() {
          for (relationIndex, relation) in conjunction.enumerated() {
            let isLast = relationIndex == conjunction.count - 1
            let firstRange =
              rangeStarts[relation.ranges]
              ?? {
                let start = ranges.count / 2
                ranges += relation.ranges.flatMap { [$0.lowerBound, $0.upperBound] }
                rangeStarts[relation.ranges] = start
                return start
              }()
            let code = try TableFormat.Relation(
              operand: Self.operandCodes[relation.operand]!,
              modulusIndex: relation.modulus.map { moduli.firstIndex(of: $0)! + 1 } ?? 0,
              isNegated: relation.comparison == .notEqual || relation.comparison == .notWithin,
              isWithin: relation.comparison == .within || relation.comparison == .notWithin,
              endsGroup: isLast,
              endsCondition: isLast && alternativeIndex == condition.alternatives.count - 1,
              remainingInGroup: conjunction.count - 1 - relationIndex, firstRange: firstRange,
              rangeCount: relation.ranges.count)
            relations.append(code.rawValue)
          }
        }
      }
      conditionStarts.append(conditions.count)
    }
  }

  static let operandCodes: [PluralOperand: TableFormat.Operand] = [
    .n: .n, .i: .i, .v: .v, .w: .w, .f: .f, .t: .t, .c: .c, .e: .e,
  ]

  /// Every `and` group requires `v = 0`: a number with visible fraction digits skips the condition.
  static func isIntegerOnly(_ condition: PluralCondition) -> Bool {
    condition.alternatives.allSatisfy { conjunction in
      conjunction.contains { relation in
        relation.operand == .v && relation.modulus == nil && relation.comparison == .equal
          && relation.ranges == [0...0]
      }
    }
  }

  // MARK: Decoding

  /// The conditions of rule set `ruleSet`, by category, as the AST.
  func decode(ruleSet: Int) -> [PluralKeyword: PluralCondition] {
    var result: [PluralKeyword: PluralCondition] = [:]
    for entry in conditions[conditionStarts[ruleSet]..<conditionStarts[ruleSet + 1]] {
      let condition = TableFormat.Condition(rawValue: entry)
      var alternatives: [[PluralRelation]] = [[]]
      var index = condition.firstRelation
      while true {
        let code = TableFormat.Relation(rawValue: relations[index])
        alternatives[alternatives.count - 1].append(decode(code))
        if code.endsCondition { break }
        if code.endsGroup { alternatives.append([]) }
        index += 1
      }
      result[PluralKeyword(code: condition.category)] = PluralCondition(alternatives: alternatives)
    }
    return result
  }

  func decode(_ code: TableFormat.Relation) -> PluralRelation {
    let comparison: PluralRelation.Comparison =
      switch (code.isNegated, code.isWithin) {
      case (false, false): .equal
      case (true, false): .notEqual
      case (false, true): .within
      case (true, true): .notWithin
      }
    let pairs = ranges[(code.firstRange * 2)..<((code.firstRange + code.rangeCount) * 2)]
    return PluralRelation(
      operand: Self.operandCodes.first { $0.value == code.operand }!.key,
      modulus: code.modulusIndex == 0 ? nil : moduli[Int(code.modulusIndex) - 1],
      comparison: comparison,
      ranges: stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map { pairs[$0]...pairs[$0 + 1] })
  }

  // MARK: Checks

  /// What the runtime's arithmetic cannot represent (the field widths are
  /// checked while encoding).
  func problems() -> [String] {
    var messages: [String] = []
    for value in ranges where value >= EncodedTables.digitLimit {
      messages.append("constant \(value) is not below 10^18")
    }
    for modulus in moduli where EncodedTables.digitLimit % modulus != 0 {
      messages.append("modulus \(modulus) does not divide 10^18; the runtime keeps only the low 18 digits")
    }
    return messages
  }

  // MARK: Writing

  func write(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.comment("Reduces a value by the modulus with that index (constant divisors: no hardware division).")
    out.line("  @inline(__always)")
    out.line("  static func reduce(_ value: UInt64, _ modulus: UInt64) -> UInt64 {")
    out.line("    switch modulus {")
    for (index, modulus) in moduli.enumerated() {
      out.line("    case \(index + 1): value % \(modulus)")
    }
    out.line("    default: value")
    out.line("    }")
    out.line("  }")
    out.line("")
    out.comment("The moduli `reduce` divides by, in index order (for decoding the tables).")
    try out.array("moduli", moduli, as: UInt64.self)
    out.comment("Relations (TableFormat.Relation): operand, modulus, flags, first range and range count.")
    try out.array("relations", relations, as: UInt64.self, hex: true)
    out.comment("Range bounds, (low, high) pairs.")
    try out.array("ranges", ranges, as: UInt64.self)
    out.comment("Conditions (TableFormat.Condition): category, integer-only flag, first relation.")
    try out.array("conditions", conditions, as: UInt32.self, hex: true)
    out.comment("The conditions of rule set k are conditionStarts[k] ..< conditionStarts[k + 1].")
    try out.array("conditionStarts", conditionStarts, as: UInt16.self)
  }
}

extension PluralKeyword {
  /// The runtime's category code: the keyword's index in CLDR order.
  var code: UInt8 { UInt8(PluralKeyword.allCases.firstIndex(of: self)!) }

  init(code: UInt8) { self = PluralKeyword.allCases[Int(code)] }
}

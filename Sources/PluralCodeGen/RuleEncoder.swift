import CLDRData
import PluralRuleSyntax

/// Compiles rule sets into the flat arrays the runtime evaluates
/// (the bit layout is documented in Sources/Plurals/TableEvaluation.swift).
struct RuleEncoder {
  var moduli: [UInt64] = []
  var ranges: [UInt64] = []
  var relations: [UInt64] = []
  var conditions: [UInt32] = []
  var conditionStarts: [UInt16] = [0]
  var rangeIndex: [[ClosedRange<UInt64>]: Int] = [:]
  var constantProblems: [String] = []

  static let operandCodes: [PluralOperand: UInt64] = [.n: 0, .i: 1, .v: 2, .w: 3, .f: 4, .t: 5, .c: 6, .e: 6]

  init(ruleSets: [PluralRuleSet]) {
    moduli = Set(
      ruleSets.flatMap { set in
        set.rules.values.flatMap { $0.condition?.alternatives.joined().compactMap(\.modulus) ?? [] }
      }
    ).sorted()
    for set in ruleSets {
      for keyword in PluralKeyword.allCases where keyword != .other {
        guard let condition = set.rules[keyword]?.condition else { continue }
        // Bit 7: every alternative requires v = 0, so a number with visible
        // fraction digits skips the whole condition.
        let integersOnly = condition.alternatives.allSatisfy { conjunction in
          conjunction.contains { relation in
            relation.operand == .v && relation.modulus == nil && relation.comparison == .equal
              && relation.ranges == [0...0]
          }
        }
        conditions.append(
          UInt32(PluralTableGenerator.keywordIndex(keyword)) | (integersOnly ? 0x80 : 0) | UInt32(
            relations.count) << 8)
        for (alternativeIndex, conjunction) in condition.alternatives.enumerated() {
          for (relationIndex, relation) in conjunction.enumerated() {
            var code = Self.operandCodes[relation.operand]!
            if let modulus = relation.modulus {
              code |= UInt64(moduli.firstIndex(of: modulus)! + 1) << 4
            }
            if relation.comparison == .notEqual || relation.comparison == .notWithin { code |= 1 << 8 }
            if relation.comparison == .within || relation.comparison == .notWithin { code |= 1 << 9 }
            // Bits 12–19: how many relations follow in this `and` group (a failed one skips them).
            code |= UInt64(conjunction.count - 1 - relationIndex) << 12
            if relationIndex == conjunction.count - 1 {
              code |= 1 << 10
              if alternativeIndex == condition.alternatives.count - 1 { code |= 1 << 11 }
            }
            code |= UInt64(rangeStart(relation.ranges)) << 32 | UInt64(relation.ranges.count) << 48
            relations.append(code)
          }
        }
      }
      conditionStarts.append(UInt16(truncatingIfNeeded: conditions.count))
    }
  }

  /// Range lists are shared: identical lists are stored once.
  mutating func rangeStart(_ list: [ClosedRange<UInt64>]) -> Int {
    if let start = rangeIndex[list] { return start }
    let start = ranges.count / 2
    for range in list {
      if range.upperBound >= PluralTableGenerator.digitLimit {
        constantProblems.append("constant \(range.upperBound) is not below 10^18")
      }
      ranges += [range.lowerBound, range.upperBound]
    }
    rangeIndex[list] = start
    return start
  }

  /// What the runtime encoding cannot represent.
  func problems(file: String) -> [CLDRDataError] {
    let location = SourceLocation(file: file, line: 1, column: 1)
    var messages = constantProblems
    for modulus in moduli where PluralTableGenerator.digitLimit % modulus != 0 {
      messages.append("modulus \(modulus) does not divide 10^18; the runtime keeps only the low 18 digits")
    }
    if moduli.count > 15 { messages.append("more than 15 distinct moduli") }
    if ranges.count / 2 > 0xFFFF { messages.append("more than 65535 ranges") }
    if relations.count >= 1 << 24 || conditions.count > 0xFFFF { messages.append("too many rules") }
    return messages.map { CLDRDataError($0, at: location) }
  }

  func write(to out: inout SwiftWriter) {
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
    out.comment("Relations: operand, modulus, flags, first range and range count.")
    out.array("relations", "UInt64", relations, hex: true)
    out.comment("Range bounds, (low, high) pairs.")
    out.array("ranges", "UInt64", ranges)
    out.comment("Conditions: category | 0x80 when every alternative requires v = 0 | first relation << 8.")
    out.array("conditions", "UInt32", conditions, hex: true)
    out.comment("The conditions of rule set k are conditionStarts[k] ..< conditionStarts[k + 1].")
    out.array("conditionStarts", "UInt16", conditionStarts)
  }
}

/// Plural range tables: 6 × 6 results per distinct table (0xFF where CLDR
/// lists no result, meaning "the end category").
struct RangePool {
  var tables: [[UInt8]] = []
  var entries: [(String, Int)] = []

  init(_ groups: [CLDRRangeGroup]) {
    for group in groups {
      var table = [UInt8](repeating: 0xFF, count: 36)
      for range in group.ranges {
        let start = PluralTableGenerator.keywordIndex(PluralKeyword(rawValue: range.start)!)
        let end = PluralTableGenerator.keywordIndex(PluralKeyword(rawValue: range.end)!)
        table[start * 6 + end] = UInt8(
          PluralTableGenerator.keywordIndex(PluralKeyword(rawValue: range.result)!))
      }
      let index =
        tables.firstIndex(of: table)
        ?? {
          tables.append(table)
          return tables.count - 1
        }()
      for locale in group.locales { entries.append((locale, index)) }
    }
  }

  func write(to out: inout SwiftWriter) {
    PluralTableGenerator.writeLocales(entries, name: "range", values: "Sets", to: &out)
    out.comment("Range results: 36 per table, [start * 6 + end], 0xFF when not listed.")
    out.array("rangeResults", "UInt8", tables.flatMap { $0 })
  }
}

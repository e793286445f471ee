// The reference evaluator: a direct, readable reading of UTS #35 over the AST.
// It works on digit arrays, so it is exact for numerals of any length, for
// any modulus and for any constant. Speed is not a goal here: it is
// the oracle the generated runtime tables are tested against.

/// An exact non-negative decimal value: `integer` followed by `trailingZeros`
/// zeros, then `fraction`. The zeros are counted, not stored, so a compact
/// exponent of a billion (`1c999999999`) costs nothing.
struct ExactDecimal: Equatable {
  /// Integer digits, most significant first, without leading zeros (empty for 0).
  var integer: [UInt8]
  /// Zeros after `integer` (0 when `integer` is empty).
  var trailingZeros: Int
  /// Fraction digits without trailing zeros (empty for an integer).
  var fraction: [UInt8]

  init(integer: [UInt8], trailingZeros: Int = 0, fraction: [UInt8] = []) {
    self.integer = Array(integer.drop(while: { $0 == 0 }))
    self.trailingZeros = self.integer.isEmpty ? 0 : trailingZeros
    var fraction = fraction
    while fraction.last == 0 { fraction.removeLast() }
    self.fraction = fraction
  }

  init(_ value: Int) {
    self.init(integer: decimalDigits(of: UInt64(value)))
  }

  var isInteger: Bool { fraction.isEmpty }

  /// `self % modulus`: the remainder of the integer part, fraction kept
  /// (`21.33 % 10` is `1.33`).
  ///
  /// - Complexity: O(d + log z) for d digits and z trailing zeros.
  func remainder(dividingBy modulus: UInt64) -> ExactDecimal {
    var remainder: UInt64 = 0
    for digit in integer {
      remainder = Self.multiply(remainder, 10, adding: UInt64(digit), modulo: modulus)
    }
    // Then times 10^z, by squaring.
    var power: UInt64 = 10 % modulus
    var zeros = trailingZeros
    while zeros > 0 {
      if zeros & 1 == 1 { remainder = Self.multiply(remainder, power, modulo: modulus) }
      power = Self.multiply(power, power, modulo: modulus)
      zeros >>= 1
    }
    return ExactDecimal(integer: decimalDigits(of: remainder), fraction: fraction)
  }

  /// `(a * b + c) % modulus` without overflow (full-width product).
  static func multiply(_ a: UInt64, _ b: UInt64, adding c: UInt64 = 0, modulo modulus: UInt64) -> UInt64 {
    let wide = a.multipliedFullWidth(by: b)
    let product = modulus.dividingFullWidth((wide.high % modulus, wide.low)).remainder
    // Both terms are below the modulus, so their sum is below twice it.
    let (sum, overflow) = product.addingReportingOverflow(c % modulus)
    return overflow ? sum &- modulus : sum % modulus
  }

  /// Compares with an integer constant.
  func compare(to constant: UInt64) -> Int {
    let digits = constant == 0 ? [] : decimalDigits(of: constant)
    let count = integer.count + trailingZeros
    if count != digits.count { return count < digits.count ? -1 : 1 }
    // As long as a 64-bit constant: at most 20 digits to write out.
    let written = integer + Array(repeating: 0, count: trailingZeros)
    if written != digits { return written.lexicographicallyPrecedes(digits) ? -1 : 1 }
    return fraction.isEmpty ? 0 : 1
  }
}

extension DecimalNumeral {
  /// The exact value of an operand for this numeral.
  ///
  /// - Complexity: O(n) for n written digits, whatever the exponent.
  func operandValue(_ operand: PluralOperand) -> ExactDecimal {
    let all = integerDigits + fractionDigits
    let point = integerDigits.count + exponent
    let integer = point >= all.count ? all : Array(all[..<point])
    let zeros = max(0, point - all.count)
    let fraction = point >= all.count ? [] : Array(all[point...])
    var trimmed = fraction
    while trimmed.last == 0 { trimmed.removeLast() }
    switch operand {
    case .n: return ExactDecimal(integer: integer, trailingZeros: zeros, fraction: fraction)
    case .i: return ExactDecimal(integer: integer, trailingZeros: zeros)
    case .v: return ExactDecimal(fraction.count)
    case .w: return ExactDecimal(trimmed.count)
    case .f: return ExactDecimal(integer: fraction)
    case .t: return ExactDecimal(integer: trimmed)
    case .c, .e: return ExactDecimal(exponent)
    }
  }
}

extension PluralRelation {
  /// Whether the relation holds for `numeral`.
  ///
  /// - Complexity: O(d · r) for d digits and r ranges.
  public func holds(for numeral: DecimalNumeral) -> Bool {
    var value = numeral.operandValue(operand)
    if let modulus { value = value.remainder(dividingBy: modulus) }
    switch comparison {
    case .equal, .notEqual:
      // A set of integers: a value with a fraction is never in it.
      let inSet =
        value.isInteger
        && ranges.contains { value.compare(to: $0.lowerBound) >= 0 && value.compare(to: $0.upperBound) <= 0 }
      return comparison == .equal ? inSet : !inSet
    case .within, .notWithin:
      // Real intervals: the fraction takes part in the comparison.
      let inside = ranges.contains {
        value.compare(to: $0.lowerBound) >= 0 && value.compare(to: $0.upperBound) <= 0
      }
      return comparison == .within ? inside : !inside
    }
  }
}

extension PluralCondition {
  /// Whether any `or` alternative has all of its relations holding.
  ///
  /// - Complexity: O(d) per relation, for d digits.
  public func holds(for numeral: DecimalNumeral) -> Bool {
    alternatives.contains { conjunction in conjunction.allSatisfy { $0.holds(for: numeral) } }
  }
}

extension PluralRuleSet {
  /// The category of `numeral`: the first of zero, one, two, few, many whose
  /// condition holds, else `other`. The sign is ignored.
  ///
  /// - Complexity: O(d) per relation of the rule set, for d digits.
  public func category(for numeral: DecimalNumeral) -> PluralKeyword {
    for keyword in PluralKeyword.allCases where keyword != .other {
      if let condition = rules[keyword]?.condition, condition.holds(for: numeral) {
        return keyword
      }
    }
    return .other
  }

  /// Every sample of every rule that does not classify as its own category,
  /// as (expected, sample, actual). Empty for consistent CLDR data.
  ///
  /// - Complexity: one evaluation per expanded sample (at most 100,000 per range).
  public func sampleMismatches() -> [(expected: PluralKeyword, sample: DecimalNumeral, actual: PluralKeyword)]
  {
    var mismatches: [(PluralKeyword, DecimalNumeral, PluralKeyword)] = []
    for keyword in PluralKeyword.allCases {
      guard let rule = rules[keyword] else { continue }
      let samples = (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? [])
      for sample in samples {
        let actual = category(for: sample)
        if actual != keyword { mismatches.append((keyword, sample, actual)) }
      }
    }
    return mismatches
  }
}

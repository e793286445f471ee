extension PluralSampleItem {
  /// The largest number of values one `a~b` range may expand to.
  public static let maximumExpansion = 100_000

  /// Why `lower~upper` is not a valid range, or `nil` when it is (or is a single value).
  var rangeProblem: (kind: PluralRuleSyntaxError.Kind, message: String)? {
    guard let upper else { return nil }
    if lower.isNegative || upper.isNegative { return (.invalidSample, "sample ranges cannot be negative") }
    if lower.fractionDigits.count != upper.fractionDigits.count || lower.exponent != upper.exponent {
      return (.invalidSample, "both ends of a sample range need the same fraction digits and exponent")
    }
    let low = lower.integerDigits + lower.fractionDigits
    let high = upper.integerDigits + upper.fractionDigits
    guard let count = Self.distance(from: low, to: high) else {
      return (.emptyRange, "sample range \(lower)~\(upper) is empty")
    }
    if count >= Self.maximumExpansion {
      return (.limitExceeded, "sample range \(lower)~\(upper) has more than \(Self.maximumExpansion) values")
    }
    return nil
  }

  /// The number of unit steps from `low` to `high` (digit strings, same scale),
  /// or nil when `high < low`. Saturates at `maximumExpansion`.
  private static func distance(from low: [UInt8], to high: [UInt8]) -> Int? {
    func value(_ digits: [UInt8]) -> Int? {
      var result = 0
      for digit in digits.drop(while: { $0 == 0 }) {
        result = result * 10 + Int(digit)
        if result > 1 << 50 { return nil }
      }
      return result
    }
    switch (value(low), value(high)) {
    case (let l?, let h?): return h < l ? nil : min(h - l, maximumExpansion)
    case (_?, nil): return maximumExpansion
    case (nil, _?): return nil
    case (nil, nil):
      // Both are astronomically large: compare as digit strings.
      let a = Array(low.drop(while: { $0 == 0 }))
      let b = Array(high.drop(while: { $0 == 0 }))
      if a == b { return 0 }
      let less = a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
      return less ? maximumExpansion : nil
    }
  }

  /// How many values the item stands for (a valid range: at most ``maximumExpansion``).
  var valueCount: Int {
    guard let upper else { return 1 }
    return
      (Self.distance(
        from: lower.integerDigits + lower.fractionDigits, to: upper.integerDigits + upper.fractionDigits) ?? 0)
      + 1
  }

  /// Every value the item stands for: `0.00~0.04` is 0.00, 0.01, 0.02, 0.03, 0.04.
  ///
  /// - Complexity: O(k · d) for k values (at most ``maximumExpansion``) of d digits.
  public var values: [DecimalNumeral] {
    guard let upper, rangeProblem == nil else { return [lower] }
    var result = [lower]
    var digits = lower.integerDigits + lower.fractionDigits
    let last = upper.integerDigits + upper.fractionDigits
    let scale = lower.fractionDigits.count
    func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
      Array(a.drop(while: { $0 == 0 })) == Array(b.drop(while: { $0 == 0 }))
    }
    while !same(digits, last) {
      // Add one unit in the last place.
      var index = digits.count - 1
      while index >= 0 {
        if digits[index] == 9 {
          digits[index] = 0
          index -= 1
        } else {
          digits[index] += 1
          break
        }
      }
      if index < 0 { digits.insert(1, at: 0) }
      let split = digits.count - scale
      result.append(
        DecimalNumeral(
          integerDigits: Array(digits[..<split]), fractionDigits: Array(digits[split...]),
          exponent: lower.exponent))
    }
    return result
  }
}

extension PluralSampleList {
  /// Every sample value of the list, ranges expanded, in order.
  ///
  /// - Complexity: O(k · d) for k values of d digits.
  public var values: [DecimalNumeral] { items.flatMap(\.values) }
}

// The canonical printer: current CLDR syntax, single spaces, legacy keywords
// rewritten (`is`/`in` → `=`, `is not`/`not in` → `!=`, `mod` → `%`).
// `within` has no modern spelling and is kept. Parsing the output gives back
// an equal AST.

extension PluralRelation: CustomStringConvertible {
  public var description: String {
    var text = operand.rawValue
    if let modulus { text += " % \(modulus)" }
    switch comparison {
    case .equal: text += " = "
    case .notEqual: text += " != "
    case .within: text += " within "
    case .notWithin: text += " not within "
    }
    text += ranges.map {
      $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)"
    }
    .joined(separator: ",")
    return text
  }
}

extension PluralCondition: CustomStringConvertible {
  public var description: String {
    alternatives.map { $0.map(\.description).joined(separator: " and ") }
      .joined(separator: " or ")
  }
}

extension PluralSampleList: CustomStringConvertible {
  public var description: String {
    var parts = items.map { item in
      item.upper.map { "\(item.lower)~\($0)" } ?? "\(item.lower)"
    }
    if isOpenEnded { parts.append("…") }
    return parts.joined(separator: ", ")
  }
}

extension PluralRule: CustomStringConvertible {
  /// The rule in canonical form, samples included: `i = 1 and v = 0 @integer 1`.
  public var description: String {
    var parts: [String] = []
    if let condition { parts.append(condition.description) }
    if let integerSamples { parts.append("@integer \(integerSamples)") }
    if let decimalSamples { parts.append("@decimal \(decimalSamples)") }
    return parts.joined(separator: " ")
  }
}

extension PluralRuleSet: CustomStringConvertible {
  /// `one: …; other: …`, in category order; readable back with ``init(parsing:)``.
  public var description: String {
    PluralKeyword.allCases.compactMap { keyword in
      rules[keyword].map { "\(keyword.rawValue): \($0)" }
    }.joined(separator: "; ")
  }
}

extension PluralRule {
  /// Parses one rule as it appears in CLDR's `<pluralRule>`: an optional
  /// condition, then optional `@integer` and `@decimal` sample lists.
  ///
  /// Both the current syntax (`= != % .. ,`) and the legacy keywords
  /// (`is`, `is not`, `in`, `not in`, `within`, `not within`, `mod`) are
  /// accepted; whitespace between tokens is optional.
  ///
  /// ```swift
  /// let rule = try PluralRule(parsing: "n mod 10 in 2..4 and n mod 100 not in 12..14")
  /// rule.description  // "n % 10 = 2..4 and n % 100 != 12..14"
  /// ```
  ///
  /// - Complexity: O(n) in the length of `text`; sample ranges are checked,
  ///   not expanded.
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    var scanner = RuleScanner(text)
    self = try scanner.rule(terminator: nil)
  }
}

extension PluralCondition {
  /// Parses a condition without samples.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    let rule = try PluralRule(parsing: text)
    guard let condition = rule.condition, rule.integerSamples == nil, rule.decimalSamples == nil
    else { throw PluralRuleSyntaxError(.unexpectedText, "expected a condition", offset: 0) }
    self = condition
  }
}

extension PluralRuleSet {
  /// Parses rules written `keyword: rule; keyword: rule`, the form ICU accepts:
  ///
  /// ```swift
  /// let set = try PluralRuleSet(parsing: "one: n is 1; few: n in 2..4")
  /// ```
  ///
  /// A keyword may appear once; `other` may not have a condition.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    var scanner = RuleScanner(text)
    var rules: [PluralKeyword: PluralRule] = [:]
    while true {
      scanner.skipWhitespace()
      if scanner.isAtEnd { break }
      let keywordStart = scanner.position
      var word: [UInt8] = []
      while let byte = scanner.current, RuleScanner.isLetter(byte) {
        word.append(byte)
        scanner.position += 1
      }
      guard let keyword = PluralKeyword(rawValue: String(decoding: word, as: UTF8.self)) else {
        throw PluralRuleSyntaxError(
          .unexpectedText, "expected a category keyword (zero, one, two, few, many, other)",
          offset: keywordStart)
      }
      guard rules[keyword] == nil else {
        throw PluralRuleSyntaxError(
          .duplicateCategory, "category '\(keyword.rawValue)' appears twice", offset: keywordStart)
      }
      guard scanner.accept(":") else {
        throw PluralRuleSyntaxError(
          .unexpectedText, "expected ':' after '\(keyword.rawValue)'", offset: scanner.position)
      }
      let ruleStart = scanner.position
      let rule = try scanner.rule(terminator: UInt8(ascii: ";"))
      if keyword == .other, rule.condition != nil {
        throw PluralRuleSyntaxError(
          .conditionOnOther, "the 'other' rule cannot have a condition", offset: ruleStart)
      }
      rules[keyword] = rule
      if !scanner.accept(";") { break }
    }
    self.init(rules: rules)
  }
}

extension RuleScanner {
  /// rule := condition? ('@integer' samples)? ('@decimal' samples)?
  mutating func rule(terminator: UInt8?) throws(PluralRuleSyntaxError) -> PluralRule {
    skipWhitespace()
    var condition: PluralCondition?
    if !isAtEnd && current != UInt8(ascii: "@") && current != terminator {
      condition = try self.condition()
    }
    var integerSamples: PluralSampleList?
    var decimalSamples: PluralSampleList?
    if accept("@integer") {
      integerSamples = try sampleList(integersOnly: true)
    }
    if accept("@decimal") {
      decimalSamples = try sampleList(integersOnly: false)
    }
    skipWhitespace()
    if !isAtEnd && current != terminator {
      let message =
        current == UInt8(ascii: "@")
        ? "expected '@integer' or '@decimal' (in that order)"
        : condition == nil && integerSamples == nil && decimalSamples == nil
          ? "expected an operand (n, i, v, w, f, t, c, e)"
          : "expected 'and', 'or', ',' or samples"
      throw PluralRuleSyntaxError(.unexpectedText, message, offset: position)
    }
    return PluralRule(
      condition: condition, integerSamples: integerSamples, decimalSamples: decimalSamples)
  }

  /// condition := and_condition ('or' and_condition)*
  mutating func condition() throws(PluralRuleSyntaxError) -> PluralCondition {
    var alternatives: [[PluralRelation]] = []
    repeat {
      var conjunction = [try relation()]
      while accept("and") {
        conjunction.append(try relation())
      }
      alternatives.append(conjunction)
    } while accept("or")
    return PluralCondition(alternatives: alternatives)
  }

  /// relation := operand (('%' | 'mod') value)? operator range_list
  mutating func relation() throws(PluralRuleSyntaxError) -> PluralRelation {
    skipWhitespace()
    let operandStart = position
    guard let byte = current, RuleScanner.isLetter(byte),
      let operand = PluralOperand(rawValue: String(UnicodeScalar(byte)))
    else {
      throw PluralRuleSyntaxError(
        .unexpectedText, "expected an operand (n, i, v, w, f, t, c, e)", offset: operandStart)
    }
    position += 1
    var modulus: UInt64?
    if accept("%") || accept("mod") {
      skipWhitespace()
      let modulusStart = position
      let value = try integer("a modulus")
      if value == 0 {
        throw PluralRuleSyntaxError(.zeroModulus, "modulus must not be zero", offset: modulusStart)
      }
      modulus = value
    }
    let comparison: PluralRelation.Comparison
    let ranges: [ClosedRange<UInt64>]
    if accept("!=") {
      comparison = .notEqual
      ranges = try rangeList()
    } else if accept("=") {
      comparison = .equal
      ranges = try rangeList()
    } else if accept("is") {
      comparison = accept("not") ? .notEqual : .equal
      let value = try integer("a value")
      ranges = [value...value]
    } else if accept("not") {
      if accept("in") {
        comparison = .notEqual
      } else if accept("within") {
        comparison = .notWithin
      } else {
        skipWhitespace()
        throw PluralRuleSyntaxError(
          .unexpectedText, "expected 'in' or 'within' after 'not'", offset: position)
      }
      ranges = try rangeList()
    } else if accept("in") {
      comparison = .equal
      ranges = try rangeList()
    } else if accept("within") {
      comparison = .within
      ranges = try rangeList()
    } else {
      skipWhitespace()
      throw PluralRuleSyntaxError(
        .unexpectedText, "expected '=', '!=', 'is', 'in', 'within' or 'not' after the operand",
        offset: position)
    }
    return PluralRelation(operand: operand, modulus: modulus, comparison: comparison, ranges: ranges)
  }

  /// range_list := (value | value '..' value) (',' ...)*
  mutating func rangeList() throws(PluralRuleSyntaxError) -> [ClosedRange<UInt64>] {
    var ranges: [ClosedRange<UInt64>] = []
    repeat {
      skipWhitespace()
      let start = position
      let lower = try integer("a value")
      var upper = lower
      if accept("..") {
        upper = try integer("the end of the range")
        if upper < lower {
          throw PluralRuleSyntaxError(.emptyRange, "range \(lower)..\(upper) is empty", offset: start)
        }
      }
      ranges.append(lower...upper)
    } while accept(",")
    return ranges
  }

  /// samples := item (',' item)* (',' ('…' | '...'))?
  mutating func sampleList(integersOnly: Bool) throws(PluralRuleSyntaxError) -> PluralSampleList {
    var items: [PluralSampleItem] = []
    var openEnded = false
    var total = 0
    repeat {
      if accept("…") || accept("...") {
        openEnded = true
        break
      }
      skipWhitespace()
      let start = position
      let lower = try numeral()
      var upper: DecimalNumeral?
      if accept("~") {
        upper = try numeral()
      }
      let item = PluralSampleItem(lower: lower, upper: upper)
      if integersOnly && (!lower.fractionDigits.isEmpty || !(upper?.fractionDigits.isEmpty ?? true)) {
        throw PluralRuleSyntaxError(.invalidSample, "an @integer sample has fraction digits", offset: start)
      }
      if let (kind, message) = item.rangeProblem {
        throw PluralRuleSyntaxError(kind, message, offset: start)
      }
      total += item.valueCount
      if total > PluralSampleItem.maximumExpansion {
        throw PluralRuleSyntaxError(
          .limitExceeded, "the sample list has more than \(PluralSampleItem.maximumExpansion) values",
          offset: start)
      }
      items.append(item)
    } while accept(",")
    if !openEnded && (accept("…") || accept("...")) {
      openEnded = true
    }
    if items.isEmpty {
      throw PluralRuleSyntaxError(.unexpectedText, "expected at least one sample", offset: position)
    }
    return PluralSampleList(items: items, isOpenEnded: openEnded)
  }
}

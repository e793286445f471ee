/// A plural category keyword as it appears in CLDR data and in rule text.
///
/// `PluralRuleSyntax` keeps its own category type so that tools built on it
/// (the table generator among them) do not depend on the `Plurals` runtime.
/// Cases are declared in CLDR's fixed evaluation order.
public enum PluralKeyword: String, CaseIterable, Comparable, Hashable, Sendable {
  case zero, one, two, few, many, other

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// An operand of a plural rule (UTS #35, "Plural Operand Meanings").
///
/// | operand | meaning |
/// |---------|---------|
/// | `n` | absolute value of the number |
/// | `i` | integer digits |
/// | `v` | number of visible fraction digits, with trailing zeros |
/// | `w` | number of visible fraction digits, without trailing zeros |
/// | `f` | visible fraction digits as an integer, with trailing zeros |
/// | `t` | visible fraction digits as an integer, without trailing zeros |
/// | `c`, `e` | compact decimal exponent (synonyms) |
public enum PluralOperand: String, CaseIterable, Hashable, Sendable {
  case n, i, v, w, f, t, c, e
}

/// One comparison of a rule, such as `i % 10 = 2..4` or `n within 0..2`.
public struct PluralRelation: Hashable, Sendable {
  /// How the operand value is compared with the range list.
  public enum Comparison: Hashable, Sendable {
    /// `=` (also the legacy `is` and `in`): the value is an integer in the set.
    case equal
    /// `!=` (also `is not`, `not in`): the negation of ``equal``.
    case notEqual
    /// `within`: the value, integer or not, lies in one of the closed intervals.
    case within
    /// `not within`: the negation of ``within``.
    case notWithin
  }

  public var operand: PluralOperand
  /// The right-hand side of `%` (or `mod`), if any.
  public var modulus: UInt64?
  public var comparison: Comparison
  /// The range list; a single value `k` is stored as `k...k`.
  public var ranges: [ClosedRange<UInt64>]

  public init(
    operand: PluralOperand, modulus: UInt64? = nil, comparison: Comparison,
    ranges: [ClosedRange<UInt64>]
  ) {
    self.operand = operand
    self.modulus = modulus
    self.comparison = comparison
    self.ranges = ranges
  }
}

/// A condition: a disjunction (`or`) of conjunctions (`and`) of relations.
///
/// `and` binds tighter than `or`, and the grammar has no parentheses, so this
/// two-level shape represents every condition exactly.
public struct PluralCondition: Hashable, Sendable {
  /// The `or` alternatives; each is a non-empty list of relations joined by `and`.
  public var alternatives: [[PluralRelation]]

  public init(alternatives: [[PluralRelation]]) {
    self.alternatives = alternatives
  }
}

/// One rule: an optional condition followed by optional samples.
///
/// ```swift
/// let rule = try PluralRule(parsing: "i = 1 and v = 0 @integer 1")
/// rule.condition?.description   // "i = 1 and v = 0"
/// ```
public struct PluralRule: Hashable, Sendable {
  /// `nil` for a rule with no condition (the `other` rule).
  public var condition: PluralCondition?
  public var integerSamples: PluralSampleList?
  public var decimalSamples: PluralSampleList?

  public init(
    condition: PluralCondition?, integerSamples: PluralSampleList? = nil,
    decimalSamples: PluralSampleList? = nil
  ) {
    self.condition = condition
    self.integerSamples = integerSamples
    self.decimalSamples = decimalSamples
  }
}

/// A sample list after `@integer` or `@decimal`: values and ranges `a~b`,
/// possibly ending with `…` to say that more values exist.
public struct PluralSampleList: Hashable, Sendable {
  public var items: [PluralSampleItem]
  /// True when the list ends with `…` (or `...`).
  public var isOpenEnded: Bool

  public init(items: [PluralSampleItem], isOpenEnded: Bool) {
    self.items = items
    self.isOpenEnded = isOpenEnded
  }
}

/// A single sample value, or a range `lower~upper` of values with the same
/// number of fraction digits.
public struct PluralSampleItem: Hashable, Sendable {
  public var lower: DecimalNumeral
  public var upper: DecimalNumeral?

  public init(lower: DecimalNumeral, upper: DecimalNumeral? = nil) {
    self.lower = lower
    self.upper = upper
  }
}

/// The rules of one locale: a rule for each category it uses besides `other`.
///
/// ```swift
/// let rules = try PluralRuleSet(parsing: "one: i = 1 and v = 0; other: ")
/// rules.category(for: try DecimalNumeral(parsing: "1"))    // .one
/// rules.category(for: try DecimalNumeral(parsing: "1.0"))  // .other
/// ```
public struct PluralRuleSet: Hashable, Sendable {
  /// The rules by category. `other`, when present, carries only samples.
  public var rules: [PluralKeyword: PluralRule]

  public init(rules: [PluralKeyword: PluralRule]) {
    self.rules = rules
  }

  /// The categories this rule set can produce, in CLDR order; always includes `other`.
  public var categories: [PluralKeyword] {
    PluralKeyword.allCases.filter { $0 == .other || rules[$0] != nil }
  }
}

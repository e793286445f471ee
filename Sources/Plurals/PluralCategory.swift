/// A CLDR plural category.
///
/// The cases are declared in CLDR's evaluation order; `other` is the category
/// when no rule applies, and every locale has it.
///
/// ```swift
/// PluralRules(locale: "ru").category(for: 5)   // .many
/// PluralCategory(name: "few")                   // .few
/// PluralCategory.many.name                      // "many"
/// ```
public enum PluralCategory: UInt8, CaseIterable, Comparable, Hashable, Sendable,
  CustomStringConvertible
{
  case zero = 0, one, two, few, many, other

  /// The CLDR keyword: "zero", "one", "two", "few", "many" or "other".
  public var name: String {
    switch self {
    case .zero: "zero"
    case .one: "one"
    case .two: "two"
    case .few: "few"
    case .many: "many"
    case .other: "other"
    }
  }

  /// The category with that CLDR keyword, or nil.
  public init?(name: String) {
    guard let category = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = category
  }

  public var description: String { name }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Which CLDR rules apply: counting things (cardinal, "3 files") or ranking
/// them (ordinal, "3rd file").
public enum PluralRuleType: String, CaseIterable, Hashable, Sendable {
  case cardinal, ordinal
}

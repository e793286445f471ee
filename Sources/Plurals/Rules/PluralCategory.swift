/// A CLDR plural category: which form of a word a number takes.
///
/// Categories are names for forms, not for numbers: `one` is the form used
/// with 1 in English, and with 1, 21 and 101 in Russian; `few` and `many` mean
/// different numbers in every language that has them. Each locale uses some
/// of the six (``PluralRules/categories``); `other` is the category when no
/// rule applies, and every locale has it. The examples below are CLDR's rules.
///
/// The cases are declared in CLDR's evaluation order.
///
/// ```swift
/// PluralRules(locale: "ru").category(for: 5)   // .many
/// PluralCategory(name: "few")                   // .few
/// PluralCategory.many.name                      // "many"
/// ```
public enum PluralCategory: UInt8, CaseIterable, Comparable, Hashable, Sendable,
  CustomStringConvertible
{
  /// Arabic and Welsh 0; Latvian 0, 10–20, 30, 40 …
  case zero = 0
  /// English 1 (but not "1.0"); French 0, 1 and 1.5; Russian 1, 21, 31, 101.
  case one
  /// Arabic, Hebrew and Welsh 2; Slovenian 2, 102, 202.
  case two
  /// Russian and Polish 2–4, 22–24; Czech 2–4; Arabic 3–10, 103–110.
  case few
  /// Russian 0, 5–20, 25, 111; Arabic 11–26, 111; French 1000000 and "1.2c6".
  case many
  /// English 0, 2 and "1.0"; Russian 1.5; Arabic 100–102; every number in Japanese.
  case other

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
    // By length and first byte, then one comparison: not a search of
    // `allCases` (which built each name), nor a switch over the names (which
    // compares with each in turn, the unequal ones on a slow path).
    let category: Self
    switch (name.utf8.count, name.utf8.first) {
    case (4, UInt8(ascii: "z")): category = .zero
    case (3, UInt8(ascii: "o")): category = .one
    case (3, UInt8(ascii: "t")): category = .two
    case (3, UInt8(ascii: "f")): category = .few
    case (4, UInt8(ascii: "m")): category = .many
    case (5, UInt8(ascii: "o")): category = .other
    default: return nil
    }
    guard name == category.name else { return nil }
    self = category
  }

  public var description: String { name }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

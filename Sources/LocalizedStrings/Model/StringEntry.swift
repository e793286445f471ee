import Plurals

/// What a variable's dictionary chooses between.
public enum VariableRuleType: Hashable, Sendable {
  /// `NSStringPluralRuleType`: plural categories.
  case plural
  /// `NSStringVariableWidthRuleType`: display widths.
  case width
  /// `NSStringDeviceSpecificRuleType`: device kinds.
  case device
  /// Any other value, kept so that a linter can name it.
  case unknown(String)
  /// No `NSStringFormatSpecTypeKey` (formatted as plural, with a diagnostic).
  case missing
}

/// Where a variable comes from, which decides how messages name it.
package enum VariableSource: Hashable, Sendable {
  /// A variable dictionary of a `.stringsdict` entry.
  case stringsdict
  /// A substitution of a String Catalog localization (`%#@name@` in its value).
  case substitution
  /// The plural variation of a String Catalog localization: the whole text
  /// varies with the first argument; the variable has no name of its own.
  case pluralVariation
}

/// A variable of a format entry, referenced as `%#@name@`.
public final class FormatVariable: Sendable {
  public let name: String
  public let ruleType: VariableRuleType
  /// `NSStringFormatValueTypeKey` (a catalog substitution's `formatSpecifier`),
  /// e.g. `d`, `ld`, `f`, `.2f`; nil for a catalog's plural variation, whose
  /// variants carry their own conversions.
  public let valueType: LocatedString?
  /// Whether it is a `.stringsdict` variable or a catalog's substitution or plural variation.
  package let source: VariableSource
  /// The variants by key (`zero`…`other`, widths, devices), in file order.
  public let variants: [(key: String, value: LocatedString)]
  public let location: SourceLocation
  /// The fraction digits a floating argument will be shown with, from the
  /// value type (`.2f`) or the variants' conversions; nil when not fixed.
  let shownPrecision: Int?
  /// The plural variants by category raw value (zero … other), for formatting.
  let pluralVariants: [LocatedString?]
  /// The text when every plural variant, `other` among them, has the same one (often a lone `other`):
  /// then the number does not matter, and need not be one (`%#@names@`
  /// whose variants are all empty only consumes a string argument, a common trick).
  package let uniformText: LocatedString?

  init(
    name: String, ruleType: VariableRuleType, valueType: LocatedString?,
    variants: [(key: String, value: LocatedString)], location: SourceLocation,
    source: VariableSource = .stringsdict
  ) {
    self.name = name
    self.ruleType = ruleType
    self.valueType = valueType
    self.source = source
    self.variants = variants
    self.location = location
    shownPrecision = EntryFormatter.precision(valueType: valueType, variants: variants)
    // One pass in file order: the last variant of a category wins.
    var byCategory = [LocatedString?](repeating: nil, count: PluralCategory.allCases.count)
    for (key, value) in variants {
      if let category = PluralCategory(name: key) { byCategory[Int(category.rawValue)] = value }
    }
    pluralVariants = byCategory
    let categories = pluralVariants.compactMap { $0 }
    uniformText =
      pluralVariants[Int(PluralCategory.other.rawValue)] != nil
        && categories.allSatisfy { $0.text == categories[0].text } ? categories.last : nil
  }

  /// How messages name it: "variable 'COUNT'", "substitution 'files'", "the plural variation".
  package var displayName: String {
    switch source {
    case .stringsdict: "variable '\(name)'"
    case .substitution: "substitution '\(name)'"
    case .pluralVariation: "the plural variation"
    }
  }

  public func variant(_ key: String) -> LocatedString? {
    variants.last { $0.key == key }?.value
  }

  /// The plural variant for `category`: its own, else `other`, else the
  /// first of `many few two one zero` there is (`fallback` names it); nil without any.
  func variant(for category: PluralCategory) -> (text: LocatedString, fallback: PluralCategory?)? {
    if let text = pluralVariants[Int(category.rawValue)] { return (text, nil) }
    if let other = pluralVariants[Int(PluralCategory.other.rawValue)] { return (other, nil) }
    for fallback in [PluralCategory.many, .few, .two, .one, .zero] {
      if let text = pluralVariants[Int(fallback.rawValue)] { return (text, fallback) }
    }
    return nil
  }

  /// The plural variant for a machine integer: `zero` for 0 when there is
  /// one (in any language), else the variant of its category.
  func variant(forInteger number: Int64, rules: PluralRules)
    -> (text: LocatedString, category: PluralCategory, fallback: PluralCategory?)?
  {
    let category = Self.category(
      forInteger: number, rules: rules, hasZero: pluralVariants[Int(PluralCategory.zero.rawValue)] != nil)
    return variant(for: category).map { ($0.text, category, $0.fallback) }
  }

  /// The category whose variant a machine integer takes: `zero` for 0 when
  /// the variable has a `zero` variant, else the one the rules give.
  static func category(forInteger number: Int64, rules: PluralRules, hasZero: Bool) -> PluralCategory {
    if number == 0 && hasZero { return .zero }
    return Int(exactly: number).map { rules.category(for: $0) } ?? rules.category(for: PluralOperands(number))
  }
}

/// An entry with `NSStringLocalizedFormatKey` and its variables.
public final class FormatEntry: Sendable {
  public let key: String
  public let format: LocatedString
  public let variables: [String: FormatVariable]
  public let location: SourceLocation
  /// The variables again, for a lookup by name that is cheaper than hashing
  /// when there are few (almost always one to three).
  let variableList: [FormatVariable]
  /// The variable the format key consists of (`%#@files@`, the usual shape), if it is one and exists.
  let formatVariable: FormatVariable?

  package init(
    key: String, format: LocatedString, variables: [String: FormatVariable], location: SourceLocation
  ) {
    self.key = key
    self.format = format
    self.variables = variables
    self.location = location
    variableList = variables.values.sorted { $0.name < $1.name }
    if case .variable(let name, _) = format.shape {
      formatVariable = variables[name]
    } else {
      formatVariable = nil
    }
  }

  /// The variable named `name`.
  func variable(named name: String) -> FormatVariable? {
    if variableList.count > 8 { return variables[name] }
    for variable in variableList where variable.name == name { return variable }
    return nil
  }
}

/// One value of a localization table.
public enum StringEntry: Sendable {
  /// A format with `%#@variables@`.
  case format(FormatEntry)
  /// `NSStringVariableWidthRuleType`: texts by display width.
  case width(key: String, variants: [(width: Int, value: LocatedString)], location: SourceLocation)
  /// `NSStringDeviceSpecificRuleType`: texts or format entries by device.
  case device(key: String, variants: [(device: String, value: StringEntry)], location: SourceLocation)
  /// A plain string, used like a `.strings` entry.
  case string(LocatedString)

  public var location: SourceLocation {
    switch self {
    case .format(let entry): entry.location
    case .width(_, _, let location), .device(_, _, let location): location
    case .string(let string): string.location
    }
  }
}

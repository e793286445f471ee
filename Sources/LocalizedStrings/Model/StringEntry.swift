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
  /// For each category raw value (zero … other), the index in `variants`
  /// of its plural variant, -1 for none: kept inline, not in an array of
  /// its own (one allocation fewer per variable while loading).
  private let pluralIndices: InlineArray<6, Int32>
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
    var indices = InlineArray<6, Int32>(repeating: -1)
    for (index, variant) in variants.enumerated() {
      if let category = PluralCategory(name: variant.key) { indices[Int(category.rawValue)] = Int32(index) }
    }
    pluralIndices = indices
    var uniform: LocatedString?
    var isUniform = indices[Int(PluralCategory.other.rawValue)] >= 0
    for position in indices.indices where isUniform && indices[position] >= 0 {
      let text = variants[Int(indices[position])].value
      if let first = uniform { isUniform = first.text == text.text }
      uniform = text
    }
    uniformText = isUniform ? uniform : nil
  }

  /// The variant of `category` itself (no fallback), if there is one.
  @inline(__always)
  func pluralVariant(_ category: PluralCategory) -> LocatedString? {
    let index = pluralIndices[Int(category.rawValue)]
    return index < 0 ? nil : variants[Int(index)].value
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
    if let text = pluralVariant(category) { return (text, nil) }
    if let other = pluralVariant(.other) { return (other, nil) }
    for fallback in [PluralCategory.many, .few, .two, .one, .zero] {
      if let text = pluralVariant(fallback) { return (text, fallback) }
    }
    return nil
  }

  /// The plural variant for a machine integer: `zero` for 0 when there is
  /// one (in any language), else the variant of its category.
  func variant(forInteger number: Int64, rules: PluralRules)
    -> (text: LocatedString, category: PluralCategory, fallback: PluralCategory?)?
  {
    let category = Self.category(
      forInteger: number, rules: rules, hasZero: pluralVariant(.zero) != nil)
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
  /// The variable the format key consists of (`%#@files@`, the usual shape),
  /// if it is one and exists (parsing the format key, the first time).
  var formatVariable: FormatVariable? {
    if case .variable(let name, _) = format.shape { return variable(named: name) }
    return nil
  }

  package init(
    key: String, format: LocatedString, variables: [String: FormatVariable], location: SourceLocation
  ) {
    self.key = key
    self.format = format
    self.variables = variables
    self.location = location
    variableList =
      variables.count < 2 ? Array(variables.values) : variables.values.sorted { $0.name < $1.name }
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

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

/// A variable of a format entry, referenced as `%#@name@`.
public final class FormatVariable: Sendable {
  public let name: String
  public let ruleType: VariableRuleType
  /// `NSStringFormatValueTypeKey`, e.g. `d`, `ld`, `f`, `.2f`.
  public let valueType: LocatedString?
  /// The variants by key (`zero`…`other`, widths, devices), in file order.
  public let variants: [(key: String, value: LocatedString)]
  public let location: SourceLocation
  /// The fraction digits a floating argument will be shown with, from the
  /// value type (`.2f`) or the variants' conversions; nil when not fixed.
  let shownPrecision: Int?
  /// The plural variants by category raw value (zero … other), for formatting.
  let pluralVariants: [LocatedString?]

  init(
    name: String, ruleType: VariableRuleType, valueType: LocatedString?,
    variants: [(key: String, value: LocatedString)], location: SourceLocation
  ) {
    self.name = name
    self.ruleType = ruleType
    self.valueType = valueType
    self.variants = variants
    self.location = location
    shownPrecision = EntryFormatter.precision(valueType: valueType, variants: variants)
    pluralVariants = PluralCategory.allCases.map { category in
      variants.last { $0.key == category.name }?.value
    }
  }

  public func variant(_ key: String) -> LocatedString? {
    variants.last { $0.key == key }?.value
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

  init(key: String, format: LocatedString, variables: [String: FormatVariable], location: SourceLocation) {
    self.key = key
    self.format = format
    self.variables = variables
    self.location = location
    variableList = variables.values.sorted { $0.name < $1.name }
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

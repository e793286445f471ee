import Plurals
import SourceFiles

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
  package let shownPrecision: Int?
  /// Why formatting refuses the variable although its variants may read: a
  /// value type that is no conversion (`999999999d`), or a catalog
  /// substitution's `argNum` that is no argument number (0, 1.5, "1"). The
  /// linter reports the same defect as an error; nil for nearly every variable.
  package let defect: FormatError?
  /// For each category raw value (zero … other), the index in `variants`
  /// of its plural variant, -1 for none: kept inline, not in an array of
  /// its own (one allocation fewer per variable while loading).
  private let pluralIndices: PluralIndices
  /// The text when every plural variant, `other` among them, has the same one (often a lone `other`):
  /// then the number does not matter, and need not be one (`%#@names@`
  /// whose variants are all empty only consumes a string argument, a common trick).
  package let uniformText: LocatedString?

  package init(
    name: String, ruleType: VariableRuleType, valueType: LocatedString?,
    variants: [(key: String, value: LocatedString)], location: SourceLocation,
    source: VariableSource = .stringsdict, defect: FormatError? = nil, argument: Int? = nil
  ) {
    self.name = name
    self.ruleType = ruleType
    self.valueType = valueType
    self.source = source
    self.variants = variants
    self.location = location
    shownPrecision = Self.precision(valueType: valueType, variants: variants, argument: argument)
    // One pass in file order: the last variant of a category wins.
    var indices = PluralIndices()
    for (index, variant) in variants.enumerated() {
      if let category = PluralCategory(name: variant.key) { indices[category] = Int32(index) }
    }
    pluralIndices = indices
    var uniform: LocatedString?
    var isUniform = indices[.other] >= 0
    for category in PluralCategory.allCases where isUniform && indices[category] >= 0 {
      let text = variants[Int(indices[category])].value
      if let first = uniform { isUniform = first.text == text.text }
      uniform = text
    }
    uniformText = isUniform ? uniform : nil
    if defect == nil, let valueType, !Self.isConversion(valueType.text) {
      let field = source == .substitution ? "formatSpecifier" : "NSStringFormatValueTypeKey"
      self.defect = FormatError(
        .invalidFormat,
        "\(field) '\(valueType.text)' of \(Self.displayName(name, source)) is not a conversion; use d, ld, lld, f …",
        at: valueType.location)
    } else {
      self.defect = defect
    }
  }

  /// Whether a value type is one conversion (`d`, `ld`, `.2f`, `@`): the
  /// commonest are known without parsing (``conversion(_:)``).
  static func isConversion(_ valueType: String) -> Bool {
    // The usual ones by name alone: not each directive copied out to be dropped.
    if commonValueTypes.contains(valueType) { return true }
    return parsedConversion(valueType) != nil
  }

  /// The value types of ``commonConversions``.
  private static let commonValueTypes = commonConversions.map(\.valueType)

  /// The conversion a value type declares, nil when it is not one conversion
  /// that reads an argument.
  package static func conversion(_ valueType: String) -> FormatDirective? {
    // A checker reads each variable's conversion several times: the usual ones are parsed once.
    // Compared in turn (short strings compare as two words), not hashed for a dictionary.
    for common in commonConversions where common.valueType == valueType { return common.directive }
    return parsedConversion(valueType)
  }

  /// The conversions of the usual value types, parsed once.
  private static let commonConversions: [(valueType: String, directive: FormatDirective)] =
    ["d", "ld", "lld", "u", "lu", "llu", "i", "f", "g", "@"].compactMap { valueType in
      parsedConversion(valueType).map { (valueType, $0) }
    }

  private static func parsedConversion(_ valueType: String) -> FormatDirective? {
    guard let directive = FormatParser.conversion(valueType), directive.takesArgument,
      directive.variable == nil
    else { return nil }
    return directive
  }

  /// The variant of `category` itself (no fallback), if there is one.
  @inline(__always)
  package func pluralVariant(_ category: PluralCategory) -> LocatedString? {
    let index = pluralIndices[category]
    return index < 0 ? nil : variants[Int(index)].value
  }

  /// How messages name it: "variable 'COUNT'", "substitution 'files'", "the plural variation".
  package var displayName: String { Self.displayName(name, source) }

  static func displayName(_ name: String, _ source: VariableSource) -> String {
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
  package func variant(for category: PluralCategory) -> (text: LocatedString, fallback: PluralCategory?)? {
    if let text = pluralVariant(category) { return (text, nil) }
    if let other = pluralVariant(.other) { return (other, nil) }
    for fallback in [PluralCategory.many, .few, .two, .one, .zero] {
      if let text = pluralVariant(fallback) { return (text, fallback) }
    }
    return nil
  }

  /// The plural variant for a machine integer: `zero` for 0 when there is
  /// one (in any language), else the variant of its category.
  package func variant(forInteger number: Int64, rules: PluralRules)
    -> (text: LocatedString, category: PluralCategory, fallback: PluralCategory?)?
  {
    let category = Self.category(
      forInteger: number, rules: rules, hasZero: pluralVariant(.zero) != nil)
    return variant(for: category).map { ($0.text, category, $0.fallback) }
  }

  /// The category whose variant a machine integer takes: `zero` for 0 when
  /// the variable has a `zero` variant, else the one the rules give.
  @inlinable @inline(__always)
  package static func category(forInteger number: Int64, rules: PluralRules, hasZero: Bool) -> PluralCategory
  {
    if number == 0 && hasZero { return .zero }
    return Int(exactly: number).map { rules.category(for: $0) }
      ?? rules.category(for: PluralOperands(number))
  }
}

/// An entry with `NSStringLocalizedFormatKey` and its variables.
public final class FormatEntry: Sendable {
  public let key: String
  public let format: LocatedString
  public let location: SourceLocation
  /// The variables sorted by name, one per name: looked up by name without
  /// hashing (almost always one to three), and no dictionary to build at
  /// load.
  package let variableList: [FormatVariable]

  /// The variables by name.
  ///
  /// - Complexity: O(*v*) in the number of variables: the dictionary is
  ///   made on each access. Use ``variable(named:)`` for one variable.
  public var variables: [String: FormatVariable] {
    Dictionary(uniqueKeysWithValues: variableList.lazy.map { ($0.name, $0) })
  }

  /// The variable the format key consists of (`%#@files@`, the usual shape),
  /// if it is one and exists (parsing the format key, the first time).
  package var formatVariable: FormatVariable? {
    if case .variable(let name, _) = format.shape { return variable(named: name) }
    return nil
  }

  package convenience init(
    key: String, format: LocatedString, variables: [String: FormatVariable], location: SourceLocation
  ) {
    self.init(key: key, format: format, variablesInFileOrder: Array(variables.values), location: location)
  }

  /// An entry whose variables are given in file order; of two with the same
  /// name, the later one is kept (as a property list's later key wins).
  package init(
    key: String, format: LocatedString, variablesInFileOrder variables: consuming [FormatVariable],
    location: SourceLocation
  ) {
    self.key = key
    self.format = format
    self.location = location
    var list = consume variables
    // Sorted by name; the standard library's sort is stable, so file order stays among equal names.
    list.sort { $0.name < $1.name }
    // The last of each name.
    var kept = 0
    for index in list.indices where index + 1 == list.count || list[index + 1].name != list[index].name {
      list.swapAt(kept, index)
      kept += 1
    }
    list.removeLast(list.count - kept)
    variableList = list
  }

  /// The variable named `name`, if there is one.
  ///
  /// - Complexity: O(log *v*) in the number of variables.
  public func variable(named name: String) -> FormatVariable? {
    if variableList.count <= 8 {
      for variable in variableList where variable.name == name { return variable }
      return nil
    }
    var low = 0
    var high = variableList.count
    while low < high {
      let middle = (low + high) / 2
      if variableList[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < variableList.count && variableList[low].name == name ? variableList[low] : nil
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

/// For each plural category, the index of its variant in a variable's
/// variants, -1 for none: six numbers kept inline (`InlineArray` needs the
/// 2026 Apple platforms).
struct PluralIndices: Sendable {
  private var storage: (Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1)

  subscript(category: PluralCategory) -> Int32 {
    get {
      // A homogeneous tuple is laid out as an array of its elements.
      withUnsafeBytes(of: storage) { $0.load(fromByteOffset: 4 * Int(category.rawValue), as: Int32.self) }
    }
    set {
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(of: newValue, toByteOffset: 4 * Int(category.rawValue), as: Int32.self)
      }
    }
  }
}

import Plurals

/// A problem found in a localization file, with a stable code and its place.
public struct StringsdictDiagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error, warning, note
  }

  public var severity: Severity
  /// A stable identifier, e.g. `missing-format-key`.
  public var code: String
  public var message: String
  public var location: SourceLocation

  public init(_ severity: Severity, _ code: String, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
  }

  /// `file:line:column: warning: message [code]`
  public var description: String { "\(location): \(severity.rawValue): \(message) [\(code)]" }
}

/// A string from a file, with where it was.
/// A string from a file, with where it was. As a format string it is
/// parsed once, when the file is loaded.
public final class LocatedString: Hashable, Sendable {
  public let text: String
  public let location: SourceLocation
  /// The parsed format (or why it is not one), kept for formatting.
  let segments: Result<[FormatSegment], FormatError>
  /// Set when the format is `prefix %d suffix` (the commonest variant shape).
  let simpleInteger: SimpleIntegerFormat?

  public init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
    segments = Result { () throws(FormatError) in try FormatParser.parse(text) }
    simpleInteger = (try? segments.get()).flatMap(SimpleIntegerFormat.init)
  }

  /// Whether the string holds a `%#@variable@` (so formatting it can nest).
  var hasVariables: Bool {
    guard case .success(let segments) = segments else { return false }
    return segments.contains { segment in
      if case .directive(let directive) = segment { return directive.variable != nil }
      return false
    }
  }

  public static func == (lhs: LocatedString, rhs: LocatedString) -> Bool {
    lhs.text == rhs.text && lhs.location == rhs.location
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(location)
  }
}

/// A format made of optional literal text, one plain integer conversion
/// (`%d %i %u %ld %lld %qd %lu …`, no flags, width or precision) and optional
/// literal text: formatted without going through the general engine.
struct SimpleIntegerFormat: Sendable, Hashable {
  let prefix: [UInt8]
  let suffix: [UInt8]
  /// 0-based argument index when the conversion is numbered.
  let position: Int?
  let unsigned: Bool

  init?(_ segments: [FormatSegment]) {
    var prefix = ""
    var suffix = ""
    var directive: FormatDirective?
    for segment in segments {
      switch segment {
      case .literal(let text):
        if directive == nil { prefix += text } else { suffix += text }
      case .directive(let found):
        guard directive == nil else { return nil }
        directive = found
      }
    }
    guard let directive, "diu".contains(directive.conversion), directive.width == .none,
      directive.precision == .none, !directive.plusSign, !directive.space, !directive.alternate,
      !directive.leftAlign, !directive.zeroPad, directive.length != .h, directive.length != .hh
    else { return nil }
    self.prefix = Array(prefix.utf8)
    self.suffix = Array(suffix.utf8)
    position = directive.position.map { $0 - 1 }
    unsigned = directive.conversion == "u"
  }

  /// The text for a machine integer argument, written in one pass; nil for
  /// anything else (the general engine decides).
  func render(_ value: FormatValue) -> String? {
    let magnitude: UInt64
    let negative: Bool
    switch value {
    case .signed(let number) where !unsigned || number >= 0:
      magnitude = number.magnitude
      negative = number < 0
    case .unsigned(let number):
      magnitude = number
      negative = false
    default:
      return nil
    }
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    let sign = negative ? 1 : 0
    let count = prefix.count + sign + digits + suffix.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for byte in prefix {
        buffer[index] = byte
        index += 1
      }
      if negative { buffer[index] = 0x2D }
      var value = magnitude
      var position = index + sign + digits - 1
      repeat {
        buffer[position] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
        value /= 10
        position -= 1
      } while value > 0
      index += sign + digits
      for byte in suffix {
        buffer[index] = byte
        index += 1
      }
      return count
    }
  }
}

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
public enum StringsdictEntry: Sendable {
  /// A format with `%#@variables@`.
  case format(FormatEntry)
  /// `NSStringVariableWidthRuleType`: texts by display width.
  case width(key: String, variants: [(width: Int, value: LocatedString)], location: SourceLocation)
  /// `NSStringDeviceSpecificRuleType`: texts or format entries by device.
  case device(key: String, variants: [(device: String, value: StringsdictEntry)], location: SourceLocation)
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

/// The keys Apple's format uses.
enum StringsdictKeys {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specType = "NSStringFormatSpecTypeKey"
  static let valueType = "NSStringFormatValueTypeKey"
  static let pluralRule = "NSStringPluralRuleType"
  static let widthRule = "NSStringVariableWidthRuleType"
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  static let devices: Set<String> = [
    "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other",
  ]
}

/// Builds entries from property list dictionaries, collecting diagnostics.
struct EntryBuilder {
  var diagnostics: [StringsdictDiagnostic] = []

  mutating func entry(key: String, node: PropertyListNode) -> StringsdictEntry? {
    if let text = node.string {
      return .string(LocatedString(text, at: node.location))
    }
    guard let dictionary = node.dictionary else {
      diagnostics.append(
        .init(
          .error, "invalid-entry", "entry '\(key)' is a \(node.kindName), not a string or dictionary",
          at: node.location))
      return nil
    }
    if let widths = dictionary[StringsdictKeys.widthRule] {
      return widthEntry(key: key, node: widths, location: node.location)
    }
    if let devices = dictionary[StringsdictKeys.deviceRule] {
      return deviceEntry(key: key, node: devices, location: node.location)
    }
    return formatEntry(key: key, dictionary: dictionary, location: node.location).map(StringsdictEntry.format)
  }

  mutating func formatEntry(key: String, dictionary: PropertyListDictionary, location: SourceLocation)
    -> FormatEntry?
  {
    guard let formatNode = dictionary[StringsdictKeys.formatKey] else {
      diagnostics.append(
        .init(
          .error, "missing-format-key", "entry '\(key)' has no \(StringsdictKeys.formatKey)", at: location))
      return nil
    }
    guard let format = formatNode.string else {
      diagnostics.append(
        .init(
          .error, "invalid-format-key",
          "\(StringsdictKeys.formatKey) of '\(key)' is a \(formatNode.kindName)",
          at: formatNode.location))
      return nil
    }
    var variables: [String: FormatVariable] = [:]
    for item in dictionary.entries where item.key != StringsdictKeys.formatKey {
      guard let variableDictionary = item.value.dictionary else {
        diagnostics.append(
          .init(
            .warning, "invalid-variable",
            "'\(item.key)' in entry '\(key)' is a \(item.value.kindName), not a variable dictionary",
            at: item.keyLocation))
        continue
      }
      variables[item.key] = variable(
        name: item.key, dictionary: variableDictionary, location: item.keyLocation)
    }
    return FormatEntry(
      key: key, format: LocatedString(format, at: formatNode.location), variables: variables,
      location: location)
  }

  mutating func variable(name: String, dictionary: PropertyListDictionary, location: SourceLocation)
    -> FormatVariable
  {
    var ruleType = VariableRuleType.missing
    if let spec = dictionary[StringsdictKeys.specType] {
      switch spec.string {
      case StringsdictKeys.pluralRule: ruleType = .plural
      case StringsdictKeys.widthRule: ruleType = .width
      case StringsdictKeys.deviceRule: ruleType = .device
      default:
        ruleType = .unknown(spec.string ?? spec.kindName)
        diagnostics.append(
          .init(
            .error, "unknown-spec-type",
            "variable '\(name)' has unknown \(StringsdictKeys.specType) '\(spec.string ?? spec.kindName)'",
            at: spec.location))
      }
    } else {
      diagnostics.append(
        .init(
          .warning, "missing-spec-type",
          "variable '\(name)' has no \(StringsdictKeys.specType); add \(StringsdictKeys.pluralRule)",
          at: location))
    }
    var valueType: LocatedString?
    var variants: [(String, LocatedString)] = []
    for item in dictionary.entries {
      switch item.key {
      case StringsdictKeys.specType: continue
      case StringsdictKeys.valueType:
        if let text = item.value.string { valueType = LocatedString(text, at: item.value.location) }
      default:
        guard let text = item.value.string else {
          diagnostics.append(
            .init(
              .warning, "invalid-variant", "variant '\(item.key)' of '\(name)' is a \(item.value.kindName)",
              at: item.keyLocation))
          continue
        }
        variants.append((item.key, LocatedString(text, at: item.value.location)))
      }
    }
    return FormatVariable(
      name: name, ruleType: ruleType, valueType: valueType, variants: variants, location: location)
  }

  mutating func widthEntry(key: String, node: PropertyListNode, location: SourceLocation) -> StringsdictEntry?
  {
    guard let dictionary = node.dictionary else {
      diagnostics.append(
        .init(
          .error, "invalid-width-entry", "width variants of '\(key)' are not a dictionary", at: node.location)
      )
      return nil
    }
    var variants: [(Int, LocatedString)] = []
    for item in dictionary.entries {
      guard let width = Int(item.key), width >= 0, let text = item.value.string else {
        diagnostics.append(
          .init(
            .warning, "invalid-width", "width variant '\(item.key)' of '\(key)' is not a width with a string",
            at: item.keyLocation))
        continue
      }
      variants.append((width, LocatedString(text, at: item.value.location)))
    }
    return .width(key: key, variants: variants, location: location)
  }

  mutating func deviceEntry(key: String, node: PropertyListNode, location: SourceLocation)
    -> StringsdictEntry?
  {
    guard let dictionary = node.dictionary else {
      diagnostics.append(
        .init(
          .error, "invalid-device-entry", "device variants of '\(key)' are not a dictionary",
          at: node.location))
      return nil
    }
    var variants: [(String, StringsdictEntry)] = []
    for item in dictionary.entries {
      if !StringsdictKeys.devices.contains(item.key) {
        diagnostics.append(
          .init(.warning, "unknown-device", "'\(item.key)' is not a known device kind", at: item.keyLocation))
      }
      if let entry = entry(key: key, node: item.value) {
        variants.append((item.key, entry))
      }
    }
    return .device(key: key, variants: variants, location: location)
  }
}

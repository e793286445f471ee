/// The keys Apple's format uses.
import SourceFiles

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
package struct EntryBuilder {
  /// The file the entries come from, named in their locations.
  let file: String
  package var diagnostics: [LocalizationDiagnostic] = []

  package init(file: String) { self.file = file }

  package mutating func entry(key: String, node: PropertyListNode) -> StringEntry? {
    if let text = node.string {
      return .string(LocatedString(text, at: node.location(in: file)))
    }
    guard let dictionary = node.dictionary else {
      diagnostics.append(
        .init(
          .invalidEntry, "entry '\(key)' is a \(node.kindName), not a string or dictionary",
          at: node.location(in: file)))
      return nil
    }
    diagnostics += dictionary.duplicateKeyDiagnostics(in: file) { "'\($0)' in entry '\(key)'" }
    if let widths = dictionary[StringsdictKeys.widthRule] {
      return widthEntry(key: key, node: widths, location: node.location(in: file))
    }
    if let devices = dictionary[StringsdictKeys.deviceRule] {
      return deviceEntry(key: key, node: devices, location: node.location(in: file))
    }
    return formatEntry(key: key, dictionary: dictionary, location: node.location(in: file)).map(
      StringEntry.format)
  }

  mutating func formatEntry(key: String, dictionary: PropertyListDictionary, location: SourceLocation)
    -> FormatEntry?
  {
    guard let formatNode = dictionary[StringsdictKeys.formatKey] else {
      diagnostics.append(
        .init(.missingFormatKey, "entry '\(key)' has no \(StringsdictKeys.formatKey)", at: location))
      return nil
    }
    guard let format = formatNode.string else {
      diagnostics.append(
        .init(
          .invalidFormatKey,
          "\(StringsdictKeys.formatKey) of '\(key)' is a \(formatNode.kindName)",
          at: formatNode.location(in: file)))
      return nil
    }
    var variables: [String: FormatVariable] = [:]
    for item in dictionary.entries where !PropertyListDictionary.isNamed(item.key, StringsdictKeys.formatKey)
    {
      guard let variableDictionary = item.value.dictionary else {
        diagnostics.append(
          .init(
            .invalidVariable,
            "'\(item.key)' in entry '\(key)' is a \(item.value.kindName), not a variable dictionary",
            at: item.keyLocation(in: file)))
        continue
      }
      variables[item.key] = variable(
        name: item.key, key: key, dictionary: variableDictionary, location: item.keyLocation(in: file))
    }
    return FormatEntry(
      key: key, format: LocatedString(format, at: formatNode.location(in: file)), variables: variables,
      location: location)
  }

  /// The variable `name` of the entry `key`.
  mutating func variable(
    name: String, key: String, dictionary: PropertyListDictionary, location: SourceLocation
  )
    -> FormatVariable
  {
    diagnostics += dictionary.duplicateKeyDiagnostics(in: file) {
      "'\($0)' in variable '\(name)' of '\(key)'"
    }
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
            .unknownSpecType,
            "variable '\(name)' has unknown \(StringsdictKeys.specType) '\(spec.string ?? spec.kindName)'",
            at: spec.location(in: file)))
      }
    } else {
      diagnostics.append(
        .init(
          .missingSpecType,
          "variable '\(name)' has no \(StringsdictKeys.specType); add \(StringsdictKeys.pluralRule)",
          at: location))
    }
    var valueType: LocatedString?
    var variants: [(key: String, value: LocatedString)] = []
    variants.reserveCapacity(dictionary.entries.count)
    for item in dictionary.entries {
      if PropertyListDictionary.isNamed(item.key, StringsdictKeys.specType) { continue }
      if PropertyListDictionary.isNamed(item.key, StringsdictKeys.valueType) {
        if let text = item.value.string { valueType = LocatedString(text, at: item.value.location(in: file)) }
      } else {
        guard let text = item.value.string else {
          diagnostics.append(
            .init(
              .invalidVariant, "variant '\(item.key)' of '\(name)' is a \(item.value.kindName)",
              at: item.keyLocation(in: file)))
          continue
        }
        variants.append((item.key, LocatedString(text, at: item.value.location(in: file))))
      }
    }
    return FormatVariable(
      name: name, ruleType: ruleType, valueType: valueType, variants: variants, location: location)
  }

  mutating func widthEntry(key: String, node: PropertyListNode, location: SourceLocation) -> StringEntry? {
    guard let dictionary = node.dictionary else {
      diagnostics.append(
        .init(
          .invalidWidthEntry, "width variants of '\(key)' are not a dictionary", at: node.location(in: file))
      )
      return nil
    }
    diagnostics += dictionary.duplicateKeyDiagnostics(in: file) { "width '\($0)' of '\(key)'" }
    var variants: [(Int, LocatedString)] = []
    for item in dictionary.entries {
      guard let width = Int(item.key), width >= 0, let text = item.value.string else {
        diagnostics.append(
          .init(
            .invalidWidth, "width variant '\(item.key)' of '\(key)' is not a width with a string",
            at: item.keyLocation(in: file)))
        continue
      }
      variants.append((width, LocatedString(text, at: item.value.location(in: file))))
    }
    return .width(key: key, variants: variants, location: location)
  }

  mutating func deviceEntry(key: String, node: PropertyListNode, location: SourceLocation)
    -> StringEntry?
  {
    guard let dictionary = node.dictionary else {
      diagnostics.append(
        .init(
          .invalidDeviceEntry, "device variants of '\(key)' are not a dictionary",
          at: node.location(in: file)))
      return nil
    }
    diagnostics += dictionary.duplicateKeyDiagnostics(in: file) { "device '\($0)' of '\(key)'" }
    var variants: [(String, StringEntry)] = []
    for item in dictionary.entries {
      if !StringsdictKeys.devices.contains(item.key) {
        diagnostics.append(
          .init(.unknownDevice, "'\(item.key)' is not a known device kind", at: item.keyLocation(in: file)))
      }
      if let entry = entry(key: key, node: item.value) {
        variants.append((item.key, entry))
      }
    }
    return .device(key: key, variants: variants, location: location)
  }
}

/// Turns catalog localizations into entries.
struct CatalogConverter {
  var diagnostics: [LocalizationDiagnostic] = []
  var states: [String: [String: String]] = [:]
  static let variationVariable = "__variation"

  /// Argument gaps and type conflicts, as a format entry sees them.
  mutating func checkArguments(_ entry: StringEntry, key: String) {
    switch entry {
    case .format(let format): diagnostics += format.argumentDiagnostics()
    case .string(let text):
      // A plain string that is no valid format ("Test %") is literal text, as in Xcode.
      guard case .success = text.segments else { return }
      let wrapped = FormatEntry(key: key, format: text, variables: [:], location: text.location)
      diagnostics += wrapped.argumentDiagnostics()
    case .device(_, let variants, _): for variant in variants { checkArguments(variant.value, key: key) }
    case .width: break
    }
  }

  mutating func unit(_ node: JSONNode, key: String, language: String) -> LocatedString? {
    guard let unit = node["stringUnit"] else { return nil }
    guard let value = unit["value"]?.string else {
      diagnostics.append(
        .init(
          .error, "catalog-missing-value", "a string unit of '\(key)' (\(language)) has no value",
          at: unit.location))
      return nil
    }
    if let state = unit["state"]?.string {
      if states[key]?[language] == nil || state != "translated" {
        states[key, default: [:]][language] = state
      }
      if state == "new" || state == "needs_review" {
        diagnostics.append(
          .init(
            .note, "catalog-state-\(state.replacing("_", with: "-"))",
            "'\(key)' (\(language)) is in state \(state)", at: unit.location))
      }
    }
    return LocatedString(value, at: unit["value"]?.location ?? unit.location)
  }

  mutating func entry(key: String, language: String, node: JSONNode) -> StringEntry? {
    if let variations = node["variations"] {
      if let device = variations["device"] {
        var variants: [(device: String, value: StringEntry)] = []
        for (name, variant) in device.members {
          if let entry = entry(key: key, language: language, node: variant) { variants.append((name, entry)) }
        }
        return .device(key: key, variants: variants, location: device.location)
      }
      if let plural = variations["plural"] {
        return pluralEntry(key: key, language: language, plural: plural, location: node.location)
      }
      diagnostics.append(
        .init(
          .warning, "catalog-unknown-variation", "'\(key)' (\(language)) has an unknown kind of variation",
          at: variations.location))
      return nil
    }
    guard let text = unit(node, key: key, language: language) else { return nil }
    let substitutions = node["substitutions"]?.members ?? []
    if substitutions.isEmpty { return .string(text) }
    // Bind each %#@name@ to its substitution's argument and turn %arg into that conversion.
    var variables: [String: FormatVariable] = [:]
    var argumentOf: [String: Int] = [:]
    for (name, substitution) in substitutions {
      guard let argument = substitution["argNum"]?.integer, argument >= 1 else {
        diagnostics.append(
          .init(
            .error, "catalog-missing-argnum", "substitution '\(name)' of '\(key)' has no argNum",
            at: substitution.location))
        continue
      }
      argumentOf[name] = argument
      let specifier = substitution["formatSpecifier"]?.string ?? "lld"
      var variants: [(key: String, value: LocatedString)] = []
      for (category, variant) in substitution["variations"]?["plural"]?.members ?? [] {
        guard let value = unit(variant, key: key, language: language) else { continue }
        variants.append(
          (
            category,
            LocatedString(value.text.replacing("%arg", with: "%\(argument)$\(specifier)"), at: value.location)
          ))
      }
      variables[name] = FormatVariable(
        name: name, ruleType: .plural, valueType: LocatedString(specifier, at: substitution.location),
        variants: variants,
        location: substitution.location)
    }
    let format = Self.bind(text.text, arguments: argumentOf)
    return .format(
      FormatEntry(
        key: key, format: LocatedString(format, at: text.location), variables: variables,
        location: node.location))
  }

  /// Numbers each `%#@name@` whose place in the sequence of unnumbered
  /// conversions is not its substitution's `argNum`, so that both the
  /// substitutions and the other conversions get the arguments Xcode gives them.
  static func bind(_ format: String, arguments: [String: Int]) -> String {
    guard let segments = try? FormatParser.parse(format) else { return format }
    let bytes = Array(format.utf8)
    var result: [UInt8] = []
    var copied = 0
    var sequential = 0
    for case .directive(let directive) in segments where directive.takesArgument {
      guard directive.position == nil else { continue }
      sequential += 1
      guard let name = directive.variable, let argument = arguments[name], argument != sequential else {
        continue
      }
      result += bytes[copied..<directive.range.lowerBound]
      result += Array("%\(argument)$#@\(name)@".utf8)
      copied = directive.range.upperBound
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// Plural variations vary on the first argument; a category may itself
  /// vary by device, which becomes a device entry of plural entries.
  mutating func pluralEntry(key: String, language: String, plural: JSONNode, location: SourceLocation)
    -> StringEntry?
  {
    let devices = Set(plural.members.flatMap { $0.value["variations"]?["device"]?.members.map(\.key) ?? [] })
    if !devices.isEmpty {
      var variants: [(device: String, value: StringEntry)] = []
      for device in devices.sorted() {
        var variantTexts: [(key: String, value: LocatedString)] = []
        for (category, node) in plural.members {
          let deviceNode = node["variations"]?["device"]
          let chosen = deviceNode?[device] ?? deviceNode?["other"] ?? node
          if let text = unit(chosen, key: key, language: language) { variantTexts.append((category, text)) }
        }
        variants.append((device, pluralFormat(key: key, variants: variantTexts, location: location)))
      }
      return .device(key: key, variants: variants, location: location)
    }
    var variantTexts: [(key: String, value: LocatedString)] = []
    for (category, node) in plural.members {
      if let text = unit(node, key: key, language: language) { variantTexts.append((category, text)) }
    }
    return pluralFormat(key: key, variants: variantTexts, location: location)
  }

  func pluralFormat(key: String, variants: [(key: String, value: LocatedString)], location: SourceLocation)
    -> StringEntry
  {
    let variable = FormatVariable(
      name: Self.variationVariable, ruleType: .plural, valueType: nil, variants: variants, location: location)
    return .format(
      FormatEntry(
        key: key, format: LocatedString("%1$#@\(Self.variationVariable)@", at: location),
        variables: [Self.variationVariable: variable], location: location))
  }
}

import LocalizedStrings
@_spi(InternalJSON) package import InternalJSON
@_spi(ExpatXML) import ExpatXML
import SourceFiles
internal import InternalUtilities

/// Turns the localizations of a String Catalog into the entry model of a
/// `.stringsdict` (plural variations and substitutions become plural
/// variables, device and width variations device and width entries),
/// collecting diagnostics in catalog terms.
package struct CatalogConverter {
  package var diagnostics: [LocalizationDiagnostic] = []
  /// The `state` of each key's string units, by language ("translated" unless one says otherwise).
  package var states: [String: [String: String]] = [:]
  let sourceLanguage: String
  /// The name of the variable that stands for a plural variation.
  static let variationVariable = "__variation"

  package init(sourceLanguage: String) {
    self.sourceLanguage = sourceLanguage
  }

  /// Argument gaps and type conflicts, as a format entry sees them.
  package mutating func checkArguments(_ entry: StringEntry, key: String, language: String) {
    func subject() -> String { "'\(key)' (\(language))" }
    switch entry {
    case .format(let format): diagnostics += format.argumentDiagnostics(subject: subject())
    case .string(let text):
      // A plain string that is no valid format ("Test %") is literal text, as in Xcode.
      guard case .success(let directives) = text.directives else { return }
      // Unnumbered conversions and no variables: each argument is read once, in order; nothing to report.
      if directives.allSatisfy({ $0.isSequential }) { return }
      let wrapped = FormatEntry(key: key, format: text, variables: [:], location: text.location)
      diagnostics += wrapped.argumentDiagnostics(subject: subject())
    case .device(_, let variants, _):
      for variant in variants { checkArguments(variant.value, key: key, language: language) }
    case .width: break
    }
  }

  /// The text of a `stringUnit`, recording its review state.
  mutating func unit(_ node: JSONNode, key: String, language: String) -> LocatedString? {
    guard let unit = node["stringUnit"] else { return nil }
    guard let value = unit["value"]?.string else {
      diagnostics.append(
        .init(.catalogMissingValue, "a string unit of '\(key)' (\(language)) has no value", at: unit.location)
      )
      return nil
    }
    if let state = unit["state"]?.string {
      if states[key]?[language] == nil || state != "translated" {
        states[key, default: [:]][language] = state
      }
      // Xcode leaves the source language's units in state new: only translations are worth a note.
      if language != sourceLanguage {
        if state == "new" {
          diagnostics.append(
            .init(.catalogStateNew, "'\(key)' (\(language)) is in state new", at: unit.location))
        } else if state == "needs_review" {
          diagnostics.append(
            .init(
              .catalogStateNeedsReview, "'\(key)' (\(language)) is in state needs_review", at: unit.location))
        }
      }
    }
    return LocatedString(value, at: unit["value"]?.location ?? unit.location)
  }

  /// The entry of one localization (or of one device or width variant of it).
  package mutating func entry(key: String, language: String, node: JSONNode) -> StringEntry? {
    let substitutions = self.substitutions(key: key, language: language, node: node)
    if let variations = node["variations"] {
      if let device = variations["device"] {
        var variants: [(device: String, value: StringEntry)] = []
        for member in device.members {
          let (name, variant) = (member.key, member.value)
          if let entry = entry(key: key, language: language, node: variant) { variants.append((name, entry)) }
        }
        return .device(key: key, variants: variants, location: device.location)
      }
      if let width = variations["width"] {
        var variants: [(width: Int, value: LocatedString)] = []
        for member in width.members {
          let (name, variant) = (member.key, member.value)
          guard let value = Int(name), value >= 0 else {
            diagnostics.append(
              .init(
                .invalidWidth, "width variation '\(name)' of '\(key)' (\(language)) is not a width",
                at: variant.location))
            continue
          }
          if let text = unit(variant, key: key, language: language) { variants.append((value, text)) }
        }
        return .width(key: key, variants: variants, location: width.location)
      }
      if let plural = variations["plural"] {
        return pluralEntry(
          key: key, language: language, plural: plural, substitutions: substitutions, location: node.location)
      }
      diagnostics.append(
        .init(
          .catalogUnknownVariation,
          "'\(key)' (\(language)) varies by \(variations.members.map { "'\($0.key)'" }.joined(separator: ", ")), which is not plural, device or width",
          at: variations.location))
      return nil
    }
    guard let text = unit(node, key: key, language: language) else { return nil }
    if substitutions.variables.isEmpty { return .string(text) }
    return .format(
      FormatEntry(
        key: key,
        format: LocatedString(Self.bind(text.text, arguments: substitutions.arguments), at: text.location),
        variables: substitutions.variables, location: node.location))
  }

  /// The substitutions of a localization as plural variables, and the
  /// argument numbers of those that give one.
  ///
  /// A substitution with `argNum` takes that argument and its `%arg` prints
  /// it as `%N$<formatSpecifier>`. One without `argNum` (what Xcode's
  /// migration from `.stringsdict` writes) takes its argument from the place
  /// of `%#@name@` in the format, as a `.stringsdict` variable does, and its
  /// `%arg` prints that argument (`%<formatSpecifier>`, unnumbered).
  mutating func substitutions(key: String, language: String, node: JSONNode) -> (
    variables: [String: FormatVariable], arguments: [String: Int]
  ) {
    var variables: [String: FormatVariable] = [:]
    var arguments: [String: Int] = [:]
    for member in node["substitutions"]?.members ?? [] {
      let (name, substitution) = (member.key, member.value)
      var argument: Int?
      var defect: FormatError?
      if let node = substitution["argNum"] {
        // A whole number from 1 to the largest position; anything else is an
        // error here and when the substitution is formatted.
        if let number = node.integer, (1...FormatLimits.maximumPosition).contains(number) {
          argument = number
        } else {
          let message =
            "substitution '\(name)' of '\(key)' (\(language)) has argNum \(node.jsonText), not an argument number from 1 to \(FormatLimits.maximumPosition)"
          diagnostics.append(.init(.invalidFormat, message, at: node.location))
          defect = FormatError(.invalidFormat, message, at: node.location)
        }
      }
      if let argument { arguments[name] = argument }
      let specifierNode = substitution["formatSpecifier"]
      let specifier = specifierNode?.string ?? "lld"
      let printed = argument.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
      var variants: [(key: String, value: LocatedString)] = []
      let kinds = substitution["variations"]?.members ?? []
      for variation in kinds where variation.key != "plural" {
        diagnostics.append(
          .init(
            .catalogUnknownVariation,
            "substitution '\(name)' of '\(key)' (\(language)) varies by '\(variation.key)', which is not plural",
            at: variation.value.location))
      }
      for member in substitution["variations"]?["plural"]?.members ?? [] {
        let (category, variant) = (member.key, member.value)
        guard let value = unit(variant, key: key, language: language) else { continue }
        let text = Self.replacingArg(value.text, with: printed)
        variants.append((category, text == value.text ? value : LocatedString(text, at: value.location)))
      }
      variables[name] = FormatVariable(
        name: name, ruleType: .plural,
        valueType: LocatedString(specifier, at: specifierNode?.location ?? substitution.location),
        variants: variants, location: substitution.location, source: .substitution, defect: defect)
    }
    return (variables, arguments)
  }

  /// `text` with each `%arg` replaced by `printed`, matched as characters
  /// are (a match next to a non-ASCII byte is left to the character-wise replacement).
  static func replacingArg(_ text: String, with printed: String) -> String {
    let bytes = Array(text.utf8)
    let pattern = Array("%arg".utf8)
    var matches: [Int] = []
    var from = 0
    while let match = XMLEventReader.find(pattern, in: bytes, from: from) {
      let end = match + pattern.count
      guard match == 0 || bytes[match - 1] < 0x80, end == bytes.count || bytes[end] < 0x80 else {
        return text.replacing("%arg", with: printed)
      }
      matches.append(match)
      from = end
    }
    guard !matches.isEmpty else { return text }
    var result: [UInt8] = []
    var copied = 0
    for match in matches {
      result += bytes[copied..<match]
      result += printed.utf8
      copied = match + pattern.count
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// Numbers each `%#@name@` whose place in the sequence of unnumbered
  /// conversions is not its substitution's `argNum`, so that both the
  /// substitutions and the other conversions get the arguments Xcode gives them.
  static func bind(_ format: String, arguments: [String: Int]) -> String {
    guard !arguments.isEmpty, let segments = try? FormatParser.parse(format) else { return format }
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

  /// `text` with its unnumbered conversions numbered from 1 (`%@ has %lld
  /// files` → `%1$@ has %2$lld files`), so that it reads the same arguments
  /// as the variant of a variable bound to another argument, where
  /// unnumbered conversions would start at that argument; nil when it cannot
  /// be written so (a `*` width or precision, a text that does not parse).
  static func numbered(_ text: String) -> String? {
    guard let segments = try? FormatParser.parse(text) else { return nil }
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var copied = 0
    var sequential = 0
    for case .directive(let directive) in segments where directive.takesArgument {
      if case .argument = directive.width { return nil }
      if case .argument = directive.precision { return nil }
      sequential += 1
      guard directive.position == nil else { continue }
      // The directive starts with '%': its position goes right after it.
      result += bytes[copied...directive.range.lowerBound]
      result += Array("\(sequential)$".utf8)
      copied = directive.range.lowerBound + 1
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// Where a node starts in the catalog (its file is the catalog's).
  struct Place: Hashable {
    let line: Int
    let column: Int
  }

  /// Plural variations vary on the string's one numeric argument, which is
  /// what Xcode's editor offers to vary by (the first argument when the texts
  /// read no number; reported when they read several); a category may itself
  /// vary by device, which becomes a device entry of plural entries.
  mutating func pluralEntry(
    key: String, language: String, plural: JSONNode,
    substitutions: (variables: [String: FormatVariable], arguments: [String: Int]), location: SourceLocation
  ) -> StringEntry? {
    // Each string unit is read once (its review state noted once), then shared by the devices.
    var units: [Place: LocatedString] = [:]
    func text(_ node: JSONNode) -> LocatedString? {
      let place = Place(line: node.location.line, column: node.location.column)
      if let known = units[place] { return known }
      guard let text = unit(node, key: key, language: language) else { return nil }
      let bound = Self.bind(text.text, arguments: substitutions.arguments)
      units[place] = bound == text.text ? text : LocatedString(bound, at: text.location)
      return units[place]
    }
    func texts(device: String?) -> [(key: String, value: LocatedString)] {
      plural.members.compactMap { member in
        let (category, node) = (member.key, member.value)
        let deviceNode = node["variations"]?["device"]
        let chosen = device.flatMap { deviceNode?[$0] ?? deviceNode?["other"] } ?? node
        return text(chosen).map { (category, $0) }
      }
    }
    let devices = Set(plural.members.flatMap { $0.value["variations"]?["device"]?.members.map(\.key) ?? [] })
    let argument = variationArgument(
      texts(device: nil), substitutions: substitutions.variables, key: key, language: language,
      location: plural.location)
    if !devices.isEmpty {
      let variants = devices.sorted().map { device in
        (
          device,
          pluralFormat(
            key: key, variants: texts(device: device), substitutions: substitutions.variables,
            argument: argument, location: location)
        )
      }
      return .device(key: key, variants: variants, location: location)
    }
    return pluralFormat(
      key: key, variants: texts(device: nil), substitutions: substitutions.variables, argument: argument,
      location: location)
  }

  /// The argument (1-based) a plural variation varies by: the one argument
  /// its texts read as a number (`Followed by %1$@, %2$@ and %3$lld others`
  /// varies by 3). With none, argument 1, as before; with several, the first
  /// of them, and an `ambiguous-plural-argument` warning naming them.
  mutating func variationArgument(
    _ variants: [(key: String, value: LocatedString)], substitutions: [String: FormatVariable], key: String,
    language: String, location: SourceLocation
  ) -> Int {
    var numeric = Set<Int>()
    for (_, text) in variants {
      let entry = FormatEntry(key: key, format: text, variables: substitutions, location: text.location)
      // A text that does not parse is reported where the entry is checked; it names no argument here.
      guard let uses = try? entry.argumentUses() else { continue }
      for (index, list) in uses {
        let kinds = list.map { ArgumentKind($0.directive, in: entry) }
        if kinds.contains(where: { $0 == .integer || $0 == .floating || $0 == .number }) {
          numeric.insert(index + 1)
        }
      }
    }
    let candidates = numeric.sorted()
    if candidates.count > 1 {
      diagnostics.append(
        .init(
          .ambiguousPluralArgument,
          "'\(key)' (\(language)) varies by plural, but its texts read several numbers (arguments \(candidates.map(String.init).joined(separator: ", "))); it varies by argument \(candidates[0]) here, Xcode's choice is not known: use a substitution per number",
          at: location))
    }
    return candidates.first ?? 1
  }

  func pluralFormat(
    key: String, variants: [(key: String, value: LocatedString)], substitutions: [String: FormatVariable],
    argument: Int, location: SourceLocation
  ) -> StringEntry {
    var argument = argument
    var variants = variants
    if argument != 1 {
      // The variant is the whole string: its unnumbered conversions count from argument 1.
      let numbered = variants.map { variant in
        Self.numbered(variant.value.text).map { (variant.key, LocatedString($0, at: variant.value.location)) }
      }
      if numbered.allSatisfy({ $0 != nil }) {
        variants = numbered.compactMap { $0 }
      } else {
        argument = 1
      }
    }
    let variable = FormatVariable(
      name: Self.variationVariable, ruleType: .plural, valueType: nil, variants: variants, location: location,
      source: .pluralVariation, argument: argument)
    var variables = substitutions
    variables[Self.variationVariable] = variable
    return .format(
      FormatEntry(
        key: key, format: LocatedString("%\(argument)$#@\(Self.variationVariable)@", at: location),
        variables: variables,
        location: location))
  }
}

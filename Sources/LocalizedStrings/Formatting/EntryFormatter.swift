import LocaleNumbers
import Plurals

/// Formats one entry against an argument list.
struct EntryFormatter {
  /// The arguments; they outlive the formatter (see `withArguments`).
  let arguments: UnsafeBufferPointer<FormatValue>
  let rules: PluralRules
  let options: FormatOptions
  /// Lenient mode prints a directive it cannot satisfy as written instead of throwing.
  let lenient: Bool
  var diagnostics: [LocalizationDiagnostic] = []
  var variableStack: [String] = []
  /// Variables expanded so far (bounded by ``FormatLimits/maximumExpansions``).
  var expansions = 0

  init(arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, options: FormatOptions, lenient: Bool)
  {
    self.arguments = arguments
    self.rules = rules
    self.options = options
    self.lenient = lenient
    numberFormat = options.numberFormat
  }

  /// Localized number output, when `options.numberLocale` is set.
  let numberFormat: LocalizedNumberFormat?

  /// Localizes a rendered numeric conversion, keeping its padding to the width.
  func localized(_ text: String, _ directive: FormatDirective, width: Int?) -> String {
    guard let numberFormat, "diufFeEgG".contains(directive.conversion) else { return text }
    guard let width else { return numberFormat.localize(text, grouping: !directive.zeroPad) }
    let localized = numberFormat.localize(text.trimmingPadding, grouping: !directive.zeroPad)
    guard localized.count < width else { return localized }
    let padding = String(repeating: " ", count: width - localized.count)
    return text.hasPrefix(" ") || !text.hasSuffix(" ") ? padding + localized : localized + padding
  }

  func argument(_ index: Int) throws(FormatError) -> FormatValue {
    guard index < arguments.count else {
      throw FormatError(
        .missingArgument, "argument \(index + 1) is missing (\(arguments.count) passed)")
    }
    return arguments[index]
  }

  func amount(_ amount: FormatAmount, cursor: inout Int) throws(FormatError) -> Int? {
    let index: Int
    switch amount {
    case .none: return nil
    case .fixed(let value): return value
    case .argument(nil):
      index = cursor
      cursor += 1
    case .argument(let position?): index = position - 1
    }
    guard let (negative, digits) = Printf.integerParts(try argument(index)), let value = Int(digits) else {
      throw FormatError(.wrongArgumentType, "argument \(index + 1) must be an integer width or precision")
    }
    guard value <= FormatLimits.maximumWidth else {
      throw FormatError(.limitExceeded, "width or precision \(value) is above \(FormatLimits.maximumWidth)")
    }
    return negative ? -value : value
  }

  /// Formats a string from a file (parsed when it was loaded).
  mutating func render(_ string: LocatedString, entry: FormatEntry?, first: Int) throws(FormatError) -> String
  {
    // "%d files": literal, a plain integer conversion, literal.
    if numberFormat == nil, let simple = string.simpleInteger {
      let index = simple.position ?? first
      if index < arguments.count, let text = simple.render(arguments[index]) { return text }
    }
    switch string.segments {
    case .success(let segments):
      return try render(segments, text: string.text, entry: entry, location: string.location, first: first)
    case .failure(let error):
      // Text that is no valid format and gets no arguments is literal ("100% sure").
      if lenient || arguments.isEmpty { return string.text }
      throw FormatError(error.kind, error.message, at: error.location ?? string.location)
    }
  }

  /// Formats `text` with unnumbered conversions starting at argument `first`.
  mutating func render(_ text: String, entry: FormatEntry?, location: SourceLocation?, first: Int)
    throws(FormatError) -> String
  {
    let segments: [FormatSegment]
    do {
      segments = try FormatParser.parse(text)
    } catch {
      if lenient { return text }
      throw FormatError(error.kind, error.message, at: error.location ?? location)
    }
    return try render(segments, text: text, entry: entry, location: location, first: first)
  }

  mutating func render(
    _ segments: [FormatSegment], text: String, entry: FormatEntry?, location: SourceLocation?, first: Int
  ) throws(FormatError) -> String {
    // A format that is one variable (the usual format key) is that variable's text.
    if segments.count == 1, case .directive(let directive) = segments[0], let name = directive.variable,
      directive.width == .none, directive.precision == .none
    {
      do {
        return try variable(
          name, entry: entry, index: directive.position.map { $0 - 1 } ?? first, location: location)
      } catch {
        if !lenient { throw FormatError(error.kind, error.message, at: error.location ?? location) }
        return text
      }
    }
    var cursor = first
    var output = ""
    for segment in segments {
      switch segment {
      case .literal(let literal):
        output += literal
      case .directive(let directive):
        if directive.conversion == "%" {
          output += "%"
          continue
        }
        do {
          var width = try amount(directive.width, cursor: &cursor)
          var precision = try amount(directive.precision, cursor: &cursor)
          var shown = directive
          if let value = width, value < 0 {
            shown.leftAlign = true
            width = -value
          }
          if let value = precision, value < 0 { precision = nil }
          let index: Int
          if let position = directive.position {
            index = position - 1
          } else {
            index = cursor
            cursor += 1
          }
          if let name = directive.variable {
            output += try variable(name, entry: entry, index: index, location: location)
          } else {
            let text = try Printf.render(
              shown, try argument(index), index: index, width: width, precision: precision)
            output += numberFormat == nil ? text : localized(text, shown, width: width)
          }
        } catch {
          if !lenient {
            throw FormatError(error.kind, error.message, at: error.location ?? location)
          }
          let utf8 = Array(text.utf8)
          output += String(decoding: utf8[directive.range], as: UTF8.self)
        }
      }
    }
    return output
  }

  mutating func variable(_ name: String, entry: FormatEntry?, index: Int, location: SourceLocation?)
    throws(FormatError) -> String
  {
    guard let variable = entry?.variable(named: name) else {
      throw FormatError(.unknownVariable, "no variable '\(name)' for %#@\(name)@", at: location)
    }
    if variableStack.contains(name) {
      throw FormatError(
        .variableCycle, "variables refer to each other: \((variableStack + [name]).joined(separator: " → "))",
        at: variable.location)
    }
    expansions += 1
    guard expansions <= FormatLimits.maximumExpansions else {
      throw FormatError(
        .limitExceeded, "the format expands more than \(FormatLimits.maximumExpansions) variables",
        at: variable.location)
    }
    guard variableStack.count < FormatLimits.maximumDepth else {
      throw FormatError(
        .tooDeep, "variables nest deeper than \(FormatLimits.maximumDepth)", at: variable.location)
    }
    let chosen: LocatedString
    switch variable.ruleType {
    case .width:
      chosen = try Self.widthVariant(
        variable.variants.compactMap { item in Int(item.key).map { ($0, item.value) } }, options.width,
        name: name)
    case .device:
      chosen = try device(variable.variants, subject: variable.displayName, location: variable.location).value
    case .plural, .missing, .unknown:
      chosen = try pluralVariant(variable, value: try argument(index), index: index)
    }
    // Only a variant that holds variables can nest; only then is the stack needed.
    guard chosen.hasVariables else { return try render(chosen, entry: entry, first: index) }
    variableStack.append(name)
    defer { variableStack.removeLast() }
    return try render(chosen, entry: entry, first: index)
  }

  /// Exact width, else the largest smaller, else the smallest; with no width the widest.
  static func widthVariant(_ variants: [(Int, LocatedString)], _ width: Int?, name: String)
    throws(FormatError)
    -> LocatedString
  {
    let sorted = variants.sorted { $0.0 < $1.0 }
    guard let widest = sorted.last else {
      throw FormatError(.invalidFormat, "'\(name)' has no width variants")
    }
    guard let width else { return widest.1 }
    return (sorted.last { $0.0 <= width } ?? sorted[0]).1
  }

  /// The precision a floating argument will be shown with: from the value
  /// type (`.2f`) or from a conversion of the argument in the variants.
  static func precision(valueType: LocatedString?, variants: [(key: String, value: LocatedString)]) -> Int? {
    if let valueType,
      case .directive(let directive)? = try? FormatParser.parse("%" + valueType.text).first,
      directive.isFloating, case .fixed(let digits) = directive.precision
    {
      return digits
    }
    for (_, variant) in variants {
      guard case .success(let segments) = variant.segments else { continue }
      for case .directive(let directive) in segments where directive.isFloating && directive.position == nil {
        if case .fixed(let digits) = directive.precision { return digits }
        break  // the first unnumbered conversion is the variable's own argument
      }
    }
    return nil
  }

  /// The operands plural rules see for an argument: the digits that will be shown.
  static func operands(_ value: FormatValue, precision: Int?, index: Int) throws(FormatError)
    -> PluralOperands
  {
    func notANumber() -> FormatError {
      FormatError(
        .wrongArgumentType,
        "argument \(index + 1) is \(Printf.kindName(value)), not a number for a plural variable")
    }
    switch value {
    case .signed(let number): return PluralOperands(number)
    case .unsigned(let number): return PluralOperands(number)
    case .bigInteger(_, let digits):
      guard let operands = try? PluralOperands(parsing: digits) else { throw notANumber() }
      return operands
    case .double(let number):
      let operands = precision.map { PluralOperands(number, fractionDigits: $0) } ?? PluralOperands(number)
      return operands ?? PluralOperands(0)  // infinities and NaN are `other` in every language
    case .float(let number):
      let operands =
        precision.map { PluralOperands(Double(number), fractionDigits: $0) } ?? PluralOperands(number)
      return operands ?? PluralOperands(0)
    case .operands(let operands): return operands
    case .numeral(let text), .text(let text), .string(let text):
      // A string counts when it is a numeral: a variable of value type @ chooses by the number it shows.
      guard let parts = DecimalParts(numeral: text), var operands = try? PluralOperands(parsing: text) else {
        throw notANumber()
      }
      if let precision, let shown = try? PluralOperands(parsing: parts.rounded(to: precision).text) {
        operands = shown
      }
      return operands
    }
  }

  mutating func pluralVariant(_ variable: FormatVariable, value: FormatValue, index: Int) throws(FormatError)
    -> LocatedString
  {
    // One text for every category: the number does not matter (and the argument need not be one).
    if let uniform = variable.uniformText { return uniform }
    let precision = variable.shownPrecision
    var isNonFinite = false
    if case .double(let number) = value, !number.isFinite { isNonFinite = true }
    if case .float(let number) = value, !number.isFinite { isNonFinite = true }
    let operands = try Self.operands(value, precision: precision, index: index)
    let isZero = !isNonFinite && operands.i == 0 && operands.isInteger
    if isZero, let zero = variable.pluralVariants[Int(PluralCategory.zero.rawValue)] { return zero }
    let category = isNonFinite ? PluralCategory.other : rules.category(for: operands)
    if let text = variable.pluralVariants[Int(category.rawValue)] { return text }
    if let other = variable.pluralVariants[Int(PluralCategory.other.rawValue)] { return other }
    for fallback in [PluralCategory.many, .few, .two, .one, .zero] {
      if let text = variable.pluralVariants[Int(fallback.rawValue)] {
        diagnostics.append(
          .init(
            .missingOther,
            "\(variable.displayName) has no '\(category.name)' or 'other' variant; used '\(fallback)'",
            at: variable.location))
        return text
      }
    }
    throw FormatError(.invalidFormat, "\(variable.displayName) has no plural variants", at: variable.location)
  }

  /// The variant for the options' device (see ``DeviceMatching``), reporting a fallback.
  mutating func device<Value>(
    _ variants: [(key: String, value: Value)], subject: String, location: SourceLocation
  )
    throws(FormatError) -> (key: String, value: Value)
  {
    let names = variants.map(\.key)
    guard let (index, isFallback) = DeviceMatching.choose(names, device: options.device) else {
      throw FormatError(.invalidFormat, "\(subject) has no device variants", at: location)
    }
    if isFallback {
      diagnostics.append(
        .init(
          .deviceMissingOther,
          DeviceMatching.fallbackMessage(subject, device: options.device, used: names[index], names: names),
          at: location))
    }
    return variants[index]
  }

  /// Formats a whole entry: its format, its text, or its width or device variant.
  mutating func render(_ entry: StringEntry) throws(FormatError) -> String {
    switch entry {
    case .format(let format):
      return try render(format.format, entry: format, first: 0)
    case .string(let string):
      return try render(string, entry: nil, first: 0)
    case .width(let key, let variants, _):
      return try render(Self.widthVariant(variants, options.width, name: key), entry: nil, first: 0)
    case .device(let key, let variants, let location):
      let chosen = try device(
        variants.map { (key: $0.device, value: $0.value) }, subject: "'\(key)'", location: location)
      return try render(chosen.value)
    }
  }
}

extension String {
  /// Without the spaces printf pads with.
  var trimmingPadding: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

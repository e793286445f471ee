import LocaleNumbers
import Plurals
import SourceFiles

/// Choosing a variant: by width, by device, by the plural category of an argument's number.
extension EntryFormatter {
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
      guard var operands = try? PluralOperands(parsing: text) else { throw notANumber() }
      // Rounded as shown only with a precision (and a numeral short enough to print).
      if let precision, let parts = DecimalParts(numeral: text),
        let shown = try? PluralOperands(parsing: parts.rounded(to: precision).text)
      {
        operands = shown
      }
      return operands
    }
  }

  /// The variant of a plural variable for argument `index` (which exists).
  mutating func pluralVariant(_ variable: FormatVariable, index: Int) throws(FormatError) -> LocatedString {
    // One text for every category: the number does not matter (and the argument need not be one).
    if let uniform = variable.uniformText { return uniform }
    let category: PluralCategory
    switch arguments[index] {
    case .signed(let number):
      guard let choice = variable.variant(forInteger: number, rules: rules) else {
        throw FormatError(
          .invalidFormat, "\(variable.displayName) has no plural variants", at: variable.location)
      }
      guard let fallback = choice.fallback else { return choice.text }
      category = choice.category
      noteFallback(variable, category: category, used: fallback)
      return choice.text
    case let value:
      let precision = variable.shownPrecision
      var isNonFinite = false
      if case .double(let number) = value, !number.isFinite { isNonFinite = true }
      if case .float(let number) = value, !number.isFinite { isNonFinite = true }
      let operands = try Self.operands(value, precision: precision, index: index)
      let isZero = !isNonFinite && operands.i == 0 && operands.isInteger
      if isZero, let zero = variable.pluralVariant(.zero) { return zero }
      category = isNonFinite ? PluralCategory.other : rules.category(for: operands)
    }
    guard let choice = variable.variant(for: category) else {
      throw FormatError(
        .invalidFormat, "\(variable.displayName) has no plural variants", at: variable.location)
    }
    if let fallback = choice.fallback { noteFallback(variable, category: category, used: fallback) }
    return choice.text
  }

  /// Notes that `variable` has neither `category` nor `other`, and `used` was used.
  mutating func noteFallback(_ variable: FormatVariable, category: PluralCategory, used: PluralCategory) {
    diagnostics.append(
      .init(
        .missingOther,
        "\(variable.displayName) has no '\(category.name)' or 'other' variant; used '\(used)'",
        at: variable.location))
  }

  /// The variant for the options' device (see ``DeviceMatching``), reporting a fallback.
  mutating func device<Value>(
    _ variants: [(key: String, value: Value)], subject: String, location: SourceLocation
  )
    throws(FormatError) -> (key: String, value: Value)
  {
    let names = variants.map(\.key)
    guard let (index, isFallback) = DeviceMatching.choose(names, device: options.pointee.device) else {
      throw FormatError(.invalidFormat, "\(subject) has no device variants", at: location)
    }
    if isFallback {
      diagnostics.append(
        .init(
          .deviceMissingOther,
          DeviceMatching.fallbackMessage(
            subject, device: options.pointee.device, used: names[index], names: names),
          at: location))
    }
    return variants[index]
  }
}

import Plurals

/// A decimal number split into its parts, for exact integer and fixed-point output.
struct DecimalParts {
  var negative: Bool
  /// Integer digits without leading zeros ("0" for zero).
  var integer: String
  /// Fraction digits as shown.
  var fraction: String

  /// Why a text is no numeral that printing writes out.
  enum Refusal: Error, Equatable {
    /// Not a decimal numeral at all.
    case notNumeral
    /// Printing writes more digits than ``FormatLimits/maximumPrintedDigits`` (``printedDigits``).
    case tooManyDigits(Int)
    /// An exponent (`1c999999999`) above ``FormatLimits/maximumPrintedDigits``.
    case exponentTooLarge(Int)

    /// Why the size is refused, nil for ``notNumeral``: "has 110,000 digits, more than
    /// %d prints (100,000)", `conversion` in place of `%d`.
    func sizeReason(_ conversion: String) -> String? {
      let limit = FormatLimits.maximumPrintedDigits.groupedDigits
      switch self {
      case .notNumeral: return nil
      case .tooManyDigits(let digits):
        return "it has \(digits.groupedDigits) digits, more than \(conversion) prints (\(limit))"
      case .exponentTooLarge(let exponent):
        return
          "its exponent \(exponent.groupedDigits) writes more digits than \(conversion) prints (\(limit))"
      }
    }
  }

  /// Parts of a numeral (`"-1.2c3"` → -, "1200", ""), nil when it is not one or too long to print.
  init?(numeral text: String) {
    guard let parts = try? DecimalParts(refusing: text) else { return nil }
    self = parts
  }

  /// Parts of a numeral (`"-1.2c3"` → -, "1200", ""), or why it is refused: printing writes
  /// every digit out, so a numeral that would write more than
  /// ``FormatLimits/maximumPrintedDigits`` (`1c999999999`, `1c100000`) is refused; plural
  /// classification of such numerals stays exact.
  init(refusing text: String) throws(Refusal) {
    guard let (negative, integerPart, fractionPart, exponent) = Self.components(text) else {
      throw .notNumeral
    }
    guard exponent <= FormatLimits.maximumPrintedDigits else { throw .exponentTooLarge(exponent) }
    let digits = Self.printedDigits(integerPart, fractionPart, exponent)
    guard digits <= FormatLimits.maximumPrintedDigits else { throw .tooManyDigits(digits) }
    self.negative = negative
    var integer = String(integerPart)
    var fraction = String(fractionPart)
    if exponent > 0 {
      let moved = fraction.prefix(exponent)
      integer += moved + String(repeating: "0", count: exponent - moved.count)
      fraction = String(fraction.dropFirst(exponent))
    }
    let trimmed = integer.drop(while: { $0 == "0" })
    self.integer = trimmed.isEmpty ? "0" : String(trimmed)
    self.fraction = fraction
  }

  /// The digits a numeral writes before rounding: its integer digits, then
  /// the fraction's or the exponent's, whichever are more (`12.5c3`: 12500).
  private static func printedDigits(_ integer: Substring, _ fraction: Substring, _ exponent: Int) -> Int {
    integer.count + max(fraction.count, exponent)
  }

  /// The sign, integer and fraction digits and exponent of a numeral; nil when `text` is not one.
  private static func components(_ text: String)
    -> (negative: Bool, integer: Substring, fraction: Substring, exponent: Int)?
  {
    guard (try? PluralOperands(parsing: text)) != nil else { return nil }
    var body = Substring(text)
    let negative = body.first == "-"
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    var exponent = 0
    if let marker = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      exponent = Int(body[body.index(after: marker)...]) ?? 0
      body = body[..<marker]
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    return (negative, parts[0], parts.count > 1 ? parts[1] : "", exponent)
  }

  init(negative: Bool, integer: String, fraction: String = "") {
    self.negative = negative
    self.integer = integer
    self.fraction = fraction
  }

  /// Rounded to `digits` fraction digits, ties to even (the numeral is exact).
  func rounded(to digits: Int) -> DecimalParts {
    if fraction.count <= digits {
      return DecimalParts(
        negative: negative, integer: integer,
        fraction: fraction + String(repeating: "0", count: digits - fraction.count))
    }
    var kept = Array((integer + fraction.prefix(digits)).utf8).map { $0 - UInt8(ascii: "0") }
    let rest = Array(fraction.dropFirst(digits).utf8).map { $0 - UInt8(ascii: "0") }
    let first = rest[0]
    let beyond = rest.dropFirst().contains { $0 != 0 }
    let lastOdd = (kept.last ?? 0) & 1 == 1
    if first > 5 || (first == 5 && (beyond || lastOdd)) {
      var index = kept.count - 1
      while index >= 0 && kept[index] == 9 {
        kept[index] = 0
        index -= 1
      }
      if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
    }
    let text = String(decoding: kept.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    let integerText = String(text.dropLast(digits)).drop(while: { $0 == "0" })
    return DecimalParts(
      negative: negative, integer: integerText.isEmpty ? "0" : String(integerText),
      fraction: String(text.suffix(digits)))
  }

  /// The numeral text: "-12.50".
  var text: String {
    (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
  }
}

extension PluralOperands {
  /// The numeral these operands stand for, when every digit is known.
  var numeralText: String? {
    guard let i, let f else { return nil }
    let fraction = String(f)
    return v == 0 ? "\(i)" : "\(i)." + String(repeating: "0", count: v - fraction.count) + fraction
  }
}

extension Int {
  /// The number with a comma every three digits ("110,000"), as messages write sizes.
  var groupedDigits: String {
    var digits = String(magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return (self < 0 ? "-" : "") + digits
  }
}

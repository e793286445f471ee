import LocalizationFiles
import Plurals

/// A decimal number split into its parts, for exact integer and fixed-point output.
struct DecimalParts {
  var negative: Bool
  /// Integer digits without leading zeros ("0" for zero).
  var integer: String
  /// Fraction digits as shown.
  var fraction: String

  /// Parts of a numeral (`"-1.2c3"` → -, "1200", ""), nil when it is not
  /// one or when printing it would write more than
  /// ``FormatLimits/maximumPrintedDigits`` digits (``printsTooManyDigits(_:)``).
  init?(numeral text: String) {
    guard let (negative, integerPart, fractionPart, exponent) = Self.components(text),
      Self.printedDigits(integerPart, fractionPart, exponent) <= FormatLimits.maximumPrintedDigits
    else { return nil }
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

  /// Whether `text` is a numeral whose digits, written out, are more than
  /// ``FormatLimits/maximumPrintedDigits`` (`1c999999999`, or a hundred
  /// thousand and one digits); plural classification of such numerals stays exact.
  static func printsTooManyDigits(_ text: String) -> Bool {
    guard let (_, integer, fraction, exponent) = components(text) else { return false }
    return printedDigits(integer, fraction, exponent) > FormatLimits.maximumPrintedDigits
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

import LocalizationFiles
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
    /// More digits than ``FormatLimits/maximumPrintedDigits``.
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

  /// Parts of a numeral (`"-1.2c3"` → -, "1200", ""), or why it is refused.
  init(refusing text: String) throws(Refusal) {
    guard (try? PluralOperands(parsing: text)) != nil else { throw .notNumeral }
    var body = Substring(text)
    negative = body.first == "-"
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    var exponent = 0
    if let marker = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      exponent = Int(body[body.index(after: marker)...]) ?? 0
      body = body[..<marker]
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    var integer = String(parts[0])
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    // Printing writes every digit out: refuse what would be absurdly long
    // (`1c999999999`); plural classification of such numerals stays exact.
    guard exponent <= FormatLimits.maximumPrintedDigits else { throw .exponentTooLarge(exponent) }
    guard integer.utf8.count + fraction.utf8.count <= FormatLimits.maximumPrintedDigits else {
      throw .tooManyDigits(integer.utf8.count + fraction.utf8.count)
    }
    if exponent > 0 {
      let moved = fraction.prefix(exponent)
      integer += moved + String(repeating: "0", count: exponent - moved.count)
      fraction = String(fraction.dropFirst(exponent))
    }
    let trimmed = integer.drop(while: { $0 == "0" })
    self.integer = trimmed.isEmpty ? "0" : String(trimmed)
    self.fraction = fraction
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

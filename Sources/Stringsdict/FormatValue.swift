import Plurals

/// An argument of a format, as the engine sees it.
///
/// Swift values convert through ``FormatArgument``; build the other cases
/// with the static functions:
///
/// ```swift
/// try table.format("price", FormatValue.numeral("1.50"))      // keeps "1.50"
/// try table.format("greeting", FormatValue.describing(user))  // for %@
/// ```
public enum FormatValue: Sendable, Hashable {
  case signed(Int64)
  case unsigned(UInt64)
  /// An integer of any size: sign and decimal digits.
  case bigInteger(negative: Bool, digits: String)
  case double(Double)
  case float(Float)
  /// A decimal numeral as written (trailing zeros and compact exponent kept).
  case numeral(String)
  /// Prepared plural operands.
  case operands(PluralOperands)
  case string(String)
  /// Text from a command line or a file, converted by the conversion it meets:
  /// an integer for `%d`, a decimal numeral for `%f`, a string for `%@`.
  case text(String)

  /// A decimal numeral, checked: `"1.50"`, `"-3"`, `"1.2c6"`.
  public static func numeral(checking text: String) throws(PluralOperandsError) -> FormatValue {
    _ = try PluralOperands(parsing: text)
    return .numeral(text)
  }

  /// The description of any value, for `%@`.
  public static func describing(_ value: some CustomStringConvertible) -> FormatValue {
    .string(value.description)
  }
}

/// A Swift value that can be a format argument.
public protocol FormatArgument {
  var formatValue: FormatValue { get }
}

extension FormatValue: FormatArgument {
  public var formatValue: FormatValue { self }
}

extension Int: FormatArgument { public var formatValue: FormatValue { .signed(Int64(self)) } }
extension Int8: FormatArgument { public var formatValue: FormatValue { .signed(Int64(self)) } }
extension Int16: FormatArgument { public var formatValue: FormatValue { .signed(Int64(self)) } }
extension Int32: FormatArgument { public var formatValue: FormatValue { .signed(Int64(self)) } }
extension Int64: FormatArgument { public var formatValue: FormatValue { .signed(self) } }
extension UInt: FormatArgument { public var formatValue: FormatValue { .unsigned(UInt64(self)) } }
extension UInt8: FormatArgument { public var formatValue: FormatValue { .unsigned(UInt64(self)) } }
extension UInt16: FormatArgument { public var formatValue: FormatValue { .unsigned(UInt64(self)) } }
extension UInt32: FormatArgument { public var formatValue: FormatValue { .unsigned(UInt64(self)) } }
extension UInt64: FormatArgument { public var formatValue: FormatValue { .unsigned(self) } }
extension Double: FormatArgument { public var formatValue: FormatValue { .double(self) } }
extension Float: FormatArgument { public var formatValue: FormatValue { .float(self) } }
extension String: FormatArgument { public var formatValue: FormatValue { .string(self) } }
extension Substring: FormatArgument { public var formatValue: FormatValue { .string(String(self)) } }
extension PluralOperands: FormatArgument { public var formatValue: FormatValue { .operands(self) } }

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: FormatArgument {
  public var formatValue: FormatValue {
    if let small = Int64(exactly: self) { return .signed(small) }
    return .bigInteger(negative: self < 0, digits: String(magnitude))
  }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: FormatArgument {
  public var formatValue: FormatValue {
    if let small = UInt64(exactly: self) { return .unsigned(small) }
    return .bigInteger(negative: false, digits: String(self))
  }
}

/// A decimal number split into its parts, for exact integer and fixed-point output.
struct DecimalParts {
  var negative: Bool
  /// Integer digits without leading zeros ("0" for zero).
  var integer: String
  /// Fraction digits as shown.
  var fraction: String

  /// Parts of a numeral (`"-1.2c3"` → -, "1200", ""), nil when it is not one.
  init?(numeral text: String) {
    guard (try? PluralOperands(parsing: text)) != nil else { return nil }
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
    guard exponent <= FormatLimits.maximumPrintedDigits,
      integer.count + fraction.count <= FormatLimits.maximumPrintedDigits
    else { return nil }
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
    var kept = Array((integer + fraction.prefix(digits)).utf8).map { $0 - 0x30 }
    let rest = Array(fraction.dropFirst(digits).utf8).map { $0 - 0x30 }
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
    let text = String(decoding: kept.map { $0 + 0x30 }, as: UTF8.self)
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

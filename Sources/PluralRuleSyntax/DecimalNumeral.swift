/// A decimal numeral exactly as written: sign, digits, visible fraction digits
/// and an optional compact exponent (`1.2c6`, the value shown as "1.2M").
///
/// This is the input of the reference evaluator. It keeps every digit, so
/// `1`, `1.0` and `1.00` are different numerals, and it has no length limit.
///
/// ```swift
/// let x = try DecimalNumeral(parsing: "-1.50c3")
/// x.integerDigits    // [1]
/// x.fractionDigits   // [5, 0]
/// x.exponent         // 3
/// x.description      // "-1.50c3"
/// ```
public struct DecimalNumeral: Hashable, Sendable, CustomStringConvertible {
  public var isNegative: Bool
  /// Digits before the decimal point, without leading zeros (`[0]` for zero).
  public var integerDigits: [UInt8]
  /// Digits after the decimal point as written, trailing zeros included.
  public var fractionDigits: [UInt8]
  /// The compact exponent `c`/`e`; 0 when the number is not in compact form.
  public var exponent: Int

  /// The largest exponent accepted after `c` or `e`.
  public static let maximumExponent = 999_999_999

  public init(
    isNegative: Bool = false, integerDigits: [UInt8], fractionDigits: [UInt8] = [],
    exponent: Int = 0
  ) {
    self.isNegative = isNegative
    let firstSignificant = integerDigits.firstIndex { $0 != 0 } ?? integerDigits.count
    self.integerDigits =
      firstSignificant == integerDigits.count ? [0] : Array(integerDigits[firstSignificant...])
    self.fractionDigits = fractionDigits
    self.exponent = exponent
  }

  /// Parses `[+-]digits[.digits][(c|e)digits]`. At least one digit must
  /// precede the exponent; `.5` is accepted, `5.` is not.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    var scanner = RuleScanner(text)
    if let first = scanner.current, RuleScanner.isWhitespace(first) {
      throw PluralRuleSyntaxError(.unexpectedText, "a numeral cannot start with white space", offset: 0)
    }
    self = try scanner.numeral()
    if !scanner.isAtEnd {
      throw PluralRuleSyntaxError(
        .unexpectedText, "unexpected character in numeral", offset: scanner.position)
    }
  }

  /// The numeral as written: `-1.50c3`.
  ///
  /// - Complexity: O(n) in the number of digits.
  public var description: String {
    var text = isNegative ? "-" : ""
    text += integerDigits.map { String($0) }.joined()
    if !fractionDigits.isEmpty {
      text += "." + fractionDigits.map { String($0) }.joined()
    }
    if exponent != 0 { text += "c\(exponent)" }
    return text
  }

  /// The digits after applying the compact exponent: `1.2c3` → `1200`, `1.0000001c6` → `1000000.1`.
  ///
  /// - Complexity: O(n + c) for n digits and exponent c.
  public var shifted: (integer: [UInt8], fraction: [UInt8]) {
    let all = integerDigits + fractionDigits
    let point = integerDigits.count + exponent
    if point >= all.count {
      return (all + Array(repeating: 0, count: point - all.count), [])
    }
    return (Array(all[..<point]), Array(all[point...]))
  }
}

extension DecimalNumeral {
  /// The numeral of a non-negative integer.
  ///
  /// - Complexity: O(d) for d decimal digits.
  public init(_ value: UInt64) {
    self.init(integerDigits: decimalDigits(of: value))
  }
}

/// The decimal digits of `value`, most significant first (`[0]` for zero).
func decimalDigits(of value: UInt64) -> [UInt8] {
  var digits: [UInt8] = []
  var rest = value
  repeat {
    digits.append(UInt8(rest % 10))
    rest /= 10
  } while rest > 0
  return digits.reversed()
}

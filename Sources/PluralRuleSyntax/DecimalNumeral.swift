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
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    var scanner = RuleScanner(text)
    if let first = scanner.current, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
      throw PluralRuleSyntaxError("a numeral cannot start with white space", offset: 0)
    }
    self = try scanner.numeral()
    if !scanner.isAtEnd {
      throw PluralRuleSyntaxError("unexpected character in numeral", offset: scanner.position)
    }
  }

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
  public var shifted: (integer: [UInt8], fraction: [UInt8]) {
    let all = integerDigits + fractionDigits
    let point = integerDigits.count + exponent
    if point >= all.count {
      return (all + Array(repeating: 0, count: point - all.count), [])
    }
    return (Array(all[..<point]), Array(all[point...]))
  }
}

/// A character-level scanner shared by the rule parser and the numeral parser.
/// Whitespace between tokens is optional, so keywords are matched as prefixes
/// and the parser decides what it expects next.
struct RuleScanner {
  let bytes: [UInt8]
  var position = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  var isAtEnd: Bool { position >= bytes.count }
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

  mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      position += 1
    }
  }

  /// Consumes `literal` if the text continues with it (after whitespace).
  mutating func accept(_ literal: String) -> Bool {
    skipWhitespace()
    let utf8 = Array(literal.utf8)
    guard position + utf8.count <= bytes.count,
      bytes[position..<position + utf8.count].elementsEqual(utf8)
    else { return false }
    position += utf8.count
    return true
  }

  /// A non-negative integer that fits in `UInt64`.
  mutating func integer(_ what: String) throws(PluralRuleSyntaxError) -> UInt64 {
    skipWhitespace()
    let start = position
    var value: UInt64 = 0
    while let byte = current, Self.isDigit(byte) {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - 0x30))
      if overflow1 || overflow2 {
        throw PluralRuleSyntaxError("\(what) is too large", offset: start)
      }
      value = sum
      position += 1
    }
    if position == start {
      throw PluralRuleSyntaxError("expected \(what)", offset: start)
    }
    return value
  }

  /// `[+-]digits[.digits][(c|e)digits]`, with `.digits` allowed without leading digits.
  mutating func numeral() throws(PluralRuleSyntaxError) -> DecimalNumeral {
    skipWhitespace()
    let start = position
    var negative = false
    if current == 0x2D || current == 0x2B {  // - +
      negative = current == 0x2D
      position += 1
    }
    var integerDigits: [UInt8] = []
    while let byte = current, Self.isDigit(byte) {
      integerDigits.append(byte - 0x30)
      position += 1
    }
    var fractionDigits: [UInt8] = []
    // A '.' starts a fraction only when a digit follows ("2..4" is a range).
    if current == 0x2E {
      let next = position + 1 < bytes.count ? bytes[position + 1] : nil
      if let next, Self.isDigit(next) {
        position += 1
        while let byte = current, Self.isDigit(byte) {
          fractionDigits.append(byte - 0x30)
          position += 1
        }
      } else if next != 0x2E {
        throw PluralRuleSyntaxError("expected digits after '.'", offset: position + 1)
      }
    }
    if integerDigits.isEmpty && fractionDigits.isEmpty {
      throw PluralRuleSyntaxError("expected a number", offset: start)
    }
    var exponent = 0
    if let byte = current, byte == 0x63 || byte == 0x65,  // c e
      position + 1 < bytes.count, Self.isDigit(bytes[position + 1])
    {
      position += 1
      let exponentStart = position
      while let byte = current, Self.isDigit(byte) {
        exponent = exponent * 10 + Int(byte - 0x30)
        if exponent > DecimalNumeral.maximumExponent {
          throw PluralRuleSyntaxError(
            "exponent is larger than \(DecimalNumeral.maximumExponent)", offset: exponentStart)
        }
        position += 1
      }
    } else if let byte = current, byte == 0x63 || byte == 0x65 {
      throw PluralRuleSyntaxError("expected digits after exponent marker", offset: position + 1)
    }
    return DecimalNumeral(
      isNegative: negative, integerDigits: integerDigits.isEmpty ? [0] : integerDigits,
      fractionDigits: fractionDigits, exponent: exponent)
  }
}

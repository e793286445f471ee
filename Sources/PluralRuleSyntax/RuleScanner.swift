/// A character-level scanner shared by the rule parser and the numeral parser.
/// Whitespace between tokens is optional, so keywords are matched as prefixes
/// and the parser decides what it expects next.
struct RuleScanner {
  let bytes: [UInt8]
  var position = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  var isAtEnd: Bool { position >= bytes.count }
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
  /// An ASCII letter in either case (0x20 is the bit that separates the cases).
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }
  /// `c` or `e`, the markers of a compact exponent.
  static func isExponentMarker(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "c") || byte == UInt8(ascii: "e")
  }
  /// The value of a digit byte.
  static func digitValue(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "0") }

  mutating func skipWhitespace() {
    while let byte = current, Self.isWhitespace(byte) {
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
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(Self.digitValue(byte)))
      if overflow1 || overflow2 {
        throw PluralRuleSyntaxError(.limitExceeded, "\(what) is too large", offset: start)
      }
      value = sum
      position += 1
    }
    if position == start {
      throw PluralRuleSyntaxError(.unexpectedText, "expected \(what)", offset: start)
    }
    return value
  }

  /// `[+-]digits[.digits][(c|e)digits]`, with `.digits` allowed without leading digits.
  mutating func numeral() throws(PluralRuleSyntaxError) -> DecimalNumeral {
    skipWhitespace()
    let start = position
    var negative = false
    if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") {
      negative = current == UInt8(ascii: "-")
      position += 1
    }
    var integerDigits: [UInt8] = []
    while let byte = current, Self.isDigit(byte) {
      integerDigits.append(Self.digitValue(byte))
      position += 1
    }
    var fractionDigits: [UInt8] = []
    // A '.' starts a fraction only when a digit follows ("2..4" is a range).
    if current == UInt8(ascii: ".") {
      let next = position + 1 < bytes.count ? bytes[position + 1] : nil
      if let next, Self.isDigit(next) {
        position += 1
        while let byte = current, Self.isDigit(byte) {
          fractionDigits.append(Self.digitValue(byte))
          position += 1
        }
      } else if next != UInt8(ascii: ".") {
        throw PluralRuleSyntaxError(.unexpectedText, "expected digits after '.'", offset: position + 1)
      }
    }
    if integerDigits.isEmpty && fractionDigits.isEmpty {
      throw PluralRuleSyntaxError(.unexpectedText, "expected a number", offset: start)
    }
    var exponent = 0
    if let byte = current, Self.isExponentMarker(byte),
      position + 1 < bytes.count, Self.isDigit(bytes[position + 1])
    {
      position += 1
      let exponentStart = position
      while let byte = current, Self.isDigit(byte) {
        exponent = exponent * 10 + Int(Self.digitValue(byte))
        if exponent > DecimalNumeral.maximumExponent {
          throw PluralRuleSyntaxError(
            .limitExceeded, "exponent is larger than \(DecimalNumeral.maximumExponent)", offset: exponentStart
          )
        }
        position += 1
      }
    } else if let byte = current, Self.isExponentMarker(byte) {
      throw PluralRuleSyntaxError(
        .unexpectedText, "expected digits after exponent marker", offset: position + 1)
    }
    return DecimalNumeral(
      isNegative: negative, integerDigits: integerDigits.isEmpty ? [0] : integerDigits,
      fractionDigits: fractionDigits, exponent: exponent)
  }
}

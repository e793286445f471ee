@_spi(TableFormat) internal import PluralTableFormat

extension PluralOperands {
  /// The largest compact exponent accepted in a numeral (`1c999999999`).
  public static let maximumExponent = 999_999_999

  /// Reads a decimal numeral: `[+-]digits[.digits][(c|e)digits]`, of any length.
  ///
  /// The sign is ignored, trailing fraction zeros count (`"1.50"` has v = 2),
  /// and a compact exponent moves the decimal point (`"1.2c6"` is 1200000 with
  /// c = 6). `.5` is accepted; `5.`, `1e`, `1.2.3` and `""` are not.
  ///
  /// ```swift
  /// try PluralOperands(parsing: "100000000000000000001").i   // nil (21 digits), exact mod 10¹⁸
  /// try PluralOperands(parsing: "abc")                       // throws .unexpectedCharacter
  /// ```
  ///
  /// - Complexity: O(n) in the numeral's length; no allocation.
  public init(parsing text: String) throws(PluralOperandsError) {
    let result = TableFormat.ASCII.withBytes(of: text) { bytes in Self.parse(bytes) }
    switch result {
    case .success(let operands): self = operands
    case .failure(let failure): throw PluralOperandsError(failure.reason, text: text, offset: failure.offset)
    }
  }

  struct ParseFailure: Error {
    var reason: PluralOperandsError.Reason
    var offset: Int
  }

  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PluralOperands, ParseFailure> {
    let isDigit = TableFormat.ASCII.isDigit
    var position = 0
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
      position += 1
    }
    let integerStart = position
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    let integerEnd = position
    var fractionStart = position
    var fractionEnd = position
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      fractionStart = position
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
      fractionEnd = position
      if fractionEnd == fractionStart {
        return .failure(ParseFailure(reason: .missingDigits, offset: position))
      }
    }
    if integerEnd == integerStart && fractionEnd == fractionStart {
      if position < bytes.count {
        return .failure(ParseFailure(reason: .unexpectedCharacter, offset: position))
      }
      return .failure(ParseFailure(reason: .empty, offset: position))
    }
    var exponent = 0
    if position < bytes.count, bytes[position] == UInt8(ascii: "c") || bytes[position] == UInt8(ascii: "e") {
      position += 1
      let exponentStart = position
      while position < bytes.count, isDigit(bytes[position]) {
        exponent = exponent * 10 + Int(TableFormat.ASCII.digitValue(bytes[position]))
        if exponent > maximumExponent {
          return .failure(ParseFailure(reason: .exponentTooLarge, offset: exponentStart))
        }
        position += 1
      }
      if position == exponentStart {
        return .failure(ParseFailure(reason: .missingDigits, offset: position))
      }
    }
    if position < bytes.count {
      return .failure(ParseFailure(reason: .unexpectedCharacter, offset: position))
    }
    if exponent == 0 && integerEnd - integerStart <= 18 && fractionEnd - fractionStart <= 18 {
      return .success(short(bytes, integer: integerStart..<integerEnd, fraction: fractionStart..<fractionEnd))
    }
    return .success(
      OperandsBuilder.operands(
        bytes[integerStart..<integerEnd].lazy.map(TableFormat.ASCII.digitValue),
        bytes[fractionStart..<fractionEnd].lazy.map(TableFormat.ASCII.digitValue),
        point: integerEnd - integerStart + exponent, exponent: exponent))
  }

  /// The operands of a numeral without an exponent whose integer and
  /// fraction digits are at most 18 each (almost every numeral): each part
  /// read as one integer, which the builder's general path reduces modulo
  /// 10¹⁸ digit by digit. `t` is the fraction read up to its last digit that
  /// is not zero.
  @inline(__always)
  static func short(_ bytes: UnsafeBufferPointer<UInt8>, integer: Range<Int>, fraction: Range<Int>)
    -> PluralOperands
  {
    var integerLow: UInt64 = 0
    for index in integer {
      integerLow = integerLow &* 10 &+ UInt64(TableFormat.ASCII.digitValue(bytes[index]))
    }
    var fractionLow: UInt64 = 0
    var trimmedLow: UInt64 = 0
    var trimmedCount = 0
    for index in fraction {
      let digit = TableFormat.ASCII.digitValue(bytes[index])
      fractionLow = fractionLow &* 10 &+ UInt64(digit)
      if digit != 0 {
        trimmedLow = fractionLow
        trimmedCount = index &- fraction.lowerBound &+ 1
      }
    }
    return PluralOperands(
      integerLow: integerLow, fractionLow: fractionLow, trimmedLow: trimmedLow, visibleCount: fraction.count,
      trimmedCount: trimmedCount, exponentValue: 0, large: 0)
  }
}

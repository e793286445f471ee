/// Why a numeral string could not be read as plural operands.
public struct PluralOperandsError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// The text is empty (or only a sign).
    case empty
    /// A character that is not part of `[+-]digits[.digits][(c|e)digits]`.
    case unexpectedCharacter
    /// A `.` or an exponent marker with no digits after it.
    case missingDigits
    /// The exponent is larger than ``PluralOperands/maximumExponent``.
    case exponentTooLarge
  }

  public var reason: Reason
  /// The numeral that was rejected.
  public var text: String
  /// 0-based UTF-8 offset of the problem in `text`.
  public var offset: Int

  public init(_ reason: Reason, text: String, offset: Int) {
    self.reason = reason
    self.text = text
    self.offset = offset
  }

  public var description: String {
    let what =
      switch reason {
      case .empty: "no digits"
      case .unexpectedCharacter: "unexpected character at offset \(offset)"
      case .missingDigits: "digits expected at offset \(offset)"
      case .exponentTooLarge: "exponent larger than \(PluralOperands.maximumExponent)"
      }
    return "invalid numeral '\(text)': \(what)"
  }
}

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
  public init(parsing text: String) throws(PluralOperandsError) {
    var text = text
    let result = text.withUTF8 { bytes in Self.parse(bytes) }
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
    func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    var position = 0
    if position < bytes.count, bytes[position] == 0x2D || bytes[position] == 0x2B {
      position += 1
    }
    let integerStart = position
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    let integerEnd = position
    var fractionStart = position
    var fractionEnd = position
    if position < bytes.count, bytes[position] == 0x2E {
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
    if position < bytes.count, bytes[position] == 0x63 || bytes[position] == 0x65 {
      position += 1
      let exponentStart = position
      while position < bytes.count, isDigit(bytes[position]) {
        exponent = exponent * 10 + Int(bytes[position] - 0x30)
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
    return .success(
      OperandsBuilder.operands(
        bytes[integerStart..<integerEnd].lazy.map { $0 - 0x30 },
        bytes[fractionStart..<fractionEnd].lazy.map { $0 - 0x30 },
        point: integerEnd - integerStart + exponent, exponent: exponent))
  }
}

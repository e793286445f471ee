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

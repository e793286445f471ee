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

extension FormatValue {
  /// The magnitude and sign of a machine integer argument, nil for any other.
  /// (A property reads the value in place: switching over an argument copies it.)
  var machineInteger: (magnitude: UInt64, negative: Bool)? {
    switch self {
    case .signed(let number): (number.magnitude, number < 0)
    case .unsigned(let number): (number, false)
    default: nil
    }
  }

  /// The value of a `.signed` argument, nil for any other.
  var signedInteger: Int64? {
    if case .signed(let number) = self { return number }
    return nil
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

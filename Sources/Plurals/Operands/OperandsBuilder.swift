/// Feeds decimal digits, most significant first, into exact operands.
struct OperandsBuilder {
  // The operands' fields as the digits come: no PluralOperands until `finish`, whose
  // initializer derives the table keys from them.
  var integerLow: UInt64 = 0
  var fractionLow: UInt64 = 0
  var trimmedLow: UInt64 = 0
  var visibleCount = 0
  var trimmedCount = 0
  var integerSignificant = 0
  var fractionSignificant = 0
  var trimmedSignificant = 0
  /// Zeros seen after the last non-zero fraction digit (not yet part of `t`).
  var pendingZeros = 0

  private static let lowModulus: UInt64 = PluralOperands.limit / 10

  /// `low * 10^count + digit` modulo 10¹⁸, counting significant digits.
  private static func append(_ digit: UInt8, zeros count: Int, to low: inout UInt64, significant: inout Int) {
    if significant > 0 {
      significant += count
    }
    for _ in 0..<min(count, 18) {
      low = (low % lowModulus) * 10
    }
    if significant > 0 || digit != 0 { significant += 1 }
    low = (low % lowModulus) * 10 + UInt64(digit)
  }

  mutating func appendInteger(_ digit: UInt8) {
    Self.append(digit, zeros: 0, to: &integerLow, significant: &integerSignificant)
  }

  /// Appends `count` zero digits to the integer part.
  mutating func appendIntegerZeros(_ count: Int) {
    guard count > 0 else { return }
    Self.append(0, zeros: count - 1, to: &integerLow, significant: &integerSignificant)
  }

  mutating func appendFraction(_ digit: UInt8) {
    visibleCount += 1
    Self.append(digit, zeros: 0, to: &fractionLow, significant: &fractionSignificant)
    if digit == 0 {
      pendingZeros += 1
    } else {
      Self.append(digit, zeros: pendingZeros, to: &trimmedLow, significant: &trimmedSignificant)
      pendingZeros = 0
      trimmedCount = visibleCount
    }
  }

  /// Appends `count` zero fraction digits (they never reach `t` or `w`).
  mutating func appendFractionZeros(_ count: Int) {
    guard count > 0 else { return }
    visibleCount += count
    Self.append(0, zeros: count - 1, to: &fractionLow, significant: &fractionSignificant)
    pendingZeros += count
  }

  func finish(exponent: Int = 0) -> PluralOperands {
    var large: UInt8 = 0
    var integerLow = integerLow
    var fractionLow = fractionLow
    var trimmedLow = trimmedLow
    // A large operand's low digits plus 10¹⁸ (see PluralOperands.integerLow).
    if integerSignificant > 18 {
      large |= PluralOperands.integerIsLarge
      integerLow &+= PluralOperands.limit
    }
    if fractionSignificant > 18 {
      large |= PluralOperands.fractionIsLarge
      fractionLow &+= PluralOperands.limit
    }
    if trimmedSignificant > 18 {
      large |= PluralOperands.trimmedIsLarge
      trimmedLow &+= PluralOperands.limit
    }
    return PluralOperands(
      integerLow: integerLow, fractionLow: fractionLow, trimmedLow: trimmedLow,
      visibleCount: visibleCount, trimmedCount: trimmedCount, exponentValue: exponent,
      large: large)
  }

  /// Operands of the digit sequence `first` followed by `second`, with the
  /// decimal point after `point` digits (`point` may be negative or beyond the end).
  static func operands(
    _ first: some Sequence<UInt8>, _ second: some Sequence<UInt8> = EmptyCollection(), point: Int,
    exponent: Int = 0
  ) -> PluralOperands {
    var builder = OperandsBuilder()
    if point < 0 {
      builder.appendFractionZeros(-point)
    }
    var position = 0
    func feed(_ digit: UInt8) {
      if position < point {
        builder.appendInteger(digit)
      } else {
        builder.appendFraction(digit)
      }
      position += 1
    }
    for digit in first { feed(digit) }
    for digit in second { feed(digit) }
    if point > position {
      builder.appendIntegerZeros(point - position)
    }
    return builder.finish(exponent: exponent)
  }
}

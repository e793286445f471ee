@_spi(TableFormat) internal import PluralTableFormat

extension PluralOperands {
  /// The operands of the shortest decimal that reads back as `value`.
  ///
  /// This is the numeral a user sees when a program prints the double without
  /// a precision: `1.0` → "1" (v = 0), `0.1 * 3` → "0.30000000000000004".
  /// Returns nil for infinities and NaN.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self = Self(shortestDescription: value.magnitude.description)
  }

  /// The operands of the shortest decimal that reads back as this `Float`
  /// (`Float(0.1)` is "0.1", not the double 0.10000000149011612).
  public init?(_ value: Float) {
    guard value.isFinite else { return nil }
    self = Self(shortestDescription: value.magnitude.description)
  }

  /// Reads Swift's shortest description of a finite binary floating-point
  /// magnitude: "1.0", "0.001", "1e-05", "1.5e+20".
  init(shortestDescription: String) {
    self = TableFormat.ASCII.withBytes(of: shortestDescription) { bytes in
      var mantissaEnd = bytes.count
      var exponent = 0
      if let marker = bytes.firstIndex(of: UInt8(ascii: "e")) {
        mantissaEnd = marker
        var position = marker + 1
        var negative = false
        if position < bytes.count,
          bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")
        {
          negative = bytes[position] == UInt8(ascii: "-")
          position += 1
        }
        while position < bytes.count {
          exponent = exponent * 10 + Int(TableFormat.ASCII.digitValue(bytes[position]))
          position += 1
        }
        if negative { exponent = -exponent }
      }
      let dot = bytes[..<mantissaEnd].firstIndex(of: UInt8(ascii: ".")) ?? mantissaEnd
      var fractionEnd = mantissaEnd
      // The shortest form has no trailing zeros; Swift still writes "1.0".
      while fractionEnd > dot + 1, bytes[fractionEnd - 1] == UInt8(ascii: "0") { fractionEnd -= 1 }
      let fractionStart = min(dot + 1, fractionEnd)
      return OperandsBuilder.operands(
        bytes[..<dot].lazy.map(TableFormat.ASCII.digitValue),
        bytes[fractionStart..<fractionEnd].lazy.map(TableFormat.ASCII.digitValue), point: dot + exponent)
    }
  }

  /// The operands of `value` shown with exactly `fractionDigits` fraction
  /// digits, rounded as `printf("%.*f")` rounds: from the exact binary value,
  /// ties to even. `2.675` with 2 digits is "2.67" (the double is just below
  /// 2.675); `0.5` with 0 digits is "0"; `1` with 2 digits is "1.00" (v = 2).
  ///
  /// Returns nil for infinities, NaN and a negative digit count.
  ///
  /// - Complexity: O(1) for most values (64/128-bit arithmetic); O(d · b)
  ///   for the rest, with d the digits asked for and b the bits of the
  ///   double's binary fraction (at most 1,074).
  public init?(_ value: Double, fractionDigits: Int) {
    guard value.isFinite, fractionDigits >= 0 else { return nil }
    let magnitude = value.magnitude
    let exponent = Int(magnitude.exponentBitPattern)
    let significand =
      exponent == 0
      ? magnitude.significandBitPattern : magnitude.significandBitPattern | (1 << 52)
    let binaryExponent = (exponent == 0 ? 1 : exponent) - 1075  // value = significand · 2^binaryExponent
    if significand == 0 {
      var builder = OperandsBuilder()
      builder.appendFractionZeros(fractionDigits)
      self = builder.finish()
    } else if let fast = Self.fastFixed(significand, binaryExponent, fractionDigits) {
      self = fast
    } else {
      self = Self.exactFixed(significand, binaryExponent, fractionDigits)
    }
  }

  /// The integer part and the fraction digits (as an integer) of `value`
  /// shown with `digits` fraction digits, computed in double arithmetic where
  /// that is exact; nil elsewhere (and for NaN and infinities), where
  /// ``init(_:fractionDigits:)`` decides.
  @inline(__always)
  static func fastFixedPoint(_ value: Double, _ digits: Int) -> (integer: UInt64, fraction: UInt64)? {
    guard UInt(bitPattern: digits) < UInt(bitPattern: fastDigitLimit) else { return nil }
    return fastFixedPoint(value, checkedDigits: digits)
  }

  /// One more than the most fraction digits ``fastFixedPoint(_:_:)`` decides.
  static var fastDigitLimit: Int { 16 }

  /// ``fastFixedPoint(_:_:)`` of a digit count already known to be 0–15
  /// (the caller compared it with ``fastDigitLimit``): the table is read unchecked.
  ///
  /// Below 2⁶³ (Int64's range) the integer part and the fraction `φ` are
  /// exact (from 2⁵³ on every double is an integer: `φ` = 0); `φ · 10^digits`
  /// (below 10¹⁵ < 2⁵², so half-integers are representable) is rounded once,
  /// and rounding it to an integer, ties to even, gives printf's digits unless
  /// the rounded product is itself a tie: the exact product may then lie on
  /// either side of it, or on it. Only that case, more than 15 digits and
  /// magnitudes from 2⁶³ on go to the exact path.
  ///
  /// Written for the path of ``PluralRules/category(for:fractionDigits:)``:
  /// the bound is Int64's own (the conversion's check folds into it), the
  /// power is read as a double (no conversion), and the carry (0.996 with 2
  /// digits is "1.00") is one comparison of the rounded product, which the
  /// tie check computes anyway, with the power: a branch that is rarely
  /// taken instead of arithmetic on every call.
  @inline(__always)
  static func fastFixedPoint(_ value: Double, checkedDigits digits: Int) -> (
    integer: UInt64, fraction: UInt64
  )? {
    let magnitude = value.magnitude
    guard magnitude < 0x1p63 else { return nil }  // NaN and infinities too
    let whole = UInt64(bitPattern: Int64(magnitude))  // truncation: exact
    // Unchecked: digits is 0–15, and the table has more entries.
    let scale = powersOfTen.withUnsafeBufferPointer { $0[digits] }
    let scaled = (magnitude - Double(Int64(bitPattern: whole))) * scale
    // Adding 2⁵² rounds to an integer, ties to even, and leaves it in the
    // low 52 bits of the sum (scaled < 10¹⁵ < 2⁵²).
    let biased = scaled + 0x1p52
    let rounded = biased - 0x1p52
    guard (scaled - rounded).magnitude != 0.5 else { return nil }
    // The fraction rounded up to 10^digits carries into the integer part.
    if _slowPath(rounded == scale) { return (whole &+ 1, 0) }
    return (whole, biased.bitPattern &- (0x1p52 as Double).bitPattern)
  }

  /// 10⁰ … 10¹⁸, as doubles (each exactly: 5¹⁸ < 2⁵³), which the fast path
  /// multiplies by without a conversion; ``fastFixed(_:_:_:)`` converts them.
  /// One table for both: each array's data is linked into Embedded programs
  /// that classify integers only (Tools/embedded/check.sh).
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
  ]

  /// Fixed-point digits with 64/128-bit arithmetic, when the value is an
  /// integer below 2⁶⁴, or has at most 64 binary fraction digits and 18 or
  /// fewer decimals are asked for.
  static func fastFixed(_ significand: UInt64, _ binaryExponent: Int, _ digits: Int) -> PluralOperands? {
    if binaryExponent >= 0 {
      guard binaryExponent <= 11 else { return nil }
      let whole = lowDigits(significand << UInt64(binaryExponent))
      return PluralOperands(
        integerLow: whole.low, fractionLow: 0, trimmedLow: 0, visibleCount: digits, trimmedCount: 0,
        exponentValue: 0, large: whole.large)
    }
    let shift = -binaryExponent
    guard shift <= 64, digits <= 18 else { return nil }
    var integer = shift == 64 ? 0 : significand >> UInt64(shift)
    let remainder = shift == 64 ? significand : significand & ((1 << UInt64(shift)) - 1)
    let scale = UInt64(powersOfTen[digits])
    let (high, low) = remainder.multipliedFullWidth(by: scale)
    // quotient = product >> shift; rest = product mod 2^shift (compared with half of 2^shift)
    var quotient = shift == 64 ? high : (high << UInt64(64 - shift)) | (low >> UInt64(shift))
    let rest = shift == 64 ? low : low & ((1 << UInt64(shift)) - 1)
    let half: UInt64 = 1 << UInt64(shift - 1)
    let lastDigitOdd = digits == 0 ? integer & 1 == 1 : quotient & 1 == 1
    if rest > half || (rest == half && lastDigitOdd) {
      if digits == 0 {
        integer += 1
      } else {
        quotient += 1
        if quotient == scale {
          quotient = 0
          integer += 1
        }
      }
    }
    var trimmed = quotient
    var zeros = digits
    if quotient != 0 {
      zeros = 0
      while trimmed % 10 == 0 {
        trimmed /= 10
        zeros += 1
      }
    }
    let whole = lowDigits(integer)
    return PluralOperands(
      integerLow: whole.low, fractionLow: quotient, trimmedLow: trimmed, visibleCount: digits,
      trimmedCount: digits - zeros, exponentValue: 0, large: whole.large)
  }

  /// Fixed-point digits of any double with arbitrary precision arithmetic.
  static func exactFixed(_ significand: UInt64, _ binaryExponent: Int, _ digits: Int) -> PluralOperands {
    var builder = OperandsBuilder()
    if binaryExponent >= 0 {
      // An integer: significand · 2^binaryExponent, up to 1024 bits.
      var number = BigNatural(significand)
      number.shiftLeft(binaryExponent)
      for digit in number.decimalDigits() { builder.appendInteger(digit) }
      builder.appendFractionZeros(digits)
      return builder.finish()
    }
    let shift = -binaryExponent
    var integer = shift >= 64 ? 0 : significand >> UInt64(shift)
    var remainder = BigNatural(shift >= 64 ? significand : significand & ((1 << UInt64(shift)) - 1))
    // Generate the asked digits; the expansion ends after `shift` digits.
    var fraction: [UInt8] = []
    fraction.reserveCapacity(min(digits, shift))
    while fraction.count < digits && !remainder.isZero {
      remainder.multiply(by: 10)
      fraction.append(remainder.takeBits(from: shift))
    }
    // Round half to even on what is left (only when digits were cut off).
    if fraction.count == digits && !remainder.isZero {
      let comparison = remainder.compareWithHalf(of: shift)
      let lastOdd = (fraction.last.map { $0 & 1 == 1 }) ?? (integer & 1 == 1)
      if comparison > 0 || (comparison == 0 && lastOdd) {
        var index = fraction.count - 1
        while index >= 0 && fraction[index] == 9 {
          fraction[index] = 0
          index -= 1
        }
        if index >= 0 { fraction[index] += 1 } else { integer += 1 }
      }
    }
    var integerDigits: [UInt8] = []
    repeat {
      integerDigits.append(UInt8(integer % 10))
      integer /= 10
    } while integer > 0
    for digit in integerDigits.reversed() { builder.appendInteger(digit) }
    for digit in fraction { builder.appendFraction(digit) }
    builder.appendFractionZeros(digits - fraction.count)
    return builder.finish()
  }
}

import LocaleNumbers

/// `%e %E %g %G` in a locale, as CoreFoundation writes them: not C's output
/// with the decimal point replaced, but ICU's, through the number formatter
/// `__CFStringFormatLocalizedNumber` (CFString.c) sets up for them.
///
/// - `%e` and `%E` alike: ICU's pattern `#E+00` with exactly precision + 1
///   significant digits (6 by default), the locale's exponential symbol
///   (`E`, Swedish `×10^`, Arabic `أس`), its digits, signs and decimal
///   separator, and an exponent of at least two digits that always has a sign
///   (`1,234560E+03` in French).
/// - `%g` and `%G` alike: at most precision significant digits (6 by default,
///   0 counts as 1) with trailing zeros dropped; scientific (`@###E+00`) when
///   the magnitude is above 10^precision or below 0.0001, else a decimal with
///   the locale's grouping when precision exceeds the group size
///   (`1 234 567` for `%.7g` in French, where C writes `1.23457e+06` for `%g`).
/// - Digits round half to even from the shortest decimal that reads back as
///   the double (as ICU rounds a double), not from its exact binary value
///   (`%.2e` of 2.675 is `2,68E+00` in French; C's `2.67e+00`).
/// - Flags as that function reads them: `+` puts the locale's plus sign
///   before a number that is not negative; `-` pads after; `0` pads after the
///   sign, with `0` for `%g` and spaces for `%e` (ICU's default padding, which
///   CoreFoundation sets to `0` for `%g` alone); the space and `#` flags are
///   not read. Widths count Unicode scalars, as ICU's padding does.
///
/// Infinity and NaN, which CoreFoundation writes with the locale's symbols
/// (not in the number tables), keep C's `inf` and `nan`.
enum LocalizedExponent {
  /// The most significant digits ICU shows (its `kMaxIntFracSig`); a larger
  /// precision shows this many.
  static let maximumSignificantDigits = 999

  /// Whether `code` is a conversion this type writes: `e E g G`.
  static func handles(_ code: UInt8) -> Bool {
    code | 0x20 == UInt8(ascii: "e") || code | 0x20 == UInt8(ascii: "g")
  }

  /// `directive` (one of `e E g G`) for argument `index` in `format`, with
  /// the width and precision already resolved.
  static func render(
    _ directive: FormatDirective, _ value: FormatValue, index: Int, width: Int?, precision: Int?,
    format: LocalizedNumberFormat
  ) throws(FormatError) -> String {
    guard let number = Printf.double(value) else { throw Printf.typeError(directive, index, value) }
    guard number.isFinite else {
      return try Printf.floating(directive, value, index: index, width: width, precision: precision)
    }
    let scientificOnly = directive.code | 0x20 == UInt8(ascii: "e")
    let negative = number.sign == .minus
    let sign = negative ? format.minusSign : directive.plusSign ? format.plusSign : ""
    let body =
      scientificOnly
      ? exponential(number.magnitude, precision: precision ?? 6, format: format)
      : general(number.magnitude, precision: precision ?? 6, format: format)
    guard let width, case let padding = width - sign.unicodeScalars.count - body.unicodeScalars.count,
      padding > 0
    else { return sign + body }
    if directive.leftAlign { return sign + body + String(repeating: " ", count: padding) }
    if directive.zeroPad {
      return sign + String(repeating: scientificOnly ? " " : "0", count: padding) + body
    }
    return String(repeating: " ", count: padding) + sign + body
  }

  /// `%e` of a magnitude: precision + 1 significant digits and an exponent.
  static func exponential(_ magnitude: Double, precision: Int, format: LocalizedNumberFormat) -> String {
    let count = min(precision + 1, maximumSignificantDigits)
    var (digits, exponent) = ShortestDecimal(magnitude).rounded(toSignificant: count)
    digits += [UInt8](repeating: UInt8(ascii: "0"), count: count - digits.count)
    return mantissa(digits, format: format) + exponentText(exponent, format: format)
  }

  /// `%g` of a magnitude: at most `precision` significant digits, scientific
  /// beyond 10^precision and below 0.0001, else a grouped decimal.
  static func general(_ magnitude: Double, precision: Int, format: LocalizedNumberFormat) -> String {
    let count = min(max(precision, 1), maximumSignificantDigits)
    let (digits, exponent) = ShortestDecimal(magnitude).rounded(toSignificant: count)
    // CoreFoundation's test, on the value before rounding (`targetValue > max || targetValue < min`,
    // `max` being `pow(10.0, prec)`: the double nearest 10^count, as the numeral reads).
    let bound = powerOfTen(count)
    if magnitude != 0 && (magnitude > bound || magnitude < 0.0001) {
      return mantissa(digits, format: format) + exponentText(exponent, format: format)
    }
    var plain: [UInt8]
    if exponent >= 0 {
      let integerCount = exponent + 1
      plain = Array(digits.prefix(integerCount))
      plain += [UInt8](repeating: UInt8(ascii: "0"), count: max(0, integerCount - digits.count))
      if digits.count > integerCount { plain += [UInt8(ascii: ".")] + digits.dropFirst(integerCount) }
    } else {
      plain = Array("0.".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: -exponent - 1) + digits
    }
    // The pattern has a grouping separator only when the precision exceeds the group size.
    return format.localize(
      String(decoding: plain, as: UTF8.self), grouping: count > format.groupingSizes.primary)
  }

  /// The double nearest 10^`count` (`count` at least 0), as the numeral
  /// `1e<count>` reads: exact products up to 10^22 (every power of ten
  /// to there is a double), parsed beyond (precisions past 22 are rare).
  static func powerOfTen(_ count: Int) -> Double {
    guard count <= 22 else { return Double("1e\(count)") ?? .infinity }
    var power = 1.0
    for _ in 0..<count { power *= 10 }
    return power
  }

  /// The digits as a mantissa (`d.ddd`), in the locale's digits and decimal separator.
  static func mantissa(_ digits: [UInt8], format: LocalizedNumberFormat) -> String {
    var plain = [digits[0]]
    if digits.count > 1 { plain += [UInt8(ascii: ".")] + digits.dropFirst() }
    return format.localize(String(decoding: plain, as: UTF8.self), grouping: false)
  }

  /// The exponential symbol, the exponent's sign (always written) and at least two digits.
  static func exponentText(_ exponent: Int, format: LocalizedNumberFormat) -> String {
    let digits = String(exponent.magnitude)
    let plain = (exponent < 0 ? "-" : "+") + (digits.count < 2 ? "0" : "") + digits
    return format.exponentialSymbol + format.localize(plain, grouping: false)
  }
}

/// The shortest decimal that reads back as a double (Swift's `description`
/// writes it, as ICU's double conversion does): its digits, without leading
/// or trailing zeros, and the power of ten of the first.
struct ShortestDecimal: Equatable {
  /// ASCII digits, `d₁d₂…`; `[0]` for zero.
  var digits: [UInt8]
  /// The value is `d₁.d₂… × 10^exponent`.
  var exponent: Int

  /// The shortest decimal of a finite, non-negative double.
  init(_ magnitude: Double) {
    let text = Array(magnitude.description.utf8)
    let marker = text.firstIndex(of: UInt8(ascii: "e")) ?? text.count
    let scale = marker < text.count ? Int(String(decoding: text[(marker + 1)...], as: UTF8.self)) ?? 0 : 0
    let mantissa = text[..<marker]
    let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
    let all = Array(mantissa[..<point]) + (point < mantissa.endIndex ? Array(mantissa[(point + 1)...]) : [])
    let leading = all.prefix { $0 == UInt8(ascii: "0") }.count
    var kept = Array(all.dropFirst(leading))
    while kept.last == UInt8(ascii: "0") { kept.removeLast() }
    if kept.isEmpty {
      digits = [UInt8(ascii: "0")]
      exponent = 0
    } else {
      digits = kept
      exponent = point - mantissa.startIndex - 1 - leading + scale
    }
  }

  /// The digits rounded half to even to at most `count` significant digits
  /// (trailing zeros dropped), and the exponent, one higher when rounding
  /// carries past the first digit (9.995 to 3 digits: 1, exponent + 1).
  func rounded(toSignificant count: Int) -> (digits: [UInt8], exponent: Int) {
    guard digits.count > count else { return (digits, exponent) }
    var kept = Array(digits.prefix(count))
    let first = digits[count]
    let beyond = digits.dropFirst(count + 1).contains { $0 != UInt8(ascii: "0") }
    let lastOdd = (kept.last.map { $0 - UInt8(ascii: "0") } ?? 0) & 1 == 1
    var exponent = exponent
    if first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (beyond || lastOdd)) {
      var index = kept.count - 1
      while index >= 0 && kept[index] == UInt8(ascii: "9") {
        kept[index] = UInt8(ascii: "0")
        index -= 1
      }
      if index >= 0 {
        kept[index] += 1
      } else {
        kept.insert(UInt8(ascii: "1"), at: 0)
        kept.removeLast()
        exponent += 1
      }
    }
    while kept.count > 1 && kept.last == UInt8(ascii: "0") { kept.removeLast() }
    return (kept, exponent)
  }
}

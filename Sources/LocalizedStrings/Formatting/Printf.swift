import LocaleNumbers
@_spi(TableFormat) import PluralTableFormat
import Plurals

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#elseif os(Windows)
  import ucrt
#else
  #error("no C library is known for this platform")
#endif

/// Renders single printf conversions, byte for byte as C prints them for
/// plain (non-localized) output. Integers are exact at any size; floating
/// conversions of binary values go through the C library itself.
enum Printf {
  /// The error for a value `directive` cannot print, with the reason: what the conversion
  /// takes, or the size of a numeral too long to write out (``FormatLimits/maximumPrintedDigits``,
  /// then ``FormatError/Kind/limitExceeded``).
  static func typeError(_ directive: FormatDirective, _ index: Int, _ value: FormatValue) -> FormatError {
    let conversion = "%\(directive.length.rawValue)\(directive.conversion)"
    let subject = "argument \(index + 1) is \(kindName(value)), which \(conversion) cannot print"
    switch value {
    case .numeral(let text), .text(let text):
      do throws(DecimalParts.Refusal) {
        _ = try DecimalParts(refusing: text)
      } catch {
        if let reason = error.sizeReason(conversion) {
          return FormatError(.limitExceeded, "\(subject): \(reason)")
        }
      }
    default: break
    }
    return FormatError(.wrongArgumentType, "\(subject): \(takes(directive))")
  }

  /// What `directive` takes, for ``typeError(_:_:_:)``: "%d takes an integer".
  static func takes(_ directive: FormatDirective) -> String {
    let conversion = "%\(directive.conversion)"
    switch directive.code {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"):
      return "\(conversion) takes an integer (a numeral without a fraction)"
    case UInt8(ascii: "c"), UInt8(ascii: "C"):
      return "\(conversion) takes a character's code (an integer)"
    case UInt8(ascii: "s"), UInt8(ascii: "S"): return "\(conversion) takes a string"
    default: return "\(conversion) takes a number"
    }
  }

  /// How messages name a value: its kind and, for a numeral or text, the first 40
  /// characters (a hostile argument may be megabytes long).
  static func kindName(_ value: FormatValue) -> String {
    func quoted(_ text: String) -> String {
      let count = text.count
      return count <= 40 ? text : "\(text.prefix(40))… (\(count.groupedDigits) characters)"
    }
    switch value {
    case .signed, .unsigned, .bigInteger: return "an integer"
    case .double, .float: return "a floating-point number"
    case .numeral(let text): return "the decimal numeral \(quoted(text))"
    case .operands: return "plural operands"
    case .string(let text): return "the string \"\(quoted(text))\""
    case .text(let text): return "the text \"\(quoted(text))\""
    }
  }

  /// Renders `directive` for `value` (argument `index`, 0-based), with the
  /// width and precision already resolved (`%@` ignores both).
  static func render(
    _ directive: FormatDirective, _ value: FormatValue, index: Int, width: Int?, precision: Int?
  )
    throws(FormatError) -> String
  {
    // Dispatch on the conversion's byte: making a `Character` of it and
    // comparing characters cost far more than a switch on a byte.
    switch directive.code {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"):
      return try integer(directive, value, index: index, width: width, precision: precision)
    case UInt8(ascii: "c"), UInt8(ascii: "C"):
      return try character(directive, value, index: index, width: width)
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      return try floating(directive, value, index: index, width: width, precision: precision)
    case UInt8(ascii: "@"):
      // An object's description is appended whole, as CoreFoundation does: its
      // `CFFormatCFType` case of `__CFStringAppendFormatCore` (CFString.c) reads
      // no width, precision or flag, while `%s`/`%S` pad and cut. The width and
      // precision arguments of `%*.*@` are still read (and skipped).
      return description(value)
    default:  // s S
      let text: String
      switch value {
      case .string(let string), .text(let string): text = string
      default: throw typeError(directive, index, value)
      }
      return directive.code == UInt8(ascii: "s")
        ? cString(text, width: width, precision: precision, left: directive.leftAlign)
        : utf16String(text, width: width, precision: precision, left: directive.leftAlign)
    }
  }

  /// `%c` and `%C` of an integer, as CoreFoundation prints them (CFString.c, `__CFStringAppendFormatCore`).
  ///
  /// `%c` is a CFFormatLongType of CFFormatSize1 (`__CFParseFormatSpec`, `case 'c':`): the value is
  /// cut to its low byte (`(int8_t)va_arg(args, int)`) and snprintf's `%c` writes that byte, which
  /// `CFStringAppendCString` reads in the 8-bit encoding, ISO Latin 1 here (`[%c]` of 9786 is `[:]`,
  /// of 233 `[é]`); a 0 byte ends the C string there, so `%5c` of 0 is its four spaces and `%-5c`
  /// nothing. `%C` (CFFormatSingleUnicharType) appends the low 16 bits as one UTF-16 unit, with no
  /// width: a surrogate alone is U+FFFD, as Foundation's string is.
  static func character(_ directive: FormatDirective, _ value: FormatValue, index: Int, width: Int?)
    throws(FormatError) -> String
  {
    guard let (negative, digits) = integerParts(value) else { throw typeError(directive, index, value) }
    let bits: UInt64 = directive.code == UInt8(ascii: "C") ? 16 : 8
    var pattern = truncate(digits, bits: bits)
    if negative { pattern = pattern == 0 ? 0 : (1 << bits) - pattern }
    if directive.code == UInt8(ascii: "C") {
      return String(Character(UnicodeScalar(UInt32(pattern)) ?? "\u{FFFD}"))
    }
    guard pattern != 0 else {
      return directive.leftAlign ? "" : pad("", width: width.map { $0 - 1 }, left: false)
    }
    return pad(
      String(Character(UnicodeScalar(UInt32(pattern)) ?? "\u{FFFD}")), width: width, left: directive.leftAlign
    )
  }

  /// `%s` as CoreFoundation prints it (`__CFStringAppendFormatCore`, case CFFormatCharsType): the
  /// precision and the width count bytes of the UTF-8 text, and a precision that cuts a character
  /// leaves bytes `__CFStringAppendBytes` cannot decode, so the text is dropped (its padding is not).
  static func cString(_ text: String, width: Int?, precision: Int?, left: Bool) -> String {
    let utf8 = text.utf8
    var length = utf8.count
    var shown = text
    if let precision, precision < length {
      length = precision
      let cut = utf8.index(utf8.startIndex, offsetBy: precision)
      shown = cut.samePosition(in: text.unicodeScalars) == nil ? "" : String(text[..<cut])
    }
    return pad(shown, width: width, left: left, length: length)
  }

  /// `%S` as CoreFoundation prints it (case CFFormatUnicharsType): precision and width count
  /// UTF-16 units; a precision that cuts a surrogate pair leaves its first half, which is U+FFFD.
  static func utf16String(_ text: String, width: Int?, precision: Int?, left: Bool) -> String {
    let utf16 = text.utf16
    var length = utf16.count
    var shown = text
    if let precision, precision < length {
      length = precision
      shown = String(decoding: utf16.prefix(precision), as: UTF16.self)
    }
    return pad(shown, width: width, left: left, length: length)
  }

  /// What `%@` prints for a value.
  static func description(_ value: FormatValue) -> String {
    switch value {
    case .signed(let number): "\(number)"
    case .unsigned(let number): "\(number)"
    case .bigInteger(let negative, let digits): (negative ? "-" : "") + digits
    case .double(let number):
      number.isFinite && number == number.rounded() && abs(number) < 1e16
        ? "\(Int64(number))" : "\(number)"
    case .float(let number):
      number.isFinite && number == number.rounded() && abs(number) < 1e7 ? "\(Int64(number))" : "\(number)"
    case .numeral(let text), .string(let text), .text(let text): text
    case .operands(let operands): operands.numeralText ?? "\(operands)"
    }
  }

  /// `text` padded with `fill` to `width` characters (or to `width` units of which the text is
  /// `length`: bytes for `%s`, UTF-16 units for `%S`), after it when `left` (aligned left), else
  /// before it.
  ///
  /// - Complexity: O(*n* + *w*): the padding is written as bytes, not made
  ///   of `Character`s.
  static func pad(
    _ text: String, width: Int?, left: Bool, with fill: UInt8 = UInt8(ascii: " "), length: Int? = nil
  ) -> String {
    guard let width, width > 0 else { return text }
    let length = length ?? text.count
    guard length < width else { return text }
    var text = text
    return text.withUTF8 { bytes in
      let padding = width - length
      return String(utf8Capacity: bytes.count + padding) { buffer in
        let start = left ? bytes.count : 0
        buffer.baseAddress!.advanced(by: start).initialize(repeating: fill, count: padding)
        if let source = bytes.baseAddress {
          buffer.baseAddress!.advanced(by: left ? 0 : padding).initialize(from: source, count: bytes.count)
        }
        return bytes.count + padding
      }
    }
  }

  /// Sign and decimal magnitude of an integer-valued argument.
  static func integerParts(_ value: FormatValue) -> (negative: Bool, digits: String)? {
    switch value {
    case .signed(let number): return (number < 0, String(number.magnitude))
    case .unsigned(let number): return (false, String(number))
    case .bigInteger(let negative, let digits): return (negative && digits != "0", digits)
    case .numeral(let text), .text(let text):
      guard let parts = DecimalParts(numeral: text), parts.fraction.isEmpty else { return nil }
      return (parts.negative && parts.integer != "0", parts.integer)
    case .operands(let operands):
      guard operands.v == 0, let i = operands.i else { return nil }
      return (false, String(i))
    case .double, .float, .string: return nil
    }
  }

  /// The decimal text of a 64-bit magnitude, written directly into the string.
  static func decimal(_ magnitude: UInt64, negative: Bool) -> String {
    let count = DecimalDigits.count(magnitude) + (negative ? 1 : 0)
    return String(utf8Capacity: count) { buffer in
      DecimalDigits.write(magnitude, into: buffer, endingAt: count)
      if negative { buffer[0] = UInt8(ascii: "-") }
      return count
    }
  }

  /// `digits` (decimal) modulo 2^bits.
  static func truncate(_ digits: String, bits: UInt64) -> UInt64 {
    var remainder: UInt64 = 0
    let modulus: UInt64 = 1 << bits
    for digit in digits.utf8 { remainder = (remainder * 10 + UInt64(digit - UInt8(ascii: "0"))) % modulus }
    return remainder
  }

  static func integer(
    _ directive: FormatDirective, _ value: FormatValue, index: Int, width: Int?, precision: Int?
  )
    throws(FormatError) -> String
  {
    // The common case, `%d` or `%ld` of a machine integer, without flags or width.
    if width == nil && precision == nil && !directive.plusSign && !directive.space && !directive.alternate
      && directive.length != .h && directive.length != .hh
    {
      switch (value, directive.code) {
      case (.signed(let number), UInt8(ascii: "d")), (.signed(let number), UInt8(ascii: "i")):
        return decimal(number.magnitude, negative: number < 0)
      case (.unsigned(let number), UInt8(ascii: "d")), (.unsigned(let number), UInt8(ascii: "i")),
        (.unsigned(let number), UInt8(ascii: "u")):
        return decimal(number, negative: false)
      default: break
      }
    }
    guard var (negative, digits) = integerParts(value) else {
      throw typeError(directive, index, value)
    }
    let signed = directive.code == UInt8(ascii: "d") || directive.code == UInt8(ascii: "i")
    // h and hh convert to short and char, as C does; every other length is exact.
    let bits: UInt64? = directive.length == .hh ? 8 : directive.length == .h ? 16 : nil
    if let bits {
      var pattern = truncate(digits, bits: bits)
      if negative { pattern = (pattern == 0 ? 0 : (1 << bits) - pattern) }
      if signed && pattern >= 1 << (bits - 1) {
        negative = true
        digits = String((1 << bits) - pattern)
      } else {
        negative = false
        digits = String(pattern)
      }
    } else if !signed && negative {
      // An unsigned conversion of a negative value prints its two's complement
      // in the width the length modifier names: 32 bits without one (C's
      // unsigned int) when the value fits there, else 64.
      guard let magnitude = UInt64(digits), magnitude <= 1 << 63 else {
        throw FormatError(
          .limitExceeded, "argument \(index + 1) is below the 64-bit range of %\(directive.conversion)")
      }
      let narrow = directive.length == .none && magnitude <= 1 << 31
      digits = String(narrow ? UInt64(UInt32(truncatingIfNeeded: 0 &- magnitude)) : 0 &- magnitude)
      negative = false
    }
    var prefix = ""
    switch directive.code {
    case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"):
      guard let magnitude = UInt64(digits) else {
        throw FormatError(
          .limitExceeded, "argument \(index + 1) is beyond the 64-bit range of %\(directive.conversion)")
      }
      digits = String(
        magnitude, radix: directive.code == UInt8(ascii: "o") ? 8 : 16,
        uppercase: directive.code == UInt8(ascii: "X"))
      if directive.alternate && magnitude != 0 && directive.code != UInt8(ascii: "o") {
        prefix = directive.code == UInt8(ascii: "x") ? "0x" : "0X"
      }
    case UInt8(ascii: "d"), UInt8(ascii: "i"):
      prefix = negative ? "-" : directive.plusSign ? "+" : directive.space ? " " : ""
    default:
      break
    }
    if let precision {
      if precision == 0 && digits == "0" { digits = "" }
      digits = pad(digits, width: precision, left: false, with: UInt8(ascii: "0"))
    }
    if directive.code == UInt8(ascii: "o") && directive.alternate && !digits.hasPrefix("0") {
      digits = "0" + digits
    }
    if let width, directive.zeroPad && !directive.leftAlign && precision == nil {
      let body = pad(digits, width: width - prefix.count, left: false, with: UInt8(ascii: "0"))
      return prefix + body
    }
    return pad(prefix + digits, width: width, left: directive.leftAlign)
  }

  static func floating(
    _ directive: FormatDirective, _ value: FormatValue, index: Int, width: Int?, precision: Int?
  )
    throws(FormatError) -> String
  {
    // A numeral's `%f` is written from its exact digits, as C would print that exact value.
    if directive.code | 0x20 == UInt8(ascii: "f"), let parts = decimalParts(value) {
      return fixed(directive, parts, width: width, precision: precision ?? 6)
    }
    guard let number = double(value) else { throw typeError(directive, index, value) }
    var spec = "%"
    if directive.leftAlign { spec += "-" }
    if directive.plusSign { spec += "+" }
    if directive.space { spec += " " }
    if directive.zeroPad { spec += "0" }
    if directive.alternate { spec += "#" }
    if let width { spec += "\(width)" }
    if let precision { spec += ".\(precision)" }
    spec.unicodeScalars.append(Unicode.Scalar(directive.code))
    return cFormat(spec, number)
  }

  /// The double a floating conversion prints for `value` (a numeral's
  /// nearest), nil when it takes none: a string, or a numeral too long to print.
  static func double(_ value: FormatValue) -> Double? {
    switch value {
    case .double(let double): double
    case .float(let float): Double(float)
    case .signed(let integer): Double(integer)
    case .unsigned(let integer): Double(integer)
    case .bigInteger, .operands, .numeral, .text: decimalParts(value).flatMap { Double($0.text) }
    case .string: nil
    }
  }

  /// The exact decimal of a value written as digits (a big integer,
  /// operands whose every digit is known, a numeral), nil for a machine
  /// number, a string, or a numeral too long to print.
  static func decimalParts(_ value: FormatValue) -> DecimalParts? {
    switch value {
    case .bigInteger(let negative, let digits): DecimalParts(numeral: (negative ? "-" : "") + digits)
    case .operands(let operands): operands.numeralText.flatMap { DecimalParts(numeral: $0) }
    case .numeral(let text), .text(let text): DecimalParts(numeral: text)
    case .double, .float, .signed, .unsigned, .string: nil
    }
  }

  /// `snprintf` with one double.
  static func cFormat(_ spec: String, _ number: Double) -> String {
    withVaList([number]) { arguments in
      // A finite double prints at most 309 integer digits; width and precision are bounded.
      let capacity = 330 + 2 * FormatLimits.maximumWidth
      return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        let count = vsnprintf(buffer.baseAddress, capacity, spec, arguments)
        let length = max(0, min(Int(count), capacity - 1))
        return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: length) {
          String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
      }
    }
  }

  /// `%f` of an exact decimal numeral, as C would print that exact value.
  static func fixed(_ directive: FormatDirective, _ parts: DecimalParts, width: Int?, precision: Int)
    -> String
  {
    let rounded = parts.rounded(to: precision)
    var body = rounded.integer
    if precision > 0 || directive.alternate { body += "." + rounded.fraction }
    let sign = rounded.negative ? "-" : directive.plusSign ? "+" : directive.space ? " " : ""
    if let width, directive.zeroPad && !directive.leftAlign {
      return sign + pad(body, width: width - sign.count, left: false, with: UInt8(ascii: "0"))
    }
    return pad(sign + body, width: width, left: directive.leftAlign)
  }
}

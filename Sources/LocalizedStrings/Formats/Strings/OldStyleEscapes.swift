/// A backslash escape in an old-style `.strings` string, read as CoreFoundation's reader of
/// old-style property lists reads it (Apple's; run on Linux through
/// `PropertyListSerialization`, whose results the tests compare with these):
///
/// - `\n \t \r \a \b \f \v`: the control character; any other character after the backslash
///   stands for itself (`\" \' \\`, and `\u`: the letter `u`, not a Unicode escape).
/// - `\U` and up to four hexadecimal digits: a UTF-16 code unit (`\U41x` is `Ax`, `\Ux` is
///   U+0000 and `x`); two of them that make a surrogate pair are one character, and a
///   surrogate left alone is U+FFFD (what a Swift `String` holds for it).
/// - `\` and up to three octal digits: below 128 that character; from `\200` on, the byte of
///   that number (taken modulo 256) in the NeXTSTEP encoding (`\351` is `Ø`, `\200` a
///   no-break space), and U+0000 for a byte that encoding leaves unmapped or a number that
///   is 0 modulo 256.
///
/// ```swift
/// // "caf\U00e9 \u00e9 \351" reads as "café u00e9 Ø"
/// ```
extension OldStyleStringsParser {
  /// Reads the escape whose backslash was just passed (the scanner is at the character after
  /// it, which is not the end) into `result`.
  mutating func escape(into result: inout String.UnicodeScalarView) {
    let escape = scalars[position]
    advance()
    switch escape {
    case "n": result.append("\n")
    case "t": result.append("\t")
    case "r": result.append("\r")
    case "a": result.append("\u{07}")
    case "b": result.append("\u{08}")
    case "f": result.append("\u{0C}")
    case "v": result.append("\u{0B}")
    case "U":
      let unit = hexadecimalUnit()
      switch unit {
      case 0xD800..<0xDC00:
        // A low surrogate's escape right after makes the pair; else this one stands alone.
        if current == "\\", position + 1 < scalars.count, scalars[position + 1] == "U" {
          let start = position
          advance()
          advance()
          let low = hexadecimalUnit()
          if (0xDC00..<0xE000).contains(low) {
            result.append(Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!)
            return
          }
          rewind(to: start)
        }
        result.append("\u{FFFD}")
      case 0xDC00..<0xE000: result.append("\u{FFFD}")
      default: result.append(Unicode.Scalar(unit)!)
      }
    case "0"..."7":
      var number = escape.value - 0x30
      for _ in 0..<2 {
        guard let digit = current, ("0"..."7").contains(digit) else { break }
        number = number * 8 + digit.value - 0x30
        advance()
      }
      if number < 128 {
        result.append(Unicode.Scalar(number)!)
      } else {
        let byte = UInt8(truncatingIfNeeded: number)
        result.append(Unicode.Scalar(byte < 0x80 ? UInt16(byte) : Self.nextStep[Int(byte) - 0x80])!)
      }
    default:
      result.append(escape)
    }
  }

  /// Up to four hexadecimal digits, as one UTF-16 code unit (0 for none).
  private mutating func hexadecimalUnit() -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      let value: UInt32
      switch current?.value {
      case let scalar? where (0x30...0x39).contains(scalar): value = scalar - 0x30
      case let scalar? where (0x41...0x46).contains(scalar): value = scalar - 0x37
      case let scalar? where (0x61...0x66).contains(scalar): value = scalar - 0x57
      default: return unit
      }
      unit = unit * 16 + UInt16(value)
      advance()
    }
    return unit
  }

  /// Goes back to `start`, a place read since the last line end (escapes hold no line end).
  private mutating func rewind(to start: Int) { position = start }

  /// The NeXTSTEP encoding's bytes 0x80–0xFF as Unicode (0: unmapped), as CoreFoundation
  /// converts them (`kCFStringEncodingNextStepLatin`; the same as Unicode's NEXTSTEP.TXT
  /// mapping).
  static let nextStep: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,
    0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
    0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
    0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
    0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,
    0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
    0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
    0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
    0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
    0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
    0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,
    0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
    0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
    0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
    0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
    0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
  ]
}

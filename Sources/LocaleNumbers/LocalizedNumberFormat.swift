@_spi(TableFormat) import PluralTableFormat
import Plurals

/// How a locale writes numbers, from CLDR: its default numbering system's
/// digits, decimal and grouping separators, minus and plus signs, exponential symbol, and the
/// grouping of its standard decimal pattern (including the Indian `12,34,567`
/// and minimum grouping digits: Polish writes `1234` but `12 345`).
///
/// ```swift
/// LocalizedNumberFormat(locale: "fr").format(1234567)              // "1 234 567" (narrow no-break spaces)
/// LocalizedNumberFormat(locale: "de").localize("-98765.4321")      // "-98.765,4321"
/// LocalizedNumberFormat(locale: "ar-EG").format(1234567)           // "١٬٢٣٤٬٥٦٧"
/// LocalizedNumberFormat(locale: "en-IN").format(1234567)           // "12,34,567"
/// ```
///
/// `localize(_:)` takes a number as C's `printf` writes it, so the digits
/// shown (and the rounding) are exactly those of the plain output.
public struct LocalizedNumberFormat: Hashable, Sendable {
  let set: Int
  let localeIndex: Int

  /// UTF-8 of each set's digits (all of one width, as in every CLDR
  /// numbering system) and symbols, built once, for one-pass output.
  final class Encoded: Sendable {
    let digits: [UInt8]
    let digitWidth: Int
    let decimal: [UInt8]
    let group: [UInt8]
    let minus: [UInt8]
    let plus: [UInt8]
    /// The grouping of the standard pattern: digits in the group next to
    /// the decimal point (0: no grouping), in each group beyond it (at least
    /// 1, as `localize` steps), and the digits an integer part needs beyond
    /// `primary` to be grouped at all.
    let primary: Int
    let secondary: Int
    let minimumGrouping: Int

    init(set: Int) {
      let utf8 = Array(NumberTables.digits[set].utf8)
      let width = utf8.count / 10
      precondition(width * 10 == utf8.count && NumberTables.digits[set].allSatisfy { $0.utf8.count == width })
      digits = utf8
      digitWidth = width
      decimal = Array(NumberTables.decimalSeparators[set].utf8)
      group = Array(NumberTables.groupingSeparators[set].utf8)
      minus = Array(NumberTables.minusSigns[set].utf8)
      plus = Array(NumberTables.plusSigns[set].utf8)
      primary = Int(NumberTables.primaryGroupSizes[set])
      secondary = max(Int(NumberTables.secondaryGroupSizes[set]), 1)
      minimumGrouping = Int(NumberTables.minimumGroupingDigits[set])
    }

    /// How many group separators an integer part of `count` digits gets:
    /// one before each digit (but the first) with `remaining` digits from
    /// it to the end, `remaining ≥ primary` and `(remaining − primary)` a
    /// multiple of `secondary`, as `localize` writes them.
    @inline(__always)
    func separatorCount(digits count: Int) -> Int {
      guard primary > 0, count >= primary + minimumGrouping, count - 1 >= primary else { return 0 }
      return (count - 1 - primary) / secondary + 1
    }

    /// The UTF-8 length of an integer of `count` digits, negative when
    /// `negative`: its digits, group separators and minus sign.
    @inline(__always)
    func integerUTF8Count(digits count: Int, negative: Bool) -> Int {
      (negative ? minus.count : 0) + count * digitWidth + separatorCount(digits: count) * group.count
    }
  }

  static let encoded: [Encoded] = NumberTables.digits.indices.map { Encoded(set: $0) }

  /// The most UTF-8 bytes any locale writes for an integer of 20 digits,
  /// negative: the bound a format's budget per conversion must cover.
  package static var widestIntegerUTF8Count: Int {
    encoded.map { $0.integerUTF8Count(digits: 20, negative: true) }.max()!
  }

  /// The version of the CLDR data.
  public static var cldrVersion: String { NumberTables.cldrVersion }

  /// The format for `locale`, following CLDR inheritance: the first locale
  /// of its `CLDRLocale.fallbackChain` that the number data has (`de_CH`
  /// has its own separators, `pt_AO` inherits `pt_PT`'s), else root's
  /// (Latin digits, `.` and `,`).
  ///
  /// ```swift
  /// let locale = CLDRLocale("pt-AO")!              // parsed once, e.g. from a request
  /// LocalizedNumberFormat(locale: locale).locale   // "pt_PT"
  /// ```
  ///
  /// - Complexity: a binary search of the number table per step of the
  ///   chain (at most 4 in CLDR's data, and one per parent step); no parsing.
  public init(locale: CLDRLocale) {
    let found = locale.fallbackChain.lazy.compactMap {
      TableFormat.LocaleLookup.index(of: $0.key, in: NumberTables.localeKeys)
    }.first
    self.init(localeIndex: found ?? Self.rootIndex)
  }

  /// The format of the number tables' locale at `localeIndex`, in its
  /// default numbering system or the system of `set`.
  init(localeIndex: Int, set: Int? = nil) {
    self.localeIndex = localeIndex
    self.set = set ?? Int(NumberTables.localeSets[localeIndex])
  }

  /// The format for an identifier in any spelling `CLDRLocale.init(_:)`
  /// reads (BCP 47 or POSIX), read once into a `CLDRLocale`; text that
  /// names no locale gets root's format.
  ///
  /// - Complexity: O(n) in the identifier's length, then as ``init(locale:)-(CLDRLocale)``.
  public init(locale: String) {
    self.init(locale: CLDRLocale(orRoot: locale))
  }

  /// The entry of root in the number tables (its key, 0, sorts first).
  static var rootIndex: Int { 0 }

  /// The CLDR locale whose data is used (`pt_PT` for `pt_AO`; `root`).
  /// ``cldrLocale`` is the same locale as a value.
  public var locale: String { cldrLocale.identifier }

  /// The CLDR locale whose data is used, to pass on without spelling it out.
  ///
  /// - Complexity: O(1).
  public var cldrLocale: CLDRLocale {
    CLDRLocale(key: TableFormat.LocaleKey(rawValue: NumberTables.localeKeys[localeIndex]))
  }

  public var decimalSeparator: String { NumberTables.decimalSeparators[set] }
  public var groupingSeparator: String { NumberTables.groupingSeparators[set] }
  public var minusSign: String { NumberTables.minusSigns[set] }
  public var plusSign: String { NumberTables.plusSigns[set] }
  /// What separates a mantissa from its exponent (CLDR's `exponential`:
  /// `E`, Swedish `×10^`, Arabic `أس`), as `%e` and `%g` write it.
  public var exponentialSymbol: String { NumberTables.exponentialSymbols[set] }
  /// The ten digits, zero first.
  public var digits: [Character] { Array(NumberTables.digits[set]) }
  /// Digits in the group next to the decimal point, and in the groups beyond (0: no grouping).
  public var groupingSizes: (primary: Int, secondary: Int) {
    (Int(NumberTables.primaryGroupSizes[set]), Int(NumberTables.secondaryGroupSizes[set]))
  }
  /// Grouping starts only when the integer has at least primary + this many digits.
  public var minimumGroupingDigits: Int { Int(NumberTables.minimumGroupingDigits[set]) }

  /// An integer in this locale's digits with grouping.
  ///
  /// The text ``localize(_:grouping:)`` gives for `String(value)`, written
  /// in one pass (no plain text first).
  ///
  /// - Complexity: O(*d*) in the number of digits; allocates only the
  ///   result (nothing for up to 15 UTF-8 bytes).
  public func format(_ value: Int) -> String {
    let magnitude = UInt64(value.magnitude)
    let negative = value < 0
    return String(utf8Capacity: integerUTF8Count(magnitude, negative: negative)) { buffer in
      writeInteger(magnitude, negative: negative, into: buffer.baseAddress!)
    }
  }

  /// The UTF-8 length of an integer of `magnitude` (negative when
  /// `negative`) as ``writeInteger(_:negative:into:)`` writes it: what
  /// ``localize(_:grouping:)`` makes of its plain digits, grouped.
  ///
  /// - Complexity: O(*d*) in the number of decimal digits.
  package func integerUTF8Count(_ magnitude: UInt64, negative: Bool) -> Int {
    Self.encoded[set].integerUTF8Count(digits: DecimalDigits.count(magnitude), negative: negative)
  }

  /// Writes an integer of `magnitude` (negative when `negative`) at
  /// `output` in this locale's minus sign, digits and grouping, exactly as
  /// ``localize(_:grouping:)`` localizes its plain digits (`-1234567` →
  /// `-1 234 567` in French), and returns how many bytes it wrote (its
  /// ``integerUTF8Count(_:negative:)``; `output` must have room for them).
  ///
  /// The direct path of localized integer output: the digits and the
  /// separators are written once, with no plain text printed and then
  /// localized.
  ///
  /// - Complexity: O(*d*) in the number of decimal digits; allocates nothing.
  package func writeInteger(_ magnitude: UInt64, negative: Bool, into output: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    let symbols = Self.encoded[set]
    let digitCount = DecimalDigits.count(magnitude)
    let separators = symbols.separatorCount(digits: digitCount)
    let sign = negative ? symbols.minus.count : 0
    let count = sign + digitCount * symbols.digitWidth + separators * symbols.group.count
    symbols.minus.withUnsafeBufferPointer { minus in
      for index in 0..<sign { output[index] = minus[index] }
    }
    // Backwards from the end: the last digit first, a separator after each group.
    symbols.digits.withUnsafeBufferPointer { digits in
      symbols.group.withUnsafeBufferPointer { group in
        var position = count
        var rest = magnitude
        var remaining = 1
        let width = symbols.digitWidth
        while true {
          let digit = Int(rest % 10)
          rest /= 10
          position -= width
          if width == 1 {
            output[position] = digits[digit]
          } else {
            for offset in 0..<width { output[position + offset] = digits[digit * width + offset] }
          }
          if remaining == digitCount { break }
          if separators > 0 && remaining >= symbols.primary
            && (remaining - symbols.primary) % symbols.secondary == 0
          {
            position -= group.count
            for offset in 0..<group.count { output[position + offset] = group[offset] }
          }
          remaining += 1
        }
      }
    }
    return count
  }

  /// Localizes a plain number as `printf` writes it (`-1234567.50`,
  /// `+7`, `1.5e+06`, `inf`): native digits, the decimal separator, grouping
  /// of the integer part (unless `grouping` is false) and the locale's signs.
  /// Text that is not such a number is returned unchanged.
  public func localize(_ plain: String, grouping: Bool = true) -> String {
    var plain = plain
    return plain.withUTF8 { bytes in localize(bytes, grouping: grouping) } ?? plain
  }

  func localize(_ bytes: UnsafeBufferPointer<UInt8>, grouping: Bool) -> String? {
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    var index = 0
    let signed = index < bytes.count && (bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+"))
    if signed { index = 1 }
    let integerStart = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    let integerCount = index - integerStart
    guard integerCount > 0 else { return nil }  // inf, nan, or not a number
    let (primary, secondary) = groupingSizes
    let grouped = grouping && primary > 0 && integerCount >= primary + minimumGroupingDigits
    let symbols = Self.encoded[set]
    let digitWidth = symbols.digitWidth
    let widest = max(
      symbols.decimal.count, symbols.group.count, symbols.minus.count, symbols.plus.count, 1)
    let capacity = bytes.count * max(digitWidth, widest) + (integerCount + 1) * widest
    return String(utf8Capacity: capacity) { output in
      var count = 0
      func write(_ source: [UInt8]) {
        for byte in source {
          output[count] = byte
          count += 1
        }
      }
      func writeDigit(_ byte: UInt8) {
        let start = Int(byte - UInt8(ascii: "0")) * digitWidth
        for offset in 0..<digitWidth {
          output[count] = symbols.digits[start + offset]
          count += 1
        }
      }
      if signed { write(bytes[0] == UInt8(ascii: "-") ? symbols.minus : symbols.plus) }
      for offset in 0..<integerCount {
        let remaining = integerCount - offset
        if grouped && offset > 0 && remaining >= primary && (remaining - primary) % max(secondary, 1) == 0 {
          write(symbols.group)
        }
        writeDigit(bytes[integerStart + offset])
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "."): write(symbols.decimal)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): writeDigit(byte)
        case UInt8(ascii: "-"): write(symbols.minus)  // an exponent's sign
        case UInt8(ascii: "+"): write(symbols.plus)
        default:
          output[count] = byte
          count += 1
        }
        index += 1
      }
      return count
    }
  }
}

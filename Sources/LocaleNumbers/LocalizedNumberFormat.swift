import Plurals

/// How a locale writes numbers, from CLDR: its default numbering system's
/// digits, decimal and grouping separators, minus and plus signs, and the
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

  /// The version of the CLDR data.
  public static var cldrVersion: String { NumberTables.cldrVersion }

  /// The format for `locale` (BCP 47 or POSIX spelling), following CLDR
  /// inheritance (`de-CH` has its own separators, `pt-AO` inherits `pt_PT`,
  /// an unknown language gets root's: Latin digits, `.` and `,`).
  public init(locale: String) {
    var found: Int?
    for id in CLDRLocale.fallbackChain(for: locale) + ["root"] {
      if let index = Self.index(of: id) {
        found = index
        break
      }
    }
    localeIndex = found ?? Self.index(of: "root")!
    set = Int(NumberTables.localeSets[localeIndex])
  }

  static func index(of id: String) -> Int? {
    let table = NumberTables.locales
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < table.count && table[low] == id ? low : nil
  }

  /// The CLDR locale whose data is used.
  public var locale: String { NumberTables.locales[localeIndex] }
  public var decimalSeparator: String { NumberTables.decimalSeparators[set] }
  public var groupingSeparator: String { NumberTables.groupingSeparators[set] }
  public var minusSign: String { NumberTables.minusSigns[set] }
  public var plusSign: String { NumberTables.plusSigns[set] }
  /// The ten digits, zero first.
  public var digits: [Character] { Array(NumberTables.digits[set]) }
  /// Digits in the group next to the decimal point, and in the groups beyond (0: no grouping).
  public var groupingSizes: (primary: Int, secondary: Int) {
    (Int(NumberTables.primaryGroupSizes[set]), Int(NumberTables.secondaryGroupSizes[set]))
  }
  /// Grouping starts only when the integer has at least primary + this many digits.
  public var minimumGroupingDigits: Int { Int(NumberTables.minimumGroupingDigits[set]) }

  /// An integer in this locale's digits with grouping.
  public func format(_ value: Int) -> String {
    localize(String(value))
  }

  /// Localizes a plain number as `printf` writes it (`-1234567.50`,
  /// `+7`, `1.5e+06`, `inf`): native digits, the decimal separator, grouping
  /// of the integer part (unless `grouping` is false) and the locale's signs.
  /// Text that is not such a number is returned unchanged.
  public func localize(_ plain: String, grouping: Bool = true) -> String {
    let scalars = Array(plain.unicodeScalars)
    var index = 0
    var result = ""
    if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
      result += scalars[index] == "-" ? minusSign : plusSign
      index += 1
    }
    let integerStart = index
    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
    let integer = scalars[integerStart..<index]
    guard !integer.isEmpty else { return plain }  // inf, nan, or not a number
    let digitTable = digits
    func native(_ scalar: Unicode.Scalar) -> Character { digitTable[Int(scalar.value - 48)] }
    let (primary, secondary) = groupingSizes
    let grouped = grouping && primary > 0 && integer.count >= primary + minimumGroupingDigits
    for (offset, scalar) in integer.enumerated() {
      let remaining = integer.count - offset
      if grouped && offset > 0 && remaining >= primary && (remaining - primary) % max(secondary, 1) == 0 {
        result += groupingSeparator
      }
      result.append(native(scalar))
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "." {
        result += decimalSeparator
      } else if ("0"..."9").contains(scalar) {
        result.append(native(scalar))
      } else if scalar == "-" || scalar == "+" {
        result += scalar == "-" ? minusSign : plusSign  // an exponent's sign
      } else {
        result.unicodeScalars.append(scalar)
      }
      index += 1
    }
    return result
  }
}

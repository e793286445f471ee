@_spi(TableFormat) internal import PluralTableFormat

/// The operands of a number as CLDR plural rules see it (UTS #35, "Operands").
///
/// A plural category depends on the *decimal numeral* that is shown, not on a
/// binary value: `1`, `1.0` and `1.00` have different operands. Operands are
/// exact for numerals of any length: every constant and modulus in CLDR data
/// is below 10¹⁸ and every modulus divides 10¹⁸, so the low 18 digits of `i`,
/// `f` and `t`, with a flag saying whether more significant digits exist,
/// decide every rule exactly.
///
/// ```swift
/// let x = try PluralOperands(parsing: "1.50")
/// (x.i, x.v, x.w, x.f, x.t)                       // (1, 2, 1, 50, 5)
/// try PluralOperands(parsing: "1.2c6").i          // 1200000, with c = 6
/// PluralOperands(Int.min).i                       // nil: more than 18 digits
/// PluralOperands(0.1 * 3)                         // "0.30000000000000004"
/// PluralOperands(2.675, fractionDigits: 2)        // "2.67", as printf shows it
/// ```
///
/// Creating operands from an integer or reading them never allocates.
public struct PluralOperands: Hashable, Sendable {
  /// `i` modulo 10¹⁸, plus 10¹⁸ when `i` has more than 18 digits: then it
  /// is at least 100 (a table lookup finds its residue entry without reading
  /// `large`) and still congruent to `i` modulo every modulus of the rules.
  @usableFromInline var integerLow: UInt64
  /// `f` modulo 10¹⁸, plus 10¹⁸ when `f` has more than 18 significant digits.
  @usableFromInline var fractionLow: UInt64
  /// `t` modulo 10¹⁸, plus 10¹⁸ when `t` has more than 18 significant digits.
  @usableFromInline var trimmedLow: UInt64
  @usableFromInline var visibleCount: Int
  @usableFromInline var trimmedCount: Int
  @usableFromInline var exponentValue: Int
  /// Which of i, f, t have more than 18 significant digits.
  @usableFromInline var large: UInt8
  /// What the tables look up, derived from the fields above when the
  /// operands are made, so that classifying them divides nothing: the
  /// entries of i, f and t in a table by their last two digits
  /// (``tableEntry(_:)``) and where the field of their shape (v = 0, w = 0
  /// or neither) starts in a rule set's table starts. Four bytes in the
  /// padding after `large`: the operands' stride stays 56 bytes.
  @usableFromInline var integerEntry: UInt8
  @usableFromInline var fractionEntry: UInt8
  @usableFromInline var trimmedEntry: UInt8
  @usableFromInline var shapeShift: UInt8

  @usableFromInline static let limit: UInt64 = 1_000_000_000_000_000_000
  @usableFromInline static let integerIsLarge: UInt8 = 1
  @usableFromInline static let fractionIsLarge: UInt8 = 2
  @usableFromInline static let trimmedIsLarge: UInt8 = 4

  /// The operands of an integer whose low 18 digits are `integerLow` (plus
  /// 10¹⁸ when it has more, as `large` says).
  @inlinable
  init(integerLow: UInt64, large: UInt8) {
    self.integerLow = integerLow
    self.fractionLow = 0
    self.trimmedLow = 0
    self.visibleCount = 0
    self.trimmedCount = 0
    self.exponentValue = 0
    self.large = large
    self.integerEntry = Self.tableEntry(integerLow)
    self.fractionEntry = 0
    self.trimmedEntry = 0
    self.shapeShift = 0  // the integer shape's field is the lowest
  }

  /// Operands from every field, the table keys derived: the one way to
  /// operands with a fraction or an exponent (the parser's, the builder's
  /// and a double's).
  init(
    integerLow: UInt64, fractionLow: UInt64, trimmedLow: UInt64, visibleCount: Int, trimmedCount: Int,
    exponentValue: Int, large: UInt8
  ) {
    self.integerLow = integerLow
    self.fractionLow = fractionLow
    self.trimmedLow = trimmedLow
    self.visibleCount = visibleCount
    self.trimmedCount = trimmedCount
    self.exponentValue = exponentValue
    self.large = large
    integerEntry = Self.tableEntry(integerLow)
    fractionEntry = Self.tableEntry(fractionLow)
    trimmedEntry = Self.tableEntry(trimmedLow)
    let shape = TableFormat.NumberShape.rawValue(
      hasFraction: visibleCount != 0, fractionIsZero: trimmedCount == 0)
    shapeShift = UInt8(truncatingIfNeeded: TableFormat.TableStarts.shift(ofShape: shape))
  }

  /// The entry of an operand's low digits in a table by its last two digits:
  /// the value below 100, from there 100 plus its last two digits (a large
  /// operand, plus 10¹⁸, is at least 100): `TableFormat.IntegerTable.entry(for:)`,
  /// written here for the inlinable integer initializers
  /// (`FastPathTests.operandKeys` checks every way operands are made).
  ///
  /// ```swift
  /// PluralOperands.tableEntry(7)      // 7
  /// PluralOperands.tableEntry(1_234)  // 134
  /// ```
  @inlinable @inline(__always)
  static func tableEntry(_ value: UInt64) -> UInt8 {
    // A branch, not the integer path's select: most operands are below 200 (from 100 on, 100
    // plus the last two digits is the value itself), and skip the division.
    if value < 200 { return UInt8(truncatingIfNeeded: value) }
    return UInt8(truncatingIfNeeded: 100 &+ value % 100)
  }

  // MARK: Integers

  /// The operands of an integer (the sign is ignored). `Int.min` is exact.
  @inlinable
  public init(_ value: Int) {
    self.init(value.magnitude)
  }

  /// The operands of an unsigned integer.
  @inlinable
  public init(_ value: UInt64) {
    let (low, large) = Self.lowDigits(value)
    self.init(integerLow: low, large: large)
  }

  /// The low 18 digits of `value` as an operand keeps them (plus 10¹⁸ when
  /// it has more), and the flag that says so.
  @inlinable @inline(__always)
  static func lowDigits(_ value: UInt64) -> (low: UInt64, large: UInt8) {
    value < limit ? (value, 0) : (value % limit &+ limit, integerIsLarge)
  }

  /// The operands of an integer of any type and width (the sign is ignored).
  ///
  /// - Complexity: O(1) for types up to 64 bits; wider values take one division.
  @inlinable
  public init<Integer: BinaryInteger>(_ value: Integer) {
    let magnitude = value.magnitude
    if let limit = Integer.Magnitude(exactly: Self.limit), magnitude >= limit {
      self.init(integerLow: UInt64(magnitude % limit) &+ Self.limit, large: Self.integerIsLarge)
    } else {
      self.init(integerLow: UInt64(magnitude), large: 0)
    }
  }

  // MARK: The operands

  /// `i`, the integer digits, or nil when `i` has more than 18 digits.
  public var i: UInt64? { large & Self.integerIsLarge == 0 ? integerLow : nil }
  /// `f`, the visible fraction digits as an integer, or nil beyond 18 significant digits.
  public var f: UInt64? { large & Self.fractionIsLarge == 0 ? fractionLow : nil }
  /// `t`, `f` without trailing zeros, or nil beyond 18 significant digits.
  public var t: UInt64? { large & Self.trimmedIsLarge == 0 ? trimmedLow : nil }
  /// `v`, the number of visible fraction digits, trailing zeros included.
  public var v: Int { visibleCount }
  /// `w`, the number of visible fraction digits without trailing zeros.
  public var w: Int { trimmedCount }
  /// `c`, the compact decimal exponent (0 when the number is not in compact form).
  public var c: Int { exponentValue }
  /// `e`, a synonym of `c`.
  public var e: Int { exponentValue }
  /// True when `n` is an integer (`w == 0`).
  public var isInteger: Bool { trimmedCount == 0 }

  /// `n` as a `Double`: approximate beyond 2⁵³ and for long fractions; the
  /// rules never use it (they use the exact operands).
  public var n: Double {
    guard let i, let t else { return .infinity }
    var fraction = Double(t)
    for _ in 0..<min(trimmedCount, 400) { fraction /= 10 }
    return Double(i) + fraction
  }
}

extension PluralOperands: CustomStringConvertible {
  /// `i=1 v=2 w=1 f=50 t=5 c=0`; a large operand shows its low digits as `…123`.
  public var description: String {
    func show(_ value: UInt64, _ flag: UInt8) -> String {
      large & flag == 0 ? "\(value)" : "…\(value % Self.limit)"
    }
    return
      "i=\(show(integerLow, Self.integerIsLarge)) v=\(v) w=\(w) f=\(show(fractionLow, Self.fractionIsLarge)) t=\(show(trimmedLow, Self.trimmedIsLarge)) c=\(c)"
  }
}

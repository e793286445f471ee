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

  @usableFromInline static let limit: UInt64 = 1_000_000_000_000_000_000
  @usableFromInline static let integerIsLarge: UInt8 = 1
  @usableFromInline static let fractionIsLarge: UInt8 = 2
  @usableFromInline static let trimmedIsLarge: UInt8 = 4

  @inlinable
  init(integerLow: UInt64, large: UInt8) {
    self.integerLow = integerLow
    self.fractionLow = 0
    self.trimmedLow = 0
    self.visibleCount = 0
    self.trimmedCount = 0
    self.exponentValue = 0
    self.large = large
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
    if value < Self.limit {
      self.init(integerLow: value, large: 0)
    } else {
      self.init(integerLow: value % Self.limit &+ Self.limit, large: Self.integerIsLarge)
    }
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

// The numbers the classification benchmarks and the callgrind driver feed
// the runtime, generated from fixed seeds so that every run sees the same.
//
// The realistic integer mix is the one other plural engines are measured on:
// 50 % in 0…200, 40 % uniform in 0…10⁹, 10 % round (m·10³ or m·10⁶). The
// small-count mix is the friendlier one this package used before (70 % below
// 31). Decimals have 0–3 visible fraction digits over the realistic integers.
import Plurals

/// SplitMix64: a small deterministic generator, so runs are comparable.
public struct SplitMix: RandomNumberGenerator {
  public var state: UInt64

  public init(state: UInt64) { self.state = state }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many values each input array holds: more than a branch predictor can
/// learn, fewer than the L2 cache holds. Index with `& inputMask`.
public let inputCount = 1 << 16
public let inputMask = inputCount - 1

/// One realistic count.
func realisticInteger(_ generator: inout SplitMix) -> Int {
  switch generator.next() % 10 {
  case 0..<5: Int(generator.next() % 201)
  case 5..<9: Int(generator.next() % 1_000_000_001)
  default: Int(generator.next() % 999 + 1) * (generator.next() % 2 == 0 ? 1000 : 1_000_000)
  }
}

/// The realistic mix.
public let realisticIntegers: [Int] = {
  var generator = SplitMix(state: 2026)
  return (0..<inputCount).map { _ in realisticInteger(&generator) }
}()

/// The small-count mix: 70 % below 31, 20 % below 1,000, 10 % up to 10⁹.
public let smallCountIntegers: [Int] = {
  var generator = SplitMix(state: 2026)
  return (0..<inputCount).map { _ in
    switch generator.next() % 10 {
    case 0..<7: Int(generator.next() % 31)
    case 7, 8: Int(generator.next() % 1000)
    default: Int(generator.next() % 1_000_000_000)
    }
  }
}()

/// A decimal as a program holds it (the nearest double) and the number of
/// fraction digits it is shown with.
public struct ShownDecimal: Sendable {
  public var value: Double
  public var fractionDigits: Int
}

/// Realistic integer parts with 0–3 fraction digits, each digit count
/// equally often, and their numerals ("1234.50").
let decimalInputs: [(ShownDecimal, String)] = {
  var generator = SplitMix(state: 1789)
  return (0..<inputCount).map { _ in
    let integer = realisticInteger(&generator)
    let digits = Int(generator.next() % 4)
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let fraction = Int(generator.next() % UInt64(scale))
    let fractionText = String(fraction)
    let numeral =
      digits == 0
      ? String(integer)
      : "\(integer)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return (
      ShownDecimal(value: Double(integer * scale + fraction) / Double(scale), fractionDigits: digits), numeral
    )
  }
}()

/// The decimals as doubles with their digit counts.
public let shownDecimals: [ShownDecimal] = decimalInputs.map(\.0)
/// The same decimals as numerals.
public let decimalNumerals: [String] = decimalInputs.map(\.1)
/// The same decimals as prepared operands.
public let preparedDecimals: [PluralOperands] = decimalNumerals.map { try! PluralOperands(parsing: $0) }

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded randomness for the property tests of every test target, so a failure reproduces.
///
/// The seed is fixed (0x5EED_2026) unless `PLURALS_TEST_SEED=<n>` sets another;
/// every test that draws from it prints the seed and names it in its failures.
public enum TestSeed {
  /// PLURALS_TEST_SEED, when set.
  public static let override: UInt64? = getenv("PLURALS_TEST_SEED").flatMap { UInt64(String(cString: $0)) }

  /// The seed of the tests without one of their own.
  public static var value: UInt64 { override ?? 0x5EED_2026 }

  /// The seed for the test `name`: its own fixed one unless PLURALS_TEST_SEED is set; printed.
  public static func seed(_ name: String, default fallback: UInt64 = 0x5EED_2026) -> UInt64 {
    let seed = override ?? fallback
    print("\(name): seed \(seed) (PLURALS_TEST_SEED=\(seed) reruns it)")
    return seed
  }

  /// A generator for the test `name`, whose seed is printed.
  public static func generator(_ name: String, default fallback: UInt64 = 0x5EED_2026) -> SeededGenerator {
    SeededGenerator(state: seed(name, default: fallback))
  }

  /// Appended to failure messages.
  public static var note: String { " [seed \(value); rerun with PLURALS_TEST_SEED=\(value)]" }
}

/// SplitMix64: small, fast and deterministic.
public struct SeededGenerator: RandomNumberGenerator {
  public var state: UInt64

  public init(state: UInt64) { self.state = state }

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

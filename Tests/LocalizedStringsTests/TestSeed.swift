#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded randomness for this target's property tests, so a failure reproduces.
///
/// The seed is fixed (0x5EED_2026) unless `PLURALS_TEST_SEED=<n>` sets another;
/// every test that draws from it prints the seed and names it in its failures.
enum TestSeed {
  /// PLURALS_TEST_SEED, when set.
  static let override: UInt64? = getenv("PLURALS_TEST_SEED").flatMap { UInt64(String(cString: $0)) }

  /// The seed of the tests without one of their own.
  static var value: UInt64 { override ?? 0x5EED_2026 }

  /// The seed for the test `name`: its own fixed one unless PLURALS_TEST_SEED is set; printed.
  static func seed(_ name: String, default fallback: UInt64 = 0x5EED_2026) -> UInt64 {
    let seed = override ?? fallback
    print("\(name): seed \(seed) (PLURALS_TEST_SEED=\(seed) reruns it)")
    return seed
  }

  /// A generator for the test `name`, whose seed is printed.
  static func generator(_ name: String, default fallback: UInt64 = 0x5EED_2026) -> SeededGenerator {
    SeededGenerator(state: seed(name, default: fallback))
  }

  /// Appended to failure messages.
  static var note: String { " [seed \(value); rerun with PLURALS_TEST_SEED=\(value)]" }
}

/// SplitMix64: small, fast and deterministic.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// C's printf of one double (the C library's own formatting), the oracle of the tests.
func cPrintf(_ spec: String, _ value: Double) -> String {
  withVaList([value]) { arguments in
    var buffer = [CChar](repeating: 0, count: 512)
    let count = vsnprintf(&buffer, buffer.count, spec, arguments)
    precondition(count >= 0 && Int(count) < buffer.count, "vsnprintf(\(spec))")
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

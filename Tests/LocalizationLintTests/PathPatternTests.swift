@testable import LocalizationLint
import TestSupport
import Testing

@Suite("path and key patterns: an automaton, O(n·m), no recursion")
struct PathPatternTests {
  /// The patterns' meaning, by backtracking (exponential, for short texts
  /// only): `**` any run, `*` a run without `/` (any run when `crossesSlash`),
  /// `?` one scalar (not `/` unless `crossesSlash`), `**/` also nothing at all.
  static func reference(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar], crossesSlash: Bool) -> Bool {
    func match(_ p: Int, _ t: Int) -> Bool {
      guard p < pattern.count else { return t == text.count }
      switch pattern[p] {
      case "*":
        let double = p + 1 < pattern.count && pattern[p + 1] == "*"
        let rest = double ? p + 2 : p + 1
        if double, rest < pattern.count, pattern[rest] == "/", match(rest + 1, t) { return true }
        var end = t
        while true {
          if match(rest, end) { return true }
          guard end < text.count, double || crossesSlash || text[end] != "/" else { return false }
          end += 1
        }
      case "?":
        return t < text.count && (crossesSlash || text[t] != "/") && match(p + 1, t + 1)
      case let scalar:
        return t < text.count && text[t] == scalar && match(p + 1, t + 1)
      }
    }
    return match(0, 0)
  }

  static func random(
    _ alphabet: [Unicode.Scalar], upTo length: Int, using generator: inout SeededGenerator
  ) -> [Unicode.Scalar] {
    (0..<Int.random(in: 0...length, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
    }
  }

  @Test("the automaton agrees with backtracking on random short patterns and texts")
  func agreesWithReference() {
    var generator = TestSeed.generator("PathPatternTests.agreesWithReference")
    var matched = 0
    for _ in 0..<40_000 {
      let pattern = Self.random(["a", "b", "/", "*", "*", "?"], upTo: 8, using: &generator)
      let text = Self.random(["a", "b", "/"], upTo: 10, using: &generator)
      for crossesSlash in [false, true] {
        let expected = Self.reference(pattern, text, crossesSlash: crossesSlash)
        let glob = Glob(String(String.UnicodeScalarView(pattern)), crossesSlash: crossesSlash)
        let (found, steps) = glob.run(text)
        if found { matched += 1 }
        #expect(
          found == expected,
          "'\(String(String.UnicodeScalarView(pattern)))' against '\(String(String.UnicodeScalarView(text)))', crossesSlash \(crossesSlash)\(TestSeed.note)"
        )
        #expect(steps <= 4 * (text.count + 1) * (glob.tokens.count + 1))
      }
    }
    // Both answers are common, so agreement is not agreement on `false`.
    #expect(matched > 5_000 && matched < 75_000, "\(matched) of 80,000 matched")
  }

  /// The work bound of ``Glob/run(_:)``, asserted for each attack below.
  static func bounded(_ pattern: String, _ text: String, crossesSlash: Bool) -> Bool {
    let glob = Glob(pattern, crossesSlash: crossesSlash)
    let scalars = Array(text.unicodeScalars)
    let (matched, steps) = glob.run(scalars)
    #expect(steps <= 4 * (scalars.count + 1) * (glob.tokens.count + 1), "\(steps) steps")
    return matched
  }

  @Test("**a**a…b against a 1.8 kB path, *a*a…b (21 characters) against an 8,000-character key")
  func backtrackingAttacks() {
    let globstars = String(repeating: "**a", count: 20) + "b"
    let path = String(repeating: "a/", count: 900)
    #expect(!Self.bounded(globstars, path, crossesSlash: false))
    #expect(Self.bounded(globstars, path + "ab", crossesSlash: false))
    #expect(!PathPattern.matches(globstars, path: path))

    let stars = String(repeating: "*a", count: 10) + "b"
    #expect(stars.count == 21)
    let key = String(repeating: "a", count: 8_000)
    #expect(!Self.bounded(stars, key, crossesSlash: true))
    #expect(Self.bounded(stars, key + "b", crossesSlash: true))
    #expect(!PathPattern.matchesKey(stars, key))
  }

  @Test("an 80,000-character pattern is matched without a frame per character")
  func longPattern() {
    let letters = String(repeating: "ab", count: 40_000)
    #expect(PathPattern.matchesKey(letters, letters))
    #expect(!PathPattern.matchesKey(letters, letters + "a"))
    // A run of 80,000 stars is one chain of moves without a scalar: a work list, not recursion.
    let stars = String(repeating: "*", count: 80_000)
    #expect(Self.bounded(stars, "any/key", crossesSlash: true))
    #expect(!Self.bounded(stars + "x", "any/key", crossesSlash: true))
    #expect(Self.bounded(stars + "x", "any/x", crossesSlash: false))
  }
}

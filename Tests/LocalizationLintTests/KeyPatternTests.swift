@testable import LocalizationLint
import TestSupport
import Testing

@Suite("key patterns compiled: units between runs, found leftmost by Shift-And, as the automaton matches")
struct KeyPatternTests {
  /// The automaton's answer (the oracle) and the compiled pattern's.
  static func answers(_ pattern: String, _ key: String) -> (expected: Bool, found: Bool) {
    let expected = Glob(pattern, crossesSlash: true).matches(Array(key.unicodeScalars))
    return (expected, KeyPattern(pattern).matches(key))
  }

  /// A pattern of `count` pieces: letters, `/`, `?`, `*`, `**`, `**/`.
  static func randomPattern(
    pieces count: Int, letters: [String], using generator: inout SeededGenerator
  ) -> String {
    let pieces = letters + ["/", "?", "*", "**", "**/"]
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  /// A key the pattern often matches: its wildcards filled in at random, then, half the
  /// time, one scalar changed, added or removed.
  static func keyFor(_ pattern: String, letters: [Character], using generator: inout SeededGenerator)
    -> String
  {
    func some(_ most: Int) -> String {
      String(
        (0..<Int.random(in: 0...most, using: &generator)).map { _ in letters.randomElement(using: &generator)!
        })
    }
    var key = ""
    let scalars = Array(pattern)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "*" {
        let double = index + 1 < scalars.count && scalars[index + 1] == "*"
        let folder = double && index + 2 < scalars.count && scalars[index + 2] == "/"
        if folder {
          if Bool.random(using: &generator) { key += some(3) + "/" }
          index += 3
        } else {
          key += some(3)
          index += double ? 2 : 1
        }
      } else {
        key.append(scalars[index] == "?" ? letters.randomElement(using: &generator)! : scalars[index])
        index += 1
      }
    }
    guard Bool.random(using: &generator) else { return key }
    var characters = Array(key)
    let place = Int.random(in: 0...characters.count, using: &generator)
    switch Int.random(in: 0..<3, using: &generator) {
    case 0 where place < characters.count: characters[place] = letters.randomElement(using: &generator)!
    case 1 where place < characters.count: characters.remove(at: place)
    default: characters.insert(letters.randomElement(using: &generator)!, at: place)
    }
    return String(characters)
  }

  @Test("random short patterns and keys: the same answers as the automaton")
  func agreesOnShortPatterns() {
    var generator = TestSeed.generator("KeyPatternTests.agreesOnShortPatterns")
    var matched = 0
    let cases = 30_000
    for _ in 0..<cases {
      let pattern = Self.randomPattern(
        pieces: Int.random(in: 0...7, using: &generator), letters: ["a", "b"], using: &generator)
      let key =
        Bool.random(using: &generator)
        ? Self.keyFor(pattern, letters: ["a", "b", "/"], using: &generator)
        : String(
          (0..<Int.random(in: 0...12, using: &generator)).map { _ in "ab/".randomElement(using: &generator)! }
        )
      let (expected, found) = Self.answers(pattern, key)
      if expected { matched += 1 }
      #expect(found == expected, "'\(pattern)' against '\(key)'\(TestSeed.note)")
    }
    // Both answers are common, so agreement is not agreement on `false`.
    #expect(matched > cases / 5 && matched < cases * 4 / 5, "\(matched) of \(cases) matched")
  }

  @Test("random long patterns (units of more than one word, rows and positions) and keys")
  func agreesOnLongPatterns() {
    var generator = TestSeed.generator("KeyPatternTests.agreesOnLongPatterns", default: 0x5EED_2027)
    var matched = 0
    let cases = 1_500
    for _ in 0..<cases {
      // Mostly letters, so that units run past 64 positions; four letters and one rare.
      let letters =
        ["a", "a", "a", "b", "b", "c", "é", "/", "?"]
        + ["*", "**/"].filter { _ in
          Int.random(in: 0..<40, using: &generator) == 0
        }
      let pattern = (0..<Int.random(in: 1...300, using: &generator)).map { _ in
        Int.random(in: 0..<60, using: &generator) == 0
          ? ["*", "**", "**/"].randomElement(using: &generator)! : letters.randomElement(using: &generator)!
      }.joined()
      let key = Self.keyFor(pattern, letters: ["a", "b", "c", "é", "/"], using: &generator)
      let (expected, found) = Self.answers(pattern, key)
      if expected { matched += 1 }
      #expect(found == expected, "'\(pattern)' against '\(key)'\(TestSeed.note)")
    }
    #expect(matched > cases / 5 && matched < cases * 4 / 5, "\(matched) of \(cases) matched")
  }

  @Test(
    "hand cases: `**/` takes nothing or a run and its `/`, runs absorb it, greedy leftmost ends",
    arguments: [
      ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**/b", "a/xb", false),
      ("a/**/b", "ab", false), ("**/b", "b", true), ("**/b", "x/b", true), ("**/b", "xb", false),
      ("a**/", "a", true), ("a**/", "ax/", true), ("a**/", "ax", false), ("**/", "", true),
      ("**/", "a", false), ("**/**/", "a/b/", true), ("***/a", "x/a", true), ("***/a", "a", false),
      ("****/a", "xa", true), ("*a**/", "xa", true), ("*xa**/b", "xaxab", true),
      ("*xa**/b", "xa/xab", true), ("*xa**/b", "xaxa/b", true), ("*xa**/b", "xaxayb", false),
      ("x**/?*", "x/", true),
      ("", "", true), ("", "a", false), ("*", "", true), ("?", "/", true), ("a?c", "a/c", true),
      ("debug.*", "debug.menu/title", true), ("*.title", "menu.title", true),
      ("*.title", "menu.titles", false), ("*a*a*b", "aab", true), ("*a*a*b", "abab", true),
      ("*a*a*b", "aba", false), ("é*ü?", "éxüy", true), ("é*ü?", "éxü", false),
      ("*ab*ab*", "abab", true), ("*ab*ab*", "aba", false), ("*ab*ab*", "abxx", false),
      ("*aba*", "abba", false),
    ])
  func handCases(pattern: String, key: String, expected: Bool) {
    let (oracle, found) = Self.answers(pattern, key)
    #expect(oracle == expected, "the automaton on '\(pattern)' against '\(key)'")
    #expect(found == expected, "'\(pattern)' against '\(key)'")
  }

  /// `**/` at every place around the edges of a unit's 64-bit words, so that its states
  /// (before it, its run, its `/`) fall on either side of an edge.
  @Test("`**/` across the edge of a word: the run and its `/` reached as in one word")
  func folderRunAcrossWords() {
    for count in 56...136 {
      let head = String(repeating: "a", count: count)
      let pattern = head + "**/b"
      for (tail, expected) in [
        ("b", true), ("/b", true), ("x/b", true), ("x/y/b", true), ("xb", false), ("x/", false),
      ] {
        let (oracle, found) = Self.answers(pattern, head + tail)
        #expect(oracle == expected, "the automaton on \(count) a's then **/b against \(tail)")
        #expect(found == expected, "\(count) a's then **/b against \(tail)")
      }
    }
  }

  @Test("1,001-character patterns against keys of 900: the same answers, each key matched once")
  func longKeys() {
    let key = "k00042." + String(repeating: "x/", count: 446) + "ab"
    #expect(key.count == 901)
    let patterns = [
      String(repeating: "*x", count: 500) + "*z",
      "*" + String(repeating: "x/", count: 500),
      String(repeating: "**/x", count: 250) + "*",
      "*" + String(repeating: "?", count: 999) + "*",
      String(repeating: "*x/", count: 334) + "*",
    ]
    for pattern in patterns {
      #expect(pattern.count >= 1_001)
      let (expected, found) = Self.answers(pattern, key)
      #expect(found == expected, "\(pattern.prefix(12))… against the key")
    }
    let last = KeyPattern(patterns[4]).matches(key)
    #expect(last, "the last pattern matches")
  }

  @Test("an override compiles its keys when they are set, and matches a subject's key")
  func overrideCompilesKeys() {
    var override = LintConfiguration.Override()
    override.keys = ["debug.*", "*.title"]
    #expect(override.keyPatterns.count == 2)
    #expect(override.keyPatterns[1].matches(Array("menu.title".unicodeScalars.map(\.value))))
    override.keys = []
    #expect(override.keyPatterns.isEmpty)
  }
}

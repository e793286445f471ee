import SourceFiles
import Testing
import TestSupport

/// "Did you mean": the nearest known name, as the configuration, the suppression comments,
/// `plurals lint rules CODE`, the locale options and the key comparison suggest it.
@Suite("NearestName: the suggestion for a name that is not known")
struct NearestNameTests {
  static let rules = [
    "duplicate-key", "identical-duplicate-key", "missing-key", "missing-other", "extra-key",
  ]

  @Test(
    "the nearest candidate within a third of the name's length, case and _ ignored",
    arguments: [
      ("duplicate_key", "duplicate-key"), ("DUPLICATE-KEY", "duplicate-key"), ("mising-key", "missing-key"),
      ("missing-ohter", "missing-other"), ("extra-kye", "extra-key"), ("misisng-key", "missing-key"),
      ("missing-key", nil), ("key", nil), ("plural-candidate", nil), ("", nil),
    ] as [(String, String?)])
  func nearest(name: String, expected: String?) {
    #expect(NearestName.nearest(to: name, in: Self.rules) == expected)
    #expect(
      NearestName.suggestion(for: name, in: Self.rules) == (expected.map { " (did you mean '\($0)'?)" } ?? "")
    )
  }

  /// Rules whose names are long enough for a third of their length to pass three edits.
  static let longRules = rules + ["invalid-format-key", "invalid-format", "strict", "all"]

  @Test(
    "at most three edits however long the name, at least one however short",
    arguments: [
      // 6 edits from invalid-format-key, 7 from invalid-format: a third of 21 is 7.
      ("invalid-format-string", nil), ("invalid_format_string", nil),
      // invalid-format-key with letters left out: three are near, four are not (a third of 14 is 4).
      ("invlid-frmat-ky", "invalid-format-key"), ("invld-frmat-ky", nil),
      ("identicl-duplicte-ky", "identical-duplicate-key"), ("identcl-duplicte-ky", nil),
      // Short names: one edit (al, stric), never two (sric; a third of 4 is 1).
      ("al", "all"), ("stric", "strict"), ("sric", nil), ("a", nil),
    ] as [(String, String?)])
  func editBounds(name: String, expected: String?) {
    #expect(NearestName.nearest(to: name, in: Self.longRules) == expected, "\(name)")
    #expect(
      NearestName.suggestion(for: name, in: Self.longRules)
        == (expected.map { " (did you mean '\($0)'?)" } ?? ""), "\(name)")
  }

  @Test("ties go to the first candidate; a name too long is compared with nothing")
  func tiesAndLength() {
    #expect(NearestName.nearest(to: "ab", in: ["ax", "ay"]) == "ax")
    #expect(NearestName.nearest(to: "ab", in: ["ay", "ax"]) == "ay")
    let long = String(repeating: "a", count: NearestName.longestName + 1)
    #expect(NearestName.nearest(to: long, in: [long + "b"]) == nil)
    #expect(NearestName.nearest(to: String(long.dropFirst()), in: [String(long.dropFirst(2)) + "b"]) != nil)
  }

  @Test(
    "random names: symmetric, zero only for equal names, one for one edit of any kind", arguments: 0..<200)
  func random(seed: Int) {
    var generator = SeededGenerator(state: TestSeed.value &+ UInt64(seed))
    let pool: [Unicode.Scalar] = ["a", "b", "c", "-", "é", "ж"]
    let word = (0..<Int.random(in: 2...12, using: &generator)).map { _ in
      pool.randomElement(using: &generator)!
    }
    var other = word
    let place = Int.random(in: 0..<word.count, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: other.insert(pool.randomElement(using: &generator)!, at: place)
    case 1: other.remove(at: place)
    case 2: other[place] = pool.randomElement(using: &generator)!
    default: if place + 1 < other.count { other.swapAt(place, place + 1) }
    }
    let distance = NearestName.distance(word, other)
    #expect(distance == NearestName.distance(other, word), "\(word) \(other)\(TestSeed.note)")
    #expect(distance == (word == other ? 0 : 1), "\(word) \(other)\(TestSeed.note)")
    #expect(NearestName.distance(word, []) == word.count)
  }

  @Test(
    "random names: the distance within a bound is the full one, or bound + 1 when it is beyond",
    arguments: 0..<200)
  func bounded(seed: Int) {
    var generator = SeededGenerator(state: TestSeed.value &+ 0x00B0_0D00 &+ UInt64(seed))
    let pool: [Unicode.Scalar] = ["a", "b", "c", "-"]
    func word() -> [Unicode.Scalar] {
      (0..<Int.random(in: 0...14, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
    }
    let (a, b) = (word(), word())
    let full = NearestName.distance(a, b)
    for bound in 0...5 {
      let expected = full <= bound ? full : bound + 1
      #expect(NearestName.distance(a, b, atMost: bound) == expected, "\(a) \(b) \(bound)\(TestSeed.note)")
      #expect(NearestName.distance(b, a, atMost: bound) == expected, "\(b) \(a) \(bound)\(TestSeed.note)")
    }
    #expect(NearestName.distance(a, b, atMost: 20) == full)
  }
}

import Localization
internal import InternalUtilities
import LocalizedStrings
import Testing
import TestSupport

/// The hashed structures that keep the lint of a hostile catalog linear give the answers
/// of the plain searches they replace, on random inputs.
@Suite("ArgumentClash, FewMap: the linear paths agree with the plain ones")
struct ArgumentClashTests {
  /// Random uses over a few kinds and names, so that clashes, exceptions and their overlaps all occur.
  static func randomClash(_ count: Int, using random: inout SeededGenerator) -> ArgumentClash {
    let names: [String?] = [nil, "a", "b", "c"]
    // Two kinds per list: compatible or not, so that lists without a clash are drawn too.
    let two = (0..<2).map { _ in ArgumentKind.allCases.randomElement(using: &random)! }
    let kinds = (0..<count).map { _ in two.randomElement(using: &random)! }
    let variables = (0..<count).map { _ in names.randomElement(using: &random)! }
    let references = (0..<count).map { _ in names.randomElement(using: &random)! }
    // Only a use that refers to a variable can declare its type.
    let declares = references.map { $0 != nil && Bool.random(using: &random) }
    return ArgumentClash(kinds: kinds, variables: variables, references: references, declares: declares)
  }

  @Test("byCounts finds the pair byPairs finds, on 3,000 random argument's uses")
  func countsAgreeWithPairs() {
    var random = TestSeed.generator("ArgumentClash.byCounts")
    var clashing = 0
    for trial in 0..<3_000 {
      let clash = Self.randomClash(Int.random(in: 1...40, using: &random), using: &random)
      let pairs = clash.byPairs()
      let counts = clash.byCounts()
      if pairs != nil { clashing += 1 }
      #expect(
        pairs?.first == counts?.first && pairs?.second == counts?.second,
        "trial \(trial): \(clash.kinds) \(clash.variables) \(clash.references) \(clash.declares)\(TestSeed.note)"
      )
    }
    // Both outcomes drawn often enough to mean something.
    #expect((300...2_700).contains(clashing), "\(clashing) of 3,000 clash\(TestSeed.note)")
  }

  @Test("FewMap and FewSet answer as Dictionary and Set, below and above the array limit")
  func fewMapAgreesWithDictionary() {
    var random = TestSeed.generator("FewMap")
    for trial in 0..<200 {
      var map = FewMap<Int, Int>()
      var set = FewSet<Int>()
      var dictionary: [Int: Int] = [:]
      var plain = Set<Int>()
      let keys = Int.random(in: 1...(3 * FewMap<Int, Int>.arrayLimit), using: &random)
      for step in 0..<100 {
        let key = Int.random(in: 0..<keys, using: &random)
        let value = Bool.random(using: &random) ? nil : Int.random(in: 0..<1_000, using: &random)
        map[key] = value
        dictionary[key] = value
        if value == nil { set.remove(key) } else { #expect(set.insert(key) == plain.insert(key).inserted) }
        if value == nil { plain.remove(key) }
        let probe = Int.random(in: 0..<keys, using: &random)
        #expect(map[probe] == dictionary[probe], "trial \(trial) step \(step)\(TestSeed.note)")
        #expect(set.contains(probe) == plain.contains(probe), "trial \(trial) step \(step)\(TestSeed.note)")
        #expect(map.count == dictionary.count && set.count == plain.count, "trial \(trial)\(TestSeed.note)")
      }
    }
  }
}

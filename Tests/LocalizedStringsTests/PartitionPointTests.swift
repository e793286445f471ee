internal import InternalUtilities
import TestSupport
import Testing

/// `partitionPoint(where:)`, the binary search the linter's line and place lookups share,
/// against a linear scan.
@Suite("partitionPoint: the first element not before, by binary search")
struct PartitionPointTests {
  @Test("the documented cases, an empty list, all before and none before")
  func cases() {
    #expect([1, 3, 3, 7].partitionPoint { $0 < 3 } == 1)
    #expect([1, 3, 3, 7].partitionPoint { $0 <= 3 } == 3)
    #expect([Int]().partitionPoint { _ in true } == 0)
    #expect([1, 2].partitionPoint { _ in true } == 2)
    #expect([1, 2].partitionPoint { _ in false } == 0)
    // A slice's indices are its base's.
    #expect([0, 5, 9, 12][1...].partitionPoint { $0 < 10 } == 3)
  }

  @Test("random sorted lists and thresholds: the first index a linear scan finds")
  func againstLinearScan() {
    var random = TestSeed.generator("PartitionPointTests.againstLinearScan")
    for _ in 0..<2_000 {
      let list = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        Int.random(in: 0...30, using: &random)
      }
      .sorted()
      let threshold = Int.random(in: -1...31, using: &random)
      let start = Int.random(in: 0...list.count, using: &random)
      let slice = list[start...]
      let expected = slice.firstIndex { $0 >= threshold } ?? slice.endIndex
      #expect(slice.partitionPoint { $0 < threshold } == expected, "\(slice) < \(threshold)\(TestSeed.note)")
    }
  }
}

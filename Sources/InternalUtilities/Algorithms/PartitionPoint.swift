extension RandomAccessCollection {
  /// The first index whose element is not `isBefore`, in a collection whose elements that are
  /// all come first (a binary search); `endIndex` when every element is.
  ///
  /// ```swift
  /// [1, 3, 3, 7].partitionPoint { $0 < 3 }    // 1: the first 3
  /// [1, 3, 3, 7].partitionPoint { $0 <= 3 }   // 3: the first element after the 3s
  /// ```
  ///
  /// - Complexity: O(log *n*) calls of `isBefore`.
  @inlinable package func partitionPoint(where isBefore: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isBefore(self[middle]) {
        low = index(after: middle)
        count -= half + 1
      } else {
        count = half
      }
    }
    return low
  }
}

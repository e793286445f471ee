// For the package's other modules (LocaleNumbers looks its own tables up
// with it); not part of the standalone evaluator the generator writes.

package enum LocaleResolver {
  /// The index of `id` in a sorted table of CLDR ids, or nil.
  ///
  /// - Complexity: O(log n) comparisons.
  package static func index(of id: String, in table: [String]) -> Int? {
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < table.count && table[low] == id ? low : nil
  }
}

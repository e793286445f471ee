#if canImport(Dispatch)
  import Dispatch
#endif

/// Work over the positions `0..<count` split into contiguous ranges, the ranges done at once on
/// a few threads, each range's result kept in range order: the same results, in the same order,
/// as one thread gives. The lint's checks of a large table's entries and a migration's checks of
/// its entries' outputs are split this way.
package enum ConcurrentRanges {
  /// The positions below which splitting costs more than it saves: a smaller table's checks,
  /// or a smaller migration's comparisons, take milliseconds on the calling thread.
  package static let defaultMinimum = 2_000

  /// The contiguous ranges, in order and covering `0..<count`, into which `count` positions are
  /// split for `threads`: one range below `minimum` positions, with one thread, or without
  /// Dispatch; else a few ranges per thread (so that one slow range does not leave the others
  /// idle), each of at least `minimum / 4` positions.
  ///
  /// ```swift
  /// ConcurrentRanges.ranges(count: 10, threads: 2, minimum: 2_000)        // [0..<10]
  /// ConcurrentRanges.ranges(count: 4_000, threads: 2, minimum: 2_000)     // 8 ranges of 500
  /// ```
  package static func ranges(count: Int, threads: Int, minimum: Int) -> [Range<Int>] {
    #if canImport(Dispatch)
      if threads > 1 && count >= minimum {
        let chunks = min(threads * 4, max(count / max(minimum / 4, 1), 1))
        return (0..<chunks).map { (count * $0 / chunks)..<(count * ($0 + 1) / chunks) }
      }
    #endif
    return [0..<count]
  }

  /// `body` of each of `ranges` (made by ``ranges(count:threads:minimum:)``), the ranges at once
  /// (one range: on the calling thread), the results in range order.
  ///
  /// - Complexity: `body`'s work over all positions, spread over the threads Dispatch runs.
  package static func map<Result: Sendable>(
    _ ranges: [Range<Int>], _ body: @Sendable (Range<Int>) -> Result
  ) -> [Result] {
    #if canImport(Dispatch)
      // One range runs on the calling thread: Dispatch does a single iteration there.
      let results = Locked([Result?](repeating: nil, count: ranges.count))
      DispatchQueue.concurrentPerform(iterations: ranges.count) { chunk in
        let result = body(ranges[chunk])
        results.withLock { $0[chunk] = result }
      }
      return results.withLock { $0 }.map { $0! }
    #else
      return ranges.map(body)
    #endif
  }

  /// `first()` and `second()` at once, on two threads where Dispatch runs them (else one after
  /// the other), and both results.
  ///
  /// ```swift
  /// let (report, page) = ConcurrentRanges.both({ lint() }, { formatForms() })
  /// ```
  package static func both<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
  ) -> (First, Second) {
    #if canImport(Dispatch)
      let firstResult = Locked<First?>(nil)
      let secondResult = Locked<Second?>(nil)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          let result = first()
          firstResult.withLock { $0 = result }
        } else {
          let result = second()
          secondResult.withLock { $0 = result }
        }
      }
      return (firstResult.withLock { $0! }, secondResult.withLock { $0! })
    #else
      return (first(), second())
    #endif
  }
}

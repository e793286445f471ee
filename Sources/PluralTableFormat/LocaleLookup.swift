extension TableFormat {
  /// Locale lookups in tables keyed by ``LocaleKey`` raw values, sorted.
  @_spi(TableFormat) public enum LocaleLookup {
    /// The index of `key` in `keys`, or nil.
    ///
    /// - Complexity: O(log n), without allocating.
    @inlinable
    @_spi(TableFormat) public static func index(of key: LocaleKey, in keys: [UInt64]) -> Int? {
      // Without branches on the comparisons (they are unpredictable): the
      // interval halves every step and `base` moves by a conditional select.
      keys.withUnsafeBufferPointer { keys in
        guard !keys.isEmpty else { return nil }
        var base = 0
        var count = keys.count
        while count > 1 {
          let half = count >> 1
          base = keys[base &+ half] <= key.rawValue ? base &+ half : base
          count &-= half
        }
        return keys[base] == key.rawValue ? base : nil
      }
    }

    /// The entry of `keys` that plural data for `key` comes from, or nil
    /// when only root applies: the definition of locale fallback, which the
    /// generator applies to every id of its locale table (``LocaleEntry``).
    ///
    /// Each candidate (``LocaleKey/candidate(_:)``) is looked up; a candidate
    /// missing from the table follows its CLDR parent (`pt_AO` → `pt_PT`)
    /// when that parent is not root and keeps the language, or the
    /// candidate is a bare language (`nb` → `no`). A parent of root
    /// (`sr_Latn`, `zh_Hant`) and a parent in another language (`hi_Latn` →
    /// `en_IN`) are not followed: plural rules belong to the language.
    ///
    /// - Complexity: O(log n) per candidate and parent step (at most 4
    ///   candidates, 8 steps).
    @_spi(TableFormat) public static func resolve(
      _ key: LocaleKey, in keys: [UInt64], children: [UInt64], parents: [UInt64], depth: Int = 0
    ) -> Int? {
      for step in 0..<4 {
        guard let candidate = key.candidate(step),
          let found = resolve(
            candidate: candidate, in: keys, children: children, parents: parents, depth: depth)
        else { continue }
        return found
      }
      return nil
    }

    /// What one candidate gives: its own entry, or what its parent resolves
    /// to when the parent may be followed; nil sends the lookup to the next
    /// candidate.
    @_spi(TableFormat) public static func resolve(
      candidate: LocaleKey, in keys: [UInt64], children: [UInt64], parents: [UInt64], depth: Int = 0
    ) -> Int? {
      if let found = index(of: candidate, in: keys) { return found }
      guard depth < 8, let index = index(of: candidate, in: children) else { return nil }
      let parent = LocaleKey(rawValue: parents[index])
      // Every candidate has the language of the key it comes from.
      guard parent != .root, parent.language == candidate.language || candidate == candidate.language else {
        return nil
      }
      return resolve(parent, in: keys, children: children, parents: parents, depth: depth + 1)
    }

    /// The entries `first` and `second` give for the first candidates of
    /// `key` in the generated locale table (`keys`, with `entries` beside
    /// them) that give any: the same answers as
    /// ``resolve(_:in:children:parents:depth:)`` over the two tables, since
    /// each entry stores what ``resolve(candidate:in:children:parents:depth:)``
    /// gives for it. Both are looked up in one pass over the candidates.
    ///
    /// - Complexity: at most four binary searches, without allocating.
    @inlinable
    @_spi(TableFormat) public static func find(
      _ key: LocaleKey, keys: [UInt64], entries: [UInt64], _ first: (LocaleEntry) -> Int?,
      _ second: (LocaleEntry) -> Int?
    ) -> (Int?, Int?) {
      var found: (Int?, Int?) = (nil, nil)
      for step in 0..<4 {
        guard let candidate = key.candidate(step), let index = index(of: candidate, in: keys) else {
          continue
        }
        let entry = LocaleEntry(rawValue: entries[index])
        if found.0 == nil { found.0 = first(entry) }
        if found.1 == nil { found.1 = second(entry) }
        if found.0 != nil && found.1 != nil { break }
      }
      return found
    }
  }
}

/// "Did you mean …": the known name nearest one that is not known (a rule id, a configuration
/// key, a locale, a key of a table), for the messages that refuse or report it.
///
/// Names are compared as a user mistypes them: case is ignored, and `_` is taken for `-`
/// (SwiftLint's `duplicate_key` for `duplicate-key`); then by edit distance, where a
/// character inserted, deleted, replaced, or two neighbours swapped, is one edit. A
/// candidate is suggested only within a third of the name's length in edits (at least one,
/// at most three), the nearest first, ties in the candidates' order.
///
/// ```swift
/// NearestName.nearest(to: "duplicate_key", in: ["missing-key", "duplicate-key"])   // "duplicate-key"
/// NearestName.nearest(to: "strcit", in: ["strict", "reporter"])                     // "strict"
/// NearestName.nearest(to: "colour", in: ["strict", "reporter"])                     // nil
/// NearestName.suggestion(for: "strcit", in: ["strict"])                             // " (did you mean 'strict'?)"
/// ```
///
/// - Complexity: O(*n*·*m*) per candidate, for names of *n* and *m* characters; names longer
///   than `longestName` are compared with nothing (nil), so a hostile name costs little.
package enum NearestName {
  /// The longest name, in Unicode scalars, that is compared.
  package static let longestName = 128

  /// The candidate nearest `name`, nil when none is near enough (or `name` is one of them).
  package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    let wanted = normalized(name)
    guard !wanted.isEmpty, wanted.count <= longestName else { return nil }
    let allowed = min(3, max(1, wanted.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      if candidate == name { return nil }
      let other = normalized(candidate)
      guard other.count <= longestName, abs(other.count - wanted.count) <= allowed else { continue }
      let distance = self.distance(wanted, other, atMost: allowed)
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// ` (did you mean 'NAME'?)` for the nearest candidate, else the empty string: the end of
  /// a message that names `name`.
  package static func suggestion(for name: String, in candidates: some Sequence<String>) -> String {
    nearest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The edits between two names (optimal string alignment: insertions, deletions,
  /// replacements and swaps of neighbours, each one), or `bound + 1` when they are more than
  /// `bound` apart: only the cells within `bound` of the diagonal are computed, so a small
  /// bound costs O((*n* + *m*)·`bound`) instead of O(*n*·*m*).
  package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int = .max) -> Int
  {
    // Past this, every distance is the same answer ("too far"); it never overflows.
    let far = min(bound, max(a.count, b.count)) + 1
    if abs(a.count - b.count) >= far { return far }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let band = far - 1
    var before = [Int](repeating: far, count: b.count + 1)
    var previous = (0...b.count).map { min($0, far) }
    var current = [Int](repeating: far, count: b.count + 1)
    for i in 1...a.count {
      current[0] = min(i, far)
      // Cells left of the band stay `far`; the one right of it is reset, as the arrays rotate.
      let first = max(1, i - band)
      let last = min(b.count, i + band)
      if first > 1 { current[first - 1] = far }
      var nearest = current[0]
      if first <= last {
        for j in first...last {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            cell = min(cell, before[j - 2] + 1)
          }
          current[j] = min(cell, far)
          nearest = min(nearest, current[j])
        }
      }
      if last < b.count { current[last + 1] = far }
      if nearest >= far { return far }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// `name` as it is compared: lower case, `_` as `-`.
  static func normalized(_ name: String) -> [Unicode.Scalar] {
    name.lowercased().unicodeScalars.map { $0 == "_" ? "-" : $0 }
  }
}

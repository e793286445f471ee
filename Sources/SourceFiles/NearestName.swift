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
      let distance = self.distance(wanted, other)
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
  /// replacements and swaps of neighbours, each one).
  package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// `name` as it is compared: lower case, `_` as `-`.
  static func normalized(_ name: String) -> [Unicode.Scalar] {
    name.lowercased().unicodeScalars.map { $0 == "_" ? "-" : $0 }
  }
}

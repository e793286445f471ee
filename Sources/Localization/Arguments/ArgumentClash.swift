import LocalizedStrings
internal import InternalUtilities
/// The uses of one argument, reduced to what decides whether two of them clash: each
/// one's kind, the variable whose variant holds it, the variable it refers to, and
/// whether that variable declares its type.
///
/// Two uses clash when their kinds are incompatible, unless one refers to a variable
/// that declares its type and the other is in a variant of that variable (that pair is
/// a linter's `value-type-mismatch` instead).
///
/// ```swift
/// let clash = ArgumentClash(
///   kinds: [.integer, .object], variables: [nil, nil], references: [nil, nil], declares: [false, false])
/// clash.first()   // (0, 1)
/// ```
package struct ArgumentClash {
  package let kinds: [ArgumentKind]
  /// The variable whose variant holds each use, nil for the format key.
  package let variables: [String?]
  /// The variable each use refers to (`%#@name@`), nil for a plain conversion.
  package let references: [String?]
  /// Whether the variable each use refers to declares its type.
  package let declares: [Bool]

  /// The uses below which ``first()`` tries every pair (fewer steps than counting them).
  package static let pairLimit = 32

  package init(kinds: [ArgumentKind], variables: [String?], references: [String?], declares: [Bool]) {
    self.kinds = kinds
    self.variables = variables
    self.references = references
    self.declares = declares
  }

  /// Whether uses `a` and `b` clash.
  package func clashes(_ a: Int, _ b: Int) -> Bool {
    func own(_ a: Int, _ b: Int) -> Bool { declares[a] && variables[b] == references[a] }
    return !kinds[a].isCompatible(with: kinds[b]) && !own(a, b) && !own(b, a)
  }

  /// The first clashing pair, in the order of the uses: the smallest first use that
  /// clashes with a later one, and the first later one it clashes with.
  ///
  /// - Complexity: O(*n*) hashed counts for *n* uses (``byPairs()`` below ``pairLimit``).
  package func first() -> (first: Int, second: Int)? {
    kinds.count < Self.pairLimit ? byPairs() : byCounts()
  }

  /// ``first()`` by trying every pair in order: O(*n*²).
  package func byPairs() -> (first: Int, second: Int)? {
    var tried = 0
    defer { WorkMeter.add(tried) }
    for first in kinds.indices {
      for second in (first + 1)..<kinds.count {
        tried += 1
        if clashes(first, second) { return (first, second) }
      }
    }
    return nil
  }

  /// ``first()`` from counts of the later uses by kind, kept while the uses are read from
  /// the last: a use clashes with a later one when the later uses of kinds incompatible
  /// with its own outnumber those its exception leaves out. Then the first such use's
  /// partner is found by one pass. A hostile entry (a substitution with 100,000 variants
  /// whose conversions its declared type does not match) made the pairs quadratic.
  package func byCounts() -> (first: Int, second: Int)? {
    struct Named: Hashable {
      let kind: ArgumentKind
      let name: String?
    }
    struct Both: Hashable {
      let kind: ArgumentKind
      let variable: String?
      let reference: String?
    }
    // Among the uses after the one read: by kind; by kind and variable; the declaring ones
    // by kind and reference; and by all three.
    var byKind: [ArgumentKind: Int] = [:]
    var byVariable: [Named: Int] = [:]
    var byReference: [Named: Int] = [:]
    var byBoth: [Both: Int] = [:]
    var found: Int?
    WorkMeter.add(2 * kinds.count * ArgumentKind.allCases.count)
    for a in kinds.indices.reversed() {
      var later = 0
      for kind in ArgumentKind.allCases where !kinds[a].isCompatible(with: kind) {
        later += byKind[kind] ?? 0
        // Left out: the variants of the variable `a` refers to, when it declares its type…
        if declares[a] { later -= byVariable[Named(kind: kind, name: references[a])] ?? 0 }
        // …and the declaring references to the variable that holds `a`; counted once if both.
        if let variable = variables[a] {
          later -= byReference[Named(kind: kind, name: variable)] ?? 0
          if declares[a] {
            later += byBoth[Both(kind: kind, variable: references[a], reference: variable)] ?? 0
          }
        }
      }
      if later > 0 { found = a }
      byKind[kinds[a], default: 0] += 1
      byVariable[Named(kind: kinds[a], name: variables[a]), default: 0] += 1
      if declares[a] {
        byReference[Named(kind: kinds[a], name: references[a]), default: 0] += 1
        byBoth[Both(kind: kinds[a], variable: variables[a], reference: references[a]), default: 0] += 1
      }
    }
    guard let first = found else { return nil }
    for second in (first + 1)..<kinds.count where clashes(first, second) { return (first, second) }
    return nil
  }
}

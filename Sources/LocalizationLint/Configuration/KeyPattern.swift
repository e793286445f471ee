/// A key pattern of `.plurals-lint.yml` (`*` any run, `?` one scalar, `/` too), compiled once
/// and matched in time near-linear in the key's length, whatever the pattern.
///
/// It means what `Glob(pattern, crossesSlash: true)` means, and reads the pattern with it: its
/// runs (`*`, `**`) split it into units of scalars, `?` and `**/` (which takes nothing, or a run
/// ending in `/`; beside a run it is absorbed, since `*(.*/)?` is `*`). The first unit is matched
/// at the start, unless a run opens the pattern, the last at the end, unless a run closes it, and
/// every other at the leftmost place where it can end, after the one before: a later end never
/// leaves more room for the units that follow, since runs take anything. Each unit is found by
/// a bit-parallel automaton (Shift-And, with moves without a scalar for `**/`), one word per 64
/// positions, over its own stretch of the key, so the stretches of the units do not overlap.
///
/// - Complexity: O(*n*·⌈*s*/64⌉ + *n*·log *s*) for a key of *n* scalars and a longest unit of *s*
///   tokens; compiling is O(*m*·log *m*) in time and O(*m*) words of memory for *m* scalars of
///   pattern (a scalar of a long unit that occurs fewer times than the unit has words is kept
///   as its positions rather than as a row of words).
struct KeyPattern: Sendable {
  /// The units, in order; a run lies between any two.
  private let units: [Unit]
  /// Whether a run opens the pattern (the first unit may start anywhere).
  private let opensWithRun: Bool
  /// Whether a run closes the pattern (the last unit may end anywhere).
  private let closesWithRun: Bool
  /// The scalars (`?` included) the pattern takes at least.
  private let minimumLength: Int

  /// The pattern compiled.
  ///
  /// - Complexity: O(*m*·log *m*) for *m* scalars.
  init(_ pattern: String) {
    let tokens = Glob(pattern, crossesSlash: true).tokens
    var units: [[Unit.Element]] = []
    var current: [Unit.Element] = []
    var opensWithRun = false
    var closesWithRun = false
    var index = 0
    while index < tokens.count {
      switch tokens[index] {
      case .scalar(let scalar):
        current.append(.scalar(scalar))
        index += 1
      case .one:
        current.append(.one)
        index += 1
      case .star, .anyRun, .noFolder:
        // A stretch of runs and `**/`: one run if it holds a run, else one `**/`.
        let start = index
        var hasRun = false
        scan: while index < tokens.count {
          switch tokens[index] {
          case .star, .anyRun:
            hasRun = true
            index += 1
          case .noFolder: index += 3  // Its run and its `/` with it.
          case .scalar, .one: break scan
          }
        }
        if hasRun {
          if start == 0 { opensWithRun = true }
          if index == tokens.count { closesWithRun = true }
          if !current.isEmpty { units.append(current) }
          current = []
        } else {
          current.append(.folder)
        }
      }
    }
    if !current.isEmpty { units.append(current) }
    self.units = units.map(Unit.init)
    self.opensWithRun = opensWithRun
    self.closesWithRun = closesWithRun
    minimumLength = units.joined().count { $0 != .folder }
  }

  /// Whether the whole of `key` matches.
  ///
  /// - Complexity: O(*n*·⌈*s*/64⌉ + *n*·log *s*) for *n* scalars and a longest unit of *s*.
  func matches(_ key: String) -> Bool {
    matches(key.unicodeScalars.map(\.value))
  }

  /// Whether the whole of `key`, as scalar values, matches.
  ///
  /// - Complexity: O(*n*·⌈*s*/64⌉ + *n*·log *s*) for *n* scalars and a longest unit of *s*.
  func matches(_ key: [UInt32]) -> Bool {
    guard key.count >= minimumLength else { return false }
    guard !units.isEmpty else { return opensWithRun || key.isEmpty }
    return key.withUnsafeBufferPointer { text in
      var position = 0
      for (index, unit) in units.enumerated() {
        let anchored = index == 0 && !opensWithRun
        guard index == units.count - 1, !closesWithRun else {
          guard let end = unit.firstEnd(in: text, from: position, anchored: anchored) else { return false }
          position = end
          continue
        }
        return unit.endsText(text, from: position, anchored: anchored)
      }
      return true
    }
  }
}

/// A stretch of a key pattern between runs: scalars, `?` and `**/`, as positions of an automaton
/// whose states are bits (`**/` takes three: before it, its run, its `/`).
private struct Unit: Sendable {
  enum Element: Equatable {
    case scalar(Unicode.Scalar)
    /// `?`.
    case one
    /// `**/`: nothing, or a run and a `/`.
    case folder
  }

  /// Marks `?` in ``fixed``: no scalar has this value.
  static let anyScalar = UInt32.max

  /// The unit's scalar values (``anyScalar`` for `?`) when it holds no `**/`, so has one length.
  let fixed: [UInt32]?
  /// Positions; the state past the last accepts.
  let count: Int
  /// Words of a state: ⌈(count + 1)/64⌉.
  let words: Int
  /// Blocks of ``words`` words: the positions of `?`, the runs of `**/`, the positions before
  /// `**/`, then one row per scalar that has a row (the positions that take it).
  let masks: [UInt64]
  /// The scalars in the unit, ascending, and for each, its row (≥ 0) or ~ its first position
  /// in ``spots``.
  let scalars: [UInt32]
  let rows: [Int32]
  /// The positions of the scalars without a row (fewer than ``words``), the list of the
  /// scalar whose row is ~*i* from `spots[spotStarts[i]]` to `spots[spotStarts[i + 1]]`.
  let spots: [Int32]
  let spotStarts: [Int32]
  let hasFolders: Bool

  init(_ elements: [Element]) {
    var positions: [UInt32?] = []  // nil: a position that takes no scalar of its own.
    var folders: [Int] = []
    var ones: [Int] = []
    for element in elements {
      switch element {
      case .scalar(let scalar): positions.append(scalar.value)
      case .one:
        ones.append(positions.count)
        positions.append(nil)
      case .folder:
        folders.append(positions.count)
        positions += [nil, nil, UInt32(("/" as Unicode.Scalar).value)]
      }
    }
    hasFolders = !folders.isEmpty
    fixed =
      hasFolders ? nil : elements.map { if case .scalar(let s) = $0 { s.value } else { Self.anyScalar } }
    count = positions.count
    words = (count + 1 + 63) / 64
    let words = words
    var table = [UInt64](repeating: 0, count: 3 * words)
    func set(_ position: Int, in block: Int) {
      table[block * words + position >> 6] |= 1 << UInt64(position & 63)
    }
    for one in ones { set(one, in: 0) }
    for folder in folders {
      set(folder + 1, in: 1)
      set(folder, in: 2)
    }
    var byScalar: [UInt32: [Int]] = [:]
    for (position, scalar) in positions.enumerated() {
      if let scalar { byScalar[scalar, default: []].append(position) }
    }
    let sorted = byScalar.keys.sorted()
    var rows: [Int32] = []
    var spots: [Int32] = []
    var spotStarts: [Int32] = []
    for scalar in sorted {
      let places = byScalar[scalar] ?? []
      if places.count >= words {
        let block = table.count / words
        rows.append(Int32(block - 3))
        table += [UInt64](repeating: 0, count: words)
        for place in places { set(place, in: block) }
      } else {
        rows.append(~Int32(spotStarts.count))
        spotStarts.append(Int32(spots.count))
        spots += places.map { Int32($0) }
      }
    }
    spotStarts.append(Int32(spots.count))
    masks = table
    scalars = sorted
    self.rows = rows
    self.spots = spots
    self.spotStarts = spotStarts
  }

  /// Where the leftmost match starting at or after `start` (at it, when `anchored`) ends.
  ///
  /// - Complexity: O(*k*·(⌈*s*/64⌉ + log *s*)) for *k* scalars read and *s* positions.
  func firstEnd(in text: UnsafeBufferPointer<UInt32>, from start: Int, anchored: Bool) -> Int? {
    if let fixed, anchored {
      return equals(fixed, text, at: start) ? start + fixed.count : nil
    }
    return run(text, from: start, anchored: anchored, toEnd: false)
  }

  /// Whether a match starting at or after `start` (at it, when `anchored`) ends the text.
  ///
  /// - Complexity: O(*k*·(⌈*s*/64⌉ + log *s*)) for *k* scalars read and *s* positions.
  func endsText(_ text: UnsafeBufferPointer<UInt32>, from start: Int, anchored: Bool) -> Bool {
    if let fixed {
      let at = text.count - fixed.count
      return at >= start && (!anchored || at == start) && equals(fixed, text, at: at)
    }
    return run(text, from: start, anchored: anchored, toEnd: true) != nil
  }

  private func equals(_ fixed: [UInt32], _ text: UnsafeBufferPointer<UInt32>, at start: Int) -> Bool {
    guard start + fixed.count <= text.count else { return false }
    for (offset, scalar) in fixed.enumerated()
    where scalar != Self.anyScalar && text[start + offset] != scalar {
      return false
    }
    return true
  }

  /// The automaton over `text[start...]`: the first end of a match (or, with `toEnd`, the text's
  /// end when a match ends there).
  private func run(_ text: UnsafeBufferPointer<UInt32>, from start: Int, anchored: Bool, toEnd: Bool) -> Int?
  {
    let words = words
    let acceptWord = count >> 6
    let acceptBit = UInt64(1) << UInt64(count & 63)
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * words) { scratch in
      let state = scratch.baseAddress!
      let lit = state + words
      state.initialize(repeating: 0, count: 2 * words)
      state[0] = 1
      return masks.withUnsafeBufferPointer { masks in
        close(state, masks)
        if !toEnd && state[acceptWord] & acceptBit != 0 { return start }
        var index = start
        while index < text.count {
          letters(text[index], into: lit, masks)
          var carry: UInt64 = 0
          var alive: UInt64 = 0
          for word in 0..<words {
            let taken = state[word] & lit[word]
            state[word] = taken << 1 | carry | (state[word] & masks[words + word])
            carry = taken >> 63
            alive |= state[word]
          }
          if !anchored { state[0] |= 1 } else if alive == 0 { return nil }
          if hasFolders { close(state, masks) }
          index += 1
          if !toEnd && state[acceptWord] & acceptBit != 0 { return index }
        }
        return toEnd && state[acceptWord] & acceptBit != 0 ? index : nil
      }
    }
  }

  /// Adds the states reached without a scalar: from before `**/` to its run and past its `/`,
  /// from its run to its `/`.
  private func close(_ state: UnsafeMutablePointer<UInt64>, _ masks: UnsafeBufferPointer<UInt64>) {
    var carry1: UInt64 = 0
    var carry2: UInt64 = 0
    var carry3: UInt64 = 0
    var carryRun: UInt64 = 0
    for word in 0..<words {
      let before = state[word] & masks[2 * words + word]
      let inRun = state[word] & masks[words + word]
      state[word] |=
        before << 1 | before << 2 | before << 3 | inRun << 1 | carry1 | carry2 | carry3 | carryRun
      carry1 = before >> 63
      carry2 = before >> 62
      carry3 = before >> 61
      carryRun = inRun >> 63
    }
  }

  /// The positions that take `scalar`, into `lit`.
  private func letters(
    _ scalar: UInt32, into lit: UnsafeMutablePointer<UInt64>, _ masks: UnsafeBufferPointer<UInt64>
  ) {
    for word in 0..<words { lit[word] = masks[word] }
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    guard low < scalars.count, scalars[low] == scalar else { return }
    let row = rows[low]
    if row >= 0 {
      let base = (Int(row) + 3) * words
      for word in 0..<words { lit[word] |= masks[base + word] }
    } else {
      for spot in spotStarts[Int(~row)]..<spotStarts[Int(~row) + 1] {
        let position = Int(spots[Int(spot)])
        lit[position >> 6] |= 1 << UInt64(position & 63)
      }
    }
  }
}

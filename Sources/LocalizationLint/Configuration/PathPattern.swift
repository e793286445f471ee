/// Glob patterns of paths and keys, matched in time O(*n*·*m*) for a text of
/// *n* scalars and a pattern of *m*, in memory O(*m*), without recursion.
///
/// The pattern is read as a nondeterministic automaton whose states are its
/// positions: the set of positions reachable after each scalar of the text is
/// carried forward, once per scalar, so no position is ever tried twice for
/// the same scalar (a backtracking matcher retries them, exponentially for
/// `**a**a…b`; a memoized one still loops over the rest of the text per state
/// and recurses once per character).
enum PathPattern {
  /// The longest pattern a configuration may hold, in Unicode scalars.
  static let maximumLength = 1_024
  /// The most paths and patterns (`included`, `excluded`, and every override's
  /// `paths` and `keys` together) a configuration may hold.
  static let maximumCount = 1_024

  /// `*` within a component, `**` across them, `?` one character; a pattern
  /// without wildcards also matches the paths below it.
  /// Compiles the pattern on each call: a configuration keeps its path patterns compiled
  /// (``PathGlob``).
  static func matches(_ pattern: String, path: String) -> Bool {
    PathGlob(pattern).matches(path)
  }

  /// A key pattern: `*` any run of characters, `?` one. Compiles the pattern on each call: a
  /// configuration keeps its patterns compiled (``KeyPattern``).
  ///
  /// - Complexity: O(*m*·log *m* + *n*·⌈*m*/64⌉) for a key of *n* scalars and a pattern of *m*.
  static func matchesKey(_ pattern: String, _ key: String) -> Bool {
    KeyPattern(pattern).matches(key)
  }

  fileprivate static func normalizedPattern(_ pattern: String) -> String {
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    return String(text)
  }
}

/// A path pattern compiled once: a plain path, or the automata of the pattern and of the
/// pattern with `/**` after it (what is below a match matches too).
struct PathGlob: Sendable {
  private enum Form: Sendable {
    /// No wildcard: this path and the paths below it.
    case plain(String)
    case wildcards(Glob, below: Glob)
  }

  private let form: Form

  init(_ pattern: String) {
    let pattern = PathPattern.normalizedPattern(pattern)
    if pattern.contains(where: { $0 == "*" || $0 == "?" }) {
      form = .wildcards(Glob(pattern, crossesSlash: false), below: Glob(pattern + "/**", crossesSlash: false))
    } else {
      form = .plain(pattern)
    }
  }

  /// Whether `path` (relative, as a configuration writes it) matches.
  ///
  /// - Complexity: O(*n*·*m*) for a path of *n* scalars and a pattern of *m*.
  func matches(_ path: String) -> Bool {
    switch form {
    case .plain(let pattern):
      return path == pattern || path.hasPrefix(pattern + "/")
    case .wildcards(let glob, let below):
      let text = Array(path.unicodeScalars)
      return glob.matches(text) || below.matches(text)
    }
  }
}

/// A pattern as the automaton reads it: one token per position, and the
/// position after the last one accepting.
struct Glob: Sendable {
  enum Token: Sendable {
    /// This scalar.
    case scalar(Unicode.Scalar)
    /// `?`: one scalar (not `/`, unless the glob crosses slashes).
    case one
    /// `*`: a run of scalars (without `/`, unless the glob crosses slashes).
    case star
    /// `**`: any run of scalars.
    case anyRun
    /// Before the `**` of `**/`: a move without a scalar past the `**/`, which
    /// then matches no folder at all, besides the one into the run. Its own
    /// position, so that the run, staying in its position, does not skip the `/`.
    case noFolder
  }

  let tokens: [Token]
  /// Whether `*` and `?` also take `/` (key patterns).
  let crossesSlash: Bool

  init(_ pattern: String, crossesSlash: Bool) {
    self.crossesSlash = crossesSlash
    let scalars = Array(pattern.unicodeScalars)
    var tokens: [Token] = []
    tokens.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      switch scalars[index] {
      case "*" where index + 1 < scalars.count && scalars[index + 1] == "*":
        if index + 2 < scalars.count && scalars[index + 2] == "/" { tokens.append(.noFolder) }
        tokens.append(.anyRun)
        index += 2
      case "*":
        tokens.append(.star)
        index += 1
      case "?":
        tokens.append(.one)
        index += 1
      case let scalar:
        tokens.append(.scalar(scalar))
        index += 1
      }
    }
    self.tokens = tokens
  }

  /// Whether the whole of `text` matches.
  func matches(_ text: [Unicode.Scalar]) -> Bool {
    run(text).matched
  }

  /// Whether the whole of `text` matches, and the work it took: the steps of
  /// the automaton (a position taken from a set or a work list), at most
  /// 4·(*n*+1)·(*m*+1) for *n* scalars of text and *m* tokens, since a position
  /// enters the set once per scalar and moves to at most two others.
  func run(_ text: [Unicode.Scalar]) -> (matched: Bool, steps: Int) {
    var states = StateSet(tokens: tokens)
    states.insert(0)
    for scalar in text {
      let takesAny = crossesSlash || scalar != "/"
      states.advance { position, next in
        switch tokens[position] {
        case .scalar(let expected): if expected == scalar { next.insert(position + 1) }
        case .one: if takesAny { next.insert(position + 1) }
        case .star: if takesAny { next.insert(position) }
        case .anyRun: next.insert(position)
        case .noFolder: break
        }
      }
      if states.isEmpty { return (false, states.steps) }
    }
    return (states.contains(tokens.count), states.steps)
  }
}

/// The positions an automaton is in, closed under its moves that take no
/// scalar (past a run, which may be empty; past `**/`).
private struct StateSet {
  let tokens: [Glob.Token]
  private(set) var positions: [Int] = []
  /// The buffer of the previous step, reused.
  private var spare: [Int] = []
  /// `stamps[p] == generation` when `p` is in `positions`: membership in O(1)
  /// without clearing a table per scalar.
  private var stamps: [Int]
  private var generation = 1
  private var pending: [Int] = []
  /// Positions taken from the work list or the set so far.
  private(set) var steps = 0

  init(tokens: [Glob.Token]) {
    self.tokens = tokens
    stamps = Array(repeating: 0, count: tokens.count + 1)
  }

  var isEmpty: Bool { positions.isEmpty }

  func contains(_ position: Int) -> Bool { stamps[position] == generation }

  /// Adds `position` and every position reachable from it without a scalar,
  /// with a work list rather than recursion (a run of 1,000 `*` is 1,000 moves).
  mutating func insert(_ position: Int) {
    pending.append(position)
    while let next = pending.popLast() {
      steps += 1
      guard stamps[next] != generation else { continue }
      stamps[next] = generation
      positions.append(next)
      guard next < tokens.count else { continue }
      switch tokens[next] {
      case .star, .anyRun: pending.append(next + 1)
      // Into the run, or past the run and its `/`.
      case .noFolder: pending.append(contentsOf: [next + 1, next + 3])
      case .scalar, .one: break
      }
    }
  }

  /// Replaces the set by the positions `move` inserts from each current one.
  mutating func advance(_ move: (Int, inout StateSet) -> Void) {
    var current: [Int] = []
    swap(&current, &spare)
    swap(&current, &positions)
    positions.removeAll(keepingCapacity: true)
    generation += 1
    for position in current where position < tokens.count {
      steps += 1
      move(position, &self)
    }
    spare = current
  }
}

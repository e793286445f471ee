import LocalizedStrings
import Plurals
import SourceFiles
internal import InternalUtilities

/// The last version of each file of a bundle that parsed, kept across its
/// states (reloads and replacements): a file rewritten in place is read
/// half-written by a reload that comes at the wrong moment, and the state
/// that reads it serves the version kept here instead (listing the error).
///
/// Each state records what it found — a table or catalog that parsed, or no
/// file — with its generation; what a newer state found is never replaced by
/// what an older one (still serving a request) reads later.
final class LastGoodFiles: Sendable {
  enum Value: Sendable {
    case table(StringTable)
    case catalog(StringCatalog)
  }

  private struct Kept {
    var generation: Int
    /// Nil when the state found no file (deleted: nothing to fall back on).
    var value: Value?
  }

  private struct State {
    var generations = 0
    var files: [String: Kept] = [:]
  }

  private let state = Locked(State())

  init() {}

  /// The generation of a new state: greater than every earlier one.
  func nextGeneration() -> Int {
    state.withLock { state in
      state.generations += 1
      return state.generations
    }
  }

  /// What the state of `generation` found at `relative`: a version that
  /// parsed, or nil for no file (remembered only for a file kept before, so
  /// names of files that never existed take no room).
  func record(_ value: Value?, at relative: String, generation: Int) {
    state.withLock { state in
      guard let kept = state.files[relative] else {
        if value != nil { state.files[relative] = Kept(generation: generation, value: value) }
        return
      }
      if kept.generation <= generation { state.files[relative] = Kept(generation: generation, value: value) }
    }
  }

  /// The last version of `relative` that parsed, nil when there is none or the file was found deleted since.
  func value(at relative: String) -> Value? {
    state.withLock { $0.files[relative]?.value }
  }

  /// Forgets the files of folders and catalogs no longer listed at the top
  /// (`names`): a folder deleted and made again starts without a past.
  func forget(outside names: Set<String>, generation: Int) {
    state.withLock { state in
      for (relative, kept) in state.files where kept.value != nil && kept.generation <= generation {
        let top = relative.split(separator: "/", maxSplits: 1).first.map(String.init) ?? relative
        if !names.contains(top) { state.files[relative] = Kept(generation: generation, value: nil) }
      }
    }
  }
}

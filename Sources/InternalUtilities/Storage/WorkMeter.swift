/// Counts the steps of the algorithms whose work grows with what a hostile file holds (the
/// uses, variables, variants and findings of one entry), so that a test can check that
/// the work grows linearly with the input: compare the steps for 10,000 and 40,000
/// substitutions, rather than times, which a busy machine spoils.
///
/// Debug builds only: in a release build ``add(_:)`` is empty and ``measure(_:)`` returns nil.
/// The count belongs to the task that measures (a task-local value), so tests that run at
/// once do not add to each other's; work done on other threads (Dispatch) is not counted.
///
/// ```swift
/// let steps = WorkMeter.measure { _ = Linter.lint(paths: [catalog]) }   // nil in release builds
/// ```
@usableFromInline package enum WorkMeter {
  #if DEBUG
    @TaskLocal static var count: Locked<Int>?
  #endif

  /// Adds `steps` to the count of the task measuring, if one is. Inlinable, so that a
  /// release build's callers in other modules call nothing.
  @inlinable @inline(__always) package static func add(_ steps: Int) {
    #if DEBUG
      addCounted(steps)
    #endif
  }

  #if DEBUG
    @usableFromInline static func addCounted(_ steps: Int) { count?.withLock { $0 += steps } }
  #endif

  /// The steps `body` takes, nil in a release build.
  package static func measure(_ body: () throws -> Void) rethrows -> Int? {
    #if DEBUG
      let counted = Locked(0)
      try $count.withValue(counted) { try body() }
      return counted.withLock { $0 }
    #else
      try body()
      return nil
    #endif
  }
}

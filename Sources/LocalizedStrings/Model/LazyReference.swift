import Synchronization

/// An object made on first use and kept: set at most once, from nil to a
/// retained reference that is never replaced (released with the owner).
/// Readers get it unretained, through `Unmanaged`: retaining and releasing
/// it on each use cost a few percent of a formatting call.
struct LazyReference<Object: AnyObject & Sendable>: ~Copyable, Sendable {
  private let stored = Atomic<Unmanaged<Object>?>(nil)

  init() {}

  deinit { stored.load(ordering: .acquiring)?.release() }

  /// The object, made by `make` on the first call.
  @inline(__always)
  func get(_ make: () -> Object) -> Unmanaged<Object> {
    if let object = load() { return object }
    return store(make())
  }

  /// The object, if it has been made.
  @inline(__always)
  func load() -> Unmanaged<Object>? { stored.load(ordering: .acquiring) }

  /// Keeps `object`, unless another caller kept one first: then that one
  /// is returned (callers make it from the same input, so either will do).
  @inline(never)
  func store(_ object: Object) -> Unmanaged<Object> {
    let made = Unmanaged.passRetained(object)
    let (exchanged, original) = stored.compareExchange(
      expected: nil, desired: made, ordering: .acquiringAndReleasing)
    if exchanged { return made }
    made.release()
    return original!
  }

  /// Whether the object has been made yet.
  var isMade: Bool { load() != nil }
}

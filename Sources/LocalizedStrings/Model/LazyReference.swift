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

/// A fixed number of lazy references (one per entry of a table), in memory
/// of their own: `LazyReference` cannot be copied, so it cannot be an
/// array's element.
struct LazyReferences<Object: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
  // Sendable: each reference is set at most once, atomically (LazyReference).
  private let references: UnsafeMutablePointer<LazyReference<Object>>
  let count: Int

  init(count: Int) {
    self.count = count
    references = .allocate(capacity: max(count, 1))
    for index in 0..<count { (references + index).initialize(to: LazyReference()) }
  }

  deinit {
    references.deinitialize(count: count)
    references.deallocate()
  }

  /// The object at `index`, if it has been made.
  @inline(__always)
  func load(_ index: Int) -> Unmanaged<Object>? {
    precondition(index >= 0 && index < count)
    return references[index].load()
  }

  /// The object at `index`, made by `make` on the first call.
  @inline(__always)
  func get(_ index: Int, _ make: () -> Object) -> Unmanaged<Object> {
    precondition(index >= 0 && index < count)
    return references[index].get(make)
  }

  /// Keeps `object` at `index` unless one was kept first (see `LazyReference.store`).
  func store(_ index: Int, _ object: Object) -> Unmanaged<Object> {
    precondition(index >= 0 && index < count)
    return references[index].store(object)
  }
}

/// An immutable value boxed, for a lazy reference to hold.
final class Cell<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

import Atomics

/// The atomic slot of a lazy reference: nil, then a retained reference
/// that is never replaced. swift-atomics rather than the standard library's
/// `Atomic`, which needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2.
@usableFromInline typealias Slot<Object: AnyObject> = UnsafeAtomic<Unmanaged<Object>?>

extension UnsafeAtomic {
  /// Keeps `object` in the slot, unless another caller kept one first:
  /// then that one is returned (callers make it from the same input, so
  /// either will do).
  @usableFromInline @inline(never)
  func storeOnce<Object: AnyObject>(_ object: Object) -> Unmanaged<Object>
  where Value == Unmanaged<Object>? {
    let made = Unmanaged.passRetained(object)
    let (exchanged, original) = compareExchange(
      expected: nil, desired: made, ordering: .acquiringAndReleasing)
    if exchanged { return made }
    made.release()
    return original!
  }
}

/// An object made on first use and kept: set at most once, from nil to a
/// retained reference that is never replaced (released with the owner).
/// Readers get it unretained, through `Unmanaged`: retaining and releasing
/// it on each use cost a few percent of a formatting call.
@usableFromInline package struct LazyReference<Object: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
  // The invariants: LocalizationFiles/Storage/UnsafeStorage.swift.
  // Sendable: the slot is only read and set atomically; its memory is
  // allocated in init and freed in deinit, which nothing else can run at once.
  @usableFromInline let slot: Slot<Object>

  package init() { slot = .create(nil) }

  deinit { slot.destroy()?.release() }

  /// The object, made by `make` on the first call.
  @inlinable @inline(__always)
  package func get(_ make: () -> Object) -> Unmanaged<Object> {
    if let object = load() { return object }
    return store(make())
  }

  /// The object, if it has been made.
  @inlinable @inline(__always)
  package func load() -> Unmanaged<Object>? { slot.load(ordering: .acquiring) }

  /// Keeps `object`, unless another caller kept one first: then that one
  /// is returned (callers make it from the same input, so either will do).
  @inlinable
  package func store(_ object: Object) -> Unmanaged<Object> { slot.storeOnce(object) }

  /// Whether the object has been made yet.
  package var isMade: Bool { load() != nil }
}

/// A fixed number of lazy references (one per entry of a table), in one
/// block of memory: a `LazyReference` allocates its slot on its own, which
/// thousands of entries should not each do.
@usableFromInline package struct LazyReferences<Object: AnyObject & Sendable>: ~Copyable, @unchecked Sendable
{
  // The invariants: LocalizationFiles/Storage/UnsafeStorage.swift.
  // Sendable: each reference is set at most once, atomically (LazyReference).
  @usableFromInline let slots: UnsafeMutablePointer<Slot<Object>.Storage>
  @usableFromInline package let count: Int

  package init(count: Int) {
    self.count = count
    slots = .allocate(capacity: max(count, 1))
    slots.initialize(repeating: Slot<Object>.Storage(nil), count: count)
  }

  deinit {
    for index in 0..<count { (slots + index).pointee.dispose()?.release() }
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  @inlinable @inline(__always)
  func slot(_ index: Int) -> Slot<Object> {
    precondition(index >= 0 && index < count)
    return Slot(at: slots + index)
  }

  /// The object at `index`, if it has been made.
  @inlinable @inline(__always)
  package func load(_ index: Int) -> Unmanaged<Object>? { slot(index).load(ordering: .acquiring) }

  /// The object at `index`, made by `make` on the first call.
  @inlinable @inline(__always)
  package func get(_ index: Int, _ make: () -> Object) -> Unmanaged<Object> {
    if let object = load(index) { return object }
    return store(index, make())
  }

  /// Keeps `object` at `index` unless one was kept first (see `LazyReference.store`).
  @inlinable
  package func store(_ index: Int, _ object: Object) -> Unmanaged<Object> { slot(index).storeOnce(object) }
}

/// An immutable value boxed, for a lazy reference to hold.
package final class Cell<Value: Sendable>: Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

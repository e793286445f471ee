import CAtomicSlots

/// The atomic slot of a lazy reference: nil, then a retained reference
/// that is never replaced. A pointer read and set only through CAtomicSlots'
/// two functions (an acquiring load, a compare-and-exchange from nil): the
/// standard library's `Atomic` needs macOS 15, iOS 18, tvOS 18, watchOS 11,
/// visionOS 2, and a package for two operations would link all of its own.
@usableFromInline package typealias Slot = UnsafeMutablePointer<UnsafeMutableRawPointer?>

/// The object in `slot`, if one has been kept.
@inlinable @inline(__always)
package func loadSlot<Object: AnyObject>(_ slot: Slot, as _: Object.Type) -> Unmanaged<Object>? {
  atomic_slot_load(slot).map { Unmanaged<Object>.fromOpaque($0) }
}

/// Keeps `object` in `slot`, unless another caller kept one first: then that
/// one is returned (callers make it from the same input, so either will do).
@usableFromInline @inline(never)
package func storeOnce<Object: AnyObject>(_ slot: Slot, _ object: Object) -> Unmanaged<Object> {
  let made = Unmanaged.passRetained(object)
  let kept = atomic_slot_set_once(slot, made.toOpaque())
  if kept == made.toOpaque() { return made }
  made.release()
  return Unmanaged<Object>.fromOpaque(kept)
}

/// Releases the object `slot` holds, if any (its owner's `deinit`). Not generic:
/// a release needs no type, and an unspecialized generic call per slot made
/// freeing a table's thousands of slots cost a few percent of its load.
package func releaseSlot(_ slot: Slot) {
  if let object = atomic_slot_load(slot) { Unmanaged<AnyObject>.fromOpaque(object).release() }
}

/// An object made on first use and kept: set at most once, from nil to a
/// retained reference that is never replaced (released with the owner).
/// Readers get it unretained, through `Unmanaged`: retaining and releasing
/// it on each use cost a few percent of a formatting call.
@usableFromInline package struct LazyReference<Object: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
  // The invariants: InternalUtilities/Storage/UnsafeStorage.swift.
  // Sendable: the slot is only read and set atomically; its memory is
  // allocated in init and freed in deinit, which nothing else can run at once.
  @usableFromInline package let slot: Slot

  package init() {
    slot = .allocate(capacity: 1)
    slot.initialize(to: nil)
  }

  deinit {
    releaseSlot(slot)
    slot.deinitialize(count: 1)
    slot.deallocate()
  }

  /// The object, made by `make` on the first call.
  @inlinable @inline(__always)
  package func get(_ make: () -> Object) -> Unmanaged<Object> {
    if let object = load() { return object }
    return store(make())
  }

  /// The object, if it has been made.
  @inlinable @inline(__always)
  package func load() -> Unmanaged<Object>? { loadSlot(slot, as: Object.self) }

  /// Keeps `object`, unless another caller kept one first: then that one
  /// is returned (callers make it from the same input, so either will do).
  @inlinable
  package func store(_ object: Object) -> Unmanaged<Object> { storeOnce(slot, object) }

  /// Whether the object has been made yet.
  package var isMade: Bool { load() != nil }
}

/// A fixed number of lazy references (one per entry of a table), in one
/// block of memory: a `LazyReference` allocates its slot on its own, which
/// thousands of entries should not each do.
@usableFromInline package struct LazyReferences<Object: AnyObject & Sendable>: ~Copyable, @unchecked Sendable
{
  // The invariants: InternalUtilities/Storage/UnsafeStorage.swift.
  // Sendable: each reference is set at most once, atomically (LazyReference).
  @usableFromInline package let slots: Slot
  @usableFromInline package let count: Int

  package init(count: Int) {
    self.count = count
    slots = .allocate(capacity: max(count, 1))
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    for index in 0..<count { releaseSlot(slots + index) }
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  @inlinable @inline(__always)
  package func slot(_ index: Int) -> Slot {
    precondition(index >= 0 && index < count)
    return slots + index
  }

  /// The object at `index`, if it has been made.
  @inlinable @inline(__always)
  package func load(_ index: Int) -> Unmanaged<Object>? { loadSlot(slot(index), as: Object.self) }

  /// The object at `index`, made by `make` on the first call.
  @inlinable @inline(__always)
  package func get(_ index: Int, _ make: () -> Object) -> Unmanaged<Object> {
    if let object = load(index) { return object }
    return store(index, make())
  }

  /// Keeps `object` at `index` unless one was kept first (see `LazyReference.store`).
  @inlinable
  package func store(_ index: Int, _ object: Object) -> Unmanaged<Object> { storeOnce(slot(index), object) }
}

/// An immutable value boxed, for a lazy reference to hold.
package final class Cell<Value: Sendable>: Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

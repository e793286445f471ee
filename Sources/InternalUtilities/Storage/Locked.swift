#if canImport(Darwin)
  import os
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Bionic)
  import Bionic
#elseif os(Windows)
  import WinSDK
#endif

/// A value guarded by a lock, with the shape of `Synchronization.Mutex`
/// (`withLock`) on every OS release the package supports: Mutex needs
/// macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
///
/// The lock is the platform's own: `os_unfair_lock` on Apple platforms
/// (macOS 10.12, iOS 10), a pthread mutex on Linux, Android and the BSDs,
/// an SRW lock on Windows. WASI without threads has nothing to lock
/// against, so there the lock does nothing.
///
/// A class, so that the lock never moves in memory; the lock lives in a
/// separate allocation of its own, made once with the value.
@usableFromInline package final class Locked<Value>: @unchecked Sendable {
  // The invariants: InternalUtilities/Storage/UnsafeStorage.swift.
  // Sendable: `value` is read and written only in `withLock`, under `lock`,
  // and it goes in and out `sending`, as with Mutex. Unchecked: the lock
  // excludes other accesses, so the dynamic exclusivity checks of a class's
  // property (a begin and an end per access) are not needed.
  @usableFromInline @exclusivity(unchecked) var value: Value
  @usableFromInline package let lock: UnsafeMutablePointer<LockPrimitive>

  package init(_ initialValue: sending Value) {
    value = initialValue
    lock = .allocate(capacity: 1)
    LockPrimitive.initialize(lock)
  }

  deinit {
    LockPrimitive.destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` with the value, holding the lock: `body` may change it.
  @inlinable @inline(__always)
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    LockPrimitive.lock(lock)
    defer { LockPrimitive.unlock(lock) }
    return try body(&value)
  }
}

#if canImport(Darwin)
  @usableFromInline package typealias LockPrimitive = os_unfair_lock
#elseif os(Windows)
  @usableFromInline package typealias LockPrimitive = SRWLOCK
#elseif os(WASI) && !_runtime(_multithreaded)
  /// Nothing: a WASI program without threads runs one thing at a time.
  @usableFromInline package struct LockPrimitive {}
#else
  @usableFromInline package typealias LockPrimitive = pthread_mutex_t
#endif

extension LockPrimitive {
  @inline(__always)
  fileprivate static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock())
    #elseif os(Windows)
      InitializeSRWLock(lock)
    #elseif os(WASI) && !_runtime(_multithreaded)
      lock.initialize(to: LockPrimitive())
    #else
      var attributes = pthread_mutexattr_t()
      precondition(pthread_mutexattr_init(&attributes) == 0)
      // Errors checked in debug builds: relocking or unlocking from the wrong thread traps.
      #if DEBUG
        precondition(pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK)) == 0)
      #endif
      precondition(pthread_mutex_init(lock, &attributes) == 0)
      precondition(pthread_mutexattr_destroy(&attributes) == 0)
    #endif
  }

  @inline(__always)
  fileprivate static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
    #if canImport(Darwin) || os(Windows) || (os(WASI) && !_runtime(_multithreaded))
      lock.deinitialize(count: 1)
    #else
      precondition(pthread_mutex_destroy(lock) == 0)
    #endif
  }

  @inlinable @inline(__always)
  package static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
    #elseif os(Windows)
      AcquireSRWLockExclusive(lock)
    #elseif os(WASI) && !_runtime(_multithreaded)
    #else
      let result = pthread_mutex_lock(lock)
      precondition(result == 0, "pthread_mutex_lock failed: \(result)")
    #endif
  }

  @inlinable @inline(__always)
  package static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
    #if canImport(Darwin)
      os_unfair_lock_unlock(lock)
    #elseif os(Windows)
      ReleaseSRWLockExclusive(lock)
    #elseif os(WASI) && !_runtime(_multithreaded)
    #else
      let result = pthread_mutex_unlock(lock)
      precondition(result == 0, "pthread_mutex_unlock failed: \(result)")
    #endif
  }
}

extension Locked {
  /// Remembers `element` for `key` in a dictionary that holds at most
  /// `bound` entries: a full one starts anew (the caches whose keys come
  /// from callers: negotiations, table names). Returns the element kept:
  /// one another thread stored for `key` first, else `element`.
  @discardableResult
  package func remember<Key: Hashable & Sendable, Element: Sendable>(
    _ element: Element, for key: Key, bound: Int
  ) -> Element
  where Value == [Key: Element] {
    withLock { cache in
      if let existing = cache[key] { return existing }
      if cache.count >= bound { cache.removeAll(keepingCapacity: true) }
      cache[key] = element
      return element
    }
  }
}

// Tells ThreadSanitizer what the toolchain's Synchronization.Mutex does on
// Linux, for Tests/tsan.sh only (loaded with LD_PRELOAD; never part of a build).
//
// Mutex's fast paths are inlined into the package's code and instrumented: an
// acquiring compare-exchange to lock, a releasing one to unlock. When the lock
// is contended, they call _MutexHandle._lockSlow, _tryLockSlow and _unlockSlow
// in libswiftSynchronization.so, which is not instrumented: they spin with
// plain atomics and hand the lock over with futex(FUTEX_LOCK_PI/UNLOCK_PI)
// system calls that ThreadSanitizer does not model. It then sees no order
// between two critical sections of one Mutex and reports every access to the
// protected value as a race (with Swift 6.3.1: 10 reports per run of the
// reload stress test, all inside withLock). A suppression cannot name these
// functions, as they have returned before the accesses; it would have to name
// the package's own code, and hide real races with it.
//
// These wrappers call the real functions and add what is missing: an acquire
// on the lock word after a slow lock, a release before a slow unlock (the
// same address the instrumented fast paths synchronize on). No report is
// suppressed. The ThreadSanitizer entry points are weak: in processes built
// without it (swift test's own), the wrappers only forward.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

extern void __tsan_acquire(void *address) __attribute__((weak));
extern void __tsan_release(void *address) __attribute__((weak));

// Swift passes `self` (here the address of the _MutexHandle, whose first
// field is the 32-bit lock word) in the context register.
#define SWIFT_CALL __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

static void *real(const char *name) {
  void *function = dlsym(RTLD_NEXT, name);
  if (function == NULL) {
    fprintf(stderr, "tsan-mutex: %s not found in the toolchain's libswiftSynchronization.so\n", name);
    abort();
  }
  return function;
}

SWIFT_CALL void lockSlow(uint32_t selfID, void *handle SWIFT_SELF) __asm__(LOCK_SLOW);
SWIFT_CALL void lockSlow(uint32_t selfID, void *handle SWIFT_SELF) {
  static SWIFT_CALL void (*function)(uint32_t, void *SWIFT_SELF);
  if (function == NULL) function = real(LOCK_SLOW);
  function(selfID, handle);
  if (__tsan_acquire) __tsan_acquire(handle);
}

SWIFT_CALL bool tryLockSlow(void *handle SWIFT_SELF) __asm__(TRY_LOCK_SLOW);
SWIFT_CALL bool tryLockSlow(void *handle SWIFT_SELF) {
  static SWIFT_CALL bool (*function)(void *SWIFT_SELF);
  if (function == NULL) function = real(TRY_LOCK_SLOW);
  bool locked = function(handle);
  if (locked && __tsan_acquire) __tsan_acquire(handle);
  return locked;
}

SWIFT_CALL void unlockSlow(void *handle SWIFT_SELF) __asm__(UNLOCK_SLOW);
SWIFT_CALL void unlockSlow(void *handle SWIFT_SELF) {
  static SWIFT_CALL void (*function)(void *SWIFT_SELF);
  if (function == NULL) function = real(UNLOCK_SLOW);
  if (__tsan_release) __tsan_release(handle);
  function(handle);
}

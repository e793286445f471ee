// Set-once pointer slots for the runtime's lazy references (LazyReference.swift):
// an acquiring load and a compare-and-exchange from null, nothing else. The compiler's
// __atomic builtins (clang on every platform Swift supports), static inline so that
// Swift inlines them into its callers as it would its own atomics.
#ifndef C_ATOMIC_SLOTS_H
#define C_ATOMIC_SLOTS_H

#include <stdbool.h>
#include <stddef.h>

/// The slot's pointer, loaded with acquire ordering (null until it is set).
static inline void *_Nullable atomic_slot_load(void *_Nullable const *_Nonnull slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

/// Sets the slot to `desired` if it holds null, with acquire-release ordering, and
/// returns what the slot holds afterwards: `desired`, or the pointer another caller set first.
static inline void *_Nonnull atomic_slot_set_once(void *_Nullable *_Nonnull slot, void *_Nonnull desired) {
  void *expected = NULL;
  if (__atomic_compare_exchange_n(slot, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    return desired;
  }
  return expected;
}

#endif

// Callgrind's client requests, for a program that measures several parts of
// one run (PluralsCallgrind's every-locale mode): zero the counts, run a
// part, dump the counts under the part's name. Outside valgrind, or where
// valgrind's headers are missing, they do nothing.
#ifndef CCALLGRIND_H
#define CCALLGRIND_H

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CCALLGRIND_AVAILABLE 1
#endif
#endif

/// Sets callgrind's counts to zero.
static inline void ccallgrind_zero(void) {
#ifdef CCALLGRIND_AVAILABLE
  CALLGRIND_ZERO_STATS;
#endif
}

/// Writes callgrind's counts since the last zero to a file of their own,
/// described by `name`.
static inline void ccallgrind_dump(const char *name) {
#ifdef CCALLGRIND_AVAILABLE
  CALLGRIND_DUMP_STATS_AT(name);
#else
  (void)name;
#endif
}

/// Whether the requests were compiled in (valgrind's headers were found).
static inline int ccallgrind_available(void) {
#ifdef CCALLGRIND_AVAILABLE
  return 1;
#else
  return 0;
#endif
}

#endif

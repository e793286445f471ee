#!/usr/bin/env bash
# ThreadSanitizer over the test suites that run work at once: many tasks or
# threads formatting through one bundle, its reload() and replace(files:)
# (ReloadTests rewrites files in place while threads reload and format),
# LocalizerBinding across tasks, a String Catalog's tables built and read by many
# tasks at once, a catalog key's first lookup (its conversion) from many tasks,
# format strings parsed on first use by many tasks, a large table's entries
# linted on several threads. Fails on any
# ThreadSanitizer report, even if every test passes.
#
# Its own scratch folder (.build-tsan), as instrumented objects cannot share
# .build. Most of the time is the instrumented build of the package and its
# tests; the suites themselves take about 10 s.
#
# Usage: Tests/tsan.sh [extra swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

# Swift Testing suites (Target.Type/) whose tests run concurrent work.
suites='LocalizedStringsTests\.(BundleTests|LocalizerTests|AccessorSupportTests|LazyParsingTests|ReloadTests|CatalogTableCacheTests)/|LocalizedStringsTests\.CatalogLazyEntryTests/concurrentFirstUse|LocalizationLintTests\.ParallelEntryTests/|LocalizationLintTests\.PluralPreviewTests/commandPage|LocalizationLintTests\.PluralMigrationThreadsTests/both'

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Report every race (not only the first), and fail the process when any was reported.
export TSAN_OPTIONS="halt_on_error=0:exitcode=66${TSAN_OPTIONS:+:$TSAN_OPTIONS}"

# No preload: the package's locks are pthread mutexes on Linux (Locked.swift),
# which ThreadSanitizer intercepts, and its atomics (CAtomicSlots' inline
# builtins, compiled into the Swift callers) are compiled with instrumentation. Until 2026-11 they were Synchronization.Mutex,
# whose contended paths ThreadSanitizer did not see (git log -- Tests/tsan-mutex.c).

# Only the test product is built (--product swift-pluralsPackageTests), then run
# with --skip-build: a plain `swift test` also builds every executable and a
# second, host copy of the libraries for the plugins' tools (-tool modules),
# which no test runs. Counted in the build plan (debug.yaml) of 6.3.1: 35 Swift
# modules and 593 source files instead of 56 and 967 (17 host copies left out).
status=0
{ swift build --sanitize=thread --scratch-path .build-tsan --product swift-pluralsPackageTests &&
  swift test --skip-build --sanitize=thread --scratch-path .build-tsan --filter "$suites" "$@"; } 2>&1 |
  tee "$log" || status=$?

if grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "tsan.sh: ThreadSanitizer reported $(grep -c 'WARNING: ThreadSanitizer' "$log") problem(s); see above" >&2
  exit 1
fi
if ((status != 0)); then
  echo "tsan.sh: swift test failed (status $status)" >&2
  exit "$status"
fi
# A renamed suite must not leave the filter matching nothing.
if ! grep -Eq "Test run with [0-9]{2,} tests" "$log"; then
  echo "tsan.sh: the filter matched fewer than 10 tests; update the suite list" >&2
  exit 1
fi
echo "tsan.sh: no ThreadSanitizer report"

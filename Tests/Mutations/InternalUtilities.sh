# Mutations of InternalUtilities (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation few-map-never-hashed Sources/InternalUtilities/Storage/FewMap.swift \
  'package static var arrayLimit: Int { 16 }' \
  'package static var arrayLimit: Int { .max }' \
  'HostileCatalogTests'
# Work split into ranges done at once: every position covered, and each range's result in its
# place (the lint's entry checks and a migration's output checks are joined in range order).
mutation concurrent-ranges-last-position-left Sources/InternalUtilities/Concurrency/ConcurrentRanges.swift \
  'return (0..<chunks).map { (count * $0 / chunks)..<(count * ($0 + 1) / chunks) }' \
  'return (0..<chunks).map { (count * $0 / chunks)..<max(count * ($0 + 1) / chunks - 1, count * $0 / chunks) }' \
  'PluralMigrationThreadsTests|ParallelEntryTests'
mutation concurrent-ranges-results-reversed Sources/InternalUtilities/Concurrency/ConcurrentRanges.swift \
  'let result = body(ranges[chunk])' \
  'let result = body(ranges[ranges.count - 1 - chunk])' \
  'PluralMigrationThreadsTests|ParallelEntryTests'
# Sampler survivor (seed 8131): a minimum below 4 divides by its quarter.
mutation concurrent-ranges-small-minimum-divides-by-zero Sources/InternalUtilities/Concurrency/ConcurrentRanges.swift \
  'max(count / max(minimum / 4, 1), 1)' \
  'max(count / max(minimum / 4, 0), 1)' \
  'PluralMigrationThreadsTests'
# Two closures at once (plurals preview's lint and forms): each result in its place.
mutation concurrent-both-second-unstored Sources/InternalUtilities/Concurrency/ConcurrentRanges.swift \
  'secondResult.withLock { $0 = result }' \
  'secondResult.withLock { _ in _ = result }' \
  'PluralMigrationThreadsTests'
mutation concurrent-both-first-twice Sources/InternalUtilities/Concurrency/ConcurrentRanges.swift \
  'DispatchQueue.concurrentPerform(iterations: 2) { index in' \
  'DispatchQueue.concurrentPerform(iterations: 3) { index in' \
  'PluralMigrationThreadsTests'
# One binary search for the linter's lookups (partitionPoint), against a linear scan; its
# callers' own tests catch a shifted answer too.
mutation partition-point-test-inverted Sources/InternalUtilities/Algorithms/PartitionPoint.swift \
  '      if isBefore(self[middle]) {' \
  '      if !isBefore(self[middle]) {' \
  'PartitionPointTests'
mutation partition-point-half-early Sources/InternalUtilities/Algorithms/PartitionPoint.swift \
  '      let middle = index(low, offsetBy: half)' \
  '      let middle = index(low, offsetBy: half / 2)' \
  'PartitionPointTests'

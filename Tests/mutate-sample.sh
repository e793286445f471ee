#!/usr/bin/env bash
# Mutations chosen by a machine, not by the author: picks mutation sites at random among
# the Swift lines changed since a revision, applies each to a scratch copy of the package,
# builds it, runs the tests that name the mutated code and, when they pass, the whole
# suite, and prints caught / survived / did not build, each survivor's diff, and the seed.
#
#   Tests/mutate-sample.sh --base REV [--count N] [--seed S]   # N mutants that build (default 30)
#   Tests/mutate-sample.sh --base REV --list                    # every site, nothing built
#   Tests/mutate-sample.sh --base REV --seed S --dry-run        # the sampled mutants' diffs
#   Tests/mutate-sample.sh --help                               # every option
#
# The operators: a comparison flipped (< and <=, > and >=, == and !=), an integer literal
# plus or minus one, && and || swapped, a condition negated (if, while, guard), true and
# false swapped, a statement, a one-line guard or a return removed, first and last (and
# min/max, prefix/suffix, lowerBound/upperBound) swapped, two neighbouring arguments
# swapped, a string literal's middle character dropped. Comments are never mutated.
# Tests/MUTATIONS.md says how the habit uses it; the engine is Tests/mutation_sampler.py.
set -euo pipefail
exec python3 "$(dirname "$0")/mutation_sampler.py" "$@"

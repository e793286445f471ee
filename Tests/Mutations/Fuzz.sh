# Mutations of the fuzz package's script (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

# swiftc keeps only the last -sanitize= flag: the build adds both in one flag,
# and the manifest check refuses a command without both (two shapes: the
# flag the build passes, the set the check requires).
mutation fuzz-build-sanitizers-left-to-swiftpm Fuzz/run.sh \
  ' -Xswiftc -sanitize=fuzzer,address >&2' \
  ' >&2' \
  'FuzzScriptTests'
mutation fuzz-manifest-check-wants-coverage-only Fuzz/run.sh \
  'if not {"fuzzer", "address"} <= set(flags[-1].split(",")):' \
  'if not {"fuzzer"} <= set(flags[-1].split(",")):' \
  'FuzzScriptTests'

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
# A failed target's report: its logs' control bytes escaped, its inputs in
# base64 (two shapes: the log lines, the input files).
mutation fuzz-failure-log-unescaped Fuzz/run.sh \
  "tail -n 40 | cat -v >&2" \
  "tail -n 40 >&2" \
  'FuzzScriptTests'
mutation fuzz-failure-input-unprinted Fuzz/run.sh \
  'head -c 65536 "$artifact" | base64 -w 0 >&2' \
  ': >&2' \
  'FuzzScriptTests'
# The script's list of targets is the package's: one left out would never be fuzzed.
mutation fuzz-target-left-out Fuzz/run.sh \
  'all_targets=(FuzzRuleParser FuzzNumerals FuzzXMLPlist FuzzBinaryPlist FuzzStrings FuzzCatalog FuzzFormat FuzzCLDRLoader)' \
  'all_targets=(FuzzRuleParser FuzzNumerals FuzzXMLPlist FuzzBinaryPlist FuzzStrings FuzzCatalog FuzzFormat)' \
  'FuzzScriptTests'
# ... and named once: a target listed twice would be fuzzed twice at once, in the same folders.
mutation fuzz-target-twice Fuzz/run.sh \
  'all_targets=(FuzzRuleParser FuzzNumerals' \
  'all_targets=(FuzzRuleParser FuzzRuleParser FuzzNumerals' \
  'FuzzScriptTests'

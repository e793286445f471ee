#!/usr/bin/env bash
# Mutation check: applies small deliberate bugs, one at a time, to a scratch
# copy of the package, runs the tests that should catch each, and prints a
# table of caught / survived. Exit status 1 when a mutation survives (or does
# not apply, or the unmutated tests fail).
#
#   Tests/mutations.sh                 # every mutation
#   Tests/mutations.sh flags-dropped-for-exact-decimals   # only the named ones
#   Tests/mutations.sh --check         # only check that every mutation applies to the checkout (no copy, no build)
#   Tests/mutations.sh --help          # this text
#
# The scratch copy lives in $PLURALS_MUTATION_DIR (default:
# ${TMPDIR:-/tmp}/swift-plurals-mutations/repo), next to a link `shared` to
# this checkout's ../shared, so the tests find the corpus and CLDR's JSON as
# they do here. Its .build folder (and Tools/.build, for the mutation that
# regenerates the tables) is kept between mutations and between runs, so each
# mutation rebuilds only the module it touches and the tests that link it.
# Measured on 2 shared cores: 9.4 minutes for the first 36 mutations (5-37 s each,
# the unmutated run of every filter included) once the scratch copy is built;
# 15.4 minutes for a first run, which builds it (and the Tools package). On
# 2026-11-25, the 2 cores shared with six other builds and mutation runs (load
# average 25-32): 41 minutes for the first build, over 15 for the baseline of
# every filter (hence PLURALS_MUTATION_TIMEOUT), 45-63 s for a mutation of the
# CLI, 142 s for one of LocalizationLint. On 2026-11-26, a quieter machine with the
# scratch copy kept: all 341 in 71 minutes (4,266 s), the baseline of every filter
# 6 of them. The mutations are listed in
# Tests/Mutations/<Module>.sh, one file per module they mutate;
# Tests/MUTATIONS.md maps modules and README behaviours to them.
# Needs python3 (to apply the edits and to copy files).
set -euo pipefail

case "${1:-}" in
  -h | --help)
    # The header above is the usage.
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
  -*)
    if [ "$1" != --check ]; then
      echo "unknown option $1 (--check, --help, or mutation names)" >&2
      exit 64
    fi
    ;;
esac

repo="$(cd "$(dirname "$0")/.." && pwd)"
base="${PLURALS_MUTATION_DIR:-${TMPDIR:-/tmp}/swift-plurals-mutations}"
scratch="$base/repo"
log="$base/logs"
mkdir -p "$scratch" "$log" "$base/source"
# The link is remade each run (a link left by a checkout that is gone would dangle).
if [ -d "$repo/../shared" ]; then ln -sfn "$(cd "$repo/../shared" && pwd)" "$base/shared"; fi

names=()
files=()
searches=()
replacements=()
filters=()
afters=()

# mutation NAME FILE SEARCH REPLACEMENT FILTER [AFTER]
# SEARCH must occur exactly once in FILE; in SEARCH and REPLACEMENT, ⏎ is a
# line break. FILTER is the `swift test --filter` of the tests expected to
# catch it ("Tools:X" runs X in the Tools package, "Examples/NAME:X" runs X, and
# only X, in that example server's package, which builds this copy with the
# middleware's trait (in .build-examples, as CI); a leading "NAME=VALUE " sets
# that variable for the run, e.g. "PLURALS_PLUGIN_TESTS=1 PluginTests" for the
# plugins, whose tests build a fixture package); AFTER, a command run in the
# scratch copy once the file is changed.
mutation() {
  names+=("$1")
  files+=("$2")
  searches+=("$3")
  replacements+=("$4")
  filters+=("$5")
  afters+=("${6:-}")
}

# The mutations, one file per module they mutate (Tools/ and cldr-data/ together).
for list in "$repo"/Tests/Mutations/*.sh; do
  # shellcheck source=/dev/null
  source "$list"
done

# --- Running them --------------------------------------------------------------
check_only=false
if [ "${1:-}" = --check ]; then
  check_only=true
  shift
fi
selected=("$@")
# A name that is no mutation is an error before anything is copied or built.
for wanted in "${selected[@]}"; do
  if [[ ! " ${names[*]} " =~ " $wanted " ]]; then
    echo "no mutation named $wanted (the names are the first argument of each 'mutation' line)" >&2
    exit 64
  fi
done
started=$(date +%s)

# --check: every SEARCH occurs once in its file of the checkout, and its REPLACEMENT changes
# it; nothing is copied or built. One python3 for all of them (one per mutation took 100 s
# of CI for 620).
if $check_only; then
  for index in "${!names[@]}"; do
    printf '%s\0%s\0%s\0%s\0' "${names[$index]}" "${files[$index]}" "${searches[$index]}" \
      "${replacements[$index]}"
  done | python3 -c '
import sys
fields = sys.stdin.buffer.read().decode("utf-8").split("\0")[:-1]
texts, failed = {}, 0
for index in range(0, len(fields), 4):
    name, path, search, replacement = fields[index:index + 4]
    search, replacement = search.replace("⏎", "\n"), replacement.replace("⏎", "\n")
    if path not in texts:
        try:
            texts[path] = open(sys.argv[1] + "/" + path, encoding="utf-8").read()
        except OSError:
            texts[path] = ""
    if search and texts[path].count(search) == 1 and search != replacement:
        print("applies: " + name)
    else:
        print("DOES NOT APPLY: %s (%s)" % (name, path))
        failed = 1
sys.exit(failed)
' "$repo"
  exit $?
fi


# Makes the scratch copy the checkout again, writing only the files that differ
# (in place, with their times), so the build folder sees only real changes, and
# removing the files the checkout no longer has (a stale test file would not compile).
sync_copy() {  # SOURCE TARGET
  python3 "$repo/Tests/mutation_sync.py" "$1" "$2"
}

# A snapshot of the checkout taken now: edits made there during the run do not leak in.
echo "copying $repo to $base/source and $scratch"
sync_copy "$repo" "$base/source"
sync_copy "$base/source" "$scratch"

apply() {  # FILE SEARCH REPLACEMENT: 0 when SEARCH occurs once and is replaced
  python3 - "$scratch/$1" "$2" "$3" <<'PY'
import sys
path, search, replacement = sys.argv[1], sys.argv[2].replace("⏎", "\n"), sys.argv[3].replace("⏎", "\n")
text = open(path, encoding="utf-8").read()
if not search or text.count(search) != 1:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(search, replacement))
PY
}

# Each `swift test` is stopped after $PLURALS_MUTATION_TIMEOUT seconds (default 900), a
# hang counting as caught; on a loaded machine the baseline, which runs every filter
# at once, needs more (it took over 900 s on 2 cores under load average 30).
limit="${PLURALS_MUTATION_TIMEOUT:-900}"

# A filter's leading NAME=VALUE words, as arguments of env (none: env runs the command as it is).
filter_environment() {  # FILTER: prints each NAME=VALUE on its own line
  local filter="$1"
  while [[ "$filter" =~ ^([A-Z_][A-Z0-9_]*=[^\ ]*)\ (.*)$ ]]; do
    echo "${BASH_REMATCH[1]}"
    filter="${BASH_REMATCH[2]}"
  done
}
without_environment() {  # FILTER: the filter without its leading NAME=VALUE words
  local filter="$1"
  while [[ "$filter" =~ ^[A-Z_][A-Z0-9_]*=[^\ ]*\ (.*)$ ]]; do filter="${BASH_REMATCH[1]}"; done
  echo "$filter"
}

run_tests() {  # FILTER LOGFILE: 0 when the build and the tests pass
  # A filter "Tools:X" runs X in the Tools package (which the root `swift test` never builds).
  local variables=() filter
  mapfile -t variables < <(filter_environment "$1")
  filter="$(without_environment "$1")"
  if [[ "$filter" =~ ^(Examples/[A-Za-z]+):(.+)$ ]]; then
    local package="$scratch/${BASH_REMATCH[1]}" tests="${BASH_REMATCH[2]}"
    (cd "$package" && swift build --build-tests --scratch-path "$scratch/.build-examples" >"$2" 2>&1 &&
      timeout "$limit" env "${variables[@]}" swift test --skip-build --scratch-path "$scratch/.build-examples" \
        --filter "$tests" >>"$2" 2>&1) || return 1
    return 0
  fi
  local root="${filter%%Tools:*}" tools=""
  if [[ "$filter" == *Tools:* ]]; then tools="${filter#*Tools:}"; fi
  root="${root%|}"
  if [ -n "$root" ]; then
    (cd "$scratch" && swift build --build-tests >"$2" 2>&1 &&
      timeout "$limit" env "${variables[@]}" swift test --skip-build --filter "$root" >>"$2" 2>&1) || return 1
  fi
  if [ -n "$tools" ]; then
    (cd "$scratch" && swift build --package-path Tools --build-tests >>"$2" 2>&1 &&
      timeout "$limit" env "${variables[@]}" swift test --package-path Tools --skip-build --filter "$tools" \
        >>"$2" 2>&1) || return 1
  fi
}


# The unmutated package must pass every filter used, or "caught" means nothing.
# (only the filters of the mutations run: a few named ones need not run the whole suite)
used_filters=()
example_filters=()  # those of an example server's package, each run on its own
for index in "${!names[@]}"; do
  if [ ${#selected[@]} -gt 0 ] && [[ ! " ${selected[*]} " =~ " ${names[$index]} " ]]; then continue; fi
  if [[ "${filters[$index]}" == Examples/* ]]; then
    example_filters+=("${filters[$index]}")
  else
    used_filters+=("${filters[$index]}")
  fi
done
echo "baseline: building and running every filter used on the unmutated copy"
# (a filter's part from "Tools:" on is the Tools package's; every filter's variables are set)
variables=$(for filter in "${used_filters[@]}"; do filter_environment "$filter"; done | sort -u | paste -sd ' ' -)
for index in "${!used_filters[@]}"; do used_filters[index]="$(without_environment "${used_filters[index]}")"; done
all_filters=$(printf '%s\n' "${used_filters[@]}" | sed 's/|*Tools:.*//' | tr '|' '\n' | { grep . || true; } | sort -u | paste -sd '|' -)
tools_filters=$(printf '%s\n' "${used_filters[@]}" | sed -n 's/.*Tools://p' | tr '|' '\n' | { grep . || true; } | sort -u | paste -sd '|' -)
if [ -n "$tools_filters" ]; then all_filters="$all_filters|Tools:$tools_filters"; fi
if [ -n "$variables" ]; then all_filters="$variables $all_filters"; fi
if [ -n "$all_filters" ] && ! run_tests "$all_filters" "$log/baseline.log"; then
  echo "the unmutated package fails its tests: see $log/baseline.log" >&2
  exit 1
fi
while read -r filter; do
  if [ -n "$filter" ] && ! run_tests "$filter" "$log/baseline-example.log"; then
    echo "the unmutated example fails its tests ($filter): see $log/baseline-example.log" >&2
    exit 1
  fi
done < <(printf '%s\n' "${example_filters[@]}" | sort -u)

results=()
survivors=0
for index in "${!names[@]}"; do
  name="${names[$index]}"
  if [ ${#selected[@]} -gt 0 ] && [[ ! " ${selected[*]} " =~ " $name " ]]; then continue; fi
  file="${files[$index]}"
  mutant_start=$(date +%s)
  # Restore everything a previous mutation touched (a regeneration writes several files).
  sync_copy "$base/source" "$scratch"
  if ! apply "$file" "${searches[$index]}" "${replacements[$index]}"; then
    results+=("$(printf '%-36s %-10s %5s  %s' "$name" "NOT-APPLIED" "-" "$file")")
    survivors=$((survivors + 1))
    continue
  fi
  status=caught
  if [ -n "${afters[$index]}" ]; then
    # The step itself must work (a generator that refuses the change catches nothing here).
    if ! (cd "$scratch" && eval "${afters[$index]}") >"$log/$name.after.log" 2>&1; then
      status=STEP-FAILED
      survivors=$((survivors + 1))
    fi
  fi
  if [ "$status" = caught ] && run_tests "${filters[$index]}" "$log/$name.log"; then
    status=SURVIVED
    survivors=$((survivors + 1))
  elif [ "$status" = caught ] && grep -q "error:" "$log/$name.log" && ! grep -q "Test run" "$log/$name.log"; then
    status=compile-error
  fi
  seconds=$(($(date +%s) - mutant_start))
  results+=("$(printf '%-36s %-10s %4ss  %s' "$name" "$status" "$seconds" "${filters[$index]}")")
  echo "${results[-1]}"
done

# Leave the scratch copy as the checkout was, with its tables regenerated back.
sync_copy "$base/source" "$scratch"

echo
printf '%-36s %-10s %5s  %s\n' mutation result time "tests run (--filter)"
printf '%s\n' "${results[@]}"
echo "${#results[@]} mutations, $survivors survived or did not apply; $(($(date +%s) - started)) s in all"
[ "$survivors" -eq 0 ]

#!/usr/bin/env bash
# Seconds `plurals format` and `plurals classify` take for N values on the command line,
# and `plurals lint` and `plurals generate-accessors` for N paths (one file named N times:
# read once), wall clock of the release binary, process start included: linear in N since
# the argument parser reads each run of values as one element (ValueRuns); quadratic before
# (format, 20,000 values: 16 s; lint, 10,000 paths: 4.1 s). N is bounded by the system's
# ARG_MAX (about 100,000 short numbers).
# Usage: Benchmarks/cli-arguments.sh [N…]   (default 10000 20000 40000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product plurals >/dev/null
plurals=$(swift build -c release --show-bin-path)/plurals
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '"k" = "%%d files";\n' >"$work/L.strings"
seconds() { /usr/bin/time -f %e "$@" 2>&1 >/dev/null | tail -1; }
for n in "${@:-10000 20000 40000 100000}"; do
  for count in $n; do
    values=$(seq 1 "$count")
    paths=$(for _ in $(seq 1 "$count"); do echo "$work/L.strings"; done)
    # shellcheck disable=SC2086
    echo "n=$count format $(seconds "$plurals" format "$work/L.strings" k $values)s" \
      "classify $(seconds "$plurals" classify --locale en $values)s" \
      "lint $(seconds "$plurals" lint $paths)s" \
      "generate-accessors $(seconds "$plurals" generate-accessors --output "$work/L10n.swift" $paths)s"
  done
done

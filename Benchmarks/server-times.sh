#!/usr/bin/env bash
# Times the server paths (the same Polish entry through its StringTable, a
# Localizer and a StringCatalog; numbers localized, the localizer's default,
# and plain) in one process, in short rounds that alternate the paths, so that
# a shared machine's drift and load reach all of them alike (Sources/ServerTimes).
# Runs the program RUNS times (default 3), each a fresh process, and prints
# every run's figures side by side, so that the spread between runs shows.
# Usage: Benchmarks/server-times.sh [--runs N] [--markdown] [ServerTimes options: --rounds N, --calls N, --order blocked]
set -euo pipefail
cd "$(dirname "$0")"
runs=3
format=text
options=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --markdown) format=markdown; shift ;;
    --rounds | --calls | --order) options+=("$1" "$2"); shift 2 ;;
    *) echo "usage: $0 [--runs N] [--markdown] [--rounds N] [--calls N] [--order interleaved|blocked]" >&2; exit 2 ;;
  esac
done
swift build -c release --product ServerTimes >&2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for run in $(seq 1 "$runs"); do
  .build/release/ServerTimes --tsv "${options[@]}" > "$out/$run.tsv"
done
python3 - "$out" "$format" "$runs" "${options[*]:-}" <<'EOF'
import os
import sys

directory, style, runs, options = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
# Per run: (options, path) -> [median, min, q1, q3, ratio of medians, per-round ratio median, q1, q3]
results = []
for run in range(1, runs + 1):
    with open(os.path.join(directory, f"{run}.tsv")) as handle:
        rows = [line.split("\t") for line in handle.read().splitlines()]
    results.append({(row[0], row[1]): [float(value) for value in row[2:]] for row in rows})
keys = [key for key in results[0] if key[0] != "machine"]
gauges = [(result[("machine", "latency")], result[("machine", "throughput")]) for result in results]


def each(key, index, form):
    return " / ".join(form(result[key][index]) for result in results)


header = [
    "path (options)",
    "median ns",
    "min ns",
    "÷ table, median of the rounds' ratios",
    "÷ table, ratio of the medians",
]
rows = []
for key in keys:
    table = key[1] == "table"
    rows.append([
        f"{key[1]} ({key[0]})",
        each(key, 0, lambda v: f"{v:.1f}"),
        each(key, 1, lambda v: f"{v:.1f}"),
        "—" if table else each(key, 5, lambda v: f"{v:.2f}×"),
        "—" if table else each(key, 4, lambda v: f"{v:.2f}×"),
    ])
worst = max(result[key][5] for result in results for key in keys if key[1] != "table")
note = (f"{runs} runs (figures in run order, separated by /){', ' + options if options else ''}; "
        f"the highest median per-round ratio: {worst:.2f}×. The gauges in each run, timed every round "
        f"(median / min ns; ServerTimes' latency loop, then its throughput loop): "
        + ", ".join(f"{l[0]:.0f} / {l[1]:.0f} and {t[0]:.0f} / {t[1]:.0f}" for l, t in gauges) + ".")
if style == "markdown":
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()
    print(note)
else:
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    print(note)
EOF

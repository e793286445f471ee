#!/usr/bin/env bash
# Process start to the first formatted text, for a .stringsdict, a String
# Catalog and a bundle of 30 localizations (written into a temporary folder),
# against the same load done again in the same process and against the steady
# state's call (Sources/ColdStart). Times: the median of RUNS fresh processes,
# the clock read by this script just before it starts each one and by the
# process at main and at its first text. Instructions: callgrind over the whole
# process, started to first text (the process exits there), and the same for a
# process that does nothing (the runtime's own start), repeatable on a busy machine.
# Usage: Benchmarks/cold-start.sh [--runs N] [--markdown] [--no-callgrind]
set -euo pipefail
cd "$(dirname "$0")"
runs=15
format=text
callgrind=yes
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --markdown) format=markdown; shift ;;
    --no-callgrind) callgrind=no; shift ;;
    *) echo "usage: $0 [--runs N] [--markdown] [--no-callgrind]" >&2; exit 2 ;;
  esac
done
swift build -c release --product ColdStart -Xcc -gdwarf-4 >&2
binary="$PWD/.build/release/ColdStart"
inputs=$(mktemp -d)
trap 'rm -rf "$inputs"' EXIT
"$binary" write "$inputs/files"
modes=(none stringsdict catalog bundle)
counts=()
for mode in "${modes[@]}"; do
  if [ "$callgrind" = yes ]; then
    counts+=("$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$mode" "$inputs/files" --first 2>&1 |
      sed -n 's/.*Collected : \([0-9]*\).*/\1/p')")
  else
    counts+=(0)
  fi
done
python3 - "$binary" "$inputs/files" "$runs" "$format" "${counts[*]}" "${modes[@]}" <<'EOF'
import statistics
import subprocess
import sys
import time

binary, directory, runs, style, counts = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
modes = sys.argv[6:]
counts = dict(zip(modes, (int(count) for count in counts.split())))
samples = {mode: [] for mode in modes}
# Round by round, every mode once a round: a slow stretch of the machine reaches them alike.
for _ in range(runs):
    for mode in modes:
        before = time.clock_gettime_ns(time.CLOCK_REALTIME)
        line = subprocess.run([binary, mode, directory], check=True, capture_output=True, text=True).stdout
        started, first, again, steady = line.split("\t")
        samples[mode].append((int(started) - before, int(first) - before, int(again), float(steady)))


def median(mode, field):
    return statistics.median(sample[field] for sample in samples[mode])


names = {
    "none": "a process that does nothing",
    "stringsdict": "`.stringsdict` (364 KB), `StringTable(contentsOf:)`",
    "catalog": "String Catalog (2 MB), `StringCatalog(contentsOf:)`",
    "bundle": "bundle of 30 `.lproj`s, `LocalizationBundle(path:)` + `localizer(acceptLanguage:)`",
}
header = [
    "first text of", "start to main (ms)", "start to first text (ms)", "load + first text again, same process (ms)",
    "steady call (ns)", "instructions, start to first text", "minus the empty process",
]
rows = []
for mode in modes:
    empty = counts.get("none", 0)
    rows.append([
        names[mode],
        f"{median(mode, 0) / 1e6:.2f}",
        f"{median(mode, 1) / 1e6:.2f}",
        "—" if mode == "none" else f"{median(mode, 2) / 1e6:.3f}",
        "—" if mode == "none" else f"{median(mode, 3):.1f}",
        f"{counts[mode]:,}" if counts[mode] else "—",
        "—" if mode == "none" or not counts[mode] else f"{counts[mode] - empty:,}",
    ])
if style == "markdown":
    print("| " + " | ".join(header) + " |")
    print("|---|" + "---:|" * (len(header) - 1))
    for row in rows:
        print("| " + " | ".join(row) + " |")
else:
    widths = [max(len(row[column]) for row in rows + [header]) for column in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)))
print(f"\n{runs} fresh processes per row, interleaved; medians.")
EOF

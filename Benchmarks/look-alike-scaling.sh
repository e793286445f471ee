#!/usr/bin/env bash
# `plurals lint` of an English table whose keys are not ASCII (`café N`), one key in ten
# followed by its look-alike (`cafe\u0301 N`: a key-look-alike finding each), against the
# same table with ASCII keys (`cafe N`) each such key followed by a copy of itself (a
# duplicate-key finding each: as many findings), as the table grows: a .strings file and a
# .stringsdict of N keys each. Keys are told apart scalar for scalar and checked for
# look-alikes; the aim is that this stays linear: the ratio near 1 and flat as N grows.
# Wall time, the median of RUNS runs (GNU time's %e). Release build.
# Usage: Benchmarks/look-alike-scaling.sh [--runs N] [ENTRIES ...]   (default 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    -*) echo "usage: $0 [--runs N] [ENTRIES ...]" >&2; exit 2 ;;
    *) sizes+=("$1"); shift ;;
  esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
swift build -c release --product plurals >&2
plurals="$(swift build -c release --show-bin-path)/plurals"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$plurals" "$work" "$runs" "${sizes[@]}" <<'PYTHON'
import os, statistics, subprocess, sys
plurals, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def make(folder, entries, stem, twin):
    """en.lproj with a .strings and a .stringsdict of `entries` keys `stem N` (one in ten with `twin N` after it)."""
    os.makedirs(f"{folder}/en.lproj", exist_ok=True)
    keys = []
    for index in range(entries):
        keys.append(f"{stem} {index}")
        if twin and index % 10 == 0:
            keys.append(f"{twin} {index}")
    with open(f"{folder}/en.lproj/Localizable.strings", "w", encoding="utf-8") as out:
        out.writelines(f'"{key}" = "Text {index}";\n' for index, key in enumerate(keys))
    with open(f"{folder}/en.lproj/Plain.stringsdict", "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n')
        out.writelines(f"<key>{key}</key><string>Text {index}</string>\n" for index, key in enumerate(keys))
        out.write("</dict>\n</plist>\n")

def seconds(folder):
    times = []
    for _ in range(runs):
        report = f"{work}/time.txt"
        with open(os.devnull, "w") as null:
            status = subprocess.run(["/usr/bin/time", "-f", "%e", "-o", report, plurals, "lint", "--quiet", folder],
                                    stdout=null, stderr=null).returncode
        if status not in (0, 1):
            sys.exit(f"plurals lint {folder} exited {status}")
        times.append(float(open(report).read().split()[-1]))
    return statistics.median(times)

print(f"{'entries':>8} {'copies (s)':>11} {'look-alikes (s)':>16} {'ratio':>6}")
for entries in (int(size) for size in sys.argv[4:]):
    plain, alike = f"{work}/plain-{entries}", f"{work}/alike-{entries}"
    make(plain, entries, "cafe", "cafe")
    make(alike, entries, "caf\u00e9", "cafe\u0301")
    base, measured = seconds(plain), seconds(alike)
    print(f"{entries:>8} {base:>11.2f} {measured:>16.2f} {measured / max(base, 0.01):>5.2f}x")
PYTHON

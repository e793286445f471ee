#!/usr/bin/env bash
# `plurals lint` of an en and a pl `.strings` table of N `%d files <i>` entries (a plural-candidate
# finding each), with a `plurals-lint:disable:next plural-candidate` comment above every entry
# (each suppressing its finding), against the same tables without the comments, as N grows: the
# comments are answered from an index of the file's findings, so the ratio should stay flat.
# Wall time, the median of RUNS runs. Release build, in the scratch folder of
# sources-scaling.sh (.build-release-sources); PLURALS=path/to/plurals times that binary instead.
# Usage: Benchmarks/suppression-scaling.sh [--runs N] [--markdown] [ENTRIES ...]   (default 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes_word=ENTRIES
default_sizes=(1000 10000 100000)
scratch=.build-release-sources
source Benchmarks/scaling-options.sh
python3 - "$PLURALS" "$work" "$runs" "$format" "${sizes[@]}" <<'PYTHON'
import os, statistics, subprocess, sys, time
plurals, work, runs, fmt = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def make(folder, count, comments):
    for language, word in (("en", "files"), ("pl", "plików")):
        os.makedirs(f"{folder}/{language}.lproj", exist_ok=True)
        with open(f"{folder}/{language}.lproj/L.strings", "w", encoding="utf-8") as out:
            for index in range(count):
                if comments and language == "en":
                    out.write("/* plurals-lint:disable:next plural-candidate */\n")
                out.write(f'"k{index}" = "%d {word} {index}";\n')

def timed(folder):
    times, result = [], None
    for _ in range(runs):
        start = time.monotonic()
        result = subprocess.run([plurals, "lint", "."], cwd=folder, capture_output=True, text=True)
        times.append(time.monotonic() - start)
        assert result.returncode in (0, 1), result.stderr
    return statistics.median(times), result.stdout.count("[plural-candidate]")

rows = []
for count in [int(s) for s in sys.argv[5:]]:
    make(f"{work}/plain{count}", count, False)
    make(f"{work}/comments{count}", count, True)
    plain, found = timed(f"{work}/plain{count}")
    suppressed, left = timed(f"{work}/comments{count}")
    assert found == count and left == 0, (found, left, count)
    rows.append((count, plain, suppressed))
if fmt == "markdown":
    print("| entries | findings | lint | with a comment above each entry | ÷ lint |")
    print("|---|---|---|---|---|")
    for count, plain, suppressed in rows:
        print(f"| {count:,} | {count:,} → 0 | {plain:.2f} s | {suppressed:.2f} s | {suppressed / plain:.2f} |")
else:
    print(f"{'entries':>8} {'lint (s)':>9} {'comments (s)':>13} {'ratio':>6}")
    for count, plain, suppressed in rows:
        print(f"{count:>8} {plain:>9.2f} {suppressed:>13.2f} {suppressed / plain:>6.2f}")
PYTHON

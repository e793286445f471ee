#!/usr/bin/env bash
# `plurals lint` of one large entry, as N grows: a `.strings` entry whose English text prints N
# numbers (`%d %d …`, none before a counted word) and whose Polish text prints none (a
# number-dropped finding for each), and a `.stringsdict` entry of N plural variables in English
# and Polish. Each check of the entry must read its text or its variables a bounded number of
# times, not once a number or a variable (plural-candidate's counted word read between the
# neighbouring directives, a message's excerpt of the text read to its 61st character, a
# variable's name looked up among the entry's others in a set). Wall time, the median of RUNS runs, and the
# time a number. Release build, in the scratch folder of sources-scaling.sh
# (.build-release-sources); PLURALS=path/to/plurals times that binary instead.
# Usage: Benchmarks/text-scaling.sh [--runs N] [--markdown] [NUMBERS ...]   (default 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes_word=NUMBERS
default_sizes=(1000 10000 100000)
scratch=.build-release-sources
source Benchmarks/scaling-options.sh
python3 - "$PLURALS" "$work" "$runs" "$format" "${sizes[@]}" <<'PYTHON'
import os, statistics, subprocess, sys, time
plurals, work, runs, fmt = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
def timed(folder):
    times, result = [], None
    for _ in range(runs):
        start = time.monotonic()
        result = subprocess.run([plurals, "lint", "."], cwd=folder, capture_output=True, text=True)
        times.append(time.monotonic() - start)
        assert result.returncode in (0, 1), result.stderr
    return statistics.median(times), result

def variables(count):
    body = "".join(
        f"<key>v{i}</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        f"<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string>"
        f"<key>other</key><string>%d files</string></dict>" for i in range(count))
    format = " ".join(f"%{i + 1}$#@v{i}@" for i in range(count))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n<key>k</key><dict>'
            f"<key>NSStringLocalizedFormatKey</key><string>{format}</string>{body}</dict>\n</dict>\n</plist>\n")

rows = []
dicts = []
for count in [int(s) for s in sys.argv[5:]]:
    folder = f"{work}/v{count}"
    document = variables(count)
    for language in ("en", "pl"):
        os.makedirs(f"{folder}/{language}.lproj", exist_ok=True)
        with open(f"{folder}/{language}.lproj/Localizable.stringsdict", "w", encoding="utf-8") as out:
            out.write(document)
    seconds, result = timed(folder)
    # Polish needs 'few' and 'many': a missing-categories finding for each variable.
    found = result.stdout.count("[missing-categories]")
    assert found == count, (found, count)
    dicts.append((count, len(document.encode()), seconds, found))
for count in [int(s) for s in sys.argv[5:]]:
    folder = f"{work}/n{count}"
    for language, text in (("en", "%d " * count), ("pl", "Pliki")):
        os.makedirs(f"{folder}/{language}.lproj", exist_ok=True)
        with open(f"{folder}/{language}.lproj/Localizable.strings", "w", encoding="utf-8") as out:
            out.write(f'"numbers" = "{text}";\n')
    seconds, result = timed(folder)
    found = result.stdout.count("[number-dropped]")
    assert found == count, (found, count)
    rows.append((count, len("%d " * count), seconds, found))
if fmt == "markdown":
    print("| numbers in the text | text | lint | µs a number | number-dropped |")
    print("|---|---|---|---|---|")
    for count, size, seconds, found in rows:
        print(f"| {count:,} | {size / 1000:,.0f} KB | {seconds:.2f} s | {seconds / count * 1e6:.1f} | {found:,} |")
    print()
    print("| variables in the entry | file | lint | µs a variable | missing-categories |")
    print("|---|---|---|---|---|")
    for count, size, seconds, found in dicts:
        print(f"| {count:,} | {size / 1000:,.0f} KB | {seconds:.2f} s | {seconds / count * 1e6:.1f} | {found:,} |")
else:
    print(f"{'numbers':>8} {'lint (s)':>9} {'us/number':>10}")
    for count, size, seconds, found in rows:
        print(f"{count:>8} {seconds:>9.2f} {seconds / count * 1e6:>10.1f}")
    print(f"{'variables':>9} {'lint (s)':>9} {'us/variable':>12}")
    for count, size, seconds, found in dicts:
        print(f"{count:>9} {seconds:>9.2f} {seconds / count * 1e6:>12.1f}")
PYTHON

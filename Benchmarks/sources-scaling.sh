#!/usr/bin/env bash
# `plurals lint --sources` against plain `plurals lint` of the same tables, as the code and
# the tables grow: an en and a de `.strings` table of N identifier keys (`screen.<i>.title`),
# and Swift code of N call sites asking for them (NSLocalizedString, String(format:) around
# one with an argument, String(localized:) with an interpolation, and a configured
# `"key".localized`), one key in a hundred misspelt (an undefined-key each) and one a
# counting key no table has (`String(localized: "\(count) files …")`, a plural-candidate
# each), made in a temporary folder and removed after. The code is laid out two ways: files of 100 calls, and
# one file of all N (a file's own walk must be linear too). For each N: wall time (the median
# of RUNS runs) of plain lint, of lint with the code in files, and of lint with the code in
# one file; the findings counted to check that every misspelt and counting key was found. The aim (issue
# 77): linear in the size of the code and the tables.
# Release build, in its own scratch folder (.build-release-sources). PLURALS=path/to/plurals
# times that binary instead.
# Usage: Benchmarks/sources-scaling.sh [--runs N] [--markdown] [CALLS ...]   (default 1000 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes_word=CALLS
default_sizes=(1000 10000)
scratch=.build-release-sources
source Benchmarks/scaling-options.sh
python3 - "$PLURALS" "$work" "$runs" "$format" "${sizes[@]}" <<'EOF'
import os, statistics, subprocess, sys, time
plurals, work, runs, fmt = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sizes = [int(s) for s in sys.argv[5:]]

def call(index):
    """The call site of key `index`; one in a hundred asks for a misspelt key, one for a
    counting key no table has."""
    if index % 100 == 49:
        return f'let v{index} = String(localized: "\\(count) files in folder {index}")\n'
    key = f"screen.{index}.title" if index % 100 != 99 else f"screen.{index}.titel"
    shape = index % 4
    if shape == 0:
        return f'let v{index} = NSLocalizedString("{key}", comment: "")\n'
    if shape == 1:
        return f'let v{index} = String(format: NSLocalizedString("{key}", comment: ""), {index})\n'
    if shape == 2:
        return f'let v{index} = String(localized: "{key}")\n'
    return f'let v{index} = "{key}".localized\n'

def make(folder, count):
    for language, text in (("en", "Title %d"), ("de", "Titel %d")):
        os.makedirs(f"{folder}/App/{language}.lproj", exist_ok=True)
        with open(f"{folder}/App/{language}.lproj/Localizable.strings", "w", encoding="utf-8") as out:
            for index in range(count):
                out.write(f'"screen.{index}.title" = "{text}";\n')
    with open(f"{folder}/.plurals-lint.yml", "w", encoding="utf-8") as out:
        out.write("localization_functions: [localized]\n")
    os.makedirs(f"{folder}/Files", exist_ok=True)
    for start in range(0, count, 100):
        with open(f"{folder}/Files/Screen{start // 100}.swift", "w", encoding="utf-8") as out:
            out.write("import Foundation\n")
            for index in range(start, min(start + 100, count)):
                out.write(call(index))
    os.makedirs(f"{folder}/One", exist_ok=True)
    with open(f"{folder}/One/Screens.swift", "w", encoding="utf-8") as out:
        out.write("import Foundation\n")
        for index in range(count):
            out.write(call(index))

def timed(folder, arguments):
    times, found = [], None
    for _ in range(runs):
        start = time.monotonic()
        result = subprocess.run([plurals, "lint", "App", "--quiet"] + arguments, cwd=folder,
                                capture_output=True, text=True)
        times.append(time.monotonic() - start)
        found = (result.stdout.count("[undefined-key]"), result.stdout.count("[plural-candidate]"))
        assert result.returncode in (0, 1), result.stderr
    return statistics.median(times), found

rows = []
for count in sizes:
    folder = f"{work}/n{count}"
    make(folder, count)
    plain, _ = timed(folder, [])
    files, found_files = timed(folder, ["--sources", "Files"])
    one, found_one = timed(folder, ["--sources", "One"])
    expected = (count // 100, count // 100)
    assert found_files == expected and found_one == expected, (found_files, found_one, expected)
    rows.append((count, plain, files, one, expected))

if fmt == "markdown":
    print("| call sites | keys | plain lint | --sources, files of 100 | ÷ plain | --sources, one file | ÷ plain | µs a call site (files) | undefined-key | plural-candidate |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for count, plain, files, one, expected in rows:
        print(f"| {count:,} | {count:,} | {plain:.2f} s | {files:.2f} s | {files / plain:.2f} | {one:.2f} s | {one / plain:.2f} | {(files - plain) / count * 1e6:.1f} | {expected[0]:,} | {expected[1]:,} |")
else:
    print(f"{'calls':>8} {'plain (s)':>10} {'files (s)':>10} {'one file (s)':>13} {'us/call':>8}")
    for count, plain, files, one, expected in rows:
        print(f"{count:>8} {plain:>10.2f} {files:>10.2f} {one:>13.2f} {(files - plain) / count * 1e6:>8.1f}")
EOF

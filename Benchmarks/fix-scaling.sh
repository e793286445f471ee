#!/usr/bin/env bash
# `plurals lint --fix` against plain `plurals lint` of the same file, as the
# file grows: .strings files in which every other entry is an identical copy of
# the one before it (one identical-duplicate-key finding, and one fix, per copy),
# made in a temporary folder and removed after. For each size: wall time and
# maximum resident set size (GNU time's %e and %M; the median of RUNS runs) of
# `plurals lint`, `plurals lint --fix --dry-run` (the diff to /dev/null) and
# `plurals lint --fix` (on a fresh copy each run), and the ratio of each to
# plain lint. The aim (issue 55): --fix within 2x plain lint at every size, so
# that the work is linear in the file and its findings. Release build; PLURALS=path/to/plurals
# times that binary instead.
# Usage: Benchmarks/fix-scaling.sh [--runs N] [--markdown] [MEGABYTES ...]   (default 2 8 17)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes_word=MEGABYTES
default_sizes=(2 8 17)
scratch=
source Benchmarks/scaling-options.sh
python3 - "$PLURALS" "$work" "$runs" "$format" "${sizes[@]}" <<'EOF'
import os, shutil, statistics, subprocess, sys
plurals, work, runs, fmt = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sizes = [float(s) for s in sys.argv[5:]]

def make(folder, megabytes):
    """A .strings file of about `megabytes` MB: entries of a sentence's length, each followed by its copy."""
    os.makedirs(f"{folder}/en.lproj", exist_ok=True)
    target, size, index, copies = int(megabytes * 1_000_000), 0, 0, 0
    with open(f"{folder}/en.lproj/Localizable.strings", "w", encoding="utf-8") as out:
        while size < target:
            # About 140 bytes a line: 17 MB holds some 60,000 copies.
            line = (f'"screen.{index}.title" = "{index} files were shared with your team; '
                    f'open the folder to see who changed them last";\n')
            out.write(line + line)
            size += 2 * len(line)
            index += 1
            copies += 1
    return copies

def measure(arguments, fresh=None):
    """Median wall seconds and median maximum RSS (MB) of `runs` runs of plurals with `arguments`."""
    times, memories = [], []
    for _ in range(runs):
        if fresh:
            fresh()
        report = f"{work}/time.txt"
        with open(os.devnull, "w") as null:
            status = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", report, plurals] + arguments,
                                    stdout=null, stderr=null).returncode
        if status not in (0, 1):
            sys.exit(f"plurals {' '.join(arguments)} exited {status}")
        seconds, kilobytes = open(report).read().split()[-2:]
        times.append(float(seconds))
        memories.append(int(kilobytes) / 1024)
    return statistics.median(times), statistics.median(memories)

rows = []
for megabytes in sizes:
    source = f"{work}/source-{megabytes}"
    copies = make(source, megabytes)
    target = f"{work}/target"
    def fresh():
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(source, target)
    fresh()
    lint = measure(["lint", target])
    dry = measure(["lint", "--fix", "--dry-run", target])
    fix = measure(["lint", "--fix", target], fresh)
    rows.append((megabytes, copies, lint, dry, fix))

if fmt == "markdown":
    print("| file | findings | lint | --fix --dry-run | --fix | --fix ÷ lint | max RSS lint / --fix |")
    print("|---|---|---|---|---|---|---|")
    for megabytes, copies, lint, dry, fix in rows:
        print(f"| {megabytes:g} MB | {copies:,} | {lint[0]:.2f} s | {dry[0]:.2f} s | {fix[0]:.2f} s "
              f"| {max(dry[0], fix[0]) / lint[0]:.2f} | {lint[1]:.0f} / {fix[1]:.0f} MB |")
else:
    for megabytes, copies, lint, dry, fix in rows:
        print(f"{megabytes:g} MB, {copies} findings: lint {lint[0]:.2f} s ({lint[1]:.0f} MB), "
              f"--fix --dry-run {dry[0]:.2f} s ({dry[0] / lint[0]:.2f}x), "
              f"--fix {fix[0]:.2f} s ({fix[0] / lint[0]:.2f}x, {fix[1]:.0f} MB)")
EOF

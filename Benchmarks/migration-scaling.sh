#!/usr/bin/env bash
# `plurals lint --fix` against plain `plurals lint` as the number of plural-candidate findings
# grows, each finding a migration (issue 75): for each N, made in a temporary folder and removed
# after,
#   strings   en.lproj and pl.lproj Localizable.strings of N `"k<i>" = "%d files <i>";` entries,
#             each moved into the folder's Localizable.stringsdict (created) as a plural entry;
#   catalog   a String Catalog of N `%lld files <i>` keys with a Polish translation each, written
#             as Xcode writes it (two-space indent, ` : `), each key varied by plural in en and pl;
#   minified  the same catalog on one line (`json.dump(..., separators=(',', ':'))`).
# For each: wall time and maximum resident set size (GNU time's %e and %M; the median of RUNS
# runs) of `plurals lint --quiet` and of `plurals lint --quiet --fix` (on a fresh copy each run),
# of `plurals lint --quiet` on the tree --fix left (every entry marked for review: the comment
# scan of a marked file) and of `plurals preview --output` on that tree (every form formatted),
# the share of --fix past its two lints (--fix less the plain lint and the lint of the tree it
# left, ÷ the plain lint: the migration's own work), the preview ÷ the lint of the tree it shows,
# the findings --fix fixed (its "fixed N findings" note: a migration refused, as one whose
# catalog would pass the JSON reader's 64 MB limit is, shows as fewer), and the ratio fix ÷ lint. The aim: both migrations linear in their entries, the ratio flat as
# N grows. Release build, in its own scratch folder (.build-release), unless --binary names one.
# --timeout S stops a run after S seconds and prints "> S s" (an older build's quadratic case).
# --instructions counts each run's instructions under valgrind's callgrind instead (one run each,
# a stripped copy of the binary, SWIFT_DETERMINISTIC_HASHING=1): repeatable where wall times on
# shared cores are not; the columns then hold millions of instructions, and no RSS.
# Usage: Benchmarks/migration-scaling.sh [--runs N] [--markdown] [--binary PATH] [--timeout S]
#        [--instructions] [--kinds strings,catalog,minified] [N ...]
#        (default 1000 10000; 100000 too when named)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
format=text
binary=
timeout=0
instructions=0
kinds=strings,catalog,minified
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --markdown) format=markdown; shift ;;
    --binary) binary="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --instructions) instructions=1; runs=1; shift ;;
    --kinds) kinds="$2"; shift 2 ;;
    -*) echo "usage: $0 [--runs N] [--markdown] [--binary PATH] [--timeout S] [--instructions] [--kinds K,…] [N ...]" >&2; exit 2 ;;
    *) sizes+=("$1"); shift ;;
  esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000)
if [ -z "$binary" ]; then
  swift build -c release --product plurals --scratch-path .build-release >&2
  binary=.build-release/release/plurals
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$instructions" = 1 ]; then
  # valgrind gives up on the DWARF 5 of a release build's own symbols: counted without them.
  strip -o "$work/plurals" "$binary"
  binary="$work/plurals"
fi
python3 - "$binary" "$work" "$runs" "$format" "$timeout" "$instructions" "$kinds" "${sizes[@]}" <<'EOF'
import json, os, re, shutil, signal, statistics, subprocess, sys
plurals, work, runs, fmt = os.path.abspath(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
timeout = float(sys.argv[5]) or None
counting = sys.argv[6] == "1"
kinds = sys.argv[7].split(",")
sizes = [int(s) for s in sys.argv[8:]]

def make_strings(folder, n):
    """en and pl tables of n entries, each a plural candidate."""
    for language in ("en", "pl"):
        os.makedirs(f"{folder}/{language}.lproj", exist_ok=True)
        with open(f"{folder}/{language}.lproj/Localizable.strings", "w", encoding="utf-8") as out:
            for index in range(n):
                out.write(f'"k{index}" = "%d files {index}";\n')

def catalog(n):
    strings = {}
    for index in range(n):
        strings[f"%lld files {index}"] = {"localizations": {"pl": {"stringUnit": {
            "state": "translated", "value": f"%lld plików {index}"}}}}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}

def make_catalog(folder, n, minified):
    os.makedirs(folder, exist_ok=True)
    with open(f"{folder}/Localizable.xcstrings", "w", encoding="utf-8") as out:
        if minified:
            json.dump(catalog(n), out, ensure_ascii=False, separators=(",", ":"))
        else:
            json.dump(catalog(n), out, ensure_ascii=False, indent=2, separators=(",", " : "))
            out.write("\n")

def run(arguments):
    """Wall seconds, maximum RSS (MB) and the findings fixed (None: no note) of one run; None for
    a run stopped after `timeout`."""
    report = f"{work}/time.txt"
    command = ["/usr/bin/time", "-f", "%e %M", "-o", report, plurals] + arguments
    environment = None
    if counting:
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", plurals] + arguments
        environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    with open(os.devnull, "w") as null, open(f"{work}/stderr.txt", "w") as errors:
        process = subprocess.Popen(command, stdout=null, stderr=errors, start_new_session=True, env=environment)
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return None
    if status not in (0, 1):
        sys.exit(f"plurals {' '.join(arguments)} exited {status}")
    errors = open(f"{work}/stderr.txt", encoding="utf-8", errors="replace").read()
    fixed = re.findall(r"note: fixed (\d+) findings?", errors)
    if counting:
        collected = re.findall(r"Collected : (\d+)", errors)
        if not collected:
            sys.exit(f"valgrind counted nothing for plurals {' '.join(arguments)}")
        return int(collected[-1]) / 1e6, 0, int(fixed[-1]) if fixed else None
    seconds, kilobytes = open(report).read().split()[-2:]
    return float(seconds), int(kilobytes) / 1024, int(fixed[-1]) if fixed else None

def measure(arguments, fresh):
    """Median wall seconds, median maximum RSS (MB) and the findings the last run fixed, of
    `runs` runs; None when one was stopped."""
    times, memories, fixed = [], [], None
    for _ in range(runs):
        fresh()
        result = run(arguments)
        if result is None:
            return None
        times.append(result[0])
        memories.append(result[1])
        fixed = result[2]
    return statistics.median(times), statistics.median(memories), fixed

makers = [
    ("strings", "en+pl .strings", make_strings),
    ("catalog", ".xcstrings", lambda folder, n: make_catalog(folder, n, False)),
    ("minified", ".xcstrings, one line", lambda folder, n: make_catalog(folder, n, True)),
]
rows = []
for n in sizes:
    for name, description, make in makers:
        if name not in kinds:
            continue
        source = f"{work}/source-{name}-{n}"
        make(source, n)
        target = f"{work}/target"
        def fresh():
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target)
        lint = measure(["lint", "--quiet", target], fresh)
        fix = measure(["lint", "--quiet", "--fix", target], fresh)
        # The tree as --fix left it, linted and previewed.
        migrated = f"{work}/migrated"
        fresh()
        if run(["lint", "--quiet", "--fix", target]) is None:
            marked = preview = None
        else:
            shutil.rmtree(migrated, ignore_errors=True)
            shutil.copytree(target, migrated)
            def fresh_migrated():
                shutil.rmtree(target, ignore_errors=True)
                shutil.copytree(migrated, target)
            marked = measure(["lint", "--quiet", target], fresh_migrated)
            preview = measure(["preview", target, "--output", f"{target}/preview.html"], fresh_migrated)
            shutil.rmtree(migrated)
        rows.append((n, description, lint, fix, marked, preview))
        shutil.rmtree(source)

def seconds(result):
    if counting:
        return "?" if result is None else f"{result[0]:,.0f} M"
    return f"> {timeout:g} s" if result is None else f"{result[0]:.2f} s"

def ratio(lint, fix):
    if lint is None or fix is None:
        return "?"
    return f"{fix[0] / lint[0]:.{2 if counting else 1}f}" if lint[0] > 0 else "∞"

def own(lint, fix, marked):
    """--fix's own work (what is left of it past its two lints, of the tree before and of the
    tree it wrote) as a multiple of the plain lint."""
    if lint is None or fix is None or marked is None or lint[0] <= 0:
        return "?"
    return f"{(fix[0] - lint[0] - marked[0]) / lint[0]:.{2 if counting else 1}f}"

def memory(result):
    return "?" if result is None or counting else f"{result[1]:.0f}"

def fixed(result):
    return "?" if result is None or result[2] is None else f"{result[2]:,}"

if fmt == "markdown":
    # Counted instructions have no memory column (callgrind's process is not the program's).
    print("| entries | files | fixed | lint | --fix | ÷ lint | lint, migrated | ÷ lint | --fix less both lints ÷ lint "
          "| preview | ÷ lint | ÷ lint, migrated |"
          + ("" if counting else " max RSS lint / --fix / preview |"))
    print("|---|---|---|---|---|---|---|---|---|---|---|---|" + ("" if counting else "---|"))
    for n, description, lint, fix, marked, preview in rows:
        print(f"| {n:,} | {description} | {fixed(fix)} | {seconds(lint)} | {seconds(fix)} | {ratio(lint, fix)} "
              f"| {seconds(marked)} | {ratio(lint, marked)} | {own(lint, fix, marked)} "
              f"| {seconds(preview)} | {ratio(lint, preview)} | {ratio(marked, preview)} |"
              + ("" if counting else f" {memory(lint)} / {memory(fix)} / {memory(preview)} MB |"))
else:
    def mb(result):
        return "" if counting else f", {memory(result)} MB"
    for n, description, lint, fix, marked, preview in rows:
        print(f"{n} entries, {description}: lint {seconds(lint)}{mb(lint)}, "
              f"--fix {seconds(fix)} ({ratio(lint, fix)}x{mb(fix)}, {fixed(fix)} fixed), "
              f"migrated lint {seconds(marked)} ({ratio(lint, marked)}x), "
              f"--fix less both lints {own(lint, fix, marked)}x, "
              f"preview {seconds(preview)} ({ratio(lint, preview)}x, "
              f"{ratio(marked, preview)}x the migrated lint{mb(preview)})")
EOF

#!/usr/bin/env bash
# Instructions a call of every locale with cardinal rules, on the integer
# path (the realistic integer mix) and from operands (decimals with 0-3
# fraction digits), and their ratio: the aim is decimals from operands within
# 2x the integer path for every locale. One callgrind run; the program dumps
# each locale's loop by a client request (needs valgrind's headers).
# Figures include the loop and an opaque sink, as in callgrind.sh.
# Usage: Benchmarks/every-locale.sh [--markdown]   (about a minute on 2 cores)
set -euo pipefail
cd "$(dirname "$0")"
markdown=no
[ "${1:-}" = "--markdown" ] && markdown=yes
swift build -c release --product PluralsCallgrind -Xcc -gdwarf-4 >&2
count=20000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$work/out" .build/release/PluralsCallgrind every-locale "$count" \
  >/dev/null 2>"$work/valgrind.txt" || { cat "$work/valgrind.txt" >&2; exit 1; }
python3 - "$work" "$count" "$markdown" <<'PY'
import glob, os, re, sys
work, count, markdown = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "yes"
counts = {}
for path in glob.glob(os.path.join(work, "out*")):
    text = open(path, encoding="utf-8", errors="replace").read()
    name = re.search(r"^desc: Trigger: Client Request: (\S+) (\S+)$", text, re.M)
    total = re.search(r"^(?:summary|totals): (\d+)$", text, re.M)
    if name and total:
        counts.setdefault(name.group(2), {})[name.group(1)] = int(total.group(1)) / count
rows = sorted(
    ((locale, c["integer"], c["operands"], c["operands"] / c["integer"])
     for locale, c in counts.items() if "integer" in c and "operands" in c),
    key=lambda row: (-row[3], row[0]))
if not rows:
    sys.exit("every-locale: no dumps read (is valgrind's callgrind.h installed?)")
worst = rows[0]
above = [row for row in rows if row[3] > 2]
integers = sorted(row[1] for row in rows)
operands = sorted(row[2] for row in rows)
summary = (f"{len(rows)} locales: integers {integers[0]:.1f}–{integers[-1]:.1f} instructions a call, "
           f"operands {operands[0]:.1f}–{operands[-1]:.1f}; worst ratio {worst[3]:.2f}× ({worst[0]}); "
           f"{len(above)} locales above 2×")
if markdown:
    print(summary + ". The ten highest ratios:")
    print()
    print("| locale | integer | operands | ratio |")
    print("|---|---:|---:|---:|")
    for locale, integer, operand, ratio in rows[:10]:
        print(f"| `{locale}` | {integer:.1f} | {operand:.1f} | {ratio:.2f}× |")
else:
    print(f"{'locale':<14} {'integer':>9} {'operands':>9} {'ratio':>7}")
    for locale, integer, operand, ratio in rows:
        print(f"{locale:<14} {integer:>9.1f} {operand:>9.1f} {ratio:>6.2f}x")
    print(summary)
PY

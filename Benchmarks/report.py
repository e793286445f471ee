"""Reads the benchmark package's percentile exports and prints ours vs ICU4C.

Every benchmark except load/* makes 1,000 calls per measured iteration; the
median (p50) of the iterations, divided by 1,000, is the time per call.
"""
import glob
import os
import sys

CALLS = 1000
# Loading is compared with the cost of parsing its input format alone, in C.
FLOORS = {"expat": "expat alone, empty callbacks", "json-scan": "a bare JSON scan"}
directory, style = sys.argv[1], sys.argv[2]


def median(path):
    with open(path) as handle:
        rows = [line.split("\t") for line in handle.read().splitlines()[1:]]
    return float(dict(rows)["50"])


results = {}
for path in glob.glob(os.path.join(directory, "*.wallClock.histogram.percentiles.tsv")):
    name = os.path.basename(path)[len("Current_run.PluralBenchmarks."):-len(".wallClock.histogram.percentiles.tsv")]
    group, case, implementation = name.split("_")
    calls = 1 if group == "load" else CALLS
    mallocs = path.replace("wallClock", "mallocCountTotal")
    results[(group, case, implementation)] = (
        median(path) / calls,
        median(mallocs) / calls if os.path.exists(mallocs) else float("nan"),
    )


def number(value):
    if value != value:
        return "—"
    if value >= 1000:
        return f"{value:,.0f}"
    return f"{value:.1f}" if value >= 10 else f"{value:.2f}"


rows = []
for (group, case, implementation), (time, mallocs) in sorted(results.items()):
    if implementation != "ours":
        continue
    icu = results.get((group, case, "icu4c"))
    hand = results.get((group, case, "hand-written"))
    direct = results.get((group, case, "table"))
    plain = results.get((group, case.replace("-localized", ""), "ours")) if case.endswith("-localized") else None
    floor = next(((name, results[(group, case, name)]) for name in FLOORS if (group, case, name) in results), None)
    integer = results.get(("integer", case.replace("-operands", "-cardinal"), "ours")) if case.endswith("-operands") else None
    unit = "ns"
    if group == "load":
        size = int(case.split("-")[-1].rstrip("KB"))
        time, unit = time / size, "ns per KB"
        if floor:
            floor = (floor[0], (floor[1][0] / size, floor[1][1]))
    rows.append([
        f"{group}/{case}",
        f"{number(time)} {unit}",
        f"{number(icu[0])} ns" if icu else "—",
        f"{icu[0] / time:.1f}×" if icu else "—",
        f"{number(mallocs)}",
        f"{number(icu[1])}" if icu else "—",
        f"{time / floor[1][0]:.2f}× {FLOORS[floor[0]]} ({number(floor[1][0])} {unit})" if floor
        else f"{time / hand[0]:.2f}× hand-written ({number(hand[0])} ns)" if hand
        else f"{time / direct[0]:.2f}× the table directly ({number(direct[0])} ns)" if direct
        else f"{time / plain[0]:.2f}× plain output ({number(plain[0])} ns)" if plain
        else f"{time / integer[0]:.2f}× the integer path ({number(integer[0])} ns)" if integer else "",
    ])

header = ["case", "ours", "ICU4C", "ICU4C / ours", "mallocs/call (ours)", "mallocs/call (ICU4C)", "note"]
if style == "markdown":
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |")
else:
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())

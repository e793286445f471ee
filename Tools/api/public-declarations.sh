#!/bin/sh
# Counts the public declarations of each module of the package, from the
# symbol graphs the compiler emits: every symbol a module declares at public
# (or open) access, members it adds to other modules' types included, without
# members synthesized by the compiler or inherited from protocols' default
# implementations. Run from anywhere; prints a table and the total.
#
#   Tools/api/public-declarations.sh            # builds, then counts
#   SCRATCH=/tmp/build Tools/api/public-declarations.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scratch=${SCRATCH:-.build}
swift package --scratch-path "$scratch" dump-symbol-graph \
  --minimum-access-level public --skip-synthesized-members >/dev/null
graphs=$(find "$scratch" -type d -name symbolgraph -newer Package.swift | head -n 1)
[ -n "$graphs" ] || { echo "no symbol graphs under $scratch" >&2; exit 1; }
python3 - "$graphs" "$root/Sources" <<'PY'
import json, os, sys
graphs, sources = sys.argv[1], sys.argv[2]
modules = sorted(d for d in os.listdir(sources) if os.path.isdir(os.path.join(sources, d)))
counts = {m: 0 for m in modules}
for name in os.listdir(graphs):
    if not name.endswith(".symbols.json"):
        continue
    module = name[: -len(".symbols.json")].split("@")[0]
    if module not in counts:
        continue
    with open(os.path.join(graphs, name)) as handle:
        graph = json.load(handle)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        counts[module] += 1
width = max(len(m) for m in modules)
for module in modules:
    if counts[module]:
        print(f"{module:<{width}}  {counts[module]:>4}")
print(f"{'total':<{width}}  {sum(counts.values()):>4}")
PY

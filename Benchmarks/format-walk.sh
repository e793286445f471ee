#!/usr/bin/env bash
# The walk of a format call from disk, counted from its call graph: the one-entry
# program of binary-size.sh (StringTable(contentsOf:language:) of the demo's Polish
# .stringsdict, then format(_:_:) of one key with 5), built in release against this
# checkout by path and run once under callgrind. Every call between two functions
# of different modules of this package (the program's own module counts as one) is
# a crossing; the script prints each distinct one (caller's module → callee), the
# module boundaries they cross, and how many times a language tag was parsed
# (calls of LanguageTag's and CLDRLocale's initializers from text that callgrind
# sees: a call inlined into its caller is not seen, so the count is a lower bound;
# CLDRLocale's, called across a module boundary, are all seen).
# In release, calls inside a module are mostly inlined; calls between modules are
# not (unless @inlinable), so the graph shows the boundaries as the code crosses them.
# Usage: Benchmarks/format-walk.sh [--markdown]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
format=text
case "${1:-}" in
  --markdown) format=markdown ;;
  "") ;;
  *) echo "usage: $0 [--markdown]" >&2; exit 2 ;;
esac
command -v valgrind > /dev/null || { echo "valgrind is needed (apt-get install -y valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/package/Sources/walk"
cat > "$work/package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "format-walk",
  dependencies: [.package(name: "swift-plurals", path: "$root")],
  targets: [
    .executableTarget(name: "walk", dependencies: [.product(name: "LocalizedStrings", package: "swift-plurals")])
  ]
)
EOF
cat > "$work/package/Sources/walk/main.swift" <<'EOF'
import LocalizedStrings

let table = try StringTable(contentsOf: CommandLine.arguments[1], language: Language("pl")!)
print(try table.format(CommandLine.arguments[2], 5))
EOF
(cd "$work/package" && swift build -c release >&2)
bin=$(cd "$work/package" && swift build -c release --show-bin-path)
demo="$root/Sources/PluralsCLI/Demo/pl.lproj/Localizable.stringsdict"
text=$(valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$bin/walk" "$demo" files 2> /dev/null)
[ "$text" = "5 plików" ] || { echo "the program printed '$text', not '5 plików'" >&2; exit 1; }
swift demangle < "$work/callgrind.out" > "$work/demangled.out"
commit=$(git -C "$root" rev-parse --short HEAD 2> /dev/null || echo unknown)
[ -n "$(git -C "$root" status --porcelain -- Sources Package.swift 2> /dev/null)" ] && commit="$commit (with uncommitted changes)"
python3 - "$work/demangled.out" "$format" "$commit" <<'EOF'
import re
import sys

path, style, commit = sys.argv[1:4]
ours = {"walk", "Plurals", "PluralTableFormat", "LocaleNumbers", "SourceFiles", "ExpatXML", "InternalUtilities",
        "InternalJSON", "LocalizedStrings", "Localization"}
names = {}

def name(field):
    # callgrind compresses names: "(12) name" the first time, "(12)" after.
    match = re.match(r"\((\d+)\)(?: (.*))?$", field.strip())
    if not match:
        return field.strip()
    if match.group(2) is not None:
        names[match.group(1)] = match.group(2)
    return names.get(match.group(1), "")

def module(function):
    # The program's top-level code is `walk_main` (SwiftPM names it after the module); any other
    # function belongs to the module that declares it: an extension's (`(extension in X):`), else
    # the first of ours it names.
    if function in ("main", "walk_main"):
        return "walk"
    extension = re.search(r"\(extension in (\w+)\):", function)
    if extension:
        return extension.group(1) if extension.group(1) in ours else None
    return next((m.group(1) for m in re.finditer(r"(?:^|[ (<\[])(\w+)\.", function) if m.group(1) in ours), None)

# A language read from text: the tag parsers of LocalizedStrings and Plurals.
parser = re.compile(r"^(?:LocalizedStrings\.LanguageTag|Plurals\.CLDRLocale)\.init\((?:orRoot: )?Swift\.String\)")
edges = {}
parses = {}
caller = None
callee = None
for line in open(path, encoding="utf-8", errors="replace"):
    if line.startswith("fn="):
        caller = name(line[3:])
    elif line.startswith("cfn="):
        callee = name(line[4:])
    elif line.startswith("calls=") and caller is not None and callee is not None:
        count = int(line[6:].split()[0])
        a, b = module(caller), module(callee)
        if a and b and a != b:
            edges[(a, b, callee)] = edges.get((a, b, callee), 0) + count
        if parser.match(callee) and not parser.match(caller):
            parses[(caller, callee)] = parses.get((caller, callee), 0) + count
        callee = None

boundaries = sorted({tuple(sorted((a, b))) for (a, b, _) in edges})
# A constant of the library (a static `CLDRLocale("en")!`) is parsed once a process, by a one-time
# initializer; every other parse is of a language the call was given or found.
constants = sum(n for (caller, _), n in parses.items() if "one-time initialization" in caller)
requested = sum(parses.values()) - constants
if style == "markdown":
    print(f"`Benchmarks/format-walk.sh --markdown`, commit {commit}: the crossings of "
          "`StringTable(contentsOf:language:)` and `format(_:_:)` of one key, from callgrind's call graph.")
    print()
    print("| from | to | calls |")
    print("|---|---|---|")
    for (a, b, function), count in sorted(edges.items()):
        shown = function if len(function) < 110 else function[:107] + "…"
        print(f"| `{a}` | `{shown}` | {count} |")
    print()
    print(f"{len(edges)} distinct calls across {len(boundaries)} module boundaries: "
          + ", ".join(f"{a}–{b}" for a, b in boundaries) + ".")
    print()
    print(f"Language tags parsed from text: {requested} (and {constants} in one-time initializers of the library's"
          " constants, once a process)" + "".join(
        f"\n- `{callee}` from `{caller}` ×{n}" for (caller, callee), n in sorted(parses.items())))
else:
    for (a, b, function), count in sorted(edges.items()):
        print(f"{a:18} → {function[:120]}  ×{count}")
    print(f"{len(edges)} distinct calls across {len(boundaries)} module boundaries:")
    for a, b in boundaries:
        print(f"  {a} – {b}")
    print(f"language tags parsed from text: {requested} (and {constants} in one-time initializers, once a process)")
    for (caller, callee), count in sorted(parses.items()):
        print(f"  {callee[:90]}  ×{count}\n    from {caller[:150]}")
EOF

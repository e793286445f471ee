#!/usr/bin/env bash
# What an app pays in size for the runtime: two release executables built in a
# temporary package that depends on this checkout by path, stripped.
#   formats-one-entry  StringTable(contentsOf:language:) of a .stringsdict, then
#                      format(_:_:) of one key with one Int (LocalizedStrings)
#   whole-runtime      the same calls through the Localization product (catalogs,
#                      bundles, Localizer, the JSON reader: what the tables alone leave out)
#   plurals-only       PluralRules(locale:) and the category of one Int (Plurals)
# and, for each, whether the linter's rule texts reached it: `strings` looking
# for the words of three rule descriptions and a rule example's file name (none
# should be there: the descriptions belong to LocalizationLint, which an app
# does not link). Also the same executable doing nothing, for the runtime's
# share. The Embedded Swift footprint is Tools/embedded/check.sh's.
# Usage: Benchmarks/binary-size.sh [--markdown]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
format=text
case "${1:-}" in
  --markdown) format=markdown ;;
  "") ;;
  *) echo "usage: $0 [--markdown]" >&2; exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/package/Sources/formats-one-entry" "$work/package/Sources/whole-runtime" \
  "$work/package/Sources/plurals-only" "$work/package/Sources/empty"
cat > "$work/package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "binary-size",
  dependencies: [.package(name: "swift-plurals", path: "$root")],
  targets: [
    .executableTarget(
      name: "formats-one-entry",
      dependencies: [.product(name: "LocalizedStrings", package: "swift-plurals")]),
    .executableTarget(
      name: "whole-runtime",
      dependencies: [.product(name: "Localization", package: "swift-plurals")]),
    .executableTarget(name: "plurals-only", dependencies: [.product(name: "Plurals", package: "swift-plurals")]),
    .executableTarget(name: "empty"),
  ]
)
EOF
cat > "$work/package/Sources/formats-one-entry/main.swift" <<'EOF'
import LocalizedStrings

let table = try StringTable(contentsOf: CommandLine.arguments[1], language: Language("pl")!)
print(try table.format(CommandLine.arguments[2], Int(CommandLine.arguments[3]) ?? 0))
EOF
sed 's/^import LocalizedStrings$/import Localization/' "$work/package/Sources/formats-one-entry/main.swift" \
  > "$work/package/Sources/whole-runtime/main.swift"
cat > "$work/package/Sources/plurals-only/main.swift" <<'EOF'
import Plurals

print(PluralRules(locale: "pl").category(for: Int(CommandLine.arguments[1]) ?? 0))
EOF
echo 'print(CommandLine.arguments.count)' > "$work/package/Sources/empty/main.swift"
(cd "$work/package" && swift build -c release >&2)
bin=$(cd "$work/package" && swift build -c release --show-bin-path)

# The executables must work before they are measured.
demo="$root/Sources/PluralsCLI/Demo/pl.lproj/Localizable.stringsdict"
key=$(python3 - "$demo" <<'EOF'
import plistlib, sys
print(next(iter(plistlib.load(open(sys.argv[1], "rb")))))
EOF
)
"$bin/formats-one-entry" "$demo" "$key" 5 > /dev/null
[ "$("$bin/whole-runtime" "$demo" "$key" 5)" = "$("$bin/formats-one-entry" "$demo" "$key" 5)" ] ||
  { echo "whole-runtime and formats-one-entry printed different texts" >&2; exit 1; }
[ "$("$bin/plurals-only" 5)" = many ] || { echo "plurals-only did not print 'many' for 5" >&2; exit 1; }

# Words of rule descriptions and of an example's file name (LocalizationLint's rules).
needles=("some numbers have no text at all" "Add 'other'; it is the fallback" "en.lproj/L.stringsdict")
rows=()
for name in formats-one-entry whole-runtime plurals-only empty; do
  strip -o "$work/$name.stripped" "$bin/$name"
  bytes=$(stat -c %s "$work/$name.stripped")
  found=0
  for needle in "${needles[@]}"; do
    strings -n 8 "$work/$name.stripped" | grep -qF "$needle" && found=$((found + 1))
  done
  rows+=("$name $bytes $found")
done
empty=$(awk '$1 == "empty" { print $2 }' <<< "$(printf '%s\n' "${rows[@]}")")
commit=$(git -C "$root" rev-parse --short HEAD 2> /dev/null || echo unknown)
[ -n "$(git -C "$root" status --porcelain -- Sources Package.swift 2> /dev/null)" ] && commit="$commit (with uncommitted changes)"
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<< "$1"; }
if [ "$format" = markdown ]; then
  echo "\`Benchmarks/binary-size.sh --markdown\` on $(date -u +%Y-%m-%d), commit $commit, $(uname -m), $(swift --version 2> /dev/null | head -1 | sed 's/ (.*//'):"
  echo "release executables, stripped (\`strip\`), bytes; the runtime's share is the size minus that"
  echo "of an executable that prints one number; rule texts are the linter's descriptions and"
  echo "examples found in the file by \`strings\` (${#needles[@]} probes)."
  echo
  echo "| executable | stripped bytes | minus the empty executable | rule texts found |"
  echo "|---|---|---|---|"
  for row in "${rows[@]}"; do
    read -r name bytes found <<< "$row"
    printf '| `%s` | %s | %s | %s of %s |\n' "$name" "$(grouped "$bytes")" "$(grouped $((bytes - empty)))" \
      "$found" "${#needles[@]}"
  done
else
  printf '%-20s %14s %14s %s\n' executable stripped "minus empty" "rule texts"
  for row in "${rows[@]}"; do
    read -r name bytes found <<< "$row"
    printf '%-20s %14s %14s %s of %s\n' "$name" "$bytes" "$((bytes - empty))" "$found" "${#needles[@]}"
  done
fi

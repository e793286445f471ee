#!/usr/bin/env bash
# Embedded Swift: builds the Plurals runtime (whole module, -Osize) for
# wasm32-unknown-none-wasm and armv7em-none-none-eabi, a standalone file for
# three locales the same way, and a host program in Embedded mode whose output
# must equal the normal build's. Prints the footprint table of the README.
# Usage: Tools/embedded/check.sh [WORK-DIRECTORY]
set -euo pipefail
cd "$(dirname "$0")/../.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
bin="$(dirname "$(command -v swiftc)")"
embedded=(-enable-experimental-feature Embedded -wmo -Osize -Xfrontend -function-sections)

# modules TARGET DIR [FLAGS…]: PluralTableFormat.o and Plurals.o in DIR.
modules() {
  local target=$1 dir=$2
  shift 2
  mkdir -p "$dir"
  swiftc "$@" -target "$target" -parse-as-library -package-name swift_plurals -module-name PluralTableFormat \
    -emit-module -emit-module-path "$dir/PluralTableFormat.swiftmodule" \
    -c Sources/PluralTableFormat/*.swift -o "$dir/PluralTableFormat.o"
  swiftc "$@" -target "$target" -parse-as-library -package-name swift_plurals -module-name Plurals -I "$dir" \
    -emit-module -emit-module-path "$dir/Plurals.swiftmodule" \
    -c $(find Sources/Plurals -name '*.swift' | sort) -o "$dir/Plurals.o"
}

# sizes FILE…: text, data and bss bytes summed over the files' sections.
sizes() {
  local text=0 data=0 bss=0
  while read -r _ _ size _ type; do
    case $type in
      TEXT) text=$((text + 16#$size)) ;;
      DATA) data=$((data + 16#$size)) ;;
      BSS) bss=$((bss + 16#$size)) ;;
    esac
  done < <(for file in "$@"; do "$bin/llvm-objdump" -h "$file" | grep -E ' (TEXT|DATA|BSS)$'; done)
  printf '%7d %7d %5d %7d' "$text" "$data" "$bss" $((text + data + bss))
}

# link TARGET OUT ENTRY OBJECT…: a program with only ENTRY kept (dead code stripped).
link() {
  local target=$1 out=$2 entry=$3
  shift 3
  if [[ $target == wasm32* ]]; then
    "$bin/wasm-ld" --gc-sections --no-entry --export="$entry" --allow-undefined "$@" -o "$out"
  else
    "$bin/ld.lld" --gc-sections -z norelro --unresolved-symbols=ignore-all -e "$entry" "$@" -o "$out"
  fi
}

swift run --package-path Tools generate-cldr-tables --standalone --locales en,ru,pl \
  --output "$work/PluralsStandalone.swift" >/dev/null
{
  echo "import Plurals"
  cat Tools/embedded/probe.swift
} >"$work/probe.swift"

printf '%-24s %-44s %7s %7s %5s %7s\n' target build text data bss total
for target in wasm32-unknown-none-wasm armv7em-none-none-eabi; do
  dir="$work/$target"
  modules "$target" "$dir" "${embedded[@]}"
  swiftc "${embedded[@]}" -target "$target" -parse-as-library -I "$dir" -module-name Probe \
    -c "$work/probe.swift" -o "$dir/probe.o"
  swiftc "${embedded[@]}" -target "$target" -parse-as-library -module-name Standalone \
    -c "$work/PluralsStandalone.swift" Tools/embedded/probe.swift -o "$dir/standalone.o"
  row() { printf '%-24s %-44s %s\n' "$target" "$1" "$(sizes "${@:2}")"; }
  row "all locales: object files" "$dir/Plurals.o" "$dir/PluralTableFormat.o"
  for entry in classify_integer classify_all; do
    link "$target" "$dir/$entry" "$entry" "$dir/probe.o" "$dir/Plurals.o" "$dir/PluralTableFormat.o"
    row "all locales: linked, $entry" "$dir/$entry"
  done
  row "standalone en,ru,pl: object file" "$dir/standalone.o"
  for entry in classify_integer classify_all; do
    link "$target" "$dir/standalone-$entry" "$entry" "$dir/standalone.o"
    row "standalone en,ru,pl: linked, $entry" "$dir/standalone-$entry"
  done
done

# The same program in Embedded mode and normally, on this machine.
host=$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
# String comparison and normalization need the Embedded standard library's Unicode tables.
modules "$host" "$work/host-embedded" "${embedded[@]}"
swiftc "${embedded[@]}" -target "$host" -I "$work/host-embedded" Tools/embedded/show.swift \
  "$work/host-embedded/Plurals.o" "$work/host-embedded/PluralTableFormat.o" -Xlinker --gc-sections \
  -L "$bin/../lib/swift/embedded/$host" -lswiftUnicodeDataTables -o "$work/show-embedded"
modules "$host" "$work/host-normal" -O -wmo
swiftc -O -target "$host" -I "$work/host-normal" Tools/embedded/show.swift \
  "$work/host-normal/Plurals.o" "$work/host-normal/PluralTableFormat.o" -o "$work/show-normal"
"$work/show-embedded" >"$work/embedded.txt"
"$work/show-normal" >"$work/normal.txt"
if cmp -s "$work/embedded.txt" "$work/normal.txt"; then
  echo "host program: Embedded and normal builds print the same $(wc -l <"$work/normal.txt") lines"
else
  echo "host program: Embedded and normal builds differ:" >&2
  diff "$work/normal.txt" "$work/embedded.txt" | head -20 >&2
  exit 1
fi

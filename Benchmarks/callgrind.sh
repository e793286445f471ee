#!/usr/bin/env bash
# Instructions per call under valgrind's callgrind: repeatable on a busy
# machine, unlike times. Each mode runs COUNT calls and none; the difference,
# divided by COUNT, is printed (the loop and an opaque sink included).
# Loading and lint modes (load:…, lint:…) run LOAD_COUNT loads, as a load is millions of instructions.
# Usage: Benchmarks/callgrind.sh [MODE…]   (see Sources/PluralsCallgrind/main.swift)
set -euo pipefail
cd "$(dirname "$0")"
# -Xcc -gdwarf-4: the package's own C targets too (see Package.swift).
swift build -c release --product PluralsCallgrind -Xcc -gdwarf-4 >&2
binary=.build/release/PluralsCallgrind
count=20000
load_count=4
modes=("$@")
locales=(en ru ar fr pl ja cy lt)
if [ ${#modes[@]} -eq 0 ]; then
  for kind in integer hand small double handdouble operands; do
    for locale in "${locales[@]}"; do modes+=("$kind:$locale"); done
  done
  modes+=(integer:en:ordinal string:ru resolve:en resolve:pt-BR resolve:zh-Hant-TW)
  modes+=(format:one format:nested format:localized format:hand-one format:hand-nested format:hand-one-string format:hand-nested-string format:prepared-one format:prepared-nested format:prepared-raw-one format:prepared-raw-nested format:icu-one format:icu-nested)
  modes+=(server:table server:localizer server:catalog server:table:plain server:localizer:plain)
  modes+=(server:catalog:plain negotiate negotiate+format)
  modes+=(load:stringsdict load:stringsdict-entries load:stringsdict-expat load:expat load:catalog load:catalog-language load:json)
  modes+=(lint:stringsdict)
fi
instructions() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for mode in "${modes[@]}"; do
  calls=$count
  case "$mode" in load:* | lint:*) calls=$load_count ;; esac
  none=$(instructions "$mode" 0)
  some=$(instructions "$mode" "$calls")
  awk -v mode="$mode" -v a="$none" -v b="$some" -v n="$calls" 'BEGIN { printf "%-27s %12.1f\n", mode, (b - a) / n }'
done

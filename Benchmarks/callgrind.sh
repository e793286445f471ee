#!/usr/bin/env bash
# Instructions per call under valgrind's callgrind: repeatable on a busy
# machine, unlike times. Each mode runs COUNT calls and none; the difference,
# divided by COUNT, is printed (the loop and an opaque sink included).
# Usage: Benchmarks/callgrind.sh [MODE…]   (see Sources/PluralsCallgrind/main.swift)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product PluralsCallgrind >&2
binary=.build/release/PluralsCallgrind
count=20000
modes=("$@")
locales=(en ru ar fr pl ja cy lt)
if [ ${#modes[@]} -eq 0 ]; then
  for kind in integer hand small double handdouble operands; do
    for locale in "${locales[@]}"; do modes+=("$kind:$locale"); done
  done
  modes+=(integer:en:ordinal string:ru resolve:en resolve:pt-BR resolve:zh-Hant-TW)
fi
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for mode in "${modes[@]}"; do
  none=$(instructions "$mode" 0)
  some=$(instructions "$mode" "$count")
  awk -v mode="$mode" -v a="$none" -v b="$some" -v n="$count" 'BEGIN { printf "%-22s %8.1f\n", mode, (b - a) / n }'
done

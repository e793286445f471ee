#!/usr/bin/env bash
# The integer path from a user's program (Sources/ExternalIntegers: the
# package linked by path, public API only, its own loop over the benchmark's
# integer mix) against a loop of C over the hand-written English table, in
# instructions a call under callgrind: each runs ROUNDS passes over 65,536
# integers and none; the difference divided by the calls.
# Usage: Benchmarks/external.sh [ROUNDS]   (default 4)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product ExternalIntegers -Xcc -gdwarf-4 >&2
binary=.build/release/ExternalIntegers
rounds=${1:-4}
calls=$((rounds * 65536))
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
declare -A per_call
for mode in c ours; do
  none=$(instructions "$mode" 0)
  some=$(instructions "$mode" "$rounds")
  per_call[$mode]=$(awk -v a="$none" -v b="$some" -v n="$calls" 'BEGIN { printf "%.1f", (b - a) / n }')
done
printf '%-48s %8s\n' "external harness ($calls calls)" "instr./call"
printf '%-48s %8s\n' "C loop over the hand-written table (en)" "${per_call[c]}"
printf '%-48s %8s\n' "PluralRules.category(for:) (en), its own loop" "${per_call[ours]}"
awk -v a="${per_call[ours]}" -v b="${per_call[c]}" 'BEGIN { printf "ratio: %.2f×\n", a / b }'

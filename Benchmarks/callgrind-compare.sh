#!/usr/bin/env bash
# Instructions a call before and after a change, in one run: PluralsCallgrind
# built in release at BASE (a commit, in a temporary worktree) and at the
# working tree, each mode counted with both binaries in turn, as
# callgrind.sh counts it (COUNT calls less none, divided by COUNT).
# Usage: Benchmarks/callgrind-compare.sh [--markdown] BASE [MODE…]
#   (no MODE: callgrind.sh's list; about 25 minutes on 2 cores with the two builds)
set -euo pipefail
cd "$(dirname "$0")"
markdown=no
if [ "${1:-}" = "--markdown" ]; then
  markdown=yes
  shift
fi
[ $# -ge 1 ] || { echo "usage: $0 [--markdown] BASE [MODE…]" >&2; exit 2; }
base=$(git rev-parse --short "$1")
shift
modes=("$@")
if [ ${#modes[@]} -eq 0 ]; then
  # callgrind.sh's own list: the modes it would run without arguments.
  mapfile -t modes < <(bash -c 'source <(sed -n "/^modes=(\"\$@\")/,/^fi$/p" callgrind.sh); printf "%s\n" "${modes[@]}"')
fi
work=$(mktemp -d)
cleanup() {
  git worktree remove --force "$work/base" >/dev/null 2>&1 || rm -rf "$work"
  rm -rf "$work"
}
trap cleanup EXIT
git worktree add --detach "$work/base" "$base" >/dev/null
# -Xcc -gdwarf-4: valgrind 3.19 reads no DWARF 5 (callgrind.sh).
(cd "$work/base/Benchmarks" && swift build -c release --product PluralsCallgrind -Xcc -gdwarf-4 >&2)
swift build -c release --product PluralsCallgrind -Xcc -gdwarf-4 >&2
before="$work/base/Benchmarks/.build/release/PluralsCallgrind"
after=.build/release/PluralsCallgrind
per_call() {
  local binary=$1 mode=$2 calls=20000 none some
  case "$mode" in load:* | lint:*) calls=4 ;; esac
  none=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$mode" 0 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  some=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$mode" "$calls" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  awk -v a="$none" -v b="$some" -v n="$calls" 'BEGIN { printf "%.1f", (b - a) / n }'
}
head=$(git rev-parse --short HEAD)
[ -n "$(git status --porcelain -- .. | grep -v 'Benchmarks/README.md' || true)" ] && head="$head (with uncommitted changes)"
if [ "$markdown" = yes ]; then
  echo "Instructions a call, \`Benchmarks/callgrind-compare.sh $base\` at $head:"
  echo
  echo "| mode | $base | after | after / before |"
  echo "|---|---:|---:|---:|"
fi
for mode in "${modes[@]}"; do
  old=$(per_call "$before" "$mode")
  new=$(per_call "$after" "$mode")
  if [ "$markdown" = yes ]; then
    awk -v m="$mode" -v a="$old" -v b="$new" 'BEGIN { printf "| `%s` | %.1f | %.1f | %.3f× |\n", m, a, b, b / a }'
  else
    awk -v m="$mode" -v a="$old" -v b="$new" 'BEGIN { printf "%-27s %12.1f %12.1f %8.3fx\n", m, a, b, b / a }'
  fi
done

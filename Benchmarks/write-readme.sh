#!/usr/bin/env bash
# Writes Benchmarks/README.md from one run of the benchmark scripts, so that
# its figures come from a measurement and not from memory: callgrind's
# instruction counts (repeatable) and the benchmark package's times (noisy on a
# shared machine: compare ratios within the run). Takes 20-40 minutes on 2 cores.
# Usage: Benchmarks/write-readme.sh [--callgrind-only]
set -euo pipefail
cd "$(dirname "$0")"
times=yes
[ "${1:-}" = "--callgrind-only" ] && times=no
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
started=$(date -u +%Y-%m-%dT%H:%MZ)
./callgrind.sh > "$work/callgrind.txt"
python3 callgrind-report.py < "$work/callgrind.txt" > "$work/callgrind.md"
if [ "$times" = yes ]; then
  ./compare.sh --markdown > "$work/times.md"
fi
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -n "$(git status --porcelain -- .. 2>/dev/null | grep -v 'Benchmarks/README.md' || true)" ] && commit="$commit (with uncommitted changes)"
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
{
  cat README.template.md
  echo
  echo "## This run"
  echo
  echo "Written by \`Benchmarks/write-readme.sh\` on $started, commit $commit:"
  echo "$(nproc) × ${cpu:-unknown CPU}, $(uname -sr), $(swift --version 2>&1 | head -1),"
  echo "ICU $(pkg-config --modversion icu-i18n 2>/dev/null || echo 'not found'); release builds."
  echo
  echo "### Instructions (callgrind)"
  echo
  echo "\`Benchmarks/callgrind.sh\`: instructions a call, the benchmark loop and an"
  echo "opaque sink included (loads: a whole load). Each baseline was measured in the same run."
  echo
  cat "$work/callgrind.md"
  if [ "$times" = yes ]; then
    echo
    echo "### Times (benchmark package)"
    echo
    echo "\`Benchmarks/compare.sh --markdown\`: the median of the measured iterations, per call."
    echo
    cat "$work/times.md"
  fi
} > README.md.new
mv README.md.new README.md
echo "wrote Benchmarks/README.md" >&2

#!/usr/bin/env bash
# Builds the benchmarks in release mode, runs them all (ours and ICU4C in the
# same process) and prints a comparison table. Needs libicu-dev (pkg-config icu-i18n).
# Usage: Benchmarks/compare.sh [--filter REGEX] [--markdown]
set -euo pipefail
cd "$(dirname "$0")"
filter=".*"
format=text
while [ $# -gt 0 ]; do
  case "$1" in
    --filter) filter="$2"; shift 2 ;;
    --markdown) format=markdown; shift ;;
    *) echo "usage: $0 [--filter REGEX] [--markdown]" >&2; exit 2 ;;
  esac
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift build -c release >&2
swift package --allow-writing-to-package-directory benchmark \
  --filter "$filter" --format histogramPercentiles --path "$out" --no-progress >&2
python3 report.py "$out" "$format"

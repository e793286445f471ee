#!/usr/bin/env bash
# What each reader saves on the real files that reach it, in instructions
# (callgrind.sh's load modes over the corpus, see FileLoads.swift). The files
# of each reader are listed by the root package's ReaderPathTests (build the
# root package's tests first); each list is loaded as it is and edited to take
# the reader's fallback:
#   scanner files: the scanner, expat's events (load:files-expat), the general reader
#   expat files:   expat's events, the general reader (load:files-general)
#   catalogs:      the index and the source language's table, every language's table
# Usage: Benchmarks/reader-costs.sh [CORPUS]   (default ../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")"
corpus=$(cd "${1:-../../shared/corpus}" && pwd)
lists=$(mktemp -d)
trap 'rm -rf "$lists"' EXIT
(cd .. && swift test --skip-build --filter 'ReaderPathTests/corpus' 2>&1 || true) | sed -n 's/.*reader \([a-z]*\): \(.*\)/\1 \2/p' |
  while read -r reader files; do
    for file in $files; do echo "$corpus/$file"; done >"$lists/$reader"
  done
for reader in scanner expat general catalog; do
  [ -s "$lists/$reader" ] || { echo "no files for $reader: is ReaderPathTests built, the corpus there?" >&2; exit 1; }
done
echo "files: scanner $(wc -l <"$lists/scanner"), expat $(wc -l <"$lists/expat"), general $(wc -l <"$lists/general"), catalog $(wc -l <"$lists/catalog")"
echo "# scanner's files"
PLURALS_CALLGRIND_FILES="$lists/scanner" ./callgrind.sh load:files load:files-expat load:files-general
echo "# expat's files"
PLURALS_CALLGRIND_FILES="$lists/expat" ./callgrind.sh load:files load:files-general
echo "# general reader's files"
PLURALS_CALLGRIND_FILES="$lists/general" ./callgrind.sh load:files
echo "# catalogs"
PLURALS_CALLGRIND_FILES="$lists/catalog" ./callgrind.sh load:files-catalog load:files-catalog-all

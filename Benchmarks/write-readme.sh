#!/usr/bin/env bash
# Writes Benchmarks/README.md from one run of the benchmark scripts, so that
# its figures come from a measurement and not from memory: callgrind's
# instruction counts (repeatable), the server paths' times interleaved in one
# process (server-times.sh: steady on a shared machine) and the benchmark
# package's times (noisy on a shared machine: compare ratios within the run).
# Takes 20-40 minutes on 2 cores (every-locale.sh: one more minute).
# Usage: Benchmarks/write-readme.sh [--callgrind-only | --server-times-only] [--keep-cold-start]
#   --callgrind-only     no times at all (but cold start's, unless --keep-cold-start)
#   --keep-cold-start    the cold-start section kept as it is (its times want a quiet
#                        machine: measure it by itself with cold-start.sh --markdown)
#   --server-times-only  server-times.sh alone (a minute or two): its section of
#                        the existing README.md replaced and the template's part
#                        rewritten, the other measurements left as they are
set -euo pipefail
cd "$(dirname "$0")"
callgrind=yes
server=yes
times=yes
cold=yes
for argument in "$@"; do
  case "$argument" in
    --callgrind-only) server=no; times=no ;;
    --server-times-only) callgrind=no; times=no ;;
    --keep-cold-start) cold=no ;;
    *) echo "usage: $0 [--callgrind-only | --server-times-only] [--keep-cold-start]" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
started=$(date -u +%Y-%m-%dT%H:%MZ)
# The load test's section (server-load.sh --readme), --fix's (fix-scaling.sh --markdown), --sources'
# (sources-scaling.sh --markdown), one text of many numbers (text-scaling.sh --markdown),
# suppression comments (suppression-scaling.sh --markdown), the
# binary sizes (binary-size.sh --markdown, Tools/embedded/check.sh) and a change's instructions
# before and after (callgrind-compare.sh --markdown) are not measured here: kept as they are.
awk '/^##/ { keep = /^### Before and after/ || /^### Server under load/ || /^### lint --fix/ || /^### lint --sources/ || /^### One text of many numbers/ || /^### Suppression comments/ || /^### Binary sizes/ } keep' README.md > "$work/server-load.md" 2> /dev/null || true
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -n "$(git status --porcelain -- .. 2>/dev/null | grep -v 'Benchmarks/README.md' || true)" ] && commit="$commit (with uncommitted changes)"
if [ "$server" = yes ]; then
  ./server-times.sh --markdown > "$work/server-interleaved.md"
  ./server-times.sh --markdown --order blocked > "$work/server-blocked.md"
  {
    echo "### Server times (one process, paths interleaved)"
    echo
    echo "\`Benchmarks/server-times.sh --markdown\` on $started, commit $commit: the same Polish"
    echo "entry through its \`StringTable\`, a \`Localizer\` and a \`StringCatalog\`, numbers localized"
    echo "(the localizer's default; the table and the catalog given the same options) and plain;"
    echo "nanoseconds a call, the loop and an opaque sink included; each run a fresh process."
    echo
    cat "$work/server-interleaved.md"
    echo
    echo "The same with each path's rounds in a block (\`--order blocked\`), as the benchmark"
    echo "package times one benchmark after another, so that a ratio compares two moments:"
    echo
    cat "$work/server-blocked.md"
  } > "$work/server.md"
fi
if [ "$callgrind" = no ]; then
  # Replaces the section in README.md, or adds it before the benchmark package's times,
  # and the part before "## This run" with the template.
  python3 - "$work/server.md" <<'PYTHON'
import sys

section = open(sys.argv[1]).read().rstrip("\n") + "\n"
text = open("README.md").read()
run = text.index("\n## This run\n")
text = open("README.template.md").read() + text[run:]
heading = "### Server times"
if heading in text:
    start = text.index(heading)
    end = text.find("\n### ", start)
    text = text[:start] + section + (text[end:] if end >= 0 else "")
elif "### Times (benchmark package)" in text:
    at = text.index("### Times (benchmark package)")
    text = text[:at] + section + "\n" + text[at:]
else:
    text = text.rstrip("\n") + "\n\n" + section
open("README.md.new", "w").write(text)
PYTHON
  mv README.md.new README.md
  echo "wrote the server times into Benchmarks/README.md" >&2
  exit 0
fi
./callgrind.sh > "$work/callgrind.txt"
python3 callgrind-report.py < "$work/callgrind.txt" > "$work/callgrind.md"
./every-locale.sh --markdown > "$work/every-locale.md"
./external.sh > "$work/external.txt"
if [ "$cold" = yes ]; then
  ./cold-start.sh --markdown > "$work/cold-start.md"
else
  # The section's table and the line after it, as they are (the line says where they were measured).
  awk '/^##/ { keep = /^### Cold start/ } keep' README.md | awk '/^\|/ { table = 1 } table' > "$work/cold-start.md"
  [ -s "$work/cold-start.md" ] || { echo "no cold-start section in README.md to keep" >&2; exit 1; }
fi
if [ "$times" = yes ]; then
  ./compare.sh --markdown > "$work/times.md"
fi
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
  echo
  echo "### Every locale (callgrind)"
  echo
  echo "\`Benchmarks/every-locale.sh --markdown\`: each locale with cardinal rules, the integer"
  echo "and operands loops above (\`integer:\`, \`operands:\`) measured in one run; the aim is"
  echo "decimals from operands within 2× the integer path for every locale."
  echo
  cat "$work/every-locale.md"
  echo
  echo "### Integers from a user's program (callgrind)"
  echo
  echo "\`Benchmarks/external.sh\` (ExternalIntegers): public API only, its own loop over the"
  echo "integer mix, against a loop of C over the hand-written English table, in the same run."
  echo
  echo '```'
  cat "$work/external.txt"
  echo '```'
  echo
  echo "### Cold start"
  echo
  echo "\`Benchmarks/cold-start.sh --markdown\` (ColdStart): fresh processes, from the moment the"
  echo "script starts one to its first formatted text; the same load again in the process; the"
  echo "steady state's call; instructions under callgrind from process start to the first text."
  echo
  printf '%s\n' "$(cat "$work/cold-start.md")"  # without its trailing blank lines (a kept section has them)
  if [ "$server" = yes ]; then
    echo
    cat "$work/server.md"
  fi
  if [ -s "$work/server-load.md" ]; then
    echo
    printf '%s\n' "$(cat "$work/server-load.md")"  # without its trailing blank lines
  fi
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

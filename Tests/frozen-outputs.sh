#!/usr/bin/env bash
# Everything `plurals lint` and `plurals preview` print and write, recorded once and compared
# after each step of a change that must not alter behaviour (issue 74: the linter rebuilt as a
# house of rules, every finding, fix, report byte and exit status frozen).
#
# Inputs, each a folder linted as the current directory (so that every path printed is relative):
#   corpus-<app>   each app of ../shared/corpus (left out, with a note, when it is absent);
#   demo           Sources/PluralsCLI/Demo;
#   <code>/<kind>  every rule's examples (triggering, non-triggering, each correction's files
#                  before it), written by `RuleExampleExportTests` (swift test) unless
#                  --examples names a folder that test wrote.
# Outputs, per input: standard output, standard error and exit status of `plurals lint` in every
# reporter (text, json, github, sarif, checkstyle, junit, html), of `--fix --dry-run`, of `--fix`
# on a copy (and the copy's every file after it), and of `plurals preview` (and its page); and of
# `plurals lint rules`. Reports are made with SOURCE_DATE_EPOCH=0 and a fixed project and commit.
#
# Usage: Tests/frozen-outputs.sh record DIR  [--binary PATH] [--examples DIR]
#        Tests/frozen-outputs.sh compare DIR [--binary PATH] [--examples DIR]
#   record   writes the outputs to DIR (replaced whole)
#   compare  makes them again and compares with DIR: prints each file that differs (and the
#            first 200 lines of the differences), exit status 1 when any does
# The binary is a release build in .build-release unless --binary names one (a build of the
# commit before the change, to record with).
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { echo "usage: $0 record|compare DIR [--binary PATH] [--examples DIR]" >&2; exit 2; }
[ $# -ge 2 ] || usage
mode=$1
record=$2
shift 2
case "$mode" in record | compare) ;; *) usage ;; esac
binary=
examples=
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$2"; shift 2 ;;
    --examples) examples="$2"; shift 2 ;;
    *) usage ;;
  esac
done
if [ -z "$binary" ]; then
  swift build -c release --product plurals --scratch-path .build-release >&2
  binary="$(swift build -c release --scratch-path .build-release --show-bin-path)/plurals"
fi
binary=$(realpath "$binary")
# One fixed place, so that a path a note names (a fixed copy's) is the same in both runs.
work="${TMPDIR:-/tmp}/plurals-frozen-outputs"
rm -rf "$work"
mkdir -p "$work/inputs" "$work/outputs" "$work/fix"
corpus=../shared/corpus
if [ -d "$corpus" ]; then
  for app in "$corpus"/*/; do
    cp -R "$app" "$work/inputs/corpus-$(basename "$app")"
  done
else
  echo "note: $corpus is absent: the outputs leave the corpus out" >&2
fi
cp -R Sources/PluralsCLI/Demo "$work/inputs/demo"
if [ -z "$examples" ]; then
  examples="$work/examples"
  mkdir -p "$examples"
  PLURALS_RULE_EXAMPLES_DIR="$examples" swift test --filter RuleExampleExportTests >&2
fi
cp -R "$examples"/. "$work/inputs/"

# run NAME FOLDER ARGUMENTS…: the command in FOLDER, its output in $out/NAME.{out,err,status}.
run() {
  local name=$1 folder=$2
  shift 2
  set +e
  (cd "$folder" && SOURCE_DATE_EPOCH=0 "$binary" "$@" > "$out/$name.out" 2> "$out/$name.err")
  echo $? > "$out/$name.status"
  set -e
}
report=(--report-project frozen --report-commit 0000000000000000000000000000000000000000)
inputs=()
for folder in "$work"/inputs/*/; do
  name=$(basename "$folder")
  case "$name" in
    corpus-* | demo) inputs+=("$name") ;;
    *) for example in "$folder"*/; do inputs+=("$name/$(basename "$example")"); done ;;
  esac
done
out="$work/outputs"
run rules "$work" lint rules
for input in "${inputs[@]}"; do
  folder="$work/inputs/$input"
  out="$work/outputs/$input"
  mkdir -p "$out"
  for format in text json github sarif checkstyle junit; do
    run "lint-$format" "$folder" lint --format "$format" .
  done
  run lint-html "$folder" lint --format html "${report[@]}" .
  run fix-dry-run "$folder" lint --fix --dry-run .
  run preview "$folder" preview --output "$work/page.html" .
  if [ -f "$work/page.html" ]; then mv "$work/page.html" "$out/preview.html"; fi
  copy="$work/fix/$input"
  mkdir -p "$(dirname "$copy")"
  cp -R "$folder" "$copy"
  run fix "$copy" lint --fix .
  mkdir -p "$out/fixed"
  cp -R "$copy"/. "$out/fixed/"
done
echo "${#inputs[@]} inputs" >&2

if [ "$mode" = record ]; then
  rm -rf "$record"
  mkdir -p "$(dirname "$record")"
  mv "$work/outputs" "$record"
  echo "recorded to $record" >&2
else
  if diff -rq "$record" "$work/outputs" > "$work/differences.txt"; then
    echo "the same outputs as $record" >&2
  else
    echo "outputs that differ from $record:" >&2
    cat "$work/differences.txt" >&2
    diff -r "$record" "$work/outputs" | head -200 >&2 || true
    exit 1
  fi
fi

# Sourced by the scaling scripts (`sources-scaling.sh`, `text-scaling.sh`, `suppression-scaling.sh`,
# `config-scaling.sh`, `fix-scaling.sh`): reads their options and builds the binary they time.
#   in:  "$@" the script's arguments; `sizes_word` (CALLS, ENTRIES …) for the usage line;
#        `default_sizes` (an array); `scratch`, the release build's scratch folder (empty: .build)
#   out: runs, format (text or markdown), sizes, PLURALS (the binary: as given, else built),
#        work (a temporary folder, removed on exit)
runs=3
format=text
sizes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --markdown) format=markdown; shift ;;
    -*) echo "usage: $0 [--runs N] [--markdown] [$sizes_word ...]" >&2; exit 2 ;;
    *) sizes+=("$1"); shift ;;
  esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=("${default_sizes[@]}")
if [ -z "${PLURALS:-}" ]; then
  scratch_option=()
  [ -n "${scratch:-}" ] && scratch_option=(--scratch-path "$scratch")
  swift build -c release --product plurals "${scratch_option[@]}" >&2
  PLURALS="$(swift build -c release "${scratch_option[@]}" --show-bin-path)/plurals"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

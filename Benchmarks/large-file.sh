#!/usr/bin/env bash
# A large .stringsdict (about 60 MB of plural entries, made in a temporary folder
# and removed after): wall time and maximum resident set size (GNU time -v) of
# `plurals format` of one key from it, and of `plurals lint` of it (text, and
# with FORMATS="text json html" each of those report formats). Release build.
# The aims: lint within 2x the time and memory of formatting one key; loading
# (formatting one key) keeps at most 2x the file beyond the process alone.
# Usage: Benchmarks/large-file.sh [MEGABYTES]   (default 60; FORMATS=… for more reports)
set -euo pipefail
cd "$(dirname "$0")/.."
megabytes=${1:-60}
formats=${FORMATS:-text}
swift build -c release --product plurals >&2
plurals="$(swift build -c release --show-bin-path)/plurals"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/en.lproj"
file="$work/en.lproj/Localizable.stringsdict"
# Entries of the usual shapes: a format key with one or two plural variables, 'd' or
# 'ld', one/other texts of a sentence's length. Every 8th entry has a 'few' English
# never chooses (an unused-category finding), every 16th a variable without a value
# type (missing-value-type): a large file with findings, as a real one has.
python3 - "$file" "$megabytes" <<'EOF'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
target = megabytes * 1_000_000
with open(path, "w", encoding="utf-8") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
              '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n')
    size, index = 0, 0
    while size < target:
        few = f"      <key>few</key><string>%ld items in folder {index}</string>\n" if index % 8 == 0 else ""
        value_type = "" if index % 16 == 1 else \
            "      <key>NSStringFormatValueTypeKey</key><string>ld</string>\n"
        entry = (
            f"  <key>screen.{index}.items_shared</key>\n  <dict>\n"
            "    <key>NSStringLocalizedFormatKey</key><string>%#@items@ in %#@folders@</string>\n"
            "    <key>items</key><dict>\n"
            "      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
            f"{value_type}"
            f"      <key>one</key><string>%ld item was shared with your team ({index})</string>\n"
            f"{few}"
            f"      <key>other</key><string>%ld items were shared with your team ({index})</string>\n"
            "    </dict>\n"
            "    <key>folders</key><dict>\n"
            "      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
            "      <key>NSStringFormatValueTypeKey</key><string>d</string>\n"
            "      <key>one</key><string>%d folder</string>\n"
            "      <key>other</key><string>%d folders</string>\n"
            "    </dict>\n  </dict>\n")
        out.write(entry)
        size += len(entry)
        index += 1
    out.write("</dict>\n</plist>\n")
print(f"{path}: {index} entries", file=sys.stderr)
EOF
ls -l "$file" | awk '{ printf "file: %.1f MB\n", $5 / 1e6 }'
# GNU time's wall time (h:mm:ss or m:ss) in seconds and maximum resident set size in MB.
measure() {
  local label=$1
  shift
  local status=0
  /usr/bin/time -v "$@" >"$work/output" 2>"$work/time" || status=$?
  awk -v label="$label" -v status="$status" -v bytes="$(wc -c <"$work/output")" '
    /Elapsed \(wall clock\)/ {
      n = split($NF, part, ":"); seconds = 0
      for (i = 1; i <= n; i++) seconds = seconds * 60 + part[i]
    }
    /Maximum resident set size/ { rss = $NF / 1024 }
    END { printf "%-22s %8.2f s %9.1f MB   exit %d, %d bytes of output\n", label, seconds, rss, status, bytes }
  ' "$work/time" | tee -a "$work/results"
}
measure "process alone" "$plurals" --version
measure "format one key" "$plurals" format --language en "$file" screen.12345.items_shared 3 5
# What loading keeps: the format run's resident set beyond the process's own,
# against the file's size and per entry.
entries=$(grep -c '^  <key>' "$file")
awk -v bytes="$(wc -c <"$file")" -v entries="$entries" '
  /^process alone/ { base = $(NF - 7) }
  /^format one key/ { rss = $(NF - 7) }
  END {
    loaded = (rss - base) * 1024 * 1024
    printf "loaded: %.1f MB beyond the process alone, %.2fx the file, %.0f bytes per entry (%d entries of %.0f bytes)\n",
      loaded / 1e6, loaded / bytes, loaded / entries, entries, bytes / entries
  }' "$work/results"
for format in $formats; do
  measure "lint ($format)" "$plurals" lint --format "$format" "$file"
done

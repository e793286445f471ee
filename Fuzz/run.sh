#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS (default 60), FUZZ_JOBS of them at
# once (default: the machine's cores), and prints executions.
# Usage: [FUZZ_JOBS=N] Fuzz/run.sh [SECONDS] [TARGET...]
# Seeds come from cldr-data/, the demo data and ../shared/corpus (when present);
# crashes are written to $FUZZ_WORK/artifacts (default: a temporary directory)
# and make the script exit non-zero.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
targets=("$@")
# Every target of Fuzz/Package.swift (FuzzScriptTests checks the two lists agree).
all_targets=(FuzzRuleParser FuzzNumerals FuzzXMLPlist FuzzBinaryPlist FuzzStrings FuzzCatalog FuzzFormat FuzzCLDRLoader)
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
work="${FUZZ_WORK:-$(mktemp -d)}"
root=..
corpus="$root/../shared/corpus"

# SwiftPM passes `--sanitize fuzzer --sanitize address` to swiftc as two
# flags, `-sanitize=fuzzer -sanitize=address`, in an order that changes from
# target to target and build to build (a set's), and swiftc keeps only the
# last `-sanitize=` it reads: each Swift module got either libFuzzer's
# coverage counters or AddressSanitizer's checks, never both, and a build
# whose fuzz targets' modules all drew `address` fuzzed blind ("INITED"
# without "cov:"; the clean rebuilds this script used to make). One more
# flag, `-sanitize=fuzzer,address`, comes after SwiftPM's own on every swiftc
# command (compiles and links), so each module gets both; C targets get
# clang's `-fsanitize=` flags, which add up.
build() {
  swift build -c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address >&2
}
# Every swiftc command of the build must end its `-sanitize=` flags with both
# sanitizers: a module without coverage fuzzes blind, one without ASan lets
# memory errors pass. Reads the build's llbuild manifest (one command a line).
check_sanitizers() {
  python3 - .build/release.yaml <<'PY'
import re, sys
partial = set()
commands = 0
for line in open(sys.argv[1]):
    flags = re.findall(r'"-sanitize=([a-z,]+)"', line)
    if not flags or "swiftc" not in line:
        continue
    commands += 1
    if not {"fuzzer", "address"} <= set(flags[-1].split(",")):
        module = re.search(r'"-module-name","([^"]+)"', line)
        partial.add(module.group(1) if module else line[:80])
if commands == 0 or partial:
    print(f"error: {len(partial)} of {commands} swiftc commands of the fuzz build lack a sanitizer:",
          ", ".join(sorted(partial)) or "(no swiftc command found)", file=sys.stderr)
    sys.exit(1)
print(f"sanitizers: all {commands} swiftc commands have -sanitize=fuzzer,address last", file=sys.stderr)
PY
}
build
check_sanitizers
# Each target then runs one input (-runs=0): libFuzzer prints "INITED cov: N"
# when it finds coverage counters. A probe that does not reach "INITED" (it
# crashed or was killed) runs again, up to three times; its output is printed.
probe=$(mktemp -d)
echo x >"$probe/x"
for target in "${targets[@]}"; do
  for try in 1 2 3; do
    output=$(SWIFT_BACKTRACE=enable=no ./.build/release/"$target" -runs=0 "$probe" 2>&1 || true)
    grep -q "INITED cov:" <<<"$output" && continue 2
    if grep -q "INITED" <<<"$output"; then
      echo "error: $target: libFuzzer found no coverage counters: $(grep -E 'Loaded|INITED' <<<"$output" | tr '\n' ' ')" >&2
      exit 1
    fi
    echo "$target: the probe ended before INITED (try $try of 3); its last lines:" >&2
    tail -n 8 <<<"$output" >&2
  done
  echo "error: $target: the probe never reached INITED" >&2
  exit 1
done

for target in "${all_targets[@]}"; do
  mkdir -p "$work/seeds/$target"
done
# Rule texts and numerals from the CLDR data.
python3 - "$root/cldr-data/xml/common/supplemental" "$work/seeds" <<'PY'
import os, re, sys, glob, plistlib
data, seeds = sys.argv[1], sys.argv[2]
def write(target, name, content):
    os.makedirs(os.path.join(seeds, target), exist_ok=True)
    mode = "wb" if isinstance(content, bytes) else "w"
    with open(os.path.join(seeds, target, name), mode) as f:
        f.write(content)
rules = []
for file in ("plurals.xml", "ordinals.xml"):
    rules += re.findall(r'<pluralRule count="(\w+)">([^<]*)</pluralRule>', open(os.path.join(data, file)).read())
for i, (count, text) in enumerate(rules):
    write("FuzzRuleParser", f"rule{i}", text)
write("FuzzRuleParser", "legacy", "n mod 10 in 2..4 and n mod 100 not in 12..14 or n is not 1 and n within 0..2")
write("FuzzRuleParser", "set", "one: n is 1; few: n in 2..4; other: @integer 0, 5~7")
numerals = set()
for _, text in rules:
    for sample in re.findall(r"[0-9][0-9.ce]*", text):
        numerals.add(sample)
for i, n in enumerate(sorted(numerals)[:400]):
    write("FuzzNumerals", f"n{i}", n)
for i, n in enumerate(["-0", "1.50", "1.2c6", "100000000000000000001", "0.0000000000000000000001", ".5", "1e3"]):
    write("FuzzNumerals", f"extra{i}", n)
write("FuzzCLDRLoader", "plurals.xml", open(os.path.join(data, "plurals.xml")).read())
write("FuzzFormat", "f1", "%d file(s)\n\x003")
write("FuzzFormat", "f2", "%1$#@n@ %2$@ %-5.2f %x %%\n\x01a\n\x02 3.5")
write("FuzzFormat", "f3", "%*d|%.*s|%3$lld|%hhd|%#o|%a\n\x004\n\x03abc")
write("FuzzStrings", "s1", '/* c */ "a" = "b\\n\\U00e9";\nunquoted = word;\n"k";\n')
PY
copy() { # target, find pattern
  if [ -d "$corpus" ]; then
    find "$corpus" -name "$2" -print0 | while IFS= read -r -d '' f; do cp "$f" "$work/seeds/$1/$(echo "$f" | md5sum | cut -c1-12)"; done
  fi
}
copy FuzzXMLPlist '*.stringsdict'
copy FuzzStrings '*.strings'
copy FuzzCatalog '*.xcstrings'
for f in ../Sources/PluralsCLI/Demo/*/*.stringsdict; do cp "$f" "$work/seeds/FuzzXMLPlist/demo-$(basename "$(dirname "$f")")"; done
python3 - "$work/seeds" <<'PY'
import os, sys, plistlib
seeds = sys.argv[1]
source = os.path.join(seeds, "FuzzXMLPlist")
os.makedirs(os.path.join(seeds, "FuzzBinaryPlist"), exist_ok=True)
for name in os.listdir(source):
    try:
        with open(os.path.join(source, name), "rb") as f:
            data = f.read()
        start = data.find(b"<?xml")
        value = plistlib.loads(data[start:] if start > 0 else data)
        with open(os.path.join(seeds, "FuzzBinaryPlist", name), "wb") as f:
            f.write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
    except Exception:
        pass
PY
# Hostile shapes that once exhausted memory or time (README, "Limits"): each
# target first runs its own once, so a regression times out (-timeout) or
# passes -rss_limit_mb before any fuzzing. They are not seeds: inputs grown
# from them write megabytes until the output limit stops them, which slowed
# fuzzing a hundredfold.
python3 - "$work/hostile" <<'PY'
import os, struct, sys
hostile = sys.argv[1]
def write(target, name, content):
    os.makedirs(os.path.join(hostile, target), exist_ok=True)
    with open(os.path.join(hostile, target, name), "wb") as f:
        f.write(content.encode() if isinstance(content, str) else content)
# 25 arrays, each referring to the next twice: 2^25 references in 150 bytes.
objects = [bytes([0xD1, 1, 2]), b"\x51k"] + [bytes([0xA2, 3 + i, 3 + i]) for i in range(25)] + [b"\x51x"]
data, offsets = b"bplist00", []
for item in objects:
    offsets.append(len(data))
    data += item
table = len(data)
data += bytes(offsets) + bytes([0, 0, 0, 0, 0, 0, 1, 1]) + struct.pack(">QQQ", len(objects), 0, table)
write("FuzzBinaryPlist", "hostile-shared-references", data)
def stringsdict(format, other):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
        '<plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key>'
        f'<string>{format}</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key>'
        '<string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>'
        f'<key>one</key><string>%d</string><key>other</key><string>{other}</string></dict></dict></dict></plist>\n')
# Expansions that multiply: 9,999 references to 10 KB of text, or to ten conversions of width 10,000.
write("FuzzXMLPlist", "hostile-text", stringsdict("%1$#@v@" * 9999, "%1$d" + "a" * 10000))
write("FuzzXMLPlist", "hostile-width", stringsdict("%1$#@v@" * 9999, "%1$10000d" * 10))
write("FuzzXMLPlist", "hostile-entity", stringsdict("%#@v@", "%d files&nbsp;ok"))
write("FuzzFormat", "hostile-width", "%10000d%10000d%10000d%10000d%10000d%*d\n\x0010000")
write("FuzzCatalog", "hostile-substitution",
    '{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":'
    '{"state":"translated","value":"' + "%#@n@" * 9999 + '"},"substitutions":{"n":{"argNum":1,'
    '"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg"}},'
    '"other":{"stringUnit":{"state":"translated","value":"%arg' + "x" * 10000 + '"}}}}}}}}}}}')
PY

mkdir -p "$work/artifacts"
# Swift's own crash handler reads memory ASan reports as a second crash.
export SWIFT_BACKTRACE=enable=no
# Each libFuzzer process uses one core: FUZZ_JOBS targets run at once (default:
# the machine's cores), each for SECONDS as before, so the pass takes about
# SECONDS × targets ÷ FUZZ_JOBS. Results are printed in the targets' order.
jobs="${FUZZ_JOBS:-$(nproc)}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "error: FUZZ_JOBS must be a positive integer" >&2; exit 2; }

# fuzz TARGET: runs it on its hostile inputs, then for SECONDS; writes one
# result line to $work/TARGET.result.
fuzz() {
  local target=$1 log="$work/$1.log" result runs speed
  mkdir -p "$work/corpus/$target"
  if [ -d "$work/hostile/$target" ] &&
    ! ./.build/release/"$target" -runs=1 -timeout=10 -rss_limit_mb=1024 -malloc_limit_mb=1024 \
      -artifact_prefix="$work/artifacts/$target-hostile-" "$work/hostile/$target"/* >"$work/$target-hostile.log" 2>&1; then
    printf '%-18s %12s %10s  %s\n' "$target" - - "FAILED on a hostile input (see $work/$target-hostile.log)" >"$work/$target.result"
    return
  fi
  if ./.build/release/"$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3000 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/$target-" "$work/corpus/$target" "$work/seeds/$target" >"$log" 2>&1; then
    result=ok
  else
    result="FAILED (see $log)"
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  printf '%-18s %12s %10s  %s\n' "$target" "$runs" "$speed" "$result" >"$work/$target.result"
}

running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  fuzz "$target" &
  running=$((running + 1))
done
wait

status=0
failed=()
printf '%-18s %12s %10s  %s\n' target executions "exec/s" result
for target in "${targets[@]}"; do
  if [ -f "$work/$target.result" ]; then
    cat "$work/$target.result"
    if grep -q 'FAILED' "$work/$target.result"; then
      status=1
      failed+=("$target")
    fi
  else
    printf '%-18s %12s %10s  %s\n' "$target" - - "FAILED (no result)"
    status=1
  fi
done
# A failure's log and input live in a temporary directory CI does not keep:
# print what libFuzzer said (not its progress lines; control bytes shown as
# `cat -v` shows them, so a log cannot drive the terminal) and each input it
# wrote, in base64, so the failure can be reproduced from CI's output alone.
report_failures() {
  local target log artifact
  for target in "$@"; do
    for log in "$work/$target-hostile.log" "$work/$target.log"; do
      [ -f "$log" ] || continue
      echo "--- $target: the end of ${log##*/}, without progress lines" >&2
      grep -v -E '^#[0-9]+' "$log" | tail -n 40 | cat -v >&2
    done
    for artifact in "$work/artifacts/$target-"*; do
      [ -f "$artifact" ] || continue
      echo "--- $target: ${artifact##*/} ($(wc -c <"$artifact") bytes), base64:" >&2
      head -c 65536 "$artifact" | base64 -w 0 >&2
      echo >&2
    done
  done
}
report_failures "${failed[@]}"
exit $status

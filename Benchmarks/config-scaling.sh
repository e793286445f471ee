#!/usr/bin/env bash
# `plurals lint` with a `.plurals-lint.yml` of long key patterns against plain `plurals lint`
# of the same tree, as the keys grow in number: an en and a pl table of N keys of 900
# characters, each English text a plural candidate (`%d files deleted`, one finding per key),
# made in a temporary folder and removed after. The configuration's overrides hold four
# patterns of 1,001 characters that match no key (runs of `*x`, of `**/x`, of `?`, and one
# unit of 1,001 scalars) and one that matches every key (runs of `*x/`), so every finding is
# matched against all five; two more overrides hold path patterns of over 1,000 characters
# (runs of `**/`, each set of positions as large as the pattern), one matching no table and
# one matching both. For each N: wall time (the median of RUNS runs) of plain lint and
# of configured lint, and their ratio. The aim (issue 75): configured lint within 2x plain lint
# at every size, key patterns being compiled once and matched in time near-linear in the key.
# Release build, in its own scratch folder (.build-release-config) so that it does not wait
# for the debug build. PLURALS=path/to/plurals times that binary instead (an older checkout's).
# Usage: Benchmarks/config-scaling.sh [--runs N] [--markdown] [KEYS ...]   (default 300 1000 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes_word=KEYS
default_sizes=(300 1000 10000)
scratch=.build-release-config
source Benchmarks/scaling-options.sh
python3 - "$PLURALS" "$work" "$runs" "$format" "${sizes[@]}" <<'EOF'
import json, os, statistics, subprocess, sys
plurals, work, runs, fmt = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sizes = [int(s) for s in sys.argv[5:]]

def key(index):
    """A key of 900 characters: a number, then `x/` runs."""
    head = f"k{index:06d}."
    return head + "x/" * ((900 - len(head)) // 2) + "x" * ((900 - len(head)) % 2)

PATTERNS = {
    # Four that match no key, each 1,001 characters or more, and one that matches every key.
    "no match": [
        "*x" * 500 + "*z",                   # 501 units of one scalar, the last missing
        "**/x" * 250 + "*z",                 # `**/` beside runs, then a missing unit
        "*" + "?" * 999 + "*",               # one unit of 999 `?`: longer than the key
        "k" + "x/" * 500,                    # the key's shape, 1,001 scalars: one too many
    ],
    "match": ["*x/" * 334 + "*"],
}
PATH_PATTERNS = {
    "no match": ["**/" * 333 + "z"],
    "match": ["**/" * 333 + "*.strings"],
}

def make(folder, count):
    os.makedirs(f"{folder}/en.lproj", exist_ok=True)
    os.makedirs(f"{folder}/pl.lproj", exist_ok=True)
    with open(f"{folder}/en.lproj/Localizable.strings", "w", encoding="utf-8") as en, \
         open(f"{folder}/pl.lproj/Localizable.strings", "w", encoding="utf-8") as pl:
        for index in range(count):
            en.write(f'"{key(index)}" = "%d files deleted";\n')
            pl.write(f'"{key(index)}" = "Usunięto plików: %d";\n')
    for pattern in PATTERNS["no match"] + PATTERNS["match"]:
        assert len(pattern) >= 1_001 and len(pattern) <= 1_024, len(pattern)
    for pattern in PATH_PATTERNS["no match"] + PATH_PATTERNS["match"]:
        assert len(pattern) >= 1_000 and len(pattern) <= 1_024, len(pattern)

def configure(folder):
    overrides = [{"keys": PATTERNS["no match"], "disabled_rules": ["plural-candidate"]},
                 {"keys": PATTERNS["match"], "severity": {"plural-candidate": "note"}},
                 {"paths": PATH_PATTERNS["no match"], "disabled_rules": ["plural-candidate"]},
                 {"paths": PATH_PATTERNS["match"], "severity": {"plural-candidate": "note"}}]
    # JSON is YAML: each override on one line.
    with open(f"{folder}/.plurals-lint.yml", "w", encoding="utf-8") as out:
        out.write("overrides:\n")
        for override in overrides:
            out.write(f"  - {json.dumps(override)}\n")

def measure(folder):
    """Median wall seconds of `runs` runs of plurals lint in `folder`, and its output."""
    times, output = [], None
    for _ in range(runs):
        report = f"{work}/time.txt"
        result = subprocess.run(["/usr/bin/time", "-f", "%e", "-o", report, plurals, "lint", "--format", "json", "."],
                                cwd=folder, capture_output=True, text=True)
        if result.returncode not in (0, 1):
            sys.exit(f"plurals lint exited {result.returncode}: {result.stderr[:500]}")
        times.append(float(open(report).read().split()[-1]))
        output = result.stdout
    return statistics.median(times), output

def severities(output):
    """The plural-candidate findings by severity (the match check: every one a note when configured)."""
    found = {}
    for finding in json.loads(output)["diagnostics"]:
        if finding["code"] == "plural-candidate":
            found[finding["severity"]] = found.get(finding["severity"], 0) + 1
    return found

rows = []
for count in sizes:
    plain, configured = f"{work}/plain-{count}", f"{work}/configured-{count}"
    make(plain, count)
    make(configured, count)
    configure(configured)
    (lint, plain_out), (config, config_out) = measure(plain), measure(configured)
    plain_found, config_found = severities(plain_out), severities(config_out)
    if sum(plain_found.values()) != count or config_found != {"note": count}:
        sys.exit(f"{count} keys: expected {count} plural-candidate findings, as notes when configured; "
                 f"found {plain_found} plain, {config_found} configured")
    rows.append((count, lint, config))

if fmt == "markdown":
    print("| keys of 900 characters | plain lint | lint with 5 key and 2 path patterns of 1,000+ | ratio |")
    print("|---|---|---|---|")
    for count, lint, config in rows:
        print(f"| {count:,} | {lint:.2f} s | {config:.2f} s | {config / max(lint, 0.01):.2f} |")
else:
    for count, lint, config in rows:
        print(f"{count} keys of 900 characters: lint {lint:.2f} s, with 5 key and 2 path patterns of 1,000+ characters "
              f"{config:.2f} s ({config / max(lint, 0.01):.2f}x)")
EOF

#!/usr/bin/env bash
# A load test of the Hummingbird example's localized route on loopback, served
# by Benchmarks/LoadServer (the example's route and Localizations folder behind
# PluralsHummingbird's middleware: GET /files/:count, Accept-Language negotiated
# and a plural formatted per request; load/localized.tsv) against a constant-text
# route (GET /health, "OK", not negotiated; the same Accept-Language values sent)
# in the same server and the same run, and against a baseline of the localized
# route's shape (GET /baseline/:count: a parameter, one middleware that does
# nothing, "OK"), which splits Hummingbird's cost for that shape from the
# localization's. Builds the load server in release
# and the load client (load/loadclient.c) with cc, starts the server on a free
# loopback port, then runs the three routes in turn, ROUNDS rounds in an order
# that turns each round, each a warm-up then a window bounded in time and
# requests;
# every response is checked (status and body). Prints the medians over the
# rounds, and the server's CPU time a request (from /proc: what contention
# moves least); the load average is recorded before and after, since the
# machine is shared. Not run in CI (timings need a quiet machine). Takes about
# ROUNDS × 3 × (WARMUP + DURATION) seconds after the build.
# Usage: Benchmarks/server-load.sh [--rounds 10] [--duration 3] [--warmup 1]
#          [--connections 8] [--requests 5000000] [--markdown | --readme]
#   --markdown  the section of Benchmarks/README.md, printed
#   --readme    that section written into Benchmarks/README.md (replacing the
#               one there; write-readme.sh keeps it when it regenerates)
set -euo pipefail
cd "$(dirname "$0")"
rounds=10
duration=3
warmup=1
connections=8
requests=5000000
output=text
usage() {
  echo "usage: $0 [--rounds N] [--duration S] [--warmup S] [--connections N] [--requests N] [--markdown | --readme]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="${2:-}"; shift 2 || usage ;;
    --duration) duration="${2:-}"; shift 2 || usage ;;
    --warmup) warmup="${2:-}"; shift 2 || usage ;;
    --connections) connections="${2:-}"; shift 2 || usage ;;
    --requests) requests="${2:-}"; shift 2 || usage ;;
    --markdown) output=markdown; shift ;;
    --readme) output=readme; shift ;;
    *) usage ;;
  esac
done
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || usage

work=$(mktemp -d)
server=""
stop_server() {
  if [ -n "$server" ] && kill -0 "$server" 2> /dev/null; then
    kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
  fi
  rm -rf "$work"
}
trap stop_server EXIT
trap 'exit 130' INT TERM

(cd LoadServer && swift build -c release >&2)
binary="$(cd LoadServer && swift build -c release --show-bin-path)/load-server"
localizations=../Examples/HummingbirdExample/Sources/LocalizedServer/Localizations
cc -O2 -Wall -Wextra -pthread -o "$work/loadclient" load/loadclient.c -lm
# The constant route is asked with the same Accept-Language values as the localized one.
awk -F '\t' -v OFS='\t' '!/^#/ && NF { print "/health", $2, "OK" }' load/localized.tsv > "$work/constant.tsv"
# The baseline route is asked the localized route's paths and headers.
awk -F '\t' -v OFS='\t' '!/^#/ && NF { sub(/^\/files\//, "/baseline/", $1); print $1, $2, "OK" }' \
  load/localized.tsv > "$work/baseline.tsv"

loadavg() { cut -d ' ' -f 1-3 /proc/loadavg; }
# The server's user and system CPU time so far, in clock ticks (every thread's).
cpu_ticks() { awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$server/stat"; }
load_before=$(loadavg)
started=$(date -u +%Y-%m-%dT%H:%MZ)
commit=$(git rev-parse --short HEAD 2> /dev/null || echo unknown)
[ -n "$(git status --porcelain -- .. 2> /dev/null | grep -v 'Benchmarks/README.md' || true)" ] \
  && commit="$commit (with uncommitted changes)"

# A free loopback port (the kernel's choice, released for the server to take).
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
PORT="$port" "$binary" "$localizations" > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do
  curl -sf -o /dev/null "http://127.0.0.1:$port/health" && break
  kill -0 "$server" 2> /dev/null || { cat "$work/server.log" >&2; echo "the server exited" >&2; exit 1; }
  sleep 0.1
done
curl -sf -o /dev/null "http://127.0.0.1:$port/health" || { echo "the server did not answer in 30 s" >&2; exit 1; }

# The order turns each round (constant baseline localized, baseline localized
# constant, ...), so that a load rising during a round does not always fall on
# the same route.
routes=(constant baseline localized)
for round in $(seq 1 "$rounds"); do
  shift_by=$(((round - 1) % 3))
  for route in "${routes[@]:shift_by}" "${routes[@]:0:shift_by}"; do
    file="$work/$route.tsv"
    [ "$route" = localized ] && file=load/localized.tsv
    ticks=$(cpu_ticks)
    result=$("$work/loadclient" --port "$port" --requests-file "$file" --connections "$connections" \
      --warmup "$warmup" --duration "$duration" --requests "$requests" --label "$route")
    printf '%s\t%s\n' "$result" "$(($(cpu_ticks) - ticks))" >> "$work/runs.tsv"
    echo "round $round: $(tail -1 "$work/runs.tsv")" >&2
  done
done
load_after=$(loadavg)

python3 - "$work/runs.tsv" "$output" "$started" "$commit" "$load_before" "$load_after" \
  "$rounds" "$connections" "$warmup" "$duration" "$(nproc)" "$(grep -c . "$work/constant.tsv")" "$(getconf CLK_TCK)" \
  > "$work/section.md" << 'EOF'
import statistics
import sys

path, output, started, commit, before, after, rounds, connections, warmup, duration, cores, values, tick = sys.argv[1:]
runs = {"constant": [], "baseline": [], "localized": []}
for line in open(path).read().splitlines():
    label, count, errors, seconds, rate, p50, p90, p99, most, answered, ticks = line.split("\t")
    cpu = int(ticks) / int(tick) / int(answered) * 1e6  # the server's CPU µs a request, warm-up included
    runs[label].append([float(rate), float(p50), float(p90), float(p99), float(most), int(count), cpu])
median = statistics.median

def ratios(over, under, column):
    """Each round of one route against the same round of another."""
    return [o[column] / u[column] for u, o in zip(runs[under], runs[over])]


def described(over, under):
    rates, cpus = ratios(over, under, 0), ratios(over, under, 6)
    of_medians = median(v[0] for v in runs[over]) / median(v[0] for v in runs[under])
    return (f"throughput {median(rates):.3f} (median of the {rounds} rounds' ratios: "
            + ", ".join(f"{r:.3f}" for r in rates) + f"; ratio of the medians {of_medians:.3f}),"
            f" server CPU a request {median(cpus):.3f} (" + ", ".join(f"{r:.3f}" for r in cpus) + ")")


header = ["route", "requests/s (min–max)", "p50 µs", "p90 µs", "p99 µs", "server CPU µs a request", "requests measured"]
rows = []
for label, description in (("constant", "`GET /health` (constant)"), ("baseline", "`GET /baseline/:count` (baseline)"),
                           ("localized", "`GET /files/:count` (localized)")):
    measured = runs[label]
    rates = [v[0] for v in measured]
    rows.append([
        description,
        f"{median(rates):,.0f} ({min(rates):,.0f}–{max(rates):,.0f})",
        *(f"{median(v[i] for v in measured):,.0f}" for i in (1, 2, 3)),
        f"{median(v[6] for v in measured):.1f}",
        f"{sum(v[5] for v in measured):,}",
    ])


def verdict(over, under):
    return "met" if median(ratios(over, under, 0)) >= 0.95 else "not met"


summary = (f"Localized ÷ constant: {described('localized', 'constant')}.\n\n"
           f"Localized ÷ baseline (negotiating, formatting, the two response fields the middleware adds and"
           f" the longer text): {described('localized', 'baseline')}.\n\n"
           f"Baseline ÷ constant (what Hummingbird's route with a parameter behind one middleware costs):"
           f" {described('baseline', 'constant')}.\n\n"
           f"The target, a throughput of 0.95 or more, was set for localized ÷ constant: {verdict('localized', 'constant')}"
           f" ({median(ratios('localized', 'constant', 0)):.3f}); against the baseline of the same shape,"
           f" {verdict('localized', 'baseline')} ({median(ratios('localized', 'baseline', 0)):.3f}).")
if output == "text":
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    print(summary)
    print(f"Load average (1, 5, 15 min) before {before}, after {after}; {cores} cores.")
    sys.exit(0)
print("### Server under load (Hummingbird example)")
print()
print(f"`Benchmarks/server-load.sh --readme` on {started}, commit {commit}: Benchmarks/LoadServer (the")
print("Hummingbird example's localized route and Localizations folder) built in release, on loopback, asked by `Benchmarks/load/loadclient.c` (C, one keep-alive")
print(f"connection a thread, one request outstanding on each) over {connections} connections. The routes")
print(f"take turns, in an order that turns each round, {rounds} rounds of {warmup} s of warm-up (not counted) then")
print(f"{duration} s measured; each figure is the median over the rounds, latencies from the request's")
print("first byte sent to its response's last byte read. The localized route negotiates each")
print(f"request's `Accept-Language` ({values} values in turn, `Benchmarks/load/localized.tsv`) through")
print("`LocalizationMiddleware` and formats a plural; the constant route, registered before the")
print("middleware, answers `OK` to the same headers; the baseline has the")
print("localized route's shape (a parameter read as an `Int`, behind one middleware that only calls")
print("the next) and answers `OK`, asked the same paths and headers. Every response is checked (status 200, the body")
print("expected), so a broken route fails the run instead of looking fast.")
print(f"Load average (1, 5, 15 min) before {before}, after {after}, on {cores} cores shared with")
print("other builds: the client and the server compete with them, so absolute figures vary from run")
print("to run; the ratios, from rounds that alternate, are the figures to read, and of them the server's")
print("CPU time a request (`/proc/PID/stat`, every thread, warm-up included) the least moved by the load.")
print()
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for row in rows:
    print("| " + " | ".join(row) + " |")
print()
print(summary)
EOF

if [ "$output" = readme ]; then
  # Replaces the section in README.md, or adds it before the benchmark package's times (or at the end).
  python3 - "$work/section.md" << 'EOF'
import sys

section = open(sys.argv[1]).read().rstrip("\n") + "\n"
lines = open("README.md").read().splitlines(keepends=True)
kept, skipping = [], False
for line in lines:
    if line.startswith("##"):
        skipping = line.startswith("### Server under load")
    if not skipping:
        kept.append(line)
text = "".join(kept).rstrip("\n") + "\n"
anchor = "\n### Times (benchmark package)"
if anchor in text:
    at = text.index(anchor) + 1
    text = text[:at] + section + "\n" + text[at:]
else:
    text += "\n" + section
open("README.md.new", "w").write(text)
EOF
  mv README.md.new README.md
  echo "wrote the load test into Benchmarks/README.md" >&2
else
  cat "$work/section.md"
fi

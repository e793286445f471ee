"""Reads `callgrind.sh` output (MODE INSTRUCTIONS per line) and prints a Markdown
table in which every figure has its baseline from the same run beside it.

Baselines: `hand:L` (a hand-written C table per locale) for `integer:L` and
`small:L`; `handdouble:L` for `double:L`; `integer:L` for `operands:L`;
the hand-written C formatter (`format:hand-…`) for `format:one`,
`format:nested` and the prepared entries' `format:prepared-…` (raw or appended), and this package (`format:…`) for ICU MessageFormat's; the C formatter's bytes
for the same made into a `String` (`format:hand-…-string`); `format:one` for
`format:localized`; expat alone (`load:expat`) for `.stringsdict` loads; a bare
JSON scan (`load:json`) for catalogs; the same entry through its table
(`server:table`) for the per-request paths.
"""
import sys

counts = {}
order = []
for line in sys.stdin:
    parts = line.split()
    if len(parts) == 2:
        counts[parts[0]] = float(parts[1])
        order.append(parts[0])


def baseline(mode):
    kind, _, rest = mode.partition(":")
    locale = rest.split(":")[0]
    if kind in ("integer", "small") and rest == locale:
        return f"hand:{locale}", "hand-written C table"
    if kind == "double":
        return f"handdouble:{locale}", "hand-written C (Double, v)"
    if kind == "operands":
        return f"integer:{locale}", "the integer path"
    if mode in ("format:one", "format:nested"):
        return mode.replace(":", ":hand-"), "hand-written C formatter"
    if mode.startswith("format:hand-") and mode.endswith("-string"):
        return mode[: -len("-string")], "the C formatter's bytes alone"
    if mode.startswith("format:prepared-"):
        return "format:hand-" + mode.rsplit("-", 1)[1], "hand-written C formatter"
    if mode.startswith("format:icu-"):
        return mode.replace(":icu-", ":"), "this package"
    if mode == "format:localized":
        return "format:one", "plain output"
    if mode.startswith("load:stringsdict"):
        return "load:expat", "expat alone"
    if mode.startswith("load:catalog"):
        return "load:json", "a bare JSON scan"
    if kind == "server" and not mode.startswith("server:table"):
        plain = ":plain" if mode.endswith(":plain") else ""
        return "server:table" + plain, "the same entry through its table"
    return None, None


print("| mode | instructions a call | against | ratio |")
print("|---|---:|---|---:|")
for mode in order:
    value = counts[mode]
    other, name = baseline(mode)
    if other in counts:
        ratio = value / counts[other]
        print(f"| `{mode}` | {value:,.1f} | {name} (`{other}`: {counts[other]:,.1f}) | {ratio:.2f}× |")
    else:
        print(f"| `{mode}` | {value:,.1f} | | |")

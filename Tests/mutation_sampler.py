#!/usr/bin/env python3
"""Mutations chosen by a machine: the engine of Tests/mutate-sample.sh (its --help).

Lists every mutation site on the Swift lines changed since a revision, shuffles them
with a seed, and tries them one at a time in a scratch copy of the package: build,
the tests that name the mutated code (a filter), then, for a mutant the filter lets
through, the whole suite. Prints caught / survived / did not build, each survivor's
diff, and the seed and base that reproduce the run.
"""

import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutation_sync import sync  # noqa: E402

# --- Reading Swift: which characters are code -----------------------------------------------

CODE, STRING, COMMENT = "c", "s", "m"


def classify(text):
    """One class per character of `text`: code, string (quotes and contents, interpolations
    included) or comment. A small lexer: line and nested block comments, single-line,
    multi-line and raw strings; a single-line string never runs past its line."""
    classes = []
    i, n = 0, len(text)
    depth = 0  # block comment nesting
    while i < n:
        c = text[i]
        if depth > 0:
            if text.startswith("/*", i):
                depth += 1
                classes += [COMMENT] * 2
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                classes += [COMMENT] * 2
                i += 2
            else:
                classes.append(COMMENT)
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            classes += [COMMENT] * (end - i)
            i = end
            continue
        if text.startswith("/*", i):
            depth = 1
            classes += [COMMENT] * 2
            i += 2
            continue
        if c == "#" or c == '"':
            hashes = 0
            j = i
            while j < n and text[j] == "#":
                hashes += 1
                j += 1
            if j < n and text[j] == '"':
                multi = text.startswith('"""', j)
                opener = j + (3 if multi else 1)
                closer = ('"""' if multi else '"') + "#" * hashes
                k = opener
                while k < n:
                    if hashes == 0 and text[k] == "\\":
                        k += 2
                        continue
                    if not multi and text[k] == "\n":
                        break
                    if text.startswith(closer, k):
                        k += len(closer)
                        break
                    k += 1
                k = min(k, n)
                classes += [STRING] * (k - i)
                i = k
                continue
        classes.append(CODE)
        i += 1
    return "".join(classes)


def all_code(classes, start, end):
    return all(ch == CODE for ch in classes[start:end])


# --- Mutation sites ------------------------------------------------------------------------

COMPARISONS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
ENDS = {
    "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
    "min": "max", "max": "min", "hasPrefix": "hasSuffix", "hasSuffix": "hasPrefix",
    "lowerBound": "upperBound", "upperBound": "lowerBound", "prefix": "suffix", "suffix": "prefix",
    "dropFirst": "dropLast", "dropLast": "dropFirst", "removeFirst": "removeLast",
    "removeLast": "removeFirst",
}
NOT_STATEMENTS = re.compile(
    r"^(\}|\)|\]|\.|case\b|default\b|let\b|var\b|func\b|init\b|else\b|#|@|import\b|"
    r"return\b|guard\b|if\b|for\b|while\b|switch\b|do\b|catch\b|defer\b|struct\b|enum\b|class\b|"
    r"extension\b|protocol\b|typealias\b|static\b|private\b|fileprivate\b|package\b|public\b|"
    r"internal\b|mutating\b|nonisolated\b|override\b|final\b|throw\b|assert|precondition|fatalError|"
    r"&&|\|\||\?|:|\+|-|\*|/|=|,)")
QUIET = re.compile(r"^\s*(assert|assertionFailure|precondition|preconditionFailure|fatalError)\(")
SIMPLE_VALUE = re.compile(r"^(?:[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*|\.[A-Za-z_]\w*|-?\d+|\"[^\"\\]*\")$")


def value_kind(value):
    """What an argument is at sight: a string, a number, an enum case (`.name`) or a name;
    two of different kinds have different types, and their swap would not build."""
    if value.startswith('"'):
        return "string"
    if re.match(r"^-?\d", value):
        return "number"
    return "case" if value.startswith(".") else "name"


class Site:
    def __init__(self, path, line, operator, before, after):
        self.path, self.line, self.operator, self.before, self.after = path, line, operator, before, after

    def key(self):
        return (self.path, self.line, self.operator, self.after)

    def describe(self):
        return "%s:%d %s" % (self.path, self.line, self.operator)

    def diff(self):
        return "--- a/%s\n+++ b/%s\n@@ -%d +%d @@\n-%s\n+%s" % (
            self.path, self.path, self.line, self.line, self.before, self.after)


def balanced(text):
    depth = 0
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def single_term(text):
    """Whether `text` has no space outside brackets (`a.b(c, d)`, not `a && b`)."""
    depth = 0
    for ch in text:
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(ch, 0)
        if ch == " " and depth == 0:
            return False
    return balanced(text)


def top_level_commas(text):
    depth, places = 0, []
    for index, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            places.append(index)
    return places


def line_sites(path, number, line, classes, previous):
    """The mutants of one line: (operator, new line) pairs, in the line's order."""
    out = []

    def replace(start, end, text):
        return line[:start] + text + line[end:]

    stripped = line.strip()
    code = "".join(ch if cls == CODE else " " for ch, cls in zip(line, classes))
    if not code.strip() or re.match(r"^\s*(import|#|@)", code):
        return out
    for match in re.finditer(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)", line):
        if all_code(classes, match.start(), match.end()):
            out.append(("comparison", replace(match.start(), match.end(), COMPARISONS[match.group(1)])))
    for match in re.finditer(r"(?<=\s)(&&|\|\|)(?=\s)", line):
        if all_code(classes, match.start(), match.end()):
            out.append(("logical", replace(match.start(), match.end(), "||" if match.group(1) == "&&" else "&&")))
    for match in re.finditer(r"(?<![\w.$#])\d+(?![\w.])", line):
        if not all_code(classes, match.start(), match.end()):
            continue
        value = int(match.group(0))
        out.append(("integer+1", replace(match.start(), match.end(), str(value + 1))))
        if value > 0:
            out.append(("integer-1", replace(match.start(), match.end(), str(value - 1))))
    for match in re.finditer(r"\b(true|false)\b", line):
        if all_code(classes, match.start(), match.end()):
            out.append(("boolean", replace(match.start(), match.end(), "false" if match.group(1) == "true" else "true")))
    for match in re.finditer(r"(?<=\.)(%s)\b" % "|".join(sorted(ENDS, key=len, reverse=True)), line):
        if all_code(classes, match.start(), match.end()):
            out.append(("first-last", replace(match.start(), match.end(), ENDS[match.group(1)])))
    # A condition negated: `if C {`, `} else if C {`, `while C {`, `guard C else {…`.
    # (matched on the code alone, so that a comment after the brace does not hide it)
    condition = re.match(r"^(\s*(?:\} else )?(?:if|while) )(.+?)( \{\s*)$", code) or re.match(
        r"^(\s*guard )(.+?)( else \{.*)$", code)
    if condition:
        start, end = condition.start(2), condition.end(2)
        text = line[start:end]
        if (not re.search(r"\b(let|var|case|try|await)\b", code[start:end])
                and not top_level_commas(text) and balanced(text) and text not in ("true", "false")):
            # `!x.y` loses its `!`; anything else is wrapped.
            negated = text[1:] if text.startswith("!") and single_term(text[1:]) else "!(" + text + ")"
            out.append(("negate", line[:start] + negated + line[end:]))
    # A statement removed: a whole line that is one complete statement.
    continued = previous.rstrip().endswith(("(", "[", ",", "=", "&&", "||", "+", "-", "?", ":", "."))
    body = code.strip()
    if (body and not continued and balanced(body) and not body.endswith(("{", "(", "[", ",", "=", "in"))
            and not NOT_STATEMENTS.match(body) and not QUIET.match(line) and "{" not in body):
        out.append(("statement-removed", ""))
    guard_line = re.match(r"^\s*guard .+ else \{ *(return|continue|break|throw)\b.*\}\s*$", line)
    if guard_line and balanced(code) and not re.search(r"\b(let|var|case)\b", code):
        out.append(("guard-removed", ""))
    if re.match(r"^\s*return\b", code) and balanced(code) and not code.rstrip().endswith(("(", "[", "{", ",")):
        out.append(("return-removed", ""))
    # Two neighbouring arguments swapped, their labels kept.
    for match in re.finditer(r"\(([^()]*)\)", code):
        inner_start = match.start(1)
        inner = line[inner_start:match.end(1)]
        commas = top_level_commas(inner)
        if not commas:
            continue
        bounds = [0] + [c + 1 for c in commas] + [len(inner)]
        parts = []
        for k in range(len(bounds) - 1):
            raw = inner[bounds[k]:(commas[k] if k < len(commas) else len(inner))]
            labelled = re.match(r"^(\s*(?:[A-Za-z_]\w*\s*:\s*)?)(.*?)(\s*)$", raw)
            parts.append((bounds[k], labelled.group(1), labelled.group(2), labelled.group(3)))
        for k in range(len(parts) - 1):
            (a_start, a_label, a_value, a_tail), (b_start, b_label, b_value, b_tail) = parts[k], parts[k + 1]
            if (a_value == b_value or not SIMPLE_VALUE.match(a_value) or not SIMPLE_VALUE.match(b_value)
                    or value_kind(a_value) != value_kind(b_value)):
                continue
            pieces = [inner[bounds[j]:(commas[j] if j < len(commas) else len(inner))] for j in range(len(parts))]
            pieces[k] = a_label + b_value + a_tail
            pieces[k + 1] = b_label + a_value + b_tail
            out.append(("arguments-swapped", line[:inner_start] + ",".join(pieces) + line[match.end(1):]))
    # A string literal's character dropped: the middle one of its plain characters.
    for match in re.finditer(r'(?<![#\\])"((?:[^"\\]|\\.)*)"', line):
        if any(cls != STRING for cls in classes[match.start():match.end()]):
            continue
        if line[max(0, match.start() - 2):match.start()] == '""' or QUIET.match(line):
            continue
        content, offset = match.group(1), match.start(1)
        plain, index = [], 0
        while index < len(content):
            if content[index] == "\\":
                if content.startswith("\\(", index):
                    depth, index = 1, index + 2
                    while index < len(content) and depth:
                        depth += {"(": 1, ")": -1}.get(content[index], 0)
                        index += 1
                elif content.startswith("\\u{", index):
                    index = content.find("}", index) + 1 or len(content)
                else:
                    index += 2
                continue
            plain.append(index)
            index += 1
        if len(plain) >= 2:
            drop = offset + plain[len(plain) // 2]
            out.append(("string-character", line[:drop] + line[drop + 1:]))
    return out


# What the conditions of `#if` are on Linux with glibc, where the sampler runs: True, False,
# or unknown (None: a build setting, a trait, a compiler version).
ON_LINUX = {
    "os(Linux)": True, "canImport(Glibc)": True, "canImport(Dispatch)": True, "canImport(Foundation)": True,
    "os(macOS)": False, "os(iOS)": False, "os(tvOS)": False, "os(watchOS)": False, "os(visionOS)": False,
    "os(Windows)": False, "os(WASI)": False, "os(Android)": False, "canImport(Darwin)": False,
    "canImport(Musl)": False, "canImport(Android)": False, "canImport(WASILibc)": False,
    "canImport(ucrt)": False, "canImport(WinSDK)": False,
}


def condition_on_linux(condition):
    condition = condition.strip()
    if condition.startswith("!"):
        value = condition_on_linux(condition[1:])
        return None if value is None else not value
    return ON_LINUX.get(condition)


def inactive_lines(lines):
    """The 1-based numbers of the lines in `#if` branches that Linux does not compile: a
    mutant there changes nothing the tests can see (an equivalent mutant, not a gap)."""
    dead, stack = set(), []  # per open #if: [this branch dead, an earlier branch surely taken]
    for number, line in enumerate(lines, 1):
        directive = line.strip()
        match = re.match(r"^#(if|elseif|else|endif)\b\s*(.*)$", directive)
        if match:
            kind, condition = match.groups()
            if kind == "if":
                stack.append([False, False])
            if kind == "endif":
                if stack:
                    stack.pop()
                continue
            if not stack:
                continue
            branch = stack[-1]
            if branch[1]:
                branch[0] = True
            elif kind == "else":
                branch[0] = False
            else:
                value = condition_on_linux(condition)
                branch[0] = value is False
                branch[1] = value is True
            continue
        if any(branch_dead for branch_dead, _ in stack):
            dead.add(number)
    return dead


def example_lines(path, text, classes):
    """The lines of a rule file's examples (from `triggering:` to the close of its
    `DiagnosticRule(`): they are tests (`RuleExampleTests` lints each), not code under test,
    so a character changed in an example's text is a changed test, not a mutant."""
    if not re.search(r"Sources/LocalizationLint/Rules/\w+Rule\.swift$", path):
        return set()
    found = set()
    for match in re.finditer(r"DiagnosticRule\(", text):
        if classes[match.start()] != CODE:
            continue
        depth, index, triggering = 0, match.end() - 1, None
        while index < len(text):
            if classes[index] == CODE:
                if text[index] == "(":
                    depth += 1
                elif text[index] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                elif depth == 1 and triggering is None and text.startswith("triggering:", index):
                    triggering = index
            index += 1
        if triggering is not None:
            first = text.count("\n", 0, triggering) + 1
            last = text.count("\n", 0, index) + 1
            found.update(range(first, last + 1))
    return found


def sites_of_file(path, text, changed):
    lines = text.split("\n")
    classes = classify(text)
    starts, position = [], 0
    for line in lines:
        starts.append(position)
        position += len(line) + 1
    skipped = inactive_lines(lines) | example_lines(path, text, classes)
    found = []
    for number in sorted(changed):
        if number < 1 or number > len(lines) or number in skipped:
            continue
        line = lines[number - 1]
        line_classes = classes[starts[number - 1]:starts[number - 1] + len(line)]
        previous = lines[number - 2] if number >= 2 else ""
        previous_classes = classes[starts[number - 2]:starts[number - 2] + len(previous)] if number >= 2 else ""
        previous_code = "".join(ch if cls == CODE else " " for ch, cls in zip(previous, previous_classes))
        for operator, after in line_sites(path, number, line, line_classes, previous_code):
            if after != line:
                found.append(Site(path, number, operator, line, after))
    return found


def git(repo, *arguments):
    return subprocess.run(["git", "-C", repo] + list(arguments), check=True, capture_output=True,
                          text=True).stdout


def changed_lines(repo, base, paths):
    """{path: set of line numbers} of the Swift lines added or changed since `base` in the
    work tree (untracked files whole), tests and fixtures left out."""
    def wanted(path):
        return path.endswith(".swift") and not path.startswith("Tests/") and "/Tests/" not in path

    changed = {}
    current = None
    diff = git(repo, "diff", "-U0", "--no-color", "--no-ext-diff", "--diff-filter=AMR", base, "--", *paths)
    for line in diff.split("\n"):
        if line.startswith("+++ "):
            name = line[4:]
            current = name[2:] if name.startswith("b/") else None
            if current and not wanted(current):
                current = None
        elif line.startswith("@@") and current:
            match = re.match(r"^@@ -\S+ \+(\d+)(?:,(\d+))? @@", line)
            start, count = int(match.group(1)), int(match.group(2) or "1")
            changed.setdefault(current, set()).update(range(start, start + count))
    for name in git(repo, "ls-files", "--others", "--exclude-standard", "--", *paths).split("\n"):
        if name and wanted(name):
            with open(os.path.join(repo, name), encoding="utf-8") as handle:
                changed[name] = set(range(1, handle.read().count("\n") + 2))
    return changed


def all_sites(repo, base, paths):
    found = []
    for path, lines in sorted(changed_lines(repo, base, paths).items()):
        with open(os.path.join(repo, path), encoding="utf-8") as handle:
            found += sites_of_file(path, handle.read(), lines)
    found.sort(key=Site.key)
    return found


def sample_order(sites, seed):
    order = list(sites)
    random.Random(seed).shuffle(order)
    return order


# --- Choosing the tests that name the mutated code ------------------------------------------

def test_suites(repo, package_root):
    """[(path, text, suite names)] of the package's test files (fixture packages left out)."""
    suites = []
    tests = os.path.join(repo, package_root, "Tests")
    for folder, subfolders, names in os.walk(tests):
        subfolders[:] = [d for d in subfolders if not d.endswith("Fixture") and not d.startswith(".")]
        for name in names:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            declared = re.findall(r"(?:struct|class|final class|enum) ([A-Z]\w*Tests)\b", text)
            if declared:
                suites.append((name, text, sorted(set(declared))))
    return suites


def names_near(text, line):
    """The names a test would use to reach the mutated line: the types its file declares or
    extends, the function around the line, and the file's name."""
    lines = text.split("\n")
    names = set(re.findall(r"\b(?:struct|enum|class|actor|extension|protocol) ([A-Z]\w+)", text))
    for earlier in reversed(lines[:line]):
        match = re.search(r"\bfunc ([A-Za-z_]\w*)", earlier)
        if match:
            names.add(match.group(1))
            break
    return {name for name in names if len(name) > 3}


def choose_filter(suites, file_text, site):
    """The suites whose files name the mutated code, and those named after its file's parts
    (`PluralMigrationScopeTests` for `PluralMigration.swift`, which tests it through the CLI's
    invocation and names no type of it; `FixedFileIdentityTests` for `FileSystem+Identity.swift`)."""
    names = names_near(file_text, site.line)
    parts = [part for part in os.path.basename(site.path)[:-len(".swift")].split("+") if len(part) > 3]
    names.update(parts)
    chosen = set()
    for _, text, declared in suites:
        if any(re.search(r"\b%s\b" % re.escape(name), text) for name in names):
            chosen.update(declared)
        chosen.update(suite for suite in declared if any(part in suite for part in parts))
    return "|".join(sorted(chosen))


# --- Running ---------------------------------------------------------------------------------

def run(command, cwd, log, limit):
    """The command's outcome: 'passed', 'failed' or 'timeout'; its output appended to `log`."""
    with open(log, "a", encoding="utf-8") as output:
        output.write("$ %s\n" % " ".join(shlex.quote(part) for part in command))
        output.flush()
        try:
            result = subprocess.run(command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT,
                                    stdin=subprocess.DEVNULL, timeout=limit)
        except subprocess.TimeoutExpired:
            return "timeout"
    return "passed" if result.returncode == 0 else "failed"


def package_of(path):
    return "Tools" if path.startswith("Tools/") else "."


def swift(package, *arguments):
    command = ["swift"] + list(arguments)
    if package != ".":
        command += ["--package-path", package]
    return command


def main(argv):
    parser = argparse.ArgumentParser(
        prog="Tests/mutate-sample.sh",
        description="Mutations chosen by a machine among the Swift lines changed since --base: "
                    "each is built and tested in a scratch copy; prints caught / survived / did not build.",
        epilog="The scratch copy is $PLURALS_MUTATION_DIR/repo (default ${TMPDIR:-/tmp}/swift-plurals-mutations), "
               "the one Tests/mutations.sh uses, so its build is shared; run one of the two at a time. "
               "Exit status 1 when fewer than --require percent of the mutants that built were caught, "
               "or when the unmutated copy fails its tests.")
    parser.add_argument("--base", required=True, help="the revision the changed lines are counted from")
    parser.add_argument("--count", type=int, default=30, help="mutants that build to try (default 30)")
    parser.add_argument("--seed", type=int, help="the shuffle's seed (default: a new one, printed)")
    parser.add_argument("--paths", nargs="+", default=["Sources"], help="where sites are taken from (default Sources)")
    parser.add_argument("--list", action="store_true", help="print every site, then stop")
    parser.add_argument("--dry-run", action="store_true", help="print the first --count mutants' diffs, then stop")
    parser.add_argument("--filter-only", action="store_true",
                        help="a mutant the filter lets through is reported as such, without the whole suite")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the unmutated copy's whole suite (only when it is known to pass)")
    parser.add_argument("--require", type=float, default=90.0, help="the caught percentage required (default 90)")
    options = parser.parse_args(argv)

    repo = git(os.path.dirname(os.path.abspath(__file__)), "rev-parse", "--show-toplevel").strip()
    base = git(repo, "rev-parse", "--verify", options.base + "^{commit}").strip()
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(1, 2 ** 31)
    sites = all_sites(repo, base, options.paths)
    order = sample_order(sites, seed)
    reproduce = "Tests/mutate-sample.sh --base %s --count %d --seed %d%s" % (
        base[:12], options.count, seed, "" if options.paths == ["Sources"] else " --paths " + " ".join(options.paths))
    print("seed %d, base %s: %d mutation sites on the changed lines of %s" % (
        seed, base[:12], len(sites), " ".join(options.paths)), flush=True)
    if options.list:
        for site in sites:
            print("%s\n  - %s\n  + %s" % (site.describe(), site.before.strip(), site.after.strip()))
        return 0
    if options.dry_run:
        for site in order[:options.count]:
            print(site.describe())
            print(site.diff())
        return 0
    if not sites:
        print("no mutation site: nothing changed since the base, or only tests and comments")
        return 0

    limit = int(os.environ.get("PLURALS_MUTATION_TIMEOUT", "900"))
    folder = os.environ.get("PLURALS_MUTATION_DIR") or os.path.join(
        os.environ.get("TMPDIR", "/tmp"), "swift-plurals-mutations")
    source, scratch, logs = (os.path.join(folder, name) for name in ("source", "repo", "sample-logs"))
    for path in (source, scratch, logs):
        os.makedirs(path, exist_ok=True)
    shared = os.path.join(repo, "..", "shared")
    if os.path.isdir(shared):
        link = os.path.join(folder, "shared")
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(os.path.realpath(shared), link)
    print("copying %s to %s" % (repo, scratch), flush=True)
    sync(repo, source)
    sync(source, scratch)
    suites = {package: test_suites(scratch, package) for package in {package_of(s.path) for s in sites}}

    if not options.no_baseline:
        print("baseline: the unmutated copy's build and whole suite", flush=True)
        for package in sorted(suites):
            log = os.path.join(logs, "baseline-%s.log" % ("root" if package == "." else package))
            open(log, "w").close()
            if (run(swift(package, "build", "--build-tests"), scratch, log, limit) != "passed"
                    or run(swift(package, "test", "--skip-build"), scratch, log, limit) != "passed"):
                print("the unmutated copy fails its build or tests: see %s" % log, file=sys.stderr)
                return 1

    started = time.time()
    results, survivors = [], []
    for index, site in enumerate(order):
        if sum(1 for r in results if r[1] != "did-not-build") >= options.count:
            break
        sync(source, scratch)
        path = os.path.join(scratch, site.path)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        if lines[site.line - 1] != site.before:
            print("the copy's %s differs from the checkout's" % site.describe(), file=sys.stderr)
            return 1
        lines[site.line - 1] = site.after
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        package = package_of(site.path)
        log = os.path.join(logs, "%03d.log" % index)
        with open(log, "w", encoding="utf-8") as handle:
            handle.write(site.diff() + "\n")
        begun = time.time()
        with open(os.path.join(source, site.path), encoding="utf-8") as handle:
            test_filter = choose_filter(suites[package], handle.read(), site)
        if run(swift(package, "build", "--build-tests"), scratch, log, limit) != "passed":
            status, by = "did-not-build", "-"
        else:
            status, by = "SURVIVED", "filter"
            outcome = "passed"
            if test_filter:
                outcome = run(swift(package, "test", "--skip-build", "--filter", test_filter), scratch, log, limit)
            if outcome != "passed":
                status = "caught"
                by = "filter" + (" (timeout)" if outcome == "timeout" else "")
            elif not options.filter_only:
                by = "whole suite"
                outcome = run(swift(package, "test", "--skip-build"), scratch, log, limit)
                if outcome != "passed":
                    status = "caught" + (" (timeout)" if outcome == "timeout" else "")
        status_word = status.split(" ")[0]
        results.append((site, status_word, by, int(time.time() - begun)))
        if status_word == "SURVIVED":
            survivors.append(site)
        print("%-13s %-18s %4ds  %s" % (status, by, results[-1][3], site.describe()), flush=True)
    sync(source, scratch)

    built = [r for r in results if r[1] != "did-not-build"]
    caught = [r for r in built if r[1] == "caught"]
    print()
    for site in survivors:
        print("survived: %s\n%s\n" % (site.describe(), site.diff()))
    rate = 100.0 * len(caught) / len(built) if built else 0.0
    print("%d built: %d caught, %d survived (%.1f %% caught); %d did not build; %d s" % (
        len(built), len(caught), len(built) - len(caught), rate,
        len(results) - len(built), int(time.time() - started)))
    print("seed %d, base %s; to run it again: %s" % (seed, base[:12], reproduce))
    if len(built) < options.count:
        print("only %d of the %d sites built: fewer than --count" % (len(built), len(sites)))
    return 0 if built and rate >= options.require else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

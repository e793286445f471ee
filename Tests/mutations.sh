#!/usr/bin/env bash
# Mutation check: applies small deliberate bugs, one at a time, to a scratch
# copy of the package, runs the tests that should catch each, and prints a
# table of caught / survived. Exit status 1 when a mutation survives (or does
# not apply, or the unmutated tests fail).
#
#   Tests/mutations.sh                 # every mutation
#   Tests/mutations.sh flags-dropped-for-exact-decimals   # only the named ones
#   Tests/mutations.sh --check         # only check that every mutation applies (no build)
#
# The scratch copy lives in $PLURALS_MUTATION_DIR (default:
# ${TMPDIR:-/tmp}/swift-plurals-mutations/repo), next to a link `shared` to
# this checkout's ../shared, so the tests find the corpus and CLDR's JSON as
# they do here. Its .build folder (and Tools/.build, for the mutation that
# regenerates the tables) is kept between mutations and between runs, so each
# mutation rebuilds only the module it touches and the tests that link it.
# Measured on 2 shared cores: 9.4 minutes for the first 36 mutations (5-37 s each,
# the unmutated run of every filter included) once the scratch copy is built;
# 15.4 minutes for a first run, which builds it (and the Tools package).
# Needs python3 (to apply the edits and to copy files).
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
base="${PLURALS_MUTATION_DIR:-${TMPDIR:-/tmp}/swift-plurals-mutations}"
scratch="$base/repo"
log="$base/logs"
mkdir -p "$scratch" "$log" "$base/source"
# The link is remade each run (a link left by a checkout that is gone would dangle).
if [ -d "$repo/../shared" ]; then ln -sfn "$(cd "$repo/../shared" && pwd)" "$base/shared"; fi

names=()
files=()
searches=()
replacements=()
filters=()
afters=()

# mutation NAME FILE SEARCH REPLACEMENT FILTER [AFTER]
# SEARCH must occur exactly once in FILE; in SEARCH and REPLACEMENT, ⏎ is a
# line break. FILTER is the `swift test --filter` of the tests expected to
# catch it; AFTER, a command run in the scratch copy once the file is changed.
mutation() {
  names+=("$1")
  files+=("$2")
  searches+=("$3")
  replacements+=("$4")
  filters+=("$5")
  afters+=("${6:-}")
}

# --- The survivors of issue 29 -----------------------------------------------
mutation float-precision-ignored Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'precision.map { PluralOperands(Double(number), fractionDigits: $0) } ?? PluralOperands(number)' \
  'PluralOperands(number)' \
  'ShownNumberTests'
mutation decimal-text-not-rounded Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  '        operands = shown⏎' \
  '        _ = shown⏎' \
  'ShownNumberTests'
mutation flags-dropped-for-exact-decimals Sources/LocalizedStrings/Formatting/Printf.swift \
  'let sign = rounded.negative ? "-" : directive.plusSign ? "+" : directive.space ? " " : ""' \
  'let sign = rounded.negative ? "-" : ""' \
  'ShownNumberTests|PrintfTests'
mutation unknown-device-suppressed Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  'if !StringsdictKeys.devices.contains(item.key) {' \
  'if false, !StringsdictKeys.devices.contains(item.key) {' \
  'DiagnosticFixtureTests|LinterTests'
mutation invalid-value-type-suppressed Sources/LocalizationLint/EntryChecks.swift \
  '    guard let declared = facts.declaredConversion else {⏎' \
  '    guard let declared = facts.declaredConversion else {⏎      if true { return [] }⏎' \
  'DiagnosticFixtureTests|LinterTests'
mutation per-entry-invalid-format-dropped Sources/LocalizationLint/EntryChecks.swift \
  '      diagnostics.append(Self.invalidFormat(string, error, subject: context.entryName(key)))⏎' \
  '      _ = error⏎' \
  'DiagnosticFixtureTests|LinterTests'
mutation likely-region-ranked-as-any Sources/LocalizedStrings/Languages/LocalizationMatcher.swift \
  '        rank = 30⏎' \
  '        rank = 41⏎' \
  'BundleTests|LocalizerTests'
mutation backslash-not-escaped Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'case "\\" where quoting: result += "\\\\"' \
  'case "\\" where quoting: result += "\\"' \
  'AccessorCodeGenTests'
# Russian 12-14 made 'few', consistently: the shipped CLDR release in
# cldr-data/json/ (rules and samples), then the tables and rule texts
# regenerated from it. Only the pristine release and ICU can tell.
mutation cldr-russian-12-14-few cldr-data/json/cldr-core/supplemental/plurals.json \
  '"ru": {⏎        "pluralRule-count-one": "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …",⏎        "pluralRule-count-few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …",⏎        "pluralRule-count-many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14 @integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …",' \
  '"ru": {⏎        "pluralRule-count-one": "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …",⏎        "pluralRule-count-few": "v = 0 and i % 10 = 2..4 @integer 2~4, 12~14, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …",⏎        "pluralRule-count-many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11 @integer 0, 5~11, 15~19, 100, 1000, 10000, 100000, 1000000, …",' \
  'CLDRFileOracleTests|ICUPluralOracleTests' \
  'swift run --package-path Tools generate-cldr-tables'
# The codes that fired in no test.
mutation invalid-variant-as-other-code Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  '.invalidVariant, "variant' '.invalidVariable, "variant' 'DiagnosticFixtureTests|LinterTests'
mutation catalog-missing-value-suppressed Sources/LocalizationFiles/Readers/CatalogConverter.swift \
  '    guard let value = unit["value"]?.string else {⏎' \
  '    guard let value = unit["value"]?.string else {⏎      if true { return nil }⏎' \
  'DiagnosticFixtureTests|LinterTests'
mutation invalid-width-suppressed Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎' \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎        if true { continue }⏎' \
  'DiagnosticFixtureTests|LinterTests'

# --- Representative mutations across the modules ------------------------------
mutation plurals-range-ignored Sources/Plurals/Rules/PluralRules.swift \
  'guard type == .cardinal, rangeSet >= 0 else { return end }' \
  'guard type == .cardinal, rangeSet >= 0, false else { return end }' \
  'PluralsTests|DocumentationTests'
mutation operands-sign-kept Sources/Plurals/Operands/NumeralParsing.swift \
  'bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")' \
  'bytes[position] == UInt8(ascii: "+")' \
  'PluralsTests'
mutation reference-not-equal-as-equal Sources/PluralRuleSyntax/Parser.swift \
  '    if accept("!=") {⏎      comparison = .notEqual' \
  '    if accept("!=") {⏎      comparison = .equal' \
  'PluralRuleSyntaxTests|PluralsTests'
mutation reference-within-as-in Sources/PluralRuleSyntax/ReferenceEvaluator.swift \
  '        value.isInteger⏎        && ranges' \
  '        (value.isInteger || true)⏎        && ranges' \
  'PluralRuleSyntaxTests|PluralsTests'
mutation numbers-minimum-grouping-ignored Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  'integerCount >= primary + minimumGroupingDigits' \
  'integerCount >= primary + 1' \
  'LocaleNumbersTests|DocumentationTests'
mutation xml-column-off-by-one Sources/ExpatXML/XMLEventReader.swift \
  'column: Int(XML_GetCurrentColumnNumber(parser)) + 1)' \
  'column: Int(XML_GetCurrentColumnNumber(parser)))' \
  'ExpatXMLTests|LinterTests'
mutation printf-hex-prefix-case Sources/LocalizedStrings/Formatting/Printf.swift \
  'prefix = directive.code == UInt8(ascii: "x") ? "0x" : "0X"' \
  'prefix = "0x"' \
  'PrintfTests'
mutation decimal-rounding-half-up Sources/LocalizedStrings/Formatting/DecimalParts.swift \
  'if first > 5 || (first == 5 && (beyond || lastOdd)) {' \
  'if first >= 5 {' \
  'ShownNumberTests|PrintfTests'
mutation zero-variant-ignored Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'if isZero, let zero = variable.pluralVariant(.zero) { return zero }' \
  'if isZero, false, let zero = variable.pluralVariant(.zero) { return zero }' \
  'LocalizedStringsTests'
mutation strings-newline-escape Sources/LocalizationFiles/Readers/StringsFileReader.swift \
  'case "n": result.append("\n")' \
  'case "n": result.append("n")' \
  'LocalizedStringsTests'
mutation accept-language-order-by-place Sources/LocalizedStrings/Languages/AcceptLanguage.swift \
  'ranges = parsed.enumerated().sorted { ($1.element.quality, $0.offset) < ($0.element.quality, $1.offset) }' \
  'ranges = parsed.enumerated().sorted { $0.offset < $1.offset }' \
  'AcceptLanguageTests|LocalizerTests'
mutation parent-locale-skipped Sources/LocalizedStrings/Languages/LocalizationMatcher.swift \
  '        rank = 1 + depth' \
  '        rank = 20 + depth' \
  'BundleTests|LocalizerTests'
mutation language-fallback-not-noted Sources/LocalizedStrings/Tables/StringCatalog.swift \
  '    if let requested = LanguageTag(language), requested != LanguageTag(table.language) {' \
  '    if let requested = LanguageTag(language), requested != LanguageTag(table.language), false {' \
  'DiagnosticFixtureTests|CatalogTests'
mutation lint-missing-other-silent Sources/LocalizationLint/EntryChecks.swift \
  '          .missingOther, "' \
  '          .missingCategories, "' \
  'LinterTests|CorpusJudgementTests'
mutation lint-fraction-only-dropped Sources/LocalizationLint/EntryChecks.swift \
  '      diagnostics.add(fractionOnly(variable, name: name(), examples: integerExamples, used: used))⏎' \
  '' \
  'LinterTests|CorpusJudgementTests'
mutation lint-werror-ignored Sources/LocalizationLint/Output/LintFormat.swift \
  'let failed = count(.error) > 0 || (warningsAsErrors && count(.warning) > 0)' \
  'let failed = count(.error) > 0' \
  'LocalizationLintTests|CLITests'
mutation github-note-as-warning Sources/LocalizationLint/Output/GitHubAnnotations.swift \
  'case .note: "notice"' \
  'case .note: "warning"' \
  'GitHubAnnotationsTests'
mutation github-carriage-return-unescaped Sources/LocalizationLint/Output/GitHubAnnotations.swift \
  '"\r": "%0D", ' \
  '' \
  'GitHubAnnotationsTests'
mutation sarif-note-level Sources/LocalizationLint/Output/SARIFLog.swift \
  'case .note: "note"' \
  'case .note: "warning"' \
  'SARIFLogTests'
mutation accessor-unsigned-as-int Sources/AccessorCodeGen/Analysis/AccessorParameters.swift \
  'case "u", "x", "X", "o": self = .unsigned' \
  'case "u", "x", "X", "o": self = .int' \
  'AccessorCodeGenTests'
mutation cli-werror-ignored Sources/LocalizationLint/LintRun.swift \
  'status: report.exitStatus(warningsAsErrors: warningsAsErrors))' \
  'status: report.exitStatus(warningsAsErrors: false))' \
  'CLITests'
mutation table-format-script-case Sources/PluralTableFormat/LocaleSubtags.swift \
  'append(offset == 0 ? ASCII.uppercased(byte) : ASCII.lowercased(byte))' \
  'append(ASCII.lowercased(byte))' \
  'PluralTableFormatTests|PluralsTests'
mutation readme-promise-changed README.md \
  '// "5 plików"' \
  '// "5 plikow"' \
  'DocumentationTests'
mutation corpus-new-warning Sources/LocalizationLint/EntryChecks.swift \
  '    where present & ~context.usedBits & ~PluralCategory.zero.bit != 0⏎      && Self.categoryNames.contains(key) && key != "zero" && !used.contains(key)⏎' \
  '    where present & ~context.usedBits != 0⏎      && Self.categoryNames.contains(key) && !used.contains(key)⏎' \
  'CorpusJudgementTests'

# Bounds on what hostile files may cost (issue 23, README "Limits").
mutation output-limit-unchecked Sources/LocalizedStrings/Formatting/FormatOutput.swift \
  'guard needed <= FormatLimits.maximumOutputBytes else {' \
  'guard needed <= Int.max else {' \
  'ResourceLimitTests'
mutation bplist-objects-unbounded Sources/LocalizationFiles/Readers/BinaryPropertyList.swift \
  'guard total.objects <= BinaryPropertyListReader.maximumObjects else {' \
  'guard total.objects >= 0 else {' \
  'ResourceLimitTests'
mutation skipped-entity-dropped Sources/ExpatXML/XMLEventReader.swift \
  'XML_SetSkippedEntityHandler(parser) { context, name, isParameterEntity in' \
  'XML_SetSkippedEntityHandler(parser) { context, name, isParameterEntity in return;' \
  'ResourceLimitTests'
mutation output-too-long-silent Sources/LocalizationLint/EntryChecks.swift \
  'guard largest > FormatLimits.maximumOutputBytes else { return [] }' \
  'guard largest > Int.max / 2 else { return [] }' \
  'LinterTests'
mutation value-type-defect-ignored Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'if let defect = variable.defect { throw defect }' \
  'if let defect = variable.defect { _ = defect }' \
  'ResourceLimitTests'
mutation absent-files-unbounded Sources/LocalizedStrings/Bundles/BundleContents.swift \
  'if case .absent = read, files.count >= Self.maximumRememberedFiles { return read }' \
  'if case .absent = read, files.count < 0 { return read }' \
  'LocalizerTests'
mutation integer-budget-of-plain-digits Sources/LocalizationFiles/FormatSyntax/FormatShape.swift \
  '(FormatLimits.maximumIntegerBytes - 2) * directives.count' \
  '19 * directives.count' \
  'ResourceLimitTests'
mutation leading-reads-its-argument-twice Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'var cursor = slot.position < 0 ? first + 1 : first' \
  'var cursor = first' \
  'DirectPathTests|PreparedEntryTests'
mutation short-copy-drops-its-tail Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)' \
  '_ = tail' \
  'DirectPathTests|PreparedEntryTests'
mutation scanner-unknown-tag-taken-for-shape Sources/LocalizedStrings/FastReaders/StringsdictScanner.swift \
  'guard let (name, empty) = startTag() else { return .outsideSubset }' \
  'guard let (name, empty) = startTag() else { return .notUsualShape }' \
  'DirectReaderTests'
mutation scanner-columns-count-bytes Sources/LocalizedStrings/FastReaders/StringsdictScanner.swift \
  'continuations += length - 1' \
  'continuations += 0' \
  'DirectReaderTests'
mutation scanner-accepts-carriage-returns Sources/LocalizedStrings/FastReaders/StringsdictScanner.swift \
  'case 0x09, 0x20...0x7E:' \
  'case 0x09, 0x0D, 0x20...0x7E:' \
  'DirectReaderTests'
mutation scanner-accepts-noncharacters Sources/LocalizedStrings/FastReaders/StringsdictScanner.swift \
  'if first == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE { return false }' \
  '' \
  'DirectReaderTests'
mutation scanner-accepts-cdata-end Sources/LocalizedStrings/FastReaders/StringsdictScanner.swift \
  'count - index < 3 ||' \
  'count - index >= 0 ||' \
  'DirectReaderTests'

# --- Issue 41: languages and hostile input -------------------------------------
mutation reference-first-folder-that-ranks Sources/LocalizationLint/DevelopmentLocalization.swift \
  'if let best, (best.rank, best.spelling) <= (rank, spelling) { continue }' \
  'if best != nil { continue }' \
  'DevelopmentLanguageTests'
mutation localization-name-read-leniently Sources/LocalizedStrings/Languages/LocalizationName.swift \
  '} else if Self.isWellFormed(name), let tag = LanguageTag(name) {' \
  '} else if let tag = LanguageTag(name) {' \
  'DevelopmentLanguageTests'
mutation unmatched-development-language-silent Sources/LocalizationLint/Linter.swift \
  '      findings.append(unmatched)' \
  '      _ = unmatched' \
  'DevelopmentLanguageTests|DiagnosticFixtureTests'
mutation argument-clash-pairs-always Sources/LocalizationFiles/Analysis/ArgumentClash.swift \
  'kinds.count < Self.pairLimit ? byPairs() : byCounts()' \
  'byPairs()' \
  'HostileCatalogTests'
mutation argument-clash-exception-uncounted Sources/LocalizationFiles/Analysis/ArgumentClash.swift \
  '          later -= byReference[Named(kind: kind, name: variable)] ?? 0' \
  '          later -= 0' \
  'ArgumentClashTests'
mutation own-uses-searched-per-variable Sources/LocalizationLint/EntryChecks.swift \
  'entry.variableList.count > OwnUseIndex.variableLimit ? OwnUseIndex(uses) : nil' \
  'OwnUseIndex?.none' \
  'HostileCatalogTests'
mutation few-map-never-hashed Sources/LocalizationFiles/Storage/FewMap.swift \
  'package static var arrayLimit: Int { 16 }' \
  'package static var arrayLimit: Int { .max }' \
  'HostileCatalogTests'
mutation printed-digits-reason-dropped Sources/LocalizedStrings/Formatting/Printf.swift \
  'if let reason = error.sizeReason(conversion) {' \
  'if false, let reason = error.sizeReason(conversion) {' \
  'PrintfTests'

# --- Running them --------------------------------------------------------------
check_only=false
if [ "${1:-}" = --check ]; then
  check_only=true
  shift
fi
selected=("$@")
started=$(date +%s)

# Makes the scratch copy the checkout again, writing only the files that differ
# (in place, with their times), so the build folder sees only real changes, and
# removing the files the checkout no longer has (a stale test file would not compile).
sync_copy() {  # SOURCE TARGET
  python3 - "$1" "$2" <<'PY'
import os, shutil, sys
source, target = sys.argv[1], sys.argv[2]
skipped = {".build", ".git", ".swiftpm"}
for folder, subfolders, names in os.walk(source):
    subfolders[:] = [d for d in subfolders if d not in skipped and not d.startswith(".build")]
    relative = os.path.relpath(folder, source)
    os.makedirs(os.path.join(target, relative), exist_ok=True)
    for name in names:
        a, b = os.path.join(folder, name), os.path.join(target, relative, name)
        if os.path.islink(a):
            # A link (the plugins' shared source) stays a link, to the same place.
            if not os.path.islink(b) or os.readlink(b) != os.readlink(a):
                if os.path.lexists(b):
                    os.remove(b)
                os.symlink(os.readlink(a), b)
            continue
        if not os.path.exists(b) or open(a, "rb").read() != open(b, "rb").read():
            shutil.copy2(a, b)
for folder, subfolders, names in os.walk(target):
    subfolders[:] = [d for d in subfolders if d not in skipped and not d.startswith(".build")]
    relative = os.path.relpath(folder, target)
    for name in names:
        if not os.path.lexists(os.path.join(source, relative, name)):
            os.remove(os.path.join(folder, name))
PY
}

# A snapshot of the checkout taken now: edits made there during the run do not leak in.
echo "copying $repo to $base/source and $scratch"
sync_copy "$repo" "$base/source"
sync_copy "$base/source" "$scratch"

apply() {  # FILE SEARCH REPLACEMENT: 0 when SEARCH occurs once and is replaced
  python3 - "$scratch/$1" "$2" "$3" <<'PY'
import sys
path, search, replacement = sys.argv[1], sys.argv[2].replace("⏎", "\n"), sys.argv[3].replace("⏎", "\n")
text = open(path, encoding="utf-8").read()
if not search or text.count(search) != 1:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(search, replacement))
PY
}

run_tests() {  # FILTER LOGFILE: 0 when the build and the tests pass
  (cd "$scratch" && swift build --build-tests >"$2" 2>&1 &&
    timeout 900 swift test --skip-build --filter "$1" >>"$2" 2>&1)
}

if $check_only; then
  failed=0
  for index in "${!names[@]}"; do
    if apply "${files[$index]}" "${searches[$index]}" "${replacements[$index]}"; then
      echo "applies: ${names[$index]}"
    else
      echo "DOES NOT APPLY: ${names[$index]} (${files[$index]})"
      failed=1
    fi
    cp "$base/source/${files[$index]}" "$scratch/${files[$index]}"
  done
  exit $failed
fi

# The unmutated package must pass every filter used, or "caught" means nothing.
echo "baseline: building and running every filter on the unmutated copy"
all_filters=$(printf '%s\n' "${filters[@]}" | tr '|' '\n' | sort -u | paste -sd '|' -)
if ! run_tests "$all_filters" "$log/baseline.log"; then
  echo "the unmutated package fails its tests: see $log/baseline.log" >&2
  exit 1
fi

results=()
survivors=0
for index in "${!names[@]}"; do
  name="${names[$index]}"
  if [ ${#selected[@]} -gt 0 ] && [[ ! " ${selected[*]} " =~ " $name " ]]; then continue; fi
  file="${files[$index]}"
  mutant_start=$(date +%s)
  # Restore everything a previous mutation touched (a regeneration writes several files).
  sync_copy "$base/source" "$scratch"
  if ! apply "$file" "${searches[$index]}" "${replacements[$index]}"; then
    results+=("$(printf '%-36s %-10s %5s  %s' "$name" "NOT-APPLIED" "-" "$file")")
    survivors=$((survivors + 1))
    continue
  fi
  status=caught
  if [ -n "${afters[$index]}" ]; then
    # The step itself must work (a generator that refuses the change catches nothing here).
    if ! (cd "$scratch" && eval "${afters[$index]}") >"$log/$name.after.log" 2>&1; then
      status=STEP-FAILED
      survivors=$((survivors + 1))
    fi
  fi
  if [ "$status" = caught ] && run_tests "${filters[$index]}" "$log/$name.log"; then
    status=SURVIVED
    survivors=$((survivors + 1))
  elif [ "$status" = caught ] && grep -q "error:" "$log/$name.log" && ! grep -q "Test run" "$log/$name.log"; then
    status=compile-error
  fi
  seconds=$(($(date +%s) - mutant_start))
  results+=("$(printf '%-36s %-10s %4ss  %s' "$name" "$status" "$seconds" "${filters[$index]}")")
  echo "${results[-1]}"
done

# Leave the scratch copy as the checkout was, with its tables regenerated back.
sync_copy "$base/source" "$scratch"

echo
printf '%-36s %-10s %5s  %s\n' mutation result time "tests run (--filter)"
printf '%s\n' "${results[@]}"
echo "${#results[@]} mutations, $survivors survived or did not apply; $(($(date +%s) - started)) s in all"
[ "$survivors" -eq 0 ]

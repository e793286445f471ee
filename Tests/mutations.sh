#!/usr/bin/env bash
# Mutation check: applies small deliberate bugs, one at a time, to a scratch
# copy of the package, runs the tests that should catch each, and prints a
# table of caught / survived. Exit status 1 when a mutation survives (or does
# not apply, or the unmutated tests fail).
#
#   Tests/mutations.sh                 # every mutation
#   Tests/mutations.sh flags-dropped-for-exact-decimals   # only the named ones
#   Tests/mutations.sh --check         # only check that every mutation applies (no build)
#   Tests/mutations.sh --help          # this text
#
# The scratch copy lives in $PLURALS_MUTATION_DIR (default:
# ${TMPDIR:-/tmp}/swift-plurals-mutations/repo), next to a link `shared` to
# this checkout's ../shared, so the tests find the corpus and CLDR's JSON as
# they do here. Its .build folder (and Tools/.build, for the mutation that
# regenerates the tables) is kept between mutations and between runs, so each
# mutation rebuilds only the module it touches and the tests that link it.
# Measured on 2 shared cores: 9.4 minutes for the first 36 mutations (5-37 s each,
# the unmutated run of every filter included) once the scratch copy is built;
# 15.4 minutes for a first run, which builds it (and the Tools package). On
# 2026-11-25, the 2 cores shared with six other builds and mutation runs (load
# average 25-32): 41 minutes for the first build, over 15 for the baseline of
# every filter (hence PLURALS_MUTATION_TIMEOUT), 45-63 s for a mutation of the
# CLI, 142 s for one of LocalizationLint. Tests/MUTATIONS.md maps modules and
# README behaviours to mutations.
# Needs python3 (to apply the edits and to copy files).
set -euo pipefail

case "${1:-}" in
  -h | --help)
    # The header above is the usage.
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
    exit 0
    ;;
  -*)
    if [ "$1" != --check ]; then
      echo "unknown option $1 (--check, --help, or mutation names)" >&2
      exit 64
    fi
    ;;
esac

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
# catch it ("Tools:X" runs X in the Tools package); AFTER, a command run in the
# scratch copy once the file is changed.
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
  'RuleExampleTests|LinterTests'
mutation invalid-value-type-suppressed Sources/LocalizationLint/EntryChecks.swift \
  '    guard let declared = facts.declaredConversion else {⏎' \
  '    guard let declared = facts.declaredConversion else {⏎      if true { return [] }⏎' \
  'RuleExampleTests|LinterTests'
mutation per-entry-invalid-format-dropped Sources/LocalizationLint/EntryChecks.swift \
  '      diagnostics.append(Self.invalidFormat(string, error, subject: context.entryName(key)))⏎' \
  '      _ = error⏎' \
  'RuleExampleTests|LinterTests'
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
  '.invalidVariant, "variant' '.invalidVariable, "variant' 'RuleExampleTests|LinterTests'
mutation catalog-missing-value-suppressed Sources/LocalizationFiles/Readers/CatalogConverter.swift \
  '    guard let value = unit["value"]?.string else {⏎' \
  '    guard let value = unit["value"]?.string else {⏎      if true { return nil }⏎' \
  'RuleExampleTests|LinterTests'
mutation invalid-width-suppressed Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎' \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎        if true { continue }⏎' \
  'RuleExampleTests|LinterTests'

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
  'RuleExampleTests|CatalogTests'
mutation lint-missing-other-silent Sources/LocalizationLint/PluralCategoryChecks.swift \
  '          .missingOther, "' \
  '          .missingCategories, "' \
  'LinterTests|CorpusJudgementTests'
mutation lint-fraction-only-dropped Sources/LocalizationLint/PluralCategoryChecks.swift \
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
mutation corpus-new-warning Sources/LocalizationLint/PluralCategoryChecks.swift \
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

# --- Issue 41: untrusted trees -------------------------------------------------
mutation walker-follows-links-out Sources/LocalizationLint/FileWalker.swift \
  'if depth > 0 && !roots.contains(where: { Self.path(resolved, isInside: $0) }) {' \
  'if false {' \
  'UntrustedTreeTests'
mutation reader-opens-fifos Sources/SourceFiles/FileSystem.swift \
  'status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)' \
  'status.st_mode & mode_t(S_IFMT) != 0' \
  'UntrustedTreeTests|SourceFilesTests'
mutation walker-enters-excluded-folders Sources/LocalizationLint/FileWalker.swift \
  '      if excludes(child) {' \
  '      if false, excludes(child) {' \
  'UntrustedTreeTests'

# --- Issue 43: behaviours no test guarded ---------------------------------------
mutation catalog-variation-precision-of-unnumbered-only Sources/LocalizationFiles/Readers/CatalogConverter.swift \
  'source: .pluralVariation, argument: argument)' \
  'source: .pluralVariation)' \
  'CatalogFloatingVariationTests'
mutation catalog-variation-skips-floating-arguments Sources/LocalizationFiles/Readers/CatalogConverter.swift \
  '$0 == .integer || $0 == .floating || $0 == .number' \
  '$0 == .integer || $0 == .number' \
  'CatalogFloatingVariationTests'
# Every limit at and one past its bound (FormatLimitBoundaryTests, ReaderLimitBoundaryTests).
mutation expansions-unchecked Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'guard expansions <= FormatLimits.maximumExpansions else {' \
  'guard expansions <= Int.max else {' \
  'FormatLimitBoundaryTests'
mutation depth-one-more Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'guard depth < FormatLimits.maximumDepth else {' \
  'guard depth <= FormatLimits.maximumDepth else {' \
  'FormatLimitBoundaryTests'
mutation analysis-depth-one-less Sources/LocalizationFiles/Analysis/ArgumentUses.swift \
  'guard depth < FormatLimits.maximumDepth else {' \
  'guard depth < FormatLimits.maximumDepth - 1 else {' \
  'FormatLimitBoundaryTests'
mutation written-width-one-less Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  'guard value <= FormatLimits.maximumWidth else {' \
  'guard value < FormatLimits.maximumWidth else {' \
  'FormatLimitBoundaryTests'
mutation argument-width-one-more Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'guard value <= FormatLimits.maximumWidth else {' \
  'guard value <= FormatLimits.maximumWidth + 1 else {' \
  'FormatLimitBoundaryTests'
mutation position-one-more Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  'guard value <= FormatLimits.maximumPosition else {' \
  'guard value <= FormatLimits.maximumPosition + 1 else {' \
  'FormatLimitBoundaryTests'
mutation width-position-one-less Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  'if value > FormatLimits.maximumPosition {' \
  'if value >= FormatLimits.maximumPosition {' \
  'FormatLimitBoundaryTests'
mutation argnum-one-less Sources/LocalizationFiles/Readers/CatalogConverter.swift \
  '(1...FormatLimits.maximumPosition).contains(number)' \
  '(1..<FormatLimits.maximumPosition).contains(number)' \
  'FormatLimitBoundaryTests'
mutation printed-digits-exponent-slack Sources/LocalizedStrings/Formatting/DecimalParts.swift \
  'integer.count + max(fraction.count, exponent)' \
  'integer.count + fraction.count' \
  'FormatLimitBoundaryTests'
mutation printed-digits-wrong-kind Sources/LocalizedStrings/Formatting/Printf.swift \
  'return FormatError(.limitExceeded, "\(subject): \(reason)")' \
  'return FormatError(.wrongArgumentType, "\(subject): \(reason)")' \
  'FormatLimitBoundaryTests'
mutation document-size-one-less Sources/SourceFiles/FileSystem.swift \
  'if count > maximumDocumentSize {' \
  'if count >= maximumDocumentSize {' \
  'ReaderLimitBoundaryTests'
mutation xml-depth-one-more Sources/ExpatXML/XMLEventReader.swift \
  'if depth >= maximumDepth {' \
  'if depth > maximumDepth {' \
  'ReaderLimitBoundaryTests'
mutation json-depth-one-more Sources/LocalizationFiles/Readers/JSON.swift \
  'JSONNode {⏎    guard depth < Self.maximumDepth else {' \
  'JSONNode {⏎    guard depth <= Self.maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation json-skip-depth-one-more Sources/LocalizationFiles/Readers/JSON.swift \
  'skip(depth: Int) throws(SourceError) {⏎    guard depth < Self.maximumDepth else {' \
  'skip(depth: Int) throws(SourceError) {⏎    guard depth <= Self.maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation bplist-depth-one-more Sources/LocalizationFiles/Readers/BinaryPropertyList.swift \
  'guard depth < maximumDepth else {' \
  'guard depth <= maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation bplist-text-one-more Sources/LocalizationFiles/Readers/BinaryPropertyList.swift \
  'guard total.textBytes <= BinaryPropertyListReader.maximumTextBytes else {' \
  'guard total.textBytes <= BinaryPropertyListReader.maximumTextBytes + 1 else {' \
  'ReaderLimitBoundaryTests'

# Every kind of change the release diff reports (ReleaseDiffKindsTests; ReleaseDiffTests with ../shared).
mutation diff-ignores-digits Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("digits", a.digits, b.digits), ' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-decimal Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("decimal", a.decimal, b.decimal), ' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-group Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("group", a.group, b.group),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-minus-sign Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("minusSign", a.minus, b.minus), ' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-plus-sign Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("plusSign", a.plus, b.plus),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-primary-group-size Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("primaryGroupSize", "\(a.primary)", "\(b.primary)"),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-secondary-group-size Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("secondaryGroupSize", "\(a.secondary)", "\(b.secondary)"),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-minimum-grouping-digits Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("minimumGroupingDigits", "\(a.minimumGrouping)", "\(b.minimumGrouping)"),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-categories-removed Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'oldCategories.contains($0) && !newCategories.contains($0)' \
  'oldCategories.contains($0) && false' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-parents Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'where old.parentLocales[locale] != new.parentLocales[locale] {' \
  'where false {' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-likely-subtags Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'where old.likelySubtags[locale] != new.likelySubtags[locale] {' \
  'where false {' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-ranges Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'before?[key] == after?[key] ? nil' \
  'true ? nil' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'

# Behaviours guarded only by chance, a seed or ../shared, each with a direct test (issue 43, item 2).
mutation zero-rule-for-doubles-only Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'if isZero, let zero = variable.pluralVariant(.zero) { return zero }' \
  'if isZero, case .double = value, let zero = variable.pluralVariant(.zero) { return zero }' \
  'ZeroVariantTests'
mutation zero-rule-needs-no-fraction-digits Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'let isZero = !isNonFinite && operands.i == 0 && operands.isInteger' \
  'let isZero = !isNonFinite && operands.i == 0 && operands.v == 0' \
  'ZeroVariantTests'
mutation nested-plan-reads-first-argument Sources/LocalizedStrings/Formatting/DirectFormat.swift \
  'argument: position.map { $0 - 1 } ?? argument, depth: depth + 1)' \
  'argument: position.map { $0 - 1 } ?? 0, depth: depth + 1)' \
  'NestedVariableTests'
mutation nested-walk-reads-first-argument Sources/LocalizedStrings/Formatting/DirectFormat.swift \
  'let index = position.map { $0 - 1 } ?? first' \
  'let index = position.map { $0 - 1 } ?? 0' \
  'NestedVariableTests'
mutation width-variants-in-file-order Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'let sorted = variants.sorted { $0.0 < $1.0 }' \
  'let sorted = variants' \
  'WidthDeviceVariantTests'
mutation device-fallback-order-ignored Sources/LocalizedStrings/Formatting/DeviceMatching.swift \
  '    for name in fallbackOrder {⏎' \
  '    for name in fallbackOrder where names.first?.lowercased() == name {⏎' \
  'WidthDeviceVariantTests'
mutation integer-width-only-l-and-ll Sources/LocalizationLint/EntryChecks.swift \
  'case .l, .ll, .q, .z, .j, .t: true' \
  'case .l, .ll: true' \
  'IntegerWidthTests'
mutation lld-variable-not-an-integer Sources/LocalizationLint/PluralCategoryChecks.swift \
  'if let declared = facts.declaredConversion { return declared.isInteger }' \
  'if let declared = facts.declaredConversion { return declared.isInteger && declared.length != .ll }' \
  'IntegerWidthTests'
mutation override-language-prefix-of-subtag Sources/LocalizationLint/LintConfiguration.swift \
  'language == $0 || language.hasPrefix($0 + "-")' \
  'language.hasPrefix($0)' \
  'LanguageOverrideTests'
mutation override-language-spelling-kept Sources/LocalizationLint/LintConfiguration.swift \
  'languages.map(Self.normalized).contains' \
  'languages.contains' \
  'LanguageOverrideTests'
mutation accessor-carriage-return-as-newline Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'case "\r": result += "\\r"' \
  'case "\r": result += "\\n"' \
  'AccessorCodeGenTests.LiteralTests'
mutation accessor-late-controls-raw Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'scalar.value < 0x20 || scalar.value == 0x7F' \
  'scalar.value < 0x1C || scalar.value == 0x7F' \
  'AccessorCodeGenTests.LiteralTests'
mutation astral-fraction-digits-latin Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  'case UInt8(ascii: "0")...UInt8(ascii: "9"): writeDigit(byte)' \
  'case UInt8(ascii: "0")...UInt8(ascii: "9") where digitWidth < 4: writeDigit(byte)' \
  'NumberingSystemDigitsTests'

# --- Issue 41: the linter's configuration on hostile input ---------------------
mutation config-anchor-accepted Sources/LocalizationLint/ConfigurationReader.swift \
  '    try refuseAnchors(in: yaml)⏎' \
  '' \
  'HostileConfigurationTests/ampersands|AccessorConfigurationTests'
mutation config-size-unlimited Sources/LocalizationLint/ConfigurationReader.swift \
  'package static let maximumSize = 1 << 20' \
  'package static let maximumSize = 1 << 21' \
  'HostileConfigurationTests/size|AccessorConfigurationTests/file'
mutation glob-run-skips-folder Sources/LocalizationLint/PathPattern.swift \
  '      case .star, .anyRun: pending.append(next + 1)⏎' \
  '      case .star: pending.append(next + 1)⏎      case .anyRun: pending.append(contentsOf: [next + 1, next + 2])⏎' \
  'PathPatternTests/agreesWithReference'
mutation pattern-length-unchecked Sources/LocalizationLint/ConfigurationFile.swift \
  'if length > PathPattern.maximumLength {' \
  'if length > PathPattern.maximumLength + 1 {' \
  'HostileConfigurationTests/patternLength'
mutation pattern-count-off-by-one Sources/LocalizationLint/ConfigurationFile.swift \
  'guard pathCount <= PathPattern.maximumCount else {' \
  'guard pathCount < PathPattern.maximumCount else {' \
  'HostileConfigurationTests/patternCount'
mutation config-dotdot-escapes Sources/LocalizationLint/PathConfinement.swift \
  '        if depth < 0 {' \
  '        if depth < -1 {' \
  'HostileConfigurationTests/confinement'
mutation config-links-unresolved Sources/LocalizationLint/PathConfinement.swift \
  'guard opened, let folder, let root else { return nil }' \
  'guard !opened, let folder, let root else { return nil }' \
  'HostileConfigurationTests/confinement'
mutation config-first-error-only Sources/LocalizationLint/ConfigurationErrors.swift \
  'if errors.count < Self.maximumCount { errors.append(error) } else { omitted += 1 }' \
  'if errors.isEmpty { errors.append(error) }' \
  'HostileConfigurationTests/everyError|HostileConfigurationTests/manyErrors'

# The lint baseline: strict JSON read and written, bounded, replaced atomically (issue 41).
mutation baseline-c1-written-raw Sources/LocalizationLint/Output/JSONText.swift \
  'case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029:' \
  'case 0x00..<0x20:' \
  'BaselineFileTests'
mutation json-surrogate-pair-misread Sources/LocalizationFiles/Readers/JSON.swift \
  'code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)' \
  'code = 0x10000 + ((code - 0xD800) << 10) + (low & 0x3F)' \
  'BaselineFileTests'
mutation json-low-surrogate-taken-for-high Sources/LocalizationFiles/Readers/JSON.swift \
  'guard code < 0xDC00, bytes[position...]' \
  'guard bytes[position...]' \
  'BaselineFileTests'
mutation baseline-size-unbounded Sources/LocalizationLint/LintBaseline+Reading.swift \
  'FileSystem.contents(of: path, maximumSize: Self.maximumFileSize)' \
  'FileSystem.contents(of: path, maximumSize: Int.max)' \
  'BaselineFileTests'
mutation baseline-repeated-member-kept Sources/LocalizationLint/LintBaseline+Reading.swift \
  'guard let field = fields.firstIndex(of: name), values[field] == nil else {' \
  'guard let field = fields.firstIndex(of: name) else {' \
  'BaselineFileTests'
mutation replace-temporary-name-followed Sources/SourceFiles/FileSystem+Replace.swift \
  'let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC' \
  'let flags = O_WRONLY | O_CREAT | O_CLOEXEC' \
  'FileReplaceTests'
mutation replace-temporary-file-left Sources/SourceFiles/FileSystem+Replace.swift \
  '      _ = removeFile(name)⏎      throw failure(reason)' \
  '      throw failure(reason)' \
  'FileReplaceTests'

# --- Issue 41: lint never passes what the runtime refuses, drops nothing silently ---
mutation tape-misses-variant-twice Sources/LocalizedStrings/FastReaders/StringsdictTape.swift \
  'if variantBits & bit != 0, repeats(token, kind: .variantKey' \
  'if false, repeats(token, kind: .variantKey' \
  'DirectReaderTests|DuplicateKeyTests'
mutation tape-misses-variable-twice Sources/LocalizedStrings/FastReaders/StringsdictTape.swift \
  'if variables > 0, repeats(token, kind: .variable, from: entryStart, to: index) { return true }' \
  '' \
  'DirectReaderTests|DuplicateKeyTests'
mutation linter-reads-repeats-directly Sources/LocalizationLint/Linter.swift \
  'findingRepeatedKeys: consume bytes, path: file' \
  'bytes: consume bytes, path: file' \
  'DuplicateKeyTests'
mutation variable-members-twice-silent Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  'diagnostics += dictionary.duplicateKeyDiagnostics(in: file) {⏎' \
  '_ = dictionary.duplicateKeyDiagnostics(in: file) {⏎' \
  'DuplicateKeyTests'
mutation catalog-members-twice-silent Sources/LocalizationLint/Linter.swift \
  'findings += catalog.duplicateMemberDiagnostics.map {' \
  'findings += catalog.duplicateMemberDiagnostics.prefix(0).map {' \
  'DuplicateKeyTests'
mutation json-copies-compared-as-bytes Sources/LocalizationFiles/Readers/JSONDuplicateMembers.swift \
  'return try first.value(depth: depth).hasSameValue(as: second.value(depth: depth))' \
  'return false' \
  'DuplicateKeyTests'
mutation lint-drops-too-deep-chains Sources/LocalizationLint/EntryChecks.swift \
  '$0.code != .invalidFormat || tooDeep' \
  '$0.code != .invalidFormat' \
  'VariableDepthTests|RuleExampleTests|LintFormatAgreementTests'
mutation chain-walked-once-however-deep Sources/LocalizationFiles/Analysis/ArgumentUses.swift \
  'if let known, known >= depth { continue }' \
  'if known != nil { continue }' \
  'VariableDepthTests|LintFormatAgreementTests'
mutation number-printed-as-text-silent Sources/LocalizationLint/EntryChecks.swift \
  'diagnostics.add(numberPrintedAsText(variable, facts: facts))' \
  '' \
  'RuleExampleTests|LintFormatAgreementTests'

# --- Issue 42: precision of lint on real files -----------------------------------
mutation percent-encoding-read-as-format Sources/LocalizationFiles/Analysis/FormatUse.swift \
  'if skippingPercentEncoding && isPercentEncoded(bytes, at: index) {' \
  'if skippingPercentEncoding && isPercentEncoded(bytes, at: index) && false {' \
  'PrecisionTests'
mutation language-mention-not-merged Sources/LocalizationLint/FindingMerge.swift \
  'guard let language = finding.subject?.language, message.contains(language) else' \
  'guard let language = finding.subject?.language, message.contains(language), false else' \
  'PrecisionTests'
mutation mismatch-not-implied-by-undefined Sources/LocalizationLint/FindingMerge.swift \
  '.variableMismatch: [.undefinedVariable],' \
  '.variableMismatch: [],' \
  'PrecisionTests'
mutation arabic-percent-no-look-alike Sources/LocalizationLint/DroppedNumbers.swift \
  '("\u{066A}", "U+066A ARABIC PERCENT SIGN, not '"'"'%'"'"'"),' \
  '' \
  'PrecisionTests'
mutation dropped-number-unreported Sources/LocalizationLint/DroppedNumbers.swift \
  '      if reads.isEmpty {' \
  '      if reads.isEmpty && false {' \
  'PrecisionTests'
mutation identical-duplicate-not-a-note Sources/LocalizationFiles/Readers/DuplicateKeys.swift \
  '      identical ? .identicalDuplicateKey : .duplicateKey,' \
  '      .duplicateKey,' \
  'RuleExampleTests|DuplicateKeyTests'
mutation breton-many-by-fractions Sources/LocalizationLint/PluralCategoryChecks.swift \
  'let largeCategories = integer ? context.integerLargeNumberCategories : context.largeNumberCategories' \
  'let largeCategories = context.largeNumberCategories' \
  'PrecisionTests'
mutation mixed-positional-on-every-mix Sources/LocalizationLint/MixedPositional.swift \
  'let twice = Self.readTwice(in: string, uses: uses) else' \
  'let twice = Self.readTwice(in: string, uses: uses) ?? Optional(0) else' \
  'PrecisionTests'
mutation messages-keep-line-breaks Sources/LocalizationLint/FindingMerge.swift \
  '      oneLine(&finding.diagnostic.message)' \
  '      _ = finding' \
  'PrecisionTests'

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
  'DevelopmentLanguageTests|RuleExampleTests'
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
# Issue 47, item 3: language matching as Apple ranks it.
mutation apple-english-parents-ignored Sources/LocalizedStrings/Languages/AppleParentLocales.swift \
  '      let apple = englishParents[region]' \
  '      let apple = englishParents[region], false' \
  'AppleLanguageMatchingTests'
mutation backup-through-named-parent Sources/LocalizedStrings/Languages/LocalizationMatcher.swift \
  '    guard !AppleParentLocales.hasNamedParent(locale) else { return nil }' \
  '    guard true else { return nil }' \
  'AppleLanguageMatchingTests'
mutation base-searched-last Sources/LocalizedStrings/Bundles/BundleContents.swift \
  '      result.insert("Base", at: min(1, result.count))' \
  '      result.append("Base")' \
  'AppleLanguageMatchingTests|BundleTests'
mutation global-files-ignored Sources/LocalizedStrings/Bundles/BundleContents.swift \
  '    if global && !globalFiles.contains(relative) { return nil }' \
  '    if global { return nil }' \
  'AppleLanguageMatchingTests'

# --- Issue 47: CoreFoundation's format code ----------------------------------
mutation object-width-honoured Sources/LocalizedStrings/Formatting/Printf.swift \
  '      return description(value)⏎    default:  // s S' \
  '      return pad(description(value), width: width, left: directive.leftAlign)⏎    default:  // s S' \
  'ObjectConversionTests'
mutation object-output-bound-width Sources/LocalizationFiles/Analysis/OutputBound.swift \
  '      return 0⏎    case UInt8(ascii: "s"), UInt8(ascii: "S"):' \
  '      body = 0⏎    case UInt8(ascii: "s"), UInt8(ascii: "S"):' \
  'ObjectConversionTests'
mutation position-limit-not-apples Sources/LocalizationFiles/FormatSyntax/FormatLimits.swift \
  'public static let maximumPosition = 127' \
  'public static let maximumPosition = 10_000' \
  'ArgumentPositionTests|ArgumentGapTests'
mutation gaps-listed-without-ranges Sources/LocalizationFiles/Analysis/ArgumentUses.swift \
  'parts.append(end == start ? "\(numbers[start])" : "\(numbers[start])-\(numbers[end])")' \
  'parts.append("\(numbers[start])")' \
  'ArgumentGapTests'
mutation gaps-one-finding-each Sources/LocalizationFiles/Analysis/ArgumentUses.swift \
  '        unused.append(index + 1)⏎      }⏎      if !unused.isEmpty {' \
  '        unused = [index + 1]⏎        diagnostics.append(.init(.argumentSkipped, "\(subject) never reads argument \(index + 1)", at: format.location))⏎      }⏎      if !unused.isEmpty {' \
  'ArgumentGapTests'

mutation variable-outside-configuration-silent Sources/LocalizationLint/EntryChecks.swift \
  'if isFormat { diagnostics += variablesOutsideConfiguration(text) }' \
  'if false, isFormat { diagnostics += variablesOutsideConfiguration(text) }' \
  'VariableOutsideConfigurationTests'
mutation strings-line-widths-unchecked Sources/LocalizationLint/EntryChecks.swift \
  '        // One argument printed at two integer widths in one line (`%1$d of %1$lld`).⏎        diagnostics.add(integerWidths(uses))⏎' \
  '' \
  'IntegerWidthTests'
mutation catalog-line-widths-unchecked Sources/LocalizationLint/EntryChecks.swift \
  '} else if argumentsChecked, isFormat, Self.mixesIntegerWidths(text) {' \
  '} else if false, argumentsChecked, isFormat, Self.mixesIntegerWidths(text) {' \
  'IntegerWidthTests'
mutation config-link-out-followed Sources/LocalizationLint/LintRun.swift \
  'let folder = FileSystem.realPath("."), !file.hasPrefix(' \
  'let folder = FileSystem.realPath("."), false, !file.hasPrefix(' \
  'HostilePullRequestTests'
mutation fix-duplicate-removes-nothing Sources/LocalizationLint/Fixes/DuplicateCopyFix.swift \
  '      return start..<end⏎' \
  '      return start..<start⏎' \
  'LintFixTests'
mutation fix-width-wrong-argument Sources/LocalizationLint/Fixes/IntegerWidthFix.swift \
  'narrow.filter { $0.position == argument }' \
  'narrow.filter { $0.position != argument }' \
  'LintFixTests'
mutation fix-through-link Sources/LocalizationLint/Fixes/LintFixes.swift \
  'guard type == .typeRegular else' \
  'guard type == .typeRegular || type == .typeSymbolicLink else' \
  'LintFixTests'
mutation fix-utf16-byte-order Sources/LocalizationLint/Fixes/FixableText.swift \
  'let little = encoding == .utf16LittleEndian' \
  'let little = encoding != .utf16LittleEndian' \
  'LintFixTests'
mutation fix-dry-run-writes Sources/LocalizationLint/LintRun.swift \
  '      if dryRun {' \
  '      if false, dryRun {' \
  'LintFixTests'
mutation fix-look-alike-in-variants Sources/LocalizationLint/Fixes/LintFix.swift \
  'guard !text.isXML, found.count >= 2,' \
  'guard found.count >= 1,' \
  'LintFixTests'
mutation config-strict-ignored Sources/LocalizationLint/LintRun.swift \
  'self.warningsAsErrors ?? configuration.strict ?? false' \
  'self.warningsAsErrors ?? false' \
  'LintHabitTests'
mutation config-reporter-ignored Sources/LocalizationLint/LintRun.swift \
  'self.format ?? configuration.reporter ?? .text' \
  'self.format ?? .text' \
  'LintHabitTests'
mutation output-file-gets-text Sources/LocalizationLint/LintRun.swift \
  'try FileSystem.replace(outputPath, with: output)' \
  'try FileSystem.replace(outputPath, with: report.rendered(as: .text, relativeTo: workingDirectory))' \
  'LintHabitTests'
mutation disable-this-covers-nothing Sources/LocalizationLint/Suppressions.swift \
  'default: lines = directive.line...directive.endLine' \
  'default: lines = nil' \
  'LintHabitTests'
mutation disable-previous-covers-next Sources/LocalizationLint/Suppressions.swift \
  'lines = scan.previousContentLine(before: directive.line).map { $0...$0 }' \
  'lines = scan.nextContentLine(after: directive.endLine).map { $0...$0 }' \
  'LintHabitTests'

# The user's languages: LANGUAGE read in the C locale (gettext ignores it there).
mutation language-read-in-c-locale Sources/LocalizedStrings/Languages/UserLanguages.swift \
  'locale != "C", locale != "POSIX"' \
  'locale != ""' \
  'UserLanguagesTests|PluralsCLITests.CLITests/userLanguages'
# A POSIX locale's codeset kept: de_DE.UTF-8 is no language tag.
mutation posix-codeset-kept Sources/LocalizedStrings/Languages/UserLanguages.swift \
  'if let dot = name.firstIndex(of: ".") { name = name[..<dot] }' \
  '' \
  'UserLanguagesTests'
# The malformed-header text not looked up in the negotiated language.
mutation malformed-header-text-english Sources/LocalizedStrings/Bundles/NegotiatedLanguage.swift \
  'malformedItem == nil ? nil : localizer.localizedString(forKey: Self.malformedHeaderKey)' \
  'malformedItem == nil ? nil : Self.malformedHeaderKey' \
  'NegotiatedLanguageTests'
# Vary: Accept-Language added again when the response names it already.
mutation vary-added-twice Sources/LocalizedStrings/Bundles/NegotiatedLanguage.swift \
  'if name == "*" || name.lowercased() == varyValue.lowercased() { return nil }' \
  'if name == "*" { return nil }' \
  'NegotiatedLanguageTests'

# --- Issue 43, item 3: every module, and each behaviour README.md documents ----
# (Tests/MUTATIONS.md maps modules and README behaviours to mutations.)
mutation cli-ordinal-flag-ignored Sources/PluralsCLI/PluralsCommand.swift \
  'let rules = PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal)' \
  'let rules = PluralRules(locale: locale, type: .cardinal)' \
  'CLITests'
mutation cli-stdin-line-unnamed Sources/PluralsCLI/PluralsCommand.swift \
  'try classify(text, where: "<stdin>:\(lineNumber): ")' \
  'try classify(text, where: "")' \
  'CLITests'
mutation cli-negotiate-excluded-hidden Sources/PluralsCLI/NegotiateCommand.swift \
  'if !accept.excluded.isEmpty {' \
  'if false, !accept.excluded.isEmpty {' \
  'FormatCommandTests'
mutation cli-locale-numbers-plain Sources/PluralsCLI/FormatCommand.swift \
  'device: device, numberLocale: locale)' \
  'device: device, numberLocale: nil)' \
  'FormatCommandTests'
mutation cli-format-notes-dropped Sources/PluralsCLI/FormatCommand.swift \
  'for diagnostic in result.diagnostics { printError(diagnostic.description) }' \
  '' \
  'FormatCommandTests'
mutation cli-rules-samples-dropped Sources/PluralsCLI/PluralsCommand.swift \
  'if let samples = rule.integerSamples { print("".padding(7) + "@integer \(samples)") }' \
  '' \
  'CLITests'
mutation cli-version-without-cldr Sources/LocalizationLint/SwiftPlurals.swift \
  'public static var versionLine: String { "\(version) (CLDR \(cldrVersion))" }' \
  'public static var versionLine: String { version }' \
  'VersionTests'
mutation lint-rules-json-as-text Sources/PluralsCLI/LintCommand.swift \
  'print(LintRules.listing(json: format == .json), terminator: "")' \
  'print(LintRules.listing(json: false), terminator: "")' \
  'LintAdoptionTests'
mutation lint-quiet-ignored Sources/PluralsCLI/LintCommand.swift \
  'invocation.quiet = quiet' \
  'invocation.quiet = false' \
  'LintAdoptionTests'
mutation lint-config-exit-status Sources/LocalizationLint/LintRun.swift \
  '  case configuration = 78' \
  '  case configuration = 77' \
  'LintAdoptionTests'
mutation lint-tool-usage-status Sources/LintLocalizationsTool/LintLocalizationsTool.swift \
  'exit(LintExitCode.usage.rawValue)' \
  'exit(1)' \
  'PluginToolTests'
mutation accessor-tool-warnings-dropped Sources/GenerateAccessorsTool/GenerateAccessorsTool.swift \
  'for line in outcome.diagnostics { print(line) }' \
  '' \
  'PluginToolTests'
mutation foundation-web-url-read Sources/PluralsFoundation/FileURLs.swift \
  'guard url.isFileURL else {' \
  'guard url.isFileURL || url.scheme != nil else {' \
  'PluralsFoundationTests'
mutation foundation-development-region-ignored Sources/PluralsFoundation/FileURLs.swift \
  'developmentLanguage ?? declared ?? "en")' \
  'developmentLanguage ?? "en") ; _ = declared' \
  'PluralsFoundationTests'
mutation plurals-root-fallback-unflagged Sources/Plurals/Rules/PluralRules.swift \
  'isRootFallback = found == nil' \
  'isRootFallback = false' \
  'PluralsTests'
mutation locale-key-script-step-skipped Sources/PluralTableFormat/LocaleKey.swift \
  'case 1: hasScript ? removingRegion : nil' \
  'case 1: nil' \
  'PluralTableFormatTests|PluralsTests'
mutation locale-codeset-read-as-subtag Sources/PluralTableFormat/LocaleSubtags.swift \
  '{ byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") }' \
  '{ byte == UInt8(ascii: "@") }' \
  'PluralTableFormatTests|PluralsTests'
mutation rule-printer-range-list-spaced Sources/PluralRuleSyntax/Printer.swift \
  '    .joined(separator: ",")⏎    return text' \
  '    .joined(separator: ", ")⏎    return text' \
  'PluralRuleSyntaxTests'
mutation location-without-column Sources/SourceFiles/SourceLocation.swift \
  'public var description: String { "\(file):\(line):\(column)" }' \
  'public var description: String { "\(file):\(line)" }' \
  'SourceFilesTests'
mutation xml-tree-children-unfiltered Sources/ExpatXML/XMLTree.swift \
  'children.filter { $0.name == name }' \
  'children' \
  'ExpatXMLTests'
mutation numbers-decimal-point-unlocalized Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  'case UInt8(ascii: "."): write(symbols.decimal)' \
  'case UInt8(ascii: "."): write([UInt8(ascii: ".")])' \
  'LocaleNumbersTests|DocumentationTests'
mutation table-string-not-lenient Sources/LocalizedStrings/Tables/StringTable.swift \
  'return (try? format(entry, key: key, arguments: buffer, options: options, lenient: true).text) ?? key' \
  'return key' \
  'DocumentationTests'
mutation localizer-string-not-lenient Sources/LocalizedStrings/Bundles/Localizer.swift \
  '        ?? (try? format(key, in: resolved, arguments: buffer, lenient: true).text) ?? key' \
  '        ?? key' \
  'LocalizerTests|MissingKeyTests'
mutation localized-string-value-ignored Sources/LocalizedStrings/Bundles/Localizer.swift \
  'return value.flatMap { $0.isEmpty ? nil : $0 } ?? key' \
  'return key' \
  'BundleTests|MissingKeyTests'
mutation json-report-unreadable-empty Sources/LocalizationLint/Output/JSONReport.swift \
  '("unreadable", .array(unreadablePaths.map { .string($0) })),' \
  '("unreadable", .array([])),' \
  'LintFormatTests'
mutation checkstyle-note-as-warning Sources/LocalizationLint/Output/XMLReports.swift \
  'case .note: "info"' \
  'case .note: "warning"' \
  'XMLReportTests'
mutation junit-notes-counted-as-failures Sources/LocalizationLint/Output/XMLReports.swift \
  '    let failures = diagnostics.filter { $0.severity != .note }.count' \
  '    let failures = diagnostics.count' \
  'XMLReportTests'
mutation markup-less-than-raw Sources/LocalizationLint/Output/MarkupText.swift \
  'case "<": result += "&lt;"' \
  'case "<": result += "<"' \
  'XMLReportTests|HTMLReportTests'
mutation suppression-disables-every-code Sources/LocalizationLint/Suppressions.swift \
  'guard finding.diagnostic.code.rawValue == code, covers(finding) else { continue }' \
  'guard covers(finding) else { continue }' \
  'SuppressionTests'
mutation baseline-entry-absorbs-repeats Sources/LocalizationLint/LintBaseline.swift \
  'remaining[entry] = count - 1' \
  'remaining[entry] = count' \
  'BaselineTests'
mutation accessor-keyword-unescaped Sources/AccessorCodeGen/Naming/SwiftIdentifier.swift \
  'keywords.contains(name) ? "`\(name)`" : name' \
  'name' \
  'AccessorCodeGenTests'
mutation accessor-acronym-takes-next-capital Sources/AccessorCodeGen/Naming/SwiftIdentifier.swift \
  '    if end - start > 1, end < characters.count, characters[end].isLowercase { end -= 1 }⏎' \
  '' \
  'AccessorCodeGenTests'
# The generator: CLDR's JSON read (CLDRData), tables regenerated, the runtime tested.
mutation cldr-deprecated-codes-dropped Tools/Sources/CLDRData/CLDRJSONRelease.swift \
  'groups[index].locales.append(code)' \
  '_ = index' \
  'PluralsTests' \
  'swift run --package-path Tools generate-cldr-tables'
mutation cldr-release-versions-unchecked Tools/Sources/CLDRData/CLDRJSONRelease.swift \
  'if otherVersion != version {' \
  'if false, otherVersion != version {' \
  'Tools:CLDRJSONFormTests'
mutation cldr-json-tab-escape Tools/Sources/CLDRData/JSONReader.swift \
  'case UInt8(ascii: "t"): text.append(0x09)' \
  'case UInt8(ascii: "t"): text.append(0x74)' \
  'Tools:JSONReaderTests'
mutation generated-comment-backslash-raw Tools/Sources/CodeGeneration/Output/CommentText.swift \
  '        result += "\\\\"' \
  '        result += "\\"' \
  'Tools:CommentTextTests'

# The generator on another release (issue 45, item 5): headers, --output, the diff's layout.
mutation generator-mixed-release-unsaid Tools/Sources/CodeGeneration/Generation.swift \
  'provenance.note = mixedReleases(' \
  '_ = mixedReleases(' \
  'Tools:OtherReleaseTests'
mutation generator-output-ignored Tools/generate-cldr-tables/GenerateCLDRTables.swift \
  'guard let output else {' \
  'guard let output, false else {' \
  'Tools:OtherReleaseTests'
mutation diff-summary-dropped Tools/Sources/CodeGeneration/Comparison/ReleaseDiffText.swift \
  'lines += summary' \
  'lines += []' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-locale-headings-dropped Tools/Sources/CodeGeneration/Comparison/ReleaseDiffText.swift \
  'lines.append("\(locale):")' \
  'lines.append("")' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'

# The HTML report translators navigate (issue 45, item 2).
mutation html-reference-not-shown Sources/LocalizationLint/Output/HTMLReport.swift \
  '} else if let reference {' \
  '} else if let reference, false {' \
  'HTMLNavigationTests'
mutation html-summary-by-count Sources/LocalizationLint/Output/HTMLReport.swift \
  '.sorted { ($0.severity, -$0.count, $0.code.rawValue) < ($1.severity, -$1.count, $1.code.rawValue) }' \
  '.sorted { (-$0.count, $0.code.rawValue) < (-$1.count, $1.code.rawValue) }' \
  'HTMLNavigationTests'
mutation html-filter-hides-nothing Sources/LocalizationLint/Output/HTMLText.swift \
  'finding.hidden = !show;' \
  'finding.hidden = false;' \
  'HTMLBrowserTests'
mutation html-policy-digest-wrong Sources/LocalizationLint/Output/HTMLText.swift \
  'SHA256.base64Digest("\n" + script + "\n")' \
  'SHA256.base64Digest(script)' \
  'HTMLReportTests|HTMLBrowserTests'
mutation missing-key-line-one Sources/LocalizationLint/LanguageComparison.swift \
  'ReferenceEntry(language: language, location: entry.location,' \
  'ReferenceEntry(language: language, location: .init(file: table.path, line: 1, column: 1),' \
  'HTMLNavigationTests'
mutation version-line-one-release Sources/LocalizationLint/SwiftPlurals.swift \
  '    rules == numbers' \
  '    true' \
  'VersionLineTests'

# --- Issue 46: what a user's process feels ------------------------------------
mutation integer-inline-entry-off Sources/Plurals/Rules/PluralRules.swift \
  'let above: UInt64 = magnitude >= 100 ? 1 : 0' \
  'let above: UInt64 = magnitude > 100 ? 1 : 0' \
  'FastPathTests'
mutation small-result-short Sources/LocalizedStrings/Formatting/DirectFormat.swift \
  'IntegerFormat.copy(bytes, to: buffer.baseAddress!, count: count)⏎          return count' \
  'IntegerFormat.copy(bytes, to: buffer.baseAddress!, count: count)⏎          return count - 1' \
  'StringResultTests'
mutation accessor-call-other-key Sources/LocalizedStrings/Bundles/Localizer+BestEffort.swift \
  'if let text = try? format(key, first, table: table) { return text }' \
  'if let text = try? format(key + " ", first, table: table) { return text }' \
  'StringResultTests'

# --- One rule in one place (issue 44, item 4) ---------------------------------
# A code whose description is another's: RuleExampleTests finds the rule reporting another code.
mutation rule-registry-crossed Sources/LocalizationFiles/Diagnostics/DiagnosticCode.swift \
  '    case .missingOther: .missingOther' \
  '    case .missingOther: .missingCategories' \
  'RuleExampleTests'
# A finding at the file's start instead of its key: only the examples' marked places tell.
mutation extra-key-at-file-start Sources/LocalizationLint/LanguageComparison.swift \
  'at: table.entries[key]!.location))' \
  'at: location))' \
  'RuleExampleTests'
# ExpatXML applies no size limit now (issue 44, item 3): the property list reader does.
mutation property-list-size-unchecked Sources/LocalizationFiles/Readers/PropertyList.swift \
  '    try FileSystem.checkSize(bytes.count, file: file)⏎    let builder' \
  '    let builder' \
  'ReaderLimitBoundaryTests'

mutation exponent-symbol-latin Sources/LocalizedStrings/Formatting/LocalizedExponent.swift \
  'return format.exponentialSymbol + format.localize(plain, grouping: false)' \
  'return "E" + format.localize(plain, grouping: false)' \
  'ExponentFormatICUTests'
mutation exponent-ties-round-up Sources/LocalizedStrings/Formatting/LocalizedExponent.swift \
  '(first == UInt8(ascii: "5") && (beyond || lastOdd))' \
  '(first == UInt8(ascii: "5"))' \
  'ExponentFormatICUTests'
mutation general-format-ungrouped Sources/LocalizedStrings/Formatting/LocalizedExponent.swift \
  'grouping: count > format.groupingSizes.primary)' \
  'grouping: false)' \
  'ExponentFormatICUTests'
mutation general-format-c-bound Sources/LocalizedStrings/Formatting/LocalizedExponent.swift \
  '(magnitude > bound || magnitude < 0.0001)' \
  '(magnitude >= bound || magnitude < 0.0001)' \
  'ExponentFormatICUTests'
mutation dtd-internal-subset-unchecked Sources/LocalizationLint/Linter.swift \
  'if kind == .stringsdict, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {' \
  'if false, kind == .stringsdict, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {' \
  'InternalDTDSubsetTests|DiagnosticFixtureTests'
mutation package-ignores-app-language Sources/LocalizedStrings/Bundles/LocalizationBundle+FollowingApp.swift \
  'return localizer(languages: shared ? app : languages,' \
  'return localizer(languages: languages,' \
  'FollowingAppTests'
mutation unichar-padded Sources/LocalizedStrings/Formatting/Printf.swift \
  'if directive.code == UInt8(ascii: "C") { return String(Character(scalar)) }' \
  '' \
  'PrintfTests'

# --- Running them --------------------------------------------------------------
check_only=false
if [ "${1:-}" = --check ]; then
  check_only=true
  shift
fi
selected=("$@")
# A name that is no mutation is an error before anything is copied or built.
for wanted in "${selected[@]}"; do
  if [[ ! " ${names[*]} " =~ " $wanted " ]]; then
    echo "no mutation named $wanted (the names are the first argument of each 'mutation' line)" >&2
    exit 64
  fi
done
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

# Each `swift test` is stopped after $PLURALS_MUTATION_TIMEOUT seconds (default 900), a
# hang counting as caught; on a loaded machine the baseline, which runs every filter
# at once, needs more (it took over 900 s on 2 cores under load average 30).
limit="${PLURALS_MUTATION_TIMEOUT:-900}"

run_tests() {  # FILTER LOGFILE: 0 when the build and the tests pass
  # A filter "Tools:X" runs X in the Tools package (which the root `swift test` never builds).
  local root="${1%%Tools:*}" tools=""
  if [[ "$1" == *Tools:* ]]; then tools="${1#*Tools:}"; fi
  root="${root%|}"
  if [ -n "$root" ]; then
    (cd "$scratch" && swift build --build-tests >"$2" 2>&1 &&
      timeout "$limit" swift test --skip-build --filter "$root" >>"$2" 2>&1) || return 1
  fi
  if [ -n "$tools" ]; then
    (cd "$scratch" && swift build --package-path Tools --build-tests >>"$2" 2>&1 &&
      timeout "$limit" swift test --package-path Tools --skip-build --filter "$tools" >>"$2" 2>&1) || return 1
  fi
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
# (only the filters of the mutations run: a few named ones need not run the whole suite)
used_filters=()
for index in "${!names[@]}"; do
  if [ ${#selected[@]} -gt 0 ] && [[ ! " ${selected[*]} " =~ " ${names[$index]} " ]]; then continue; fi
  used_filters+=("${filters[$index]}")
done
echo "baseline: building and running every filter used on the unmutated copy"
# (a filter's part from "Tools:" on is the Tools package's)
all_filters=$(printf '%s\n' "${used_filters[@]}" | sed 's/|*Tools:.*//' | tr '|' '\n' | { grep . || true; } | sort -u | paste -sd '|' -)
tools_filters=$(printf '%s\n' "${used_filters[@]}" | sed -n 's/.*Tools://p' | tr '|' '\n' | { grep . || true; } | sort -u | paste -sd '|' -)
if [ -n "$tools_filters" ]; then all_filters="$all_filters|Tools:$tools_filters"; fi
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

# Mutations of LocalizationFiles (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation unknown-device-suppressed Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  'if !StringsdictKeys.devices.contains(item.key) {' \
  'if false, !StringsdictKeys.devices.contains(item.key) {' \
  'RuleExampleTests|LinterTests'
# The codes that fired in no test.
mutation invalid-variant-as-other-code Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  '.invalidVariant, "variant' '.invalidVariable, "variant' 'RuleExampleTests|LinterTests'
mutation invalid-width-suppressed Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎' \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎        if true { continue }⏎' \
  'RuleExampleTests|LinterTests'
mutation strings-newline-escape Sources/LocalizationFiles/Readers/StringsFileReader.swift \
  'case "n": result.append("\n")' \
  'case "n": result.append("n")' \
  'LocalizedStringsTests'
mutation bplist-objects-unbounded Sources/LocalizationFiles/Readers/BinaryPropertyList.swift \
  'guard total.objects <= BinaryPropertyListReader.maximumObjects else {' \
  'guard total.objects >= 0 else {' \
  'ResourceLimitTests'
mutation integer-budget-of-plain-digits Sources/LocalizationFiles/FormatSyntax/FormatShape.swift \
  '(FormatLimits.maximumIntegerBytes - 2) * directives.count' \
  '19 * directives.count' \
  'ResourceLimitTests'
mutation written-width-one-less Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  'guard value <= FormatLimits.maximumWidth else {' \
  'guard value < FormatLimits.maximumWidth else {' \
  'FormatLimitBoundaryTests'
mutation position-one-more Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  'guard value <= FormatLimits.maximumPosition else {' \
  'guard value <= FormatLimits.maximumPosition + 1 else {' \
  'FormatLimitBoundaryTests'
mutation width-position-one-less Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  'if value > FormatLimits.maximumPosition {' \
  'if value >= FormatLimits.maximumPosition {' \
  'FormatLimitBoundaryTests'
mutation json-depth-one-more Sources/InternalJSON/JSONReader.swift \
  'JSONNode {⏎    guard depth < Self.maximumDepth else {' \
  'JSONNode {⏎    guard depth <= Self.maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation json-skip-depth-one-more Sources/InternalJSON/JSONReader.swift \
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
mutation json-surrogate-pair-misread Sources/InternalJSON/JSONReader+Strings.swift \
  'code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)' \
  'code = 0x10000 + ((code - 0xD800) << 10) + (low & 0x3F)' \
  'BaselineFileTests'
mutation json-low-surrogate-taken-for-high Sources/InternalJSON/JSONReader+Strings.swift \
  'guard code < 0xDC00, bytes[position...]' \
  'guard bytes[position...]' \
  'BaselineFileTests'
mutation variable-members-twice-silent Sources/LocalizationFiles/Readers/StringsdictReader.swift \
  'diagnostics += dictionary.duplicateKeyDiagnostics(in: file) {⏎' \
  '_ = dictionary.duplicateKeyDiagnostics(in: file) {⏎' \
  'DuplicateKeyTests'
mutation identical-duplicate-not-a-note Sources/LocalizationFiles/Readers/DuplicateKeys.swift \
  '      identical ? .identicalDuplicateKey : .duplicateKey,' \
  '      .duplicateKey,' \
  'RuleExampleTests|DuplicateKeyTests'
mutation few-map-never-hashed Sources/InternalUtilities/Storage/FewMap.swift \
  'package static var arrayLimit: Int { 16 }' \
  'package static var arrayLimit: Int { .max }' \
  'HostileCatalogTests'
mutation position-limit-not-apples Sources/LocalizationFiles/FormatSyntax/FormatLimits.swift \
  'public static let maximumPosition = 127' \
  'public static let maximumPosition = 10_000' \
  'ArgumentPositionTests|ArgumentGapTests'
# The runtime's severity of a code (one switch; the rule files give the reasons): an error
# reported as a warning. The lint article's table and the severity rule's tests read it.
mutation code-severity-lowered Sources/LocalizationFiles/Diagnostics/DiagnosticCode.swift \
  '      .argumentMismatch, .unmatchedDevelopmentLanguage:⏎      .error⏎    case .invalidVariant,' \
  '      .unmatchedDevelopmentLanguage:⏎      .error⏎    case .argumentMismatch, .invalidVariant,' \
  'DiagnosticRegistryTests|SeverityRuleTests'
# ExpatXML applies no size limit now (issue 44, item 3): the property list reader does.
mutation property-list-size-unchecked Sources/LocalizationFiles/Readers/PropertyList.swift \
  '    try FileSystem.checkSize(bytes.count, file: file)⏎    return try parse(bytes, file: file, builder: PropertyListBuilder(file: file))' \
  '    return try parse(bytes, file: file, builder: PropertyListBuilder(file: file))' \
  'ReaderLimitBoundaryTests'
# The reader --fix uses (issue 56's full run: this mutation, then aimed here, survived).
mutation property-list-spans-size-unchecked Sources/LocalizationFiles/Readers/PropertyList.swift \
  '    try FileSystem.checkSize(bytes.count, file: file)⏎    let builder' \
  '    let builder' \
  'ReaderLimitBoundaryTests'

# The places readers record for --fix, and the fixes findings carry (issue 55).
mutation strings-spans-count-bytes-as-one Sources/LocalizationFiles/Readers/StringsFileReader.swift \
  'byte += scalars[scalar].utf8.count' \
  'byte += 1' \
  'FixPlacementTests'
mutation plist-span-content-from-tag-start Sources/LocalizationFiles/Readers/PropertyList.swift \
  'content: start.upperBound..<end.lowerBound)' \
  'content: start.lowerBound..<end.lowerBound)' \
  'FixPlacementTests'
mutation identical-copy-suggestion-dropped Sources/LocalizationFiles/Readers/DuplicateKeys.swift \
  'suggestion: identical ? .removeEntry : nil' \
  'suggestion: nil' \
  'LintFixTests|FixPlacementTests'
# Issue 56: a plural category that varies by device loses its `other` device (on a device the
# category does not name, the category is dropped; or the plural's `other` device is dropped).
# Issue 58: %'d is CoreFoundation's character with no conversion (Apple prints 'd), no longer
# glibc's grouping flag: honouring it again (the ' skipped as a flag) must be caught.
mutation grouping-flag-honoured Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  '        case UInt8(ascii: "'"'"'"):⏎' \
  '        case UInt8(ascii: "'"'"'"): position += 1; continue flags⏎        case UInt8(ascii: "~"):⏎' \
  'PrintfDialectTests|CoreFoundationOracleTests|AppleMalformedSpecLintTests'
# Issue 58: a spec the format's end cuts prints nothing (CF's CFFormatIncompleteSpecifierType).
mutation incomplete-spec-printed Sources/LocalizationFiles/FormatSyntax/AppleFormatParser.swift \
  '        directive.printed = 0⏎' \
  '        directive.printed = characterLength(bytes, start + 1)⏎' \
  'PrintfTests|CoreFoundationOracleTests'
# Issue 58: %.s has no precision in CF (the whole string), unlike C's precision 0.
mutation dot-precision-on-strings Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  '            directive.precision = .none⏎' \
  '            directive.precision = .fixed(0)⏎' \
  'CoreFoundationOracleTests'
# Issue 58: %#5@name@ starts a variable in CF (`#` anywhere before `@`), not an object.
mutation sharp-width-at-is-object Sources/LocalizationFiles/FormatSyntax/FormatParser.swift \
  '      if isVariableStart() || variableAfterFlags {' \
  '      if isVariableStart() {' \
  'CoreFoundationOracleTests|PrintfTests'
# Issue 56: review-state notes for the catalog's source language (Xcode leaves its units new).
# Elements in an internal entity's text have the reference's bytes: no span is recorded
# (issue 55's review: --fix trapped on a reversed range).
mutation plist-entity-spans-kept Sources/LocalizationFiles/Readers/PropertyList.swift \
  'spans = builder.state.spansUnreliable ? PropertyListSpans() : builder.state.spans ?? PropertyListSpans()' \
  'spans = builder.state.spans ?? PropertyListSpans()' \
  'FixDecodedTextTests'
mutation plist-entity-range-reversed Sources/LocalizationFiles/Readers/PropertyList.swift \
  'guard start.upperBound <= end.lowerBound else {' \
  'guard true else {' \
  'FixDecodedTextTests'
# A number as RFC 8259 writes it (a hostile review): `+1`, `.5`, `01` are errors, as Apple's reader says.
mutation json-number-as-double-reads Sources/InternalJSON/JSONReader.swift \
  '      guard Self.isNumber(bytes[begin..<position]), Double(text) != nil else {' \
  '      guard !text.isEmpty, Double(text) != nil else {' \
  'JSONNumberTests'
mutation json-number-leading-zero-taken Sources/InternalJSON/JSONReader.swift \
  '    if !skip(UInt8(ascii: "0")) && digits() == 0 { return false }' \
  '    if digits() == 0 { return false }' \
  'JSONNumberTests'

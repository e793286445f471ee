# Mutations of LocalizedStrings (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation float-precision-ignored Sources/LocalizedStrings/Formatting/EntryFormatter+Variants.swift \
  'precision.map { PluralOperands(Double(number), fractionDigits: $0) } ?? PluralOperands(number)' \
  'PluralOperands(number)' \
  'ShownNumberTests'
mutation decimal-text-not-rounded Sources/LocalizedStrings/Formatting/EntryFormatter+Variants.swift \
  '        operands = shown⏎' \
  '        _ = shown⏎' \
  'ShownNumberTests'
mutation flags-dropped-for-exact-decimals Sources/LocalizedStrings/Formatting/Printf.swift \
  'let sign = rounded.negative ? "-" : directive.plusSign ? "+" : directive.space ? " " : ""' \
  'let sign = rounded.negative ? "-" : ""' \
  'ShownNumberTests|PrintfTests'
mutation printf-hex-prefix-case Sources/LocalizedStrings/Formatting/Printf.swift \
  'prefix = directive.code == UInt8(ascii: "x") ? "0x" : "0X"' \
  'prefix = "0x"' \
  'PrintfTests'
mutation decimal-rounding-half-up Sources/LocalizedStrings/Formatting/DecimalParts.swift \
  'if first > 5 || (first == 5 && (beyond || lastOdd)) {' \
  'if first >= 5 {' \
  'ShownNumberTests|PrintfTests'
mutation zero-variant-ignored Sources/LocalizedStrings/Formatting/EntryFormatter+Variants.swift \
  'if isZero, let zero = variable.pluralVariant(.zero) { return zero }' \
  'if isZero, false, let zero = variable.pluralVariant(.zero) { return zero }' \
  'LocalizedStringsTests'
# Bounds on what hostile files may cost (issue 23, README "Limits").
mutation output-limit-unchecked Sources/LocalizedStrings/Formatting/FormatOutput.swift \
  'guard needed <= FormatLimits.maximumOutputBytes else {' \
  'guard needed <= Int.max else {' \
  'ResourceLimitTests'
mutation value-type-defect-ignored Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'if let defect = variable.defect { throw defect }' \
  'if let defect = variable.defect { _ = defect }' \
  'ResourceLimitTests'
mutation leading-reads-its-argument-twice Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'var cursor = slot.position < 0 ? first + 1 : first' \
  'var cursor = first' \
  'DirectPathTests|PreparedEntryTests'
mutation leading-third-conversion-uncounted Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'for index in 2..<slots.count {' \
  'for index in 3..<slots.count {' \
  'DirectPathTests'
mutation short-copy-drops-its-tail Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)' \
  '_ = tail' \
  'DirectPathTests|PreparedEntryTests'
mutation scanner-unknown-tag-taken-for-shape Sources/LocalizedStrings/Formats/Stringsdict/StringsdictScanner.swift \
  'guard let (name, empty) = startTag() else { return .outsideSubset }' \
  'guard let (name, empty) = startTag() else { return .notUsualShape }' \
  'DirectReaderTests'
mutation scanner-columns-count-bytes Sources/LocalizedStrings/Formats/Stringsdict/StringsdictScanner.swift \
  'continuations += length - 1' \
  'continuations += 0' \
  'DirectReaderTests'
mutation scanner-accepts-carriage-returns Sources/LocalizedStrings/Formats/Stringsdict/StringsdictScanner.swift \
  'case 0x09, 0x20...0x7E:' \
  'case 0x09, 0x0D, 0x20...0x7E:' \
  'DirectReaderTests'
mutation scanner-accepts-noncharacters Sources/LocalizedStrings/Formats/Stringsdict/StringsdictScanner.swift \
  'if first == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE { return false }' \
  '' \
  'DirectReaderTests'
mutation scanner-accepts-cdata-end Sources/LocalizedStrings/Formats/Stringsdict/StringsdictScanner.swift \
  'count - index < 3 ||' \
  'count - index >= 0 ||' \
  'DirectReaderTests'
# Every limit at and one past its bound (FormatLimitBoundaryTests, ReaderLimitBoundaryTests).
mutation expansions-unchecked Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'guard expansions <= FormatLimits.maximumExpansions else {' \
  'guard expansions <= Int.max else {' \
  'FormatLimitBoundaryTests'
mutation depth-one-more Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'guard depth < FormatLimits.maximumDepth else {' \
  'guard depth <= FormatLimits.maximumDepth else {' \
  'FormatLimitBoundaryTests'
mutation argument-width-one-more Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  'guard value <= FormatLimits.maximumWidth else {' \
  'guard value <= FormatLimits.maximumWidth + 1 else {' \
  'FormatLimitBoundaryTests'
mutation printed-digits-exponent-slack Sources/LocalizedStrings/Formatting/DecimalParts.swift \
  'integer.count + max(fraction.count, exponent)' \
  'integer.count + fraction.count' \
  'FormatLimitBoundaryTests'
mutation printed-digits-wrong-kind Sources/LocalizedStrings/Formatting/Printf.swift \
  'return FormatError(.limitExceeded, "\(subject): \(reason)")' \
  'return FormatError(.wrongArgumentType, "\(subject): \(reason)")' \
  'FormatLimitBoundaryTests'
# Behaviours guarded only by chance, a seed or ../shared, each with a direct test (issue 43, item 2).
mutation zero-rule-for-doubles-only Sources/LocalizedStrings/Formatting/EntryFormatter+Variants.swift \
  'if isZero, let zero = variable.pluralVariant(.zero) { return zero }' \
  'if isZero, case .double = value, let zero = variable.pluralVariant(.zero) { return zero }' \
  'ZeroVariantTests'
mutation zero-rule-needs-no-fraction-digits Sources/LocalizedStrings/Formatting/EntryFormatter+Variants.swift \
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
mutation width-variants-in-file-order Sources/LocalizedStrings/Formatting/EntryFormatter+Variants.swift \
  'let sorted = variants.sorted { $0.0 < $1.0 }' \
  'let sorted = variants' \
  'WidthDeviceVariantTests'
mutation device-fallback-order-ignored Sources/LocalizedStrings/Formatting/DeviceMatching.swift \
  '    for name in fallbackOrder {⏎' \
  '    for name in fallbackOrder where names.first?.lowercased() == name {⏎' \
  'WidthDeviceVariantTests'
mutation tape-misses-variant-twice Sources/LocalizedStrings/Formats/Stringsdict/StringsdictTape.swift \
  'if variantBits & bit != 0, repeats(token, kind: .variantKey' \
  'if false, repeats(token, kind: .variantKey' \
  'DirectReaderTests|DuplicateKeyTests'
mutation tape-misses-variable-twice Sources/LocalizedStrings/Formats/Stringsdict/StringsdictTape.swift \
  '} else if variables > 0, repeats(token, kind: .variable, from: entryStart, to: index) {' \
  '} else if false, repeats(token, kind: .variable, from: entryStart, to: index) {' \
  'DirectReaderTests|DuplicateKeyTests'
mutation localization-name-read-leniently Sources/LocalizedStrings/Languages/LocalizationName.swift \
  '} else if Self.isWellFormed(name), let tag = LanguageTag(name) {' \
  '} else if let tag = LanguageTag(name) {' \
  'DevelopmentLanguageTests'
mutation printed-digits-reason-dropped Sources/LocalizedStrings/Formatting/Printf.swift \
  'if let reason = error.sizeReason(conversion) {' \
  'if false, let reason = error.sizeReason(conversion) {' \
  'PrintfTests'
# Issue 47, item 3: language matching as Apple ranks it.
mutation object-width-honoured Sources/LocalizedStrings/Formatting/Printf.swift \
  '      return description(value)⏎    default:  // s S' \
  '      return pad(description(value), width: width, left: directive.leftAlign)⏎    default:  // s S' \
  'ObjectConversionTests'
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
# Vary: Accept-Language added again when the response names it already.
mutation table-string-not-lenient Sources/LocalizedStrings/Tables/StringTable+Formatting.swift \
  '(try? format(entry, key: key, arguments: buffer, options: options, lenient: true).text) ?? key' \
  'key' \
  'DocumentationTests'
mutation small-result-short Sources/LocalizedStrings/Formatting/SmallUTF8.swift \
  'return string((low, high | UInt64(truncatingIfNeeded: count) << 56), verified: verified)' \
  'return string((low, high | UInt64(truncatingIfNeeded: count - 1) << 56), verified: verified)' \
  'StringResultTests'
mutation small-string-always-ascii Sources/LocalizedStrings/Formatting/SmallUTF8.swift \
  'return packed.high | (smallFlags | (ascii ? asciiFlag : 0)) << 56' \
  'return packed.high | (smallFlags | asciiFlag) << 56' \
  'SmallUTF8Tests'
mutation small-key-count-cut Sources/LocalizedStrings/Formatting/SmallUTF8.swift \
  'return (words.0, words.1 & byteMask | (words.1 >> 56 & 0xF) << 56)' \
  'return (words.0, words.1 & byteMask | (words.1 >> 56 & 0x7) << 56)' \
  'SmallUTF8Tests'
mutation numeral-f-through-double Sources/LocalizedStrings/Formatting/Printf.swift \
  'if directive.code | 0x20 == UInt8(ascii: "f"), let parts = decimalParts(value) {' \
  'if directive.code == UInt8(ascii: "F"), let parts = decimalParts(value) {' \
  'ShownNumberTests|PrintfTests'
mutation general-bound-power-off-by-one Sources/LocalizedStrings/Formatting/LocalizedExponent.swift \
  '    var power = 1.0⏎' \
  '    var power = 10.0⏎' \
  'ExponentFormatICUTests'
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
mutation unichar-padded Sources/LocalizedStrings/Formatting/Printf.swift \
  'return String(Character(UnicodeScalar(UInt32(pattern)) ?? "\u{FFFD}"))' \
  'return pad(String(Character(UnicodeScalar(UInt32(pattern)) ?? "\u{FFFD}")), width: width, left: false)' \
  'PrintfTests'
mutation formatting-names-a-table Sources/LocalizedStrings/Formatting/PreparedEntry.swift \
  'public var entry: StringEntry { box.entry }' \
  'public var entry: StringEntry { _ = StringTable.self; return box.entry }' \
  'LayeringTests'

mutation request-locale-without-implied-script Sources/LocalizedStrings/Languages/Language.swift \
  'let locale = tag.scriptedLocale' \
  'let locale = tag.cldrLocale' \
  'LanguageTests'

mutation index-tag-skips-key Sources/LocalizedStrings/Tables/EntryIndex.swift \
  'if entry & Self.tagMask == tag, keys[Self.index(entry)] == key { return Self.index(entry) }' \
  'if entry & Self.tagMask != tag, keys[Self.index(entry)] == key { return Self.index(entry) }' \
  'StringResultTests'
mutation canonical-duplicate-keys-unchecked Sources/LocalizedStrings/Tables/EntryIndex.swift \
  'Set(keys).count != keys.count' \
  'Set(keys).count < 0' \
  'CanonicalDuplicateKeyTests'
mutation small-utf8-packed-big-endian Sources/LocalizedStrings/Formatting/SmallUTF8.swift \
  'return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1)' \
  'return (UInt64(bigEndian: words.0), UInt64(littleEndian: words.1)' \
  'SmallUTF8ByteOrderTests'
mutation numbering-system-read-in-private-use Sources/LocalizedStrings/Languages/Language.swift \
  ' || $0.first! | 0x20 == UInt8(ascii: "x"))' \
  ')' \
  'LanguageTests'
# A typed catalog request finds the catalog's language with its whole tag (issue 44).
# Issue 56: of two backups at the same distance (de_AT and de_CH for de), the last served.
# Issue 56: CF's backstops out of order (U.S. English before the development language, the first
# localization before U.S. English), and the development language searched before the match.
# Issue 58: the runtime prints what CoreFoundation prints (CoreFoundationOracleTests compares it with
# Linux Foundation's String(format:), __CFStringAppendFormatCore).
mutation stray-percent-refused Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  '      return try renderAsApple(text, refused: error, entry: entry, location: location, first: first)' \
  '      throw FormatError(error.kind, error.message, at: error.location ?? location)' \
  'PrintfTests|CoreFoundationOracleTests'
mutation stray-percent-refused-in-tables Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  '      try renderAsApple(string.text, refused: error, entry: entry, location: string.location, first: first)' \
  '      throw FormatError(error.kind, error.message, at: error.location ?? string.location)' \
  'PrintfDialectTests|EngineTests'
mutation literal-spec-prints-percent Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  '        output.append(text, bytes: after..<after + Int(directive.printed))' \
  '        output.append(UInt8(ascii: "%"))' \
  'PrintfTests|CoreFoundationOracleTests'
mutation malformed-spec-not-named Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  '    for directive in parsed.directives where directive.range == malformed.first {' \
  '    for directive in parsed.directives where directive.range == malformed.first && false {' \
  'PrintfDialectTests|EngineTests'
mutation character-full-scalar Sources/LocalizedStrings/Formatting/Printf.swift \
  'let bits: UInt64 = directive.code == UInt8(ascii: "C") ? 16 : 8' \
  'let bits: UInt64 = directive.code == UInt8(ascii: "C") ? 16 : 21' \
  'CoreFoundationOracleTests'
mutation character-zero-byte-printed Sources/LocalizedStrings/Formatting/Printf.swift \
  '    guard pattern != 0 else {' \
  '    guard pattern != 0 || true else {' \
  'CoreFoundationOracleTests'
mutation c-string-counts-characters Sources/LocalizedStrings/Formatting/Printf.swift \
  '    let utf8 = text.utf8⏎    var length = utf8.count' \
  '    let utf8 = text.utf8⏎    var length = text.count' \
  'CoreFoundationOracleTests|ResourceLimitTests'
mutation utf16-string-counts-characters Sources/LocalizedStrings/Formatting/Printf.swift \
  '      shown = String(decoding: utf16.prefix(precision), as: UTF16.self)' \
  '      shown = String(text.prefix(precision))' \
  'CoreFoundationOracleTests'
mutation negative-width-pads-strings Sources/LocalizedStrings/Formatting/EntryFormatter.swift \
  '          if isString {' \
  '          if false {' \
  'CoreFoundationOracleTests'
# `--locale englsh`: the legacy name nearest (issue 59).
mutation legacy-name-nearest-dropped Sources/LocalizedStrings/Languages/LanguageTag.swift \
  'NearestName.nearest(to: lowered, in: LegacyLanguageNames.names)' \
  'NearestName.nearest(to: lowered, in: [String]())' \
  'CLITests'
# The general .stringsdict reader gives a top-level duplicate's key to its diagnostic.
mutation duplicate-diagnostic-key-unset Sources/LocalizedStrings/Tables/StringTable.swift \
  'diagnostic.entryKey = item.key⏎        builder.diagnostics.append(diagnostic)⏎        repeats.removeFirst()' \
  'diagnostic.entryKey = nil⏎        builder.diagnostics.append(diagnostic)⏎        repeats.removeFirst()' \
  'DuplicateKeySubjectTests'
# LocalizationLint's folders depend one way too: a check naming a fix's type, or a fix naming
# the command's run, is a reference upward.
mutation lint-check-names-a-fix Sources/LocalizationLint/Checks/EntryPasses.swift \
  '      if isFormat, let note = percentInText(text) { return [note] }' \
  '      if isFormat, let note = percentInText(text) { _ = LintFixes.self; return [note] }' \
  'LayeringTests'
# A rule's check is called by the passes over an entry and names nothing of them; the checks'
# context, below the rules, names no rule.
mutation lint-rule-check-names-a-pass Sources/LocalizationLint/Rules/PercentInTextRule.swift \
  '    return .init(⏎      .percentInText,' \
  '    _ = FindingMerge.self⏎    return .init(⏎      .percentInText,' \
  'LayeringTests'
mutation lint-check-context-names-a-rule Sources/LocalizationLint/Context/TableContext.swift \
  '    self.path = path⏎' \
  '    self.path = path⏎    _ = DiagnosticRule.all⏎' \
  'LayeringTests'
mutation lint-fix-names-the-run Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  '  package var fixCount: Int { fixedFindings.values.reduce(0, +) }' \
  '  package var fixCount: Int { _ = LintInvocation.self; return fixedFindings.values.reduce(0, +) }' \
  'LayeringTests'

# Formerly LocalizationFiles' (what the tables say: format syntax, diagnostics, entry model, readers).
mutation unknown-device-suppressed Sources/LocalizedStrings/Formats/Stringsdict/StringsdictReader.swift \
  'if !StringsdictKeys.devices.contains(item.key) {' \
  'if false, !StringsdictKeys.devices.contains(item.key) {' \
  'RuleExampleTests|LinterTests'
# The codes that fired in no test.
mutation invalid-variant-as-other-code Sources/LocalizedStrings/Formats/Stringsdict/StringsdictReader.swift \
  '.invalidVariant, "variant' '.invalidVariable, "variant' 'RuleExampleTests|LinterTests'
mutation invalid-width-suppressed Sources/LocalizedStrings/Formats/Stringsdict/StringsdictReader.swift \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎' \
  '      guard let width = Int(item.key), width >= 0, let text = item.value.string else {⏎        if true { continue }⏎' \
  'RuleExampleTests|LinterTests'
mutation strings-newline-escape Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  'case "n": result.append("\n")' \
  'case "n": result.append("n")' \
  'LocalizedStringsTests'
mutation bplist-objects-unbounded Sources/LocalizedStrings/Formats/PropertyList/BinaryPropertyList.swift \
  'guard total.objects <= BinaryPropertyListReader.maximumObjects else {' \
  'guard total.objects >= 0 else {' \
  'ResourceLimitTests'
mutation integer-budget-of-plain-digits Sources/LocalizedStrings/FormatSyntax/FormatShape.swift \
  '(FormatLimits.maximumIntegerBytes - 2) * directives.count' \
  '19 * directives.count' \
  'ResourceLimitTests'
mutation written-width-one-less Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  'guard value <= FormatLimits.maximumWidth else {' \
  'guard value < FormatLimits.maximumWidth else {' \
  'FormatLimitBoundaryTests'
mutation position-one-more Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  'guard value <= FormatLimits.maximumPosition else {' \
  'guard value <= FormatLimits.maximumPosition + 1 else {' \
  'FormatLimitBoundaryTests'
mutation width-position-one-less Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  'if value > FormatLimits.maximumPosition {' \
  'if value >= FormatLimits.maximumPosition {' \
  'FormatLimitBoundaryTests'
mutation bplist-depth-one-more Sources/LocalizedStrings/Formats/PropertyList/BinaryPropertyList.swift \
  'guard depth < maximumDepth else {' \
  'guard depth <= maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation bplist-text-one-more Sources/LocalizedStrings/Formats/PropertyList/BinaryPropertyList.swift \
  'guard total.textBytes <= BinaryPropertyListReader.maximumTextBytes else {' \
  'guard total.textBytes <= BinaryPropertyListReader.maximumTextBytes + 1 else {' \
  'ReaderLimitBoundaryTests'
mutation variable-members-twice-silent Sources/LocalizedStrings/Formats/Stringsdict/StringsdictReader.swift \
  'diagnostics += dictionary.duplicateKeyDiagnostics(in: file) {⏎' \
  '_ = dictionary.duplicateKeyDiagnostics(in: file) {⏎' \
  'DuplicateKeyTests'
mutation identical-duplicate-not-a-note Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  '      identical ? .identicalDuplicateKey : .duplicateKey,' \
  '      .duplicateKey,' \
  'RuleExampleTests|DuplicateKeyTests'
mutation position-limit-not-apples Sources/LocalizedStrings/FormatSyntax/FormatLimits.swift \
  'public static let maximumPosition = 127' \
  'public static let maximumPosition = 10_000' \
  'ArgumentPositionTests|ArgumentGapTests'
# The runtime's severity of a code (one switch; the rule files give the reasons): an error
# reported as a warning. The lint article's table and the severity rule's tests read it.
mutation code-severity-lowered Sources/LocalizedStrings/Diagnostics/DiagnosticCode.swift \
  '      .argumentMismatch, .unmatchedDevelopmentLanguage, .undefinedKey, .formatCallMismatch:⏎      .error⏎    case .invalidVariant,' \
  '      .unmatchedDevelopmentLanguage, .undefinedKey, .formatCallMismatch:⏎      .error⏎    case .argumentMismatch, .invalidVariant,' \
  'DiagnosticRegistryTests|SeverityRuleTests'
# ExpatXML applies no size limit now (issue 44, item 3): the property list reader does.
mutation property-list-size-unchecked Sources/LocalizedStrings/Formats/PropertyList/PropertyList.swift \
  '    try FileSystem.checkSize(bytes.count, file: file)⏎    return try parse(bytes, file: file, builder: PropertyListBuilder(file: file))' \
  '    return try parse(bytes, file: file, builder: PropertyListBuilder(file: file))' \
  'ReaderLimitBoundaryTests'
# The reader --fix uses (issue 56's full run: this mutation, then aimed here, survived).
mutation property-list-spans-size-unchecked Sources/LocalizedStrings/Formats/PropertyList/PropertyList.swift \
  '    try FileSystem.checkSize(bytes.count, file: file)⏎    let builder' \
  '    let builder' \
  'ReaderLimitBoundaryTests'

# The places readers record for --fix, and the fixes findings carry (issue 55).
mutation strings-spans-count-bytes-as-one Sources/LocalizedStrings/Formats/Strings/StringsFileReader.swift \
  'byte += scalars[scalar].utf8.count' \
  'byte += 1' \
  'FixPlacementTests'
mutation plist-span-content-from-tag-start Sources/LocalizedStrings/Formats/PropertyList/PropertyList.swift \
  'content: start.upperBound..<end.lowerBound)' \
  'content: start.lowerBound..<end.lowerBound)' \
  'FixPlacementTests'
mutation identical-copy-suggestion-dropped Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  'suggestion: identical ? .removeEntry : nil' \
  'suggestion: nil' \
  'LintFixTests|FixPlacementTests'
# Issue 56: a plural category that varies by device loses its `other` device (on a device the
# category does not name, the category is dropped; or the plural's `other` device is dropped).
# Issue 58: %'d is CoreFoundation's character with no conversion (Apple prints 'd), no longer
# glibc's grouping flag: honouring it again (the ' skipped as a flag) must be caught.
mutation grouping-flag-honoured Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  '        case UInt8(ascii: "'"'"'"):⏎' \
  '        case UInt8(ascii: "'"'"'"): position += 1; continue flags⏎        case UInt8(ascii: "~"):⏎' \
  'PrintfDialectTests|CoreFoundationOracleTests|AppleMalformedSpecLintTests'
# Issue 58: a spec the format's end cuts prints nothing (CF's CFFormatIncompleteSpecifierType).
mutation incomplete-spec-printed Sources/LocalizedStrings/FormatSyntax/AppleFormatParser.swift \
  '        directive.printed = 0⏎' \
  '        directive.printed = characterLength(bytes, start + 1)⏎' \
  'PrintfTests|CoreFoundationOracleTests'
# Issue 58: %.s has no precision in CF (the whole string), unlike C's precision 0.
mutation dot-precision-on-strings Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  '            directive.precision = .none⏎' \
  '            directive.precision = .fixed(0)⏎' \
  'CoreFoundationOracleTests'
# Issue 58: %#5@name@ starts a variable in CF (`#` anywhere before `@`), not an object.
mutation sharp-width-at-is-object Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  '      if isVariableStart() || variableAfterFlags {' \
  '      if isVariableStart() {' \
  'CoreFoundationOracleTests|PrintfTests'
# Issue 73: %D %U %O are Apple's %ld %lu %lo (-1 in %U is 18446744073709551615, not 4294967295),
# in both parsers: the format parser's (a valid format; the linter's integer widths) and
# CoreFoundation's reading of a format with a malformed spec.
mutation long-conversion-length-dropped Sources/LocalizedStrings/FormatSyntax/FormatParser.swift \
  '          directive.length = .l⏎' \
  '' \
  'LongConversionTests|FormatLongConversionTests|IntegerWidthTests'
mutation apple-long-conversion-length-dropped Sources/LocalizedStrings/FormatSyntax/AppleFormatParser.swift \
  '          directive.length = .l⏎' \
  '' \
  'LongConversionTests|FormatLongConversionTests'
# Issue 56: review-state notes for the catalog's source language (Xcode leaves its units new).
# Elements in an internal entity's text have the reference's bytes: no span is recorded
# (issue 55's review: --fix trapped on a reversed range).
mutation plist-entity-spans-kept Sources/LocalizedStrings/Formats/PropertyList/PropertyList.swift \
  'spans = builder.state.spansUnreliable ? PropertyListSpans() : builder.state.spans ?? PropertyListSpans()' \
  'spans = builder.state.spans ?? PropertyListSpans()' \
  'FixDecodedTextTests'
mutation plist-entity-range-reversed Sources/LocalizedStrings/Formats/PropertyList/PropertyList.swift \
  'guard start.upperBound <= end.lowerBound else {' \
  'guard true else {' \
  'FixDecodedTextTests'
# A number as RFC 8259 writes it (a hostile review): `+1`, `.5`, `01` are errors, as Apple's reader says.

# FormatOptions resolves a locale's rules and numbers when the options are
# made and when a locale is set later: two shapes, the initializer and the setter.
mutation format-options-init-drops-plural-rules Sources/LocalizedStrings/Formatting/FormatOptions.swift \
  '    pluralRules = pluralLocale.map { PluralRules(locale: $0) }⏎    self.width = width' \
  '    pluralRules = nil⏎    self.width = width' \
  'LanguageTagLocaleTests|LocalizedIntegerTests|EngineTests'
mutation format-options-number-locale-set-later-ignored Sources/LocalizedStrings/Formatting/FormatOptions.swift \
  'didSet { numberFormat = numberFormatLocale.map { LocalizedNumberFormat(locale: $0) } }' \
  'didSet {}' \
  'LanguageTagLocaleTests'
# The types LocalizedStrings' API uses are named after `import LocalizedStrings`
# alone (test files that import nothing else name them): both lower modules.
mutation tables-do-not-export-plurals Sources/LocalizedStrings/Exports.swift \
  '@_exported import Plurals' \
  'import Plurals' \
  'PreparedEntryTests'
mutation tables-do-not-export-numbers Sources/LocalizedStrings/Exports.swift \
  '@_exported import LocaleNumbers' \
  'import LocaleNumbers' \
  'ExportedTypesTests'
# The readers by file format (Formats/, its files read at any depth) and formatting name nothing of each other.
mutation format-reader-names-formatting Sources/LocalizedStrings/Formats/Stringsdict/StringsdictTape.swift \
  '    mutating func startEntry() { entryStarts.append(tokens.count) }' \
  '    mutating func startEntry() { _ = PlannedEntry.self; entryStarts.append(tokens.count) }' \
  'LayeringTests'
# The fast .stringsdict path gives up where the general reader has more to say: a key
# without a value at the end of an entry (refused there), a width or device key beside a
# format key (a width or device entry there).
mutation direct-entry-dangling-key-read Sources/LocalizedStrings/Formats/Stringsdict/DirectState.swift \
  '      guard entryMember == nil, sawFormat else { return false }' \
  '      guard sawFormat else { return false }' \
  'DirectReaderTests'
mutation direct-width-key-read-as-variable Sources/LocalizedStrings/Formats/Stringsdict/DirectState.swift \
  'text.equals("NSStringVariableWidthRuleType") || text.equals("NSStringDeviceSpecificRuleType")' \
  'false' \
  'DirectReaderTests'
# A third copy of a key is compared with the copy before it on the hashed path (more than
# 8 keys) as on the pairwise one: A, B, A is two errors, and --fix never removes the last A.
mutation duplicate-keys-hashed-last-copy-kept Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  '        seen[name] = (known.first, index)' \
  '' \
  'DuplicateKeyTests'
# A binary property list's ASCII string holds ASCII only, refused at its object otherwise;
# a .strings octal escape reads at most three digits.
mutation binary-ascii-string-non-ascii-decoded Sources/LocalizedStrings/Formats/PropertyList/BinaryPropertyList.swift \
  '        guard bytes[range].allSatisfy({ $0 < 0x80 }) else {' \
  '        guard true else {' \
  'PropertyListTests'
mutation strings-octal-four-digits Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  '      for _ in 0..<2 {' \
  '      for _ in 0..<3 {' \
  'StringsFileTests|StringsEscapeTests'
# Lines end at LF, CR LF and a lone CR (as expat counts them); a `//` comment ends where
# CoreFoundation ends it (LF, CR, U+2028, U+2029): before, a lone-CR file lost every entry after one.
mutation strings-line-comment-ends-at-lf-only Sources/LocalizedStrings/Formats/Strings/StringsFileReader.swift \
  'while let next = current, !StringsFileReader.endsLineComment(next) { advance() }' \
  'while let next = current, next != "\n" { advance() }' \
  'StringsFileTests|LineEndTests'
mutation strings-lone-cr-not-a-line-end Sources/LocalizedStrings/Formats/Strings/StringsFileReader.swift \
  'if scalar == "\n" || (scalar == "\r" && (position + 1 == scalars.count || scalars[position + 1] != "\n"))' \
  'if scalar == "\n"' \
  'StringsFileTests|LineEndTests'
# An XML .strings file after a byte order mark is one (the linter's suppressions ask so).
mutation suppression-bom-xml-strings-old-style Sources/LocalizedStrings/Formats/Strings/StringsFileReader.swift \
  'let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }' \
  'let trimmed = text.drop { $0.isWhitespace }' \
  'SuppressionPlacementTests'
# Copies that only look the same (canonically equivalent code points) are two values, in each reader.
mutation same-scalars-canonical Sources/SourceFiles/SameScalars.swift \
  '    return sameBytes(as: other)⏎' \
  '    return true⏎' \
  'LookAlikeCopyTests|SameScalarsTests|CanonicalDuplicateKeyTests'
mutation strings-identical-copy-canonical Sources/LocalizedStrings/Tables/StringTable.swift \
  'identical: items[found.earlier].value.text.hasSameScalars(as: items[found.later].value.text))' \
  'identical: items[found.earlier].value.text == items[found.later].value.text)' \
  'LookAlikeCopyTests'
mutation plist-identical-copy-canonical Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  '      return a.hasSameScalars(as: b)' \
  '      return a == b' \
  'LookAlikeCopyTests'
mutation json-identical-copy-canonical Sources/InternalJSON/JSONNode.swift \
  '(.string(let a), .string(let b)): return a.hasSameScalars(as: b)' \
  '(.string(let a), .string(let b)): return a == b' \
  'LookAlikeCopyTests'
# A .strings escape reads as Apple's reader reads it: \u is the letter u, \U takes up to four
# hexadecimal digits (a surrogate pair of two is one character), \200 and above NeXTSTEP.
mutation strings-lowercase-u-as-unicode-escape Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  '    case "U":⏎' \
  '    case "U", "u":⏎' \
  'StringsEscapeTests|LookAlikeCopyTests'
mutation strings-unicode-escape-four-digits-only Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  '    for _ in 0..<4 {⏎' \
  '    for _ in 0..<3 {⏎' \
  'StringsEscapeTests'
mutation strings-surrogate-pair-split Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  'if (0xDC00..<0xE000).contains(low) {' \
  'if false, (0xDC00..<0xE000).contains(low) {' \
  'StringsEscapeTests'
mutation strings-octal-high-as-scalar Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  'result.append(Unicode.Scalar(byte < 0x80 ? UInt16(byte) : Self.nextStep[Int(byte) - 0x80])!)' \
  'result.append(Unicode.Scalar(number) ?? "?")' \
  'StringsEscapeTests|LookAlikeCopyTests'
mutation strings-octal-byte-clamped Sources/LocalizedStrings/Formats/Strings/OldStyleEscapes.swift \
  'let byte = UInt8(truncatingIfNeeded: number)' \
  'let byte = UInt8(min(number, 255))' \
  'StringsEscapeTests'
# CoreFoundation quotes an old-style string with ' as well as " (CFOldStylePList.c), ending it at the mark it opened with.
mutation strings-single-quote-refused Sources/LocalizedStrings/Formats/Strings/StringsFileReader.swift \
  '    guard first == "\"" || first == "'"'"'" else {' \
  '    guard first == "\"" else {' \
  'StringsFileTests|SingleQuotedStringsTests'
mutation strings-single-quote-ends-at-double Sources/LocalizedStrings/Formats/Strings/StringsFileReader.swift \
  '      if scalar == first {' \
  '      if scalar == "\"" {' \
  'StringsFileTests|SingleQuotedStringsTests'
# Keys that look alike (canonically equal, other scalars) are two keys, as Apple's lookups compare them.
mutation look-alike-keys-one-at-index-build Sources/LocalizedStrings/Tables/EntryIndex.swift \
  'if keys[Self.index(slots[slot])].hasSameScalars(as: key) { return nil }' \
  'if keys[Self.index(slots[slot])] == key { return nil }' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-keys-refused-when-kept Sources/LocalizedStrings/Tables/EntryIndex.swift \
  'if lookAlikes && !keepingLookAlikes { return nil }' \
  'if lookAlikes { return nil }' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-keys-one-in-few-keys Sources/LocalizedStrings/Formats/PropertyList/PropertyList.swift \
  'package static func same(_ a: String, _ b: String) -> Bool { a.hasSameScalars(as: b) }' \
  'package static func same(_ a: String, _ b: String) -> Bool { a == b }' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-keys-one-in-many-keys Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  '    var seen = [ScalarKey: (first: Int, last: Int)](minimumCapacity: count)⏎    for index in 0..<count {⏎      let name = ScalarKey(key(index))' \
  '    var seen = [String: (first: Int, last: Int)](minimumCapacity: count)⏎    for index in 0..<count {⏎      let name = key(index)' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-repeat-counted-again Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  '      guard spellings.insert(ScalarKey(name)).inserted else { continue }⏎' \
  '      spellings.insert(ScalarKey(name))⏎' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-strings-repeat-text-dropped Sources/LocalizedStrings/Tables/StringTable.swift \
  '        entries[place[first]] = .string(value)⏎' \
  '        _ = place[first]⏎' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-message-scalars-swapped Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  'let pair = zip(later, earlier).first' \
  'let pair = zip(earlier, later).first' \
  'CanonicalDuplicateKeyTests'
mutation look-alike-ascii-key-skipped Sources/LocalizedStrings/Formats/DuplicateKeys.swift \
  '      guard spellings.insert(ScalarKey(name)).inserted else { continue }⏎' \
  '      guard spellings.insert(ScalarKey(name)).inserted, !name.utf8.allSatisfy({ $0 < 0x80 }) else { continue }⏎' \
  'CanonicalDuplicateKeyTests'
# Issue 76: a format with one or two conversions is written without the loop over its slots
# (IntegerFormat.Writer.writeOne, writeTwo): the text after the one integer a byte early, the text
# between two integers not counted, and a negative integer's minus sign dropped.
mutation write-one-after-early Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'if after > 0 { IntegerFormat.copy(source + slot.end, to: target + end, count: after) }' \
  'if after > 0 { IntegerFormat.copy(source + slot.end, to: target + end - 1, count: after) }' \
  'LocalizedStringsTests'
mutation write-two-between-uncounted Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  '        written &+= between' \
  '        written &+= 0' \
  'LocalizedStringsTests'
mutation write-integer-minus-dropped Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'if negative { buffer[start] = UInt8(ascii: "-") }' \
  'if negative && false { buffer[start] = UInt8(ascii: "-") }' \
  'LocalizedStringsTests'
# An empty text around one or two integers is not copied (IntegerFormat.copy asserts a count of
# at least one in debug builds): the sampler's equivalent survivors of seed 7601, now observable
# by DirectPathTests' variants "%d", "%1$d%2$d" and "items: %d".
mutation write-one-copies-empty-after Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'if after > 0 { IntegerFormat.copy(source + slot.end, to: target + end, count: after) }' \
  'if after >= 0 { IntegerFormat.copy(source + slot.end, to: target + end, count: after) }' \
  'DirectPathTests'
mutation write-one-copies-empty-before Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'if slot.start > 0 { IntegerFormat.copy(source, to: target, count: slot.start) }' \
  'if slot.start >= 0 { IntegerFormat.copy(source, to: target, count: slot.start) }' \
  'DirectPathTests'
mutation write-two-copies-empty-between Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  '      if between > 0 {' \
  '      if between >= 0 {' \
  'DirectPathTests'
# The loop over slots is for three conversions or more (debug builds check it): a format of one
# or of two sent to it.
mutation writer-one-through-the-loop Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'if slots.count == 1 { return writeOne(to: buffer) }' \
  'if slots.count == 0 { return writeOne(to: buffer) }' \
  'DirectPathTests'
mutation writer-two-through-the-loop Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'if slots.count == 2 { return writeTwo(to: buffer) }' \
  'if slots.count == 0 { return writeTwo(to: buffer) }' \
  'DirectPathTests'
# The sampler's equivalent survivors of seed 7602, now seen by exit tests
# (DirectPathTests.writerContracts): the checks that stop a copy of no bytes and a format of one
# or two conversions sent to the loop, each weakened.
mutation copy-empty-text-allowed Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'assert(count > 0, "an empty text is not copied")' \
  'assert(count >= 0, "an empty text is not copied")' \
  'DirectPathTests'
mutation loop-two-conversions-allowed Sources/LocalizedStrings/Formatting/IntegerFormat+Text.swift \
  'assert(slots.count > 2, "a format of one or two conversions is written without the loop")' \
  'assert(slots.count >= 2, "a format of one or two conversions is written without the loop")' \
  'DirectPathTests'
# An entry's variables past its eighth looked up in a set of their names (linear in the
# variables): the set made of every earlier name, and made anew for each entry.
mutation tape-variable-set-without-earlier Sources/LocalizedStrings/Formats/Stringsdict/StringsdictTape.swift \
  'for other in tokens[entryStart..<index] where other.kind == .variable {' \
  'for other in tokens[index..<index] where other.kind == .variable {' \
  'DirectReaderTests'
mutation tape-variable-set-kept-across-entries Sources/LocalizedStrings/Formats/Stringsdict/StringsdictTape.swift \
  'case .entry: (entryStart, formats, variables, names) = (index, 0, 0, nil)' \
  'case .entry: (entryStart, formats, variables) = (index, 0, 0)' \
  'DirectReaderTests'

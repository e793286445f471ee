# Mutations of LocalizationLint (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation invalid-value-type-suppressed Sources/LocalizationLint/Rules/InvalidValueTypeRule.swift \
  'guard let valueType = variable.valueType, facts.declaredConversion == nil else' \
  'guard let valueType = variable.valueType, facts.declaredConversion == nil, false else' \
  'RuleExampleTests|LinterTests'
mutation per-entry-invalid-format-dropped Sources/LocalizationLint/Checks/EntryPasses.swift \
  '      diagnostics.append(Self.invalidFormat(string, error, subject: context.entryName(key)))⏎' \
  '      _ = error⏎' \
  'RuleExampleTests|LinterTests'
mutation lint-missing-other-silent Sources/LocalizationLint/Rules/MissingOtherRule.swift \
  '        .missingOther, "' \
  '        .missingCategories, "' \
  'LinterTests|CorpusJudgementTests'
mutation lint-fraction-only-dropped Sources/LocalizationLint/Checks/PluralCategoryChecks.swift \
  '      diagnostics.add(fractionOnly(variable, name: name(), examples: integerExamples, used: used))⏎' \
  '' \
  'LinterTests|CorpusJudgementTests'
mutation lint-werror-ignored Sources/LocalizationLint/Report/LintFormat.swift \
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
mutation cli-werror-ignored Sources/LocalizationLint/Run/LintRun.swift \
  ': report.exitStatus(warningsAsErrors: warningsAsErrors)' \
  ': report.exitStatus(warningsAsErrors: false)' \
  'CLITests'
mutation corpus-new-warning Sources/LocalizationLint/Checks/PluralCategoryChecks.swift \
  '    where present & ~context.usedBits & ~PluralCategory.zero.bit != 0⏎      && Self.categoryNames.contains(key) && key != "zero" && !used.contains(key)⏎' \
  '    where present & ~context.usedBits != 0⏎      && Self.categoryNames.contains(key) && !used.contains(key)⏎' \
  'CorpusJudgementTests'
mutation output-too-long-silent Sources/LocalizationLint/Rules/OutputTooLongRule.swift \
  'guard bytes > FormatLimits.maximumOutputBytes else' \
  'guard bytes > Int.max / 2 else' \
  'LinterTests|LintLimitTests'
mutation too-many-expansions-silent Sources/LocalizationLint/Rules/TooManyExpansionsRule.swift \
  'guard expansions > FormatLimits.maximumExpansions else' \
  'guard expansions > Int.max / 2 else' \
  'LinterTests|LintLimitTests|LintCommandTests'
mutation too-many-expansions-beside-depth Sources/LocalizationLint/Checks/EntryPasses.swift \
  'diagnostics.add(callCost(entry, countsExpansions: !tooDeep))' \
  'diagnostics.add(callCost(entry, countsExpansions: true))' \
  'LinterTests|HostileCatalogTests'
mutation too-many-expansions-one-less Sources/LocalizationLint/Rules/TooManyExpansionsRule.swift \
  'guard expansions > FormatLimits.maximumExpansions else' \
  'guard expansions >= FormatLimits.maximumExpansions else' \
  'LintLimitTests'
mutation walker-follows-links-out Sources/LocalizationLint/Walk/FileWalker.swift \
  'if depth > 0 && !roots.contains(where: { Self.path(resolved, isInside: $0) }) {' \
  'if false {' \
  'UntrustedTreeTests'
mutation walker-enters-excluded-folders Sources/LocalizationLint/Walk/FileWalker.swift \
  '      if excludes(child) {' \
  '      if false, excludes(child) {' \
  'UntrustedTreeTests'
mutation integer-width-only-l-and-ll Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'case .l, .ll, .q, .z, .j, .t: true' \
  'case .l, .ll: true' \
  'IntegerWidthTests'
mutation lld-variable-not-an-integer Sources/LocalizationLint/Checks/PluralCategoryChecks.swift \
  'if let declared = facts.declaredConversion { return declared.isInteger }' \
  'if let declared = facts.declaredConversion { return declared.isInteger && declared.length != .ll }' \
  'IntegerWidthTests'
mutation override-language-prefix-of-subtag Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  'language == $0 || language.hasPrefix($0 + "-")' \
  'language.hasPrefix($0)' \
  'LanguageOverrideTests'
mutation override-language-spelling-kept Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  'languages.map(Self.normalized).contains' \
  'languages.contains' \
  'LanguageOverrideTests'
mutation config-anchor-accepted Sources/LocalizationLint/Configuration/ConfigurationReader.swift \
  '    try refuseAnchors(in: yaml)⏎' \
  '' \
  'HostileConfigurationTests/ampersands|AccessorConfigurationTests'
mutation config-size-unlimited Sources/LocalizationLint/Configuration/ConfigurationReader.swift \
  'package static let maximumSize = 1 << 20' \
  'package static let maximumSize = 1 << 21' \
  'HostileConfigurationTests/size|AccessorConfigurationTests/file'
mutation glob-run-skips-folder Sources/LocalizationLint/Configuration/PathPattern.swift \
  '      case .star, .anyRun: pending.append(next + 1)⏎' \
  '      case .star: pending.append(next + 1)⏎      case .anyRun: pending.append(contentsOf: [next + 1, next + 2])⏎' \
  'PathPatternTests/agreesWithReference'
mutation pattern-length-unchecked Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  'if length > PathPattern.maximumLength {' \
  'if length > PathPattern.maximumLength + 1 {' \
  'HostileConfigurationTests/patternLength'
mutation pattern-count-off-by-one Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  'guard pathCount <= PathPattern.maximumCount else {' \
  'guard pathCount < PathPattern.maximumCount else {' \
  'HostileConfigurationTests/patternCount'
mutation config-dotdot-escapes Sources/LocalizationLint/Walk/PathConfinement.swift \
  '        if depth < 0 {' \
  '        if depth < -1 {' \
  'HostileConfigurationTests/confinement'
mutation config-links-unresolved Sources/LocalizationLint/Walk/PathConfinement.swift \
  'guard opened, let folder, let root else { return nil }' \
  'guard !opened, let folder, let root else { return nil }' \
  'HostileConfigurationTests/confinement'
mutation config-first-error-only Sources/LocalizationLint/Configuration/ConfigurationErrors.swift \
  'if errors.count < Self.maximumCount { errors.append(error) } else { omitted += 1 }' \
  'if errors.isEmpty { errors.append(error) }' \
  'HostileConfigurationTests/everyError|HostileConfigurationTests/manyErrors'
# The lint baseline: strict JSON read and written, bounded, replaced atomically (issue 41).
mutation baseline-c1-written-raw Sources/LocalizationLint/Output/JSONText.swift \
  '      where PrintableText.isEscaped(scalar)⏎' \
  '      where scalar.value < 0x20⏎' \
  'BaselineFileTests'
mutation baseline-size-unbounded Sources/LocalizationLint/Baseline/LintBaseline+Reading.swift \
  'FileSystem.contents(of: path, maximumSize: Self.maximumFileSize)' \
  'FileSystem.contents(of: path, maximumSize: Int.max)' \
  'BaselineFileTests'
mutation baseline-repeated-member-kept Sources/LocalizationLint/Baseline/LintBaseline+Reading.swift \
  'guard let field = fields.firstIndex(of: name), values[field] == nil else {' \
  'guard let field = fields.firstIndex(of: name) else {' \
  'BaselineFileTests'
mutation linter-reads-repeats-directly Sources/LocalizationLint/Run/Linter.swift \
  'findingRepeatedKeys: consume bytes, path: file' \
  'bytes: consume bytes, path: file' \
  'DuplicateKeyTests'
mutation catalog-members-twice-silent Sources/LocalizationLint/Run/Linter.swift \
  'findings += catalog.duplicateMemberDiagnostics.map {' \
  'findings += catalog.duplicateMemberDiagnostics.prefix(0).map {' \
  'DuplicateKeyTests'
mutation lint-drops-too-deep-chains Sources/LocalizationLint/Checks/EntryPasses.swift \
  '$0.code != .invalidFormat || tooDeep' \
  '$0.code != .invalidFormat' \
  'VariableDepthTests|RuleExampleTests|LintFormatAgreementTests'
mutation number-printed-as-text-silent Sources/LocalizationLint/Checks/EntryPasses.swift \
  'diagnostics.add(numberPrintedAsText(variable, facts: facts))' \
  '' \
  'RuleExampleTests|LintFormatAgreementTests'
mutation language-mention-not-merged Sources/LocalizationLint/Checks/FindingMerge.swift \
  '    guard let language = finding.subject?.language else { return message }' \
  '    guard let language = finding.subject?.language, false else { return message }' \
  'PrecisionTests'
mutation mismatch-not-implied-by-undefined Sources/LocalizationLint/Rules/VariableMismatchRule.swift \
  'impliedBy: [.undefinedVariable])' \
  'impliedBy: [])' \
  'PrecisionTests'
mutation arabic-percent-no-look-alike Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  '("\u{066A}", "U+066A ARABIC PERCENT SIGN, not '"'"'%'"'"'"),' \
  '' \
  'PrecisionTests'
mutation dropped-number-unreported Sources/LocalizationLint/Checks/DroppedNumbers.swift \
  '      if reads.isEmpty {' \
  '      if reads.isEmpty && false {' \
  'PrecisionTests'
mutation breton-many-by-fractions Sources/LocalizationLint/Checks/PluralCategoryChecks.swift \
  'let largeCategories = integer ? context.integerLargeNumberCategories : context.largeNumberCategories' \
  'let largeCategories = context.largeNumberCategories' \
  'PrecisionTests'
mutation mixed-positional-on-every-mix Sources/LocalizationLint/Rules/MixedPositionalRule.swift \
  'let twice = Self.readTwice(in: string, uses: uses) else' \
  'let twice = Self.readTwice(in: string, uses: uses) ?? Optional(0) else' \
  'PrecisionTests'
mutation messages-keep-line-breaks Sources/LocalizationLint/Checks/FindingMerge.swift \
  '      oneLine(&finding.diagnostic.message)' \
  '      _ = finding' \
  'PrecisionTests'
# Which messages are rebuilt, told from the bytes exactly: U+2029 and the C1 controls' last.
mutation messages-keep-paragraph-separator Sources/LocalizationLint/Checks/FindingMerge.swift \
  'if before == 0xE2 && last == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }' \
  'if before == 0xE2 && last == 0x80 && byte == 0xA8 { return true }' \
  'PrecisionTests'
mutation messages-keep-c1-above-nel Sources/LocalizationLint/Checks/FindingMerge.swift \
  'if last == 0xC2 && (0x80...0x9F).contains(byte) { return true }' \
  'if last == 0xC2 && (0x80...0x85).contains(byte) { return true }' \
  'PrecisionTests'
mutation reference-first-folder-that-ranks Sources/LocalizationLint/Walk/DevelopmentLocalization.swift \
  'if let best, (best.rank, best.spelling) <= (rank, spelling) { continue }' \
  'if best != nil { continue }' \
  'DevelopmentLanguageTests'
mutation unmatched-development-language-silent Sources/LocalizationLint/Run/Linter.swift \
  '      findings.append(unmatched)' \
  '      _ = unmatched' \
  'DevelopmentLanguageTests|RuleExampleTests'
mutation own-uses-searched-per-variable Sources/LocalizationLint/Checks/EntryPasses.swift \
  'entry.variableList.count > OwnUseIndex.variableLimit ? OwnUseIndex(uses) : nil' \
  'OwnUseIndex?.none' \
  'HostileCatalogTests'
mutation variable-outside-configuration-silent Sources/LocalizationLint/Checks/EntryPasses.swift \
  'if isFormat { diagnostics += variablesOutsideConfiguration(text) }' \
  'if false, isFormat { diagnostics += variablesOutsideConfiguration(text) }' \
  'VariableOutsideConfigurationTests'
mutation strings-line-widths-unchecked Sources/LocalizationLint/Checks/EntryPasses.swift \
  '        // One argument printed at two integer widths in one line (`%1$d of %1$lld`).⏎        diagnostics.add(integerWidths(uses))⏎' \
  '' \
  'IntegerWidthTests'
mutation catalog-line-widths-unchecked Sources/LocalizationLint/Checks/EntryPasses.swift \
  '} else if argumentsChecked, isFormat, Self.mixesIntegerWidths(text) {' \
  '} else if false, argumentsChecked, isFormat, Self.mixesIntegerWidths(text) {' \
  'IntegerWidthTests'
mutation config-link-out-followed Sources/LocalizationLint/Run/LintRun.swift \
  'let folder = FileSystem.realPath("."), !FileWalker.path(file, isInside: folder)' \
  'let folder = FileSystem.realPath("."), false, !FileWalker.path(file, isInside: folder)' \
  'HostilePullRequestTests'
mutation fix-duplicate-removes-nothing Sources/LocalizationLint/Text/EntryRemoval.swift \
  '      return start..<end⏎' \
  '      return start..<start⏎' \
  'LintFixTests'
mutation fix-width-wrong-argument Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'narrow.filter { $0.position == argument }' \
  'narrow.filter { $0.position != argument }' \
  'LintFixTests'
mutation fix-through-link Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'guard type == .typeRegular else' \
  'guard type == .typeRegular || type == .typeSymbolicLink else' \
  'LintFixTests'
mutation fix-utf16-byte-order Sources/LocalizationLint/Text/FixableText.swift \
  'let little = encoding == .utf16LittleEndian' \
  'let little = encoding != .utf16LittleEndian' \
  'LintFixTests'
mutation fix-dry-run-writes Sources/LocalizationLint/Run/LintRun.swift \
  '      if dryRun {' \
  '      if false, dryRun {' \
  'LintFixTests'
mutation fix-look-alike-in-variants Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  'let certain = found.count >= 2 && strings.count == 1' \
  'let certain = found.count >= 1' \
  'LintFixTests'
mutation config-strict-ignored Sources/LocalizationLint/Run/LintRun.swift \
  'self.warningsAsErrors ?? configuration.strict ?? false' \
  'self.warningsAsErrors ?? false' \
  'LintHabitTests'
mutation config-reporter-ignored Sources/LocalizationLint/Run/LintRun.swift \
  'self.format ?? configuration.reporter ?? .text' \
  'self.format ?? .text' \
  'LintHabitTests'
mutation output-file-gets-text Sources/LocalizationLint/Run/LintRun.swift \
  'try FileSystem.replace(outputPath, with: output)' \
  'try FileSystem.replace(outputPath, with: report.rendered(as: .text, relativeTo: workingDirectory))' \
  'LintHabitTests'
mutation disable-this-covers-nothing Sources/LocalizationLint/Checks/Suppressions.swift \
  'default: lines = directive.line...directive.endLine' \
  'default: lines = nil' \
  'LintHabitTests'
mutation disable-previous-covers-next Sources/LocalizationLint/Checks/Suppressions.swift \
  'lines = scan.previousContentLine(before: directive.line).map { $0...$0 }' \
  'lines = scan.nextContentLine(after: directive.endLine).map { $0...$0 }' \
  'LintHabitTests'
mutation cli-version-without-cldr Sources/LocalizationLint/Report/SwiftPlurals.swift \
  '    versionLine(rules: cldrVersion, numbers: numberDataVersion)⏎' \
  '    version⏎' \
  'VersionTests'
mutation lint-config-exit-status Sources/LocalizationLint/Report/LintExitCode.swift \
  '  case configuration = 78' \
  '  case configuration = 77' \
  'LintAdoptionTests'
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
mutation text-summary-by-code-unsorted-by-severity Sources/LocalizationLint/Report/LintFormat.swift \
  '}.sorted { ($0.severity, -$0.count, $0.code.rawValue) < ($1.severity, -$1.count, $1.code.rawValue) }' \
  '}.sorted { (-$0.count, $0.code.rawValue) < (-$1.count, $1.code.rawValue) }' \
  'LintFormatTests'
mutation text-summary-by-code-dropped Sources/LocalizationLint/Report/LintFormat.swift \
  ' + summaryByCode.map { $0 + "\n" }.joined() + summary' \
  ' + summary' \
  'LintFormatTests|LintAdoptionTests'
mutation junit-name-by-line Sources/LocalizationLint/Output/XMLReports.swift \
  '        let named = Self.junitName(finding)' \
  '        let named = "\(diagnostic.code.rawValue) at \(diagnostic.location.line):\(diagnostic.location.column)"' \
  'XMLReportTests'
mutation junit-repeated-names-kept Sources/LocalizationLint/Output/XMLReports.swift \
  '        while !used.insert(caseName).inserted {' \
  '        while !used.insert(caseName).inserted, caseName != named {' \
  'XMLReportTests'
mutation markup-less-than-raw Sources/LocalizationLint/Output/MarkupText.swift \
  'case "<": "&lt;"' \
  'case "<": "<"' \
  'XMLReportTests|HTMLReportTests'
mutation suppression-disables-every-code Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  '      coveredLines[code, default: []].append(range)' \
  '      coveredLines[Suppressions.allCodes, default: []].append(range)' \
  'SuppressionTests'
mutation baseline-entry-absorbs-repeats Sources/LocalizationLint/Baseline/LintBaseline.swift \
  'remaining[entry] = count - 1' \
  'remaining[entry] = count' \
  'BaselineTests'
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
  'Digest.sha256Base64("\n" + script + "\n")' \
  'Digest.sha256Base64(script)' \
  'HTMLReportTests|HTMLBrowserTests'
# Reports for the people who fix the texts (issue 59, item 5).
mutation duplicate-copies-first-dropped Sources/LocalizationLint/Checks/DuplicateCopies.swift \
  '? [found.first, found.later] : [found.first, found.earlier, found.later]' \
  '? [found.later] : [found.earlier, found.later]' \
  'ReportDetailTests|HostileOutputTests'
mutation duplicate-copies-nested-ignored Sources/LocalizationLint/Checks/DuplicateCopies.swift \
  '      for entry in entries { collect(entry.value, file: file, into: &result) }⏎' \
  '' \
  'ReportDetailTests'
mutation catalog-copies-not-read Sources/LocalizationLint/Run/Linter.swift \
  'tables[file] != nil || catalogs[file] != nil' \
  'tables[file] != nil' \
  'ReportDetailTests'
mutation html-copies-not-shown Sources/LocalizationLint/Output/HTMLReport.swift \
  '} else if !finding.copies.isEmpty {' \
  '} else if !finding.copies.isEmpty, false {' \
  'ReportDetailTests|HostileOutputTests'
mutation reference-beside-findings-dropped Sources/LocalizationLint/Run/Linter.swift \
  '      addReferences(to: &findings, referenceOf: referenceOf, catalogs: catalogs)⏎' \
  '' \
  'ReportDetailTests'
mutation reference-beside-own-language Sources/LocalizationLint/Run/Linter.swift \
  '          referenceOf[file.table.path] = reference' \
  '          referenceOf[reference.table.path] = file' \
  'ReportDetailTests'
mutation reference-catalog-translation-itself Sources/LocalizationLint/Run/Linter.swift \
  'let base = catalog.localization(of: key, language: catalog.sourceLanguage)' \
  'let base = catalog.localization(of: key, language: language)' \
  'ReportDetailTests'
mutation missing-categories-one-sample Sources/LocalizationLint/Rules/MissingCategoriesRule.swift \
  'items.prefix(3).map' \
  'items.prefix(1).map' \
  'ReportDetailTests|RealWorldRuleTests'
# The sampler's survivor of seed 8140: exactly three samples, CLDR's list ending there.
mutation missing-categories-three-samples-cut Sources/LocalizationLint/Rules/MissingCategoriesRule.swift \
  'if items.count > 3 || items.count < list.items.count' \
  'if items.count > 2 || items.count < list.items.count' \
  'ReportDetailTests'
mutation missing-categories-four-samples-uncut Sources/LocalizationLint/Rules/MissingCategoriesRule.swift \
  'if items.count > 3 || items.count < list.items.count' \
  'if items.count > 4 || items.count < list.items.count' \
  'ReportDetailTests'
# The sampler's survivor of seed 8140: a plural-candidate message's window of four words whole.
mutation plural-candidate-window-four-words-cut Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  'let cut = pieces.count > 4' \
  'let cut = pieces.count > 3' \
  'PluralCandidateTests'
mutation plural-candidate-window-five-words-kept Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  '        pieces.count > 4⏎' \
  '        pieces.count > 5⏎' \
  'PluralCandidateTests'
# The sampler's survivor of seed 8140: a fix not made in a binary property list says why, for a
# finding in it and for a migration into it.
mutation fix-binary-plist-reason-generic Sources/LocalizationLint/Text/FixableText.swift \
  'bytes.starts(with: Array("bplist".utf8))⏎      ? "a binary' \
  'bytes.starts(with: Array("xplist".utf8))⏎      ? "a binary' \
  'LintFixTests'
mutation fix-binary-plist-migration-reason-dropped Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'throw FixRefusal("\(path) is " + FixableText.notText(bytes))' \
  'throw FixRefusal("\(path) is not text")' \
  'LintFixTests'
# The sampler's survivor of seed 8140: a backslash a file ends in, no pair read past the end.
mutation misread-escape-quick-look-past-end Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  'while let found = bytes[index...].firstIndex(of: backslash), found + 1 < bytes.endIndex {⏎      let next = bytes[found + 1]⏎      if next == UInt8(ascii: "u")' \
  'while let found = bytes[index...].firstIndex(of: backslash), found + 1 <= bytes.endIndex {⏎      let next = bytes[found + 1]⏎      if next == UInt8(ascii: "u")' \
  'MisreadEscapeTests'
# The sampler's survivor of seed 8140: a Base.lproj table's entry migrated with the development
# language's categories, and a language folder's with its own.
mutation plural-migration-base-folder-language Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'let language = StringTable.language(ofPath: stringsPath) ?? "en"' \
  'let language = StringTable.language(ofPath: stringsPath) ?? "e"' \
  'PluralMigrationTests'
mutation plural-migration-folder-language-ignored Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'let language = StringTable.language(ofPath: stringsPath) ?? "en"' \
  'let language = "en"' \
  'PluralMigrationTests'
# The sampler's survivor of seed 8141: a localization function's name at most 128 bytes.
mutation config-function-name-limit-127 Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  'guard !name.isEmpty, name.utf8.count <= 128 else { return false }' \
  'guard !name.isEmpty, name.utf8.count <= 127 else { return false }' \
  'ConfigurationTests'
mutation config-function-name-limit-129 Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  'guard !name.isEmpty, name.utf8.count <= 128 else { return false }' \
  'guard !name.isEmpty, name.utf8.count <= 129 else { return false }' \
  'ConfigurationTests'
# The sampler's survivor of seed 8141: twenty languages named past the quoted ones, then "…".
mutation plural-candidate-named-languages-21 Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  'let names = unnamed.prefix(20).joined' \
  'let names = unnamed.prefix(21).joined' \
  'PluralCandidateTests'
mutation plural-candidate-named-languages-ellipsis-late Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  '(unnamed.count > 20 ? " …" : "")' \
  '(unnamed.count > 30 ? " …" : "")' \
  'PluralCandidateTests'
mutation missing-categories-range-ends-dropped Sources/LocalizationLint/Rules/MissingCategoriesRule.swift \
  'item.upper.map { "\(item.lower)–\($0)" } ?? "\(item.lower)"' \
  '"\(item.lower)"' \
  'ReportDetailTests'
mutation html-recount-severity-ignores-codes Sources/LocalizationLint/Output/HTMLText.swift \
  'return finding.getAttribute("data-severity") === value && codes[finding.getAttribute("data-code")] !== false;' \
  'return finding.getAttribute("data-severity") === value;' \
  'HTMLBrowserTests'
mutation html-recount-sections-count-hidden Sources/LocalizationLint/Output/HTMLText.swift \
  'section.querySelectorAll("article.finding:not([hidden])").length' \
  'section.querySelectorAll("article.finding").length' \
  'HTMLBrowserTests'
mutation report-commit-git-link-followed Sources/LocalizationLint/Report/ReportMetadata.swift \
  'guard !FileSystem.isSymbolicLink(git), let head = readSmall(git + "/HEAD")' \
  'guard let head = readSmall(git + "/HEAD")' \
  'ReportDetailTests'
mutation report-commit-packed-any-branch Sources/LocalizationLint/Report/ReportMetadata.swift \
  'if parts.count == 2, parts[1] == reference, let object' \
  'if parts.count == 2, let object' \
  'ReportDetailTests'
mutation html-header-dropped Sources/LocalizationLint/Output/HTMLReport.swift \
  '    page += header()⏎' \
  '' \
  'ReportDetailTests|HostileOutputTests'
mutation json-metadata-html-only Sources/LocalizationLint/Run/LintRun.swift \
  'if format == .html || format == .json {' \
  'if format == .html {' \
  'ReportDetailTests'
mutation json-finding-key-dropped Sources/LocalizationLint/Output/JSONReport.swift \
  '        if let key = subject.key { members.append(("key", .string(key))) }⏎' \
  '' \
  'ReportDetailTests'
mutation json-finding-table-as-key Sources/LocalizationLint/Output/JSONReport.swift \
  'members.append(("table", .string(subject.table)))' \
  'members.append(("table", .string(subject.key ?? subject.table)))' \
  'ReportDetailTests'
mutation missing-key-line-one Sources/LocalizationLint/Checks/LanguageComparison.swift \
  'ReferenceEntry(language: language, location: entry.location,' \
  'ReferenceEntry(language: language, location: .init(file: table.path, line: 1, column: 1),' \
  'HTMLNavigationTests'
mutation version-line-one-release Sources/LocalizationLint/Report/SwiftPlurals.swift \
  '    rules == numbers' \
  '    true' \
  'VersionLineTests'
# A finding at the file's start instead of its key: only the examples' marked places tell.
mutation extra-key-at-file-start Sources/LocalizationLint/Checks/LanguageComparison.swift \
  'at: table.entries[key]!.location))' \
  'at: location))' \
  'RuleExampleTests'
mutation dtd-internal-subset-unchecked Sources/LocalizationLint/Run/Linter.swift \
  'if kind != .catalog, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {' \
  'if false, kind != .catalog, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {' \
  'InternalDTDSubsetTests|DiagnosticFixtureTests'
mutation fix-same-file-twice Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'if let first = files.first(where: { $0.realPath == file.realPath }) {' \
  'if let first = files.first(where: { _ in false }) {' \
  'LintFixTests'
mutation diff-name-unquoted Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  '    guard⏎      path.unicodeScalars.contains(where: { PrintableText.isEscaped($0) || $0 == "\"" || $0 == "\\" })⏎        || path.contains("##[")⏎    else {⏎      return path⏎    }' \
  '    return path' \
  'DiffNameTests'
mutation output-folder-link-followed Sources/LocalizationLint/Walk/OutputPath.swift \
  'if trees.contains(where: { FileWalker.path(place, isInside: $0) }) {' \
  'if false, trees.contains(where: { FileWalker.path(place, isInside: $0) }) {' \
  'OutputPathTests'
mutation fix-entry-starts-inside-key Sources/LocalizationLint/Text/FixableText.swift \
  'return key.whole.lowerBound..<value.whole.upperBound' \
  'return key.content.lowerBound..<value.whole.upperBound' \
  'LintFixTests|FixPlacementTests'
mutation output-folder-path-accepted Sources/LocalizationLint/Walk/OutputPath.swift \
  'if path.isEmpty || path.hasSuffix("/") || last == "." || last == ".." {' \
  'if path.isEmpty {' \
  'OutputPathTests'
mutation unreadable-path-unescaped Sources/LocalizationLint/Report/LintReport.swift \
  'let shown = PrintableText.escaped(path)' \
  'let shown = path' \
  'HostileFileNameTests|HostileOutputTests'

# --fix at the bytes the reader recorded, read back before writing (issue 55).
mutation fix-readback-skipped Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'if let refusal = text.refusal(of: fixed,' \
  'if false, let refusal = text.refusal(of: fixed,' \
  'ReplacementFixTests|RuleExampleTests'
mutation fix-plist-removal-without-copy Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  'if !same { uncopied = true }' \
  '_ = same' \
  'FixPlacementTests'
mutation fix-strings-removal-without-copy Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  'guard !copies.isEmpty else { return "a removed entry has no identical copy before it" }' \
  'guard true else { return "a removed entry has no identical copy before it" }' \
  'FixPlacementTests'
mutation fix-rewrite-outside-string Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  'guard let content = stringContent(at: position), fix.range.lowerBound >= content.lowerBound,' \
  'guard let content = stringContent(at: position), fix.range.lowerBound >= content.lowerBound - 1,' \
  'FixPlacementTests'
mutation fix-space-flag-before-word Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  '    if startsWord {' \
  '    if false {' \
  'ReplacementFixTests|RuleExampleTests'
mutation fix-replacement-into-word Sources/LocalizationLint/Text/OnlyOccurrence.swift \
  '!startsWord(at: found.upperBound, before: body.upperBound)' \
  'true' \
  'ReplacementFixTests|RuleExampleTests'
mutation fix-replacement-inside-conversion Sources/LocalizationLint/Text/OnlyOccurrence.swift \
  'guard let found, !continuesConversion(before: found.lowerBound, from: body.lowerBound),' \
  'guard let found,' \
  'ReplacementFixTests|RuleExampleTests'
mutation fix-width-suggestion-wrong-argument Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'suggestion: .lengthModifier(argument: index + 1,' \
  'suggestion: .lengthModifier(argument: index + 2,' \
  'ReplacementFixTests|RuleExampleTests'
# Issue 56: "inside a linted folder" by plain prefix, so App-secrets and App.bak count as inside App:
# the shared check, then each of its four users alone (walker, --fix, --output, configuration link).
mutation path-inside-by-prefix Sources/LocalizationLint/Walk/FileWalker.swift \
  '    return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")' \
  '    return path.hasPrefix(folder)' \
  'SiblingFolderTests|SiblingFolderCLITests'
mutation walker-sibling-by-prefix Sources/LocalizationLint/Walk/FileWalker.swift \
  'if depth > 0 && !roots.contains(where: { Self.path(resolved, isInside: $0) }) {' \
  'if depth > 0 && !roots.contains(where: { resolved.hasPrefix($0) }) {' \
  'SiblingFolderTests|SiblingFolderCLITests'
mutation fix-sibling-by-prefix Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'roots.contains(where: { FileWalker.path(real, isInside: $0) })' \
  'roots.contains(where: { real.hasPrefix($0) })' \
  'SiblingFolderTests'
mutation output-sibling-by-prefix Sources/LocalizationLint/Walk/OutputPath.swift \
  'if trees.contains(where: { FileWalker.path(place, isInside: $0) }) {' \
  'if trees.contains(where: { place.hasPrefix($0) }) {' \
  'SiblingFolderTests|SiblingFolderCLITests'
mutation config-sibling-by-prefix Sources/LocalizationLint/Run/LintRun.swift \
  '!FileWalker.path(file, isInside: folder)' \
  '!file.hasPrefix(folder)' \
  'SiblingFolderCLITests'
# Issue 56: --fix fixing what the baseline records; a later hunk's new start not counting the
# lines the earlier hunks removed.
mutation fix-baseline-ignored Sources/LocalizationLint/Run/LintRun.swift \
  'report: baseline?.newFindings(in: report) ?? report, roots: looked,' \
  'report: report, roots: looked,' \
  'FixBaselineTests'
mutation diff-hunk-shift-ignores-removals Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  'added += new.count - change.lines.count' \
  'added += max(0, new.count - change.lines.count)' \
  'DryRunHunkTests'
# A finding with no suggestion: the note says no one fix is right, not that the bytes were uncertain.
mutation fix-no-suggestion-note-uncertain Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'guard finding.diagnostic.suggestion != nil else {' \
  'guard true else {' \
  'ReplacementFixTests|RuleExampleTests'
# Everything printed passes PrintableText (issue 55).
mutation diff-lines-raw Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  'let shown = PrintableText.escaped(text, keeping: kept)' \
  'let shown = text' \
  'DiffEscapingTests'
mutation diff-escaped-hunk-unmarked Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  '@@\(escaped ? " " + escapedNote : "")\n"' \
  '@@\n"' \
  'DiffEscapingTests'
mutation lint-notes-raw Sources/LocalizationLint/Run/LintRun.swift \
  'self.messages = messages.map { PrintableText.escaped($0) }' \
  'self.messages = messages' \
  'HostileOutputTests'
mutation text-report-message-raw Sources/LocalizationLint/Report/LintFormat.swift \
  '\(PrintableText.escaped(diagnostic.message)) "' \
  '\(diagnostic.message) "' \
  'HostileOutputTests'
mutation github-message-raw Sources/LocalizationLint/Output/GitHubAnnotations.swift \
  'message: PrintableText.escaped(diagnostic.message, keeping: .lineFeeds))' \
  'message: diagnostic.message)' \
  'GitHubAnnotationsTests|HostileOutputTests'
mutation markup-bidi-raw Sources/LocalizationLint/Output/MarkupText.swift \
  '    where PrintableText.isEscaped(scalar)⏎' \
  '    where false⏎' \
  'XMLReportTests|HTMLReportTests|HostileOutputTests'
mutation html-line-feed-raw Sources/LocalizationLint/Output/MarkupText.swift \
  'case "\t" where dialect == .html:' \
  'case "\t", "\n", "\r" where dialect == .html:' \
  'HTMLReportTests|HostileOutputTests'
mutation json-bidi-raw Sources/LocalizationLint/Output/JSONText.swift \
  '      where PrintableText.isEscaped(scalar)⏎' \
  '      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028⏎' \
  'HostileOutputTests'
mutation config-error-value-raw Sources/LocalizationLint/Configuration/ConfigurationErrors.swift \
  'error: \(PrintableText.escaped($0.message))' \
  'error: \($0.message)' \
  'HostileOutputTests'
# A fix not written is exit status 2, and is not counted as fixed (issue 55).
mutation fix-unwritten-exit-zero Sources/LocalizationLint/Run/LintRun.swift \
  'fixesNotWritten = !failures.isEmpty' \
  'fixesNotWritten = false' \
  'FixWriteFailureTests|FixExitStatusTests'
mutation fix-unwritten-counted Sources/LocalizationLint/Run/LintRun.swift \
  'let written = fixes.files.filter { !failed.contains($0.realPath) && !failed.contains($0.path) }' \
  'let written = fixes.files' \
  'FixWriteFailureTests|FixExitStatusTests'
# ##[ in the machine formats and the diff's names (issue 55's review).
mutation json-legacy-command-raw Sources/LocalizationLint/Output/JSONText.swift \
  '      || PrintableText.completesLegacyCommand(scalar, afterHashes: hashes):' \
  '      || false:' \
  'HostileOutputTests|HostileOutputCLITests'
mutation markup-legacy-command-raw Sources/LocalizationLint/Output/MarkupText.swift \
  '      || PrintableText.completesLegacyCommand(scalar, afterHashes: hashes):' \
  '      || false:' \
  'HostileOutputTests|HostileOutputCLITests'
mutation diff-name-legacy-command-unquoted Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  '        || path.contains("##[")' \
  '' \
  'DiffNameTests|DiffEscapingTests'
# A fix's bytes placed in an escape, entity or comment: the read-back compares the string with
# what the finding's suggestion makes of the string as read (issue 55's review).
mutation fix-decoded-intent-unchecked Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  'guard intended.hasSameScalars(as: text) else {' \
  'guard true else {' \
  'FixDecodedTextTests'
mutation fix-intended-width-unplaced Sources/LocalizationLint/Fixes/Edits/LintFix.swift \
  'for edit in found.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {' \
  'for edit in found.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {' \
  'FixDecodedTextTests'
# A code whose description is another's: RuleExampleTests finds the rule reporting another code.
# The sampler's survivor (seed 8129): a non-triggering example whose file the readers refuse
# (an '=' left out) passes for any rule; every such example's files are read.
mutation rule-example-non-triggering-unreadable Sources/LocalizationLint/Rules/KeyLookAlikeRule.swift \
  '"fr": "\"cafe\u{301}\" = \"Caf\u{E9}\";\n"]' \
  '"fr": "\"cafe\u{301}\"  \"Caf\u{E9}\";\n"]' \
  'RuleExampleTests'
mutation rule-registry-crossed Sources/LocalizationLint/Rules/DiagnosticCode+Rule.swift \
  '    .missingOther,⏎    .missingRequiredOther,' \
  '    .missingRequiredOther,⏎    .missingOther,' \
  'RuleExampleTests'
mutation rule-registry-one-left-out Sources/LocalizationLint/Rules/DiagnosticCode+Rule.swift \
  '    .missingOther,⏎' \
  '' \
  'RuleExampleTests'
# plural-candidate (issue 60): both shapes checked, and the precision guards held.
mutation plural-candidate-catalogs-unchecked Sources/LocalizationLint/Run/Linter.swift \
  '    findings += PluralCandidateSearch.check(catalog)⏎' \
  '' \
  'PluralCandidateTests|RuleExampleTests'
mutation plural-candidate-tables-unchecked Sources/LocalizationLint/Run/Linter.swift \
  '    findings += PluralCandidateSearch.check(tables: tables, localizations: localizations)⏎' \
  '' \
  'PluralCandidateTests|RuleExampleTests'
mutation plural-candidate-of-total-counted Sources/LocalizationLint/Analysis/CountedWord.swift \
  'if earlierInteger, before.lowercased().hasSuffix(" of ")' \
  'if earlierInteger, before.lowercased().hasSuffix(" of  ")' \
  'PluralCandidateTests|RuleExampleTests'
mutation plural-candidate-stringsdict-ignored Sources/LocalizationLint/Checks/PluralCandidateSearch.swift \
  '          planned.formUnion(tables[other]!.keys.map { Array($0.utf8) })⏎' \
  '          _ = other⏎' \
  'PluralCandidateTests|CorpusJudgementTests'
mutation plural-candidate-padded-counted Sources/LocalizationLint/Analysis/CountedWord.swift \
  '    guard case .none = directive.width, case .none = directive.precision else { return false }' \
  '    guard case .none = directive.precision else { return false }' \
  'PluralCandidateTests'
mutation plural-candidate-zero-as-example Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  'return (category, numbers.first { $0 >= 1 } ?? numbers[0])' \
  'return (category, numbers[0])' \
  'PluralCandidateTests'
mutation plural-candidate-label-counted Sources/LocalizationLint/Analysis/CountedWord.swift \
  'if labels.contains(String(previous.reversed()).lowercased()) { continue }' \
  'if labels.contains(String(previous).lowercased()) { continue }' \
  'PluralCandidateTests'
# Issue 73: English in a region, either separator: a catalog's source language en_GB (as
# written) or en-GB, a table in en_GB.lproj or en-GB.lproj (read as en-GB).
mutation plural-candidate-english-underscore-dropped Sources/LocalizationLint/Analysis/CountedWord.swift \
  ' || lower.hasPrefix("en_")' \
  '' \
  'PluralCandidateTests'
mutation plural-candidate-english-hyphen-dropped Sources/LocalizationLint/Analysis/CountedWord.swift \
  'lower.hasPrefix("en-") || ' \
  '' \
  'PluralCandidateTests'
# SwiftLint's habits (issue 59): its comments noticed, `all`, only_rules, "did you mean".
mutation suppression-swiftlint-unscanned Sources/LocalizationLint/Checks/Suppressions.swift \
  'for marker in [markerBytes, swiftLintMarkerBytes] {' \
  'for marker in [markerBytes] {' \
  'SuppressionTests'
mutation suppression-swiftlint-silent Sources/LocalizationLint/Checks/Suppressions.swift \
  'report(directive, swiftLintMessage(directive))' \
  '_ = swiftLintMessage(directive)' \
  'SuppressionTests'
mutation suppression-all-matches-nothing Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  '      for code in [finding.code, Suppressions.allCodes] {' \
  '      for code in [finding.code] {' \
  'SuppressionTests'
mutation config-only-rules-ignored Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  'var disabled = disabledRules.contains(code) || onlyRules.map { !$0.contains(code) } == true' \
  'var disabled = disabledRules.contains(code)' \
  'ConfigurationTests'
mutation config-key-suggestion-dropped Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  'let near = NearestName.suggestion(for: key, in: LintConfiguration.topLevelKeys)' \
  'let near = ""' \
  'ConfigurationTests'
mutation near-key-widths-kept Sources/LocalizationLint/Checks/LanguageComparison.swift \
  'if "hlqLzjt".unicodeScalars.contains(next) { continue }' \
  'if false { continue }' \
  'NearKeyTests'
mutation near-key-extra-unnamed Sources/LocalizationLint/Checks/LanguageComparison.swift \
  'let nearMissing = Dictionary(near.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })' \
  'let nearMissing = [String: String]()' \
  'NearKeyTests'
# A .stringsdict in no .lproj folder beside localized ones (issue 59).
mutation stray-stringsdict-unreported Sources/LocalizationLint/Walk/LocalizationGroups.swift \
  'findings += outside.filter { localized.contains(Self.folder(of: $0)) }.map(unlocalized)' \
  '_ = outside' \
  'StrayStringsdictTests|RuleExampleTests'
mutation stray-stringsdict-any-folder Sources/LocalizationLint/Walk/LocalizationGroups.swift \
  'findings += outside.filter { localized.contains(Self.folder(of: $0)) }.map(unlocalized)' \
  'findings += outside.filter { _ in !localized.isEmpty }.map(unlocalized)' \
  'StrayStringsdictTests'
# Minimal hunks (issue 59 item 4): the lines between two changes of a hunk are context.
mutation diff-hunk-between-lines-rewritten Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  'if let previous = changes.last, first <= previous.lines.upperBound {' \
  'if let previous = changes.last, first <= previous.lines.upperBound + 2 * context {' \
  'DryRunHunkTests'
# plurals preview (issue 60 item 3): every plural form in front of the translator.
mutation preview-samples-wrong-category Sources/LocalizationLint/Preview/PluralPreviewSamples.swift \
  'let rule = rules.ruleText(for: category).flatMap' \
  'let rule = rules.ruleText(for: rules.categories[0]).flatMap' \
  'PluralPreviewTests|PreviewCLITests'
mutation preview-integer-variable-decimals Sources/LocalizationLint/Preview/PluralPreview.swift \
  'let allowsDecimals = kinds[index].contains(.floating) && !kinds[index].contains(.integer)' \
  'let allowsDecimals = !kinds[index].contains(.object)' \
  'PluralPreviewTests|PreviewCLITests'
mutation preview-findings-not-first Sources/LocalizationLint/Preview/PluralPreview.swift \
  'let order = entries.indices.sorted { a, b in key(a) < key(b) }' \
  'let order = entries.indices.sorted { a, b in a < b }' \
  'PluralPreviewTests|PreviewCLITests'
mutation preview-output-unescaped Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  '+ "\(HTMLText.escaped(sample.output))</bdi>"' \
  '+ "\(sample.output)</bdi>"' \
  'PluralPreviewPageTests|PluralPreviewBrowserTests'
mutation preview-key-unescaped Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  '<q>\(HTMLText.name(entry.key))</q>' \
  '<q>\(entry.key)</q>' \
  'PluralPreviewPageTests|HostileOutputCLITests'
# Issue 73: --locale pt_BR is pt-BR (a page with nothing on it otherwise, exit 0), and a catalog's
# pt_BR is lang="pt-BR" on the page.
mutation preview-locale-underscore-kept Sources/LocalizationLint/Preview/PluralPreview.swift \
  'language.replacing("_", with: "-").lowercased()' \
  'language.lowercased()' \
  'PreviewCLITests|PluralPreviewTests'
mutation preview-lang-underscore-kept Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  'let tag = language.utf8.contains(UInt8(ascii: "_")) ? language.replacing("_", with: "-") : language' \
  'let tag = language' \
  'PreviewCLITests'
# Issue 59 item 4: a UTF-16 file's dry run is a git binary patch; shown as UTF-8 text hunks
# again, git apply refuses it; a wrong Adler-32 (the zlib stream), a wrong line length (base 85)
# or a wrong SHA-1 round (the blob ids git checks) makes git refuse it too.
mutation dry-run-utf16-as-text Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'if text.isUTF16 {' \
  'if text.isUTF16, false {' \
  'DryRunBinaryPatchTests'
mutation binary-patch-adler-halves-swapped Sources/LocalizationLint/Fixes/Patches/GitBinaryPatch.swift \
  'let adler = high << 16 | low' \
  'let adler = low << 16 | high' \
  'DryRunBinaryPatchTests'
mutation binary-patch-line-length-off-by-one Sources/LocalizationLint/Fixes/Patches/GitBinaryPatch.swift \
  'UInt8(ascii: "A") + UInt8(count - 1)' \
  'UInt8(ascii: "A") + UInt8(count)' \
  'DryRunBinaryPatchTests'
mutation sha1-rotation-wrong Sources/LocalizationLint/Output/Digest.swift \
  '(e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, next)' \
  '(e, d, c, b, a) = (d, c, b.rotatedLeft(29), a, next)' \
  'DryRunBinaryPatchTests|DigestTests'
mutation plural-migration-output-unchecked Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '      guard new == old else {' \
  '      guard new == old || true else {' \
  'PluralMigrationTests'
mutation plural-migration-existing-entries-dropped Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  'dictionary.entries = old.entries + dictionary.entries' \
  'dictionary.entries = dictionary.entries + old.entries' \
  'PluralMigrationTests'
mutation plural-migration-through-linked-folder Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      if facts.isSymbolicLink(lproj) {' \
  '      if false, facts.isSymbolicLink(lproj) {' \
  'PluralMigrationTests'
mutation plural-migration-file-link-followed Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      guard FileSystem.regularFileIdentity(path) != nil else {' \
  '      guard true || FileSystem.regularFileIdentity(path) != nil else {' \
  'PluralMigrationTests'
# A .strings escape CoreFoundation reads otherwise (\u, octal above \177) is not migrated: the
# runtime check reads both files with this package's readers and cannot see Apple's text change.
mutation plural-migration-apple-escape-unchecked Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      if let range = text.entry(at: position), case .strings = text.document,' \
  '      if false, let range = text.entry(at: position), case .strings = text.document,' \
  'PluralMigrationEscapeTests'
mutation plural-migration-octal-escape-bound Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  '      if value > 0o177 { return' \
  '      if value > 0o377 { return' \
  'PluralMigrationEscapeTests|MisreadEscapeTests|RuleExampleTests'
# A file Apple rejects whole (a DOCTYPE's internal subset) neither gives nor takes a migrated entry.
mutation plural-migration-rejected-file-used Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '        if text.isXML, InternalDTDSubset.subset(text.bytes) != nil {' \
  '        if false, text.isXML, InternalDTDSubset.subset(text.bytes) != nil {' \
  'PluralMigrationRejectedFileTests'
# A migration writes only files the run linted: a sibling .lproj folder the configuration excludes
# or a hidden one refuses it (the report carries the real paths read).
mutation plural-migration-unlinted-sibling-written Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '    guard let linted, let real = known ?? FileSystem.realPath(path) else { return }' \
  '    guard false, let linted, let real = known ?? FileSystem.realPath(path) else { return }' \
  'PluralMigrationScopeTests'
mutation plural-migration-files-read-unset Sources/LocalizationLint/Run/Linter.swift \
  '    report.filesRead = filesRead⏎' \
  '    report.filesRead = nil⏎' \
  'PluralMigrationScopeTests'
# A String Catalog's plural-candidate becomes a plural variation in every localization
# (issue 60): marked for review, the source language's added in Xcode's member order, a
# localization with more than a string unit refused, read back key by key, and printed alike.
# The sampler's survivor (seed 8128): a catalog migration's refusal says, word for word,
# what the variation would print, in both directions of a difference (a form, a sign).
# The sampler's survivor (seed 8129): a count's conversion is unsigned at every length of
# `u`, decided in one place for a .strings move and a catalog plan (both shapes).
mutation migration-unsigned-by-prefix Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '    type.hasSuffix("u")' \
  '    type.hasPrefix("u")' \
  'PluralMigrationTests'
mutation catalog-migration-unsigned-unset Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '      if let type, PluralMigration.isUnsigned(type) { anyUnsigned = true }' \
  '      if let type, PluralMigration.isUnsigned(type) {}' \
  'CatalogMigrationTests'
mutation catalog-migration-refusal-worded Sources/LocalizationLint/Fixes/Migration/CatalogMigrationChecks.swift \
  '"the plural variation would print \(will.map' \
  '"the plural variation will print \(will.map' \
  'CatalogMigrationTests'
mutation catalog-migration-state-unmarked Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'five + "\"state\" : \"needs_review\",",' \
  'five + "\"state\" : \"translated\",",' \
  'CatalogMigrationTests'
mutation catalog-migration-source-left Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '    if !seen.contains(sourceLanguage) {' \
  '    if false, !seen.contains(sourceLanguage) {' \
  'CatalogMigrationTests'
mutation catalog-migration-member-order Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'object.members.last(where: { $0.key < name })' \
  'object.members.last(where: { $0.key > name })' \
  'CatalogMigrationTests'
mutation catalog-migration-extra-members-taken Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '        span.members.count == 1, span.members[0].key == "stringUnit",' \
  '        span.members.count >= 1, span.members[0].key == "stringUnit",' \
  'CatalogMigrationTests'
mutation catalog-migration-other-keys-unchecked Sources/LocalizationLint/Fixes/Migration/CatalogMigrationChecks.swift \
  '      guard let plan = migrated[old.key] else {⏎        guard old.value.hasSameValue(as: new.value) else {' \
  '      guard let plan = migrated[old.key] else {⏎        guard true || old.value.hasSameValue(as: new.value) else {' \
  'CatalogMigrationTests'
mutation catalog-migration-output-unchecked Sources/LocalizationLint/Fixes/Migration/CatalogMigrationChecks.swift \
  '        guard will == was else {' \
  '        guard will == was || true else {' \
  'CatalogMigrationTests'
# A top-level key written twice is its finding's subject, not the entry before it (the baseline,
# suppressions and reports name it): the linter ignores the key the reader gives.
mutation duplicate-subject-by-place Sources/LocalizationLint/Run/Linter.swift \
  'key: $0.entryKey ?? keyOf[$0.location]' \
  'key: keyOf[$0.location]' \
  'DuplicateKeySubjectTests'
# Issue 59 item 6: untranslated-table, a translation's table that is the development language's
# copy: reported for another region of the same language, for a table with one entry
# translated, for a table with no word to translate; a variable's name read as a word.
mutation untranslated-same-language Sources/LocalizationLint/Rules/UntranslatedTableRule.swift \
  'mine != theirs, !table.keys.isEmpty' \
  '!table.keys.isEmpty' \
  'RuleExampleTests|UntranslatedTableTests'
mutation untranslated-texts-uncompared Sources/LocalizationLint/Rules/UntranslatedTableRule.swift \
  'guard text == WrittenText.of(base) else { return false }' \
  '_ = base' \
  'RuleExampleTests|UntranslatedTableTests'
mutation untranslated-without-words Sources/LocalizationLint/Rules/UntranslatedTableRule.swift \
  'return hasWord' \
  'return true' \
  'RuleExampleTests|UntranslatedTableTests'
mutation untranslated-variable-name-a-word Sources/LocalizationLint/Rules/UntranslatedTableRule.swift \
  'while let next = scalars.popFirst(), next != "@" {}' \
  '_ = variable' \
  'UntranslatedTableTests'
# Issue 73: a copy of some of the development table's keys is not a copy of the table.
mutation untranslated-table-subset-copy Sources/LocalizationLint/Rules/UntranslatedTableRule.swift \
  'mine != theirs, !table.keys.isEmpty, table.keys.count == reference.keys.count' \
  'mine != theirs, !table.keys.isEmpty' \
  'UntranslatedTableTests|RuleExampleTests'
# A .strings file written as an XML property list with an internal DTD subset: Apple rejects it
# whole, as it does a .stringsdict (the rule's second triggering example).
mutation dtd-subset-strings-unchecked Sources/LocalizationLint/Run/Linter.swift \
  'if kind != .catalog, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {' \
  'if kind == .stringsdict, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {' \
  'RuleExampleTests'
# --fix in String Catalogs (issue 59 item 6): an identical duplicate member goes with one comma
# (after it, or before the last one), a look-alike is rewritten only where the bytes are the text
# read, the read-back compares the whole tree, and a catalog another fix writes waits to migrate.
mutation catalog-duplicate-comma-left Sources/LocalizationLint/Text/EntryRemoval.swift \
  '        entry = entry.lowerBound..<(after + 1)' \
  '        entry = entry.lowerBound..<after' \
  'CatalogFixTests'
mutation catalog-last-member-comma-left Sources/LocalizationLint/Text/EntryRemoval.swift \
  '        return (before - 1)..<entry.upperBound' \
  '        return before..<entry.upperBound' \
  'CatalogFixTests'
mutation catalog-fix-uncopied-unchecked Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  '          if !copies.contains(where: {' \
  '          if false, !copies.contains(where: {' \
  'CatalogFixTests'
mutation catalog-fix-tree-unchecked Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  'uncopied: &uncopied)⏎      guard !uncopied else { return "a removed entry has no identical copy before it" }⏎      guard named == removed.count + expectedStrings.count else { return "a fix names no entry of the file" }⏎      guard expected.hasSameValue(as: newRoot) else {⏎        return "read again, the fixed text changes more than its fixes"⏎      }⏎      return nil⏎    case (.propertyList' \
  'uncopied: &uncopied)⏎      guard !uncopied else { return "a removed entry has no identical copy before it" }⏎      guard named == removed.count + expectedStrings.count else { return "a fix names no entry of the file" }⏎      guard true || expected.hasSameValue(as: newRoot) else {⏎        return "read again, the fixed text changes more than its fixes"⏎      }⏎      return nil⏎    case (.propertyList' \
  'CatalogFixTests'
mutation catalog-escaped-string-rewritten Sources/LocalizationLint/Text/FixableText.swift \
  '      return bytes[content].contains(UInt8(ascii: "\\")) ? nil : content' \
  '      return content' \
  'CatalogFixTests'
mutation catalog-migration-beside-other-fix Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '      if busy.contains(found.realPath) {' \
  '      if false, busy.contains(found.realPath) {' \
  'CatalogFixTests'
# A hostile review's findings (issue 60): the migration refuses a string with a member written
# twice anywhere in it, a catalog with two source languages, a text not yet translated, a unit with
# more than a state and a value, a localization named like the source language but for its case;
# and it writes the file's own line ends.
mutation catalog-migration-inner-copies-taken Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '    if let twice = entry.memberWrittenTwice {' \
  '    if false, let twice = entry.memberWrittenTwice {' \
  'CatalogMigrationTests'
mutation catalog-migration-two-source-languages Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '      try root.member("sourceLanguage", in: "the catalog") != nil,' \
  '      document["sourceLanguage"] != nil,' \
  'CatalogMigrationTests'
mutation catalog-migration-new-state-reviewed Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'state == "translated" || state == "needs_review",' \
  'state == "translated" || state == "needs_review" || state == "new",' \
  'CatalogMigrationTests'
mutation catalog-migration-unit-members-dropped Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'Set(unit.members.map(\.key)) == ["state", "value"], let value' \
  'Set(unit.members.map(\.key)).isSuperset(of: ["state", "value"]), let value' \
  'CatalogMigrationTests'
mutation catalog-migration-source-case-ignored Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  '$0.key != sourceLanguage && $0.key.lowercased() == sourceLanguage.lowercased()' \
  'false && $0.key.lowercased() == sourceLanguage.lowercased()' \
  'CatalogMigrationTests'
mutation catalog-migration-line-feeds-only Sources/LocalizationLint/Text/FixableText.swift \
  '    return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r"' \
  '    return "\n"' \
  'CatalogMigrationTests'
# Issue 73: a plural variation's categories sorted by name, as Xcode writes them (few, many, one,
# other), not in CLDR's order.
mutation catalog-migration-categories-cldr-order Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'let names = PluralRules(locale: language).categories.map(\.name).sorted()' \
  'let names = PluralRules(locale: language).categories.map(\.name)' \
  'CatalogMigrationTests'
# A finding's merge key compares messages as it hashes them, byte for byte (a hostile review: two
# keys that differ only in normalization lost a finding at random or trapped).
mutation finding-merge-canonical-equality Sources/LocalizationLint/Checks/FindingMerge.swift \
  'return a.digest == b.digest && a.diagnostic.code == b.diagnostic.code⏎        && a.diagnostic.location == b.diagnostic.location && a.message.utf8.elementsEqual(b.message.utf8)' \
  'return a.diagnostic.code == b.diagnostic.code⏎        && a.diagnostic.location == b.diagnostic.location && a.message == b.message' \
  'FindingMergeTests'
# The linter's analysis of formats (Analysis/: moved from the runtime, which an app links).
mutation json-copies-compared-as-bytes Sources/LocalizationLint/Analysis/JSONDuplicateMembers.swift \
  'return try first.value(depth: depth).hasSameValue(as: second.value(depth: depth))' \
  'return false' \
  'DuplicateKeyTests'
mutation percent-encoding-read-as-format Sources/LocalizationLint/Analysis/FormatUse.swift \
  'if skippingPercentEncoding && isPercentEncoded(bytes, at: index) {' \
  'if skippingPercentEncoding && isPercentEncoded(bytes, at: index) && false {' \
  'PrecisionTests'
mutation expansions-bound-not-nested Sources/LocalizationLint/Analysis/OutputBound.swift \
  'top.expansions = OutputBound.sum(top.expansions, OutputBound.sum(1, bound.expansions))' \
  'top.expansions = OutputBound.sum(top.expansions, 1)' \
  'LinterTests'
mutation expansions-bound-last-variant Sources/LocalizationLint/Analysis/OutputBound.swift \
  'top.mostExpansions = max(top.mostExpansions, top.expansions)' \
  'top.mostExpansions = top.expansions' \
  'LinterTests'
mutation object-output-bound-width Sources/LocalizationLint/Analysis/OutputBound.swift \
  '      return 0⏎    case UInt8(ascii: "s"), UInt8(ascii: "S"):' \
  '      body = 0⏎    case UInt8(ascii: "s"), UInt8(ascii: "S"):' \
  'LintAnalysisTests'
# Issue 58: lint's bound of a %C is one UTF-16 unit (3 bytes), as CF appends.
mutation output-bound-unichar-scalar Sources/LocalizationLint/Analysis/OutputBound.swift \
  '    case UInt8(ascii: "C"): body = 3' \
  '    case UInt8(ascii: "C"): body = 4' \
  'LintLimitTests'
# A catalog member's copies for the HTML report's duplicate-key card (issue 59, item 5).
mutation catalog-copy-cut-inside-character Sources/LocalizationLint/Analysis/JSONDuplicateMembers.swift \
  '        while end > member.start.position && reader.bytes[end] & 0xC0 == 0x80 { end -= 1 }⏎' \
  '' \
  'ReportDetailTests'
# A migration's new lines end as the file's lines do: CRLF, or a lone carriage return.
mutation fix-line-ending-lone-cr Sources/LocalizationLint/Text/FixableText.swift \
  '    return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r"' \
  '    return "\r\n"' \
  'CatalogMigrationTests'
# A migration's writes: a .stringsdict that cannot be created keeps its .strings file as it
# was (refused after the failure, and written after it), a file in its place is not written
# over, the rewritten .strings keep their permissions and refuse a swap, and an existing
# .stringsdict the configuration excludes refuses the migration.
mutation fix-migration-strings-after-failed-dict Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  '        if !file.after.isDisjoint(with: failed) {' \
  '        if false, !file.after.isDisjoint(with: failed) {' \
  'PluralMigrationWriteTests'
mutation fix-migration-write-order Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  '    for file in files.filter(\.after.isEmpty) + files.filter({ !$0.after.isEmpty }) {' \
  '    for file in files {' \
  'PluralMigrationWriteTests'
mutation fix-migration-new-dict-overwrites Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  '          try FileSystem.create(file.realPath, withBytes: file.fixed, like: file.identity)' \
  '          try FileSystem.replace(file.realPath, withBytes: file.fixed)' \
  'PluralMigrationWriteTests'
mutation plural-migration-identity-dropped Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'found = Source(path: path, realPath: real, identity: identity, text: text)' \
  'found = Source(path: path, realPath: real, identity: nil, text: text)' \
  'PluralMigrationWriteTests'
mutation plural-migration-excluded-dict-written Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '        try requireLinted(dictPath, linted, read: existing.identity, real: existing.realPath)' \
  '        if false { try requireLinted(dictPath, linted, read: existing.identity, real: existing.realPath) }' \
  'PluralMigrationScopeTests'
# A suppression comment covers its own file only (another language's file with the same key
# and problem keeps its finding).
mutation suppression-covers-other-files Sources/LocalizationLint/Checks/Suppressions.swift \
  'var coverage = SuppressionCoverage((ofFile[file] ?? []).map { ($0, result[$0]) })' \
  'var coverage = SuppressionCoverage(result.indices.map { ($0, result[$0]) })' \
  'SuppressionTests'
# An override's paths: read from the file, and checked against each finding's file.
mutation override-paths-not-read Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  '      case "paths": override.paths = paths(value, key: key, opened: false)' \
  '      case "paths": _ = paths(value, key: key, opened: false)' \
  'ConfigurationTests'
mutation override-paths-unchecked Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  '    return pathGlobs.contains { $0.matches(path) }' \
  '    return true' \
  'ConfigurationTests'
# A configuration's path patterns compiled once (the excluded ones, an override's), and a
# file's path matched against the overrides' once per file: the scope is kept for the file's
# other findings, and it is obeyed.
mutation excluded-globs-not-compiled Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  '    didSet { excludedGlobs = excluded.map(PathGlob.init) }' \
  '    didSet {}' \
  'ConfigurationTests|LintCommandTests'
mutation override-path-globs-not-compiled Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  '      didSet { pathGlobs = paths.map(PathGlob.init) }' \
  '      didSet {}' \
  'ConfigurationTests'
mutation path-scope-not-kept Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  '      scopes[file] = scope' \
  '      _ = scope' \
  'ConfigurationTests/pathScopeOncePerFile'
mutation path-scope-not-obeyed Sources/LocalizationLint/Configuration/LintConfiguration.swift \
  'where takesPath && override.matches(finding.subject)' \
  'where override.matches(finding.subject)' \
  'ConfigurationTests'
# The sampler's survivor (seed 8129): a wildcard pattern also matches everything below a
# match, at any depth (the plain pattern's case is above).
mutation path-glob-below-one-level Sources/LocalizationLint/Configuration/PathPattern.swift \
  'below: Glob(pattern + "/**", crossesSlash: false)' \
  'below: Glob(pattern + "/*", crossesSlash: false)' \
  'ConfigurationTests'
mutation path-glob-plain-below-without-slash Sources/LocalizationLint/Configuration/PathPattern.swift \
  '      return path == pattern || path.hasPrefix(pattern + "/")' \
  '      return path == pattern || path.hasPrefix(pattern)' \
  'ConfigurationTests|PathPatternTests|LintCommandTests'
# A finding implied by another is left out within the same file only (another table's
# undefined variable does not hide this table's variable mismatch).
mutation finding-merge-implied-across-files Sources/LocalizationLint/Checks/FindingMerge.swift \
  '    self.file = finding.diagnostic.location.file' \
  '    self.file = ""' \
  'PrecisionTests'
# `included:` is read from the configuration file's folder.
mutation included-from-working-directory Sources/LocalizationLint/Run/LintRun.swift \
  '      looked = configuration.included.map(configuration.resolved)' \
  '      looked = configuration.included' \
  'ConfigurationTests'
# A rule shows its fix (corrections, in its rule file); --fix rewrites the codes of those rules, and
# a code whose findings suggest a fix must have them.
mutation rule-corrections-dropped Sources/LocalizationLint/Rules/DiagnosticRule.swift \
  '    self.corrections = corrections' \
  '    self.corrections = code == .integerWidthMismatch ? [] : corrections' \
  'RuleExampleTests'
mutation fixable-codes-beside-the-rules Sources/LocalizationLint/Fixes/Edits/LintFix.swift \
  'Set(DiagnosticRule.all.filter(\.isFixable).map(\.code))' \
  'Set(DiagnosticRule.all.filter(\.isFixable).map(\.code)).subtracting([.argumentSkipped])' \
  'RuleExampleTests'
mutation fix-duplicate-line-end-kept Sources/LocalizationLint/Text/EntryRemoval.swift \
  '      return start..<end' \
  '      return start..<(end - lineEndingLength(before: end))' \
  'RuleExampleTests'
# Lines that end in a lone CR: a catalog's places for --fix, the suppression scanners (their line
# ends and a `//` comment's end), and the rule examples' marked places count them as the readers do.
mutation catalog-spans-lone-cr-not-a-line-end Sources/LocalizationLint/Text/CatalogSpans.swift \
  '    where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {' \
  '    where byte == 0x0A {' \
  'LineEndTests'
mutation suppression-lone-cr-not-a-line-end Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '    || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))' \
  '    || (scalars[index] == "\r" && index + 1 == scalars.count)' \
  'LineEndTests|SuppressionTests'
mutation suppression-line-comment-ends-at-lf-only Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'if !block && StringsFileReader.endsLineComment(scalars[index]) { break }' \
  'if !block && scalars[index] == "\n" { break }' \
  'LineEndTests|SuppressionTests'
mutation rule-example-lone-cr-not-a-line-end Sources/LocalizationLint/Rules/DiagnosticRule.swift \
  '} else if character == "\n" || character == "\r\n" || character == "\r" {' \
  '} else if character == "\n" || character == "\r\n" {' \
  'RuleExampleTests'
# disable:this on an entry's key line covers the entry whose value or <dict> starts on the next
# line; a comment alone on its line does not; a `//` comment's directive ends at U+2028.
mutation suppression-key-line-next-line-ignored Sources/LocalizationLint/Checks/Suppressions.swift \
  '            scan.opensEntry(covered.lowerBound) || scan.opensEntry(covered.upperBound)' \
  '            false' \
  'DisableThisKeyLineTests|SuppressionTests'
mutation suppression-next-line-always-covered Sources/LocalizationLint/Checks/Suppressions.swift \
  '              : entries[file]?.starting(on: covered)' \
  '              : entries[file]?.starting(on: covered.lowerBound...(covered.upperBound + 1))' \
  'SuppressionPlacementTests|DisableThisKeyLineTests'
mutation suppression-strings-key-equals-not-an-opening Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'var scan = Scan(opening: "=")' \
  'var scan = Scan(opening: "</key>")' \
  'DisableThisKeyLineTests'
mutation suppression-multi-line-comment-key-line Sources/LocalizationLint/Checks/Suppressions.swift \
  '            scan.opensEntry(covered.lowerBound) || scan.opensEntry(covered.upperBound)' \
  '            scan.opensEntry(covered.upperBound)' \
  'SuppressionPlacementTests|DisableThisKeyLineTests'
mutation suppression-first-entry-of-key-line Sources/LocalizationLint/Checks/Suppressions.swift \
  '              ? entries[file]?.starting(on: (covered.upperBound + 1)...(covered.upperBound + 1))' \
  '              ? entries[file]?.starting(on: covered.lowerBound...(covered.upperBound + 1))' \
  'SuppressionPlacementTests|DisableThisKeyLineTests'
mutation suppression-quoted-text-in-tails Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '          if scalars[index] == "\\" && index + 1 < scalars.count { advance() }⏎          scan.content(scalars[index], on: line, markup: false)' \
  '          if scalars[index] == "\\" && index + 1 < scalars.count { advance() }⏎          scan.content(scalars[index], on: line)' \
  'SuppressionPlacementTests'
mutation suppression-opening-either-syntax Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      if ends != tailOpens {' \
  '      if scalar == "=" { ends = true }⏎      if ends != tailOpens {' \
  'SuppressionPlacementTests'
# A .strings file written as an XML property list takes XML comments, its values never; a binary
# property list has no comments (its strings may spell one).
mutation suppression-xml-strings-read-as-old-style Sources/LocalizationLint/Checks/Suppressions.swift \
  'if kind == .stringsdict || StringsFileReader.isPropertyListText(text) { return xmlComments(text) }' \
  'if kind == .stringsdict { return xmlComments(text) }' \
  'SuppressionPlacementTests'
mutation suppression-binary-plist-comments-read Sources/LocalizationLint/Checks/Suppressions.swift \
  '    if BinaryPropertyListReader.isBinary(bytes) { return nil }' \
  '' \
  'SuppressionPlacementTests'
mutation suppression-line-comment-ends-without-separators Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'if !block && StringsFileReader.endsLineComment(scalars[index]) { break }' \
  'if !block && (scalars[index] == "\n" || scalars[index] == "\r") { break }' \
  'LineEndTests'
# The linter's comparisons place a catalog key that is its own source text at the key.
mutation plural-candidate-key-text-at-file-start Sources/LocalizationLint/Checks/PluralCandidateSearch.swift \
  '?? .string(LocatedString(key, at: catalog.location(ofKey: key)))' \
  '?? .string(LocatedString(key, at: SourceLocation(file: catalog.path, line: 1, column: 1)))' \
  'RuleExampleTests'
mutation comparison-key-text-at-file-start Sources/LocalizationLint/Checks/LanguageComparison.swift \
  '?? .string(LocatedString(key, at: catalog.location(ofKey: key)))' \
  '?? .string(LocatedString(key, at: SourceLocation(file: catalog.path, line: 1, column: 1)))' \
  'CatalogKeyReferenceTests'
# The checks that live in their rule files: each rule's triggering examples report it.
mutation rule-file-control-character-silent Sources/LocalizationLint/Rules/ControlCharacterRule.swift \
  'guard let scalar = character.unicodeScalars.first(where: Self.isControl) else { continue }' \
  'guard let scalar = character.unicodeScalars.first(where: { _ in false }) else { continue }' \
  'RuleExampleTests'
mutation rule-file-empty-variant-silent Sources/LocalizationLint/Rules/EmptyVariantRule.swift \
  'where text.text.isEmpty && variable.uniformText == nil' \
  'where text.text.isEmpty && variable.uniformText != nil' \
  'RuleExampleTests'
mutation rule-file-device-missing-other-silent Sources/LocalizationLint/Rules/DeviceMissingOtherRule.swift \
  'guard !devices.contains(where: { $0.lowercased() == "other" }),' \
  'guard devices.isEmpty,' \
  'RuleExampleTests'
mutation rule-file-variable-cycle-silent Sources/LocalizationLint/Rules/VariableCycleRule.swift \
  'guard let cycle = Self.findCycle(references) else { return nil }' \
  'guard let cycle = [String]?.none else { return nil }' \
  'RuleExampleTests'
mutation rule-file-retired-category-as-unused Sources/LocalizationLint/Rules/RetiredCategoryRule.swift \
  'let release = RetiredCategories.lastRelease(of: category, in: context.rules)' \
  'let release = String?.none' \
  'RuleExampleTests'
mutation rule-file-number-not-shown-silent Sources/LocalizationLint/Rules/NumberNotShownRule.swift \
  'integers.count >= 2' \
  'integers.count >= 2_000' \
  'RuleExampleTests'
mutation rule-file-percent-in-text-silent Sources/LocalizationLint/Rules/PercentInTextRule.swift \
  '!string.isCertainlyFormat(key: key) else {' \
  '!string.isCertainlyFormat(key: key), false else {' \
  'RuleExampleTests'
# The files a run writes are not the files it reads or the other one it writes.
mutation written-files-inputs-unchecked Sources/LocalizationLint/Run/LintInvocation+WrittenFiles.swift \
  'if filesRead?.keys.contains(place) == true {' \
  'if false, filesRead?.keys.contains(place) == true {' \
  'WrittenFilesTests'
mutation written-files-same-file-as-spelled Sources/LocalizationLint/Run/LintInvocation+WrittenFiles.swift \
  'for other in written[..<index] where FileSystem.realPathOfExistingPart(other.path) == place {' \
  'for other in written[..<index] where other.path == path {' \
  'WrittenFilesTests'
mutation written-files-baseline-refresh-refused Sources/LocalizationLint/Run/LintInvocation+WrittenFiles.swift \
  '        if option == "--write-baseline" && file.path == baselineRead { continue }⏎' \
  '' \
  'WrittenFilesTests'
mutation written-files-lint-unchecked Sources/LocalizationLint/Run/LintRun.swift \
  '      return Outcome(output: "", messages: ["error: " + problem], status: LintExitCode.usage.rawValue)⏎    }⏎    var diff = ""' \
  '      _ = problem⏎    }⏎    var diff = ""' \
  'WrittenFilesTests'
mutation written-files-preview-unchecked Sources/LocalizationLint/Run/PluralPreview+Run.swift \
  'if let problem = writtenFilesProblem(baselineRead: nil, filesRead: report.filesRead) {' \
  'if let problem = writtenFilesProblem(baselineRead: nil, filesRead: report.filesRead), false {' \
  'WrittenFilesTests'
# The HTML pages show a name's controls as the text report does, and keep a text's.
mutation html-names-raw-controls Sources/LocalizationLint/Output/HTMLText.swift \
  'package static func name(_ text: String) -> String { escaped(PrintableText.escaped(text)) }' \
  'package static func name(_ text: String) -> String { escaped(text) }' \
  'HTMLReportTests|PluralPreviewTests'
mutation html-report-key-as-text Sources/LocalizationLint/Output/HTMLReport.swift \
  'head += " · key <q>\(HTMLText.name(key))</q>"' \
  'head += " · key <q>\(HTMLText.escaped(key))</q>"' \
  'HTMLReportTests'
mutation preview-key-as-text Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  '<q>\(HTMLText.name(entry.key))</q>' \
  '<q>\(HTMLText.escaped(entry.key))</q>' \
  'PluralPreviewTests'
mutation html-text-shown-as-name Sources/LocalizationLint/Output/HTMLReport.swift \
  'dir=\"auto\"\(lang)>\(HTMLText.escaped(text))</pre>' \
  'dir=\"auto\"\(lang)>\(HTMLText.name(text))</pre>' \
  'HTMLReportTests'
# Copies that only look the same (canonically equivalent code points) are two values.
mutation fix-verification-look-alike-copy-removed Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  '$0.key.hasSameScalars(as: pair.key) && $0.value.hasSameScalars(as: pair.value.text)' \
  '$0.key == pair.key && $0.value == pair.value.text' \
  'LookAlikeCopyTests'
# --fix refuses a file written after it was linted: its findings' places are those bytes' places.
mutation fix-after-edit-unchecked Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'if let linted = filesRead?[real] ?? nil, identity?.isUnchanged(since: linted) != true {' \
  'if let linted = filesRead?[real] ?? nil, false, identity?.isUnchanged(since: linted) != true {' \
  'FixAfterEditTests'
mutation migration-after-edit-unchecked Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'if let before, read?.isUnchanged(since: before) != true {' \
  'if let before, false, read?.isUnchanged(since: before) != true {' \
  'FixAfterEditTests'
mutation lint-identities-not-recorded Sources/LocalizationLint/Run/Linter.swift \
  'filesRead[real] = .some(FileSystem.identity(of: file))' \
  'filesRead[real] = .some(nil)' \
  'FixAfterEditTests'
# --dry-run's hunks show a UTF-8 file's byte order mark, where the fixes are placed after it.
mutation dry-run-byte-order-mark-left-out Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'UnifiedDiff.hunks(of: text.encoded(text.bytes), fixes: fixes)' \
  'UnifiedDiff.hunks(of: text.bytes, fixes: file.fixes)' \
  'DryRunHunkTests'
mutation dry-run-fixes-before-the-mark Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'let mark = text.encoded([]).count' \
  'let mark = 0' \
  'DryRunHunkTests'
mutation written-files-fixed-unchecked Sources/LocalizationLint/Run/LintInvocation+WrittenFiles.swift \
  'if filesFixed.contains(place) {' \
  'if false, filesFixed.contains(place) {' \
  'WrittenFilesTests'
mutation written-files-fixes-not-passed Sources/LocalizationLint/Run/LintRun.swift \
  'filesFixed: Set(fixes?.files.map(\.realPath) ?? []))' \
  'filesFixed: [])' \
  'WrittenFilesTests'
# --fix --dry-run: standard output is the diff alone (empty with nothing to fix), the report goes
# to standard error as text.
mutation dry-run-report-left-out Sources/LocalizationLint/Run/LintRun.swift \
  'messages += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)' \
  '_ = text' \
  'DryRunReportTests'
mutation dry-run-report-on-output-with-nothing-fixed Sources/LocalizationLint/Run/LintRun.swift \
  'output: PrintableText.escaped(dryRunDiff ? diff : output, keeping: kept)' \
  'output: PrintableText.escaped(dryRunDiff && !diff.isEmpty ? diff : output, keeping: kept)' \
  'DryRunReportTests'
mutation dry-run-report-in-the-reporters-format Sources/LocalizationLint/Run/LintRun.swift \
  'let text = printed == .text ? output : report.rendered(as: .text, relativeTo: workingDirectory)' \
  'let text = output' \
  'DryRunReportTests'
# --fix leaves a file no one, or not this user, may write; a rewrite keeps its owner and group.
mutation fix-read-only-file-rewritten Sources/LocalizationLint/Fixes/Edits/FixedFile.swift \
  'if identity?.isReadOnly == true {' \
  'if identity?.isReadOnly == false {' \
  'FixReadOnlyAndOwnerTests'
mutation fix-not-this-users-file-rewritten Sources/LocalizationLint/Fixes/Edits/FixedFile.swift \
  'if !FileSystem.mayWrite(real) { return' \
  'if FileSystem.mayWrite(real), false { return' \
  'FixAsAnotherUserTests|FixReadOnlyAndOwnerTests'
mutation fix-read-only-checked-by-fixes-only Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'if let reason = FixedFile.readOnly(real, identity) {' \
  'if false, let reason = FixedFile.readOnly(real, identity) {' \
  'FixReadOnlyAndOwnerTests'
mutation fix-read-only-unchecked-by-fixes Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'if let reason = FixedFile.readOnly(real, identity) { throw FixRefusal(reason, unwritable: true) }' \
  '' \
  'FixReadOnlyAndOwnerTests'
# A diff's ---/+++ name with a space ends with a tab (git's way), which patch -p1 needs.
mutation diff-spaced-name-without-tab Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  'return "\(mark) \(name)\(name.contains(" ") ? "\t" : "")\n"' \
  'return "\(mark) \(name)\n"' \
  'DiffSpacedNameTests'
mutation diff-creation-header-without-tab Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'UnifiedDiff.header("---", "/dev/null") + UnifiedDiff.header("+++", "b/" + name)' \
  '"--- /dev/null\n+++ b/" + name + "\n"' \
  'DiffSpacedNameTests'
# The GitHub annotation's file= names a folder with a line break or a tab as it is.
mutation github-path-line-breaks-escaped Sources/LocalizationLint/Output/GitHubAnnotations.swift \
  'PrintableText.escaped(path, keeping: [.lineFeeds, .tabs, .commands])' \
  'PrintableText.escaped(path)' \
  'GitHubAnnotationsTests'
mutation github-path-commands-escaped Sources/LocalizationLint/Output/GitHubAnnotations.swift \
  'PrintableText.escaped(path, keeping: [.lineFeeds, .tabs, .commands])' \
  'PrintableText.escaped(path, keeping: [.lineFeeds, .tabs])' \
  'GitHubAnnotationsTests'
# A migration: its new .stringsdict made like its .strings file; no .strings file written
# until every .stringsdict of it is; refused whole when a folder takes no new file.
mutation migration-created-dict-made-like-nothing Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '        created.identity = strings.identity⏎' \
  '' \
  'FixReadOnlyAndOwnerTests'
mutation migration-strings-wait-for-own-dict-only Sources/LocalizationLint/Fixes/Migration/PluralMigration.swift \
  'for move in plan.moves { made[move.strings]?.after.formUnion(dicts) }' \
  'for move in plan.moves { let own = made[move.stringsdict].map { [$0.realPath] } ?? []; made[move.strings]?.after.formUnion(own) }' \
  'FixReadOnlyAndOwnerTests'
mutation fix-folder-not-writable-unchecked Sources/LocalizationLint/Fixes/Edits/FixedFile.swift \
  'guard FileSystem.mayWrite(folder) else {' \
  'guard FileSystem.mayWrite(folder) || true else {' \
  'FixAsAnotherUserTests'
# A name listed that is not UTF-8 is reported so, not as "no such file".
mutation walk-non-utf8-name-as-missing Sources/LocalizationLint/Walk/FileWalker.swift \
  'depth > 0 && path.unicodeScalars.contains("\u{FFFD}")' \
  'false' \
  'NonUTF8NameTests'
mutation walk-non-utf8-given-path-blamed Sources/LocalizationLint/Walk/FileWalker.swift \
  'depth > 0 && path.unicodeScalars.contains("\u{FFFD}")' \
  'path.unicodeScalars.contains("\u{FFFD}")' \
  'NonUTF8NameTests'
# A migration's .strings file not written undoes the migration; a sticky folder refuses
# another user's file when planned.
mutation migration-undo-skipped Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  'let undone = written.filter { migration.contains($0.realPath) }' \
  'let undone = written.filter { _ in false }' \
  'FixReadOnlyAndOwnerTests'
mutation migration-undo-created-left Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  '          try FileManager.default.removeItem(atPath: file.realPath)⏎' \
  '          _ = file⏎' \
  'FixReadOnlyAndOwnerTests'
mutation fix-sticky-folder-unchecked Sources/LocalizationLint/Fixes/Edits/FixedFile.swift \
  'if let identity, FileSystem.isStickyForOthers(' \
  'if false, let identity, FileSystem.isStickyForOthers(' \
  'FixAsAnotherUserTests'
mutation migration-undo-closure-not-grown Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  'let linked = files.filter { !$0.after.isDisjoint(with: migration) }' \
  'let linked = [File]()' \
  'FixReadOnlyAndOwnerTests'
mutation migration-undo-stringsdict-first Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  'for file in undone.filter({ !$0.after.isEmpty }) + undone.filter(\.after.isEmpty) {' \
  'for file in undone {' \
  'FixReadOnlyAndOwnerTests'
mutation migration-undo-over-saved-file Sources/LocalizationLint/Fixes/Pipeline/LintFixes+Apply.swift \
  '(try? FileSystem.contents(of: file.realPath)) == written' \
  'written == written' \
  'FixReadOnlyAndOwnerTests'
mutation fix-verification-lone-surrogate-copy-removed Sources/LocalizationLint/Fixes/Verification/FixVerification.swift \
  'if pair.key.unicodeScalars.contains("\u{FFFD}")⏎' \
  'if false, pair.key.unicodeScalars.contains("\u{FFFD}")⏎' \
  'LookAlikeCopyTests'
# Issue 75: a migrated entry stays marked for review until its marker is removed: --fix writes
# the marker, lint reads it (the entry after a key line, as disable:next), the preview counts
# the entries and marks only the languages whose files are marked.
mutation review-marker-not-written Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '      ReviewMarkers.comment,⏎' \
  '' \
  'ReviewMarkerTests|PluralMigrationTests|RuleExampleTests'
mutation review-marker-not-read Sources/LocalizationLint/Checks/Suppressions.swift \
  '      result += ReviewMarkers.findings(' \
  '      _ = ReviewMarkers.findings(' \
  'ReviewMarkerTests|RuleExampleTests'
mutation review-marker-key-line-taken-as-entry Sources/LocalizationLint/Checks/ReviewMarkers.swift \
  '? entries?.starting(on: (line + 1)...(line + 1)) : entries?.starting(on: line...line)' \
  '? entries?.starting(on: line...line) : entries?.starting(on: line...line)' \
  'ReviewMarkerTests|RuleExampleTests'
mutation review-marker-stale-unreported Sources/LocalizationLint/Checks/ReviewMarkers.swift \
  '      guard let key else {⏎        found.append(' \
  '      guard let key else {⏎        continue⏎        found.append(' \
  'ReviewMarkerTests'
mutation preview-review-count-dropped Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  'let unreviewed = entries.filter { !$0.filesToReview.isEmpty }.count' \
  'let unreviewed = 0' \
  'ReviewMarkerTests'
mutation preview-review-every-language Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  'let review = toReview.contains(language.location.file)' \
  'let review = !toReview.isEmpty' \
  'ReviewMarkerTests'
# Issue 75: an entry's place and a suppression's covered line found by binary search (a file's
# findings and comments cost log n each, not n).
mutation entry-places-start-taken-as-before Sources/LocalizationLint/Checks/EntryPlaces.swift \
  'let after = starts.partitionPoint { ($0.line, $0.column) <= (location.line, location.column) }' \
  'let after = starts.partitionPoint { ($0.line, $0.column) < (location.line, location.column) }' \
  'LinterTests|DuplicateKeySubjectTests|SuppressionTests|SuppressionPlacementTests|RuleExampleTests'
mutation entry-places-starting-line-range-ignored Sources/LocalizationLint/Checks/EntryPlaces.swift \
  'return first < starts.count && starts[first].line <= lines.upperBound ? starts[first].key : nil' \
  'return first < starts.count ? starts[first].key : nil' \
  'SuppressionTests|SuppressionPlacementTests|DisableThisKeyLineTests|ReviewMarkerTests'
mutation suppression-previous-line-includes-own Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      let at = index(after: line - 1)⏎      return at > 0 ? contentLines[at - 1] : nil' \
  '      let at = index(after: line)⏎      return at > 0 ? contentLines[at - 1] : nil' \
  'SuppressionTests|SuppressionPlacementTests'
mutation plural-migration-runtime-table-of-another-strings-file Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      if let known = strings[path] { return known }' \
  '      if let known = strings.values.first { return known }' \
  'PluralMigrationCacheTests'
mutation plural-migration-runtime-table-of-another-stringsdict Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      if let known = stringsdicts[path] { return known }' \
  '      if let known = stringsdicts.values.first { return known }' \
  'PluralMigrationCacheTests'
mutation fixable-text-line-start-one-line-early Sources/LocalizationLint/Text/FixableText.swift \
  '    lineStarts[lineIndex(after: offset) - 1]' \
  '    lineStarts[max(0, lineIndex(after: offset) - 2)]' \
  'PluralMigrationCacheTests'
# Issue 75: a migration waits only for a file another fix rewrites or was refused in, not for one
# whose other findings no fix answers (it waited for ever), in a .strings table and a catalog.
mutation migration-waits-for-unfixable Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'let busy = Set(files.map(\.realPath) + refused.compactMap(FileSystem.realPath))' \
  'let busy = Set(files.map(\.realPath) + byFile.keys.compactMap(FileSystem.realPath))' \
  'ReplacementFixTests|CatalogFixTests'
# Issue 75: a .stringsdict key silences a .strings plural candidate only when spelled with the
# same code points (NFC café and e + U+0301 are two keys).
mutation plural-candidate-planned-keys-canonical Sources/LocalizationLint/Checks/PluralCandidateSearch.swift \
  'guard !planned.contains(Array(key.utf8)), case .string(let text) = entry else { return }' \
  'guard !planned.contains(where: { String(decoding: $0, as: UTF8.self) == key }), case .string(let text) = entry else { return }' \
  'PluralCandidateTests'
# Issue 75 item 4: key patterns compiled, their units found leftmost in order by Shift-And.
# The sampler's survivor (seed 8129): a `**/` run's state carried into the next word from
# its last bit only.
mutation key-pattern-run-carry-bit Sources/LocalizationLint/Configuration/KeyPattern.swift \
  '      carryRun = inRun >> 63' \
  '      carryRun = inRun >> 62' \
  'KeyPatternTests'
mutation key-pattern-suffix-unchecked Sources/LocalizationLint/Configuration/KeyPattern.swift \
  'return at >= start && (!anchored || at == start) && equals(fixed, text, at: at)' \
  'return at >= start && (!anchored || at == start)' \
  'KeyPatternTests'
mutation key-pattern-search-not-advanced Sources/LocalizationLint/Configuration/KeyPattern.swift \
  '          position = end⏎' \
  '          _ = end⏎' \
  'KeyPatternTests'
# Issue 75: misread-escape, a .strings value's \u or octal escape above \177, in every encoding
# (two shapes: the escape kinds, the quick look's UTF-16 branch).
mutation misread-escape-unchecked Sources/LocalizationLint/Run/Linter.swift \
  '          findings += MisreadEscapes.findings(' \
  '          _ = MisreadEscapes.findings(' \
  'MisreadEscapeTests|RuleExampleTests'
mutation misread-escape-letter-u-passed-over Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  '      if next == UInt8(ascii: "u") { return "\\u" }' \
  '      if next == UInt8(ascii: "U") { return "\\u" }' \
  'MisreadEscapeTests|RuleExampleTests|PluralMigrationEscapeTests'
mutation misread-escape-utf16-passed-over Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  '      return bytes.contains(backslash)' \
  '      return false' \
  'MisreadEscapeTests'
# The XML comment scanner compares its literals in place: every scalar of the literal, not its first.
mutation suppression-xml-literal-first-scalar-only Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '        pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }' \
  '        pattern.indices.prefix(1).allSatisfy { bytes[index + $0] == pattern[$0] }' \
  'SuppressionTests|SuppressionPlacementTests|ReviewMarkerTests|XMLCommentScanTests'

# A file this user may not write ends --fix as a failed write does: error, exit status 2.
mutation fix-unwritable-exit-zero Sources/LocalizationLint/Run/LintRun.swift \
  '        fixesNotWritten = !failures.isEmpty || !fixes.unwritable.isEmpty' \
  '        fixesNotWritten = !failures.isEmpty' \
  'FixExitStatusTests|FixAsAnotherUserTests'
# The second shape: a migration's unwritable file (a .strings table, a catalog) is a note again.
mutation fix-unwritable-migration-note Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '          throw FixRefusal("\(path): \(reason)", unwritable: true)' \
  '          throw FixRefusal("\(path): \(reason)")' \
  'FixExitStatusTests|FixReadOnlyAndOwnerTests|FixAsAnotherUserTests'
# And the fix of a file's own findings (a copy removed).
mutation fix-unwritable-file-note Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  '      if let reason = FixedFile.readOnly(real, identity) { throw FixRefusal(reason, unwritable: true) }' \
  '      if let reason = FixedFile.readOnly(real, identity) { throw FixRefusal(reason) }' \
  'FixExitStatusTests|FixReadOnlyAndOwnerTests|FixAsAnotherUserTests'
# The dry run only notes it: the same line as an error would be a run that failed to preview.
mutation fix-unwritable-dry-run-error Sources/LocalizationLint/Run/LintRun.swift \
  '        messages += fixes.unwritable.map { "note: " + $0 }' \
  '        messages += fixes.unwritable.map { "error: " + $0 }' \
  'FixExitStatusTests'
# A '-quoted .strings string is read, scanned for comments and fixed between its quotes (issue 75, item 11).
mutation suppression-single-quote-not-a-string Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      } else if scalar == "\"" || scalar == "'"'"'" {' \
  '      } else if scalar == "\"" {' \
  'SingleQuotedStringsTests|SuppressionTests'
mutation suppression-single-quote-ends-at-double Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '        while index < scalars.count && scalars[index] != scalar {' \
  '        while index < scalars.count && scalars[index] != "\"" {' \
  'SingleQuotedStringsTests|SuppressionTests'
# A character no property list carries refuses its own entry when planned, not every entry of its .stringsdict (issue 75, item 7).
mutation plural-migration-uncarried-text-at-write Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      if let character = uncarried(value) {' \
  '      if let character = uncarried(value), false {' \
  'PluralMigrationEscapeTests'
mutation plural-migration-uncarried-key-at-write Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      if let character = uncarried(key) {' \
  '      if let character = uncarried(key), false {' \
  'PluralMigrationEscapeTests'
mutation plural-migration-uncarried-names-first-character Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '    text.unicodeScalars.first(where: { !isCarried($0) }).map(PrintableText.codePoint)' \
  '    text.unicodeScalars.last(where: { !isCarried($0) }).map(PrintableText.codePoint)' \
  'PluralMigrationEscapeTests'
# An entry a suppression comment covers is not migrated: the comment would stay behind (issue 75, item 8).
mutation plural-migration-suppressed-entry-moved Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      if let lines = text.stringsEntryLines(at: position), let covered = strings.suppressed?.covering(lines) {' \
  '      if let lines = text.stringsEntryLines(at: position), let covered = strings.suppressed?.covering(lines), false {' \
  'PluralMigrationSuppressionTests'
mutation suppressed-lines-open-block-forgotten Sources/LocalizationLint/Checks/SuppressedLines.swift \
  '      found.append(Covered(lines: start.line...Int.max, directive: written, line: start.line))' \
  '' \
  'PluralMigrationSuppressionTests'
mutation suppressed-lines-reach-latest Sources/LocalizationLint/Checks/SuppressedLines.swift \
  '      if let last = reach.last, found[last].lines.upperBound >= found[index].lines.upperBound {' \
  '      if let last = reach.last, found[last].lines.upperBound >= found[index].lines.upperBound, false {' \
  'PluralMigrationSuppressionTests'
mutation suppressed-lines-previous-unread Sources/LocalizationLint/Checks/SuppressedLines.swift \
  '        if let line = scan.previousContentLine(before: directive.line) {' \
  '        if let line = scan.nextContentLine(after: directive.endLine) {' \
  'PluralMigrationSuppressionTests'
mutation strings-entry-lines-key-line-only Sources/LocalizationLint/Text/FixableText.swift \
  '    return span.keyLocation.line...(span.keyLocation.line + ends)' \
  '    return span.keyLocation.line...span.keyLocation.line' \
  'PluralMigrationSuppressionTests'
mutation suppressed-lines-swiftlint-read Sources/LocalizationLint/Checks/SuppressedLines.swift \
  '    for directive in scan.comments.flatMap(Suppressions.parse) where !directive.isSwiftLint {' \
  '    for directive in scan.comments.flatMap(Suppressions.parse) {' \
  'PluralMigrationSuppressionTests'
# plurals preview bounded as a text is; lint reports the entries it does not format (issue 75, item 3).
mutation preview-unformatted-at-the-limit Sources/LocalizationLint/Preview/PluralPreview.swift \
  '    let unformatted = largest > FormatCost.longestPreviewed ? largest : nil' \
  '    let unformatted = largest >= FormatCost.longestPreviewed ? largest : nil' \
  'PluralPreviewBoundTests'
mutation preview-page-limit-ignored Sources/LocalizationLint/Preview/PluralPreview.swift \
  '        let formatted = unformatted == nil && budget > 0' \
  '        let formatted = unformatted == nil' \
  'PluralPreviewBoundTests'
mutation preview-page-budget-unspent Sources/LocalizationLint/Preview/PluralPreview.swift \
  '            budget -= output.utf8.count' \
  '' \
  'PluralPreviewBoundTests'
mutation preview-forms-left-out-uncounted Sources/LocalizationLint/Preview/PluralPreview.swift \
  '        if unformatted == nil && !formatted { leftOut += 1 }' \
  '' \
  'PluralPreviewBoundTests'
mutation preview-header-left-out-unsaid Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  '      + review + limited + "in \(filesRead)' \
  '      + review + "in \(filesRead)' \
  'PluralPreviewBoundTests'
mutation output-very-long-at-the-limit Sources/LocalizationLint/Rules/OutputVeryLongRule.swift \
  '    guard bytes > FormatCost.longestPreviewed, bytes <= FormatLimits.maximumOutputBytes else { return nil }' \
  '    guard bytes >= FormatCost.longestPreviewed, bytes <= FormatLimits.maximumOutputBytes else { return nil }' \
  'PluralPreviewBoundTests|RuleExampleTests'
mutation output-very-long-beside-too-long Sources/LocalizationLint/Rules/OutputVeryLongRule.swift \
  '    guard bytes > FormatCost.longestPreviewed, bytes <= FormatLimits.maximumOutputBytes else { return nil }' \
  '    guard bytes > FormatCost.longestPreviewed else { return nil }' \
  'RuleExampleTests|PluralPreviewBoundTests'
mutation output-very-long-unchecked Sources/LocalizationLint/Checks/EntryPasses.swift \
  '    if let long = outputVeryLong(entry, bytes: cost.output) { diagnostics.append(long) }' \
  '' \
  'RuleExampleTests|PluralPreviewBoundTests'
# The comment scan keeps a line's last markup in one word, no String made per scalar.
mutation suppression-tail-unmasked Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      tail = (tail << 8 | (scalar.isASCII ? UInt64(scalar.value) : 0xFF)) & tailMask' \
  '      tail = (tail << 8 | (scalar.isASCII ? UInt64(scalar.value) : 0xFF))' \
  'SuppressionPlacementTests|SuppressionTests|XMLCommentScanTests'
# Each language's plural forms made once for plural-candidate, kept as made.
mutation plural-candidate-forms-cached-empty Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  '    formsByLanguage.withLock { $0[language] = result }' \
  '    formsByLanguage.withLock { $0[language] = [] }' \
  'PluralCandidateTests|PluralMigrationTests'
# White space told on ASCII without a property look-up: a blank line of tabs or spaces holds no content.
mutation suppression-blank-ascii-space-content Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '    ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace' \
  '    ? (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace' \
  'SuppressionTests|SuppressionPlacementTests|ReviewMarkerTests'
# The migration's runtime check formats each entry prepared once: both sides, every number.
mutation plural-migration-check-after-not-formatted Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '    let new = try? after.prepare(key)' \
  '    let new = try? before.prepare(key)' \
  'PluralMigrationTests|PluralMigrationEscapeTests'
# The .strings file's real path as read, for the busy and linted checks of each of its entries.
mutation plural-migration-real-path-known-ignored Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '    guard let linted, let real = known ?? FileSystem.realPath(path) else { return }' \
  '    guard let linted, let real = known.map { _ in "/" } ?? FileSystem.realPath(path) else { return }' \
  'PluralMigrationScopeTests|FixAfterEditTests|PluralMigrationTests'
# Scan.content: only as many scalars as the opening has can end the line with it.
mutation suppression-opening-any-last-scalar Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      let ends = tailCount == opening.count && tail == openingBits' \
  '      let ends = tailCount == opening.count - 1 || tail == openingBits' \
  'SuppressionPlacementTests|SuppressionTests|XMLCommentScanTests'
# A .stringsdict key canonically equal to the moved key but in other code points refuses the move with that reason.
mutation plural-migration-canonical-key-unexplained Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '        if !found.isEmpty {' \
  '        if !found.isEmpty, false {' \
  'PluralMigrationEscapeTests'
# The preview's three reasons a form has no sample, each said (sampler survivors of seed 7575).
mutation preview-unformatted-form-unsaid Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  '              ? "not formatted"' \
  '              ? "not formatted."' \
  'PluralPreviewBoundTests'
mutation preview-no-integer-sample-unsaid Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  '                : "no \(variable.allowsDecimals ? "" : "integer ")sample"' \
  '                : "no \(variable.allowsDecimals ? "" : "integer ")samples"' \
  'PluralPreviewBoundTests'
# An entry's lines end at its `;`, not the line after (sampler survivor of seed 7575).
mutation strings-entry-lines-one-line-more Sources/LocalizationLint/Text/FixableText.swift \
  '    var ends = 0⏎    for offset in span.entry' \
  '    var ends = 1⏎    for offset in span.entry' \
  'PluralMigrationSuppressionTests'
# An example's file is one the linter reads: a misspelt name would pass a non-triggering example (sampler survivor of seed 7575).
mutation rule-example-file-misnamed Sources/LocalizationLint/Rules/OutputVeryLongRule.swift \
  '        ["en.lproj/L.stringsdict": paddedCount(420)],' \
  '        ["en.lproj/L.tringsdict": paddedCount(420)],' \
  'RuleExampleTests'
# Sampler survivors (seed 7676): an octal escape at the file's end, UTF-16 units above U+00FF, a string's content between its quotes.
# The sampler's survivor (seed 8128): the quick look reads a file's last pair of bytes.
mutation misread-escape-last-pair-unread Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  'while let found = bytes[index...].firstIndex(of: backslash), found + 1 < bytes.endIndex {' \
  'while let found = bytes[index...].firstIndex(of: backslash), found + 2 < bytes.endIndex {' \
  'MisreadEscapeTests'
mutation misread-escape-pair-after-escape-skipped Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  '      index = found + 2⏎' \
  '      index = found + 3⏎' \
  'MisreadEscapeTests'
mutation misread-escape-reads-past-end Sources/LocalizationLint/Rules/MisreadEscapeRule.swift \
  'while end < bytes.endIndex, end < index + 3,' \
  'while end <= bytes.endIndex, end < index + 3,' \
  'MisreadEscapeTests'
mutation strings-content-double-quotes-kept Sources/LocalizationLint/Text/FixableText.swift \
  'guard bytes[value.lowerBound] == UInt8(ascii: "\"") || bytes[value.lowerBound] == UInt8(ascii: "'"'"'")' \
  'guard bytes[value.lowerBound] != UInt8(ascii: "\"") || bytes[value.lowerBound] == UInt8(ascii: "'"'"'")' \
  'FixPlacementTests'
# A .stringsdict's %#@name@ with a character CoreFoundation ends a name at (variable-name-character).
mutation variable-name-character-unchecked Sources/LocalizationLint/Checks/EntryPasses.swift \
  'if !catalog, let cut = name.unicodeScalars.first(where: { !Self.isNameCharacter($0) }) {' \
  'if !catalog, let cut = name.unicodeScalars.first(where: { _ in false }) {' \
  'VariableNameCharacterTests|RuleExampleTests'
mutation variable-name-character-in-catalogs Sources/LocalizationLint/Checks/EntryPasses.swift \
  'if !catalog, let cut = name.unicodeScalars.first(where: { !Self.isNameCharacter($0) }) {' \
  'if let cut = name.unicodeScalars.first(where: { !Self.isNameCharacter($0) }) {' \
  'VariableNameCharacterTests|RuleExampleTests'
mutation variable-name-character-bracket-cuts Sources/LocalizationLint/Checks/EntryPasses.swift \
  'case "a"..."z", "A"..."Z", "0"..."9", "_", "]": true' \
  'case "a"..."z", "A"..."Z", "0"..."9", "_": true' \
  'VariableNameCharacterTests|RuleExampleTests'
mutation variable-name-character-variants-unread Sources/LocalizationLint/Checks/EntryPasses.swift \
  '        if !catalog, let cut' \
  '        if !catalog, variable == nil, let cut' \
  'VariableNameCharacterTests'
# An XML file's comments and CDATA found past a filter on `<` (every other scalar is content).
mutation suppression-xml-opening-filter-wrong Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'let opens = bytes[index] == UInt8(ascii: "<")' \
  'let opens = bytes[index] == UInt8(ascii: "!")' \
  'Suppression'
mutation suppression-xml-cdata-filter-inverted Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '} else if opens && starts("<![CDATA[") {' \
  '} else if !opens && starts("<![CDATA[") {' \
  'Suppression'
# Sampler survivor (seed 7677): a line recorded out of order keeps the content lines sorted.
mutation suppression-scan-out-of-order-appended Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '} else if let last = contentLines.last, line < last {' \
  '} else if let last = contentLines.first, line < last {' \
  'SuppressionScanTests'
# The XML comment scan reads UTF-8 in place: a scalar outside ASCII decoded whole (a blank
# outside ASCII is no content), a column counted in scalars, a non-ASCII scalar never '>'.
mutation xml-scan-continuation-shift Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }' \
  '      for offset in 1..<length { value = value << 7 | UInt32(bytes[index + offset] & 0x3F) }' \
  'XMLCommentScanTests'
mutation xml-scan-column-in-bytes Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '      } else {⏎        column += 1⏎      }⏎      index += length' \
  '      } else {⏎        column += length⏎      }⏎      index += length' \
  'XMLCommentScanTests'
mutation xml-scan-tail-low-byte Sources/LocalizationLint/Checks/SuppressionComments.swift \
  '(scalar.isASCII ? UInt64(scalar.value) : 0xFF)' \
  '(UInt64(scalar.value & 0xFF))' \
  'XMLCommentScanTests'
mutation xml-scan-body-one-byte-steps Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'while index < bytes.count && !starts("-->") { advance(length(bytes[index])) }' \
  'while index < bytes.count && !starts("-->") { advance(1) }' \
  'XMLCommentScanTests'
# A comment's markers found byte by byte, matches not overlapping; the first word read before
# the rest are split.
mutation suppression-marker-overlapping Sources/LocalizationLint/Checks/Suppressions.swift \
  '          index += pattern.count⏎          found.append(index)' \
  '          found.append(index + pattern.count)⏎          index += 1' \
  'SuppressionMarkerTests'
mutation suppression-marker-last-byte-unchecked Sources/LocalizationLint/Checks/Suppressions.swift \
  'pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] })' \
  'pattern.indices.dropLast().allSatisfy({ bytes[index + $0] == pattern[$0] })' \
  'SuppressionMarkerTests|SuppressionTests'
# The runtime check of a migration: CLDR's samples of every category, and the edges of a
# conversion's length and sign; an unsigned number shown without a sign.
mutation migration-numbers-without-edges Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '    var numbers: [Int64] = [0, 1, -1, 1000, 1_000_000, .min, .max]' \
  '    var numbers: [Int64] = [0, 1, 1000]' \
  'PluralMigrationTests'
mutation migration-numbers-without-samples Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '        if let value = Int64(number.description) { numbers.append(value) }' \
  '        if let value = Int64(number.description), value < 2 { numbers.append(value) }' \
  'PluralMigrationTests'
mutation migration-unsigned-shown-signed Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '      let shown = unsigned ? String(UInt64(bitPattern: number)) : String(number)' \
  '      let shown = String(number)' \
  'PluralMigrationTests'
mutation catalog-migration-numbers-truncated Sources/LocalizationLint/Fixes/Migration/CatalogMigrationChecks.swift \
  'let value: FormatValue = plan.unsigned ? .unsigned(UInt64(bitPattern: number)) : .signed(number)' \
  'let value: FormatValue = plan.unsigned ? .unsigned(UInt64(bitPattern: number)) : .signed(Swift.max(number, 0))' \
  'CatalogMigrationTests'
# Each table folder's facts asked once a run: a folder's link status is its own, not another's.
mutation plural-migration-facts-link-of-parent Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      let link = FileSystem.isSymbolicLink(path)' \
  '      let link = FileSystem.isSymbolicLink(path + "/..")' \
  'PluralMigrationTests'
mutation plural-migration-facts-listing-not-kept Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      folders[parent] = listed⏎      return try listed.get()' \
  '      return try listed.get()' \
  'PluralMigrationScopeTests'
mutation plural-migration-facts-listing-unfiltered Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  'try FileSystem.entries(of: parent).filter { $0.hasSuffix(".lproj") }' \
  'try FileSystem.entries(of: parent)' \
  'PluralMigrationTests|PluralMigrationScopeTests'
# The facts are kept by path: two tables' folders each get their own answers (the second
# shape of the listing kept above).
mutation plural-migration-facts-folders-of-another-parent Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      if let known = folders[parent] { return try known.get() }' \
  '      if let known = folders.values.first { return try known.get() }' \
  'PluralMigrationScopeTests/foldersOfTwoParents'
mutation plural-migration-facts-link-of-another-path Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      if let known = links[path] { return known }' \
  '      if let known = links.values.first { return known }' \
  'PluralMigrationScopeTests/foldersOfTwoParents'
mutation plural-migration-facts-real-path-of-another Sources/LocalizationLint/Fixes/Migration/PluralMigrationLookups.swift \
  '      if let known = realPaths[path] { return known }' \
  '      if let known = realPaths.values.first { return known }' \
  'PluralMigrationScopeTests/foldersOfTwoParents'
# A catalog's language tag: one written with '_' is told apart by its '_' (not by a '-').
mutation preview-lang-fast-path-hyphen Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  'let tag = language.utf8.contains(UInt8(ascii: "_"))' \
  'let tag = language.utf8.contains(UInt8(ascii: "-"))' \
  'PluralPreviewPageTests/catalogLanguageTags'
# The preview makes each locale's categories and samples once, by locale; a language's tag
# written with '-' for '_' (the common name without '_' told apart first).
mutation preview-samples-of-another-locale Sources/LocalizationLint/Preview/PluralPreviewSamples.swift \
  '      if let known = byRules[rules] { return known }' \
  '      if let known = byRules.first?.value { return known }' \
  'PluralPreviewTests'
mutation preview-samples-decimal-flag-lost Sources/LocalizationLint/Preview/PluralPreviewSamples.swift \
  '              isDecimal: $0 == rule?.decimalSamples)' \
  '              isDecimal: false)' \
  'PluralPreviewTests'
mutation preview-lang-underscore-unchecked Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  'let tag = language.utf8.contains(UInt8(ascii: "_")) ? language.replacing("_", with: "-") : language' \
  'let tag = language.utf8.contains(UInt8(ascii: "-")) ? language.replacing("_", with: "-") : language' \
  'PluralPreviewTests|PreviewCLITests'
# A suppression scan's opening fits its one-word tail: 1 to 8 ASCII scalars, else the program stops.
mutation suppression-scan-opening-either-condition Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'precondition((1...8).contains(self.opening.count) && self.opening.allSatisfy(\.isASCII))' \
  'precondition((1...8).contains(self.opening.count) || self.opening.allSatisfy(\.isASCII))' \
  'SuppressionScanOpeningTests'
mutation suppression-scan-opening-outside-ascii Sources/LocalizationLint/Checks/SuppressionComments.swift \
  'precondition((1...8).contains(self.opening.count) && self.opening.allSatisfy(\.isASCII))' \
  'precondition((1...8).contains(self.opening.count))' \
  'SuppressionScanOpeningTests'
# A large migration's output checks on several threads: every range's refusals kept.
mutation migration-refusals-first-range-only Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '    }.flatMap { $0 }' \
  '    }.first ?? []' \
  'PluralMigrationThreadsTests'
# Markup escaped by copying the runs between replacements whole: the last run, each run's start.
mutation markup-last-run-dropped Sources/SourceFiles/ScalarRewrite.swift \
  '    result += Substring(scalars[run...])⏎' \
  '' \
  'XMLReportTests|HTMLReportTests|HostileOutputTests'
mutation markup-replaced-scalar-copied-too Sources/SourceFiles/ScalarRewrite.swift \
  '      run = next⏎' \
  '      run = index⏎' \
  'XMLReportTests|HTMLReportTests|HostileOutputTests'
# A workflow command's message and properties escaped through the one rewrite.
mutation github-escapes-unasked Sources/LocalizationLint/Output/GitHubAnnotations.swift \
  'ScalarRewrite.rewritten(text[...]) { escapes[$0] }' \
  'ScalarRewrite.rewritten(text[...]) { _ in nil }' \
  'GitHubAnnotationsTests'
# Issue 74, a rule in one file: a code named outside its rule file (a check written in a pass,
# a migration that names the code it fixes instead of taking it from the finding).
mutation rule-code-named-outside-its-rule Sources/LocalizationLint/Checks/FindingMerge.swift \
  'import SourceFiles⏎' \
  'import SourceFiles⏎⏎let strayRuleCode = DiagnosticCode.misreadEscape⏎' \
  'RuleFileTests'
mutation migration-count-names-its-code Sources/LocalizationLint/Fixes/Migration/PluralMigration.swift \
  '            plan.finding.diagnostic.code, default: 0] += 1' \
  '            .pluralCandidate, default: 0] += 1' \
  'RuleFileTests'
# A catalog migration's output checks on several threads: every plan's answer, in plan order.
mutation catalog-output-differences-ranges-reversed Sources/LocalizationLint/Fixes/Migration/CatalogMigrationChecks.swift \
  '}.flatMap { $0 }' \
  '}.reversed().flatMap { $0 }' \
  'PluralMigrationThreadsTests'
mutation catalog-output-differences-range-cut Sources/LocalizationLint/Fixes/Migration/CatalogMigrationChecks.swift \
  'plans[range].map { outputDifference(' \
  'plans[range].dropLast().map { outputDifference(' \
  'PluralMigrationThreadsTests|CatalogMigrationTests'
# The sampler's survivors of seed 7714: a rule's help and reason word for word in the rule
# reference (RuleReference.md, `plurals lint rules`), and a type mismatch's whole message.
mutation undefined-key-help-reworded Sources/LocalizationLint/Rules/UndefinedKeyRule.swift \
  'or correct the key in the code (a key' \
  'or correct the key in the coe (a key' \
  'RuleReferenceTests'
mutation format-call-mismatch-reason-reworded Sources/LocalizationLint/Rules/FormatCallMismatchRule.swift \
  'garbage text, or a crash on Apple platforms' \
  'garbage text, or a crash on Apple platform' \
  'RuleReferenceTests'
mutation format-call-type-message-spacing Sources/LocalizationLint/Rules/FormatCallMismatchRule.swift \
  'as argument \(index + 1) of' \
  'as argument \(index + 1)of' \
  'CallSiteCheckTests'
mutation format-call-type-message-reads-as Sources/LocalizationLint/Rules/FormatCallMismatchRule.swift \
  'reads as \(reads.rawValue)' \
  'reads \(reads.rawValue)' \
  'CallSiteCheckTests'
# plurals preview formats its forms while its lint runs, then attaches the lint's findings.
mutation preview-run-findings-unattached Sources/LocalizationLint/Run/PluralPreview+Run.swift \
  '    preview.attach(report)⏎' \
  '' \
  'PreviewCLITests'
mutation preview-attach-first-file-only Sources/LocalizationLint/Preview/PluralPreview.swift \
  'entries[index].findings = entry.files.flatMap' \
  'entries[index].findings = entry.files.prefix(1).flatMap' \
  'PluralPreviewTests|PreviewCLITests'
# The value-type checks split into each code's rule file: each still reports only its case.
mutation missing-value-type-for-every-source Sources/LocalizationLint/Rules/MissingValueTypeRule.swift \
  'guard variable.valueType == nil, variable.source == .stringsdict else' \
  'guard variable.valueType == nil else' \
  'CatalogPluralByDeviceLintTests|CorpusJudgementTests|RealWorldRuleTests'
mutation invalid-value-type-not-called Sources/LocalizationLint/Checks/EntryPasses.swift \
  '        diagnostics.add(invalidValueType(variable, facts: facts))⏎' \
  '' \
  'RuleExampleTests|LinterTests'
# Sampler survivors (seed 8131): a migration's output checks split where the tests see it, and
# the refusal of a plan whose files were not made (a path lint's refusals reach first).
mutation refusal-ranges-threads-and-minimum-swapped Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  'ConcurrentRanges.ranges(count: count, threads: threads, minimum: parallelMinimum)' \
  'ConcurrentRanges.ranges(count: count, threads: parallelMinimum, minimum: threads)' \
  'PluralMigrationThreadsTests'
mutation plural-migration-not-made-unnamed Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  'checks.notMade = "the files of \(move.strings) were not made"' \
  'checks.notMade = "the files were not made"' \
  'PluralMigrationThreadsTests'
# The comparison between languages calls each rule's check: a translation's variables, and a
# look-alike of a dropped number (else number-dropped).
mutation variable-mismatch-not-called Sources/LocalizationLint/Checks/LanguageComparison.swift \
  '        if let mismatch = EntryChecks.variableMismatch(' \
  '        if false, let mismatch = EntryChecks.variableMismatch(' \
  'RuleExampleTests'
mutation conversion-look-alike-never-found Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  'guard let (found, string, why) = lookAlike(of: conversion, in: strings) else { return nil }' \
  'guard false, let (found, string, why) = lookAlike(of: conversion, in: strings) else { return nil }' \
  'RuleExampleTests'
# Sampler survivor (seed 8131): a message made one line for nothing (any C1-range byte, as in a
# dash's), the same output, seen only by the exact byte test.
mutation one-line-any-continuation-byte Sources/LocalizationLint/Checks/FindingMerge.swift \
  'if last == 0xC2 && (0x80...0x9F).contains(byte) { return true }' \
  'if last == 0xC2 || (0x80...0x9F).contains(byte) { return true }' \
  'FindingMessageFastPathTests'
# Issue 74, item 2: --fix one way (LayeringTests' LocalizationLint/Fixes): a migration naming the
# pipeline that runs it, and an edit naming a migration, are each a loop again.
mutation fix-migration-names-the-pipeline Sources/LocalizationLint/Fixes/Migration/PluralMigrationWriting.swift \
  '    let fixed = FixedFile.applying(fixes, to: original)⏎' \
  '    _ = LintFixes.self⏎    let fixed = FixedFile.applying(fixes, to: original)⏎' \
  'LayeringTests'
mutation fix-edit-names-a-migration Sources/LocalizationLint/Text/FixableText.swift \
  '  static func lineEnding(of bytes: [UInt8]) -> String {⏎' \
  '  static func lineEnding(of bytes: [UInt8]) -> String {⏎    _ = PluralMigration.self⏎' \
  'LayeringTests'
# The review markers' and the suppressions' findings made by their rules' functions.
mutation review-marker-without-entry-as-review Sources/LocalizationLint/Checks/ReviewMarkers.swift \
  'EntryChecks.superfluousReviewMarker(directive, at: place),' \
  'EntryChecks.pluralFormsNeedReview(directive, at: place),' \
  'ReviewMarkerTests'
mutation superfluous-suppression-message-dropped Sources/LocalizationLint/Rules/SuperfluousSuppressionRule.swift \
  '.init(.superfluousSuppression, message, at: place)' \
  '.init(.superfluousSuppression, "superfluous", at: place)' \
  'RuleExampleTests|LinterTests|ReviewMarkerTests|SuppressionTests'
# Issue 74, item 2: one HTML page shell for the lint report and the preview: its policy, and
# the script that closes the report's page.
mutation html-shell-policy-dropped Sources/LocalizationLint/Output/HTMLText.swift \
  'content="\(policy)"' \
  'content="default-src '"'"'none'"'"'"' \
  'HTMLReportTests|PluralPreviewTests'
mutation html-shell-script-dropped Sources/LocalizationLint/Output/HTMLText.swift \
  '(script.map { "<script>\n\($0)\n</script>\n" } ?? "")' \
  '""' \
  'HTMLReportTests|HTMLBrowserTests|HTMLNavigationTests'
# Issue 74, item 5: no file of the linter over 400 lines (a migration's file, a pass's file).
mutation linter-file-over-400-lines Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'enum CatalogMigration {⏎' \
  'enum CatalogMigration {⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎' \
  'LinterFileSizeTests'
mutation linter-pass-file-over-400-lines Sources/LocalizationLint/Checks/DroppedNumbers.swift \
  'extension DroppedNumbers {⏎' \
  'extension DroppedNumbers {⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎  //⏎' \
  'LinterFileSizeTests'
# Sampler survivor (seed 8132): a category's samples end with "…" where CLDR's list goes on,
# though no more than three are shown (Russian 'few': 2–4, 22–24, 32–34, …).
mutation missing-categories-open-list-unmarked Sources/LocalizationLint/Rules/MissingCategoriesRule.swift \
  'if items.count > 3 || items.count < list.items.count || list.isOpenEnded {' \
  'if items.count > 3 || items.count < list.items.count && list.isOpenEnded {' \
  'ReportDetailTests'
# The walk's findings made by their rules' functions: the reference folder named, and a stray
# .stringsdict's rules named.
mutation ambiguous-development-language-reference-unnamed Sources/LocalizationLint/Walk/LocalizationGroups.swift \
  'reference: Self.shown(chosen.folder)' \
  'reference: Self.shown(member.folder)' \
  'DevelopmentLanguageTests'
mutation unknown-localization-stray-rules-unnamed Sources/LocalizationLint/Rules/UnknownLocalizationRule.swift \
  'so it is checked alone, with \(rules)'"'"'s plural rules' \
  'so it is checked alone, with the plural rules' \
  'StrayStringsdictTests'
# Sampler survivor (seed 8132): integer-width-mismatch at the first narrow use of the argument.
mutation integer-width-at-last-narrow-use Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'if let narrow = integers.first(where: { $0.directive.length == .none }), let example = wide.first {' \
  'if let narrow = integers.last(where: { $0.directive.length == .none }), let example = wide.first {' \
  'IntegerWidthTests'
# Sampler survivors (seed 8132): a category's samples for a variable that is no integer, and the
# value-type-mismatch message as written.
mutation samples-decimals-for-non-integers Sources/LocalizationLint/Rules/MissingCategoriesRule.swift \
  'let list = integer || rule.integerSamples != nil ? rule.integerSamples : rule.decimalSamples' \
  'let list = integer && rule.integerSamples != nil ? rule.integerSamples : rule.decimalSamples' \
  'ReportDetailTests'
mutation value-type-mismatch-message-unquoted Sources/LocalizationLint/Rules/ValueTypeMismatchRule.swift \
  'is '"'"'\(valueType.text)'"'"' but' \
  'is '"'"'\(valueType.text) but' \
  'ReportDetailTests'
# Sampler survivors (seed 8132): a fix's refusals of a file of no localization format, and of a
# file that no longer reads, each said in full.
mutation fix-unread-file-message-unclosed Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'throw FixRefusal("it does not read (\((error as? SourceError)?.message ?? "\(error)"))")' \
  'throw FixRefusal("it does not read (\((error as? SourceError)?.message ?? "\(error)")")' \
  'LintFixTests'
mutation fix-not-localization-file-unnamed Sources/LocalizationLint/Fixes/Pipeline/LintFixes.swift \
  'throw FixRefusal("not a localization file (.strings, .stringsdict or .xcstrings)")' \
  'throw FixRefusal("not a localization file")' \
  'LintFixTests'
# Sampler survivor (seed 8133): the preview page's title, made by the one page shell.
mutation preview-title-misnamed Sources/LocalizationLint/Preview/PluralPreviewHTML.swift \
  'title: "plurals preview: " + summary' \
  'title: "plurals lint: " + summary' \
  'PluralPreviewTests'
# Issue 74, item 3: the examples' builders (Rules/ExampleEntries.swift).
mutation example-mark-after-anchor Sources/LocalizationLint/Rules/ExampleEntries.swift \
  'text.insert(RuleExample.marker, at: found.lowerBound)' \
  'text.insert(RuleExample.marker, at: found.upperBound)' \
  'RuleExampleTests'
mutation example-entry-variables-ignored Sources/LocalizationLint/Rules/ExampleEntries.swift \
  '+ (variables.isEmpty ? pluralVariable() : variables.joined()) + "</dict>\n"' \
  '+ pluralVariable() + "</dict>\n"' \
  'RuleExampleTests'
# Issue 74, item 2: one digest, SHA-1 and SHA-256 on one padding and block loop (Output/Digest.swift).
mutation digest-length-in-bytes Sources/LocalizationLint/Output/Digest.swift \
  'let bitLength = UInt64(message.count) &* 8' \
  'let bitLength = UInt64(message.count)' \
  'DigestTests'
mutation digest-words-little-endian Sources/LocalizationLint/Output/Digest.swift \
  'words[index] = message[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }' \
  'words[index] = message[start..<start + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }' \
  'DigestTests'
# Issue 74, item 1: what the run does with a code's findings apart from reporting them is its
# rule's to say (`impliedBy`, `traits`), so no other file names the code.
mutation rule-traits-copies-dropped Sources/LocalizationLint/Rules/DuplicateKeyRule.swift \
  'traits: .listsCopies)' \
  'traits: [])' \
  'ReportDetailTests|HTMLReportTests'
mutation rule-traits-codes-inverted Sources/LocalizationLint/Rules/DiagnosticRule.swift \
  'Set(all.filter { $0.traits.contains(trait) }.map(\.code))' \
  'Set(all.filter { !$0.traits.contains(trait) }.map(\.code))' \
  'HTMLNavigationTests|LintFixTests'
mutation rule-names-another-code-outside-implied Sources/LocalizationLint/Rules/PercentInTextRule.swift \
  'impliedBy: [.invalidFormat])' \
  'impliedBy: [.invalidFormat])⏎⏎let strayImplied = DiagnosticCode.invalidFormat' \
  'RuleFileTests'
# Issue 74, item 2: the plural migration is plural-candidate's correction, as its rule says
# (`traits: .migrates`), the migrations' edits of the code of the findings they answer.
mutation rule-traits-migrates-dropped Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  '    traits: .migrates)' \
  '    traits: [])' \
  'PluralMigrationTests|LintFixTests'
mutation catalog-migration-codes-inverted Sources/LocalizationLint/Fixes/Migration/CatalogMigration.swift \
  'for finding in findings where LintFix.migratingCodes.contains(finding.diagnostic.code) {' \
  'for finding in findings where !LintFix.migratingCodes.contains(finding.diagnostic.code) {' \
  'CatalogMigrationTests'
# The review of issue 74's session: every trait and implication a rule declares, dropped.
mutation rule-traits-unread-file-dropped Sources/LocalizationLint/Rules/ParseErrorRule.swift \
  '    traits: .unreadFile)' \
  '    traits: [])' \
  'LintFixTests'
mutation rule-traits-missing-text-dropped Sources/LocalizationLint/Rules/MissingKeyRule.swift \
  '    traits: .missingText)' \
  '    traits: [])' \
  'HTMLNavigationTests'
mutation rule-traits-awaits-review-dropped Sources/LocalizationLint/Rules/PluralFormsNeedReviewRule.swift \
  '    traits: .awaitsReview)' \
  '    traits: [])' \
  'ReviewMarkerTests|PluralPreviewTests'
mutation percent-not-implied-by-invalid-format Sources/LocalizationLint/Rules/PercentInTextRule.swift \
  '    impliedBy: [.invalidFormat])' \
  '    impliedBy: [])' \
  'PrecisionTests'
mutation example-mark-without-anchor Sources/LocalizationLint/Rules/ExampleEntries.swift \
  'guard let found = firstRange(of: anchor) else { return self }' \
  'guard let found = firstRange(of: anchor) else { return String(RuleExample.marker) + self }' \
  'ExampleBuilderTests'
# Sampler survivor (seed 8134, ConversionLookAlikeRule.swift:95): the space flag's message as written.
mutation look-alike-space-flag-message Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  '(a space after '"'"'%'"'"' is a flag: the number is printed after a blank)' \
  '(a space after '"'"'%'"'"' is a flag)' \
  'PrecisionTests'
# Sampler survivors (seed 8135, then in PluralCandidateRule.swift): each word of the
# heuristic's lists decides a text (PluralCandidateWordTests; two shapes: a label, a word in s).
mutation plural-candidate-label-misspelt Sources/LocalizationLint/Analysis/CountedWord.swift \
  '"code", "port", "channel",' \
  '"code", "pot", "channel",' \
  'PluralCandidateWordTests'
mutation plural-candidate-not-plural-dropped Sources/LocalizationLint/Analysis/CountedWord.swift \
  '"series", "species", "means",' \
  '"series", "species",' \
  'PluralCandidateWordTests'
# Sampler survivor (seed 8135, ConversionLookAlikeRule.swift:144): each character of a look-alike's
# directive tail (DirectiveTailTests; two shapes: a conversion, a length).
mutation look-alike-tail-conversion-dropped Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  '"@dDiuUxXoOfFeEgGaAcCsS".contains(characters[end])' \
  '"@dDiuUXoOfFeEgGaAcCsS".contains(characters[end])' \
  'DirectiveTailTests'
mutation look-alike-tail-length-dropped Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  '"0123456789$-+#.hlqLzjt".contains(characters[end])' \
  '"0123456789$-+#.hlLzjt".contains(characters[end])' \
  'DirectiveTailTests'
# Sampler survivor (seed 8135, PluralMigrationPlanning.swift:143): a development-language file gone
# between lint and --fix is refused as missing (two shapes: a .strings table, a catalog).
mutation migration-strings-gone-planned Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'guard facts.isPresent(path) else { throw FixRefusal("\(path) is missing; lint the tree again") }' \
  '' \
  'PluralMigrationTests'
mutation migration-catalog-gone-planned Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  '      guard kind == .stringsdict else { throw FixRefusal("\(path) is missing") }⏎' \
  '' \
  'PluralMigrationTests'
# Sampler survivor (seed 8135, then in PluralCandidateRule.swift): the total of "%d / %d" counts nothing.
mutation plural-candidate-slash-total-counted Sources/LocalizationLint/Analysis/CountedWord.swift \
  'before.lowercased().hasSuffix(" of ") || before.hasSuffix("/ ")' \
  'before.lowercased().hasSuffix(" of ") || before.hasPrefix("/ ")' \
  'PluralCandidateWordTests'
# Sampler survivor (seed 8135, MissingValueTypeRule.swift:31): missing-value-type's message in full.
mutation missing-value-type-message-cut Sources/LocalizationLint/Rules/MissingValueTypeRule.swift \
  'has no NSStringFormatValueTypeKey; add the conversion of its number (d, ld, f …)' \
  'has no NSStringFormatValueTypeKey; add the conversion of its number' \
  'ReportDetailTests'
# Review: a word of plural-candidate's lists in one list only (no dead copy).
mutation plural-candidate-word-in-two-lists Sources/LocalizationLint/Analysis/CountedWord.swift \
  '"nor", "is", "are", "were",' \
  '"nor", "is", "are", "was", "were",' \
  'PluralCandidateWordTests'

# Issue 77: Swift code's call sites against the tables (CallSiteChecks, the two rules, the run).
mutation call-site-default-value-reported Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'guard !site.hasDefaultValue,' \
  'guard' \
  'CallSiteCheckTests'
mutation call-site-word-in-any-table Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '&& tables.identifierKeyed.contains(site.tableName))' \
  '&& true)' \
  'CallSiteCheckTests'
mutation call-site-interpolated-word-reported Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '(shape == .word && !site.key.isInterpolated && tables' \
  '(shape == .word && tables' \
  'CallSiteCheckTests'
mutation call-site-known-specifier-ignored Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '        && zip(candidate.specifiers, wanted).allSatisfy { $1 == nil || $0 == $1 } ? candidate.key : nil' \
  '        ? candidate.key : nil' \
  'CallSiteCheckTests'
mutation call-site-translation-keys-counted Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '        if reference(path) {⏎          self.keys[name, default: []].formUnion(keys)⏎' \
  '        self.keys[name, default: []].formUnion(keys)⏎        if reference(path) {⏎' \
  'CallSiteCheckTests'
mutation call-site-table-not-read-uncounted Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'outcome.tablesNotRead += 1' \
  'outcome.tablesNotRead += 0' \
  'CallSiteCheckTests'
mutation call-site-too-few-by-one Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'if let last = kinds.keys.max(), last + 1 > arguments.count {' \
  'if let last = kinds.keys.max(), last > arguments.count {' \
  'CallSiteCheckTests'
mutation call-site-string-as-c-string Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'case (.string, .object): true' \
  'case (.string, .object), (.string, .cString): true' \
  'CallSiteCheckTests'
mutation call-site-integer-as-floating Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'case (.integer, .integer), (.integer, .number), (.floating, .floating)' \
  'case (.integer, .integer), (.integer, .number), (.integer, .floating), (.floating, .floating)' \
  'CallSiteCheckTests'
mutation call-site-identifier-dot-any-case Sources/LocalizationLint/Analysis/CodeReferences.swift \
  'case ".": if small && isWord(index - 1) && isWord(index + 1) { joined = true }' \
  'case ".": if isWord(index - 1) && isWord(index + 1) { joined = true }' \
  'CallSiteScannerTests'
mutation call-site-identifier-underscore-at-edge Sources/LocalizationLint/Analysis/CodeReferences.swift \
  'case "_": if isWord(index - 1) && isWord(index + 1) { joined = true }' \
  'case "_": joined = true' \
  'CallSiteScannerTests'
mutation call-site-swift-comments-unread Sources/LocalizationLint/Checks/Suppressions.swift \
  'for file in files + swiftFiles where' \
  'for file in files where' \
  'CallSiteCheckTests'
mutation call-site-swiftlint-comment-reported Sources/LocalizationLint/Checks/Suppressions.swift \
  'if !file.hasSuffix(".swift") { report(directive, swiftLintMessage(directive)) }' \
  'report(directive, swiftLintMessage(directive))' \
  'CallSiteCheckTests'
mutation call-site-config-sources-ignored Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  'case "sources": configuration.sources = paths(value, key: key, opened: true)' \
  'case "sources": _ = paths(value, key: key, opened: true)' \
  'LintSourcesCLITests'
mutation call-site-config-function-unchecked Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  'guard LintConfiguration.isFunctionName(name) else {' \
  'guard true else {' \
  'LintSourcesCLITests'
mutation call-site-summary-unsaid Sources/LocalizationLint/Run/LintRun.swift \
  'messages.append("note: " + summary.summary)' \
  '_ = summary.summary' \
  'LintSourcesCLITests'
mutation call-site-unreadable-not-incomplete Sources/LocalizationLint/Run/LintRun.swift \
  '      report.unreadable += summary.unreadable.map {⏎        UnreadablePath(path: $0.location.file, reason: $0.message)⏎      }⏎' \
  '' \
  'LintSourcesCLITests'
mutation call-site-no-reader-unsaid Sources/LocalizationLint/Run/LintRun.swift \
  '    guard let codeReader else {⏎      messages.append(' \
  '    guard let codeReader else {⏎      _ = (' \
  'LintSourcesCLITests'
mutation call-site-shown-as-written-uncounted Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'outcome.shownAsWritten += 1' \
  'outcome.shownAsWritten += 0' \
  'CallSiteCheckTests'
# unused-key: off unless asked for, the tables the code names, the keys every call site may name.
mutation unused-key-true-read-as-off Sources/LocalizationLint/Configuration/ConfigurationFile.swift \
  'case "true": configuration.unusedKeys = []' \
  'case "true": configuration.unusedKeys = nil' \
  'CallSiteCheckTests'
mutation unused-key-always-on Sources/LocalizationLint/Run/Linter.swift \
  'if configuration.unusedKeys != nil {' \
  'if true {' \
  'CallSiteCheckTests'
mutation unused-key-patterns-ignored Sources/LocalizationLint/Run/Linter.swift \
  'ignored: configuration.ignoresUnusedKey)' \
  'ignored: { _ in false })' \
  'CallSiteCheckTests'
mutation unused-key-translations-listed Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'guard names.contains(name), isReference(path) || !withReference.contains(name) else { continue }' \
  'guard names.contains(name) else { continue }' \
  'CallSiteCheckTests'
mutation unused-key-catalog-keys-left-out Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'places[name, default: []] += catalog.keys.map { ($0, catalog.location(ofKey: $0)) }' \
  '_ = catalog' \
  'CallSiteCheckTests'
mutation unused-key-interpolated-not-used Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '          known[memo] = found⏎          outcome.used[site.tableName, default: []].formUnion(found)⏎' \
  '          known[memo] = found⏎' \
  'CallSiteCheckTests'
mutation unused-key-literal-not-used Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '        found = matches(site.key, keys: keys, shapes: [:])⏎        outcome.used[site.tableName, default: []].formUnion(found)⏎' \
  '        found = matches(site.key, keys: keys, shapes: [:])⏎' \
  'CallSiteCheckTests'
# A key's shape through the format parser (the conversions that take an argument).
mutation call-site-shape-keeps-conversions Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '      result.append(1)⏎' \
  '      result += bytes[directive.range]⏎' \
  'CallSiteCheckTests'
mutation call-site-percent-sign-a-conversion Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '((try? FormatParser.directives(key)) ?? []).filter(\.takesArgument)' \
  '((try? FormatParser.directives(key)) ?? [])' \
  'CallSiteCheckTests'
# plural-candidate at a call site (plurals lint --sources): a counting key no table has.
mutation call-site-plural-candidate-dropped Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'if let counted = countedKey(site, tables: tables) {' \
  'if false, let counted = countedKey(site, tables: tables) {' \
  'CallSitePluralCandidateTests|RuleExampleTests'
mutation call-site-plural-candidate-unformatted-literal Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'guard site.key.isInterpolated || site.formatArguments != nil,' \
  'guard true,' \
  'CallSitePluralCandidateTests|RuleExampleTests'
mutation call-site-plural-candidate-unknown-counted Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  'key += specifier ?? (site.countNames.contains(index) ? "%lld" : "%@")' \
  'key += specifier ?? "%lld"' \
  'CallSitePluralCandidateTests|RuleExampleTests'
mutation call-site-plural-candidate-any-language Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  '    guard CountedWord.isEnglish(developmentLanguage) else { return nil }⏎    var index = 0' \
  '    var index = 0' \
  'CallSitePluralCandidateTests'
mutation call-site-plural-candidate-catalog-language Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '        developmentLanguages[name] = developmentLanguages[name] ?? catalog.sourceLanguage⏎' \
  '' \
  'CallSitePluralCandidateTests'
mutation call-site-plural-candidate-own-language-listed Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  '$0 != developmentLanguages[name] && seen.insert($0).inserted' \
  'seen.insert($0).inserted' \
  'CallSitePluralCandidateTests'
mutation call-site-plural-candidate-fix-note-generic Sources/LocalizationLint/Fixes/Migration/PluralMigrationPlanning.swift \
  'if fileName.hasSuffix(".swift") {' \
  'if fileName.hasSuffix(".swift.") {' \
  'LintSourcesCLITests'
# plural-candidate's counted word read between the neighbouring directives (linear in the
# text), in agreement with the whole-text model: two window edges.
mutation counted-word-window-after-previous-directive Sources/LocalizationLint/Analysis/CountedWord.swift \
  'let start = index > 0 ? directives[index - 1].range.lowerBound : 0' \
  'let start = index > 0 ? directives[index - 1].range.upperBound : 0' \
  'CountedWordModelTests'
mutation counted-word-window-ends-at-next-end Sources/LocalizationLint/Analysis/CountedWord.swift \
  'let end = index + 1 < directives.count ? directives[index + 1].range.lowerBound : bytes.count' \
  'let end = index + 1 < directives.count ? directives[index + 1].range.lowerBound - 1 : bytes.count' \
  'CountedWordModelTests'
mutation excerpt-head-too-short Sources/LocalizationLint/Context/EntryChecks.swift \
  'let head = text.prefix(61)' \
  'let head = text.prefix(60)' \
  'ExcerptTests'
mutation excerpt-line-breaks-kept Sources/LocalizationLint/Context/EntryChecks.swift \
  'let line = String(head.replacing(' \
  'let line = String(head); _ = (head.replacing(' \
  'ExcerptTests'
# Suppression comments answered from an index of the file's findings (SuppressionCoverage), not a
# scan of every finding for each comment; checked against that scan on random files.
mutation suppression-coverage-merge-cuts-range Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  'list[list.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)' \
  'list[list.count - 1] = last.lowerBound...range.upperBound' \
  'SuppressionCoverageTests'
mutation suppression-coverage-first-line-above Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  'let first = sorted.partitionPoint { $0 < range.lowerBound }' \
  'let first = sorted.partitionPoint { $0 <= range.lowerBound }' \
  'SuppressionCoverageTests'
mutation suppression-coverage-range-search-past Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  'let first = list.partitionPoint { $0.upperBound < line }' \
  'let first = list.partitionPoint { $0.upperBound <= line }' \
  'SuppressionCoverageTests'
mutation suppression-coverage-all-ranges-ignored Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  '|| inRanges(Suppressions.allCodes, finding.line) {' \
  '{' \
  'SuppressionCoverageTests|Suppression'
mutation suppression-coverage-all-keys-ignored Sources/LocalizationLint/Checks/SuppressionCoverage.swift \
  '            || coveredKeys[Suppressions.allCodes]?.contains($0) == true⏎' \
  '' \
  'SuppressionCoverageTests'
mutation suppression-review-findings-unindexed Sources/LocalizationLint/Checks/Suppressions.swift \
  '      for index in reviewed..<result.count {⏎        ofFile[result[index].diagnostic.location.file, default: []].append(index)⏎      }⏎' \
  '' \
  'ReviewMarkerTests'
mutation suppression-covered-per-file-dropped Sources/LocalizationLint/Checks/Suppressions.swift \
  '      suppressed.formUnion(coverage.covered())⏎' \
  '' \
  'Suppression'
# Sampler survivor (seed 7711, LintReport.swift:59): the run's note names no zero count.
mutation call-site-summary-zero-shown-as-written Sources/LocalizationLint/Report/LintReport.swift \
  'if shownAsWritten > 0 {' \
  'if shownAsWritten >= 0 {' \
  'CallSiteCheckTests'
mutation call-site-summary-zero-tables-not-read Sources/LocalizationLint/Report/LintReport.swift \
  'if tablesNotRead > 0 { skipped.append' \
  'if tablesNotRead >= 0 { skipped.append' \
  'CallSiteCheckTests'
# Sampler survivor (seed 7712, FormatCallMismatchRule.swift:80): the languages a finding names,
# separated as a list is, and at most four by name.
mutation format-call-languages-unspaced Sources/LocalizationLint/Rules/FormatCallMismatchRule.swift \
  'let named = sorted.prefix(4).joined(separator: ", ")' \
  'let named = sorted.prefix(4).joined(separator: ",")' \
  'CallSiteCheckTests'
mutation format-call-languages-all-named Sources/LocalizationLint/Rules/FormatCallMismatchRule.swift \
  'return sorted.count > 4 ? "\(named) and \(sorted.count - 4) more" : named' \
  'return sorted.count > 40 ? "\(named) and \(sorted.count - 4) more" : named' \
  'CallSiteCheckTests'
# Sampler survivor (seed 7712, CountedWord.swift:120): each flag makes a number no count.
mutation counted-word-space-flag-needs-alternate Sources/LocalizationLint/Analysis/CountedWord.swift \
  '!(directive.zeroPad || directive.plusSign || directive.space || directive.alternate' \
  '!(directive.zeroPad || directive.plusSign || directive.space && directive.alternate' \
  'PluralCandidateWordTests'
mutation counted-word-left-align-counted Sources/LocalizationLint/Analysis/CountedWord.swift \
  '      || directive.leftAlign)' \
  '      || false)' \
  'PluralCandidateWordTests'
# Sampler survivor (seed 7713, LintReport.swift:63): the run's note on the files not read.
mutation call-site-summary-unreadable-worded Sources/LocalizationLint/Report/LintReport.swift \
  'could not be read" }' \
  'could nt be read" }' \
  'CallSiteCheckTests'
mutation call-site-summary-unreadable-unsaid Sources/LocalizationLint/Report/LintReport.swift \
  'if !unreadable.isEmpty { line +=' \
  'if false, !unreadable.isEmpty { line +=' \
  'CallSiteCheckTests'
# Sampler survivor (seed 7713, CallSiteChecks.swift:299): `?? -1` as the count of a text that reads
# no argument was an equivalent mutant's sentinel; without it, such a text formatted with none.
mutation call-site-no-argument-text-short Sources/LocalizationLint/Checks/CallSiteChecks.swift \
  'if let last = kinds.keys.max(), last + 1 > arguments.count {⏎        short.append(source.language)⏎        read = max(read, last + 1)' \
  'if (kinds.keys.max() ?? 0) + 1 > arguments.count {⏎        short.append(source.language)⏎        read = max(read, (kinds.keys.max() ?? 0) + 1)' \
  'CallSiteCheckTests'
# Sampler survivor (seed 7713, PluralCandidateRule.swift:191): a counting name's place among the
# key's values (the second value, after one of unknown type).
mutation call-site-count-name-index-skips Sources/LocalizationLint/Rules/PluralCandidateRule.swift \
  '        key += specifier ?? (site.countNames.contains(index) ? "%lld" : "%@")⏎        index += 1' \
  '        key += specifier ?? (site.countNames.contains(index) ? "%lld" : "%@")⏎        index += 2' \
  'CallSitePluralCandidateTests'
# Sampler survivor (seed 7713, CountedWord.swift:151): each ending that is no plural's.
mutation counted-word-us-ending-plural Sources/LocalizationLint/Analysis/CountedWord.swift \
  '!lower.hasSuffix("us"),' \
  '!lower.hasSuffix("u"),' \
  'PluralCandidateWordTests'
mutation counted-word-is-ending-plural Sources/LocalizationLint/Analysis/CountedWord.swift \
  '!lower.hasSuffix("is") else { return false }' \
  'true else { return false }' \
  'PluralCandidateWordTests'
# A fix is its rule's: the rule file declares its rewrite (`rewrite:`), `--fix` and the
# read-back make the finding's suggestion through it, and a rule with corrections declares one.
mutation rule-rewrite-undeclared Sources/LocalizationLint/Rules/ArgumentSkippedRule.swift \
  '    rewrite: .replaceText,⏎' \
  '' \
  'RuleExampleTests'
mutation rule-rewrite-another-rules Sources/LocalizationLint/Rules/ConversionLookAlikeRule.swift \
  '    rewrite: .replaceText,' \
  '    rewrite: .lengthModifier,' \
  'RuleExampleTests'
mutation rule-rewrite-dropped-by-init Sources/LocalizationLint/Rules/DiagnosticRule.swift \
  '    self.rewrite = rewrite' \
  '    self.rewrite = corrections.count > 1 ? nil : rewrite' \
  'RuleExampleTests'
mutation fix-intended-any-rules-rewrite Sources/LocalizationLint/Fixes/Edits/LintFix.swift \
  'guard case .editString(let edits) = code.rule.rewrite else { return nil }' \
  'guard case .editString(let edits) = DiagnosticCode.integerWidthMismatch.rule.rewrite else { return nil }' \
  'FixDecodedTextTests'
mutation fix-intended-replacement-elsewhere Sources/LocalizationLint/Rules/DiagnosticRule.swift \
  '    return [(range, replacement)]' \
  '    return [(range.lowerBound..<range.lowerBound, replacement)]' \
  'FixDecodedTextTests'
# The diff's lines found by the shared binary search (partitionPoint): the last line at or before.
mutation partition-point-diff-line-early Sources/LocalizationLint/Fixes/Patches/UnifiedDiff.swift \
  'partitionPoint { $0 <= offset } - 1)' \
  'partitionPoint { $0 < offset } - 1)' \
  'DryRunHunkTests|LintFixTests'
# The pages' section of unreadable paths, written once for the report and the preview: none
# without such paths (the sampler's survivor of seed 7740), the report's note only its own.
mutation html-unreadable-section-when-none Sources/LocalizationLint/Output/HTMLText.swift \
  '    guard !unreadable.isEmpty else { return "" }⏎' \
  '' \
  'HTMLReportTests'
mutation html-unreadable-note-always Sources/LocalizationLint/Output/HTMLText.swift \
  '(note.map { "<p>\($0)</p>\n" } ?? "")' \
  '"<p>\(note ?? "")</p>\n"' \
  'HTMLReportTests'
# Where a length modifier goes: past a `*` width and a numbered argument's `$` (the sampler's
# survivors of seed 7740, in the conversion scan moved into integer-width-mismatch's rule file).
mutation width-fix-star-width-unread Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  '      if index < range.upperBound && bytes[index] == UInt8(ascii: "*") { index += 1 }⏎      _ = digits()⏎      if index < range.upperBound && bytes[index] == UInt8(ascii: "$") { index += 1 }' \
  '      if index < range.upperBound && bytes[index] == UInt8(ascii: "*") {}⏎      _ = digits()⏎      if index < range.upperBound && bytes[index] == UInt8(ascii: "$") { index += 1 }' \
  'FixDecodedTextTests'
mutation width-fix-position-dollar-unread Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'bytes[index] == UInt8(ascii: "$") {⏎        index += 1⏎      } else {' \
  'bytes[index] == UInt8(ascii: "$") {⏎        index += 0⏎      } else {' \
  'FixDecodedTextTests'
# A finding fixed by its own rule's rewrite only: a suggestion of another kind is no fix.
mutation fix-removal-any-suggestion Sources/LocalizationLint/Fixes/Edits/LintFix.swift \
  'guard case .removeEntry = suggestion, let entry = text.entryPosition(at: position) else { return nil }' \
  'guard let entry = text.entryPosition(at: position) else { return nil }' \
  'FixDecodedTextTests'
mutation fix-rewrite-of-another-rule Sources/LocalizationLint/Fixes/Edits/LintFix.swift \
  'let rewrite = diagnostic.code.rule.rewrite' \
  'let rewrite = DiagnosticCode.integerWidthMismatch.rule.rewrite' \
  'FixDecodedTextTests'
# A conversion cut off by the string's end: the scan reads no byte past it (the sampler's
# survivors of seed 7741; the mutants read one byte past the string as read and trap).
mutation width-fix-position-read-past-end Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'if position != nil, index < range.upperBound, bytes[index] == UInt8(ascii: "$") {' \
  'if position != nil, index <= range.upperBound, bytes[index] == UInt8(ascii: "$") {' \
  'FixDecodedTextTests'
mutation width-fix-flag-read-past-end Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  '          && bytes[index + 1] == UInt8(ascii: "@")' \
  '          || bytes[index + 1] == UInt8(ascii: "@")' \
  'FixDecodedTextTests'
# Each length C knows made by integer-width-mismatch's fix, and nothing else (the sampler's
# survivor of seed 7741).
mutation width-fix-length-z-refused Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'length.allSatisfy({ "hlqzjtL".contains($0) }),' \
  'length.allSatisfy({ "hlqjtL".contains($0) }),' \
  'FixDecodedTextTests'
mutation width-fix-empty-length-made Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  'guard case .lengthModifier(let argument, let length) = suggestion, !length.isEmpty,' \
  'guard case .lengthModifier(let argument, let length) = suggestion,' \
  'FixDecodedTextTests'
# The conversion scan past a numbered width's `$` and right after `%%` (the sampler's survivors
# of seed 7742).
mutation width-fix-width-dollar-unread Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  '      _ = digits()⏎      if index < range.upperBound && bytes[index] == UInt8(ascii: "$") { index += 1 }' \
  '      _ = digits()⏎      if index < range.lowerBound && bytes[index] == UInt8(ascii: "$") { index += 1 }' \
  'FixDecodedTextTests'
mutation width-fix-percent-pair-scanned-on Sources/LocalizationLint/Rules/IntegerWidthMismatchRule.swift \
  '        index += 1⏎        continue⏎      }⏎      found.append(' \
  '        index += 1⏎      }⏎      found.append(' \
  'FixDecodedTextTests'

# Mutations of Localization (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation catalog-missing-value-suppressed Sources/Localization/Catalogs/CatalogConverter.swift \
  '    guard let value = unit["value"]?.string else {⏎' \
  '    guard let value = unit["value"]?.string else {⏎      if true { return nil }⏎' \
  'RuleExampleTests|LinterTests'
mutation catalog-variation-precision-of-unnumbered-only Sources/Localization/Catalogs/CatalogConverter.swift \
  'source: .pluralVariation, argument: argument)' \
  'source: .pluralVariation)' \
  'CatalogFloatingVariationTests'
mutation catalog-variation-skips-floating-arguments Sources/Localization/Catalogs/CatalogConverter.swift \
  '$0 == .integer || $0 == .floating || $0 == .number' \
  '$0 == .integer || $0 == .number' \
  'CatalogFloatingVariationTests'
mutation analysis-depth-one-less Sources/Localization/Arguments/ArgumentUses.swift \
  'guard depth < FormatLimits.maximumDepth else {' \
  'guard depth < FormatLimits.maximumDepth - 1 else {' \
  'FormatLimitBoundaryTests'
mutation argnum-one-less Sources/Localization/Catalogs/CatalogConverter.swift \
  '(1...FormatLimits.maximumPosition).contains(number)' \
  '(1..<FormatLimits.maximumPosition).contains(number)' \
  'FormatLimitBoundaryTests'
mutation chain-walked-once-however-deep Sources/Localization/Arguments/ArgumentUses.swift \
  'if let known, known >= depth { continue }' \
  'if known != nil { continue }' \
  'VariableDepthTests|LintFormatAgreementTests'
mutation argument-clash-pairs-always Sources/Localization/Arguments/ArgumentClash.swift \
  'kinds.count < Self.pairLimit ? byPairs() : byCounts()' \
  'byPairs()' \
  'HostileCatalogTests'
mutation argument-clash-exception-uncounted Sources/Localization/Arguments/ArgumentClash.swift \
  '          later -= byReference[Named(kind: kind, name: variable)] ?? 0' \
  '          later -= 0' \
  'ArgumentClashTests'
mutation gaps-listed-without-ranges Sources/Localization/Arguments/ArgumentUses.swift \
  'parts.append(end == start ? "\(numbers[start])" : "\(numbers[start])-\(numbers[end])")' \
  'parts.append("\(numbers[start])")' \
  'ArgumentGapTests'
mutation gaps-one-finding-each Sources/Localization/Arguments/ArgumentUses.swift \
  '        unused.append(index + 1)⏎      }⏎      if !unused.isEmpty {' \
  '        unused = [index + 1]⏎        diagnostics.append(.init(.argumentSkipped, "\(subject) never reads argument \(index + 1)", at: format.location))⏎      }⏎      if !unused.isEmpty {' \
  'ArgumentGapTests'
mutation lost-percent-suggestion-dropped Sources/Localization/Arguments/ArgumentUses.swift \
  'suggestion: .replace(text, with: "%" + text)' \
  'suggestion: nil' \
  'ReplacementFixTests|RuleExampleTests'
mutation catalog-plural-device-other-dropped Sources/Localization/Catalogs/CatalogConverter.swift \
  'let chosen = device.flatMap { deviceNode?[$0] ?? deviceNode?["other"] } ?? node' \
  'let chosen = device.flatMap { deviceNode?[$0] } ?? node' \
  'CatalogPluralByDeviceTests|CatalogPluralByDeviceLintTests'
mutation catalog-plural-other-device-dropped Sources/Localization/Catalogs/CatalogConverter.swift \
  'let variants = devices.sorted().map { device in' \
  'let variants = devices.sorted().filter { $0 != "other" }.map { device in' \
  'CatalogPluralByDeviceTests|CatalogPluralByDeviceLintTests'
mutation catalog-source-language-state-noted Sources/Localization/Catalogs/CatalogConverter.swift \
  '      if language != sourceLanguage {' \
  '      if true {' \
  'SourceLanguageReviewStateTests|CorpusJudgementTests'
mutation catalog-english-taken-as-source Sources/Localization/Catalogs/CatalogConverter.swift \
  '      if language != sourceLanguage {' \
  '      if language != "en" {' \
  'SourceLanguageReviewStateTests'
mutation likely-region-ranked-as-any Sources/Localization/Negotiation/LocalizationMatcher.swift \
  '        rank = 30⏎' \
  '        rank = 41⏎' \
  'BundleTests|LocalizerTests'
mutation accept-language-order-by-place Sources/Localization/Negotiation/AcceptLanguage.swift \
  'ranges = parsed.enumerated().sorted { ($1.element.quality, $0.offset) < ($0.element.quality, $1.offset) }' \
  'ranges = parsed.enumerated().sorted { $0.offset < $1.offset }' \
  'AcceptLanguageTests|LocalizerTests'
mutation parent-locale-skipped Sources/Localization/Negotiation/LocalizationMatcher.swift \
  '        rank = 1 + depth' \
  '        rank = 20 + depth' \
  'BundleTests|LocalizerTests'
mutation language-fallback-not-noted Sources/Localization/Catalogs/StringCatalog.swift \
  '    if let requested, requested != matcher.tag(of: table.language) {' \
  '    if let requested, requested != matcher.tag(of: table.language), false {' \
  'RuleExampleTests|CatalogTests|CatalogTypedLanguageTests'
mutation absent-files-unbounded Sources/Localization/Bundles/BundleContents.swift \
  'if case .absent = read, files.count >= Self.maximumRememberedFiles { return read }' \
  'if case .absent = read, files.count < 0 { return read }' \
  'LocalizerTests'
mutation apple-english-parents-ignored Sources/Localization/Negotiation/AppleParentLocales.swift \
  '      let apple = englishParents[region]' \
  '      let apple = englishParents[region], false' \
  'AppleLanguageMatchingTests'
mutation backup-through-named-parent Sources/Localization/Negotiation/LocalizationMatcher.swift \
  '    guard !AppleParentLocales.hasNamedParent(locale) else { return nil }' \
  '    guard true else { return nil }' \
  'AppleLanguageMatchingTests'
mutation base-searched-last Sources/Localization/Bundles/BundleContents.swift \
  '      result.insert("Base", at: min(1, result.count))' \
  '      result.append("Base")' \
  'AppleLanguageMatchingTests|BundleTests'
mutation global-files-ignored Sources/Localization/Bundles/BundleContents.swift \
  '    if global && !globalFiles.contains(relative) { return nil }' \
  '    if global { return nil }' \
  'AppleLanguageMatchingTests'
mutation malformed-header-text-english Sources/Localization/Bundles/NegotiatedLanguage.swift \
  'malformedItem == nil ? nil : localizer.localizedString(forKey: Self.malformedHeaderKey)' \
  'malformedItem == nil ? nil : Self.malformedHeaderKey' \
  'NegotiatedLanguageTests'
mutation vary-added-twice Sources/Localization/Bundles/NegotiatedLanguage.swift \
  'if name == "*" || name.lowercased() == varyValue.lowercased() { return nil }' \
  'if name == "*" { return nil }' \
  'NegotiatedLanguageTests'
mutation localizer-string-not-lenient Sources/Localization/Bundles/Localizer.swift \
  'return (try? format(key, values: values, in: resolution.defaultTable, lenient: true)) ?? key' \
  'return (try? format(key, values: values, in: resolution.defaultTable, lenient: false)) ?? key' \
  'LocalizerTests|MissingKeyTests'
mutation localized-string-value-ignored Sources/Localization/Bundles/Localizer.swift \
  'return value.flatMap { $0.isEmpty ? nil : $0 } ?? key' \
  'return key' \
  'BundleTests|MissingKeyTests'
mutation accessor-call-other-key Sources/Localization/Bundles/Localizer+BestEffort.swift \
  '(try? withFormatValues(first) { buffer in bestEffort(key, values: buffer, table: table) }) ?? key' \
  '(try? withFormatValues(first) { buffer in bestEffort(key + " ", values: buffer, table: table) }) ?? key' \
  'StringResultTests'
mutation best-effort-formats-twice Sources/Localization/Bundles/Localizer.swift \
  'return (try? format(key, values: values, in: resolution.defaultTable, lenient: true)) ?? key' \
  'return (try? format(key, values: values, in: resolution.defaultTable, lenient: false))⏎        ?? (try? format(key, values: values, in: resolution.defaultTable, lenient: true)) ?? key' \
  'StringResultTests'
mutation package-ignores-app-language Sources/Localization/Bundles/LocalizationBundle.swift \
  'if !contents.matcher.matches(for: app.map(\.tag)).isEmpty { languages = app }' \
  'if false, !contents.matcher.matches(for: app.map(\.tag)).isEmpty { languages = app }' \
  'FollowingAppTests'
mutation numbers-follow-folder Sources/Localization/Bundles/ResolvedTable.swift \
  'localized = FormatOptions(pluralRules: request.pluralRules, numberFormat: request.numberFormat)' \
  'localized = FormatOptions(pluralLocale: request.pluralRules.cldrLocale, numberFormatLocale: table.cldrLocale)' \
  'LanguageTests'
mutation plural-rules-follow-folder Sources/Localization/Bundles/ResolvedTable.swift \
  '        rules = request.pluralRules' \
  '        rules = table.pluralRules' \
  'LanguageTests'
mutation invented-script-keys-resolution Sources/Localization/Bundles/BundleContents.swift \
  'request: served == true ? formatting : nil)' \
  'request: formatting)' \
  'LanguageTests'
mutation resolutions-unbounded Sources/Localization/Bundles/BundleContents.swift \
  'for: negotiation, bound: Self.maximumNegotiations)' \
  'for: negotiation, bound: .max)' \
  'LanguageTests'
mutation header-kept-whole Sources/Localization/Bundles/BundleContents.swift \
  '    header.utf8.count > AcceptLanguage.maximumLength' \
  '    header.utf8.count > .max' \
  'LocalizerTests/headerBound'
mutation header-malformed-item-not-remembered Sources/Localization/Bundles/BundleContents.swift \
  '    byHeader.remember(negotiated, for: header, bound: Self.maximumNegotiations)' \
  '    byHeader.remember(HeaderNegotiation(resolution: negotiated.resolution, malformedItem: nil), for: header, bound: Self.maximumNegotiations)' \
  'NegotiatedLanguageTests'
mutation malformed-item-echoed Sources/Localization/Bundles/BundleContents.swift \
  'malformedItem: AcceptLanguage.firstMalformedItem(header).map(NegotiatedLanguage.quoted))' \
  'malformedItem: AcceptLanguage.firstMalformedItem(header))' \
  'MalformedItemQuotingTests'
mutation typed-localization-by-language-only Sources/Localization/Catalogs/StringCatalog.swift \
  '    guard let name = matcher.candidates.first(where: { $0.tag == language.tag })?.name else { return nil }' \
  '    guard let name = matcher.candidates.first(where: { $0.tag.language == language.tag.language })?.name else { return nil }' \
  'CatalogTypedLanguageTests'
mutation equal-backups-last-wins Sources/Localization/Negotiation/LocalizationMatcher.swift \
  'if best == nil || distance < best!.distance { best = (index, distance) }' \
  'if best == nil || distance <= best!.distance { best = (index, distance) }' \
  'EqualBackupTests'
mutation backstop-english-before-development Sources/Localization/Bundles/BundleContents.swift \
  '      development, matcher.matches(for: [Self.unitedStatesEnglish]),' \
  '      matcher.matches(for: [Self.unitedStatesEnglish]), development,' \
  'DevelopmentBackstopTests|BundleTests'
mutation backstop-first-before-english Sources/Localization/Bundles/BundleContents.swift \
  '      development, matcher.matches(for: [Self.unitedStatesEnglish]),⏎      matcher.matches(for: matcher.first.map { [$0.tag] } ?? []),' \
  '      development, matcher.matches(for: matcher.first.map { [$0.tag] } ?? []),⏎      matcher.matches(for: [Self.unitedStatesEnglish]),' \
  'DevelopmentBackstopTests'
mutation development-searched-first Sources/Localization/Bundles/BundleContents.swift \
  '!found.contains(where: { $0.name == best.name }) { found.append(best) }' \
  '!found.contains(where: { $0.name == best.name }) { found.insert(best, at: 0) }' \
  'DevelopmentBackstopTests'
# A catalog finds a typed language's slot by the tag's whole locale key (language, script, region).
mutation catalog-tag-slot-language-only Sources/Localization/Catalogs/TableCache.swift \
  'static func slotKey(_ tag: LanguageTag) -> UInt64 { tag.cldrLocale.key.rawValue }' \
  'static func slotKey(_ tag: LanguageTag) -> UInt64 { tag.cldrLocale.languageOnly.key.rawValue }' \
  'LanguageIdentityTests'
# Tag slots are found by the key's two words (key, 0), the words they were kept under.
mutation catalog-tag-slot-other-words Sources/Localization/Catalogs/LanguageSlots.swift \
  'subscript(tagKey key: UInt64) -> Int? { place(key, 0) }' \
  'subscript(tagKey key: UInt64) -> Int? { place(key, 1) }' \
  'CatalogTableCacheTests|LanguageIdentityTests'
# A key is kept in an empty slot (place -1), never over the key at place 0.
mutation language-slot-overwrites-place-zero Sources/Localization/Catalogs/LanguageSlots.swift \
  'while slots[slot].place >= 0 { slot = (slot + 1) & (size - 1) }' \
  'while slots[slot].place > 0 { slot = (slot + 1) & (size - 1) }' \
  'CatalogTableCacheTests'
# An Accept-Language item cut by the length limit is dropped through a bundle too: the
# bundle keeps the byte after the limit (cut at the limit itself, `fil` read as `fi`), and
# the parser keeps an item that a comma ends right at the limit.
mutation accept-language-bundle-bound-cuts-item Sources/Localization/Bundles/BundleContents.swift \
  '    header.utf8.count > AcceptLanguage.maximumLength + 1⏎      ? String(decoding: header.utf8.prefix(AcceptLanguage.maximumLength + 1), as: UTF8.self) : header' \
  '    header.utf8.count > AcceptLanguage.maximumLength⏎      ? String(decoding: header.utf8.prefix(AcceptLanguage.maximumLength), as: UTF8.self) : header' \
  'LocalizerTests'
mutation accept-item-before-limit-comma-dropped Sources/Localization/Negotiation/AcceptLanguage.swift \
  '    if end == bytes.count || bytes[end] == UInt8(ascii: ",") { items.append(bytes[start..<end]) }' \
  '    if end == bytes.count { items.append(bytes[start..<end]) }' \
  'LocalizerTests|AcceptLanguageTests'
# A backup match (another region of the language) is the earliest language's, and a later
# language's match in another script does not replace it.
mutation backup-later-language-wins Sources/Localization/Negotiation/LocalizationMatcher.swift \
  '      if backup == nil, let found = backupMatch(chain: chain) {' \
  '      if let found = backupMatch(chain: chain) {' \
  'AppleLanguageMatchingTests'
mutation backup-other-script-ignored Sources/Localization/Negotiation/LocalizationMatcher.swift \
  '            || candidates[backup.candidate].maximized.script != candidates[main].maximized.script' \
  '            || false' \
  'AppleLanguageMatchingTests'
# The last good version of a file is the newest state's: an older state's late read does
# not replace it.
mutation last-good-older-state-overwrites Sources/Localization/Bundles/LastGoodFiles.swift \
  '      if kept.generation <= generation { state.files[relative] = Kept(generation: generation, value: value) }' \
  '      state.files[relative] = Kept(generation: generation, value: value)' \
  'LocalizerTests'
# A catalog key without a localization is placed where it is written (its last member), not at 1:1.
mutation catalog-key-only-entry-at-file-start Sources/Localization/Catalogs/CatalogLocalizations.swift \
  'at: localizations.position(ofKeyAt: index).location(in: path)' \
  'at: SourceLocation(file: path, line: 1, column: 1)' \
  'CatalogKeyPlaceTests|CatalogLazyEntryTests'
mutation catalog-key-place-first-member Sources/Localization/Catalogs/CatalogLocalizations.swift \
  'index.keys[orders[place][orders[place].count - 1]].place' \
  'index.keys[orders[place][0]].place' \
  'CatalogKeyPlaceTests'
# Re-exports in a module's Exports.swift alone: a middleware file that re-exports again.
mutation middleware-re-exports-outside-exports Sources/PluralsVapor/LocalizationMiddleware.swift \
  'import Localization⏎⏎#if Vapor' \
  '@_exported import Localization⏎⏎#if Vapor' \
  'LayeringTests'
mutation hummingbird-re-exports-outside-exports Sources/PluralsHummingbird/LocalizationMiddleware.swift \
  'import Localization⏎⏎#if Hummingbird' \
  '@_exported import Localization⏎⏎#if Hummingbird' \
  'LayeringTests'

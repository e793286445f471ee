# Mutations of SwiftCallSites (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

# Issue 77: the call sites of Swift code, read with swift-syntax.
mutation call-site-nslocalizedstring-table-ignored Sources/SwiftCallSites/CallSiteVisitor.swift \
  'table: labeled("tableName", arguments), defaultValue: labeled("value", arguments), callee: callee)' \
  'table: nil, defaultValue: labeled("value", arguments), callee: callee)' \
  'CallSiteScannerTests'
mutation call-site-localized-table-ignored Sources/SwiftCallSites/CallSiteVisitor.swift \
  'table: labeled("table", arguments),⏎        defaultValue: labeled("defaultValue", arguments), callee: "\(callee)(localized:)")' \
  'table: nil,⏎        defaultValue: labeled("defaultValue", arguments), callee: "\(callee)(localized:)")' \
  'CallSiteScannerTests'
mutation call-site-count-not-an-integer Sources/SwiftCallSites/CallSiteVisitor.swift \
  'member.declName.baseName.text == "count"' \
  'member.declName.baseName.text == "counts"' \
  'CallSiteScannerTests'
mutation call-site-float-literal-unknown Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if expression.is(FloatLiteralExprSyntax.self) { return .floating }' \
  'if expression.is(FloatLiteralExprSyntax.self) { return .unknown }' \
  'CallSiteScannerTests'
mutation call-site-percent-not-doubled Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if !value.isEmpty { pieces.append(.text(value.replacingPercents())) }' \
  'if !value.isEmpty { pieces.append(.text(value)) }' \
  'CallSiteScannerTests'
mutation call-site-empty-text-kept Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if !value.isEmpty { pieces.append(.text(value.replacingPercents())) }' \
  'pieces.append(.text(value.replacingPercents()))' \
  'CallSiteScannerTests'
mutation call-site-format-arguments-dropped Sources/SwiftCallSites/CallSiteVisitor.swift \
  '    site.formatArguments = formatArguments.removeValue(forKey: call.position)⏎    callSites.append(site)⏎  }⏎⏎  /// A function' \
  '    callSites.append(site)⏎  }⏎⏎  /// A function' \
  'CallSiteScannerTests'
mutation call-site-literal-function-format-dropped Sources/SwiftCallSites/CallSiteVisitor.swift \
  '      key: .literal(value), table: tableName, callee: callee, at: location(literal))⏎    site.formatArguments = formatArguments.removeValue(forKey: call.position)⏎' \
  '      key: .literal(value), table: tableName, callee: callee, at: location(literal))⏎' \
  'CallSiteScannerTests'
mutation call-site-labeled-format-arguments-counted Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if !rest.contains(where: { $0.label != nil }) {' \
  'if true {' \
  'CallSiteScannerTests'
mutation call-site-preview-macro-read Sources/SwiftCallSites/CallSiteVisitor.swift \
  'override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {⏎    node.macroName.text == "Preview" ? .skipChildren : .visitChildren' \
  'override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {⏎    .visitChildren' \
  'CallSiteScannerTests'
mutation call-site-debug-branch-read Sources/SwiftCallSites/CallSiteVisitor.swift \
  'node.condition?.trimmedDescription == "DEBUG" ? .skipChildren : .visitChildren' \
  '.visitChildren' \
  'CallSiteScannerTests'
mutation call-site-preview-provider-read Sources/SwiftCallSites/CallSiteVisitor.swift \
  'clause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true' \
  'false' \
  'CallSiteScannerTests'
mutation call-site-swiftui-without-import Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if importsSwiftUI, Self.keyedViews.contains(callee)' \
  'if Self.keyedViews.contains(callee)' \
  'CallSiteScannerTests'
mutation call-site-empty-default-value-counted Sources/SwiftCallSites/CallSiteVisitor.swift \
  'site.hasDefaultValue =⏎        value.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.isEmpty != true' \
  'site.hasDefaultValue =⏎        value.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.isEmpty != nil' \
  'CallSiteScannerTests'
mutation call-site-any-member-on-literal Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if functions.contains(name), let base = member.base?.as(StringLiteralExprSyntax.self) {' \
  'if let base = member.base?.as(StringLiteralExprSyntax.self) {' \
  'CallSiteScannerTests'
mutation call-site-computed-table-guessed Sources/SwiftCallSites/CallSiteVisitor.swift \
  '    guard let tableName = Self.tableName(table) else {⏎      unresolved.append(.init(callee: callee, at: location(call)))⏎      return⏎    }⏎    var site = CodeReferences.CallSite(key: callKey' \
  '    let tableName = Self.tableName(table) ?? nil⏎    var site = CodeReferences.CallSite(key: callKey' \
  'CallSiteScannerTests'
mutation call-site-walk-accepts-tables-only Sources/SwiftCallSites/CallSiteScanner.swift \
  'var walker = FileWalker(excludes: excludes, accepts: { $0.hasSuffix(".swift") })' \
  'var walker = FileWalker(excludes: excludes)' \
  'LintSourcesCLITests'
mutation call-site-walk-unreadable-dropped Sources/SwiftCallSites/CallSiteScanner.swift \
  'code.unreadable = walker.unreadable.map { SourceError(.fileAccess, $0.reason, file: $0.path) }' \
  'code.unreadable = []' \
  'LintSourcesCLITests'
# plural-candidate at a call site: which values of unknown type the name says count.
mutation count-name-suffix-dropped Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if name.hasSuffix("Count") || name.hasSuffix("Total") { return true }' \
  'if name.hasSuffix("Total") { return true }' \
  'CallSiteScannerTests'
mutation count-name-prefix-capital-ignored Sources/SwiftCallSites/CallSiteVisitor.swift \
  'if name.dropFirst(prefix.count).first?.isUppercase == true { return true }' \
  'return true' \
  'CallSiteScannerTests'
mutation count-names-not-recorded Sources/SwiftCallSites/CallSiteVisitor.swift \
  '    if callKey.isInterpolated { site.countNames = Self.countNames(in: literal) }⏎' \
  '' \
  'CallSitePluralCandidateTests'
mutation count-name-index-not-advanced Sources/SwiftCallSites/CallSiteVisitor.swift \
  '      defer { index += 1 }⏎      let parts = Array(expression.expressions)' \
  '      let parts = Array(expression.expressions)' \
  'CallSiteScannerTests'
# Sampler survivor (seed 7711, CallSiteVisitor.swift:73): Bundle.localizedString(forKey:) takes a
# String, so an interpolation there is a string made at run time, not a key with specifiers.
mutation call-site-for-key-interpolates Sources/SwiftCallSites/CallSiteVisitor.swift \
  '            node, key: first, interpolates: false, table: labeled("table", arguments),' \
  '            node, key: first, interpolates: true, table: labeled("table", arguments),' \
  'CallSiteScannerTests'
# Sampler survivor (seed 7711, CallSiteVisitor.swift:281): each label that makes an interpolation
# a formatted string (`style:` and `formatter:` as well as `format:`).
mutation call-site-style-label-misspelt Sources/SwiftCallSites/CallSiteVisitor.swift \
  '["format", "style", "formatter"]' \
  '["format", "stle", "formatter"]' \
  'CallSiteScannerTests'
mutation call-site-formatter-label-dropped Sources/SwiftCallSites/CallSiteVisitor.swift \
  '["format", "style", "formatter"]' \
  '["format", "style"]' \
  'CallSiteScannerTests'
# Sampler survivors (seed 7712): every keyed view by name (CallSiteVisitor.swift:20), the
# platform's lookup recorded once though the configuration names it (:75), the documented
# 16 MiB limit (CallSiteScanner.swift:24).
mutation call-site-label-view-misspelt Sources/SwiftCallSites/CallSiteVisitor.swift \
  '"Text", "Button", "Label", "Toggle",' \
  '"Text", "Button", "Lael", "Toggle",' \
  'CallSiteScannerTests'
mutation call-site-labeled-content-dropped Sources/SwiftCallSites/CallSiteVisitor.swift \
  '"NavigationLink", "Stepper", "LabeledContent",' \
  '"NavigationLink", "Stepper",' \
  'CallSiteScannerTests'
mutation call-site-for-key-recorded-twice Sources/SwiftCallSites/CallSiteVisitor.swift \
  '            defaultValue: labeled("value", arguments), callee: "localizedString(forKey:value:table:)")⏎          break⏎' \
  '            defaultValue: labeled("value", arguments), callee: "localizedString(forKey:value:table:)")⏎' \
  'CallSiteScannerTests'
mutation call-site-file-limit-doubled Sources/SwiftCallSites/CallSiteScanner.swift \
  'package static let maximumFileSize = 16 << 20' \
  'package static let maximumFileSize = 16 << 21' \
  'HostileSwiftSourceTests'
# The sampler's survivor of seed 7715: a keyed modifier's literal interpolates as a view's does.
mutation call-site-keyed-modifier-not-interpolated Sources/SwiftCallSites/CallSiteVisitor.swift \
  'record(node, key: first, interpolates: true, table: nil, defaultValue: nil, callee: name)' \
  'record(node, key: first, interpolates: false, table: nil, defaultValue: nil, callee: name)' \
  'CallSiteScannerTests'
mutation call-site-keyed-view-not-interpolated Sources/SwiftCallSites/CallSiteVisitor.swift \
  'node, key: first, interpolates: true, table: labeled("tableName", arguments), defaultValue: nil,' \
  'node, key: first, interpolates: false, table: labeled("tableName", arguments), defaultValue: nil,' \
  'CallSiteScannerTests'
# The sampler's survivor of seed 7715: a configured function's table on a literal
# ("k".localized(tableName: "T")), and one named by a variable not resolved.
mutation call-site-table-literal-dropped Sources/SwiftCallSites/CallSiteVisitor.swift \
  'return .some(name)' \
  'return .some(nil)' \
  'CallSiteScannerTests'
mutation call-site-table-variable-resolved Sources/SwiftCallSites/CallSiteVisitor.swift \
  '      return nil⏎    }⏎    return .some(name)' \
  '      return .some(nil)⏎    }⏎    return .some(name)' \
  'CallSiteScannerTests'
mutation call-site-table-nil-literal-unresolved Sources/SwiftCallSites/CallSiteVisitor.swift \
  'guard let table, !table.expression.is(NilLiteralExprSyntax.self) else { return .some(nil) }' \
  'guard let table else { return .some(nil) }' \
  'CallSiteScannerTests'

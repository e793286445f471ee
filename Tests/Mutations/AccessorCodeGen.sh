# Mutations of AccessorCodeGen (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation backslash-not-escaped Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'case "\\" where quoting: result += "\\\\"' \
  'case "\\" where quoting: result += "\\"' \
  'AccessorCodeGenTests'
mutation accessor-unsigned-as-int Sources/AccessorCodeGen/Analysis/AccessorParameters.swift \
  'case "u", "x", "X", "o": self = .unsigned' \
  'case "u", "x", "X", "o": self = .int' \
  'AccessorCodeGenTests'
mutation accessor-carriage-return-as-newline Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'case "\r": result += "\\r"' \
  'case "\r": result += "\\n"' \
  'AccessorCodeGenTests.LiteralTests'
mutation accessor-late-controls-raw Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'scalar.value < 0x20 || scalar.value == 0x7F' \
  'scalar.value < 0x1C || scalar.value == 0x7F' \
  'AccessorCodeGenTests.LiteralTests'
mutation accessor-keyword-unescaped Sources/AccessorCodeGen/Naming/SwiftIdentifier.swift \
  'keywords.contains(name) ? "`\(name)`" : name' \
  'name' \
  'AccessorCodeGenTests'
mutation accessor-acronym-takes-next-capital Sources/AccessorCodeGen/Naming/SwiftIdentifier.swift \
  '    if end - start > 1, end < characters.count, characters[end].isLowercase { end -= 1 }⏎' \
  '' \
  'AccessorCodeGenTests'
# Issue 56: a typographic apostrophe splitting a name (donTSave); a backtick in a text breaking the
# doc comment's code span.
mutation accessor-typographic-apostrophe-splits Sources/AccessorCodeGen/Naming/SwiftIdentifier.swift \
  'if "()'"'"'’ʼ".unicodeScalars.contains(scalar) { continue }' \
  'if "()'"'"'ʼ".unicodeScalars.contains(scalar) { continue }' \
  'ApostropheBacktickTests'
mutation accessor-backtick-breaks-code-span Sources/AccessorCodeGen/Output/AccessorDocumentation.swift \
  'if longest == 0 { return' \
  'if true { return' \
  'ApostropheBacktickTests'
# A text with a run of two backticks: a fence of two is closed by it.
mutation accessor-backtick-fence-two Sources/AccessorCodeGen/Output/AccessorDocumentation.swift \
  'String(repeating: "`", count: longest + 1)' \
  'String(repeating: "`", count: 2)' \
  'ApostropheBacktickTests'
mutation accessor-lines-raw Sources/AccessorCodeGen/Run/AccessorInvocation.swift \
  'outcome.diagnostics = outcome.diagnostics.map { PrintableText.escaped($0) }' \
  'outcome.diagnostics = outcome.diagnostics.map { $0 }' \
  'HostileConfigurationTests'
# The header's command names no absolute path (issue 59).
mutation regeneration-command-absolute Sources/AccessorCodeGen/Run/RegenerationCommand.swift \
  'return quoted(word.hasPrefix("/") ? relative(word, to: workingDirectory) : word)' \
  'return quoted(word)' \
  'RegenerationCommandTests|GenerateAccessorsCLITests'
mutation regeneration-command-parents-dropped Sources/AccessorCodeGen/Run/RegenerationCommand.swift \
  'let parts = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)' \
  'let parts = target[shared...].map(String.init)' \
  'RegenerationCommandTests|GenerateAccessorsCLITests'
# A table's file name or the command line written raw into a generated comment: a line break
# in it ends the comment and makes the rest code of the user's target.
mutation accessor-comment-raw Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  '  static func comment(_ text: String) -> String {⏎    escaped(text, quoting: false)' \
  '  static func comment(_ text: String) -> String {⏎    text' \
  'CommentInjectionTests'
mutation accessor-command-comment-raw Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  '"// Regenerate with: \(comment(options.command))",' \
  '"// Regenerate with: \(options.command)",' \
  'CommentInjectionTests'
# Nested names (`--names nested`, issue 59): the option reaching the generator, the parts of a key,
# the enums that share one name, and the names an enum must not take.
mutation nested-names-ignored Sources/AccessorCodeGen/Run/AccessorGenerator.swift \
  'if nested, let path = NestedNames.path(of: reference.key) {' \
  'if false, let path = NestedNames.path(of: reference.key) {' \
  'NestedNamesTests'
mutation nested-percent-key-split Sources/AccessorCodeGen/Naming/NestedNames.swift \
  '    guard !key.contains("%") else { return nil }⏎' \
  '' \
  'NestedNamesTests'
mutation nested-empty-part-split Sources/AccessorCodeGen/Naming/NestedNames.swift \
  'segments.allSatisfy({ !SwiftIdentifier.words(in: $0).isEmpty })' \
  'segments.allSatisfy({ !$0.isEmpty })' \
  'NestedNamesTests'
mutation nested-enums-not-shared Sources/AccessorCodeGen/Naming/NestedNames.swift \
  'if let known = namespaceIndex[part.name] {' \
  'if false, let known = namespaceIndex[part.name] {' \
  'NestedNamesTests'
mutation nested-enum-name-unclaimed Sources/AccessorCodeGen/Naming/NestedNames.swift \
  'name: names.claim(part.name), prefixes:' \
  'name: part.name, prefixes:' \
  'NestedNamesTests'
mutation nested-used-types-free Sources/AccessorCodeGen/Run/AccessorGenerator.swift \
  '        reserved.formUnion(NestedNames.usedTypes)⏎' \
  '' \
  'NestedNamesTests'
mutation nested-deeper-reserved-free Sources/AccessorCodeGen/Run/AccessorGenerator.swift \
  'let namespaceReserved = NestedNames.usedTypes.union([options.typeName])' \
  'let namespaceReserved: Set<String> = []' \
  'NestedNamesTests'
mutation nested-table-enum-free Sources/AccessorCodeGen/Run/AccessorGenerator.swift \
  'if isDefault { reserved.formUnion(tableTypes.compactMap { $0 }) }' \
  'if false { reserved.formUnion(tableTypes.compactMap { $0 }) }' \
  'NestedNamesTests'
mutation nested-enum-closed-early Sources/AccessorCodeGen/Output/AccessorRenderer.swift \
  'lines += self.lines(of: namespace.scope, indent: indent + "  ", table: table, options: options)' \
  'lines += self.lines(of: namespace.scope, indent: indent, table: table, options: options)' \
  'NestedNamesTests'
mutation accessor-config-names-ignored Sources/AccessorCodeGen/Input/AccessorConfiguration.swift \
  '        options.naming = naming⏎' \
  '' \
  'AccessorConfigurationTests|PluginToolTests'
mutation accessor-invocation-names-ignored Sources/AccessorCodeGen/Run/AccessorInvocation.swift \
  'if let naming { options.naming = naming }' \
  '' \
  'GenerateAccessorsCLITests|PluginToolTests'
# AccessorCodeGen's folders depend one way (Options, Analysis, Naming, Input, Output, Run): naming
# that names the renderer's type is a reference upward.
mutation accessor-naming-names-the-output Sources/AccessorCodeGen/Naming/NestedNames.swift \
  '    guard !key.contains("%") else { return nil }' \
  '    _ = AccessorRenderer.self⏎    guard !key.contains("%") else { return nil }' \
  'LayeringTests'
# A key is refused for each code of the linter that makes its arguments wrong in some language
# (issue 74, item 4: the contract the generator keeps when its refusals no longer come from the
# linter); a variable cycle, which no accessor test names, is seen by the rules' examples.
mutation accessor-variable-cycle-not-refused Sources/AccessorCodeGen/Run/AccessorGenerator.swift \
  '.valueTypeMismatch, .undefinedVariable, .variableCycle,' \
  '.valueTypeMismatch, .undefinedVariable,' \
  'AccessorRefusalTests'

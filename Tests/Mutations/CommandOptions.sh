# Mutations of CommandOptions (sourced by Tests/mutations.sh; `mutation` is defined there):
# the options of `plurals lint` and `plurals generate-accessors`, defined once for the CLI and
# the plugins' tools, so each is caught by the tests of the CLI, of the tool, or of both.
# shellcheck shell=bash

mutation lint-rules-json-as-text Sources/CommandOptions/LintArguments.swift \
  'LintRules.listing(json: format == .json, codes: codes)' \
  'LintRules.listing(json: false, codes: codes)' \
  'LintAdoptionTests'
mutation lint-quiet-ignored Sources/CommandOptions/LintArguments.swift \
  'invocation.quiet = quiet' \
  'invocation.quiet = false' \
  'LintAdoptionTests'
mutation lint-reporter-spelling-dropped Sources/CommandOptions/LintArguments.swift \
  'name: [.customLong("format"), .customLong("reporter")],' \
  'name: [.customLong("format")],' \
  'LintArgumentsTests|FrontDoorTests'
mutation lint-werror-inversion-dropped Sources/CommandOptions/LintArguments.swift \
  'name: [.customLong("werror"), .customLong("strict")], inversion: .prefixedNo,' \
  'name: [.customLong("werror"), .customLong("strict")], inversion: .prefixedEnableDisable,' \
  'LintArgumentsTests|FrontDoorTests'
mutation lint-dry-run-without-fix-accepted Sources/CommandOptions/LintArguments.swift \
  'if dryRun && !fix { throw' \
  'if false, dryRun && !fix { throw' \
  'LintArgumentsTests'
mutation lint-rules-after-double-dash Sources/CommandOptions/LintArguments.swift \
  'paths.first == "rules" && !arguments.contains("--")' \
  'paths.first == "rules"' \
  'LintArgumentsTests'
mutation lint-baseline-option-ignored Sources/CommandOptions/LintArguments.swift \
  'invocation.baselinePath = baseline' \
  'invocation.baselinePath = nil' \
  'LintArgumentsTests'
mutation accessor-bundle-module-ignored Sources/CommandOptions/AccessorArguments.swift \
  'invocation.readsBundleModule = bundleModule' \
  'invocation.readsBundleModule = false' \
  'AccessorArgumentsTests|GenerateAccessorsCLITests'
mutation accessor-resource-folder-unchecked Sources/CommandOptions/AccessorArguments.swift \
  'if resourceFolder != nil && !bundleModule {' \
  'if false, resourceFolder != nil && !bundleModule {' \
  'AccessorArgumentsTests'
mutation tool-usage-status Sources/CommandOptions/ToolCommandLine.swift \
  'package static let usageStatus: Int32 = 64' \
  'package static let usageStatus: Int32 = 1' \
  'PluginToolTests|FrontDoorTests'
mutation lint-config-dash-value-refused Sources/CommandOptions/LintArguments.swift \
  'name: .customLong("config"), parsing: .unconditional,' \
  'name: .customLong("config"),' \
  'LintArgumentsTests|FrontDoorTests'
# ValueRuns: the command line `plurals format` and `classify` hand the argument parser.
mutation value-runs-not-replaced Sources/CommandOptions/ValueRuns.swift \
  'if end - index >= Self.shortestRun {' \
  'if false, end - index >= Self.shortestRun {' \
  'ValueRunsTests'
mutation value-runs-options-in-runs Sources/CommandOptions/ValueRuns.swift \
  'argument.utf8.count > 1 && argument.utf8.first == UInt8(ascii: "-")' \
  'false' \
  'ValueRunsTests'
mutation value-runs-first-value-lost Sources/CommandOptions/ValueRuns.swift \
  'parsed.append(Self.placeholder(index + 1, end))' \
  'parsed.append(Self.placeholder(index + 2, end))' \
  'ValueRunsTests'
mutation console-message-raw Sources/CommandOptions/Console.swift \
  'writeError("\(tool): \(PrintableText.escaped(text))\n")' \
  'writeError("\(tool): \(text)\n")' \
  'HostileOutputCLITests'
# The plugins' tools read their paths in runs (ValueRuns, issue 55).
mutation tool-paths-unexpanded Sources/CommandOptions/ToolCommandLine.swift \
  'options[keyPath: values] = runs.expand(options[keyPath: values])' \
  '_ = values' \
  'PathRunsCLITests|PluginToolTests'
# The command plugin's command line (issue 59): its files and its user's arguments apart,
# a path refused with the `plurals lint` command, a bad option pointing to --help.
mutation lint-plugin-arguments-dropped Sources/CommandOptions/LintCommandPlugin.swift \
  'arguments = Array(line[(2 + count)...])' \
  'arguments = []' \
  'LintCommandPluginTests|PluginToolTests'
mutation lint-plugin-paths-accepted Sources/CommandOptions/LintCommandPlugin.swift \
  'guard !options.paths.isEmpty, !options.listsRules(commandLine: arguments) else { return nil }' \
  'guard false else { return nil }' \
  'LintCommandPluginTests|PluginToolTests'
mutation tool-usage-hint-dropped Sources/CommandOptions/ToolCommandLine.swift \
  'if let hint { message(hint, tool: tool) }' \
  '_ = hint' \
  'PluginToolTests'
mutation lint-rules-codes-ignored Sources/CommandOptions/LintRules.swift \
  'let chosen = codes.isEmpty ? DiagnosticRule.all : codes.map(\.rule)' \
  'let chosen = DiagnosticRule.all' \
  'LintArgumentsTests'
# `--names nested|flat` of plurals generate-accessors and the plugin's tool (issue 59).
mutation accessor-names-option-dropped Sources/CommandOptions/AccessorArguments.swift \
  'invocation.naming = names' \
  'invocation.naming = nil' \
  'AccessorArgumentsTests|GenerateAccessorsCLITests'

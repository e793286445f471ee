# Mutations of CommandOptions (sourced by Tests/mutations.sh; `mutation` is defined there):
# the options of `plurals generate-accessors`, defined once for the CLI and the plugin's tool,
# and how the CLI and the plugins' tools read a command line and print (the options of
# `plurals lint` are LintCommandOptions.sh's), so each is caught by the tests of the CLI, of
# a tool, or of both.
# shellcheck shell=bash

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
# A bad option of a plugin's tool points to its --help (issue 59).
mutation tool-usage-hint-dropped Sources/CommandOptions/ToolCommandLine.swift \
  'if let hint { message(hint, tool: tool) }' \
  '_ = hint' \
  'PluginToolTests'
# `--names nested|flat` of plurals generate-accessors and the plugin's tool (issue 59).
mutation accessor-names-option-dropped Sources/CommandOptions/AccessorArguments.swift \
  'invocation.naming = names' \
  'invocation.naming = nil' \
  'AccessorArgumentsTests|GenerateAccessorsCLITests'

# Mutations of LintCommandOptions (sourced by Tests/mutations.sh; `mutation` is defined there):
# the options of `plurals lint`, defined once for the CLI and LintLocalizationsTool (apart from
# CommandOptions since issue 74, item 4, so that the accessor tool parses no lint option), so
# each is caught by the tests of the CLI, of the tool, or of both.
# shellcheck shell=bash

mutation lint-rules-json-as-text Sources/LintCommandOptions/LintArguments.swift \
  'LintRules.listing(json: format == .json, codes: codes)' \
  'LintRules.listing(json: false, codes: codes)' \
  'LintAdoptionTests'
mutation lint-quiet-ignored Sources/LintCommandOptions/LintArguments.swift \
  'invocation.quiet = quiet' \
  'invocation.quiet = false' \
  'LintAdoptionTests'
mutation lint-reporter-spelling-dropped Sources/LintCommandOptions/LintArguments.swift \
  'name: [.customLong("format"), .customLong("reporter")],' \
  'name: [.customLong("format")],' \
  'LintArgumentsTests|FrontDoorTests'
mutation lint-werror-inversion-dropped Sources/LintCommandOptions/LintArguments.swift \
  'name: [.customLong("werror"), .customLong("strict")], inversion: .prefixedNo,' \
  'name: [.customLong("werror"), .customLong("strict")], inversion: .prefixedEnableDisable,' \
  'LintArgumentsTests|FrontDoorTests'
mutation lint-dry-run-without-fix-accepted Sources/LintCommandOptions/LintArguments.swift \
  'if dryRun && !fix { throw' \
  'if false, dryRun && !fix { throw' \
  'LintArgumentsTests'
mutation lint-rules-after-double-dash Sources/LintCommandOptions/LintArguments.swift \
  'paths.first == "rules" && !arguments.contains("--")' \
  'paths.first == "rules"' \
  'LintArgumentsTests'
mutation lint-baseline-option-ignored Sources/LintCommandOptions/LintArguments.swift \
  'invocation.baselinePath = baseline' \
  'invocation.baselinePath = nil' \
  'LintArgumentsTests'
mutation lint-config-dash-value-refused Sources/LintCommandOptions/LintArguments.swift \
  'name: .customLong("config"), parsing: .unconditional,' \
  'name: .customLong("config"),' \
  'LintArgumentsTests|FrontDoorTests'
# The command plugin's command line (issue 59): its files and its user's arguments apart,
# a path refused with the `plurals lint` command.
mutation lint-plugin-arguments-dropped Sources/LintCommandOptions/LintCommandPlugin.swift \
  'arguments = Array(line[(2 + count)...])' \
  'arguments = []' \
  'LintCommandPluginTests|PluginToolTests'
mutation lint-plugin-paths-accepted Sources/LintCommandOptions/LintCommandPlugin.swift \
  'guard !options.paths.isEmpty, !options.listsRules(commandLine: arguments) else { return nil }' \
  'guard false else { return nil }' \
  'LintCommandPluginTests|PluginToolTests'
mutation lint-rules-codes-ignored Sources/LintCommandOptions/LintRules.swift \
  'let chosen = codes.isEmpty ? DiagnosticRule.all : codes.map(\.rule)' \
  'let chosen = DiagnosticRule.all' \
  'LintArgumentsTests'
# Issue 77: --sources, one definition for the CLI and the plugins' tool.
mutation lint-sources-option-dropped Sources/LintCommandOptions/LintArguments.swift \
  '    invocation.sources = sources⏎' \
  '' \
  'LintSourcesCLITests'

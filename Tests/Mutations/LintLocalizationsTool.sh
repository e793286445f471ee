# Mutations of LintLocalizationsTool (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation lint-tool-rules-unlisted Sources/LintLocalizationsTool/LintLocalizationsTool.swift \
  'if options.listsRules(commandLine: arguments) {' \
  'if false, options.listsRules(commandLine: arguments) {' \
  'FrontDoorTests'
mutation lint-tool-plugin-line-unread Sources/LintLocalizationsTool/LintLocalizationsTool.swift \
  'if let line = LintCommandPluginLine(CommandLine.arguments.dropFirst()) { fromCommandPlugin(line) }' \
  'if false, let line = LintCommandPluginLine(CommandLine.arguments.dropFirst()) { fromCommandPlugin(line) }' \
  'PluginToolTests'

# Mutations of LintLocalizationsTool (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation lint-tool-usage-status Sources/LintLocalizationsTool/LintLocalizationsTool.swift \
  'exit(LintExitCode.usage.rawValue)' \
  'exit(1)' \
  'PluginToolTests'

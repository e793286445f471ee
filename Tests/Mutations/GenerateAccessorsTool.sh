# Mutations of GenerateAccessorsTool (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation accessor-tool-warnings-dropped Sources/GenerateAccessorsTool/GenerateAccessorsTool.swift \
  'for line in outcome.diagnostics { Console.line(line) }' \
  '' \
  'PluginToolTests'

# Mutations of PluralRuleSyntax (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation reference-not-equal-as-equal Sources/PluralRuleSyntax/Parser.swift \
  '    if accept("!=") {⏎      comparison = .notEqual' \
  '    if accept("!=") {⏎      comparison = .equal' \
  'PluralRuleSyntaxTests|PluralsTests'
mutation reference-within-as-in Sources/PluralRuleSyntax/ReferenceEvaluator.swift \
  '        value.isInteger⏎        && ranges' \
  '        (value.isInteger || true)⏎        && ranges' \
  'PluralRuleSyntaxTests|PluralsTests'
mutation rule-printer-range-list-spaced Sources/PluralRuleSyntax/Printer.swift \
  '    .joined(separator: ",")⏎    return text' \
  '    .joined(separator: ", ")⏎    return text' \
  'PluralRuleSyntaxTests'

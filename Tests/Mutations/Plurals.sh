# Mutations of Plurals (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation plurals-range-ignored Sources/Plurals/Rules/PluralRules.swift \
  'guard type == .cardinal, rangeSet >= 0 else { return end }' \
  'guard type == .cardinal, rangeSet >= 0, false else { return end }' \
  'PluralsTests|DocumentationTests'
mutation operands-sign-kept Sources/Plurals/Operands/NumeralParsing.swift \
  'bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")' \
  'bytes[position] == UInt8(ascii: "+")' \
  'PluralsTests'
mutation plurals-root-fallback-unflagged Sources/Plurals/Rules/PluralRules.swift \
  'isRootFallback = found == nil' \
  'isRootFallback = false' \
  'PluralsTests'
mutation integer-inline-entry-off Sources/Plurals/Rules/PluralRules.swift \
  'let above: UInt64 = magnitude >= 100 ? 1 : 0' \
  'let above: UInt64 = magnitude > 100 ? 1 : 0' \
  'FastPathTests'

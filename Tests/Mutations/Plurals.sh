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
# Issue 56: a range through PluralOperands, start and end reversed (German 1–5 'one', Russian 1–5
# 'one', Georgian 1–5 'other'); and the same in the categories' own overload.
mutation range-operands-start-end-swapped Sources/Plurals/Rules/PluralRules.swift \
  'category(from: category(for: start), to: category(for: end))' \
  'category(from: category(for: end), to: category(for: start))' \
  'PluralRangeTests'
mutation range-categories-start-end-swapped Sources/Plurals/Rules/PluralRules.swift \
  'entry(table: rangeSet, start: start.rawValue, end: end.rawValue)' \
  'entry(table: rangeSet, start: end.rawValue, end: start.rawValue)' \
  'PluralRangeTests'
# Plurals' folders depend one way too (Generated, Operands, Locales, Rules): an operand's error
# naming the rules is a reference upward.
mutation plurals-operands-name-the-rules Sources/Plurals/Operands/PluralOperandsError.swift \
  '  public init(_ reason: Reason, text: String, offset: Int) {⏎    self.reason = reason' \
  '  public init(_ reason: Reason, text: String, offset: Int) {⏎    _ = PluralRules.self⏎    self.reason = reason' \
  'LayeringTests'

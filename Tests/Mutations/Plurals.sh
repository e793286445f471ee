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
# Issue 76: prepared operands keep their table keys (the entries of i, f, t and their shape's
# field), so that classifying them divides nothing; f's and t's entries swapped (Icelandic reads t),
# and the shape's field of a whole decimal ("5.00") taken for a fractional one's.
mutation operands-keys-f-t-swapped Sources/Plurals/Operands/PluralOperands.swift \
  '    fractionEntry = Self.tableEntry(fractionLow)⏎    trimmedEntry = Self.tableEntry(trimmedLow)' \
  '    fractionEntry = Self.tableEntry(trimmedLow)⏎    trimmedEntry = Self.tableEntry(fractionLow)' \
  'FastPathTests|ReferenceAgreementTests'
mutation operands-keys-shape-whole-as-fractional Sources/Plurals/Operands/PluralOperands.swift \
  'hasFraction: visibleCount != 0, fractionIsZero: trimmedCount == 0)' \
  'hasFraction: visibleCount != 0, fractionIsZero: false)' \
  'FastPathTests|ReferenceAgreementTests'
mutation operands-table-entry-boundary Sources/Plurals/Operands/PluralOperands.swift \
  'if value < 200 { return UInt8(truncatingIfNeeded: value) }' \
  'if value <= 200 { return UInt8(truncatingIfNeeded: value) }' \
  'FastPathTests'
mutation operands-fraction-keyed-reads-f-only Sources/Plurals/Rules/TableEvaluation.swift \
  'let entry = format.readsTrimmed ? operands.trimmedEntry : operands.fractionEntry' \
  'let entry = operands.fractionEntry' \
  'PluralsTests'
# A numeral of up to 18 digits a part is read at once: t read to the last digit (not to the
# last non-zero one), and the limit one digit too far (19 digits overflow 10^18).
mutation short-numeral-trimmed-to-last-digit Sources/Plurals/Operands/NumeralParsing.swift \
  '      if digit != 0 {⏎        trimmedLow = fractionLow' \
  '      if digit != 0 || true {⏎        trimmedLow = fractionLow' \
  'PluralsTests'
mutation short-numeral-limit-off-by-one Sources/Plurals/Operands/NumeralParsing.swift \
  'integerEnd - integerStart <= 18 && fractionEnd' \
  'integerEnd - integerStart <= 19 && fractionEnd' \
  'FastPathTests'
# The sampler's survivor of seed 7601: a t of more than 18 significant digits kept without its
# 10^18 (only rules that test t exactly would tell); FastPathTests.operandKeys holds each large
# operand's encoding, and i's beside it.
mutation builder-large-t-without-limit Sources/Plurals/Operands/OperandsBuilder.swift \
  '      trimmedLow &+= PluralOperands.limit' \
  '      trimmedLow &+= 0' \
  'FastPathTests'
mutation builder-large-i-without-limit Sources/Plurals/Operands/OperandsBuilder.swift \
  '      integerLow &+= PluralOperands.limit' \
  '      integerLow &+= 0' \
  'FastPathTests'

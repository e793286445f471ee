# Mutations of LocaleNumbers (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation numbers-minimum-grouping-ignored Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  'integerCount >= primary + minimumGroupingDigits' \
  'integerCount >= primary + 1' \
  'LocaleNumbersTests|DocumentationTests'
mutation astral-fraction-digits-latin Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  'case UInt8(ascii: "0")...UInt8(ascii: "9"): writeDigit(byte)' \
  'case UInt8(ascii: "0")...UInt8(ascii: "9") where digitWidth < 4: writeDigit(byte)' \
  'NumberingSystemDigitsTests'
mutation numbers-decimal-point-unlocalized Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  'case UInt8(ascii: "."): write(symbols.decimal)' \
  'case UInt8(ascii: "."): write([UInt8(ascii: ".")])' \
  'LocaleNumbersTests|DocumentationTests'
mutation numbering-system-ignored Sources/LocaleNumbers/NumberingSystems.swift \
  '    self.init(localeIndex: found)' \
  '    self = standard' \
  'LanguageTests|NumberingSystemSymbolsTests'
# Issue 56: a locale without number data (de-US) written as root instead of as its parent.
mutation number-locale-parent-skipped Sources/LocaleNumbers/LocalizedNumberFormat.swift \
  '    let found = locale.fallbackChain.lazy.compactMap {' \
  '    let found = locale.fallbackChain.prefix(1).lazy.compactMap {' \
  'NumberInheritanceTests|NumberLocaleTests'
# Issue 58 item 4: `-u-nu-` in a system the locale has CLDR symbols for (fa-u-nu-latn) kept native digits.
mutation numbering-system-own-symbols-skipped Sources/LocaleNumbers/NumberingSystems.swift \
  'Int(NumberTables.otherSystemStarts[index])..<Int(NumberTables.otherSystemStarts[index + 1])' \
  'Int(NumberTables.otherSystemStarts[index])..<Int(NumberTables.otherSystemStarts[index])' \
  'NumberingSystemSymbolsTests'
mutation numbering-system-own-symbols-unchecked Sources/LocaleNumbers/NumberingSystems.swift \
  '      NumberTables.digits[$0] == wanted' \
  '      NumberTables.digits[$0] != NumberTables.digits[standard.set]' \
  'NumberingSystemSymbolsTests'
# Issue 76: plain digits are written two a step (one division by 100, the pair split by a
# multiplication), then the last one or two: the pair's digits swapped, and a last pair of 10
# written as one digit.
mutation decimal-digits-pair-swapped Sources/LocaleNumbers/DecimalDigits.swift \
  '      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)⏎      buffer[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)⏎      position &-= 2' \
  '      buffer[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)⏎      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)⏎      position &-= 2' \
  'LocalizedStringsTests|LocaleNumbersTests'
mutation decimal-digits-last-ten-as-one Sources/LocaleNumbers/DecimalDigits.swift \
  'if pair >= 10 {' \
  'if pair > 10 {' \
  'LocalizedStringsTests|LocaleNumbersTests'

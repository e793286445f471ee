# Mutations of PluralTableFormat (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation table-format-script-case Sources/PluralTableFormat/LocaleSubtags.swift \
  'append(offset == 0 ? ASCII.uppercased(byte) : ASCII.lowercased(byte))' \
  'append(ASCII.lowercased(byte))' \
  'PluralTableFormatTests|PluralsTests'
mutation locale-key-script-step-skipped Sources/PluralTableFormat/LocaleKey.swift \
  'case 1: hasScript ? removingRegion : nil' \
  'case 1: nil' \
  'PluralTableFormatTests|PluralsTests'
mutation locale-codeset-read-as-subtag Sources/PluralTableFormat/LocaleSubtags.swift \
  '{ byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") }' \
  '{ byte == UInt8(ascii: "@") }' \
  'PluralTableFormatTests|PluralsTests'
# The table format is SPI (`_PluralTableFormat` is for the generator and the fuzz targets):
# a declaration left plain public is found by the scan of the sources.
mutation table-format-declaration-not-spi Sources/PluralTableFormat/ASCII.swift \
  '  @_spi(TableFormat) public enum ASCII {' \
  '  public enum ASCII {' \
  'SPIBoundaryTests'

# Mutations of InternalJSON (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation json-depth-one-more Sources/InternalJSON/JSONReader.swift \
  'JSONNode {⏎    guard depth < Self.maximumDepth else {' \
  'JSONNode {⏎    guard depth <= Self.maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation json-skip-depth-one-more Sources/InternalJSON/JSONReader.swift \
  'skip(depth: Int) throws(SourceError) {⏎    guard depth < Self.maximumDepth else {' \
  'skip(depth: Int) throws(SourceError) {⏎    guard depth <= Self.maximumDepth else {' \
  'ReaderLimitBoundaryTests'
mutation json-surrogate-pair-misread Sources/InternalJSON/JSONReader+Strings.swift \
  'code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)' \
  'code = 0x10000 + ((code - 0xD800) << 10) + (low & 0x3F)' \
  'BaselineFileTests'
mutation json-low-surrogate-taken-for-high Sources/InternalJSON/JSONReader+Strings.swift \
  'guard code < 0xDC00, bytes[position...]' \
  'guard bytes[position...]' \
  'BaselineFileTests'
mutation json-number-as-double-reads Sources/InternalJSON/JSONReader.swift \
  '      guard Self.isNumber(bytes[begin..<position]), Double(text) != nil else {' \
  '      guard !text.isEmpty, Double(text) != nil else {' \
  'JSONNumberTests'
mutation json-number-leading-zero-taken Sources/InternalJSON/JSONReader.swift \
  '    if !skip(UInt8(ascii: "0")) && digits() == 0 { return false }' \
  '    if digits() == 0 { return false }' \
  'JSONNumberTests'
# The reader is a product for Tools/ (`_InternalJSON`), but no declaration of it is plain public API.
mutation json-declaration-not-spi Sources/InternalJSON/JSONNode.swift \
  '  @_spi(InternalJSON) public var location: SourceLocation' \
  '  public var location: SourceLocation' \
  'SPIBoundaryTests'
# A refused document's message names the byte found, a printable ASCII character quoted and any
# other by its value (a file's control bytes never reach a terminal), and a trailing comma as such.
mutation json-byte-named-raw Sources/InternalJSON/JSONReader.swift \
  '    if byte > 0x20 && byte < 0x7F { return' \
  '    if byte < 0x80 { return' \
  'JSONReaderMessageTests'
mutation json-trailing-comma-unnamed Sources/InternalJSON/JSONReader.swift \
  '      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {' \
  '      if position < bytes.count, bytes[position] == UInt8(ascii: "}"), position < 0 {' \
  'JSONReaderMessageTests'
# A string's \t escape is a tab (read by the runtime's reader and the generator's, which is the same).
mutation json-tab-escape Sources/InternalJSON/JSONReader+Strings.swift \
  'case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))' \
  'case UInt8(ascii: "t"): result.append(UInt8(ascii: "t"))' \
  'JSONReaderTests|Tools:JSONReaderTests'
# A string the reader skips is checked for UTF-8 as a string it keeps (a catalog's lazy
# reading and the eager one give the same encoding error).
mutation json-skipped-string-utf8-unchecked Sources/InternalJSON/JSONReader+Strings.swift \
  '        if !keeping && high < 0x80 {' \
  '        if !keeping {' \
  'CatalogIndexTests'
# A lone CR ends a line, as in the other readers (CR LF at its LF).
mutation json-lone-cr-not-a-line-end Sources/InternalJSON/JSONReader.swift \
  '          if index == buffer.count || buffer[index] != UInt8(ascii: "\n") {' \
  '          if false {' \
  'LineEndTests'

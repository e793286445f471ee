# Mutations of ExpatXML (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation xml-column-off-by-one Sources/ExpatXML/XMLEventReader+Position.swift \
  'column: Int(XML_GetCurrentColumnNumber(parser)) + 1)' \
  'column: Int(XML_GetCurrentColumnNumber(parser)))' \
  'ExpatXMLTests|LinterTests'
mutation skipped-entity-dropped Sources/ExpatXML/XMLEventReader.swift \
  'XML_SetSkippedEntityHandler(parser) { context, name, isParameterEntity in' \
  'XML_SetSkippedEntityHandler(parser) { context, name, isParameterEntity in return;' \
  'ResourceLimitTests'
mutation xml-depth-one-more Sources/ExpatXML/XMLEventReader.swift \
  'if depth >= maximumDepth {' \
  'if depth > maximumDepth {' \
  'ReaderLimitBoundaryTests'
mutation xml-tree-children-unfiltered Sources/ExpatXML/XMLTree.swift \
  'children.filter { $0.name == name }' \
  'children' \
  'ExpatXMLTests'
mutation prolog-instruction-not-skipped Sources/ExpatXML/XMLProlog.swift \
  '} else if skippingInstructions, bytes[position...].starts(with: "<?".utf8) {' \
  '} else if false, skippingInstructions, bytes[position...].starts(with: "<?".utf8) {' \
  'InternalDTDSubsetTests'

# UTF-16 documents read as UTF-8 text, and each event's bytes (issue 55).
mutation xml-utf16-positions-by-unit Sources/ExpatXML/XMLEventReader.swift \
  'let document = withoutLateDeclaration(utf8(bytes))' \
  'let document = withoutLateDeclaration(bytes)' \
  'FixPlacementTests'
mutation xml-event-bytes-count-dropped Sources/ExpatXML/XMLEventReader+Position.swift \
  'return start..<(start + Int(XML_GetCurrentByteCount(parser)))' \
  'return start..<start' \
  'FixPlacementTests'
# Issue 56: a .stringsdict with a blank line (white space only) before <?xml refused.
mutation late-declaration-after-blank-refused Sources/ExpatXML/LateDeclaration.swift \
  'sawComment || position > 0, bytes[position...].starts(with: declaration),' \
  'sawComment, bytes[position...].starts(with: declaration),' \
  'PrintfDialectTests'
# The XML reader is SPI (`_ExpatXML`), as the table format is: the sibling module's scan.
mutation expat-declaration-not-spi Sources/ExpatXML/XMLError.swift \
  '  @_spi(ExpatXML) public let message: String' \
  '  public let message: String' \
  'SPIBoundaryTests'

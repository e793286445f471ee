import CExpat
import SourceFiles

/// Receives the events of a document from ``XMLEventReader``, in document order.
@_spi(ExpatXML) public protocol XMLEventHandler: AnyObject {
  /// An element starts: `name` and the attributes (name, value, …, then
  /// nil) are NUL-terminated UTF-8, valid for this call only.
  func startElement(
    _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    reader: XMLEventReader)
  /// The innermost open element ends.
  func endElement(reader: XMLEventReader)
  /// Character data of the innermost open element, in UTF-8; one text may
  /// come in several pieces.
  func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader)
}

/// Parses XML with expat and hands its events to a handler, without
/// building anything itself: the base of ``XMLTreeReader`` and of readers
/// that build their own model directly. It reads no file and knows no
/// document size limit (its callers apply theirs), and throws its own
/// ``XMLError``. External entities and DTDs are
/// never fetched, and an entity that is therefore not expanded (declared
/// only in an external DTD, external itself, or after a parameter entity
/// reference) is an error at its place rather than text silently left out;
/// expat bounds the expansion of internal entities, and element nesting is
/// limited.
@_spi(ExpatXML) public final class XMLEventReader {
  /// The default limit of element nesting.
  @_spi(ExpatXML) public static let defaultMaximumDepth = 256
  /// The name locations give the document.
  @_spi(ExpatXML) public let file: String
  let parser: XML_Parser
  let handler: any XMLEventHandler
  let maximumDepth: Int
  var depth = 0
  var error: XMLError? {
    didSet { halted = true }
  }
  /// Whether the handler asked to stop (``stop()``).
  var stopped = false {
    didSet { halted = true }
  }
  /// Whether an error was found or the handler asked to stop: the element
  /// callbacks test this one flag (testing the optional error copied it, twice an event).
  var halted = false
  /// Whether expat calls the character data handler (``deliverCharacters(_:)``).
  var deliversCharacters = true
  /// The document expat parses, while it parses (for ``position``).
  var document: UnsafeBufferPointer<UInt8>?
  /// How far ``position`` has counted lines and columns, and what it found there.
  var counted = 0
  var countedLine = 1
  var countedColumn = 0
  /// Whether the document has a carriage return, once asked: without one,
  /// line feeds alone end lines and are found with `memchr`.
  var hasCarriageReturn: Bool?
  /// Then the offset of the first line feed at or after `counted` (the
  /// document's size for none), -1 before it is looked for.
  var nextFeed = -1

  init(file: String, parser: XML_Parser, handler: any XMLEventHandler, maximumDepth: Int) {
    self.file = file
    self.parser = parser
    self.handler = handler
    self.maximumDepth = maximumDepth
  }

  /// Parses `bytes`, calling `handler` for each event; `file` names the
  /// document in locations.
  ///
  /// Like Apple's property list parser, it accepts comments and white space
  /// before the `<?xml …?>` declaration (strict XML does not).
  ///
  /// - Throws: ``XMLError`` of kind `limitExceeded` for elements nested
  ///   deeper than `maximumDepth` (or a document expat cannot take, over
  ///   2 GiB); `malformed` for malformed XML;
  ///   `unexpandedEntity` for an entity that is not expanded (`&nbsp;`
  ///   declared only in Apple's external DTD, an external entity).
  /// - Complexity: O(*n*) in the size of the document.
  @_spi(ExpatXML) public static func parse(
    _ bytes: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth,
    handler: some XMLEventHandler
  ) throws(XMLError) {
    try parse(bytes, file: file, maximumDepth: maximumDepth, pieceSize: pieceSize, handler: handler)
  }

  /// ``parse(_:file:maximumDepth:handler:)``, giving expat `pieceSize`
  /// bytes at a time (tests pass small pieces).
  package static func parse(
    _ bytes: [UInt8], file: String, maximumDepth: Int, pieceSize: Int, handler: some XMLEventHandler
  ) throws(XMLError) {
    precondition(pieceSize > 0)
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let parser = XML_ParserCreate("UTF-8") else {
      throw XMLError(.limitExceeded, "cannot create an XML parser", at: start)
    }
    defer { XML_ParserFree(parser) }
    let reader = XMLEventReader(file: file, parser: parser, handler: handler, maximumDepth: maximumDepth)
    var offending: String?
    let status = withExtendedLifetime(reader) { () -> XML_Status in
      XML_SetUserData(parser, Unmanaged.passUnretained(reader).toOpaque())
      XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
      XML_SetElementHandler(
        parser,
        { context, name, attributes in
          XMLEventReader.from(context)._withUnsafeGuaranteedRef { $0.start(name, attributes) }
        },
        { context, _ in
          XMLEventReader.from(context)._withUnsafeGuaranteedRef { $0.end() }
        })
      XML_SetCharacterDataHandler(parser, deliverCharacterData)
      // An entity expat cannot expand is an error, never text left out:
      // one declared only in an external DTD (`&nbsp;` under Apple's
      // DOCTYPE, which is never fetched), or after a parameter entity
      // reference, and any external entity.
      XML_SetSkippedEntityHandler(parser) { context, name, isParameterEntity in
        XMLEventReader.from(context)._withUnsafeGuaranteedRef { reader in
          let shown = name.map { String(cString: $0) } ?? ""
          reader.fail(
            .unexpandedEntity,
            isParameterEntity != 0
              ? "the parameter entity %\(shown); is not read (external DTDs and parameter entities are not)"
              : "the entity &\(shown); is not defined in the document (external DTDs are not read)")
        }
      }
      // The handler's first argument is then the reader, not the parser.
      XML_SetExternalEntityRefHandlerArg(parser, Unmanaged.passUnretained(reader).toOpaque())
      XML_SetExternalEntityRefHandler(parser) { context, _, _, systemID, _ in
        XMLEventReader.from(UnsafeMutableRawPointer(context))._withUnsafeGuaranteedRef { reader in
          let shown = systemID.map { String(cString: $0) } ?? ""
          reader.fail(.unexpandedEntity, "the external entity \"\(shown)\" is not read")
        }
        return 0  // XML_STATUS_ERROR: expat stops
      }
      let document = withoutLateDeclaration(utf8(bytes))
      return document.withUnsafeBufferPointer { buffer in
        reader.document = buffer
        defer { reader.document = nil }
        let status = buffer.withMemoryRebound(to: CChar.self) { chars in
          // In pieces (see pieceSize); offsets, lines and columns count
          // from the document's start all the same.
          var offset = 0
          var status: XML_Status
          repeat {
            let count = min(pieceSize, chars.count - offset)
            let last = offset + count == chars.count
            status = XML_Parse(parser, chars.baseAddress.map { $0 + offset }, Int32(count), last ? 1 : 0)
            offset += count
          } while status == XML_STATUS_OK && offset < chars.count
          return status
        }
        // A character XML does not allow: name it (the other errors are about structure).
        let code = XML_GetErrorCode(parser)
        if status != XML_STATUS_OK && (code == XML_ERROR_INVALID_TOKEN || code == XML_ERROR_PARTIAL_CHAR) {
          offending = Self.character(in: buffer, at: Int(XML_GetCurrentByteIndex(parser)))
        }
        return status
      }
    }
    if let error = reader.error { throw error }
    if reader.stopped { return }
    if bytes.count > Int(Int32.max) {
      throw XMLError(.limitExceeded, "the document is too large", at: start)
    }
    if status != XML_STATUS_OK {
      let message = String(cString: XML_ErrorString(XML_GetErrorCode(parser)))
      // expat names the kind of error; the character it stopped at tells the user what to fix.
      throw XMLError(
        .malformed, "malformed XML: \(message)\(offending.map { " at \($0)" } ?? "")", at: reader.location)
    }
  }

  /// A UTF-16 document (with its byte order mark) as UTF-8 without one, so
  /// that lines and columns count its characters as they count a UTF-8
  /// document's (expat's byte offsets would count UTF-16 units twice), and
  /// byte offsets are those of the text in UTF-8; any other document as it is.
  /// Text that is not valid UTF-16 is left to expat, which reports it.
  static func utf8(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF),
      bytes.count % 2 == 0
    else { return bytes }
    let little = bytes[0] == 0xFF
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2 - 1)
    for index in stride(from: 2, to: bytes.count, by: 2) {
      units.append(
        little
          ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
          : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
    }
    guard let text = String(validating: units, as: UTF16.self) else { return bytes }
    return Array(text.utf8)
  }

  /// The character at `offset` of a document, named for a message: `the
  /// control character U+0008` (XML 1.0 forbids them), a byte that is not
  /// UTF-8, else the character quoted with its code point; nil past the end.
  static func character(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String? {
    guard offset >= 0, offset < bytes.count else { return nil }
    let end = min(offset + 4, bytes.count)
    guard
      let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        .unicodeScalars.first
    else { return nil }
    let code = PrintableText.codePoint(scalar)
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return "the control character \(code)" }
    if scalar == "\u{FFFD}" && bytes[offset] >= 0x80 {
      return "a byte that is not UTF-8 (0x\(String(bytes[offset], radix: 16, uppercase: true)))"
    }
    return "'\(scalar)' (\(code))"
  }

  /// Stops parsing: `parse` returns without an error once the current
  /// callback returns, and events still pending are not handed on.
  package func stop() {
    guard !stopped else { return }
    stopped = true
    XML_StopParser(parser, XML_FALSE)
  }

  /// Whether an element's `name`, as ``XMLEventHandler/startElement(_:attributes:reader:)``
  /// gets it, is `literal` (compared without making a string).
  @inlinable
  package static func name(_ name: UnsafePointer<CChar>, is literal: StaticString) -> Bool {
    let bytes = UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self)
    for index in 0..<literal.utf8CodeUnitCount where bytes[index] != literal.utf8Start[index] {
      return false
    }
    return bytes[literal.utf8CodeUnitCount] == 0
  }

  private static let emptyName: [CChar] = [0]

  /// Whether the handler is given character data (it is, from the start):
  /// a handler that reads the text of some elements only turns it on for
  /// them, and expat then makes no call for the white space between
  /// elements (half of a property list's character data events).
  ///
  /// Asking for what is already so costs no call into expat.
  package func deliverCharacters(_ on: Bool) {
    guard on != deliversCharacters else { return }
    deliversCharacters = on
    if on {
      XML_SetCharacterDataHandler(parser, deliverCharacterData)
    } else {
      XML_SetCharacterDataHandler(parser, nil)
    }
  }

  /// The reader, unretained: the callbacks use it through
  /// `_withUnsafeGuaranteedRef` (`parse` holds it), as retaining and
  /// releasing it cost two calls per event.
  static func from(_ context: UnsafeMutableRawPointer?) -> Unmanaged<XMLEventReader> {
    Unmanaged<XMLEventReader>.fromOpaque(context!)
  }

  func start(_ name: UnsafePointer<CChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?) {
    guard !halted else { return }
    guard depth < maximumDepth, let name else { return unusualStart(name, attributes) }
    depth += 1
    handler.startElement(name, attributes: attributes, reader: self)
  }

  /// ``start(_:_:)`` too deep or without a name, out of line: the usual
  /// start then saves fewer registers.
  @inline(never)
  private func unusualStart(
    _ name: UnsafePointer<CChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?
  ) {
    if depth >= maximumDepth {
      error = XMLError(.limitExceeded, "elements nested deeper than \(maximumDepth) levels", at: location)
      XML_StopParser(parser, XML_FALSE)
      return
    }
    depth += 1
    // expat always names an element; an unnamed one would be the empty name.
    Self.emptyName.withUnsafeBufferPointer {
      handler.startElement(name ?? $0.baseAddress!, attributes: attributes, reader: self)
    }
  }

  /// Stops parsing with an error at the current event (the first error stays).
  func fail(_ kind: XMLError.Kind, _ message: String) {
    guard error == nil, !stopped else { return }
    error = XMLError(kind, message, at: location)
    XML_StopParser(parser, XML_FALSE)
  }

  func end() {
    guard !halted else { return }
    depth -= 1
    handler.endElement(reader: self)
  }
}

/// expat's character data callback (a function, to be set again by
/// ``XMLEventReader/deliverCharacters(_:)``).
private func deliverCharacterData(
  _ context: UnsafeMutableRawPointer?, _ characters: UnsafePointer<XML_Char>?, _ length: Int32
) {
  guard let characters, length > 0 else { return }
  characters.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { text in
    XMLEventReader.from(context)._withUnsafeGuaranteedRef { reader in
      guard !reader.halted else { return }
      reader.handler.characters(UnsafeBufferPointer(start: text, count: Int(length)), reader: reader)
    }
  }
}

import CExpat

/// Receives the events of a document from ``XMLEventReader``, in document order.
public protocol XMLEventHandler: AnyObject {
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
/// that build their own model directly. External entities and DTDs are
/// never fetched, expat bounds entity expansion, and element nesting is
/// limited.
public final class XMLEventReader {
  /// The name locations give the document.
  public let file: String
  let parser: XML_Parser
  let handler: any XMLEventHandler
  let maximumDepth: Int
  var depth = 0
  var error: SourceError?

  init(file: String, parser: XML_Parser, handler: any XMLEventHandler, maximumDepth: Int) {
    self.file = file
    self.parser = parser
    self.handler = handler
    self.maximumDepth = maximumDepth
  }

  /// Where the current event is (an element's start tag, a piece of text).
  public var location: SourceLocation {
    SourceLocation(
      file: file, line: Int(XML_GetCurrentLineNumber(parser)),
      column: Int(XML_GetCurrentColumnNumber(parser)) + 1)
  }

  /// Parses `bytes`, calling `handler` for each event; `file` names the
  /// document in locations.
  ///
  /// Like Apple's property list parser, it accepts comments and white space
  /// before the `<?xml …?>` declaration (strict XML does not).
  ///
  /// - Throws: ``SourceError`` for a document larger than
  ///   ``XMLTreeReader/defaultMaximumFileSize``, malformed XML, or elements
  ///   nested deeper than `maximumDepth`.
  /// - Complexity: O(*n*) in the size of the document.
  public static func parse(
    _ bytes: [UInt8], file: String, maximumDepth: Int = XMLTreeReader.defaultMaximumDepth,
    handler: some XMLEventHandler
  ) throws(SourceError) {
    try XMLTreeReader.checkSize(bytes.count, file: file)
    guard let parser = XML_ParserCreate("UTF-8") else {
      throw SourceError("cannot create an XML parser", at: SourceLocation(file: file, line: 1, column: 1))
    }
    defer { XML_ParserFree(parser) }
    let reader = XMLEventReader(file: file, parser: parser, handler: handler, maximumDepth: maximumDepth)
    let status = withExtendedLifetime(reader) { () -> XML_Status in
      XML_SetUserData(parser, Unmanaged.passUnretained(reader).toOpaque())
      XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
      XML_SetElementHandler(
        parser,
        { context, name, attributes in
          XMLEventReader.from(context).start(name, attributes)
        },
        { context, _ in
          XMLEventReader.from(context).end()
        })
      XML_SetCharacterDataHandler(parser) { context, characters, length in
        guard let characters, length > 0 else { return }
        characters.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
          let reader = XMLEventReader.from(context)
          reader.handler.characters(UnsafeBufferPointer(start: $0, count: Int(length)), reader: reader)
        }
      }
      let document = XMLTreeReader.withoutLateDeclaration(bytes)
      return document.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          XML_Parse(parser, chars.baseAddress, Int32(clamping: chars.count), 1)
        }
      }
    }
    if let error = reader.error { throw error }
    if bytes.count > Int(Int32.max) {
      throw SourceError("the document is too large", at: SourceLocation(file: file, line: 1, column: 1))
    }
    if status != XML_STATUS_OK {
      let message = String(cString: XML_ErrorString(XML_GetErrorCode(parser)))
      throw SourceError("malformed XML: \(message)", at: reader.location)
    }
  }

  private static let emptyName: [CChar] = [0]

  static func from(_ context: UnsafeMutableRawPointer?) -> XMLEventReader {
    Unmanaged<XMLEventReader>.fromOpaque(context!).takeUnretainedValue()
  }

  func start(_ name: UnsafePointer<CChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?) {
    guard error == nil else { return }
    if depth >= maximumDepth {
      error = SourceError("elements nested deeper than \(maximumDepth) levels", at: location)
      XML_StopParser(parser, XML_FALSE)
      return
    }
    depth += 1
    guard let name else {
      // expat always names an element; an unnamed one would be the empty name.
      return Self.emptyName.withUnsafeBufferPointer {
        handler.startElement($0.baseAddress!, attributes: attributes, reader: self)
      }
    }
    handler.startElement(name, attributes: attributes, reader: self)
  }

  func end() {
    guard error == nil else { return }
    depth -= 1
    handler.endElement(reader: self)
  }
}

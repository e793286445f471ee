@_spi(ExpatXML) import ExpatXML
import SourceFiles

/// A property list value with the position of the element it came from
/// (the file is named once, by whoever reads the list).
package struct PropertyListNode: Sendable {
  package enum Value: Sendable {
    case string(String)
    /// The integer as written (property lists allow any length).
    case integer(String)
    case real(Double)
    case bool(Bool)
    /// The ISO 8601 text of a `<date>`.
    case date(String)
    /// The base64 text of a `<data>`.
    case data(String)
    case array([PropertyListNode])
    case dictionary(PropertyListDictionary)
  }

  package var value: Value
  package var position: SourcePosition

  package func location(in file: String) -> SourceLocation { position.location(in: file) }

  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  package var dictionary: PropertyListDictionary? {
    if case .dictionary(let dictionary) = value { return dictionary }
    return nil
  }

  /// "string", "dictionary", …, for messages.
  package var kindName: String {
    switch value {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dictionary"
    }
  }
}

/// A property list dictionary, keys in file order, each with its position.
package struct PropertyListDictionary: Sendable {
  package struct Entry: Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: PropertyListNode

    package func keyLocation(in file: String) -> SourceLocation { keyPosition.location(in: file) }
  }

  package var entries: [Entry]

  /// The value of the last entry with that key (Apple's parsers keep the last), for a `key`
  /// that is ASCII (``isNamed(_:_:)``).
  package subscript(key: String) -> PropertyListNode? {
    entries.last { Self.isNamed($0.key, key) }?.value
  }

  /// Whether `key` is `name`, an ASCII name (`NSStringFormatSpecTypeKey`, `one`): as
  /// ``same(_:_:)``, faster. A text of as many bytes that `==` takes as `name` has its bytes
  /// (a character that looks like an ASCII one, as the Kelvin sign does K, is longer).
  @inline(__always)
  package static func isNamed(_ key: String, _ name: String) -> Bool {
    key.utf8.count == name.utf8.count && key == name
  }

  /// Whether `a` and `b` are one key: scalar for scalar, as Apple's dictionaries compare
  /// keys (`café` with U+00E9 and `café` with `e` U+0301 are two), the lengths first.
  @inline(__always)
  package static func same(_ a: String, _ b: String) -> Bool { a.hasSameScalars(as: b) }
}

/// Reads XML property lists (`<plist>`), as tolerant as Apple's parser of
/// comments and white space before `<?xml …?>`, DOCTYPEs and comments, and
/// as safe as the `XMLEventReader` it reads with: no external entities, bounded expansion and depth.
///
/// The nodes are built from the parser's events as they come, without an
/// element tree in between. Problems in the property list are reported as
/// a reader of the whole tree would find them: malformed XML anywhere first,
/// then the first problem in document order.
package enum PropertyListReader {
  package static func parse(contentsOf path: String) throws(SourceError) -> PropertyListNode {
    try parse(FileSystem.contents(of: path), file: path)
  }

  /// Parses an XML or a binary (`bplist00`) property list.
  package static func parse(_ bytes: [UInt8], file: String) throws(SourceError) -> PropertyListNode {
    if BinaryPropertyListReader.isBinary(bytes) {
      return try BinaryPropertyListReader.parse(bytes, file: file)
    }
    try FileSystem.checkSize(bytes.count, file: file)
    return try parse(bytes, file: file, builder: PropertyListBuilder(file: file))
  }

  /// Parses an XML property list and records where each of its elements
  /// and dictionary entries is written (``PropertyListSpans``): what the
  /// linter's fixes rewrite, found from the positions its findings name.
  package static func parse(_ bytes: [UInt8], file: String, spans: inout PropertyListSpans)
    throws(SourceError) -> PropertyListNode
  {
    try FileSystem.checkSize(bytes.count, file: file)
    let builder = PropertyListBuilder(file: file)
    builder.state.spans = PropertyListSpans()
    let root = try parse(bytes, file: file, builder: builder)
    // A document whose elements' bytes are not all known records none (a fix needs them all).
    spans = builder.state.spansUnreliable ? PropertyListSpans() : builder.state.spans ?? PropertyListSpans()
    return root
  }

  private static func parse(_ bytes: [UInt8], file: String, builder: PropertyListBuilder)
    throws(SourceError) -> PropertyListNode
  {
    do {
      try XMLEventReader.parse(bytes, file: file, handler: builder)
    } catch {
      throw SourceError(error)
    }
    if let error = builder.state.error { throw error }
    guard let root = builder.state.root else {
      throw SourceError(.malformed, "no root element", file: file)
    }
    return root
  }

  static func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}

/// Hands XML events to a ``PropertyListState`` (one access to it per event).
private final class PropertyListBuilder: XMLEventHandler {
  /// Unchecked: only the reader's callbacks touch it, one at a time, and
  /// the runtime check cost two calls per event.
  @exclusivity(unchecked) var state: PropertyListState

  init(file: String) { state = PropertyListState(file: file) }

  deinit { state.text.free() }

  func startElement(
    _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    reader: XMLEventReader
  ) {
    if state.spans != nil { state.openTags.append((reader.position, reader.eventBytes)) }
    state.startElement(name, reader: reader)
  }

  func endElement(reader: XMLEventReader) {
    state.endElement()
    if state.spans != nil, let (position, start) = state.openTags.popLast() {
      // An empty element's end (`<string/>`) is its tag's end, with no bytes of its own.
      let end = reader.eventBytes
      // Inside an entity's text (`&e;` where e holds elements) expat names the reference's
      // bytes for every event: the element has no bytes of its own, and none is recorded.
      guard start.upperBound <= end.lowerBound else {
        state.spansUnreliable = true
        return
      }
      let element = PropertyListSpans.Element(
        whole: start.lowerBound..<end.upperBound, content: start.upperBound..<end.lowerBound)
      state.spans?.elements[position] = element
    }
  }

  func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) { state.characters(text) }
}

/// Builds property list nodes from XML events: one frame per open element,
/// the values of open containers on shared stacks until their element ends.
private struct PropertyListState {
  enum Kind {
    case plist, dict, array, string, key, integer, real, bool(Bool), date, data
    /// An element whose content does not count: inside a value, or after a problem.
    case ignored
  }

  struct Frame {
    let kind: Kind
    let position: SourcePosition
    /// Where the container's values start in `items` (arrays, `<plist>`) or `entries` (dictionaries).
    let start: Int
    /// A dictionary's key waiting for its value.
    var pendingKey: (text: String, position: SourcePosition)?
    /// How many elements `<plist>` holds, values or not.
    var children = 0
  }

  /// The file, for errors.
  let file: String
  var frames: [Frame] = []
  var items: [PropertyListNode] = []
  var entries: [PropertyListDictionary.Entry] = []
  /// The text of the open leaf element (the builder frees it).
  var text = LeafText()
  var root: PropertyListNode?
  /// The first problem in document order.
  var error: SourceError?
  /// Where elements and entries are written, when asked for (nil: not recorded).
  var spans: PropertyListSpans?
  /// While spans are recorded: the open elements' positions and start tags.
  var openTags: [(SourcePosition, Range<Int>)] = []
  /// Set when an element's bytes are not its own (an element in an entity's text).
  var spansUnreliable = false

  init(file: String) {
    self.file = file
    items.reserveCapacity(16)
    entries.reserveCapacity(64)
  }

  mutating func fail(_ message: String, at position: SourcePosition) {
    if error == nil { error = SourceError(.malformed, message, at: position.location(in: file)) }
  }

  static func kind(_ name: UnsafePointer<CChar>) -> Kind? {
    func equals(_ literal: StaticString) -> Bool { XMLEventReader.name(name, is: literal) }
    switch UInt8(bitPattern: name[0]) {
    case UInt8(ascii: "k"): return equals("key") ? .key : nil
    case UInt8(ascii: "s"): return equals("string") ? .string : nil
    case UInt8(ascii: "d"):
      return equals("dict") ? .dict : equals("date") ? .date : equals("data") ? .data : nil
    case UInt8(ascii: "a"): return equals("array") ? .array : nil
    case UInt8(ascii: "i"): return equals("integer") ? .integer : nil
    case UInt8(ascii: "r"): return equals("real") ? .real : nil
    case UInt8(ascii: "t"): return equals("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return equals("false") ? .bool(false) : nil
    case UInt8(ascii: "p"): return equals("plist") ? .plist : nil
    default: return nil
    }
  }

  mutating func startElement(_ name: UnsafePointer<CChar>, reader: XMLEventReader) {
    var kind = Self.kind(name)
    guard !frames.isEmpty else {
      // The root: <plist>, or a lone dictionary, array or string.
      let location = reader.position
      switch kind {
      case .plist?, .dict?, .array?, .string?:
        return start(kind, name: name, location: location)
      default:
        fail("expected <plist>, found <\(String(cString: name))>", at: location)
        return push(.ignored, location: location)
      }
    }
    let top = frames.count - 1
    switch frames[top].kind {
    case .ignored, .string, .key, .integer, .real, .bool, .date, .data:
      // Inside a value (or an element already reported): not part of the list.
      return push(.ignored, location: frames[top].position)
    case .dict:
      let location = reader.position
      if case .plist? = kind { kind = nil }
      if case .key? = kind {
        if let key = frames[top].pendingKey {
          fail("key '\(Excerpt.of(key.text))' has no value", at: key.position)
          kind = .ignored
        }
      } else if frames[top].pendingKey == nil {
        fail("<\(String(cString: name))> in a dictionary where a <key> is expected", at: location)
        kind = .ignored
      }
      start(kind, name: name, location: location)
    case .array, .plist:
      let location = reader.position
      frames[top].children += 1
      if case .plist? = kind { kind = nil }
      if case .key? = kind {
        fail("<key> outside a dictionary", at: location)
        kind = .ignored
      }
      start(kind, name: name, location: location)
    }
  }

  mutating func start(_ kind: Kind?, name: UnsafePointer<CChar>, location: SourcePosition) {
    guard let kind else {
      fail("unknown property list element <\(String(cString: name))>", at: location)
      return push(.ignored, location: location)
    }
    text.removeAll()
    push(kind, location: location)
  }

  mutating func push(_ kind: Kind, location: SourcePosition) {
    let start: Int
    switch kind {
    case .dict: start = entries.count
    default: start = items.count
    }
    frames.append(Frame(kind: kind, position: location, start: start))
  }

  mutating func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard !frames.isEmpty else { return }
    switch frames[frames.count - 1].kind {
    case .string, .key, .integer, .real, .date, .data: text.append(chunk)
    default: break
    }
  }

  mutating func endElement() {
    let frame = frames.removeLast()
    let value: PropertyListNode.Value
    switch frame.kind {
    case .ignored: return
    case .key:
      // A key is not a value: it waits in its dictionary for the next element.
      frames[frames.count - 1].pendingKey = (text.string, frame.position)
      return
    case .string:
      value = .string(text.string)
    case .integer:
      let written = PropertyListReader.trimmed(text.string)
      let digits = written.hasPrefix("-") || written.hasPrefix("+") ? written.dropFirst() : Substring(written)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return fail("'\(written)' is not an integer", at: frame.position)
      }
      value = .integer(written)
    case .real:
      let written = PropertyListReader.trimmed(text.string)
      guard let number = Double(written) else {
        return fail("'\(written)' is not a real number", at: frame.position)
      }
      value = .real(number)
    case .bool(let truth):
      value = .bool(truth)
    case .date:
      value = .date(PropertyListReader.trimmed(text.string))
    case .data:
      value = .data(text.string.filter { !$0.isWhitespace })
    case .array:
      value = .array(Array(items[frame.start...]))
      items.removeSubrange(frame.start...)
    case .dict:
      if let key = frame.pendingKey { fail("key '\(Excerpt.of(key.text))' has no value", at: key.position) }
      if frame.start == 0 && frames.count <= 1 {
        // The outermost dictionary holds all the entries: take them, not a copy.
        value = .dictionary(PropertyListDictionary(entries: entries))
        entries = []
      } else {
        value = .dictionary(PropertyListDictionary(entries: Array(entries[frame.start...])))
        entries.removeSubrange(frame.start...)
      }
    case .plist:
      if frame.children != 1 {
        // Checked before its value is read: this comes before any problem inside.
        error = SourceError(
          .malformed, "<plist> must hold exactly one value, it holds \(frame.children)",
          at: frame.position.location(in: file))
      } else if items.count > frame.start {
        root = items[frame.start]
      }
      items.removeSubrange(frame.start...)
      return
    }
    deliver(PropertyListNode(value: value, position: frame.position))
  }

  /// Hands a finished value to its container.
  mutating func deliver(_ node: PropertyListNode) {
    guard !frames.isEmpty else { return root = node }
    let top = frames.count - 1
    switch frames[top].kind {
    case .dict:
      guard let key = frames[top].pendingKey else { return }
      entries.append(.init(key: key.text, keyPosition: key.position, value: node))
      spans?.entries[key.position] = node.position
      frames[top].pendingKey = nil
    default:
      items.append(node)
    }
  }
}

/// Where a property list's elements are written, in bytes of the document
/// read (a UTF-8 document: offsets after a byte order mark count it), as
/// ``PropertyListReader/parse(_:file:spans:)`` records them.
///
/// Each element is found by the position of its start tag, the position
/// the reader gives its node (and so every diagnostic about it).
package struct PropertyListSpans: Sendable {
  /// An element's bytes: all of it, from its start tag's `<` to the end of
  /// its end tag, and its content between the two tags.
  package struct Element: Sendable, Equatable {
    package var whole: Range<Int>
    package var content: Range<Int>
  }

  /// Every element, by the position of its start tag.
  package var elements: [SourcePosition: Element] = [:]
  /// Each dictionary entry's value, by the position of its key.
  package var entries: [SourcePosition: SourcePosition] = [:]

  package init() {}
}

import SourceFiles

/// A strict JSON parser (RFC 8259) with positions and a nesting limit.
@_spi(InternalJSON) public struct JSONReader {
  @_spi(InternalJSON) public static let maximumDepth = 256

  @_spi(InternalJSON) public let bytes: [UInt8]
  @_spi(InternalJSON) public let file: String
  @_spi(InternalJSON) public var position = 0
  @_spi(InternalJSON) public var line = 1
  @_spi(InternalJSON) public var lineStart = 0

  @_spi(InternalJSON) public init(
    bytes: [UInt8], file: String, position: Int = 0, line: Int = 1, lineStart: Int = 0
  ) {
    self.bytes = bytes
    self.file = file
    self.position = position
    self.line = line
    self.lineStart = lineStart
  }

  @_spi(InternalJSON) public static func parse(_ bytes: [UInt8], file: String) throws(SourceError) -> JSONNode
  {
    try FileSystem.checkSize(bytes.count, file: file)
    return try document(bytes, file: file) { (reader: inout JSONReader) throws(SourceError) in
      try reader.value(depth: 0)
    }
  }

  /// What `read` makes of the one value of the document `bytes`: `read` is
  /// given a reader after the byte order mark, if any, and must read or skip
  /// the value; anything but white space after it is an error. The size is
  /// the caller's to check.
  @_spi(InternalJSON) public static func document<Value>(
    _ bytes: [UInt8], file: String, _ read: (inout JSONReader) throws(SourceError) -> Value
  ) throws(SourceError) -> Value {
    var reader = JSONReader(bytes: bytes, file: file)
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    let value = try read(&reader)
    try reader.end()
    return value
  }

  /// Checks that only white space follows the document's value, the reader just after it.
  private mutating func end() throws(SourceError) {
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected \(Self.describe(bytes[position])) after the JSON value")
    }
  }

  /// Where a reader is: enough to start another one there (``resumed(at:)``).
  @_spi(InternalJSON) public struct Mark: Sendable {
    @_spi(InternalJSON) public let position: Int
    @_spi(InternalJSON) public let line: Int
    @_spi(InternalJSON) public let lineStart: Int
  }

  @_spi(InternalJSON) public var mark: Mark { Mark(position: position, line: line, lineStart: lineStart) }

  /// A reader of `bytes` from `mark` on, with the lines and columns a
  /// reader of the whole document has there.
  @_spi(InternalJSON) public static func resumed(_ bytes: [UInt8], file: String, at mark: Mark) -> JSONReader
  {
    JSONReader(bytes: bytes, file: file, position: mark.position, line: mark.line, lineStart: mark.lineStart)
  }

  @_spi(InternalJSON) public var location: SourceLocation {
    SourceLocation(file: file, line: line, column: position - lineStart + 1)
  }

  /// An error at the current position: `malformed` unless said otherwise.
  @_spi(InternalJSON) public func error(_ message: String, kind: SourceError.Kind = .malformed) -> SourceError
  {
    SourceError(kind, "malformed JSON: \(message)", at: location)
  }

  @_spi(InternalJSON) public mutating func skipWhitespace() {
    // Most calls find no whitespace (a key's closing quote, a value before a comma): every
    // whitespace byte is at most 0x20.
    if position < bytes.count, bytes[position] > 0x20 { return }
    // Catalogs are mostly indentation: runs of spaces are skipped eight at a time.
    let spaces: UInt64 = 0x2020_2020_2020_2020
    bytes.withUnsafeBufferPointer { buffer in
      let raw = UnsafeRawBufferPointer(buffer)
      var index = position
      while index < buffer.count {
        switch buffer[index] {
        case UInt8(ascii: " "):
          index += 1
          while index + 8 <= buffer.count
            && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == spaces
          {
            index += 8
          }
        case UInt8(ascii: "\n"):
          index += 1
          line += 1
          lineStart = index
        case UInt8(ascii: "\r"):
          // A line ends at a carriage return not followed by a line feed (CR LF ends at its LF).
          index += 1
          if index == buffer.count || buffer[index] != UInt8(ascii: "\n") {
            line += 1
            lineStart = index
          }
        case UInt8(ascii: "\t"): index += 1
        default:
          position = index
          return
        }
      }
      position = index
    }
  }

  /// Skips `literal` (ASCII), or throws when the bytes at the position are not it.
  @_spi(InternalJSON) public mutating func expect(_ literal: StaticString) throws(SourceError) {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - position >= count,
      (0..<count).allSatisfy({ bytes[position + $0] == literal.utf8Start[$0] })
    else { throw error("expected '\(literal)'") }
    position += count
  }

  @_spi(InternalJSON) public mutating func value(depth: Int) throws(SourceError) -> JSONNode {
    guard depth < Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels", kind: .limitExceeded)
    }
    skipWhitespace()
    let start = location
    guard position < bytes.count else { throw error("unexpected end of file") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      var members: [JSONMember] = []
      try self.members(keepingKeys: true) { (reader: inout JSONReader, key: String) throws(SourceError) in
        members.append(JSONMember(key: key, value: try reader.value(depth: depth + 1)))
      }
      return JSONNode(value: .object(members), location: start)
    case UInt8(ascii: "["):
      var items: [JSONNode] = []
      try elements { (reader: inout JSONReader) throws(SourceError) in
        items.append(try reader.value(depth: depth + 1))
      }
      return JSONNode(value: .array(items), location: start)
    case UInt8(ascii: "\""):
      return JSONNode(value: .string(try string()), location: start)
    case UInt8(ascii: "t"):
      try expect("true")
      return JSONNode(value: .bool(true), location: start)
    case UInt8(ascii: "f"):
      try expect("false")
      return JSONNode(value: .bool(false), location: start)
    case UInt8(ascii: "n"):
      try expect("null")
      return JSONNode(value: .null, location: start)
    default:
      let begin = position
      while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
      let text = String(decoding: bytes[begin..<position], as: UTF8.self)
      guard Self.isNumber(bytes[begin..<position]), Double(text) != nil else {
        let scanned = position > begin
        position = begin
        // The text is of "+-0123456789.eE" only: nothing in it to escape.
        if scanned {
          throw error("invalid number '\(text.count <= 32 ? text : String(text.prefix(32)) + "…")'")
        }
        throw error("unexpected \(Self.describe(bytes[begin])), expected a value")
      }
      return JSONNode(value: .number(text), location: start)
    }
  }

  /// A byte as messages name it: a printable ASCII character in quotes (`'N'`), any other as
  /// its value (`byte 0x7`), so that a message prints nothing of the file but such characters.
  @_spi(InternalJSON) public static func describe(_ byte: UInt8) -> String {
    if byte > 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// A key or string of a document as a message quotes it: on one line, its control and
  /// bidirectional characters escaped, cut after `Excerpt.maximumCharacters`, in double quotes.
  ///
  /// ```swift
  /// JSONReader.quoted("a\u{7}b")   // "a\u{7}b", the bell written as the six characters \u{7}
  /// ```
  @_spi(InternalJSON) public static func quoted(_ text: String) -> String { "\"\(Excerpt.of(text))\"" }

  /// Whether `text` is a number as RFC 8259 writes one: an optional `-`, `0` or digits
  /// not starting with `0`, then optionally `.` and digits, then optionally `e` or `E`, a
  /// sign and digits. (`+1`, `.5`, `01`, `1.` and `1.e5` are not, though `Double` reads them.)
  @_spi(InternalJSON) public static func isNumber(_ text: ArraySlice<UInt8>) -> Bool {
    var index = text.startIndex
    func digits() -> Int {
      let start = index
      while index < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
        index += 1
      }
      return index - start
    }
    func skip(_ byte: UInt8, or other: UInt8? = nil) -> Bool {
      guard index < text.endIndex, text[index] == byte || text[index] == other else { return false }
      index += 1
      return true
    }
    _ = skip(UInt8(ascii: "-"))
    if !skip(UInt8(ascii: "0")) && digits() == 0 { return false }
    if skip(UInt8(ascii: ".")) && digits() == 0 { return false }
    if skip(UInt8(ascii: "e"), or: UInt8(ascii: "E")) {
      _ = skip(UInt8(ascii: "+"), or: UInt8(ascii: "-"))
      if digits() == 0 { return false }
    }
    return index == text.endIndex
  }

  /// Checks the value at the position as ``value(depth:)`` reads it, with
  /// the same errors at the same places, and builds nothing.
  @_spi(InternalJSON) public mutating func skip(depth: Int) throws(SourceError) {
    guard depth < Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels", kind: .limitExceeded)
    }
    skipWhitespace()
    guard position < bytes.count else { throw error("unexpected end of file") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      try members { (reader: inout JSONReader, _: String) throws(SourceError) in
        try reader.skip(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try elements { (reader: inout JSONReader) throws(SourceError) in try reader.skip(depth: depth + 1) }
    case UInt8(ascii: "\""):
      _ = try string(keeping: false)
    default:
      _ = try value(depth: depth)
    }
  }

  /// Reads the array at the position (its `[` not yet read) as
  /// ``value(depth:)`` does, calling `element` with the reader just before
  /// each element; `element` must read or skip it.
  @_spi(InternalJSON) public mutating func elements(_ element: (inout JSONReader) throws(SourceError) -> Void)
    throws(SourceError)
  {
    try sequence(closedBy: UInt8(ascii: "]"), in: "an array", element)
  }

  /// Reads the object at the position (its `{` not yet read) as
  /// ``value(depth:)`` does, calling `member` with the reader just before
  /// each member's value and the member's key; `member` must read or skip
  /// the value. Keys are made only when `keepingKeys` ("" otherwise).
  @_spi(InternalJSON) public mutating func members(
    keepingKeys: Bool = false, _ member: (inout JSONReader, String) throws(SourceError) -> Void
  ) throws(SourceError) {
    try sequence(closedBy: UInt8(ascii: "}"), in: "an object") {
      (reader: inout JSONReader) throws(SourceError) in
      try reader.keyStart()
      let key = try reader.string(keeping: keepingKeys)
      try reader.colonAfterKey()
      try member(&reader, key)
    }
  }

  /// Reads the object at the position as ``members(keepingKeys:_:)`` does,
  /// with each key made and the place of its opening quote, for messages
  /// about a key (an unknown or repeated one).
  @_spi(InternalJSON) public mutating func members(
    locatingKeys member: (inout JSONReader, String, SourceLocation) throws(SourceError) -> Void
  ) throws(SourceError) {
    try sequence(closedBy: UInt8(ascii: "}"), in: "an object") {
      (reader: inout JSONReader) throws(SourceError) in
      try reader.keyStart()
      let place = reader.location
      let key = try reader.string(keeping: true)
      try reader.colonAfterKey()
      try member(&reader, key, place)
    }
  }

  /// Reads the object at the position as ``members(keepingKeys:_:)`` does
  /// (same errors, same places), telling `member` which of `names` (ASCII)
  /// each member's key is, its place in `names` (nil for none), without
  /// making the key: a key is compared as its bytes, and made only when it
  /// has an escape or a non-ASCII byte (then compared as `String`s are).
  @_spi(InternalJSON) public mutating func members(
    named names: [StaticString], _ member: (inout JSONReader, Int?) throws(SourceError) -> Void
  ) throws(SourceError) {
    try sequence(closedBy: UInt8(ascii: "}"), in: "an object") {
      (reader: inout JSONReader) throws(SourceError) in
      try reader.keyStart()
      let start = reader.position + 1
      // "" for a key of ASCII bytes without escapes (its bytes are then the key), else the key.
      let made = try reader.string(keeping: false)
      let end = reader.position - 1
      var found: Int?
      for (place, name) in names.enumerated() {
        let matches: Bool
        if made.isEmpty {
          matches =
            end - start == name.utf8CodeUnitCount
            && (0..<name.utf8CodeUnitCount).allSatisfy { reader.bytes[start + $0] == name.utf8Start[$0] }
        } else {
          matches = made == name.description
        }
        if matches {
          found = place
          break
        }
      }
      try reader.colonAfterKey()
      try member(&reader, found)
    }
  }

  /// Skips whitespace up to a member's key, whose `"` must be at the position.
  @inline(__always)
  private mutating func keyStart() throws(SourceError) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      // Only after `{` with something before `}`, or after a comma.
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        throw error("trailing comma before '}'")
      }
      throw error(
        position < bytes.count
          ? "unexpected \(Self.describe(bytes[position])), expected a string key" : "expected a string key")
    }
  }

  /// Reads the `:` after a member's key (`expect(":")`, its error included,
  /// for one byte).
  @inline(__always)
  private mutating func colonAfterKey() throws(SourceError) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw error("expected ':'")
    }
    position += 1
  }

  /// Items separated by commas up to `closer`, the opening bracket at the
  /// position: an array's elements or an object's members.
  private mutating func sequence(
    closedBy closer: UInt8, in container: StaticString, _ item: (inout JSONReader) throws(SourceError) -> Void
  ) throws(SourceError) {
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == closer {
      position += 1
      return
    }
    while true {
      try item(&self)
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of file in \(container)") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == closer {
        position += 1
        return
      } else {
        throw error("expected ',' or '\(Character(Unicode.Scalar(closer)))'")
      }
    }
  }
}

@_spi(InternalJSON) import InternalJSON
@_spi(FileSystem) import SourceFiles

/// CLDR's JSON files, read by the runtime's JSON reader (`InternalJSON`, the
/// one that reads String Catalogs: strict RFC 8259, positions, a nesting limit)
/// with two rules more for data files: no byte order mark, and no key written
/// twice in one object (RFC 8259 leaves the copy that counts to each reader).
///
/// ```swift
/// let node = try CLDRJSON.parse(Array(#"{"a": ["x"]}"#.utf8), file: "f.json")
/// try node.member("a")    // the array, at f.json:1:7
/// ```
package enum CLDRJSON {
  /// Reads the file at `path` as the runtime reads a document (`DocumentFile.contents(of:)`):
  /// a regular file (a FIFO, a device or a folder is refused before a byte is read), of
  /// at most 64 MiB (the runtime's document limit); a symbolic link is followed.
  package static func parse(contentsOf path: String) throws(CLDRDataError) -> JSONNode {
    try parse(DocumentFile.contents(of: path), file: path)
  }

  /// Reads `bytes`, naming `file` in locations and errors.
  ///
  /// - Complexity: O(*n*) in the bytes, and O(*k*) expected for an object of *k* keys.
  package static func parse(_ bytes: [UInt8], file: String) throws(CLDRDataError) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw CLDRDataError(
        .malformed, "malformed JSON: a byte order mark is not allowed in JSON (RFC 8259, section 8.1)",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    return try JSONReader.document(bytes, file: file) { (reader: inout JSONReader) throws(SourceError) in
      try value(&reader, depth: 0)
    }
  }

  /// The value at the reader's position, as `JSONReader.value(depth:)` reads it, each
  /// object's keys checked for a second copy.
  static func value(_ reader: inout JSONReader, depth: Int) throws(SourceError) -> JSONNode {
    reader.skipWhitespace()
    // The reader's own errors (the end of the file, the nesting limit) at its own places.
    guard depth < JSONReader.maximumDepth, reader.position < reader.bytes.count else {
      return try reader.value(depth: depth)
    }
    let start = reader.location
    switch reader.bytes[reader.position] {
    case UInt8(ascii: "{"):
      var members: [JSONMember] = []
      var firsts: [String: SourceLocation] = [:]
      try reader.members(locatingKeys: {
        (reader: inout JSONReader, key: String, place: SourceLocation) throws(SourceError) in
        if let first = firsts[key] {
          throw SourceError(
            .malformed,
            "malformed JSON: duplicate key \(JSONReader.quoted(key)) (first at \(first.line):\(first.column))",
            at: place)
        }
        firsts[key] = place
        members.append(JSONMember(key: key, value: try value(&reader, depth: depth + 1)))
      })
      return JSONNode(value: .object(members), location: start)
    case UInt8(ascii: "["):
      var items: [JSONNode] = []
      try reader.elements { (reader: inout JSONReader) throws(SourceError) in
        items.append(try value(&reader, depth: depth + 1))
      }
      return JSONNode(value: .array(items), location: start)
    default:
      return try reader.value(depth: depth)
    }
  }
}

/// The accessors of the generator's readers: each throws a ``CLDRDataError``
/// at the value's position when the data does not have the shape expected, so
/// that every problem is reported as `file:line:column`. As members of an SPI type
/// they are SPI too: another module reaches them by `@_spi(InternalJSON) import CLDRData`.
extension JSONNode {
  /// What the value is, for messages.
  var kind: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  /// The members of an object, in file order (keys are unique: ``CLDRJSON`` refuses copies).
  package func objectMembers() throws(CLDRDataError) -> [(key: String, value: JSONNode)] {
    guard case .object(let members) = value else {
      throw CLDRDataError(.invalidContent, "expected an object, found \(kind)", at: location)
    }
    return members.map { ($0.key, $0.value) }
  }

  /// The member `key` of an object, or nil when the object has none.
  package func optionalMember(_ key: String) throws(CLDRDataError) -> JSONNode? {
    try objectMembers().first { $0.key == key }?.value
  }

  /// The member `key` of an object.
  package func member(_ key: String) throws(CLDRDataError) -> JSONNode {
    guard let node = try optionalMember(key) else {
      throw CLDRDataError(.invalidContent, "expected a member \"\(key)\" in this object", at: location)
    }
    return node
  }

  /// The members along `path`, each an object member of the one before.
  package func member(path: [String]) throws(CLDRDataError) -> JSONNode {
    var node = self
    for key in path { node = try node.member(key) }
    return node
  }

  /// The text of a string.
  package func text() throws(CLDRDataError) -> String {
    guard case .string(let text) = value else {
      throw CLDRDataError(.invalidContent, "expected a string, found \(kind)", at: location)
    }
    return text
  }

  /// Where the text of a string starts (after its opening quote).
  package var textLocation: SourceLocation {
    guard case .string = value else { return location }
    var result = location
    result.column += 1
    return result
  }
}

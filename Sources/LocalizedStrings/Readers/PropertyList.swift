import ExpatXML

/// A property list value with the location of the element it came from.
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
  package var location: SourceLocation

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

/// A property list dictionary, keys in file order, each with its location.
package struct PropertyListDictionary: Sendable {
  package struct Entry: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: PropertyListNode
  }

  package var entries: [Entry]

  /// The value of the last entry with that key (Apple's parsers keep the last).
  package subscript(key: String) -> PropertyListNode? {
    entries.last { $0.key == key }?.value
  }
}

/// Reads XML property lists (`<plist>`), as tolerant as Apple's parser of
/// comments and white space before `<?xml …?>`, DOCTYPEs and comments, and
/// as safe as ``XMLTreeReader``: no external entities, bounded expansion and depth.
package enum PropertyListReader {
  package static func parse(contentsOf path: String) throws(SourceError) -> PropertyListNode {
    try parse(XMLTreeReader.readFile(path), file: path)
  }

  /// Parses an XML or a binary (`bplist00`) property list.
  package static func parse(_ bytes: [UInt8], file: String) throws(SourceError) -> PropertyListNode {
    if BinaryPropertyListReader.isBinary(bytes) {
      return try BinaryPropertyListReader.parse(bytes, file: file)
    }
    let root = try XMLTreeReader.parse(bytes, file: file)
    guard root.name == "plist" else {
      if ["dict", "array", "string"].contains(root.name) { return try node(root) }
      throw SourceError("expected <plist>, found <\(root.name)>", at: root.location)
    }
    guard root.children.count == 1 else {
      throw SourceError(
        "<plist> must hold exactly one value, it holds \(root.children.count)", at: root.location)
    }
    return try node(root.children[0])
  }

  static func node(_ element: XMLElementNode) throws(SourceError) -> PropertyListNode {
    let value: PropertyListNode.Value
    switch element.name {
    case "string":
      value = .string(element.text)
    case "key":
      throw SourceError("<key> outside a dictionary", at: element.location)
    case "integer":
      let text = trimmed(element.text)
      let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        throw SourceError("'\(text)' is not an integer", at: element.location)
      }
      value = .integer(text)
    case "real":
      guard let number = Double(trimmed(element.text)) else {
        throw SourceError("'\(trimmed(element.text))' is not a real number", at: element.location)
      }
      value = .real(number)
    case "true", "false":
      value = .bool(element.name == "true")
    case "date":
      value = .date(trimmed(element.text))
    case "data":
      value = .data(element.text.filter { !$0.isWhitespace })
    case "array":
      var items: [PropertyListNode] = []
      for child in element.children { items.append(try node(child)) }
      value = .array(items)
    case "dict":
      var entries: [PropertyListDictionary.Entry] = []
      var pendingKey: XMLElementNode?
      for child in element.children {
        if let key = pendingKey {
          if child.name == "key" {
            throw SourceError("key '\(key.text)' has no value", at: key.location)
          }
          entries.append(.init(key: key.text, keyLocation: key.location, value: try node(child)))
          pendingKey = nil
        } else if child.name == "key" {
          pendingKey = child
        } else {
          throw SourceError("<\(child.name)> in a dictionary where a <key> is expected", at: child.location)
        }
      }
      if let key = pendingKey {
        throw SourceError("key '\(key.text)' has no value", at: key.location)
      }
      value = .dictionary(PropertyListDictionary(entries: entries))
    default:
      throw SourceError("unknown property list element <\(element.name)>", at: element.location)
    }
    return PropertyListNode(value: value, location: element.location)
  }

  static func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}

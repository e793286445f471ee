import SourceFiles
/// A JSON value with the place it starts, enough to read String Catalogs
/// without Foundation and to point at a line when something is wrong.
@_spi(InternalJSON) public struct JSONNode: Sendable {
  @_spi(InternalJSON) public enum Value: Sendable {
    case null
    case bool(Bool)
    /// The number as written.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in document order (a struct, not a tuple: arrays of tuples are destroyed through the runtime's generic path).
    case object([JSONMember])
  }

  @_spi(InternalJSON) public var value: Value
  @_spi(InternalJSON) public var location: SourceLocation

  /// A value read at `location` (a reader's, or one built from another reader's parts).
  @_spi(InternalJSON) public init(value: Value, location: SourceLocation) {
    self.value = value
    self.location = location
  }

  @_spi(InternalJSON) public subscript(key: String) -> JSONNode? {
    if case .object(let members) = value { return members.last { $0.key == key }?.value }
    return nil
  }

  @_spi(InternalJSON) public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  @_spi(InternalJSON) public var members: [JSONMember] {
    if case .object(let members) = value { return members }
    return []
  }

  @_spi(InternalJSON) public var integer: Int? {
    if case .number(let text) = value { return Int(text) }
    return nil
  }

  /// The value as messages show it: a number as written, a string quoted, else its kind.
  @_spi(InternalJSON) public var jsonText: String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONReader.quoted(text)
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A member of a JSON object.
@_spi(InternalJSON) public struct JSONMember: Sendable {
  @_spi(InternalJSON) public let key: String
  @_spi(InternalJSON) public let value: JSONNode

  @_spi(InternalJSON) public init(key: String, value: JSONNode) {
    self.key = key
    self.value = value
  }
}

extension JSONNode {
  /// Whether `other` holds the same value, wherever each is written
  /// (numbers as written, objects' members in the same order, texts scalar for scalar:
  /// `String.hasSameScalars(as:)`).
  @_spi(InternalJSON) public func hasSameValue(as other: JSONNode) -> Bool {
    switch (value, other.value) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)), (.string(let a), .string(let b)): return a.hasSameScalars(as: b)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameValue(as: $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.key.hasSameScalars(as: $1.key) && $0.value.hasSameValue(as: $1.value) }
    default: return false
    }
  }
}

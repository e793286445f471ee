import SourceFiles
/// A JSON value with the place it starts, enough to read String Catalogs
/// without Foundation and to point at a line when something is wrong.
package struct JSONNode: Sendable {
  package enum Value: Sendable {
    case null
    case bool(Bool)
    /// The number as written.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in document order (a struct, not a tuple: arrays of tuples are destroyed through the runtime's generic path).
    case object([JSONMember])
  }

  package var value: Value
  package var location: SourceLocation

  package subscript(key: String) -> JSONNode? {
    if case .object(let members) = value { return members.last { $0.key == key }?.value }
    return nil
  }

  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  package var members: [JSONMember] {
    if case .object(let members) = value { return members }
    return []
  }

  package var integer: Int? {
    if case .number(let text) = value { return Int(text) }
    return nil
  }

  /// The value as messages show it: a number as written, a string quoted, else its kind.
  package var jsonText: String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): "\"\(Excerpt.of(text))\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A member of a JSON object.
package struct JSONMember: Sendable {
  package let key: String
  package let value: JSONNode

  package init(key: String, value: JSONNode) {
    self.key = key
    self.value = value
  }
}

extension JSONNode {
  /// Whether `other` holds the same value, wherever each is written
  /// (numbers as written, objects' members in the same order).
  package func hasSameValue(as other: JSONNode) -> Bool {
    switch (value, other.value) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)), (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameValue(as: $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
    default: return false
    }
  }
}

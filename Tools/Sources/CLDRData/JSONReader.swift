import Foundation
import SourceFiles

/// One JSON value with where it starts in its file.
///
/// ``JSONReader`` makes these; the accessors (``member(_:)``, ``string()`` …)
/// throw a ``CLDRDataError`` at the value's position when the data does not
/// have the expected shape, so every problem is reported as `file:line:column`.
public struct JSONNode: Sendable {
  public enum Value: Sendable {
    /// Members in file order (keys are unique: the reader refuses duplicates).
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    /// The number as written (`-1.5e3`), checked against RFC 8259's grammar.
    case number(String)
    case bool(Bool)
    case null
  }

  public var value: Value
  /// The first character of the value (the opening quote of a string).
  public var location: SourceLocation

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

  /// The members of an object.
  public func members() throws(CLDRDataError) -> [(key: String, value: JSONNode)] {
    guard case .object(let members) = value else {
      throw CLDRDataError(.invalidContent, "expected an object, found \(kind)", at: location)
    }
    return members
  }

  /// The member `key` of an object, or nil when the object has none.
  public func optionalMember(_ key: String) throws(CLDRDataError) -> JSONNode? {
    try members().first { $0.key == key }?.value
  }

  /// The member `key` of an object.
  public func member(_ key: String) throws(CLDRDataError) -> JSONNode {
    guard let node = try optionalMember(key) else {
      throw CLDRDataError(.invalidContent, "expected a member \"\(key)\" in this object", at: location)
    }
    return node
  }

  /// The members along `path`, each an object member of the one before.
  public func member(path: [String]) throws(CLDRDataError) -> JSONNode {
    var node = self
    for key in path { node = try node.member(key) }
    return node
  }

  /// The text of a string.
  public func string() throws(CLDRDataError) -> String {
    guard case .string(let text) = value else {
      throw CLDRDataError(.invalidContent, "expected a string, found \(kind)", at: location)
    }
    return text
  }

  /// Where the text of a string starts (after its opening quote).
  public var textLocation: SourceLocation {
    guard case .string = value else { return location }
    var result = location
    result.column += 1
    return result
  }
}

/// A strict RFC 8259 JSON reader that keeps the line and column (1-based,
/// counted in UTF-8 bytes like the XML reader's) of every value.
///
/// Strict: one value per document with only JSON whitespace around it; no
/// comments, trailing commas, single quotes, leading zeros, `NaN`, byte order
/// mark, control characters or invalid UTF-8 in strings, lone surrogate
/// escapes, or duplicate keys in an object.
public struct JSONReader {
  /// Objects and arrays nest at most this deep.
  public static let maximumDepth = 512

  let bytes: [UInt8]
  let file: String
  var index = 0
  var line = 1
  var lineStart = 0
  var depth = 0

  /// Reads a whole file.
  public static func parse(contentsOf path: String) throws(CLDRDataError) -> JSONNode {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLDRDataError(
        .fileAccess, "cannot read the file", at: SourceLocation(file: path, line: 1, column: 1))
    }
    return try parse([UInt8](data), file: path)
  }

  /// Reads `bytes`, naming `file` in locations.
  public static func parse(_ bytes: [UInt8], file: String) throws(CLDRDataError) -> JSONNode {
    var reader = JSONReader(bytes: bytes, file: file)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw reader.error("a byte order mark is not allowed in JSON (RFC 8259, section 8.1)")
    }
    reader.skipWhitespace()
    let node = try reader.value()
    reader.skipWhitespace()
    if reader.index < bytes.count {
      throw reader.error("unexpected \(reader.describe(reader.bytes[reader.index])) after the JSON value")
    }
    return node
  }

  var location: SourceLocation {
    SourceLocation(file: file, line: line, column: index - lineStart + 1)
  }

  /// An error at the current position: `malformed` unless said otherwise.
  func error(_ message: String, kind: CLDRDataError.Kind = .malformed) -> CLDRDataError {
    CLDRDataError(kind, message, at: location)
  }

  func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  mutating func value() throws(CLDRDataError) -> JSONNode {
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    let start = location
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONNode(value: try object(), location: start)
    case UInt8(ascii: "["): return JSONNode(value: try array(), location: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), location: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(value: .bool(true), location: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(value: .bool(false), location: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(value: .null, location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try number()), location: start)
    default:
      throw error("unexpected \(describe(bytes[index])), expected a value")
    }
  }

  mutating func literal(_ word: String) throws(CLDRDataError) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        throw error("invalid literal, expected '\(word)'")
      }
      index += 1
    }
  }

  mutating func enter() throws(CLDRDataError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nested deeper than \(Self.maximumDepth) levels", kind: .limitExceeded)
    }
  }

  mutating func object() throws(CLDRDataError) -> JSONNode.Value {
    try enter()
    index += 1  // {
    var members: [(key: String, value: JSONNode)] = []
    var seen: [String: SourceLocation] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file in an object") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describe(bytes[index])), expected a string key")
      }
      let keyLocation = location
      let key = try string()
      if let first = seen[key] {
        throw CLDRDataError(
          .malformed, "duplicate key \"\(key)\" (first at \(first.line):\(first.column))", at: keyLocation)
      }
      seen[key] = keyLocation
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key")
      }
      index += 1
      skipWhitespace()
      members.append((key, try value()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          throw error("trailing comma before '}'")
        }
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw error("unexpected \(describe(bytes[index])), expected ',' or '}'")
      }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  mutating func array() throws(CLDRDataError) -> JSONNode.Value {
    try enter()
    index += 1  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          throw error("trailing comma before ']'")
        }
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw error("unexpected \(describe(bytes[index])), expected ',' or ']'")
      }
      index += 1
      depth -= 1
      return .array(elements)
    }
  }

  mutating func number() throws(CLDRDataError) -> String {
    let start = index
    func isDigit(_ index: Int) -> Bool {
      index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw error("expected a digit in the number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error("a number must not have a leading zero") }
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { throw error("expected a digit after the decimal point") }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(index) else { throw error("expected a digit in the exponent") }
      while isDigit(index) { index += 1 }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A string starting at the opening quote; leaves `index` after the closing one.
  mutating func string() throws(CLDRDataError) -> String {
    let start = location
    index += 1  // "
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw CLDRDataError(.malformed, "unterminated string", at: start)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let result = String(validating: text, as: UTF8.self) else {
          throw CLDRDataError(.encoding, "the string is not valid UTF-8", at: start)
        }
        return result
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw CLDRDataError(.malformed, "unterminated string", at: start) }
        let escape = bytes[index]
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          index -= 1
          let escapeStart = location
          index += 1
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"),
              index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "u")
            else {
              throw CLDRDataError(
                .malformed, "a high surrogate escape must be followed by a low one", at: escapeStart)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw CLDRDataError(
                .malformed, "a high surrogate escape must be followed by a low one", at: escapeStart)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(scalar) {
            throw CLDRDataError(.malformed, "a low surrogate escape without a high one", at: escapeStart)
          }
          text.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        index += 1
      case 0..<0x20:
        throw error("\(describe(byte)) (a control character) must be escaped in a string")
      default:
        text.append(byte)
        index += 1
      }
    }
  }

  /// The four hex digits after `\u` (index at the `u`); leaves index at the last digit.
  mutating func hex4() throws(CLDRDataError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      index += 1
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error("expected four hex digits after '\\u'")
      }
      value = value * 16 + digit
    }
    return value
  }

  func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}

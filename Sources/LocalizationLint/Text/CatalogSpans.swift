import Localization
internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import SourceFiles

/// Where a String Catalog's JSON values are written: each value's bytes, and an
/// object's members with where each key starts, found by the same reader that
/// reads the catalog (same errors, same places), so that a fix or a migration
/// rewrites the bytes the reader read there and nothing else.
struct CatalogSpan: Sendable {
  /// The value's bytes, from its first byte (`{`, `"`, …) to its last.
  var range: Range<Int>
  /// Where the reader reports the value (its first byte).
  var position: SourcePosition
  /// An object's members in document order: each key, where its opening quote is, and its value.
  var members: [Member] = []
  var isObject: Bool

  struct Member: Sendable {
    var key: String
    var keyStart: Int
    var keyPosition: SourcePosition
    var value: CatalogSpan
  }

  /// The one member named `key`; nil when there is none. Throws when there are two.
  func member(_ key: String, in description: String) throws(FixRefusal) -> CatalogSpan? {
    let found = members.filter { $0.key == key }
    guard found.count < 2 else { throw FixRefusal("\(description) has two members \"\(key)\"") }
    return found.first?.value
  }

  /// The spans of the catalog `bytes` (UTF-8, without a byte order mark).
  ///
  /// - Complexity: O(*n*) in the size of the text.
  static func read(_ bytes: [UInt8], path: String) throws(SourceError) -> CatalogSpan {
    var lineStarts = [0]
    // Lines end as the JSON reader counts them: at LF, and at a CR not followed by one.
    for (offset, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
      lineStarts.append(offset + 1)
    }
    return try JSONReader.document(bytes, file: path) { (reader: inout JSONReader) throws(SourceError) in
      try span(&reader, depth: 0, lineStarts: lineStarts)
    }
  }

  private static func span(_ reader: inout JSONReader, depth: Int, lineStarts: [Int]) throws(SourceError)
    -> CatalogSpan
  {
    reader.skipWhitespace()
    let start = reader.position
    let location = reader.location
    let position = SourcePosition(line: location.line, column: location.column)
    guard start < reader.bytes.count, reader.bytes[start] == UInt8(ascii: "{") else {
      try reader.skip(depth: depth)
      return CatalogSpan(range: start..<reader.position, position: position, isObject: false)
    }
    guard depth < JSONReader.maximumDepth else {
      throw reader.error("nested deeper than \(JSONReader.maximumDepth) levels", kind: .limitExceeded)
    }
    var members: [Member] = []
    try reader.members(locatingKeys: {
      (reader: inout JSONReader, key: String, place: SourceLocation) throws(SourceError) in
      // The reader's lines and these agree (both end lines at LF and at a lone CR); a place that
      // is not a key's opening quote before the reader's position is refused, not read out of bounds.
      let keyStart =
        (1...lineStarts.count).contains(place.line) ? lineStarts[place.line - 1] + place.column - 1 : -1
      guard keyStart >= 0, keyStart < reader.position, reader.bytes[keyStart] == UInt8(ascii: "\"") else {
        throw SourceError(.malformed, "a key's place is not one the text has", at: place)
      }
      let value = try span(&reader, depth: depth + 1, lineStarts: lineStarts)
      members.append(
        Member(
          key: key, keyStart: keyStart, keyPosition: SourcePosition(line: place.line, column: place.column),
          value: value))
    })
    return CatalogSpan(range: start..<reader.position, position: position, members: members, isObject: true)
  }

  /// The first key written twice in one object at or below this value; nil when none is.
  var memberWrittenTwice: String? {
    var seen: Set<String> = []
    for member in members {
      if !seen.insert(member.key).inserted { return member.key }
      if let below = member.value.memberWrittenTwice { return below }
    }
    return nil
  }

  /// Calls `body` with this value's span and every one below it, in document order.
  func visit(_ body: (CatalogSpan) -> Void) {
    body(self)
    for member in members { member.value.visit(body) }
  }
}

import Localization
import LocalizedStrings
import SourceFiles
internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON

/// The members of a JSON document's objects whose key an earlier member of
/// the same object has (RFC 8259 leaves such documents to each reader:
/// `DuplicateKeys` (in LocalizedStrings) says which copy the readers keep).
///
/// A pass of its own over the document, for the linter: loading a String
/// Catalog skips most of it and compares no keys (its cost is unchanged).
package enum JSONDuplicateMembers {
  /// A member written again.
  package struct Found: Sendable, Equatable {
    /// The keys from the root to the object that holds the member
    /// (`["strings", "Files", "localizations"]`; an array adds nothing).
    package var path: [String]
    package var key: String
    /// Where this copy's key is, and the first copy's.
    package var location: SourceLocation
    package var first: SourceLocation
    /// Whether this copy's value is the one before it's (as values, however written).
    package var identical: Bool
    /// The copies a report shows, in document order: the first, the one before this one
    /// when that is another, and this one, each with its key's place and its value's JSON
    /// text as written (the first `maximumCopyText` bytes, then `…`).
    package var copies: [Copy] = []
  }

  /// One copy of a member: its key's place and its value as the document writes it.
  package struct Copy: Sendable, Equatable {
    package var location: SourceLocation
    package var text: String
  }

  /// The most bytes of a copy's value kept for a report.
  package static let maximumCopyText = 4_096

  /// Every member written again in `bytes`, in document order.
  ///
  /// - Throws: what `JSONReader.parse(_:file:)` throws for the same bytes
  ///   (nothing, for a document read already).
  /// - Complexity: O(*n*) expected in the size of the document (each
  ///   repeated value is compared with the one before it once).
  package static func find(in bytes: [UInt8], file: String) throws(SourceError) -> [Found] {
    try FileSystem.checkSize(bytes.count, file: file)
    var walker = Walker()
    try JSONReader.document(bytes, file: file) { (reader: inout JSONReader) throws(SourceError) in
      try walker.value(&reader, depth: 0)
    }
    // An object's repeats are found when it ends, after those inside it.
    return walker.found.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }
  }

  /// The objects open on the way down, and what was found.
  private struct Walker {
    var path: [String] = []
    var found: [Found] = []

    /// A member as read: its key, the key's place, and its value's bytes.
    struct Member {
      let key: String
      let location: SourceLocation
      let start: JSONReader.Mark
      let end: Int
    }

    mutating func value(_ reader: inout JSONReader, depth: Int) throws(SourceError) {
      guard depth < JSONReader.maximumDepth else {
        throw reader.error("nested deeper than \(JSONReader.maximumDepth) levels", kind: .limitExceeded)
      }
      reader.skipWhitespace()
      guard reader.position < reader.bytes.count else { throw reader.error("unexpected end of file") }
      switch reader.bytes[reader.position] {
      case UInt8(ascii: "{"):
        var members: [Member] = []
        try reader.members {
          (reader: inout JSONReader, key: String, location: SourceLocation) throws(SourceError) in
          reader.skipWhitespace()
          let start = reader.mark
          path.append(key)
          defer { path.removeLast() }
          try value(&reader, depth: depth + 1)
          members.append(Member(key: key, location: location, start: start, end: reader.position))
        }
        try report(members, in: reader, depth: depth + 1)
      case UInt8(ascii: "["):
        try reader.elements { (reader: inout JSONReader) throws(SourceError) in
          try value(&reader, depth: depth + 1)
        }
      default:
        try reader.skip(depth: depth)
      }
    }

    /// The members of one object written again.
    mutating func report(_ members: [Member], in reader: JSONReader, depth: Int) throws(SourceError) {
      for repeated in DuplicateKeys.repeats(count: members.count, key: { members[$0].key }) {
        let (earlier, later) = (members[repeated.earlier], members[repeated.later])
        let shown =
          repeated.earlier == repeated.first
          ? [repeated.first, repeated.later] : [repeated.first, repeated.earlier, repeated.later]
        found.append(
          Found(
            path: path, key: later.key, location: later.location, first: members[repeated.first].location,
            identical: try Self.same(earlier, later, in: reader, depth: depth),
            copies: shown.map {
              Copy(location: members[$0].location, text: Self.text(members[$0], in: reader))
            }))
      }
    }

    /// A member's value as written, cut after `maximumCopyText` bytes (at a character's start) with `…`.
    static func text(_ member: Member, in reader: JSONReader) -> String {
      var end = member.end
      let cut = end - member.start.position > maximumCopyText
      if cut {
        end = member.start.position + maximumCopyText
        // Not inside a UTF-8 sequence: back to the byte that starts a character.
        while end > member.start.position && reader.bytes[end] & 0xC0 == 0x80 { end -= 1 }
      }
      return String(decoding: reader.bytes[member.start.position..<end], as: UTF8.self) + (cut ? "…" : "")
    }

    /// Whether two members' values are the same: the same bytes, or read
    /// (only then) to the same value.
    static func same(_ a: Member, _ b: Member, in reader: JSONReader, depth: Int) throws(SourceError) -> Bool
    {
      let bytes = reader.bytes
      if a.end - a.start.position == b.end - b.start.position,
        bytes[a.start.position..<a.end].elementsEqual(bytes[b.start.position..<b.end])
      {
        return true
      }
      var first = JSONReader.resumed(bytes, file: reader.file, at: a.start)
      var second = JSONReader.resumed(bytes, file: reader.file, at: b.start)
      return try first.value(depth: depth).hasSameValue(as: second.value(depth: depth))
    }
  }
}

/// The walk over the start of an XML document that both the reader (a late
/// `<?xml …?>` declaration) and the linter (a DOCTYPE's internal subset)
/// make before expat sees the bytes: a byte-order mark, white space,
/// comments and, when asked, processing instructions.
package enum XMLProlog {
  /// Where the first markup of `bytes` at or after `start` begins that is
  /// not white space (space, tab, line feed, carriage return), a comment or,
  /// with `skippingInstructions`, a `<?…?>`; and whether a comment was
  /// passed. Nil when a comment or an instruction does not end.
  ///
  /// - Complexity: O(*n*) in the bytes passed.
  package static func firstMarkup(in bytes: [UInt8], from start: Int, skippingInstructions: Bool)
    -> (offset: Int, sawComment: Bool)?
  {
    var position = start
    var sawComment = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        position += 1
      } else if bytes[position...].starts(with: "<!--".utf8) {
        guard let end = XMLEventReader.find(Array("-->".utf8), in: bytes, from: position + 4) else {
          return nil
        }
        position = end + 3
        sawComment = true
      } else if skippingInstructions, bytes[position...].starts(with: "<?".utf8) {
        guard let end = XMLEventReader.find(Array("?>".utf8), in: bytes, from: position) else { return nil }
        position = end + 2
      } else {
        break
      }
    }
    return (position, sawComment)
  }

  /// The offset after a UTF-8 byte-order mark at the start of `bytes` (0 without one).
  package static func start(of bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }
}

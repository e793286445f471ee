extension XMLEventReader {
  /// When only white space and comments precede `<?xml …?>`, blanks the
  /// declaration out (keeping every other byte where it is, so positions hold).
  static func withoutLateDeclaration(_ bytes: [UInt8]) -> [UInt8] {
    let declaration = Array("<?xml".utf8)
    let start = XMLProlog.start(of: bytes)
    if bytes[start...].starts(with: declaration) { return bytes }
    guard
      let (position, sawComment) = XMLProlog.firstMarkup(in: bytes, from: start, skippingInstructions: false),
      sawComment || position > 0, bytes[position...].starts(with: declaration),
      let end = find(Array("?>".utf8), in: bytes, from: position)
    else { return bytes }
    var result = bytes
    for index in position..<(end + 2) where result[index] != UInt8(ascii: "\n") {
      result[index] = UInt8(ascii: " ")
    }
    return result
  }

  package static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}

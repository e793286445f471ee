import CExpat
import SourceFiles

/// Where the reader is: the current event's place, counted in lines and characters.
extension XMLEventReader {
  /// Where the current event is (an element's start tag, a piece of text).
  @_spi(ExpatXML) public var location: SourceLocation {
    SourceLocation(
      file: file, line: Int(XML_GetCurrentLineNumber(parser)),
      column: Int(XML_GetCurrentColumnNumber(parser)) + 1)
  }

  /// The byte range of the current event in the document: an element's
  /// start tag (`<key id="2">`), its end tag (`</key>`), or, for an empty
  /// element's end, no bytes just after its tag (`<string/>` is all start tag).
  ///
  /// What a reader that records where each element is written reads (the
  /// linter's fixes): offsets count from the document's first byte, as
  /// ``position`` does.
  package var eventBytes: Range<Int> {
    let start = Int(XML_GetCurrentByteIndex(parser))
    return start..<(start + Int(XML_GetCurrentByteCount(parser)))
  }

  /// The line and column of the current event, as ``location`` gives them
  /// but without the file name, and counted here from the event's byte
  /// offset: asking expat costs more (it walks the bytes by its character
  /// classes). Events read in document order count each byte once.
  package var position: SourcePosition {
    let offset = Int(XML_GetCurrentByteIndex(parser))
    guard let document, offset >= 0, offset <= document.count else {
      let location = location
      return SourcePosition(line: location.line, column: location.column)
    }
    if offset < counted {
      counted = 0
      countedLine = 1
      countedColumn = 0
      nextFeed = -1
    }
    // As expat counts: a line feed, a carriage return, or both together end
    // a line; each character (not each byte) of UTF-8 is a column.
    var index = counted
    var line = countedLine
    var column = countedColumn
    let base = document.baseAddress!
    if hasCarriageReturn == nil { hasCarriageReturn = memchr(base, 0x0D, document.count) != nil }
    if hasCarriageReturn == false {
      func feed(from start: Int) -> Int {
        guard start < document.count, let found = memchr(base + start, 0x0A, document.count - start) else {
          return document.count
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      if nextFeed < index { nextFeed = feed(from: index) }
      while nextFeed < offset {
        index = nextFeed + 1
        line += 1
        column = 0
        nextFeed = feed(from: index)
      }
      column += Self.characters(in: UnsafeBufferPointer(start: base + index, count: offset - index))
      counted = offset
      countedLine = line
      countedColumn = column
      return SourcePosition(line: line, column: column + 1)
    }
    let ones = Self.ones
    let highs = Self.highs
    while offset - index >= 8 {
      // Eight bytes at a time, the first byte lowest.
      let word = UInt64(
        littleEndian: UnsafeRawPointer(document.baseAddress! + index).loadUnaligned(as: UInt64.self))
      let feeds = word ^ (ones &* 0x0A)
      let returns = word ^ (ones &* 0x0D)
      // A high bit for each byte that ends a line (exact for the first one).
      let ends = ((feeds &- ones) & ~feeds | (returns &- ones) & ~returns) & highs
      if ends == 0 {
        column += Self.characters(word, 8)
        index += 8
        continue
      }
      let before = ends.trailingZeroBitCount >> 3
      if before > 0 { column += Self.characters(word & (UInt64.max >> (64 - 8 * before)), before) }
      index += before
      line += 1
      column = 0
      if document[index] == UInt8(ascii: "\r") && index + 1 < offset
        && document[index + 1] == UInt8(ascii: "\n")
      {
        index += 1
      }
      index += 1
    }
    while index < offset {
      let byte = document[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      } else if byte == UInt8(ascii: "\r") {
        line += 1
        column = 0
        if index < offset && document[index] == UInt8(ascii: "\n") { index += 1 }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    counted = index
    countedLine = line
    countedColumn = column
    return SourcePosition(line: line, column: column + 1)
  }

  /// How many bytes of a document expat is given at a time (4 MiB).
  ///
  /// expat copies what it is given into a buffer of its own, so a document
  /// given whole is held twice (the copy rounded up to a power of two: 64
  /// MiB for a 41 MB file). Given in pieces, it holds one piece; but after
  /// each piece but the last it counts lines and columns over the bytes it
  /// parsed, a pass over every byte: a document of one piece, as most are,
  /// does not pay that.
  package static let pieceSize = 1 << 22

  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The bytes of `word` (its first `bytes` bytes, the rest zero) that do
  /// not continue a UTF-8 character (10xxxxxx).
  @inline(__always)
  static func characters(_ word: UInt64, _ bytes: Int) -> Int {
    let continuations = word & ~(word << 1) & highs
    // (A population count is a slow loop on baseline x86-64.)
    return continuations == 0 ? bytes : bytes - continuations.nonzeroBitCount
  }

  /// The UTF-8 characters `text` starts (its bytes that are not 10xxxxxx).
  static func characters(in text: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    var index = 0
    let raw = UnsafeRawBufferPointer(text)
    while index + 8 <= text.count {
      count += characters(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)), 8)
      index += 8
    }
    while index < text.count {
      if text[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }
}

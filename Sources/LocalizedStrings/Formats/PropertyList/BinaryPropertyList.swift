import SourceFiles
/// Reads binary property lists (`bplist00`, what Xcode puts in a built app).
///
/// Every offset, length and reference is checked against the data, objects
/// that contain themselves are refused, and nesting is bounded. Each object
/// is decoded once: references to it share the result, so a small file whose
/// arrays refer to the next one twice cannot make the reader work
/// exponentially. What the references stand for is bounded too (the tree a
/// reader of the result walks): ``maximumObjects`` objects and
/// ``maximumTextBytes`` bytes of text in all, counting each object as often
/// as it is referred to. Locations are `file:1:N` with N the 1-based byte
/// offset of the object.
package enum BinaryPropertyListReader {
  static let maximumDepth = 256
  /// The most objects the document may stand for, each counted as often as it is referred to.
  static let maximumObjects = 1 << 20
  /// The most bytes of text (strings, keys) the document may stand for, counted likewise:
  /// as much as the largest document read (`FileSystem.maximumDocumentSize`).
  static let maximumTextBytes = FileSystem.maximumDocumentSize

  package static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist00".utf8)) }

  static func parse(_ bytes: [UInt8], file: String) throws(SourceError) -> PropertyListNode {
    try FileSystem.checkSize(bytes.count, file: file)
    var reader = Reader(bytes: bytes, file: file)
    return try reader.document()
  }

  struct Reader {
    let bytes: [UInt8]
    let file: String
    var offsetSize = 0
    var referenceSize = 0
    var objectCount = 0
    var offsetTable = 0
    var visiting: Set<Int> = []
    /// Each object decoded so far, by offset, with the size of the tree it stands for.
    var decoded: [Int: Decoded] = [:]

    struct Decoded {
      var node: PropertyListNode
      var size: Size
    }

    /// Objects and bytes of text in the tree an object stands for (itself
    /// included), and its levels (1 for a leaf).
    struct Size {
      var objects = 1
      var textBytes = 0
      var levels = 1
    }

    /// Adds a decoded child's tree to its parent's, refusing a tree larger
    /// than the limits (checked at every level, so no sum overflows).
    func tally(_ child: Decoded, into total: inout Size, at offset: Int) throws(SourceError) {
      total.objects += child.size.objects
      total.textBytes += child.size.textBytes
      total.levels = max(total.levels, child.size.levels + 1)
      guard total.objects <= BinaryPropertyListReader.maximumObjects else {
        throw error(
          "the objects' references stand for more than \(BinaryPropertyListReader.maximumObjects) objects",
          at: offset, kind: .limitExceeded)
      }
      guard total.textBytes <= BinaryPropertyListReader.maximumTextBytes else {
        throw error(
          "the objects' references stand for more than \(BinaryPropertyListReader.maximumTextBytes) bytes of text",
          at: offset, kind: .limitExceeded)
      }
    }

    /// An error at a byte offset: `malformed` unless a limit says otherwise.
    func error(_ message: String, at offset: Int, kind: SourceError.Kind = .malformed) -> SourceError {
      SourceError(
        kind, "malformed binary property list: \(message)",
        at: SourceLocation(file: file, line: 1, column: offset + 1))
    }

    func integer(at offset: Int, size: Int) throws(SourceError) -> Int {
      guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else {
        throw error("an integer runs past the end", at: offset)
      }
      var value: UInt64 = 0
      for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
      guard value <= UInt64(Int.max) else { throw error("an offset or count is too large", at: offset) }
      return Int(value)
    }

    mutating func document() throws(SourceError) -> PropertyListNode {
      guard bytes.count >= 8 + 32 else { throw error("the file is too short", at: 0) }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      objectCount = try integer(at: trailer + 8, size: 8)
      let top = try integer(at: trailer + 16, size: 8)
      offsetTable = try integer(at: trailer + 24, size: 8)
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw error("bad offset or reference size in the trailer", at: trailer)
      }
      guard objectCount > 0, top < objectCount, offsetTable >= 8,
        objectCount <= (trailer - offsetTable) / offsetSize
      else { throw error("the trailer does not fit the file", at: trailer) }
      return try object(top, depth: 0).node
    }

    mutating func object(_ reference: Int, depth: Int) throws(SourceError) -> Decoded {
      guard reference >= 0, reference < objectCount else {
        throw error("reference \(reference) is out of range", at: offsetTable)
      }
      let offset = try integer(at: offsetTable + reference * offsetSize, size: offsetSize)
      guard offset >= 8, offset < offsetTable else {
        throw error("object \(reference) is outside the object area", at: offset)
      }
      guard depth < maximumDepth else {
        throw error("nested deeper than \(maximumDepth) levels", at: offset, kind: .limitExceeded)
      }
      if let done = decoded[offset] {
        // Shared: the tree below it counts again, and its levels from here.
        guard depth + done.size.levels <= maximumDepth else {
          throw error("nested deeper than \(maximumDepth) levels", at: offset, kind: .limitExceeded)
        }
        return done
      }
      var tree = Size()
      let location = SourcePosition(line: 1, column: offset + 1)
      let marker = bytes[offset]
      let info = Int(marker & 0x0F)
      func length() throws(SourceError) -> (count: Int, start: Int) {
        guard info == 0x0F else { return (info, offset + 1) }
        guard offset + 1 < offsetTable, bytes[offset + 1] & 0xF0 == 0x10 else {
          throw error("a length is not an integer", at: offset)
        }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        return (try integer(at: offset + 2, size: size), offset + 2 + size)
      }
      func span(_ start: Int, _ count: Int, _ unit: Int) throws(SourceError) -> Range<Int> {
        guard count >= 0, count <= (offsetTable - start) / unit else {
          throw error("an object runs past its area", at: offset)
        }
        return start..<(start + count * unit)
      }
      let value: PropertyListNode.Value
      switch marker >> 4 {
      case 0x0:
        switch marker {
        case 0x08: value = .bool(false)
        case 0x09: value = .bool(true)
        default: throw error("unsupported object 0x\(String(marker, radix: 16))", at: offset)
        }
      case 0x1:
        let size = 1 << info
        guard size <= 16 else { throw error("integer too wide", at: offset) }
        let range = try span(offset + 1, size, 1)
        if size == 16 {
          // 128-bit integers hold 64-bit values sign-extended; keep the low half.
          value = .integer(String(Int64(bitPattern: UInt64(try integer(at: range.lowerBound + 8, size: 8)))))
        } else {
          var raw: UInt64 = 0
          for byte in bytes[range] { raw = raw << 8 | UInt64(byte) }
          value = .integer(size == 8 ? String(Int64(bitPattern: raw)) : String(raw))
        }
      case 0x2:
        let size = 1 << info
        let range = try span(offset + 1, size, 1)
        var raw: UInt64 = 0
        for byte in bytes[range] { raw = raw << 8 | UInt64(byte) }
        switch size {
        case 4: value = .real(Double(Float(bitPattern: UInt32(raw))))
        case 8: value = .real(Double(bitPattern: raw))
        default: throw error("real of \(size) bytes", at: offset)
        }
      case 0x3:
        let range = try span(offset + 1, 8, 1)
        var raw: UInt64 = 0
        for byte in bytes[range] { raw = raw << 8 | UInt64(byte) }
        value = .date(String(Double(bitPattern: raw)))
      case 0x4:
        let (count, start) = try length()
        value = .data(String(try span(start, count, 1).count) + " bytes")
      case 0x5:
        let (count, start) = try length()
        let range = try span(start, count, 1)
        guard bytes[range].allSatisfy({ $0 < 0x80 }) else {
          throw error("an ASCII string holds non-ASCII bytes", at: offset)
        }
        value = .string(String(decoding: bytes[range], as: UTF8.self))
        tree.textBytes = range.count
      case 0x6:
        let (count, start) = try length()
        let range = try span(start, count, 2)
        var units: [UInt16] = []
        units.reserveCapacity(count)
        var index = range.lowerBound
        while index < range.upperBound {
          units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
          index += 2
        }
        guard let text = String(validating: units, as: UTF16.self) else {
          throw error("a UTF-16 string is not valid", at: offset)
        }
        value = .string(text)
        tree.textBytes = text.utf8.count
      case 0xA:
        let (count, start) = try length()
        let range = try span(start, count, referenceSize)
        guard visiting.insert(offset).inserted else { throw error("an array contains itself", at: offset) }
        var items: [PropertyListNode] = []
        for index in stride(from: range.lowerBound, to: range.upperBound, by: referenceSize) {
          let item = try object(try integer(at: index, size: referenceSize), depth: depth + 1)
          try tally(item, into: &tree, at: offset)
          items.append(item.node)
        }
        visiting.remove(offset)
        value = .array(items)
      case 0xD:
        let (count, start) = try length()
        let keys = try span(start, count, referenceSize)
        let values = try span(keys.upperBound, count, referenceSize)
        guard visiting.insert(offset).inserted else {
          throw error("a dictionary contains itself", at: offset)
        }
        var entries: [PropertyListDictionary.Entry] = []
        for index in 0..<count {
          let keyNode = try object(
            try integer(at: keys.lowerBound + index * referenceSize, size: referenceSize), depth: depth + 1)
          guard let key = keyNode.node.string else {
            throw error("a dictionary key is not a string", at: Int(keyNode.node.position.column) - 1)
          }
          try tally(keyNode, into: &tree, at: offset)
          let valueNode = try object(
            try integer(at: values.lowerBound + index * referenceSize, size: referenceSize), depth: depth + 1)
          try tally(valueNode, into: &tree, at: offset)
          entries.append(.init(key: key, keyPosition: keyNode.node.position, value: valueNode.node))
        }
        visiting.remove(offset)
        value = .dictionary(PropertyListDictionary(entries: entries))
      default:
        throw error("unsupported object type 0x\(String(marker, radix: 16))", at: offset)
      }
      let done = Decoded(node: PropertyListNode(value: value, position: location), size: tree)
      decoded[offset] = done
      return done
    }
  }
}

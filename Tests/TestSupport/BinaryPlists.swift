// Binary property lists built byte by byte, for the readers' and the linter's tests.

/// A binary property list of `objects` (encoded objects whose references
/// are `referenceSize` bytes), the first being the top.
public func binaryPlist(_ objects: [[UInt8]], referenceSize: Int = 1) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes += object
  }
  let table = bytes.count
  let offsetSize = table > 0xFFFF ? 4 : table > 0xFF ? 2 : 1
  for offset in offsets { bytes += bigEndian(offset, size: offsetSize) }
  bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
  bytes += bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(table, size: 8)
  return bytes
}

/// `value`'s low `size` bytes, most significant first.
public func bigEndian(_ value: Int, size: Int) -> [UInt8] {
  (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
}

/// A binary ASCII string object.
public func binaryString(_ text: String) -> [UInt8] {
  let utf8 = Array(text.utf8)
  if utf8.count < 15 { return [0x50 | UInt8(utf8.count)] + utf8 }
  // The length as an integer object of 4 bytes.
  return [0x5F, 0x12] + bigEndian(utf8.count, size: 4) + utf8
}

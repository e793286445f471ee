/// The text of the XML leaf element being read (`<key>`, `<string>`, …),
/// gathered from the parser's pieces in memory of its own: appending to an
/// array checked its uniqueness and capacity generically, and emptying it
/// was a `replaceSubrange` (~3 % of a load). Its owner calls ``free()``.
struct LeafText {
  private var bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
  private(set) var count = 0

  mutating func removeAll() { count = 0 }

  mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
    if count + chunk.count > bytes.count {
      let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
        capacity: max(2 * bytes.count, count + chunk.count))
      _ = larger.initialize(fromContentsOf: bytes[..<count])
      bytes.deallocate()
      bytes = larger
    }
    _ = bytes[count..<(count + chunk.count)].initialize(fromContentsOf: chunk)
    count += chunk.count
  }

  /// The text as a string (ill-formed UTF-8 repaired, as expat never hands it).
  var string: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self) }

  /// Whether the text is `literal`, compared without making a string.
  func equals(_ literal: StaticString) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard count == length else { return false }
    let mine = UnsafeRawPointer(bytes.baseAddress!)
    let theirs = UnsafeRawPointer(literal.utf8Start)
    var offset = 0
    while offset + 8 <= length {
      if mine.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != theirs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < length {
      if mine.load(fromByteOffset: offset, as: UInt8.self)
        != theirs.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }

  func free() { bytes.deallocate() }
}

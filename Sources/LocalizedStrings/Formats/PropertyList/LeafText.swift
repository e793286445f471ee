import SourceFiles

/// The text of the XML leaf element being read (`<key>`, `<string>`, …),
/// gathered from the parser's pieces in memory of its own: appending to an
/// array checked its uniqueness and capacity generically, and emptying it
/// was a `replaceSubrange`. Texts can be kept (``keep()``):
/// the next leaf's text then follows them, and the buffer holds every kept
/// text. Its owner calls ``free()``.
///
/// The memory is C's `malloc`, grown and shrunk with `realloc`: a large
/// buffer then changes size in place or by remapping its pages, where
/// allocating a larger one and copying would hold both at once.
package struct LeafText {
  private var bytes: UnsafeMutableBufferPointer<UInt8>
  /// Where the current leaf's text starts: the kept texts are before it.
  private var start = 0
  private var end = 0

  package init(capacity: Int = 256) {
    bytes = UnsafeMutableBufferPointer(start: nil, count: 0)
    if capacity > 0 { resize(to: capacity) }
  }

  /// Gives the buffer room for `capacity` bytes (at least the text it
  /// holds), keeping its contents.
  private mutating func resize(to capacity: Int) {
    bytes = UnsafeMutableBufferPointer(
      start: RawMemory.resize(bytes.baseAddress, to: capacity), count: capacity)
  }

  /// The length of the current leaf's text.
  package var count: Int { end - start }

  /// Empties the current leaf's text.
  package mutating func removeAll() { end = start }

  package mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard let source = chunk.baseAddress, chunk.count > 0 else { return }
    let needed = end + chunk.count
    if needed > bytes.count { resize(to: max(2 * bytes.count, needed)) }
    // In bounds: end + chunk.count <= bytes.count once resized, and a
    // buffer of nonzero size has a base address. One memcpy: copying into a
    // slice checked its bounds and went through generic code on every append.
    (bytes.baseAddress! + end).initialize(from: source, count: chunk.count)
    end = needed
  }

  /// The kept texts, in a buffer shrunk to their size (the caller frees
  /// it); this one is left empty, holding no memory.
  package mutating func take() -> LeafText {
    var taken = self
    taken.end = start
    if start > 0 {
      taken.resize(to: start)
    } else {
      taken.free()
      taken.bytes = UnsafeMutableBufferPointer(start: nil, count: 0)
    }
    self = LeafText(capacity: 0)
    return taken
  }

  /// Keeps the current leaf's text where it is, and starts an empty one after it.
  package mutating func keep() -> Range<Int> {
    defer { start = end }
    return start..<end
  }

  /// The text as a string (ill-formed UTF-8 repaired, as expat never hands it).
  package var string: String { String(decoding: current, as: UTF8.self) }

  /// The current leaf's text.
  private var current: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[start..<end]) }

  /// A kept text's bytes, valid until the buffer grows or is freed.
  package func kept(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// Whether the text is `literal`, compared without making a string, eight bytes at a time.
  package func equals(_ literal: StaticString) -> Bool {
    let text = current
    let length = literal.utf8CodeUnitCount
    guard text.count == length else { return false }
    guard length > 0 else { return true }
    let mine = UnsafeRawPointer(text.baseAddress!)
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
    if offset < length && length >= 8 {
      // The last bytes as the word that ends at `length` (it overlaps the
      // bytes compared already): bounds 0 <= length - 8, and both hold
      // `length` bytes. The names compared are 22 to 30 bytes.
      return mine.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        == theirs.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
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

  package func free() { RawMemory.free(bytes.baseAddress) }
}

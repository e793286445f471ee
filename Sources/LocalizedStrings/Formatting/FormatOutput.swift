import LocaleNumbers
@_spi(TableFormat) import PluralTableFormat

/// The bytes of a formatted string as they are written: in a buffer on the
/// caller's stack, moved to the heap only when the text outgrows it, so
/// that formatting allocates nothing but the resulting `String`.
///
/// The owner calls ``release()`` when done (the heap buffer, if any, is freed there).
struct FormatOutput {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var isOnHeap = false
  /// Bytes written so far; setting a smaller count takes back what was written after it.
  var count = 0
  /// Whether a write was refused because the text would have grown past
  /// `FormatLimits.maximumOutputBytes` (the writer then throws).
  private(set) var isOverLimit = false

  /// The bytes a formatter starts with on the stack.
  static let stackCapacity = 512

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    base = buffer.baseAddress!
    capacity = buffer.count
  }

  /// Calls `body` with a buffer on the stack to start an output in.
  static func withStackBuffer<Value>(
    _ body: (UnsafeMutableBufferPointer<UInt8>) throws(FormatError) -> Value
  ) throws(FormatError) -> Value {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
      Result { () throws(FormatError) in try body(buffer) }
    }.get()
  }

  mutating func release() {
    if isOnHeap { base.deallocate() }
    isOnHeap = false
    capacity = 0
    count = 0
  }

  /// Room for `extra` more bytes; false (and nothing may be written) when
  /// the text would grow past `FormatLimits.maximumOutputBytes`.
  @inline(__always)
  mutating func reserve(_ extra: Int) -> Bool {
    count + extra <= capacity || grow(to: count + extra)
  }

  private mutating func grow(to needed: Int) -> Bool {
    guard needed <= FormatLimits.maximumOutputBytes else {
      isOverLimit = true
      return false
    }
    let newCapacity = min(max(needed, capacity * 2), FormatLimits.maximumOutputBytes)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    if isOnHeap { base.deallocate() }
    base = newBase
    capacity = newCapacity
    isOnHeap = true
    return true
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty, reserve(bytes.count) else { return }
    (base + count).update(from: bytes.baseAddress!, count: bytes.count)
    count += bytes.count
  }

  mutating func append(_ byte: UInt8) {
    guard reserve(1) else { return }
    base[count] = byte
    count += 1
  }

  /// Appends the UTF-8 bytes `range` of `text`.
  mutating func append(_ text: String, bytes range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let done = text.utf8.withContiguousStorageIfAvailable({
      append(UnsafeBufferPointer(rebasing: $0[range]))
    }) {
      return done
    }
    var copy = text
    copy.withUTF8 { append(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  mutating func append(_ text: String) {
    append(text, bytes: 0..<text.utf8.count)
  }

  /// Appends the decimal digits of a machine integer, with a minus sign when `negative`.
  mutating func appendDecimal(_ magnitude: UInt64, negative: Bool) {
    let sign = negative ? 1 : 0
    let digits = DecimalDigits.count(magnitude)
    guard reserve(sign + digits) else { return }
    if negative { base[count] = UInt8(ascii: "-") }
    DecimalDigits.write(
      magnitude, into: UnsafeMutableBufferPointer(start: base + count, count: sign + digits),
      endingAt: sign + digits)
    count += sign + digits
  }

  /// The text written so far.
  func string() -> String {
    guard count > 0 else { return "" }
    return String(utf8Capacity: count) { buffer in
      buffer.baseAddress!.update(from: base, count: count)
      return count
    }
  }

  /// The text written since `start`, as a string.
  func string(from start: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: base + start, count: count - start), as: UTF8.self)
  }
}

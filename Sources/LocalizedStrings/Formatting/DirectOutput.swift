@_spi(TableFormat) import PluralTableFormat
import LocaleNumbers
import Plurals

/// Where the direct path writes its text. One walk (``StringEntry``,
/// ``LocatedString``, ``PluralPlan``, ``IntegerFormat``) either makes a
/// `String` (``DirectString``), appends UTF-8 to a caller's bytes
/// (``AppendedUTF8``, for ``PreparedEntry/format(_:appendingTo:)``) or
/// writes it into a caller's raw memory (``RawUTF8``, for
/// ``PreparedEntry/format(_:into:)``).
///
/// The walk writes once, at the variant it chose, after checking every
/// argument: a walk that gives up (nil, the engine decides) has written
/// nothing.
protocol DirectOutput {
  /// What a write gives: the text, or nothing (the bytes are in the buffer).
  associatedtype Written
  /// Writes `text`, a variant without conversions.
  func write(literal text: String) -> Written
  /// Writes `text`, whose UTF-8 is `utf8` (a plan's copy: no string to read).
  func write(literal text: String, utf8: UnsafeBufferPointer<UInt8>) -> Written
  /// Writes `integers` (its arguments checked, its length counted).
  func write(_ integers: IntegerFormat.Writer) -> Written
}

/// The direct path's text as a `String`: a literal variant is the
/// entry's own string (nothing copied), conversions are written into a new
/// string's buffer.
struct DirectString: DirectOutput {
  /// ``SmallUTF8/isVerified``, read once by whoever keeps it (a
  /// ``PlannedEntry``): not a `swift_once` check a call.
  let smallStrings: Bool

  init(smallStrings: Bool = SmallUTF8.isVerified) { self.smallStrings = smallStrings }

  @inline(__always)
  func write(literal text: String) -> String { text }

  @inline(__always)
  func write(literal text: String, utf8: UnsafeBufferPointer<UInt8>) -> String { text }

  @inline(__always)
  func write(_ integers: IntegerFormat.Writer) -> String {
    // Up to 15 bytes, what a small string holds ("5 files", "22 półki"): written into the
    // two words of the string itself (no heap allocation, no copy, no check of the bytes).
    if integers.count <= 15 { return SmallUTF8.string(verified: smallStrings) { integers.write(to: $0) } }
    return Self.largeString(integers)
  }

  /// A text of more than 15 bytes, in a new string's buffer: out of line,
  /// so that what a caller inlines stays small (the allocation costs far
  /// more than the call).
  @inline(never)
  static func largeString(_ integers: IntegerFormat.Writer) -> String {
    String(utf8Capacity: integers.count) { buffer in integers.write(to: buffer) }
  }
}

/// The direct path's text appended to a caller's bytes as UTF-8, no
/// `String` made: valid while the caller's `inout` access lasts.
struct AppendedUTF8: DirectOutput {
  let buffer: UnsafeMutablePointer<[UInt8]>

  @inline(__always)
  func write(literal text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ buffer.pointee.append(contentsOf: $0) }) == nil {
      buffer.pointee.append(contentsOf: text.utf8)
    }
  }

  @inline(__always)
  func write(literal text: String, utf8: UnsafeBufferPointer<UInt8>) {
    buffer.pointee.append(contentsOf: utf8)
  }

  @inline(__always)
  func write(_ integers: IntegerFormat.Writer) {
    #if compiler(>=6.3)
      // Written in place, into the array's spare capacity, reserved for exactly `count` more bytes.
      buffer.pointee.append(addingCapacity: integers.count) { span in
        span.withUnsafeMutableBufferPointer { spare, initialized in initialized = integers.write(to: spare) }
      }
    #else
      // Before Swift 6.3 (the package declares 6.0; CI builds 6.3 only, and
      // this branch was tested by flipping the condition): no
      // `append(addingCapacity:initializingWith:)` (SE-0485), so the bytes
      // are zeroed first and then written (a pass more).
      let start = buffer.pointee.count
      buffer.pointee.append(contentsOf: repeatElement(0, count: integers.count))
      buffer.pointee.withUnsafeMutableBufferPointer { bytes in
        _ = integers.write(to: UnsafeMutableBufferPointer(rebasing: bytes[start...]))
      }
    #endif
  }
}

/// The direct path's text written as UTF-8 at the start of a caller's raw
/// memory, when it fits: each write gives the number of bytes the text
/// needs, and writes nothing at all when that is more than `buffer.count`.
struct RawUTF8: DirectOutput {
  let buffer: UnsafeMutableRawBufferPointer

  @inline(__always)
  func write(literal text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable { Self.place($0, in: buffer) } ?? Self.copy(text, to: buffer)
  }

  @inline(__always)
  func write(literal text: String, utf8: UnsafeBufferPointer<UInt8>) -> Int { Self.place(utf8, in: buffer) }

  @inline(__always)
  func write(_ integers: IntegerFormat.Writer) -> Int {
    // Nothing written when it does not fit (`count` is at least one: an integer has a digit).
    guard integers.count <= buffer.count else { return integers.count }
    return buffer.withMemoryRebound(to: UInt8.self) { bytes in integers.write(to: bytes) }
  }

  /// Copies the UTF-8 of `text` to the start of `buffer` when it fits;
  /// returns its count (the engine's text, and a bridged literal).
  @inline(never)
  static func copy(_ text: String, to buffer: UnsafeMutableRawBufferPointer) -> Int {
    var text = text
    return text.withUTF8 { place($0, in: buffer) }
  }

  /// Copies `utf8` to the start of `buffer` when it fits (an empty text
  /// touches no memory: `buffer` may have no base address); returns its count.
  @inline(__always)
  static func place(_ utf8: UnsafeBufferPointer<UInt8>, in buffer: UnsafeMutableRawBufferPointer) -> Int {
    if !utf8.isEmpty, utf8.count <= buffer.count { buffer.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
    return utf8.count
  }
}

/// The text of a file written in UTF-16 with a byte order mark (`FF FE` little-endian, `FE FF`
/// big-endian), as every reader of `.strings` files takes it: the one place its code units are
/// read from bytes.
///
/// ```swift
/// let units = UTF16Text([0xFF, 0xFE, 0x41, 0x00])   // little-endian "A"
/// units?.units                                       // [0x0041]
/// units?.string                                      // "A"
/// UTF16Text(Array("A".utf8))                         // nil: no byte order mark
/// ```
package struct UTF16Text: Sendable {
  /// The code units after the mark, of every whole pair of bytes.
  package let units: [UInt16]
  /// Whether the mark says little-endian (`FF FE`).
  package let littleEndian: Bool
  /// Whether a last byte is left over (an odd number of bytes): no whole unit, so not in ``units``.
  package let oddByte: Bool

  /// Whether `bytes` start with a UTF-16 byte order mark.
  package static func isMarked(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
  }

  /// The units of `bytes`, nil when they start with no UTF-16 byte order mark.
  ///
  /// - Complexity: O(*n*) in the bytes.
  package init?(_ bytes: [UInt8]) {
    guard Self.isMarked(bytes) else { return nil }
    let little = bytes[0] == 0xFF
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      units.append(
        little
          ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
          : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
      index += 2
    }
    self.units = units
    littleEndian = little
    oddByte = bytes.count % 2 == 1
  }

  /// The text, nil when the units are not valid UTF-16 (a lone surrogate).
  package var string: String? { String(validating: units, as: UTF16.self) }
}

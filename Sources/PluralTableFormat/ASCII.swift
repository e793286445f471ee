extension TableFormat {
  /// ASCII byte classes for the readers of identifiers and numerals.
  @_spi(TableFormat) public enum ASCII {
    /// The bit that separates an ASCII letter's cases ("A" | caseBit == "a").
    @inlinable @inline(__always) @_spi(TableFormat) public static var caseBit: UInt8 { 0x20 }

    @inlinable
    @_spi(TableFormat) public static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inlinable
    @_spi(TableFormat) public static func isLetter(_ byte: UInt8) -> Bool {
      (byte | caseBit) &- UInt8(ascii: "a") < 26
    }

    /// The value of a digit byte (`isDigit` must hold).
    @inlinable
    @_spi(TableFormat) public static func digitValue(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "0") }

    /// The byte of a digit value 0…9.
    @inlinable
    @_spi(TableFormat) public static func digit(_ value: UInt8) -> UInt8 { UInt8(ascii: "0") &+ value }

    @inlinable
    @_spi(TableFormat) public static func lowercased(_ byte: UInt8) -> UInt8 {
      isLetter(byte) ? byte | caseBit : byte
    }

    @inlinable
    @_spi(TableFormat) public static func uppercased(_ byte: UInt8) -> UInt8 {
      isLetter(byte) ? byte & ~caseBit : byte
    }

    /// Calls `body` with the UTF-8 bytes of `text`, in place when the string
    /// stores them contiguously (native strings always do), else from a copy.
    ///
    /// Unlike `String.withUTF8`, this needs no `inout` string, and in Embedded
    /// Swift, where every string is native, it leaves out the standard
    /// library's machinery for copying other strings, which every program
    /// that calls it would otherwise link.
    @inlinable
    @_spi(TableFormat) public static func withBytes<Result>(
      of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    )
      -> Result
    {
      if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
      #if hasFeature(Embedded)
        return body(UnsafeBufferPointer(start: nil, count: 0))  // unreachable: no foreign strings
      #else
        return [UInt8](text.utf8).withUnsafeBufferPointer(body)
      #endif
    }
  }
}

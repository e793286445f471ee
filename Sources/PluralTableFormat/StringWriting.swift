extension String {
  /// A string of at most `capacity` UTF-8 bytes, written by `initializer`,
  /// which returns how many it wrote: the standard library's
  /// `String(unsafeUninitializedCapacity:initializingUTF8With:)` where the
  /// OS has it (macOS 11, iOS 14, tvOS 14, watchOS 7, and every other
  /// platform), else the bytes are written to a temporary buffer and copied.
  /// Invalid UTF-8 is repaired, as by that initializer. Public (in the
  /// non-API `_PluralTableFormat`) rather than `package`: the standalone
  /// file of Tools/ copies this module's sources into a user's module.
  @inlinable
  @_spi(TableFormat) public init(
    utf8Capacity capacity: Int, initializingWith initializer: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
      self.init(unsafeUninitializedCapacity: capacity, initializingUTF8With: initializer)
    } else {
      self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        let count = initializer(buffer)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
      }
    }
  }
}

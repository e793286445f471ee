extension FixableText {
  /// The first escape in an old-style `.strings` entry's bytes that CoreFoundation's reader
  /// (Apple's) reads otherwise than this package's: `\u` (the letter `u` to Apple, a character to
  /// the reader here), and an octal escape above `\177` (a NeXTSTEP character to Apple, the
  /// Unicode scalar of that number here); nil when there is none. Migrating such an entry would
  /// write the reader's reading into the `.stringsdict`, and removing it as a copy would remove
  /// another key or text to Apple; the checks that read the files with this package's readers
  /// would not see Apple's text change (``PluralMigration``, ``refusal(of:fixes:)``).
  static func appleReadsOtherwise(_ bytes: ArraySlice<UInt8>) -> String? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else { continue }
      index += 1
      let next = bytes[index]
      if next == UInt8(ascii: "u") { return "\\u" }
      guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { continue }
      var value = 0
      var end = index
      while end < bytes.endIndex, end < index + 3,
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[end])
      {
        value = value * 8 + Int(bytes[end] - UInt8(ascii: "0"))
        end += 1
      }
      if value > 0o177 { return "\\" + String(decoding: bytes[index..<end], as: UTF8.self) }
      index = end - 1
    }
    return nil
  }
}

extension FixableText {
  /// The first escape in an old-style `.strings` entry's bytes that Apple's reader (and this
  /// package's, which reads as it does) takes otherwise than its author surely meant: `\u`
  /// (the letter `u`: `\u00e9` reads `u00e9`), and an octal escape above `\177` (a NeXTSTEP
  /// character: `\351` reads `Ø`); nil when there is none. A plural migration of such an entry
  /// would carry that reading into a `.stringsdict`, where no escape shows it any more, so it
  /// is refused with the spelling to write instead (``PluralMigration``).
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

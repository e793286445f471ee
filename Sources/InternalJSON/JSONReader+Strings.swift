import SourceFiles

/// Strings and their escapes, as RFC 8259 writes them.
extension JSONReader {
  @_spi(InternalJSON) public mutating func string() throws(SourceError) -> String {
    try string(keeping: true)
  }

  /// A string (its opening quote at the position), checked in full; without
  /// `keeping`, the text is not made and "" is returned.
  @_spi(InternalJSON) public mutating func string(keeping: Bool) throws(SourceError) -> String {
    position += 1  // opening quote
    // Most strings have no escape: they are the bytes up to the closing quote.
    let start = position
    var high: UInt8 = 0
    // Eight bytes at a time while none is a quote, a backslash or a control character.
    bytes.withUnsafeBufferPointer { buffer in
      let raw = UnsafeRawBufferPointer(buffer)
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      var index = position
      var seen: UInt64 = 0
      while index + 8 <= buffer.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        // A high bit where a byte is zero (quote, backslash) or below 0x20; exact when none is.
        let stops =
          ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
          | ((word &- ones &* 0x20) & ~word)
        if stops & highs != 0 { break }
        seen |= word
        index += 8
      }
      if seen & highs != 0 { high = 0x80 }
      position = index
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        if !keeping && high < 0x80 {
          position += 1
          return ""
        }
        let text = bytes.withUnsafeBufferPointer {
          let slice = UnsafeBufferPointer(rebasing: $0[start..<position])
          // ASCII is valid UTF-8 as it is; anything else is checked.
          return high < 0x80
            ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
        }
        guard let text else { throw error("string is not valid UTF-8", kind: .encoding) }
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      high |= byte
      position += 1
    }
    var result = Array(bytes[start..<position])
    while true {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: result, as: UTF8.self) else {
          throw error("string is not valid UTF-8", kind: .encoding)
        }
        return text
      case UInt8(ascii: "\\"):
        guard position < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "u"):
          let escapeStart = position - 2
          var code = try hex4()
          // A surrogate escape must be a high one followed at once by a low one (`\ud83d\udcc1`):
          // anything else names no character, and is refused at the escape's backslash.
          if (0xD800..<0xE000).contains(code) {
            guard code < 0xDC00, bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
            else { throw unpairedSurrogate(at: escapeStart) }
            position += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw unpairedSurrogate(at: escapeStart) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          UTF8.encode(scalar) { result.append($0) }
        default:
          throw error("invalid escape")
        }
      case 0x00..<0x20:
        throw error("control character in a string")
      default:
        result.append(byte)
      }
    }
  }

  /// "unpaired surrogate" at the escape that starts at `escape` (its
  /// backslash, on the current line: a string holds no line break).
  private mutating func unpairedSurrogate(at escape: Int) -> SourceError {
    position = escape
    return error("unpaired surrogate \\u" + String(decoding: bytes[escape + 2..<escape + 6], as: UTF8.self))
  }

  @_spi(InternalJSON) public mutating func hex4() throws(SourceError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
        throw error("invalid \\u escape")
      }
      value = value * 16 + digit
    }
    position += 4
    return value
  }
}

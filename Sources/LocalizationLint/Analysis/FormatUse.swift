import LocalizedStrings

extension LocatedString {
  /// Whether a plain string (a `.strings` value, a catalog's string unit) is
  /// used as a format: it, or its key (the source text in catalogs and many
  /// `.strings` files), holds a conversion. "100% sure" is prose, "%d%% done"
  /// a format. The linter checks formats only, and generated accessors give
  /// arguments to formats only.
  package func isUsedAsFormat(key: String) -> Bool {
    Self.hasConversion(key) || Self.hasConversion(text)
  }

  /// Whether the string is a format beyond doubt: its key holds a conversion, or the
  /// string holds one that is not a percent-encoded byte of a link (`%D0%9F`, `?q=a%20b`).
  /// A string that is used as a format (``isUsedAsFormat(key:)``) only through such
  /// bytes is likely never formatted: an HTML paragraph with a link, a URL.
  package func isCertainlyFormat(key: String) -> Bool {
    Self.hasConversion(key) || Self.hasConversion(text, skippingPercentEncoding: true)
  }

  /// Whether a string holds a conversion as a format writes one (`%@`,
  /// `%1$d`, `%0$@`, `%.2f`, `%*d`), even if another part of it is malformed. The
  /// space flag is left out: "100% sure" is prose, not `% s`.
  ///
  /// With `skippingPercentEncoding`, a `%` and two hex digits that look like a
  /// percent-encoded byte (``isPercentEncoded(_:at:)``) are no conversion.
  package static func hasConversion(_ text: String, skippingPercentEncoding: Bool = false) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    func skip(_ allowed: (UInt8) -> Bool) { while index < bytes.count, allowed(bytes[index]) { index += 1 } }
    let isDigit = { (byte: UInt8) in UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      if skippingPercentEncoding && isPercentEncoded(bytes, at: index) {
        index += 3
        continue
      }
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
        index += 1
        continue
      }
      skip(isDigit)
      if index < bytes.count, bytes[index] == UInt8(ascii: "$") { index += 1 }
      skip { "-+0#'".utf8.contains($0) }
      // A width or precision: digits, or `*` with its argument's position (`*2$`).
      let amount = { (byte: UInt8) in isDigit(byte) || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "$")
      }
      skip(amount)
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        skip(amount)
      }
      skip { "hlqLzjt".utf8.contains($0) }
      if index < bytes.count, "@dDiuUxXoOfFeEgGaAcCsS".utf8.contains(bytes[index]) { return true }
    }
    return false
  }

  /// Whether the `%` at `index` of `bytes` starts a percent-encoded byte: two hex
  /// digits follow it, and either another such byte adjoins it (`%D0%9F`, the UTF-8 of
  /// a letter) or the word it is in (no white space) reads as a link or a query
  /// (`/`, `?`, `=`, `&`). `%02d:%02d` and `%1d` are conversions.
  static func isPercentEncoded(_ bytes: [UInt8], at index: Int) -> Bool {
    func hexPair(at start: Int) -> Bool {
      start >= 0 && start + 2 < bytes.count && bytes[start] == UInt8(ascii: "%")
        && isHex(bytes[start + 1]) && isHex(bytes[start + 2])
    }
    guard hexPair(at: index) else { return false }
    if hexPair(at: index + 3) || hexPair(at: index - 3) { return true }
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    var start = index
    while start > 0, !isSpace(bytes[start - 1]) { start -= 1 }
    var end = index
    while end < bytes.count, !isSpace(bytes[end]) { end += 1 }
    return bytes[start..<end].contains { "/?=&".utf8.contains($0) }
  }

  static func isHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}

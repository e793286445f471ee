extension LocatedString {
  /// Whether a plain string (a `.strings` value, a catalog's string unit) is
  /// used as a format: it, or its key (the source text in catalogs and many
  /// `.strings` files), holds a conversion. "100% sure" is prose, "%d%% done"
  /// a format. The linter checks formats only, and generated accessors give
  /// arguments to formats only.
  package func isUsedAsFormat(key: String) -> Bool {
    Self.hasConversion(key) || Self.hasConversion(text)
  }

  /// Whether a string holds a conversion as a format writes one (`%@`,
  /// `%1$d`, `%0$@`, `%.2f`, `%*d`), even if another part of it is malformed. The
  /// space flag is left out: "100% sure" is prose, not `% s`.
  package static func hasConversion(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    func skip(_ allowed: (UInt8) -> Bool) { while index < bytes.count, allowed(bytes[index]) { index += 1 } }
    let isDigit = { (byte: UInt8) in UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
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
}

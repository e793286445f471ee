extension TableFormat {
  /// The parts of a locale identifier that select plural data, as byte
  /// ranges of the identifier's UTF-8.
  @_spi(TableFormat) public struct LocaleSubtags: Hashable, Sendable {
    /// 2–8 letters.
    @_spi(TableFormat) public var language: Range<Int>
    /// 4 letters.
    @_spi(TableFormat) public var script: Range<Int>?
    /// 2 letters or 3 digits.
    @_spi(TableFormat) public var region: Range<Int>?

    /// What an identifier names.
    @_spi(TableFormat) public enum Reading: Hashable, Sendable {
      /// Root: "", "root" or "und", in any case, with any other subtags.
      case root
      /// Text without a language subtag ("x-klingon", "123").
      case unrecognized
      case locale(LocaleSubtags)
    }

    /// Reads BCP 47 (`pt-BR`, `zh-Hant-TW`, `en-US-u-ca-gregory`) and
    /// POSIX/CLDR (`pt_BR`, `en_US.UTF-8`, `de_DE@euro`) spellings in any case.
    /// Variants are skipped; a single-letter subtag (an extension), `.` (a
    /// charset) or `@` (a modifier) ends the identifier.
    ///
    /// - Complexity: O(n) in the identifier's length, without allocating.
    @_spi(TableFormat) public static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading {
      var language: Range<Int>?
      var script: Range<Int>?
      var region: Range<Int>?
      var start = 0
      while true {
        // One subtag: its end, and whether it is all letters or all digits.
        var end = start
        var letters = true
        var digits = true
        while end < bytes.count {
          let byte = bytes[end]
          if isSeparator(byte) { break }
          letters = letters && ASCII.isLetter(byte)
          digits = digits && ASCII.isDigit(byte)
          end &+= 1
        }
        let count = end &- start
        if language == nil {
          if count == 0 || spellsRoot(bytes, start..<end) { return .root }
          guard (2...8).contains(count), letters else { return .unrecognized }
          language = start..<end
        } else if count == 1 {
          break  // -u-…, -x-…, -t-… extensions
        } else if count == 4, script == nil, region == nil, letters {
          script = start..<end
        } else if region == nil, (count == 2 && letters) || (count == 3 && digits) {
          region = start..<end
        }
        if end >= bytes.count || isTerminator(bytes[end]) { break }
        start = end &+ 1
      }
      guard let language else { return .unrecognized }
      return .locale(LocaleSubtags(language: language, script: script, region: region))
    }

    static func isSeparator(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || isTerminator(byte)
    }

    /// `.charset` and `@modifier` end a POSIX identifier.
    static func isTerminator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") }

    /// Whether the subtag is "root" or "und", in any case.
    static func spellsRoot(_ bytes: UnsafeBufferPointer<UInt8>, _ subtag: Range<Int>) -> Bool {
      func letter(_ offset: Int) -> UInt8 { ASCII.lowercased(bytes[subtag.lowerBound &+ offset]) }
      switch subtag.count {
      case 3:
        return letter(0) == UInt8(ascii: "u") && letter(1) == UInt8(ascii: "n")
          && letter(2) == UInt8(ascii: "d")
      case 4:
        return letter(0) == UInt8(ascii: "r") && letter(1) == UInt8(ascii: "o")
          && letter(2) == UInt8(ascii: "o")
          && letter(3) == UInt8(ascii: "t")
      default: return false
      }
    }

    /// The CLDR spelling: language in lowercase, script in title case,
    /// region in uppercase, joined by `_` (`zh_Hant_TW`).
    @_spi(TableFormat) public func canonicalIdentifier(in bytes: UnsafeBufferPointer<UInt8>) -> String {
      TableFormat.canonicalIdentifier(
        language: bytes[language], script: script.map { bytes[$0] }, region: region.map { bytes[$0] })
    }
  }

  /// `language[_Script][_REGION]` with CLDR's casing, from ASCII subtags in
  /// any case (at most 8, 4 and 3 bytes), without allocating.
  static func canonicalIdentifier(
    language: some Collection<UInt8>, script: (some Collection<UInt8>)?, region: (some Collection<UInt8>)?
  ) -> String {
    let capacity = language.count + (script.map { $0.count + 1 } ?? 0) + (region.map { $0.count + 1 } ?? 0)
    return String(utf8Capacity: capacity) { buffer in
      var count = 0
      func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      for byte in language { append(ASCII.lowercased(byte)) }
      if let script {
        append(UInt8(ascii: "_"))
        for (offset, byte) in script.enumerated() {
          append(offset == 0 ? ASCII.uppercased(byte) : ASCII.lowercased(byte))
        }
      }
      if let region {
        append(UInt8(ascii: "_"))
        for byte in region { append(ASCII.uppercased(byte)) }
      }
      return count
    }
  }
}

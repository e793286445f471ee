extension TableFormat {
  /// A CLDR locale id packed into a `UInt64`, the key of the generated locale
  /// tables: a language of 2 or 3 letters, an optional script and an optional
  /// region. Root is 0. Letters are stored case-free (a = 1 … z = 26), so a key
  /// read from `PT-br` equals the key of `pt_BR`.
  ///
  /// | bits  | field | meaning |
  /// |-------|-------|---------|
  /// | 0–10  | region | 0 none; two letters as 5-bit codes; or 1024 + a 3-digit number |
  /// | 11–30 | script | 0 none; four letters as 5-bit codes |
  /// | 31–45 | language | up to three letters as 5-bit codes, first letter highest |
  ///
  /// Keys sort by language first, then script, then region.
  @_spi(TableFormat) public struct LocaleKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    @_spi(TableFormat) public var rawValue: UInt64

    @inlinable @inline(__always)
    @_spi(TableFormat) public init(rawValue: UInt64) { self.rawValue = rawValue }

    @inlinable @_spi(TableFormat) public static var root: LocaleKey { LocaleKey(rawValue: 0) }

    // MARK: Layout

    @inlinable @inline(__always) static var regionField: BitField { BitField("region", shift: 0, width: 11) }
    @inlinable @inline(__always) static var scriptField: BitField { BitField("script", shift: 11, width: 20) }
    @inlinable @inline(__always) static var languageField: BitField {
      BitField("language", shift: 31, width: 15)
    }
    /// The region field's flag for a numeric region (`419`).
    @inlinable @inline(__always) static var numericRegion: UInt64 { 1024 }
    @inlinable @inline(__always) static var letterBits: UInt64 { 5 }

    // MARK: Encoding

    /// The key of an identifier in any spelling ``LocaleSubtags/read(_:)``
    /// accepts; ``root`` for root; nil when it names no locale, or its
    /// language has more than 3 letters (no CLDR locale with plural data does).
    ///
    /// - Complexity: O(n) in the identifier's length, without allocating.
    @_spi(TableFormat) public init?(_ identifier: String) {
      guard let key = ASCII.withBytes(of: identifier, Self.read) else { return nil }
      self = key
    }

    /// The key of UTF-8 identifier text (see ``init(_:)-(String)``).
    @_spi(TableFormat) public static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> LocaleKey? {
      switch LocaleSubtags.read(bytes) {
      case .root: return .root
      case .unrecognized: return nil
      case .locale(let subtags): return LocaleKey(subtags, in: bytes)
      }
    }

    /// Packs the subtags of `bytes`; nil for a language of more than 3 letters.
    @_spi(TableFormat) public init?(_ subtags: LocaleSubtags, in bytes: UnsafeBufferPointer<UInt8>) {
      guard subtags.language.count <= 3 else { return nil }
      // LocaleSubtags guarantees the shapes, so every value fits its field.
      var raw =
        Self.letters(bytes, subtags.language) << (Self.letterBits * UInt64(3 - subtags.language.count))
      raw <<= Self.languageField.shift
      if let script = subtags.script { raw |= Self.letters(bytes, script) << Self.scriptField.shift }
      if let region = subtags.region {
        if ASCII.isDigit(bytes[region.lowerBound]) {
          var number: UInt64 = 0
          for index in region { number = number &* 10 &+ UInt64(ASCII.digitValue(bytes[index])) }
          raw |= (Self.numericRegion | number) << Self.regionField.shift
        } else {
          raw |= Self.letters(bytes, region) << Self.regionField.shift
        }
      }
      rawValue = raw
    }

    /// ASCII letters as consecutive 5-bit codes (a = 1 … z = 26), first letter highest.
    static func letters(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
      var value: UInt64 = 0
      for index in range {
        value = value << letterBits | UInt64((bytes[index] | ASCII.caseBit) &- UInt8(ascii: "a") &+ 1)
      }
      return value
    }

    // MARK: Decoding

    /// The key without script and region.
    @inlinable @inline(__always)
    @_spi(TableFormat) public var language: LocaleKey {
      LocaleKey(rawValue: rawValue & (Self.languageField.maximum << Self.languageField.shift))
    }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var hasScript: Bool { Self.scriptField.isSet(in: rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var hasRegion: Bool { Self.regionField.isSet(in: rawValue) }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var removingScript: LocaleKey {
      LocaleKey(rawValue: rawValue & ~(Self.scriptField.maximum << Self.scriptField.shift))
    }
    @inlinable @inline(__always)
    @_spi(TableFormat) public var removingRegion: LocaleKey {
      LocaleKey(rawValue: rawValue & ~(Self.regionField.maximum << Self.regionField.shift))
    }

    /// The key with this key's language and, where this key has none, the
    /// script and region of `other` (`zh_TW` filled from `zh_Hant_TW` is
    /// `zh_Hant_TW`; `sr_ME` filled from `sr_Cyrl_RS` is `sr_Cyrl_ME`).
    @inlinable @inline(__always)
    @_spi(TableFormat) public func filling(from other: LocaleKey) -> LocaleKey {
      let script = Self.scriptField.maximum << Self.scriptField.shift
      let region = Self.regionField.maximum << Self.regionField.shift
      var raw = rawValue
      if !hasScript { raw |= other.rawValue & script }
      if !hasRegion { raw |= other.rawValue & region }
      return LocaleKey(rawValue: raw)
    }

    /// The key with the language of `other` and this key's script and region.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func replacingLanguage(with other: LocaleKey) -> LocaleKey {
      let language = Self.languageField.maximum << Self.languageField.shift
      return LocaleKey(rawValue: rawValue & ~language | other.rawValue & language)
    }

    /// Lookup candidate `step` (0–3), most specific first:
    /// language_Script_REGION, language_Script, language_REGION, language;
    /// nil where the key lacks the part.
    @inlinable @inline(__always)
    @_spi(TableFormat) public func candidate(_ step: Int) -> LocaleKey? {
      switch step {
      case 0: hasScript && hasRegion ? self : nil
      case 1: hasScript ? removingRegion : nil
      case 2: hasRegion ? removingScript : nil
      default: language
      }
    }

    /// The CLDR id: `pt_PT`, `zh_Hant_HK`, `es_419`, `root`.
    ///
    /// - Complexity: O(1); the result is a small string (no allocation).
    @_spi(TableFormat) public var identifier: String {
      if self == .root { return "root" }
      let region = Self.regionField.read(rawValue)
      return TableFormat.canonicalIdentifier(
        language: ShortASCII(letters: Self.languageField.read(rawValue), count: 3),
        script: hasScript ? ShortASCII(letters: Self.scriptField.read(rawValue), count: 4) : nil,
        region: region == 0
          ? nil
          : region >= Self.numericRegion
            ? ShortASCII(number: region - Self.numericRegion) : ShortASCII(letters: region, count: 2))
    }

    @_spi(TableFormat) public var description: String { identifier }

    /// The language subtag in lower case (`pt`); empty for root.
    @_spi(TableFormat) public var languageSubtag: String {
      String(decoding: ShortASCII(letters: Self.languageField.read(rawValue), count: 3), as: UTF8.self)
    }

    /// The script subtag in title case (`Hant`), if any.
    @_spi(TableFormat) public var scriptSubtag: String? {
      guard hasScript else { return nil }
      var letters = ShortASCII(letters: Self.scriptField.read(rawValue), count: 4)
      letters.packed &= ~UInt32(ASCII.caseBit)  // the first letter, upper case
      return String(decoding: letters, as: UTF8.self)
    }

    /// The region subtag in upper case (`BR`), or its three digits (`419`), if any.
    @_spi(TableFormat) public var regionSubtag: String? {
      let region = Self.regionField.read(rawValue)
      guard region != 0 else { return nil }
      if region >= Self.numericRegion {
        return String(decoding: ShortASCII(number: region - Self.numericRegion), as: UTF8.self)
      }
      var letters = ShortASCII(letters: region, count: 2)
      letters.packed &= ~(UInt32(ASCII.caseBit) * 0x0101)
      return String(decoding: letters, as: UTF8.self)
    }

    @inlinable @inline(__always)
    @_spi(TableFormat) public static func < (lhs: LocaleKey, rhs: LocaleKey) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// Up to four ASCII bytes decoded from a key field, without allocating.
  struct ShortASCII: RandomAccessCollection {
    var packed: UInt32 = 0
    var count = 0

    /// 5-bit letter codes, first letter highest; zero codes (padding) are skipped.
    init(letters value: UInt64, count slots: UInt64) {
      for slot in (0..<slots).reversed() {
        let code = UInt8(truncatingIfNeeded: (value >> (slot * LocaleKey.letterBits)) & 31)
        if code != 0 { append(UInt8(ascii: "a") &+ code &- 1) }
      }
    }

    /// Three decimal digits.
    init(number: UInt64) {
      append(ASCII.digit(UInt8(truncatingIfNeeded: number / 100 % 10)))
      append(ASCII.digit(UInt8(truncatingIfNeeded: number / 10 % 10)))
      append(ASCII.digit(UInt8(truncatingIfNeeded: number % 10)))
    }

    mutating func append(_ byte: UInt8) {
      packed |= UInt32(byte) << (8 * UInt32(count))
      count += 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> UInt8 { UInt8(truncatingIfNeeded: packed >> (8 * UInt32(position))) }
  }
}

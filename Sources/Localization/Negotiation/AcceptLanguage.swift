/// The languages of an HTTP `Accept-Language` header (RFC 9110 §12.5.4), best first.
///
/// ```swift
/// let accept = AcceptLanguage("de-DE,de;q=0.9,pl;q=0.5,*;q=0.1,fr;q=0")
/// accept.languages   // ["de-DE", "de", "pl", "*"]
/// accept.excluded    // ["fr"]  (q=0: "not acceptable")
/// ```
///
/// Ranges are ordered by quality, then by their place in the header. Tags are
/// compared without regard to case, and POSIX spellings (`pt_BR`) are
/// accepted beside BCP 47 ones. Parsing never fails: an item that is not a
/// language range with an optional `q` weight (a bad tag, `q=1.5`, `q=0.1234`,
/// an unknown parameter) is skipped. Input is bounded: only the first
/// ``maximumLength`` bytes and ``maximumRanges`` ranges are read.
package struct AcceptLanguage: Sendable, Hashable {
  /// One language range and its weight.
  package struct Range: Sendable, Hashable {
    /// The range as written (`pt-BR`, `*`).
    package var tag: String
    /// The weight in thousandths: `q=0.5` is 500; no weight is 1000.
    package var quality: Int
  }

  /// The acceptable ranges (quality above zero), best first.
  package var ranges: [Range]
  /// Ranges with `q=0`: languages the client refuses.
  package var excluded: [String]

  /// The longest header read; the rest is ignored.
  package static let maximumLength = 4096
  /// The most ranges read.
  package static let maximumRanges = 32

  /// The acceptable tags, best first (`*` included where the client sent it).
  package var languages: [String] { ranges.map(\.tag) }

  /// Parses a header value.
  ///
  /// - Complexity: O(*n*) in the length of the header, at most ``maximumLength``.
  package init(_ header: String) {
    var header = header
    var parsed: [Range] = []
    var excluded: [String] = []
    header.withUTF8 { bytes in
      var items = 0
      for item in Self.items(bytes) {
        items += 1
        if items > Self.maximumRanges { break }
        guard let range = Self.range(item) else { continue }
        if range.quality == 0 { excluded.append(range.tag) } else { parsed.append(range) }
      }
    }
    // A stable sort by weight keeps the header's order among equals.
    ranges = parsed.enumerated().sorted { ($1.element.quality, $0.offset) < ($0.element.quality, $1.offset) }
      .map(\.element)
    self.excluded = excluded
  }

  /// The first item among the first ``maximumRanges`` that is not empty and
  /// not a language range with an optional `q` weight, trimmed; nil when
  /// there is none (such items are skipped by ``init(_:)``).
  static func firstMalformedItem(_ header: String) -> String? {
    var header = header
    return header.withUTF8 { bytes in
      for item in items(bytes).prefix(maximumRanges) {
        let item = trimmed(item)
        if !item.isEmpty && range(item) == nil { return String(decoding: item, as: UTF8.self) }
      }
      return nil
    }
  }

  /// The comma-separated items of the first `maximumLength` bytes; an item
  /// cut by the limit is dropped.
  static func items(_ bytes: UnsafeBufferPointer<UInt8>) -> [Slice<UnsafeBufferPointer<UInt8>>] {
    let end = min(bytes.count, maximumLength)
    var items: [Slice<UnsafeBufferPointer<UInt8>>] = []
    var start = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: ",") {
      items.append(bytes[start..<index])
      start = index + 1
    }
    if end == bytes.count || bytes[end] == UInt8(ascii: ",") { items.append(bytes[start..<end]) }
    return items
  }

  /// One item: `tag` or `tag;q=0.5`, with optional white space around the parts.
  static func range(_ item: Slice<UnsafeBufferPointer<UInt8>>) -> Range? {
    let parts = item.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(trimmed)
    guard let tagBytes = parts.first, isLanguageRange(tagBytes) else { return nil }
    var quality = 1000
    for parameter in parts.dropFirst() {
      guard parameter.count >= 2, parameter[parameter.startIndex] | 0x20 == UInt8(ascii: "q"),
        let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
        trimmed(parameter[parameter.index(after: parameter.startIndex)..<equals]).isEmpty,
        let value = qvalue(trimmed(parameter[parameter.index(after: equals)...]))
      else { return nil }
      quality = value
    }
    return Range(tag: String(decoding: tagBytes, as: UTF8.self), quality: quality)
  }

  /// `*`, or 1–8 letters followed by `-`/`_` and 1–8 letters or digits, repeated.
  static func isLanguageRange(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    if bytes.count == 1 && bytes.first == UInt8(ascii: "*") { return true }
    var first = true
    for subtag in bytes.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    ) {
      guard (1...8).contains(subtag.count),
        subtag.allSatisfy({ isLetter($0) || (!first && UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0) })
      else { return false }
      first = false
    }
    return !first
  }

  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  /// `0`, `0.5`, `0.125`, `1`, `1.000` in thousandths; nil for anything else.
  static func qvalue(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard let lead = bytes.first, lead == UInt8(ascii: "0") || lead == UInt8(ascii: "1") else { return nil }
    var value = Int(lead - UInt8(ascii: "0")) * 1000
    let rest = bytes.dropFirst()
    guard !rest.isEmpty else { return value }
    guard rest.first == UInt8(ascii: "."), rest.count <= 4 else { return nil }
    var scale = 100
    for digit in rest.dropFirst() {
      guard UInt8(ascii: "0")...UInt8(ascii: "9") ~= digit else { return nil }
      value += Int(digit - UInt8(ascii: "0")) * scale
      scale /= 10
    }
    return value <= 1000 ? value : nil
  }

  /// Without spaces and tabs around.
  static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }),
      let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return bytes[bytes.startIndex..<bytes.startIndex] }
    return bytes[start...end]
  }
}

import Localization
internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import LocalizedStrings
import SourceFiles

/// A localization file's text as `--fix` reads and writes it: its UTF-8
/// bytes (a UTF-16 file's text converted, a byte order mark left out), the
/// encoding to write them back in, and the file as its reader reads it,
/// with the bytes where the reader found each entry and string.
///
/// A fix's place is never searched for: it is the range the reader
/// recorded for the entry or string at the finding's position, and a
/// finding whose position names no such range is not fixed. Line endings
/// are never touched: a fix replaces a range of these bytes, and the bytes
/// around it, `\r\n` included, stay as they are.
struct FixableText {
  /// How the file was written, and is written back.
  enum Encoding: Equatable {
    case utf8, utf8WithMark, utf16LittleEndian, utf16BigEndian
  }

  /// The file as its reader reads it, and where its parts are written.
  enum Document {
    /// An old-style `.strings` file: its pairs in file order (copies
    /// included) and where each is written.
    case strings([(key: String, value: LocatedString)], [StringsEntrySpan])
    /// A property list (a `.stringsdict`, or a `.strings` file written as one).
    case propertyList(PropertyListNode, PropertyListSpans)
    /// A String Catalog (JSON) and where its values and members are written.
    case catalog(JSONNode, CatalogSpan)
  }

  let encoding: Encoding
  /// The text in UTF-8, without a byte order mark.
  let bytes: [UInt8]
  let kind: LocalizationFileKind
  /// The file's name in messages and locations.
  let path: String
  let document: Document
  /// A `.strings` file's entries by the position of their value, and their
  /// values (strings) by the same position (a `key;` entry's value is its key).
  let stringsEntryAt: [SourcePosition: Int]
  /// A property list's entries' keys by the position of their values.
  private let keyOfValueAt: [SourcePosition: SourcePosition]
  /// A catalog's members by the position of their keys.
  let catalogMembers: [SourcePosition: CatalogSpan.Member]
  /// A catalog's string values (quotes included) by their positions.
  let catalogStrings: [SourcePosition: Range<Int>]
  /// Where the text's lines start, in order: 0 and the offset after each line feed and each
  /// carriage return (a `\r\n` is two breaks here), for ``lineStart(of:)`` and
  /// ``nextLineStart(after:)``.
  private let lineStarts: [Int]
  /// The text's line ending, as its first line break writes it: `\r\n`, `\r` or `\n`
  /// (`\n` when it has none). Lines a fix adds end so.
  let lineEnding: String

  /// Why ``init(fileBytes:kind:path:)`` reads no text in `bytes`, for the note of a fix not made.
  ///
  /// ```swift
  /// FixableText.notText(Array("bplist00…".utf8))
  /// // "a binary property list, which --fix does not rewrite (plutil -convert xml1 makes it XML)"
  /// ```
  static func notText(_ bytes: [UInt8]) -> String {
    bytes.starts(with: Array("bplist".utf8))
      ? "a binary property list, which --fix does not rewrite (plutil -convert xml1 makes it XML)"
      : "neither UTF-8 nor UTF-16 text with a byte order mark"
  }

  /// The text of a file's `bytes` and what its reader reads there; nil for
  /// a binary property list or bytes that are not text in a known encoding
  /// (nothing is fixed there: ``notText(_:)`` says why).
  ///
  /// - Throws: the reader's error, when the file does not read.
  init?(fileBytes: [UInt8], kind: LocalizationFileKind, path: String) throws(SourceError) {
    if fileBytes.starts(with: Array("bplist".utf8)) { return nil }
    if let utf16 = UTF16Text(fileBytes) {
      guard !utf16.oddByte, let text = utf16.string else { return nil }
      encoding = utf16.littleEndian ? .utf16LittleEndian : .utf16BigEndian
      bytes = Array(text.utf8)
    } else {
      let marked = fileBytes.starts(with: [0xEF, 0xBB, 0xBF])
      let body = marked ? Array(fileBytes.dropFirst(3)) : fileBytes
      guard String(validating: body, as: UTF8.self) != nil else { return nil }
      encoding = marked ? .utf8WithMark : .utf8
      bytes = body
    }
    self.kind = kind
    self.path = path
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D { starts.append(offset + 1) }
    lineStarts = starts
    lineEnding = Self.lineEnding(of: bytes)
    document = try Self.read(bytes, kind: kind, path: path)
    var index: [SourcePosition: Int] = [:]
    var keys: [SourcePosition: SourcePosition] = [:]
    switch document {
    case .strings(_, let spans):
      index.reserveCapacity(spans.count)
      for (offset, span) in spans.enumerated() {
        index[SourcePosition(line: span.valueLocation.line, column: span.valueLocation.column)] = offset
      }
    case .propertyList(_, let spans):
      keys.reserveCapacity(spans.entries.count)
      for (key, value) in spans.entries { keys[value] = key }
    case .catalog: break
    }
    stringsEntryAt = index
    keyOfValueAt = keys
    var members: [SourcePosition: CatalogSpan.Member] = [:]
    var strings: [SourcePosition: Range<Int>] = [:]
    if case .catalog(_, let root) = document {
      let text = bytes
      root.visit { span in
        for member in span.members { members[member.keyPosition] = member }
        if !span.isObject, text[span.range.lowerBound] == UInt8(ascii: "\"") {
          strings[span.position] = span.range
        }
      }
    }
    catalogMembers = members
    catalogStrings = strings
  }

  /// `bytes` (this file's text in UTF-8) as the file's reader reads it, with the places of its parts.
  static func read(_ bytes: [UInt8], kind: LocalizationFileKind, path: String) throws(SourceError) -> Document
  {
    if kind == .catalog {
      return .catalog(try JSONReader.parse(bytes, file: path), try CatalogSpan.read(bytes, path: path))
    }
    if kind == .stringsdict {
      var spans = PropertyListSpans()
      let root = try PropertyListReader.parse(bytes, file: path, spans: &spans)
      return .propertyList(root, spans)
    }
    var spans: StringsFileSpans?
    let pairs = try StringsFileReader.parse(bytes, file: path, spans: &spans)
    switch spans {
    case .text(let entries)?: return .strings(pairs, entries)
    case .propertyList?:
      // Read again for its tree (the pairs are only its strings).
      var recorded = PropertyListSpans()
      return .propertyList(try PropertyListReader.parse(bytes, file: path, spans: &recorded), recorded)
    case nil: throw SourceError(.invalidContent, "no places were recorded", file: path)
    }
  }

  /// The line ending of `bytes`, as its first line break writes it: `\r\n`, `\r` or `\n`
  /// (`\n` when it has none): ``lineEnding``, found once when the text is read (on a text
  /// written on one line, looking for it is a walk over the whole text).
  static func lineEnding(of bytes: [UInt8]) -> String {
    guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[index] == 0x0D else {
      return "\n"
    }
    return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r"
  }

  /// Whether the text is a String Catalog.
  var isCatalog: Bool {
    if case .catalog = document { return true }
    return false
  }

  /// Whether the text is a property list (an XML `.strings` file too), not an old-style `.strings` file.
  var isXML: Bool {
    if case .propertyList = document { return true }
    return false
  }

  /// Whether the file is UTF-16 (either byte order): git reads it as binary.
  var isUTF16: Bool { encoding == .utf16LittleEndian || encoding == .utf16BigEndian }

  /// `text` (UTF-8) in this file's encoding, with its byte order mark: the file's
  /// bytes for `bytes` (UTF-16 is read only when it is valid, so it converts back whole).
  func encoded(_ text: [UInt8]) -> [UInt8] {
    switch encoding {
    case .utf8: return text
    case .utf8WithMark: return [0xEF, 0xBB, 0xBF] + text
    case .utf16LittleEndian, .utf16BigEndian:
      let little = encoding == .utf16LittleEndian
      var result: [UInt8] = little ? [0xFF, 0xFE] : [0xFE, 0xFF]
      result.reserveCapacity(2 + text.count * 2)
      for unit in String(decoding: text, as: UTF8.self).utf16 {
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        result.append(little ? low : high)
        result.append(little ? high : low)
      }
      return result
    }
  }

  // MARK: The places the reader recorded

  /// Where the entry whose key or value is at `position` is found by
  /// ``entry(at:)``: a property list entry by its key, a `.strings` entry by
  /// its value (where the readers report a `.strings` entry). Nil when no
  /// entry's key or value is there.
  func entryPosition(at position: SourcePosition) -> SourcePosition? {
    switch document {
    case .strings: return stringsEntryAt[position] == nil ? nil : position
    case .propertyList(_, let spans):
      return spans.entries[position] == nil ? keyOfValueAt[position] : position
    case .catalog: return catalogMembers[position] == nil ? nil : position
    }
  }

  /// The bytes of the entry at `position` (see ``entryPosition(at:)``): a
  /// property list entry from its `<key>` to the end of its value, a
  /// `.strings` entry from its key to its `;`. Nil when no entry is there.
  func entry(at position: SourcePosition) -> Range<Int>? {
    switch document {
    case .strings(_, let spans):
      return stringsEntryAt[position].map { spans[$0].entry }
    case .propertyList(_, let spans):
      guard let valuePosition = spans.entries[position], let key = spans.elements[position],
        let value = spans.elements[valuePosition]
      else { return nil }
      return key.whole.lowerBound..<value.whole.upperBound
    case .catalog:
      return catalogMembers[position].map { $0.keyStart..<$0.value.range.upperBound }
    }
  }

  /// The lines of the old-style `.strings` entry at `position`, from its key's to its `;`'s,
  /// counted as the reader counts them (a line ends at LF, or at CR not before LF); nil when
  /// no such entry is there.
  func stringsEntryLines(at position: SourcePosition) -> ClosedRange<Int>? {
    guard case .strings(_, let spans) = document, let index = stringsEntryAt[position] else { return nil }
    let span = spans[index]
    var ends = 0
    for offset in span.entry
    where bytes[offset] == 0x0A || (bytes[offset] == 0x0D && bytes[offset + 1] != 0x0A) {
      ends += 1
    }
    return span.keyLocation.line...(span.keyLocation.line + ends)
  }

  /// The raw text of the string at `position` (between a `.strings`
  /// string's quotes, or a `<string>` element's tags), nil when no string
  /// starts there.
  func stringContent(at position: SourcePosition) -> Range<Int>? {
    switch document {
    case .strings(_, let spans):
      guard let index = stringsEntryAt[position] else { return nil }
      let value = spans[index].value
      // Quoted with either mark, as Apple's reader quotes (an unquoted word is its own text).
      guard bytes[value.lowerBound] == UInt8(ascii: "\"") || bytes[value.lowerBound] == UInt8(ascii: "'")
      else { return value }
      return (value.lowerBound + 1)..<(value.upperBound - 1)
    case .propertyList(_, let spans):
      guard let element = spans.elements[position], has("<string", at: element.whole.lowerBound) else {
        return nil
      }
      return element.content
    case .catalog:
      // Between the quotes, when no escape makes the bytes differ from the text read.
      guard let token = catalogStrings[position] else { return nil }
      let content = (token.lowerBound + 1)..<(token.upperBound - 1)
      return bytes[content].contains(UInt8(ascii: "\\")) ? nil : content
    }
  }

  // MARK: Bytes

  /// The offset where the line holding `offset` starts: the offset after the last line feed or
  /// carriage return before it, or 0.
  ///
  /// - Complexity: O(log *l*) in the number of lines: a binary search of where they start (a
  ///   walk back was O(*n*) on a text written on one line, once for each entry fixed).
  func lineStart(of offset: Int) -> Int {
    lineStarts[lineIndex(after: offset) - 1]
  }

  /// The offset after the line ending that follows `offset` (the text's end when there is none).
  ///
  /// - Complexity: O(log *l*) in the number of lines, as ``lineStart(of:)``.
  func nextLineStart(after offset: Int) -> Int {
    // The first line feed or carriage return at or after `offset` ends the line before the
    // first line start after it.
    let next = lineIndex(after: offset)
    var index = next < lineStarts.count ? lineStarts[next] - 1 : bytes.count
    if index < bytes.count && bytes[index] == 0x0D { index += 1 }
    if index < bytes.count && bytes[index] == 0x0A { index += 1 }
    return index
  }

  /// The index in `lineStarts` of the first line start after `offset` (at least 1, for an
  /// `offset` of 0 or more: the first line starts at 0).
  private func lineIndex(after offset: Int) -> Int { lineStarts.partitionPoint { $0 <= offset } }

  /// Whether `range` holds only spaces and tabs.
  func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}

extension FixableText: StringBytes {}

/// Bytes in which a fix finds its place: a file's text (``FixableText``), or a string's text as
/// the reader read it (``PlainString``), where the fixed file's read-back looks for the same
/// place to know what the string must read as.
protocol StringBytes {
  var bytes: [UInt8] { get }
}

/// A string's text as read (escapes, entities and comments resolved), in UTF-8.
struct PlainString: StringBytes {
  let bytes: [UInt8]
  init(_ text: String) { bytes = Array(text.utf8) }
}

extension StringBytes {
  /// Whether the bytes at `offset` are `literal`.
  func has(_ literal: String, at offset: Int) -> Bool {
    let pattern = Array(literal.utf8)
    return offset >= 0 && offset + pattern.count <= bytes.count
      && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }
}

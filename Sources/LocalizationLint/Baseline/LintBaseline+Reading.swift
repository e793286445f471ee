import Localization
import LocalizedStrings
import SourceFiles
internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON

extension LintBaseline {
  /// The largest baseline file read: 64 MiB, about 400,000 findings of
  /// 150 bytes, more than any project records. Reading one takes about 2.5
  /// times its size in memory at its peak (its bytes, and the findings made
  /// of them, which share their files, tables, languages and codes); a
  /// larger file is refused before a byte of it is read.
  package static let maximumFileSize = 64 << 20

  /// Reads a baseline file, as strict JSON (RFC 8259) in UTF-8: the format
  /// `json` writes, and the same findings written by any JSON writer
  /// (escapes such as `\/` and surrogate pairs such as `\ud83d\udcc1`
  /// included; a byte order mark is skipped).
  ///
  /// The file is read only if it is a regular file (a FIFO or a device is
  /// refused, never waited on) of at most `maximumFileSize` bytes.
  /// Anything but the shape `json` describes is refused: a member other
  /// than `version` and `findings`, or other than those of a finding; a
  /// member given twice; a value that is not a string.
  ///
  /// - Throws: `SourceError` at the place of the problem: `fileAccess` for a
  ///   file that cannot be read or is not a regular file, `limitExceeded`
  ///   for one larger than `maximumFileSize`, `malformed` for JSON that
  ///   does not parse (an unpaired surrogate escape such as `\ud83d` alone
  ///   at its backslash), `encoding` for a string that is not UTF-8, and
  ///   `invalidContent` for JSON that is not a baseline of `version`.
  public init(contentsOf path: String) throws(SourceError) {
    let bytes = try FileSystem.contents(of: path, maximumSize: Self.maximumFileSize)
    var entries = try JSONReader.document(bytes, file: path) {
      (reader: inout JSONReader) throws(SourceError) in
      try BaselineReader.root(&reader)
    }
    entries.sort()
    self.entries = entries
    self.folder = Self.folder(of: path)
  }
}

/// The reading of a baseline file, member by member: no JSON tree is made,
/// only the findings, so that memory follows the file's size.
private enum BaselineReader {
  typealias Entry = LintBaseline.Entry

  /// The members of a finding, in ``LintBaseline/Entry``'s order.
  static let fields = ["file", "table", "key", "language", "code", "message"]

  /// The findings of the object at the reader's position.
  static func root(_ reader: inout JSONReader) throws(SourceError) -> [Entry] {
    reader.skipWhitespace()
    let start = reader.location
    guard opens("{", reader) else {
      throw SourceError(
        .invalidContent, "not a baseline: expected {\"version\": \(LintBaseline.version), \"findings\": […]}",
        at: start)
    }
    var version = false
    var entries: [Entry]?
    try reader.members(locatingKeys: {
      (reader: inout JSONReader, name: String, place: SourceLocation) throws(SourceError) in
      switch name {
      case "version" where !version:
        try self.version(&reader)
        version = true
      case "findings" where entries == nil: entries = try findings(&reader)
      default: throw memberError(name, at: place, known: ["version", "findings"], in: "the baseline")
      }
    })
    guard version, let entries else {
      throw SourceError(
        .invalidContent, "not a baseline: it needs a \"version\" and \"findings\"", at: start)
    }
    return entries
  }

  /// The version, which must be the number ``LintBaseline/version`` as written.
  static func version(_ reader: inout JSONReader) throws(SourceError) {
    reader.skipWhitespace()
    let place = reader.location
    let value = try reader.value(depth: 1).value
    guard case .number(let text) = value else {
      throw SourceError(
        .invalidContent, "the baseline version must be the number \(LintBaseline.version)", at: place)
    }
    guard text == String(LintBaseline.version) else {
      throw SourceError(.invalidContent, "baseline version \(text) is not \(LintBaseline.version)", at: place)
    }
  }

  /// The array of findings at the reader's position.
  static func findings(_ reader: inout JSONReader) throws(SourceError) -> [Entry] {
    reader.skipWhitespace()
    guard opens("[", reader) else {
      throw SourceError(.invalidContent, "\"findings\" must be an array", at: reader.location)
    }
    var entries: [Entry] = []
    // Files, tables, languages and codes repeat from finding to finding: each
    // text is kept once, and the findings share it.
    var texts: Set<String> = []
    func shared(_ text: String) -> String { texts.insert(text).memberAfterInsert }
    try reader.elements { (reader: inout JSONReader) throws(SourceError) in
      var entry = try finding(&reader)
      entry.file = shared(entry.file)
      entry.table = entry.table.map(shared)
      entry.language = entry.language.map(shared)
      entry.code = shared(entry.code)
      entries.append(entry)
    }
    return entries
  }

  /// The finding (an object of strings) at the reader's position.
  static func finding(_ reader: inout JSONReader) throws(SourceError) -> Entry {
    reader.skipWhitespace()
    let start = reader.location
    guard opens("{", reader) else {
      throw SourceError(.invalidContent, "a finding must be an object", at: start)
    }
    var values = [String?](repeating: nil, count: fields.count)
    try reader.members(locatingKeys: {
      (reader: inout JSONReader, name: String, place: SourceLocation) throws(SourceError) in
      guard let field = fields.firstIndex(of: name), values[field] == nil else {
        throw memberError(name, at: place, known: fields, in: "a finding")
      }
      reader.skipWhitespace()
      let valuePlace = reader.location
      guard case .string(let text) = try reader.value(depth: 3).value else {
        throw SourceError(.invalidContent, "\(JSONText.quoted(name)) must be a string", at: valuePlace)
      }
      values[field] = text
    })
    guard let file = values[0], let code = values[4] else {
      throw SourceError(.invalidContent, "a finding needs a file and a code", at: start)
    }
    return Entry(
      file: file, table: values[1], key: values[2], language: values[3], code: code, message: values[5])
  }

  /// Whether `bracket` is at the reader's position.
  static func opens(_ bracket: Unicode.Scalar, _ reader: JSONReader) -> Bool {
    reader.position < reader.bytes.count && reader.bytes[reader.position] == UInt8(ascii: bracket)
  }

  /// The error for a member `name` that is not one of `known`, or is one
  /// given a second time (the key quoted with its escapes: a hostile key
  /// never reaches the terminal raw).
  static func memberError(_ name: String, at place: SourceLocation, known: [String], in object: String)
    -> SourceError
  {
    let what = known.contains(name) ? "repeated" : "unknown"
    return SourceError(.invalidContent, "\(what) member \(JSONText.quoted(name)) in \(object)", at: place)
  }
}

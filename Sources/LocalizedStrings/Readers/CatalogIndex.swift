import ExpatXML

/// What a String Catalog holds, found in one pass over the whole document
/// that checks it as ``JSONReader`` does (same errors, same places) and
/// builds only what a catalog knows before a language is asked for: the
/// source language, the keys, their comments and `shouldTranslate`, and
/// where each localization starts. A localization is read (and converted)
/// when its language is first served.
struct CatalogIndex: Sendable {
  /// One localization of a key: its language and where its value starts.
  struct Localization: Sendable {
    let language: String
    let mark: JSONReader.Mark
  }

  /// A member of `strings`, in document order (a key may come twice).
  struct Key: Sendable {
    let key: String
    let localizations: [Localization]
  }

  /// The depth of a localization's value in the document (the root is 0).
  static let localizationDepth = 4

  var sourceLanguage: String?
  var keys: [Key] = []
  var comments: [String: String] = [:]
  var untranslatable: Set<String> = []
  var languages: Set<String> = []
  /// The root is an object (else the catalog is refused).
  var rootIsObject = false
  var rootLocation: SourceLocation

  /// - Throws: what ``JSONReader/parse(_:file:)`` throws for the same bytes.
  static func scan(_ bytes: [UInt8], file: String) throws(SourceError) -> CatalogIndex {
    try XMLTreeReader.checkSize(bytes.count, file: file)
    var reader = JSONReader(bytes: bytes, file: file)
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    reader.skipWhitespace()
    var index = CatalogIndex(rootLocation: reader.location)
    if reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "{") {
      index.rootIsObject = true
      try index.root(&reader)
    } else {
      try reader.skip(depth: 0)
    }
    reader.skipWhitespace()
    if reader.position < reader.bytes.count { throw reader.error("unexpected text after the JSON value") }
    return index
  }

  /// The root object: `sourceLanguage` and `strings` (the last of each counts, as a lookup by name finds).
  mutating func root(_ reader: inout JSONReader) throws(SourceError) {
    var strings: [(key: String, value: KeyValue)]?
    var key = ""
    try reader.members(depth: 0, keepingKeys: true, key: &key) {
      (reader: inout JSONReader, name: String) throws(SourceError) in
      switch name {
      case "sourceLanguage":
        sourceLanguage = try reader.value(depth: 1).string
      case "strings":
        strings = try Self.strings(&reader)
      default:
        try reader.skip(depth: 1)
      }
    }
    for (key, value) in strings ?? [] {
      keys.append(Key(key: key, localizations: value.localizations))
      if value.untranslatable { untranslatable.insert(key) }
      if let comment = value.comment { comments[key] = comment }
      for localization in value.localizations { languages.insert(localization.language) }
    }
  }

  /// What a key's value says (the last member of each name counts).
  struct KeyValue {
    var untranslatable = false
    var comment: String?
    var localizations: [Localization] = []
  }

  /// The members of `strings`; nil when it is not an object (it then holds no keys).
  static func strings(_ reader: inout JSONReader) throws(SourceError) -> [(key: String, value: KeyValue)] {
    reader.skipWhitespace()
    guard reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "{") else {
      try reader.skip(depth: 1)
      return []
    }
    var result: [(key: String, value: KeyValue)] = []
    var key = ""
    try reader.members(depth: 1, keepingKeys: true, key: &key) {
      (reader: inout JSONReader, key: String) throws(SourceError) in
      result.append((key, try keyValue(&reader)))
    }
    return result
  }

  static func keyValue(_ reader: inout JSONReader) throws(SourceError) -> KeyValue {
    var value = KeyValue()
    reader.skipWhitespace()
    guard reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "{") else {
      try reader.skip(depth: 2)
      return value
    }
    var name = ""
    try reader.members(depth: 2, keepingKeys: true, key: &name) {
      (reader: inout JSONReader, name: String) throws(SourceError) in
      switch name {
      case "shouldTranslate":
        if case .bool(false) = try reader.value(depth: 3).value {
          value.untranslatable = true
        } else {
          value.untranslatable = false
        }
      case "comment":
        value.comment = try reader.value(depth: 3).string
      case "localizations":
        value.localizations = try localizations(&reader)
      default:
        try reader.skip(depth: 3)
      }
    }
    return value
  }

  static func localizations(_ reader: inout JSONReader) throws(SourceError) -> [Localization] {
    reader.skipWhitespace()
    guard reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "{") else {
      try reader.skip(depth: 3)
      return []
    }
    var result: [Localization] = []
    var language = ""
    try reader.members(depth: 3, keepingKeys: true, key: &language) {
      (reader: inout JSONReader, language: String) throws(SourceError) in
      reader.skipWhitespace()
      result.append(Localization(language: language, mark: reader.mark))
      try reader.skip(depth: localizationDepth)
    }
    return result
  }
}

import LocalizedStrings
@_spi(InternalJSON) internal import InternalJSON
import SourceFiles
internal import InternalUtilities

/// What a String Catalog holds, found in one pass over the whole document
/// that checks it as `JSONReader` does (same errors, same places) and
/// builds only what a catalog knows before a language is asked for: the
/// source language, the keys, their comments and `shouldTranslate`, where
/// each localization starts, and whether it converts to an entry (what a
/// table needs to choose each key's language). A localization is read (and
/// converted) when it is first used.
struct CatalogIndex: Sendable {
  /// One localization of a key: its language, where its value starts, and
  /// whether `CatalogConverter.entry(key:language:node:)` gives an entry
  /// for it (see ``hasEntry(_:)``).
  struct Localization: Sendable {
    let language: String
    let mark: JSONReader.Mark
    let hasEntry: Bool
  }

  /// A member of `strings`, in document order (a key may come twice).
  struct Key: Sendable {
    let key: String
    /// Where the key is written (its opening quote): the place of the entry a key without a
    /// localization makes of itself.
    let place: SourcePosition
    let localizations: [Localization]
  }

  /// The depth of a localization's value in the document (the root is 0).
  static let localizationDepth = 4

  var sourceLanguage: String?
  var keys: [Key] = []
  var comments: [String: String] = [:]
  var untranslatable: Set<String> = []
  /// Where each language's localizations are (the key's place in `keys`,
  /// the localization's in the key's), in document order: converting a
  /// language visits only its own.
  var places: [String: [(order: Int, memberOrder: Int)]] = [:]
  /// The root is an object (else the catalog is refused).
  var rootIsObject = false
  var rootLocation: SourceLocation

  /// - Throws: what `JSONReader.parse(_:file:)` throws for the same bytes.
  static func scan(_ bytes: [UInt8], file: String) throws(SourceError) -> CatalogIndex {
    try FileSystem.checkSize(bytes.count, file: file)
    // The root object: `sourceLanguage` and `strings` (the last of each counts, as a lookup by name finds).
    var strings: [(key: String, place: SourcePosition, value: KeyValue)] = []
    var index = try JSONReader.document(bytes, file: file) {
      (reader: inout JSONReader) throws(SourceError) -> CatalogIndex in
      reader.skipWhitespace()
      var index = CatalogIndex(rootLocation: reader.location)
      index.rootIsObject = try object(&reader, depth: 0) {
        (reader: inout JSONReader, name: String) throws(SourceError) in
        switch name {
        case "sourceLanguage": index.sourceLanguage = try reader.value(depth: 1).string
        case "strings": strings = try Self.strings(&reader)
        default: try reader.skip(depth: 1)
        }
      }
      return index
    }
    for (key, place, value) in strings {
      for (memberOrder, localization) in value.localizations.enumerated() {
        index.places[localization.language, default: []].append((index.keys.count, memberOrder))
      }
      index.keys.append(Key(key: key, place: place, localizations: value.localizations))
      if value.untranslatable { index.untranslatable.insert(key) }
      if let comment = value.comment { index.comments[key] = comment }
    }
    return index
  }

  /// Reads the object at the reader's position member by member (keys
  /// made), or skips the value there, at `depth`, when it is not an object;
  /// true for an object.
  static func object(
    _ reader: inout JSONReader, depth: Int, _ member: (inout JSONReader, String) throws(SourceError) -> Void
  ) throws(SourceError) -> Bool {
    guard try atObject(&reader, depth: depth) else { return false }
    try reader.members(keepingKeys: true, member)
    return true
  }

  /// ``object(_:depth:_:)`` with the member's key told as its place in
  /// `names` (nil for another), not made (`JSONReader.members(named:_:)`).
  static func object(
    _ reader: inout JSONReader, depth: Int, named names: [StaticString],
    _ member: (inout JSONReader, Int?) throws(SourceError) -> Void
  ) throws(SourceError) -> Bool {
    guard try atObject(&reader, depth: depth) else { return false }
    try reader.members(named: names, member)
    return true
  }

  /// True when an object starts at the reader's position (after
  /// whitespace); otherwise skips the value there, at `depth`, and is false.
  @inline(__always)
  private static func atObject(_ reader: inout JSONReader, depth: Int) throws(SourceError) -> Bool {
    reader.skipWhitespace()
    guard reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "{") else {
      try reader.skip(depth: depth)
      return false
    }
    return true
  }

  /// What a key's value says (the last member of each name counts).
  struct KeyValue {
    var untranslatable = false
    var comment: String?
    var localizations: [Localization] = []
  }

  /// The members of `strings`, each with its key's place (none when it is not an object).
  static func strings(_ reader: inout JSONReader) throws(SourceError) -> [(
    key: String, place: SourcePosition, value: KeyValue
  )] {
    var result: [(key: String, place: SourcePosition, value: KeyValue)] = []
    guard try atObject(&reader, depth: 1) else { return result }
    try reader.members(locatingKeys: {
      (reader: inout JSONReader, key: String, place: SourceLocation) throws(SourceError) in
      result.append((key, SourcePosition(line: place.line, column: place.column), try keyValue(&reader)))
    })
    return result
  }

  static func keyValue(_ reader: inout JSONReader) throws(SourceError) -> KeyValue {
    var value = KeyValue()
    _ = try object(&reader, depth: 2) { (reader: inout JSONReader, name: String) throws(SourceError) in
      switch name {
      case "shouldTranslate":
        if case .bool(false) = try reader.value(depth: 3).value {
          value.untranslatable = true
        } else {
          value.untranslatable = false
        }
      case "comment": value.comment = try reader.value(depth: 3).string
      case "localizations": value.localizations = try localizations(&reader)
      default: try reader.skip(depth: 3)
      }
    }
    return value
  }

  static func localizations(_ reader: inout JSONReader) throws(SourceError) -> [Localization] {
    var result: [Localization] = []
    _ = try object(&reader, depth: 3) { (reader: inout JSONReader, language: String) throws(SourceError) in
      reader.skipWhitespace()
      let mark = reader.mark
      let hasEntry = try Self.hasEntry(&reader)
      result.append(Localization(language: language, mark: mark, hasEntry: hasEntry))
    }
    return result
  }

  /// The members ``hasEntry(_:)`` looks at: of a localization, of its `variations`, of its `stringUnit`.
  static let localizationNames: [StaticString] = ["variations", "stringUnit"]
  static let variationNames: [StaticString] = ["device", "width", "plural"]
  static let unitNames: [StaticString] = ["value"]

  /// Checks the localization at the reader's position as
  /// `skip(depth: localizationDepth)` does (same errors, same places), and
  /// tells whether `CatalogConverter.entry(key:language:node:)` gives an
  /// entry for it: when its last `variations` is an object with a `device`,
  /// `width` or `plural` member; without `variations`, when its last
  /// `stringUnit` is an object whose last `value` is a string. The names of
  /// members at the localization's depth and the next are compared as bytes
  /// (made into strings only when escaped or not ASCII); none is kept.
  static func hasEntry(_ reader: inout JSONReader) throws(SourceError) -> Bool {
    // nil: no such member; else what the last one says.
    var variations: Bool?
    var unitValue: Bool?
    let isObject = try object(&reader, depth: localizationDepth, named: localizationNames) {
      (reader: inout JSONReader, name: Int?) throws(SourceError) in
      switch name {
      case 0:
        var known = false
        _ = try object(&reader, depth: localizationDepth + 1, named: variationNames) {
          (reader: inout JSONReader, kind: Int?) throws(SourceError) in
          if kind != nil { known = true }
          try reader.skip(depth: localizationDepth + 2)
        }
        variations = known
      case 1:
        var value = false
        _ = try object(&reader, depth: localizationDepth + 1, named: unitNames) {
          (reader: inout JSONReader, field: Int?) throws(SourceError) in
          if field != nil {
            reader.skipWhitespace()
            value =
              reader.position < reader.bytes.count && reader.bytes[reader.position] == UInt8(ascii: "\"")
          }
          try reader.skip(depth: localizationDepth + 2)
        }
        unitValue = value
      default: try reader.skip(depth: localizationDepth + 1)
      }
    }
    guard isObject else { return false }
    if let variations { return variations }
    return unitValue ?? false
  }
}

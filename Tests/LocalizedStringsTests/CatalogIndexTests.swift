internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import Foundation
@testable import LocalizedStrings
import SourceFiles
import Testing

@testable import Localization
@testable import LocalizedStrings
import TestSupport

/// A String Catalog read lazily (a scan at load, a language converted when
/// first served) against the eager reading it replaced: the whole JSON
/// tree, every localization converted at once.
@Suite("String Catalogs read lazily")
struct CatalogIndexTests {
  /// The eager reading: what `StringCatalog(bytes:path:)` did before.
  struct Eager {
    var sourceLanguage = ""
    var keys: [String] = []
    var languages: [String] = []
    var comments: [String: String] = [:]
    var untranslatable: Set<String> = []
    var diagnostics: [LocalizationDiagnostic] = []
    var states: [String: [String: String]] = [:]
    var entries: [String: [String: StringEntry]] = [:]
    /// Where each key of `strings` is written (its last member's opening quote, as the JSON
    /// reader locates keys): the place of a key that stands for itself.
    var keyPlaces: [String: SourceFiles.SourceLocation] = [:]

    init(bytes: [UInt8], path: String) throws(SourceError) {
      let root = try JSONReader.parse(bytes, file: path)
      guard case .object = root.value else {
        throw SourceError(.invalidContent, "a String Catalog must be a JSON object", at: root.location)
      }
      guard let sourceLanguage = root["sourceLanguage"]?.string else {
        throw SourceError(.invalidContent, "the catalog has no \"sourceLanguage\"", at: root.location)
      }
      self.sourceLanguage = sourceLanguage
      // Where each key is written: the root is an object here.
      var keyPlaces: [String: SourceFiles.SourceLocation] = [:]
      try JSONReader.document(bytes, file: path) { (reader: inout JSONReader) throws(SourceError) in
        reader.skipWhitespace()
        try reader.members(keepingKeys: true) {
          (reader: inout JSONReader, name: String) throws(SourceError) in
          reader.skipWhitespace()
          guard name == "strings", reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "{")
          else { return try reader.skip(depth: 1) }
          try reader.members(locatingKeys: {
            (reader: inout JSONReader, key: String, place: SourceFiles.SourceLocation) throws(SourceError) in
            keyPlaces[key] = place
            try reader.skip(depth: 2)
          })
        }
      }
      self.keyPlaces = keyPlaces
      var converter = CatalogConverter(sourceLanguage: sourceLanguage)
      var languages: Set<String> = [sourceLanguage]
      for member in root["strings"]?.members ?? [] {
        let (key, string) = (member.key, member.value)
        keys.append(key)
        if case .bool(false)? = string["shouldTranslate"]?.value { untranslatable.insert(key) }
        if let comment = string["comment"]?.string { comments[key] = comment }
        for localized in string["localizations"]?.members ?? [] {
          let (language, localization) = (localized.key, localized.value)
          languages.insert(language)
          if let entry = converter.entry(key: key, language: language, node: localization) {
            entries[key, default: [:]][language] = entry
            converter.checkArguments(entry, key: key, language: language)
          }
        }
      }
      self.languages = languages.sorted()
      diagnostics = converter.diagnostics
      states = converter.states
    }
  }

  /// What a catalog holds, as lines to compare.
  static func lines(
    keys: [String], languages: [String], comments: [String: String], untranslatable: (String) -> Bool,
    entry: (String, String) -> StringEntry?, diagnostics: [LocalizationDiagnostic],
    states: [String: [String: String]]
  ) -> [String] {
    var lines = ["keys \(keys)", "languages \(languages)"]
    lines += keys.map { "\($0): \(comments[$0] ?? "-") \(untranslatable($0))" }
    for key in keys {
      for language in languages {
        lines.append("\(key) (\(language)): \(entry(key, language).map(DirectReaderTests.dump) ?? "-")")
      }
    }
    lines += diagnostics.map(\.description)
    lines += states.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.sorted { $0.key < $1.key })" }
    return lines
  }

  /// What a catalog holds, through its public API, or its error.
  static func dump(lazy bytes: [UInt8], path: String, firstLanguage: String?) -> [String] {
    do {
      let catalog = try StringCatalog(bytes: bytes, path: path)
      // Converting one language first must not change what the others give.
      if let firstLanguage { _ = catalog.table(language: firstLanguage) }
      return lines(
        keys: catalog.keys, languages: catalog.languages, comments: catalog.comments,
        untranslatable: catalog.isUntranslatable, entry: { catalog.localization(of: $0, language: $1) },
        diagnostics: catalog.diagnostics, states: catalog.states)
    } catch {
      return ["error \(error)"]
    }
  }

  static func dump(eager bytes: [UInt8], path: String) -> [String] {
    do {
      let catalog = try Eager(bytes: bytes, path: path)
      return lines(
        keys: catalog.keys, languages: catalog.languages, comments: catalog.comments,
        untranslatable: { catalog.untranslatable.contains($0) }, entry: { catalog.entries[$0]?[$1] },
        diagnostics: catalog.diagnostics, states: catalog.states)
    } catch {
      return ["error \(error)"]
    }
  }

  /// A catalog with the parts the scan must find where the tree reader does.
  static let sample = #"""
    {
      "sourceLanguage" : "fr",
      "strings" : {
        "%lld fichiers" : {
          "comment" : "first \"quoted\" \u00e9 \ud83d\ude00",
          "localizations" : {
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
              "other" : { "stringUnit" : { "state" : "new", "value" : "%lld fichiers" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } } } } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ %1$lld" } }
          }
        },
        "device" : { "shouldTranslate" : true, "localizations" : {
          "fr" : { "variations" : { "device" : {
            "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez" } },
            "other" : { "stringUnit" : { "value" : "Touchez" } } } } },
          "de" : { "stringUnit" : { "state" : "translated" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } } } },
        "fixed" : { "shouldTranslate" : false, "extractionState" : "manual", "numbers" : [1, -2.5e3, true, null] },
        "subst" : { "localizations" : { "fr" : {
          "stringUnit" : { "state" : "translated", "value" : "%#@files@ dans %@" },
          "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg fichier" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg fichiers" } } } } } } },
          "it" : { "variations" : { "gender" : {} } } } },
        "%lld fichiers" : { "comment" : 7, "localizations" : { "ru" : {
          "stringUnit" : { "state" : "translated", "value" : "%lld файлов (later)" } } } }
      },
      "version" : "1.0"
    }
    """#

  @Test("the lazy catalog gives what the eager reading gave, whichever language comes first")
  func sample() {
    let bytes = Array(Self.sample.utf8)
    let eager = Self.dump(eager: bytes, path: "s.xcstrings")
    #expect(eager.count > 20)
    #expect(!eager[0].hasPrefix("error"))
    for first in [nil, "fr", "ru", "de", "en"] {
      #expect(Self.dump(lazy: bytes, path: "s.xcstrings", firstLanguage: first) == eager, "\(first ?? "-")")
    }
  }

  @Test(
    "malformed and odd documents: the same error at the same place, or the same catalog",
    arguments: [
      "", "[]", "{}", "{\"sourceLanguage\": 3}", "{\"sourceLanguage\": \"en\"}",
      "{\"sourceLanguage\": \"en\", \"strings\": []}",
      "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": 5, \"j\": {\"localizations\": []}}}",
      "{\"sourceLanguage\": \"en\"} x", "{\"sourceLanguage\": \"en\",}", "{\"sourceLanguage\" \"en\"}",
      "{\"sourceLanguage\": \"e\\q\"}", "{\"sourceLanguage\": \"\u{1}\"}", "{\"a\": 01x}", "{\"a\": [1,]}",
      "{\"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"\\ud800\"}}}}}, \"sourceLanguage\": \"en\"}",
      "\u{FEFF}{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": tru}}}}",
      // Names the scan compares as bytes, escaped or not ASCII: compared as the tree reader compares them.
      "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"\\u0073tringUnit\": {\"v\\u0061lue\": \"x\"}}, \"fr\": {\"stringUnit\": {\"value\": 1, \"valué\": \"y\"}}, \"de\": {\"variations\": {\"pl\\u0075ral\": {}}}, \"it\": {\"variations\": {\"plurals\": {}}, \"stringUnit\": {\"value\": \"z\"}}}}}}",
      "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": "
        + String(repeating: "[", count: 300)
        + "}}}}",
    ])
  func odd(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(
      Self.dump(lazy: bytes, path: "o.xcstrings", firstLanguage: "en")
        == Self.dump(eager: bytes, path: "o.xcstrings"))
  }

  /// A string the lazy reader skips (a state, a member it does not know) is still checked for
  /// UTF-8, as the eager reader checks every string: a byte that is no UTF-8 is the same error.
  @Test(
    "invalid UTF-8 in a string the lazy reader skips: the same encoding error at the same place",
    arguments: ["extractionState", "unknownMember", "comment"])
  func skippedInvalidUTF8(member: String) {
    let bytes =
      Array("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"\(member)\": \"a".utf8) + [0xFF]
      + Array("b\"}}}".utf8)
    let eager = Self.dump(eager: bytes, path: "u.xcstrings")
    #expect(eager.first?.contains("not valid UTF-8") == true, "\(eager)")
    #expect(Self.dump(lazy: bytes, path: "u.xcstrings", firstLanguage: "en") == eager)
  }

  @Test("random edits of a catalog: the same error at the same place, or the same catalog")
  func mutations() {
    let lines = Self.sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var generator = SeededGenerator(seed: TestSeed.seed("catalog random edits", default: 0xCA7A_1065))
    var errors = 0
    for trial in 0..<300 {
      var edited = lines
      for _ in 0...(trial % 2) {
        let index = Int(generator.next() % UInt64(edited.count - 1))
        switch generator.next() % 6 {
        case 0: edited.remove(at: index)
        case 1: edited.insert(edited[index], at: index)
        case 2: edited.swapAt(index, index + 1)
        case 3:
          edited[index] = edited[index].replacingOccurrences(of: "\"", with: "", options: [], range: nil)
        case 4: edited[index] = edited[index].replacingOccurrences(of: " : ", with: " ")
        default: edited[index] = edited[index].replacingOccurrences(of: "}", with: "]")
        }
      }
      let bytes = Array(edited.joined(separator: "\n").utf8)
      let eager = Self.dump(eager: bytes, path: "m.xcstrings")
      if eager.first?.hasPrefix("error") == true { errors += 1 }
      #expect(Self.dump(lazy: bytes, path: "m.xcstrings", firstLanguage: "ru") == eager, "trial \(trial)")
    }
    // Both outcomes happen.
    #expect(errors > 30)
    #expect(errors < 290)
  }

  @Test(
    "real catalogs read lazily as they were read eagerly", .enabled(if: Corpus.isAvailable, Corpus.absent))
  func corpus() throws {
    let files = Corpus.files(ending: ".xcstrings")
    #expect(files.count > 10)
    for file in files {
      let path = Corpus.directory + "/" + file
      let bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init))
      #expect(
        Self.dump(lazy: bytes, path: path, firstLanguage: "de") == Self.dump(eager: bytes, path: path),
        "\(file)")
    }
  }

  @Test("a language's table lists the diagnostics of the languages it serves from, in document order")
  func tableDiagnostics() throws {
    let catalog = try StringCatalog(bytes: Array(Self.sample.utf8), path: "s.xcstrings")
    let table = catalog.table(language: "ru")
    // Russian, then French (the source language) for what Russian lacks.
    let expected = catalog.diagnostics.filter { $0.message.contains("(ru)") || $0.message.contains("(fr)") }
    #expect(!expected.isEmpty)
    #expect(catalog.diagnostics.count > expected.count)
    #expect(table.diagnostics.map(\.description) == expected.map(\.description))
  }

  @Test("loading converts nothing; serving a language converts only the keys formatted")
  func lazyLanguages() throws {
    let catalog = try StringCatalog(bytes: Array(Self.sample.utf8), path: "s.xcstrings")
    #expect(catalog.localizations.convertedLanguages.isEmpty)
    #expect(try catalog.format("subst", 2, "x", language: "ru") == "2 fichiers dans x")
    // Only `subst`'s French localization (the source language: it has no Russian).
    #expect(catalog.localizations.convertedLanguages == ["fr"])
    _ = catalog.diagnostics
    #expect(catalog.localizations.convertedLanguages == Set(catalog.languages))
  }
}

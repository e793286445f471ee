@testable import LocalizedStrings
@testable import Localization
@testable import LocalizedStrings
import Testing

/// The tables a String Catalog keeps per language: the catalog's own
/// languages are read without a lock once built (``TableCache/byLanguage``),
/// other spellings through the locked cache of requests; both must give the
/// one table built for an order of serving languages, from any number of
/// tasks at once.
@Suite("String Catalog table cache")
struct CatalogTableCacheTests {
  /// `files` in Polish and English, `only-en` in English only, `only-fr` in French only.
  static let text = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "files": { "localizations": {
        "en": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld file" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld files" } } } } },
        "pl": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld plik" } },
          "few": { "stringUnit": { "state": "translated", "value": "%lld pliki" } },
          "many": { "stringUnit": { "state": "translated", "value": "%lld plików" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld pliku" } } } } } } },
      "only-en": { "localizations": {
        "en": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } } } },
      "only-fr": { "localizations": {
        "fr": { "stringUnit": { "state": "translated", "value": "%lld élément(s)" } } } } } }
    """

  static func catalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(text.utf8), path: "t.xcstrings")
  }

  /// What each request gives for `files` and `only-en` with 5, and the language served.
  static let expected: [String: (files: String, onlyEnglish: String, served: String)] = [
    "pl": ("5 plików", "5 items", "pl"),
    "pl-PL": ("5 plików", "5 items", "pl"),
    "en": ("5 files", "5 items", "en"),
    "fr": ("5 files", "5 items", "fr"),
    "de": ("5 files", "5 items", "en"),
  ]

  /// The table kept in the slot of `language`, if it has been built (nil for a language without a slot).
  static func kept(_ catalog: StringCatalog, _ language: String) -> StringTable.Storage? {
    guard let slot = catalog.cache.languageSlots[language] else { return nil }
    return catalog.cache.byLanguage.load(slot)?.takeUnretainedValue()
  }

  @Test("a language's own spelling is kept in its slot once served; another spelling is not")
  func slots() throws {
    let catalog = try Self.catalog()
    #expect(catalog.cache.languageSlots["pl"] != nil && catalog.cache.languageSlots["pl-PL"] == nil)
    #expect(Self.kept(catalog, "pl") == nil, "nothing built before the first call")
    #expect(try catalog.format("files", 5, language: "pl-PL") == "5 plików")
    #expect(Self.kept(catalog, "pl") == nil, "pl-PL is served through the locked cache")
    #expect(try catalog.format("files", 5, language: "pl") == "5 plików")
    let kept = try #require(Self.kept(catalog, "pl"))
    // One table per order of serving languages, whichever spelling asked first.
    #expect(kept === catalog.table(language: "pl-PL").storage)
    #expect(kept === catalog.table(language: "pl").storage)
    #expect(Self.kept(catalog, "fr") == nil)
  }

  @Test("language slots find each language of up to 15 bytes exactly as written, and nothing else")
  func languageSlots() {
    let languages = [
      "en", "pl", "pt-PT", "zh-Hant", "zh-Hant-HK", "sr-Latn-BA-x-123", "a", "a\u{0}", "de-DE-1996-abcde",
    ]
    let slots = LanguageSlots(languages + ["pl"])
    for (place, language) in languages.enumerated() where language.utf8.count <= 15 {
      #expect(slots[language] == place, "\(language)")
    }
    // Over 15 bytes: never kept (the catalog's locked path serves them).
    #expect(slots["sr-Latn-BA-x-123"] == nil && slots["de-DE-1996-abcde"] == nil)
    for other in ["", "PL", "pl-PL", "p", "pl\u{0}", "a\u{0}\u{0}", "zh-Hant-H", "zh-Hant-HKx", "en-"] {
      #expect(slots[other] == nil, "\(other)")
    }
    // Many languages: every probe ends.
    let many = (0..<300).map { "l\($0)" }
    let manySlots = LanguageSlots(many)
    #expect(many.indices.allSatisfy { manySlots[many[$0]] == $0 })
    #expect(manySlots["l300"] == nil && LanguageSlots([])["en"] == nil)
  }

  @Test("tag slots find each locale key's first place, and no other key")
  func tagSlots() {
    // Key 0 is a key like any other; 5 is written twice (its first place is kept).
    let keys: [UInt64] = [5, 9, 5, 0, 1 << 63, UInt64.max]
    let slots = LanguageSlots(tagKeys: keys.enumerated().map { ($1, $0) })
    for (key, place) in [(5, 0), (9, 1), (0, 3), (1 << 63, 4), (UInt64.max, 5)] as [(UInt64, Int)] {
      #expect(slots[tagKey: key] == place, "\(key)")
    }
    for other: UInt64 in [1, 4, 6, 10, UInt64.max - 1, 1 << 62] {
      #expect(slots[tagKey: other] == nil, "\(other)")
    }
    // A key's two words are (key, 0): no language's packed bytes can be found by it, nor the reverse.
    let languages = LanguageSlots(["en"])
    let packed = SmallUTF8.pack("en")!
    #expect(languages[tagKey: packed.low] == nil && slots["en"] == nil)
    // A key whose slot is taken by the key at place 0 goes to the next slot; both are found.
    let first: UInt64 = 1
    let colliding = (2...UInt64(10_000)).first {
      LanguageSlots.hash($0, 0) & 7 == LanguageSlots.hash(first, 0) & 7
    }
    if let colliding {
      let pair = LanguageSlots(tagKeys: [(first, 0), (colliding, 1)])
      #expect(pair[tagKey: first] == 0 && pair[tagKey: colliding] == 1)
    }
    #expect(colliding != nil)
    // Many keys: every probe ends.
    let many = (0..<300).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
    let manySlots = LanguageSlots(tagKeys: many.enumerated().map { ($1, $0) })
    #expect(many.indices.allSatisfy { manySlots[tagKey: many[$0]] == $0 })
    #expect(
      manySlots[tagKey: 300 &* 0x9E37_79B9_7F4A_7C15] == nil && LanguageSlots(tagKeys: [])[tagKey: 0] == nil)
  }

  @Test("keys the served language lacks fall back through the lock-free path, with their language's rules")
  func fallbacks() throws {
    let catalog = try Self.catalog()
    for _ in 0..<2 {  // the first call builds the table, the second reads the slot
      #expect(try catalog.format("only-en", 1, language: "pl") == "1 item")
      #expect(try catalog.format("only-en", 22, language: "pl") == "22 items")
      // A key no serving language has is its own text (Xcode's convention).
      #expect(try catalog.format("only-fr", 3, language: "pl") == "only-fr")
      #expect(try catalog.format("only-fr", 3, language: "fr") == "3 élément(s)")
      #expect(
        try catalog.format(
          "files", 22, language: "pl", options: FormatOptions(numberFormatLocale: CLDRLocale("pl")))
          == "22 pliki")
      #expect(throws: FormatError.self) { try catalog.format("absent", 1, language: "pl") }
    }
  }

  @Test("many tasks formatting at once get the one table of each order, and the same text")
  func concurrentFirstUse() async throws {
    for _ in 0..<8 {
      let catalog = try Self.catalog()
      let requests = Array(Self.expected.keys).sorted()
      let results = await withTaskGroup(of: Bool.self) { group in
        for index in 0..<200 {
          let language = requests[index % requests.count]
          group.addTask {
            let expected = Self.expected[language]!
            return (try? catalog.format("files", 5, language: language)) == expected.files
              && (try? catalog.format("only-en", 5, language: language)) == expected.onlyEnglish
              && catalog.table(language: language).language == expected.served
          }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(results.count == 200 && results.allSatisfy { $0 })
      #expect(catalog.table(language: "pl").storage === catalog.table(language: "pl-PL").storage)
      for language in catalog.languages {
        #expect(Self.kept(catalog, language) === catalog.table(language: language).storage, "\(language)")
      }
    }
  }
}

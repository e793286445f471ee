import LocalizedStrings
import Localization
import SourceFiles
import Testing

@Suite("String Catalogs (.xcstrings)")
struct CatalogTests {
  /// The errors and warnings of the corpus catalogs' readers, each judged a defect of the file.
  static let expectedDefects: [String: [DiagnosticCode]] = [
    // xcstrings-tool's deliberately broken fixtures.
    "liamnichols_xcstrings-tool/!MissingArgument.xcstrings": [.argumentSkipped],
    "liamnichols_xcstrings-tool/!MismatchingArgumentType.xcstrings": [.argumentTypeConflict],
    // SwiftGen's fixture of odd positions: %0$ (positions start at 1) and two formats that skip argument 2.
    "SwiftGen_SwiftGen/LocPluralAdvanced.xcstrings": [.invalidFormat, .argumentSkipped, .argumentSkipped],
  ]

  @Test(
    "every corpus catalog loads but the broken merge; only judged defects are reported",
    .enabled(if: Corpus.isAvailable, Corpus.absent))
  func corpusCatalogs() throws {
    let files = Corpus.files(ending: ".xcstrings")
    #expect(files.count >= 17)
    for file in files {
      let path = Corpus.directory + "/" + file
      if file == "MrKai77_Loop/Localizable.broken-merge.xcstrings" {
        // Two entries interleaved by a merge: not JSON, reported at the place.
        #expect { try StringCatalog(contentsOf: path) } throws: {
          ($0 as? SourceError)?.description == path + ":1948:13: malformed JSON: expected ',' or '}'"
        }
        continue
      }
      let catalog = try StringCatalog(contentsOf: path)
      let defects = catalog.diagnostics.filter { $0.severity != .note }
      #expect(defects.map(\.code) == Self.expectedDefects[file] ?? [], "\(file): \(defects)")
      // Every key formats in every language with neutral arguments, or reports a typed error.
      for language in catalog.languages {
        let table = catalog.table(language: language)
        for key in catalog.keys { _ = table.string(key, 2, "x", 3) }
      }
    }
  }

  @Test("review states are used, and visible as notes", .enabled(if: Corpus.isAvailable, Corpus.absent))
  func states() throws {
    let catalog = try StringCatalog(
      contentsOf: Corpus.directory + "/liamnichols_xcstrings-tool/Substitution.xcstrings")
    #expect(catalog.states["substitutions_example.string"]?["en"] == "needs_review")
    #expect(catalog.diagnostics.map(\.code).allSatisfy { $0 == .catalogStateNeedsReview })
    #expect(
      try catalog.format("substitutions_example.string", "Hi", 1, 5, language: "en")
        == "Hi! There is 1 string and you have 5 remaining")
    #expect(
      try catalog.format("substitutions_example.string", "Hi", 2, 1, language: "en")
        == "Hi! There are 2 strings and you have 1 remaining")
  }

  @Test("device and plural variations", .enabled(if: Corpus.isAvailable, Corpus.absent))
  func variations() throws {
    let catalog = try StringCatalog(
      contentsOf: Corpus.directory + "/liamnichols_xcstrings-tool/Variations.xcstrings")
    #expect(try catalog.format("String.Device", language: "en") == "Tap to open")
    #expect(
      try catalog.format("String.Device", language: "en", options: FormatOptions(device: "mac"))
        == "Click to open")
    #expect(try catalog.format("String.Plural", 0, language: "en") == "I have no strings")
    #expect(try catalog.format("String.Plural", 1, language: "en") == "I have 1 string")
    #expect(try catalog.format("String.Plural", 7, language: "en") == "I have 7 strings")
  }

  @Test(
    "pinned outputs from CotEditor's Document.xcstrings",
    .enabled(if: Corpus.isAvailable, Corpus.absent),
    arguments: [
      ("cs", "Found %lld incompatible characters.", [1], "Nalezen nekompatibilní znak."),
      ("cs", "Found %lld incompatible characters.", [3], "Nalezeny 3 nekompatibilní znaky."),
      ("cs", "Found %lld incompatible characters.", [5], "Nalezeno 5 nekompatibilních znaků."),
      ("cs", "FolderFind.Metrics.message", [5, 2], "5 shod v 2 souborech"),
      ("ru", "Found %lld incompatible characters.", [1], "Найден некорректный символ."),
      ("ru", "Found %lld incompatible characters.", [3], "Найдено 3 некорректных символа."),
      ("ru", "Found %lld incompatible characters.", [21], "Найден некорректный символ."),
      ("ru", "FolderFind.Metrics.message", [1, 1], "1 совпадение в 1 файл"),
      ("ja", "Found %lld incompatible characters.", [1], "1個の非互換文字が見つかりました。"),
      ("ja", "Found %lld incompatible characters.", [3], "3個の非互換文字が見つかりました。"),
      ("ja", "FolderFind.Metrics.message", [5, 2], "2個のファイルで5件一致"),
      ("en", "FolderFind.Metrics.message", [1, 2], "1 match in 2 files"),
    ] as [(String, String, [Int], String)])
  func pinned(_ language: String, _ key: String, _ numbers: [Int], _ expected: String) throws {
    let catalog = try StringCatalog(contentsOf: Corpus.directory + "/coteditor_CotEditor/Document.xcstrings")
    let table = catalog.table(language: language)
    let result = try table.formatDetailed(key, arguments: numbers.map { .signed(Int64($0)) })
    #expect(result.text == expected)
  }

  @Test("the same entry as a catalog and as a .stringsdict formats the same")
  func equivalence() throws {
    let catalogText = """
      { "sourceLanguage": "en", "version": "1.0", "strings": { "files": { "localizations": {
        "pl": { "stringUnit": { "state": "translated", "value": "%#@n@ w %@" },
                "substitutions": { "n": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg plik" } },
                  "few": { "stringUnit": { "state": "translated", "value": "%arg pliki" } },
                  "many": { "stringUnit": { "state": "translated", "value": "%arg plików" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg pliku" } } } } } } } } } } }
      """
    let catalog = try StringCatalog(bytes: Array(catalogText.utf8), path: "t.xcstrings")
    let stringsdict = try table(
      entry(
        "files", format: "%1$#@n@ w %2$@",
        variable(
          "n", valueType: "lld",
          [
            ("one", "%1$lld plik"), ("few", "%1$lld pliki"), ("many", "%1$lld plików"),
            ("other", "%1$lld pliku"),
          ])),
      language: "pl")
    for count in [0, 1, 2, 5, 22, 101] {
      #expect(
        try catalog.format("files", count, "Dokumenty", language: "pl")
          == stringsdict.format("files", count, "Dokumenty"))
    }
  }

  @Test("a plural variation varies by the string's one numeric argument, wherever it is")
  func variationArgument() throws {
    func unit(_ text: String) -> String {
      #"{ "stringUnit": { "state": "translated", "value": "\#(text)" } }"#
    }
    let text = """
      { "sourceLanguage": "en", "version": "1.0", "strings": {
        "followed": { "localizations": { "en": { "variations": { "plural": {
          "one": \(unit("Followed by %1$@, %2$@ and %3$lld other")),
          "other": \(unit("Followed by %1$@, %2$@ and %3$lld others")) } } },
          "pl": { "variations": { "plural": {
          "one": \(unit("Obserwują %1$@, %2$@ i %3$lld inna osoba")),
          "few": \(unit("Obserwują %1$@, %2$@ i %3$lld inne osoby")),
          "many": \(unit("Obserwują %1$@, %2$@ i %3$lld innych osób")),
          "other": \(unit("Obserwują %1$@, %2$@ i %3$lld innej osoby")) } } } } },
        "unnumbered": { "localizations": { "en": { "variations": { "plural": {
          "one": \(unit("%@ has %lld file")), "other": \(unit("%@ has %lld files")) } } } } },
        "first": { "localizations": { "en": { "variations": { "plural": {
          "one": \(unit("%lld file")), "other": \(unit("%lld files")) } } } } } } }
      """
    let catalog = try StringCatalog(bytes: Array(text.utf8), path: "t.xcstrings")
    #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    #expect(
      try catalog.format("followed", "Ann", "Bob", 1, language: "en") == "Followed by Ann, Bob and 1 other")
    #expect(
      try catalog.format("followed", "Ann", "Bob", 7, language: "en") == "Followed by Ann, Bob and 7 others")
    #expect(
      try catalog.format("followed", "Ann", "Bob", 22, language: "pl") == "Obserwują Ann, Bob i 22 inne osoby"
    )
    #expect(try catalog.format("unnumbered", "Ann", 1, language: "en") == "Ann has 1 file")
    #expect(try catalog.format("unnumbered", "Ann", 3, language: "en") == "Ann has 3 files")
    #expect(try catalog.format("first", 1, language: "en") == "1 file")
  }

  @Test(
    "malformed catalogs are errors with positions",
    arguments: [
      ("{ \"strings\": {} }", "t.xcstrings:1:1: the catalog has no \"sourceLanguage\""),
      ("[1, 2]", "t.xcstrings:1:1: a String Catalog must be a JSON object"),
      (
        "{ \"sourceLanguage\": \"en\",\n  \"strings\": { \"a\": } }",
        "t.xcstrings:2:21: malformed JSON: unexpected '}', expected a value"
      ),
      (
        "{ \"sourceLanguage\": \"en\" ",
        "t.xcstrings:1:26: malformed JSON: unexpected end of file in an object"
      ),
      ("{ \"a\": \"\\q\" }", "t.xcstrings:1:11: malformed JSON: invalid escape"),
      ("", "t.xcstrings:1:1: malformed JSON: unexpected end of file"),
    ])
  func malformed(_ text: String, _ expected: String) {
    #expect {
      _ = try StringCatalog(bytes: Array(text.utf8), path: "t.xcstrings")
    } throws: { ($0 as? SourceError)?.description == expected }
  }
}

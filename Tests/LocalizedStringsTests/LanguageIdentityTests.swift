@testable import Localization
@testable import LocalizedStrings
import Plurals
import Testing

/// One language identity: the matcher's candidates carry the tag parsing
/// their name gives, and the typed spellings of the API answer as the
/// string ones do.
@Suite("One language identity")
struct LanguageIdentityTests {
  /// Languages as requests, files and users spell them.
  static let spellings = [
    "ar-EG", "pt-PT", "zh-TW", "pa-PK", "sr-Latn", "en-u-nu-arab", "pt_BR.UTF-8", "English", "pl-PL", "en-AU",
    "zh_Hant", "sr@latin", "iw", "de-CH", "es-419",
  ]

  /// Localization names an app ships, legacy and POSIX spellings included.
  static let localizations = [
    "ar", "English", "en_GB", "pt", "pt-PT", "zh_TW", "zh-Hans", "pa", "pa_Arab", "sr", "sr-Latn", "French",
    "he", "de", "es-419", "Base", "mul",
  ]

  @Test("each candidate's tag is what parsing its name gives, and names that are no language are left out")
  func candidatesCarryTheParsedTag() {
    let matcher = LocalizationMatcher(Self.localizations)
    #expect(matcher.candidates.map(\.name) == Self.localizations.filter { LanguageTag($0) != nil })
    for candidate in matcher.candidates {
      #expect(candidate.tag == LanguageTag(candidate.name), "\(candidate.name)")
    }
  }

  @Test("the candidates a request matches carry their names' tags", arguments: spellings)
  func matchedCandidatesCarryTheParsedTag(_ spelling: String) throws {
    let request = try #require(Language(spelling))
    let matcher = LocalizationMatcher(Self.localizations)
    let matched = matcher.match(for: [request])
    #expect(matched.candidates.map(\.name) == matcher.matches(for: [request.tag]).map(\.name))
    for candidate in matched.candidates + matcher.related(to: request.tag) {
      #expect(candidate.tag == LanguageTag(candidate.name), "\(spelling): \(candidate.name)")
    }
    #expect(matched.candidates.isEmpty == (matched.request == nil))
  }
}

/// The catalog's typed API answers as its `String` spellings do.
@Suite("A catalog's typed languages")
struct CatalogTypedLanguageTests {
  /// The catalog's languages: each has `name` in its own language, some a plural.
  static let languages = ["ar", "en", "en-GB", "pt", "pt-PT", "zh-Hant", "pa", "sr-Latn", "pl", "de", "he"]

  static let catalog: StringCatalog = {
    let names = languages.map { #""\#($0)": \#(unit("name-" + $0))"# }.joined(separator: ",")
    let plural = ["en", "pl", "ar"].map { language in
      let forms = ["zero", "one", "two", "few", "many", "other"].map {
        #""\#($0)": \#(unit(language + " %lld " + $0))"#
      }
      return #""\#(language)": {"variations": {"plural": {\#(forms.joined(separator: ","))}}}"#
    }.joined(separator: ",")
    return try! StringCatalog(
      bytes: catalogDocument(
        #""name": {"localizations": {\#(names)}}, "%lld files": {"localizations": {\#(plural)}}"#),
      path: "t.xcstrings")
  }()

  @Test(
    "serving languages, served language, table and text agree", arguments: LanguageIdentityTests.spellings)
  func typedAgreesWithString(_ spelling: String) throws {
    let request = try #require(Language(spelling))
    let catalog = Self.catalog
    #expect(catalog.servingLanguages(for: request) == catalog.servingLanguages(for: spelling))
    #expect(catalog.servedLanguage(for: request) == catalog.servedLanguage(for: spelling))
    #expect(catalog.table(language: request).language == catalog.table(language: spelling).language)
    #expect(catalog.table(language: request).storage === catalog.table(language: spelling).storage)
    #expect(try catalog.format("name", language: request) == catalog.format("name", language: spelling))
    for count in [0, 1, 2, 5, 11, 22, 101] {
      #expect(
        try catalog.format("%lld files", count, language: request)
          == catalog.format("%lld files", count, language: spelling))
    }
    let typed = try catalog.formatDetailed("name", arguments: [], language: request)
    let spelled = try catalog.formatDetailed("name", arguments: [], language: spelling)
    #expect(typed.text == spelled.text)
    #expect(typed.diagnostics.map(\.code) == spelled.diagnostics.map(\.code))
    // The identifier a typed request is cached under reads back as the same tag.
    #expect(LanguageTag(request.tag.identifier) == request.tag)
  }

  @Test("each of the catalog's languages, typed, finds its own slot and its exact localization")
  func ownLanguages() throws {
    let catalog = Self.catalog
    for language in Self.languages {
      let request = try #require(Language(language))
      #expect(
        catalog.cache.tagSlot(request.tag) == catalog.cache.languageSlots[language],
        "\(language)")
      #expect(catalog.servedLanguage(for: request) == language)
      #expect(
        catalog.localization(of: "name", language: request)?.location
          == catalog.localization(of: "name", language: language)?.location)
      let detailed = try catalog.formatDetailed("name", arguments: [], language: request)
      #expect(detailed.diagnostics.isEmpty, "\(language)")
    }
    // Another spelling of a catalog language finds it, typed; the String spelling is exact.
    let underscored = try #require(Language("zh_Hant"))
    #expect(catalog.localization(of: "name", language: underscored) != nil)
    #expect(catalog.localization(of: "name", language: "zh_Hant") == nil)
    #expect(catalog.localization(of: "name", language: try #require(Language("fr"))) == nil)
  }

  @Test("text that is no language is served the source language, with no fallback note")
  func noLanguage() throws {
    let catalog = Self.catalog
    for text in ["Base", "", "1234"] {
      #expect(catalog.servedLanguage(for: text) == "en")
      #expect(try catalog.formatDetailed("name", arguments: [], language: text).diagnostics.isEmpty)
    }
  }
}

/// A table's language is read once into a `Language`; the typed
/// initializers answer as the `String` ones do.
@Suite("A table's typed language")
struct TableTypedLanguageTests {
  /// A key with every plural category, each variant naming its category.
  static let document: [UInt8] = Array(
    plist(
      entry(
        "files", format: "%#@n@",
        variable("n", ["zero", "one", "two", "few", "many", "other"].map { ($0, "%d " + $0) }))
    )
    .utf8)

  /// Not 0: a `zero` variant is used for 0 in every language, as Apple does.
  static let counts = [1, 2, 3, 5, 11, 22, 101, 1_000_000]

  @Test(
    "a table formats with its language's plural rules: the table's and its Language's agree",
    arguments: LanguageIdentityTests.spellings + [
      "pa-PK", "pa-Arab-PK", "uz-AF", "uz-Arab", "sd-IN", "ks-Deva",
    ])
  func tableRulesAgreeWithLanguage(_ spelling: String) throws {
    let table = try StringTable(bytes: Self.document, path: "Localizable.stringsdict", language: spelling)
    let language = try #require(table.localizationLanguage)
    // The table names its tag's locale (pa_PK), the request the script its region implies (pa_Arab_PK).
    for count in 0...1_000 {
      #expect(
        table.pluralRules.category(for: count) == language.pluralRules.category(for: count),
        "\(spelling) \(count)")
    }
  }

  @Test("a typed language is kept as given, not read again from its text")
  func typedKeptAsGiven() throws {
    // A numbering system its text does not spell back (-u-nu- takes 3 to 8 letters or digits).
    let request = Language(try #require(LanguageTag("ar-EG")), numberingSystem: "x")
    #expect(Language(request.description) != request)
    for kind in [LocalizationFileKind.stringsdict, .strings] {
      let bytes = kind == .strings ? Array(#""files" = "%d files";"#.utf8) : Self.document
      let table = try StringTable(bytes: bytes, path: "Localizable.x", kind: kind, language: request)
      #expect(table.localizationLanguage == request)
    }
  }

  @Test(
    "the String and the typed initializer make the same table", arguments: LanguageIdentityTests.spellings)
  func typedAgreesWithString(_ spelling: String) throws {
    let request = try #require(Language(spelling))
    let spelled = try StringTable(bytes: Self.document, path: "Localizable.stringsdict", language: spelling)
    let typed = try StringTable(bytes: Self.document, path: "Localizable.stringsdict", language: request)
    #expect(spelled.localizationLanguage == request)
    #expect(typed.localizationLanguage == request)
    #expect(spelled.language == spelling)
    #expect(typed.language == request.description)
    #expect(typed.cldrLocale == spelled.cldrLocale)
    // The oracle: the rules of the tag the request reads, by the Plurals module alone.
    #expect(typed.pluralRules == PluralRules(locale: request.tag.cldrLocale))
    #expect(spelled.pluralRules == typed.pluralRules)
    for count in Self.counts {
      let expected = "\(count) " + PluralRules(locale: request.tag.cldrLocale).category(for: count).name
      #expect(try typed.format("files", count) == expected)
      #expect(try spelled.format("files", count) == expected)
    }
  }

  @Test(
    "a file's .lproj folder is read once into its language", arguments: LanguageIdentityTests.localizations)
  func folderLanguage(_ folder: String) throws {
    let path = folder + ".lproj/Localizable.stringsdict"
    let spelled = try StringTable(bytes: Self.document, path: path)
    // An explicit nil language is the default: the folder's.
    let typed = try StringTable(bytes: Self.document, path: path, language: Language?.none)
    // A folder that names no language (`Base`, `mul`) means English; another is its tag.
    let expected = Language(folder) ?? Language("en")
    #expect(spelled.localizationLanguage == expected, "\(folder)")
    #expect(typed.localizationLanguage == expected, "\(folder)")
    #expect(typed.language == spelled.language)
    #expect(typed.pluralRules == spelled.pluralRules)
    if let expected { #expect(spelled.pluralRules == PluralRules(locale: expected.tag.cldrLocale)) }
  }

  @Test("a legacy name given as the language gets its language's rules, as its folder does")
  func legacyName() throws {
    let named = try StringTable(bytes: Self.document, path: "t.stringsdict", language: "Polish")
    let folder = try StringTable(bytes: Self.document, path: "Polish.lproj/t.stringsdict")
    #expect(named.localizationLanguage?.tag.identifier == "pl")
    #expect(named.pluralRules == PluralRules(locale: try #require(CLDRLocale("pl"))))
    #expect(named.pluralRules == folder.pluralRules)
    #expect(try named.format("files", 5) == "5 many")
  }

  @Test(
    "text that is no language has no typed language and root's rules",
    arguments: ["und", "Base", "mul", "1234"])
  func noLanguage(_ text: String) throws {
    let table = try StringTable(bytes: Self.document, path: "t.stringsdict", language: text)
    #expect(table.localizationLanguage == nil)
    #expect(table.language == text)
    #expect(table.pluralRules == PluralRules(locale: CLDRLocale(orRoot: text)))
  }

  @Test("a file read from disk reads its language as the bytes do")
  func contentsOf() throws {
    let fixture = try BundleFixture([
      "pt_BR.lproj/Localizable.stringsdict": String(decoding: Self.document, as: UTF8.self)
    ])
    defer { fixture.remove() }
    let path = fixture.path + "/pt_BR.lproj/Localizable.stringsdict"
    let request = try #require(Language("pt-PT"))
    #expect(try StringTable(contentsOf: path).localizationLanguage == Language("pt-BR"))
    #expect(try StringTable(contentsOf: path, language: request).localizationLanguage == request)
    #expect(try StringTable(contentsOf: path, language: "pt-PT").localizationLanguage == request)
  }
}

/// The names of a language's parts and of the locales a localizer serves.
@Suite("A language's subtag and locale names")
struct LanguageSubtagNameTests {
  @Test(
    "a localizer's locale identifiers are those of its plural rules and number format",
    arguments: ["pt-PT", "ar-EG", "pa-PK", "sr-Latn"])
  func localizerIdentifiers(_ language: String) throws {
    let bundle = try LocalizationBundle(
      files: [
        "pt.lproj/Localizable.strings": Array("\"a\" = \"b\";".utf8),
        "ar.lproj/Localizable.strings": Array("\"a\" = \"b\";".utf8),
      ])
    let localizer = bundle.localizer(languages: [language])
    #expect(localizer.pluralLocaleIdentifier == localizer.pluralRules.locale)
    #expect(localizer.numberFormatLocaleIdentifier == localizer.numberFormat?.locale)
  }

  @Test(
    "LanguageTag's and CLDRLocale's languageCode is their identifier's first subtag",
    arguments: LanguageIdentityTests.spellings + ["und", "iw_IL", "sh"])
  func subtag(_ spelling: String) throws {
    if let tag = LanguageTag(spelling) {
      #expect(tag.identifier.hasPrefix(tag.languageCode))
    }
    let locale = try #require(CLDRLocale(spelling) ?? CLDRLocale(spelling == "English" ? "en" : "und"))
    #expect(locale.isRoot ? locale.languageCode.isEmpty : locale.identifier.hasPrefix(locale.languageCode))
  }

  @Test(
    "LanguageTag(languageCode:script:region:) is the tag written whole",
    arguments: [
      ("zh", "Hant", "TW"), ("pt", nil, "BR"), ("iw", nil, nil), ("sr", "latn", nil), ("klingon", nil, nil),
      ("pt", "BR", nil), ("pt", nil, ""),
    ] as [(String, String?, String?)])
  func subtagInitializer(_ code: String, _ script: String?, _ region: String?) {
    // The oracle: the tag written whole, read by the one parser.
    let whole = [code, script, region].compactMap { $0 }.joined(separator: "-")
    if let tag = LanguageTag(languageCode: code, script: script, region: region) {
      #expect(tag == LanguageTag(whole))
    }
  }
}

@_spi(TableFormat) import PluralTableFormat
import Testing

@Suite("Locale keys, identifier reading and lookup")
struct LocaleKeyTests {
  typealias Key = TableFormat.LocaleKey

  @Test(
    "CLDR ids round-trip through keys",
    arguments: [
      "pt", "pt_PT", "zh_Hant", "zh_Hant_HK", "es_419", "en_001", "yue", "sr_Latn_ME", "az_Arab", "root",
    ])
  func roundTrip(_ id: String) throws {
    let key = try #require(Key(id))
    #expect(key.identifier == id)
    #expect(Key(key.identifier) == key)
  }

  @Test(
    "identifiers in any spelling read as the CLDR id's key",
    arguments: [
      ("pt-BR", "pt_BR"), ("PT-br", "pt_BR"), ("en_US.UTF-8", "en_US"), ("de_DE@euro", "de_DE"),
      ("en-US-u-ca-gregory", "en_US"), ("en-x-private", "en"), ("en_US_POSIX", "en_US"),
      ("zh-hant-tw", "zh_Hant_TW"), ("ES-419", "es_419"), ("sr-Latn-RS-1901", "sr_Latn_RS"), ("", "root"),
      ("und", "root"), ("ROOT", "root"), ("und-US", "root"),
    ])
  func spellings(_ spelling: String, _ id: String) {
    #expect(Key(spelling)?.identifier == id)
  }

  @Test(
    "text that names no locale, or a language a key cannot hold, has no key",
    arguments: ["x-klingon", "123", "abcd", "tlhingan-US", "e"])
  func noKey(_ text: String) {
    #expect(Key(text) == nil)
  }

  @Test("subtags keep the identifier's full language for canonical ids")
  func canonicalSubtags() {
    var text = "Tlhingan-latn_us.utf8"
    let id = text.withUTF8 { bytes -> String? in
      guard case .locale(let subtags) = TableFormat.LocaleSubtags.read(bytes) else { return nil }
      return subtags.canonicalIdentifier(in: bytes)
    }
    #expect(id == "tlhingan_Latn_US")
  }

  @Test("keys sort by language, then script, then region")
  func order() throws {
    let ids = ["pt", "pt_PT", "pt_Latn", "pu", "zh", "zh_HK", "zh_Hant", "zh_Hant_HK", "a" + "b", "root"]
    let keys = try ids.map { try #require(Key($0)) }
    let sorted = keys.sorted().map(\.identifier)
    #expect(sorted == ["root", "ab", "pt", "pt_PT", "pt_Latn", "pu", "zh", "zh_HK", "zh_Hant", "zh_Hant_HK"])
    #expect(Key("zh_Hant_HK")!.language == Key("zh")!)
    #expect(Key("zh_Hant_HK")!.removingRegion == Key("zh_Hant")!)
    #expect(Key("zh_Hant_HK")!.removingScript == Key("zh_HK")!)
  }

  /// A table and parent list in the shape of CLDR's.
  static func resolve(_ id: String, in table: [String]) -> String? {
    let parents = [("hi_Latn", "en_IN"), ("nb", "no"), ("nn", "no"), ("pt_AO", "pt_PT"), ("sr_Latn", "root")]
      .map { (Key($0.0)!, Key($0.1)!) }.sorted { $0.0 < $1.0 }
    let keys = table.map { Key($0)!.rawValue }.sorted()
    return TableFormat.LocaleLookup.resolve(
      Key(id)!, in: keys, children: parents.map(\.0.rawValue), parents: parents.map(\.1.rawValue)
    ).map { Key(rawValue: keys[$0]).identifier }
  }

  @Test(
    "lookup: candidates, then parents that keep the language (or leave a bare language)",
    arguments: [
      ("pt-BR", "pt"), ("pt-AO", "pt_PT"), ("pt", "pt"), ("nb", "no"), ("nn-NO", "no"), ("sr-Latn", "sr"),
      ("hi-Latn", "hi"), ("en-IN", "en"), ("zh-Hant-TW", nil), ("xx", nil),
    ] as [(String, String?)])
  func lookup(_ id: String, _ expected: String?) {
    #expect(Self.resolve(id, in: ["en", "hi", "no", "pt", "pt_PT", "root", "sr"]) == expected)
  }
}

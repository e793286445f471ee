import CLDRData
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

/// CLDR 41 read from Debian's XML (cldr-data/xml/) and from the JSON release.
@Suite("CLDR 41: XML and JSON give the same tables", .enabled(if: SharedReleases.isAvailable("41.0.0")))
struct XMLJSONAgreementTests {
  static let xmlDirectory = xmlTree41
  static let jsonDirectory = SharedReleases.path("41.0.0")

  @Test("plural rules, ordinals, ranges and parent locales agree in the encoded tables")
  func pluralTables() throws {
    let xmlData = SharedReleases.xml41.data
    let jsonData = SharedReleases.json41.data
    #expect(xmlData.version == "41")
    #expect(jsonData.version == "41")
    let xml = try EncodedTables(xmlData)
    let json = try EncodedTables(jsonData)
    // The same distinct rule sets (the order differs: the XML groups locales,
    // the JSON lists them alphabetically).
    #expect(Set(xml.ruleSets.map(\.description)) == Set(json.ruleSets.map(\.description)))
    #expect(xml.ruleSets.count == json.ruleSets.count)
    for (name, xmlTable, jsonTable) in [
      ("cardinal", xml.locales.cardinal, json.locales.cardinal),
      ("ordinal", xml.locales.ordinal, json.locales.ordinal),
    ] {
      // The deprecated codes (in, iw, ji) that the JSON form drops are
      // restored by its reader, so even those agree.
      let expectedKeys = Set(xmlTable.keys)
      for (code, _) in CLDRJSONRelease.deprecatedLanguageCodes {
        let key = try #require(LocaleTables.key(code))
        #expect((xmlTable[key] == nil) == (jsonTable[key] == nil), "\(name) \(code)")
      }
      #expect(Set(jsonTable.keys) == expectedKeys, "\(name)")
      for key in expectedKeys {
        #expect(
          xml.ruleSets[xmlTable[key]!].description == json.ruleSets[jsonTable[key]!].description,
          "\(name) \(key.identifier)")
      }
    }
    #expect(xml.locales.ranges.count == json.locales.ranges.count)
    for (key, index) in xml.locales.ranges {
      #expect(
        json.locales.ranges[key].map { json.ranges.tables[$0] } == xml.ranges.tables[index],
        "\(key.identifier)")
    }
    #expect(xml.locales.parents == json.locales.parents)
    #expect(xmlData.parentLocales == jsonData.parentLocales)
    // The rule texts file holds the same entries.
    let xmlTexts = Set(
      xml.ruleSets.map { set in PluralKeyword.allCases.map { set.rules[$0]?.description ?? "" } })
    let jsonTexts = Set(
      json.ruleSets.map { set in PluralKeyword.allCases.map { set.rules[$0]?.description ?? "" } })
    #expect(xmlTexts == jsonTexts)
  }

  @Test("likely subtags: the same mappings and the same generated file")
  func likelySubtags() throws {
    let xml = try CLDRLikelySubtags.load(from: Self.xmlDirectory)
    let json = try CLDRLikelySubtags.load(from: Self.jsonDirectory)
    #expect(
      Set(xml.mappings.map { "\($0.from)>\($0.to)" }) == Set(json.mappings.map { "\($0.from)>\($0.to)" }))
    let languages = Set(
      SharedReleases.xml41.data.cardinal.flatMap(\.locales).map {
        String($0.prefix { $0 != "_" })
      })
    let fromXML = try LikelySubtagsFile.generate(xml, languages: languages, version: "41")
    let fromJSON = try LikelySubtagsFile.generate(json, languages: languages, version: "41")
    #expect(fromXML == fromJSON)
  }

  /// Where Debian's XML and the JSON release of CLDR 41 give a locale other
  /// number data. The extractor reads every value of common/main/*.xml
  /// whatever its draft status and skips a decimal pattern with any attribute;
  /// the JSON release is resolved by CLDR's converter, which leaves out
  /// values below its draft threshold. So eo and kl keep root's "-" (and kl
  /// root's "E") and nds root's "." and ",", while ne has the Indian pattern
  /// (#,##,##0.###) the extraction skipped. (Debian's eo.xml, kl.xml and
  /// nds.xml of unicode-cldr-core 41-0.1 mark those values
  /// draft="unconfirmed"; the values are pinned so that any other difference fails.)
  static let numberDifferences: [String: [String: (xml: String, json: String)]] = [
    "eo": ["minusSign": ("−", "-")], "kl": ["minusSign": ("−", "-"), "exponential": ("×10^", "E")],
    "nds": ["decimal": (",", "."), "group": (".", ",")],
    "nds_NL": ["decimal": (",", "."), "group": (".", ",")],
    "ne": ["secondaryGroupSize": ("3", "2")], "ne_IN": ["secondaryGroupSize": ("3", "2")],
  ]

  @Test("number data agrees but for pinned differences; locales the JSON leaves out resolve alike")
  func numberData() throws {
    let xml = SharedReleases.xml41
    let json = SharedReleases.json41
    let xmlNumbers = try #require(xml.numbers)
    let jsonNumbers = try #require(json.numbers)
    #expect(xmlNumbers.count == 803)
    #expect(jsonNumbers.count == 574)
    #expect(Set(jsonNumbers.keys).isSubset(of: xmlNumbers.keys))
    let diff = ReleaseDiff(old: xml, new: json)
    var found: [String: [String: (xml: String, json: String)]] = [:]
    for change in diff.numberChanges {
      found[change.locale, default: [:]][change.field] = (change.old, change.new)
    }
    #expect(
      found.mapValues { $0.mapValues { "\($0.xml)|\($0.json)" } }
        == Self.numberDifferences.mapValues { $0.mapValues { "\($0.xml)|\($0.json)" } })
    // The JSON release leaves out the locales that add nothing to their
    // parent (default content, such as af_ZA) — and en_US_POSIX, whose
    // pattern 0.###### has no grouping. Each other one resolves, as the
    // runtime looks it up, to a locale with the same data.
    var unresolved: [String] = []
    for locale in Set(xmlNumbers.keys).subtracting(jsonNumbers.keys).sorted() {
      let chain = NumberTablesFile.chain(locale, parents: xml.parentLocales)
      guard let target = chain.dropFirst().first(where: { jsonNumbers[$0] != nil }),
        xmlNumbers[locale] == xmlNumbers[target]
      else {
        unresolved.append(locale)
        continue
      }
    }
    #expect(unresolved == ["en_US_POSIX"])
  }

  @Test("the diff of the two forms shows only the pinned differences")
  func diffOfForms() throws {
    let diff = ReleaseDiff(
      old: SharedReleases.xml41, new: SharedReleases.json41)
    #expect(diff.rules.isEmpty)
    #expect(diff.ranges.isEmpty)
    #expect(diff.parents.isEmpty)
    #expect(diff.likelySubtags.isEmpty)
    #expect(diff.numberLocalesAdded.isEmpty)
  }
}

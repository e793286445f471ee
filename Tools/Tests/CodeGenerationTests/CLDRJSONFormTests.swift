import CLDRData
@_spi(InternalJSON) import InternalJSON
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

/// A throwaway JSON release with the given supplemental files.
struct JSONTree {
  let directory: String

  static func wrap(_ key: String, _ body: String) -> String {
    """
    {
      "supplemental": {
        "version": {
          "_cldrVersion": "99"
        },
        "\(key)": \(body)
      }
    }
    """
  }

  init(plurals: String? = nil, likelySubtags: String? = nil) throws {
    directory = NSTemporaryDirectory() + "cldr-json-\(UUID().uuidString)"
    let supplemental = directory + "/" + CLDRJSONRelease.supplemental
    try FileManager.default.createDirectory(atPath: supplemental, withIntermediateDirectories: true)
    let files = [
      "plurals": plurals
        ?? Self.wrap(
          "plurals-type-cardinal",
          #"{"und": {"pluralRule-count-other": " @integer 0~15"}, "pt-PT": {"pluralRule-count-one": "i = 1 and v = 0 @integer 1", "pluralRule-count-other": " @integer 0, 2~16"}}"#
        ),
      "ordinals": Self.wrap(
        "plurals-type-ordinal", #"{"und": {"pluralRule-count-other": " @integer 0~15"}}"#),
      "pluralRanges": Self.wrap("plurals", #"{"pt-PT": {"pluralRange-start-one-end-other": "other"}}"#),
      "parentLocales": Self.wrap("parentLocales", #"{"parentLocale": {"pt-AO": "pt-PT", "az-Arab": "und"}}"#),
      "likelySubtags": Self.wrap(
        "likelySubtags", likelySubtags ?? #"{"pt": "pt-Latn-BR", "und-AO": "pt-Latn-AO"}"#),
    ]
    for (name, text) in files {
      try text.write(toFile: supplemental + name + ".json", atomically: true, encoding: .utf8)
    }
  }
}

@Suite("CLDR in JSON form")
struct CLDRJSONFormTests {
  @Test("a JSON release is read into the XML model: XML ids, one group per locale")
  func smallTree() throws {
    let tree = try JSONTree()
    #expect(CLDRTreeForm.detect(tree.directory) == .json)
    #expect(CLDRTreeForm.detect(xmlTree41) == .xml)
    #expect(CLDRTreeForm.detect(shippedRelease) == .json)
    let data = try CLDRPluralData.load(from: tree.directory)
    #expect(data.version == "99")
    #expect(data.cardinal.map(\.locales) == [["root"], ["pt_PT"]])
    #expect(data.cardinal[1].rules.map(\.count) == ["one", "other"])
    #expect(data.cardinal[1].rules[0].location.file.hasSuffix("cldr-core/supplemental/plurals.json"))
    #expect(data.cardinal[1].rules[0].location.line == 6)
    #expect(data.ranges.first?.ranges.first.map { "\($0.start)-\($0.end)=\($0.result)" } == "one-other=other")
    #expect(data.parentLocales == ["pt_AO": "pt_PT", "az_Arab": "root"])
    let likely = try CLDRLikelySubtags.load(from: tree.directory)
    #expect(likely.mappings.map { "\($0.from)>\($0.to)" } == ["pt>pt_Latn_BR", "und_AO>pt_Latn_AO"])
    let files = try Generation.generateAll(cldrDirectory: tree.directory)
    #expect(
      files.map(\.relativePath) == [
        PluralTablesFile.path, PluralRuleTextsFile.path,
        LikelySubtagsFile.path,
      ])
  }

  @Test("a folder in neither form is named as such")
  func neitherForm() throws {
    let directory = NSTemporaryDirectory() + "cldr-none-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    do {
      _ = try Generation.generateAll(cldrDirectory: directory)
      Issue.record("generated from an empty folder")
    } catch {
      #expect(
        "\(error)"
          == "\(directory):1:1: error: not a CLDR tree: neither common/supplemental/plurals.xml (XML) nor cldr-core/supplemental/plurals.json (JSON release) is there"
      )
    }
  }

  @Test("a malformed JSON file stops generation with file:line:column")
  func malformedFile() throws {
    let tree = try JSONTree(plurals: "{\n  \"supplemental\": {\n    \"version\": {,\n}")
    #expect(throws: GeneratorFailure.self) {
      try Generation.generateAll(cldrDirectory: tree.directory)
    }
    do {
      _ = try Generation.generateAll(cldrDirectory: tree.directory)
    } catch {
      #expect(
        "\(error)"
          == "\(tree.directory)/cldr-core/supplemental/plurals.json:3:17: error: malformed JSON: unexpected ',', expected a string key"
      )
    }
  }

  @Test("unexpected shapes and wrong samples are errors at their JSON value")
  func shapes() throws {
    // A key printed in a message goes through the reader's escaping: a control character shows as an escape.
    let badKey = try JSONTree(
      plurals: JSONTree.wrap(
        "plurals-type-cardinal", #"{"und": {"pluralRule-count-lots\u0007": " @integer 0"}}"#))
    let badKeyError = #expect(throws: CLDRDataError.self) { try CLDRPluralData.load(from: badKey.directory) }
    #expect(badKeyError?.kind == .invalidContent)
    let badKeyMessage = badKeyError?.message ?? ""
    #expect(
      !badKeyMessage.contains("\u{7}")
        && badKeyMessage.hasSuffix("found " + JSONReader.quoted("pluralRule-count-lots\u{7}")),
      "\(badKeyMessage)")
    // A likely subtag's target names a language, a script and a region: `pt-BR` lacks the script.
    let twoParts = try JSONTree(likelySubtags: #"{"pt": "pt-BR"}"#)
    defer { try? FileManager.default.removeItem(atPath: twoParts.directory) }
    let twoPartsError = #expect(throws: CLDRDataError.self) {
      try CLDRLikelySubtags.load(from: twoParts.directory)
    }
    #expect(
      twoPartsError?.kind == .invalidContent
        && twoPartsError?.message == JSONReader.quoted("pt_BR") + " is not language_Script_REGION",
      "\(String(describing: twoPartsError))")
    let wrongSample = try JSONTree(
      plurals: JSONTree.wrap(
        "plurals-type-cardinal",
        "{\"und\": {\"pluralRule-count-one\": \"n = 1 @integer 2\", \"pluralRule-count-other\": \" @integer 0\"}}"
      ))
    do {
      _ = try Generation.generateAll(cldrDirectory: wrongSample.directory)
      Issue.record("generated from a wrong sample")
    } catch {
      #expect("\(error)".contains("plurals.json:6:64: error: sample 2 of 'one' classifies as 'other'"))
    }
    let missing = try JSONTree(plurals: JSONTree.wrap("plurals-type-cardinals", "{}"))
    do {
      _ = try CLDRPluralData.load(from: missing.directory)
      Issue.record("read a file without cardinal rules")
    } catch {
      #expect(error.kind == .invalidContent)
      #expect(
        "\(error.location): \(error.message)"
          == "\(missing.directory)/cldr-core/supplemental/plurals.json:2:19: expected a member \"plurals-type-cardinal\" in this object"
      )
    }
  }

  @Test("files of two CLDR releases in one tree are refused at the other file's version")
  func mixedReleases() throws {
    let tree = try JSONTree()
    let ordinals = tree.directory + "/" + CLDRJSONRelease.supplemental + "ordinals.json"
    let older = JSONTree.wrap(
      "plurals-type-ordinal", #"{"und": {"pluralRule-count-other": " @integer 0~15"}}"#
    )
    .replacing(#""_cldrVersion": "99""#, with: #""_cldrVersion": "98""#)
    try older.write(toFile: ordinals, atomically: true, encoding: .utf8)
    do {
      _ = try CLDRPluralData.load(from: tree.directory)
      Issue.record("read plurals of CLDR 99 with ordinals of CLDR 98")
    } catch {
      #expect(error.kind == .invalidContent)
      #expect(
        "\(error.location): \(error.message)"
          == "\(ordinals):4:23: CLDR version 98 differs from plurals.json's 99")
    }
  }
}

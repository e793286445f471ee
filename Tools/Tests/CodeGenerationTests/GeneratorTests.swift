import CLDRData
import Foundation
import CodeGeneration
import PluralRuleSyntax
import Testing

/// The package root, found from this file's path.
let packageRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // Tools/Tests/CodeGenerationTests/GeneratorTests.swift
  return parts.joined(separator: "/")
}()

/// The CLDR release the package ships and generates from (JSON form).
let shippedRelease = packageRoot + "/cldr-data/json"

/// CLDR 41 in CLDR's XML form (Debian's files), for the XML reader's tests.
let xmlTree41 = packageRoot + "/cldr-data/xml"

/// A throwaway CLDR tree with the given files (paths relative to common/supplemental/).
struct CLDRTree {
  let directory: String

  init(
    plurals: String = CLDRTree.plurals(cardinal: CLDRTree.minimalRules), ordinals: String? = nil,
    ranges: String = CLDRTree.ranges, supplemental: String = CLDRTree.supplemental, version: String = "41"
  ) throws {
    directory = NSTemporaryDirectory() + "cldr-\(UUID().uuidString)"
    let supplementalDirectory = directory + "/common/supplemental"
    try FileManager.default.createDirectory(atPath: supplementalDirectory, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: directory + "/common/dtd", withIntermediateDirectories: true)
    let files = [
      "plurals.xml": plurals, "ordinals.xml": ordinals ?? CLDRTree.ordinals(CLDRTree.minimalRules),
      "pluralRanges.xml": ranges, "supplementalData.xml": supplemental,
    ]
    for (name, text) in files {
      try text.write(toFile: supplementalDirectory + "/" + name, atomically: true, encoding: .utf8)
    }
    try "<!ATTLIST version cldrVersion CDATA #FIXED \"\(version)\" >\n"
      .write(toFile: directory + "/common/dtd/ldmlSupplemental.dtd", atomically: true, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  static let minimalRules = """
        <pluralRules locales="root ja">
            <pluralRule count="other"> @integer 0~15, 100 @decimal 0.0~1.5</pluralRule>
        </pluralRules>
        <pluralRules locales="en">
            <pluralRule count="one">i = 1 and v = 0 @integer 1</pluralRule>
            <pluralRule count="other"> @integer 0, 2~16 @decimal 0.0~1.5</pluralRule>
        </pluralRules>
    """

  static func plurals(cardinal: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" ?>
    <!DOCTYPE supplementalData SYSTEM "../../common/dtd/ldmlSupplemental.dtd">
    <supplementalData>
        <version number="$Revision$"/>
        <plurals type="cardinal">
    \(cardinal)
        </plurals>
    </supplementalData>
    """
  }

  static func ordinals(_ rules: String) -> String {
    plurals(cardinal: rules).replacingOccurrences(of: "type=\"cardinal\"", with: "type=\"ordinal\"")
  }

  static let ranges = """
    <?xml version="1.0" encoding="UTF-8" ?>
    <supplementalData>
        <plurals>
            <pluralRanges locales="en">
                <pluralRange start="one" end="other" result="other"/>
            </pluralRanges>
        </plurals>
    </supplementalData>
    """

  static let supplemental = """
    <?xml version="1.0" encoding="UTF-8" ?>
    <supplementalData>
        <parentLocales>
            <parentLocale parent="root" locales="en_Dsrt"/>
        </parentLocales>
    </supplementalData>
    """
}

func generationErrors(_ tree: CLDRTree) -> [String] {
  defer { tree.remove() }
  do {
    _ = try Generation.generate(cldrDirectory: tree.directory)
    return []
  } catch {
    return error.diagnostics.map { $0.description.replacingOccurrences(of: tree.directory + "/", with: "") }
  }
}

@Suite("Generator")
struct GeneratorTests {
  @Test("the committed tables are what the generator writes from cldr-data/")
  func committedTablesAreFresh() throws {
    let files = try Generation.generateAll(cldrDirectory: shippedRelease)
    #expect(
      files.map(\.relativePath).sorted()
        == [
          LikelySubtagsFile.path, NumberTablesFile.path,
          PluralRuleTextsFile.path,
          PluralTablesFile.path,
        ].sorted())
    for file in files {
      let committed = try String(contentsOfFile: packageRoot + "/" + file.relativePath, encoding: .utf8)
      if committed != file.contents {
        let new = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
        Issue.record(
          """
          \(file.relativePath) is stale; first difference at line \(line + 1):
            committed: \(line < old.count ? String(old[line]) : "<end of file>")
            generated: \(line < new.count ? String(new[line]) : "<end of file>")
          Regenerate with: \(Generation.command)
          """)
      }
    }
  }

  @Test("generation is deterministic")
  func deterministic() throws {
    let first = try Generation.generate(cldrDirectory: shippedRelease)
    let second = try Generation.generate(cldrDirectory: shippedRelease)
    #expect(first == second)
  }

  @Test("identical rule sets are stored once")
  func deduplicated() throws {
    let contents = try #require(
      try Generation.generate(cldrDirectory: shippedRelease).last?.contents)
    let data = try CLDRPluralData.load(from: shippedRelease)
    let groups = data.cardinal + data.ordinal
    let distinct = Set(
      groups.map { group in
        group.rules.map { "\($0.count): \(try! PluralRule(parsing: $0.text))" }.sorted()
      })
    // Six rule texts per stored rule set.
    let ruleTexts = contents.components(separatedBy: "static let ruleTexts: [String] = [\n")[1]
      .components(separatedBy: "\n  ]")[0].split(separator: "\n")
    #expect(ruleTexts.count == distinct.count * 6)
    // Two elements with the same rules (as a split group in a later release would be) share one entry.
    let english = """
          <pluralRules locales="de">
              <pluralRule count="one">i = 1 and v = 0 @integer 1</pluralRule>
              <pluralRule count="other"> @integer 0, 2~16 @decimal 0.0~1.5</pluralRule>
          </pluralRules>
      """
    func ruleSetCount(_ cardinal: String) throws -> Int {
      let tree = try CLDRTree(plurals: CLDRTree.plurals(cardinal: cardinal))
      defer { tree.remove() }
      let text = try #require(
        try Generation.generate(cldrDirectory: tree.directory).first?.contents)
      return text.components(separatedBy: "static let conditionStarts: [UInt16] = [\n")[1]
        .components(separatedBy: "\n  ]")[0].split(separator: ",").count - 1
    }
    #expect(try ruleSetCount(CLDRTree.minimalRules + english) == ruleSetCount(CLDRTree.minimalRules))
  }

  @Test("a locale id the table key cannot hold is an error at its element")
  func unkeyableLocale() throws {
    let rules = CLDRTree.minimalRules.replacingOccurrences(of: "locales=\"en\"", with: "locales=\"en xnew\"")
    let errors = generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: rules)))
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("common/supplemental/plurals.xml:9:") == true, "\(errors)")
    #expect(errors.first?.contains("locale 'xnew' does not fit the table key") == true, "\(errors)")
  }

  @Test("malformed XML is reported with file:line:column")
  func malformedXML() throws {
    let broken = CLDRTree.plurals(
      cardinal: "<pluralRules locales=\"en\">\n<pluralRule count=\"one\">i = 1</pluralRules>")
    let errors = generationErrors(try CLDRTree(plurals: broken))
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("common/supplemental/plurals.xml:7:") == true, "\(errors)")
    #expect(errors.first?.contains("malformed XML: mismatched tag") == true, "\(errors)")
  }

  @Test("a malformed rule points at the offending character")
  func malformedRule() throws {
    let rules = CLDRTree.minimalRules.replacingOccurrences(of: "i = 1 and v = 0", with: "i = 1 and q = 0")
    let file = CLDRTree.plurals(cardinal: rules).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(file.firstIndex { $0.contains("q = 0") })
    let column =
      try #require(file[line].firstIndex(of: "q")).utf16Offset(in: file[line])
      - file[line].startIndex.utf16Offset(in: file[line]) + 1
    let errors = generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: rules)))
    #expect(
      errors == [
        "common/supplemental/plurals.xml:\(line + 1):\(column): expected an operand (n, i, v, w, f, t, c, e)"
      ])
  }

  @Test("a sample that classifies wrongly stops generation")
  func wrongSample() throws {
    let rules = CLDRTree.minimalRules.replacingOccurrences(
      of: "@integer 1</pluralRule>", with: "@integer 1, 3</pluralRule>")
    let errors = generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: rules)))
    #expect(errors.count == 1)
    #expect(
      errors.first?.contains("sample 3 of 'one' classifies as 'other' (locales: en)") == true, "\(errors)")
    #expect(errors.first?.hasPrefix("common/supplemental/plurals.xml:10:") == true, "\(errors)")
  }

  @Test("structural problems are errors with positions")
  func structure() throws {
    let badCount = CLDRTree.minimalRules.replacingOccurrences(of: "count=\"one\"", with: "count=\"single\"")
    #expect(
      generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: badCount))).first?.contains(
        "plurals.xml:10:") == true)
    let twice =
      CLDRTree.minimalRules
      + "<pluralRules locales=\"en\"><pluralRule count=\"other\"></pluralRule></pluralRules>"
    #expect(
      generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: twice))).first?.contains(
        "already has cardinal rules") == true)
    let noRoot = CLDRTree.minimalRules.replacingOccurrences(of: "root ja", with: "ja")
    #expect(
      generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: noRoot))).first?.contains(
        "no cardinal rules for 'root'") == true)
    let otherWithCondition = CLDRTree.minimalRules.replacingOccurrences(
      of: "<pluralRule count=\"other\"> @integer 0, 2~16",
      with: "<pluralRule count=\"other\">n = 5 @integer 0, 2~16")
    #expect(
      generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: otherWithCondition))).first?.contains(
        "must not have a condition") == true)
    let hugeModulus = CLDRTree.minimalRules.replacingOccurrences(
      of: "i = 1 and v = 0 @integer 1", with: "i % 7 = 1 and v = 0 @integer 1")
    #expect(
      generationErrors(try CLDRTree(plurals: CLDRTree.plurals(cardinal: hugeModulus))).contains {
        $0.contains("modulus 7 does not divide 10^18")
      })
    let badRange = CLDRTree.ranges.replacingOccurrences(of: "result=\"other\"", with: "result=\"lots\"")
    #expect(generationErrors(try CLDRTree(ranges: badRange)).first?.contains("pluralRanges.xml:5:") == true)
  }

  @Test("a missing file is an error naming it")
  func missingFile() throws {
    let tree = try CLDRTree()
    try FileManager.default.removeItem(atPath: tree.directory + "/common/supplemental/ordinals.xml")
    let errors = generationErrors(tree)
    #expect(
      errors == ["common/supplemental/ordinals.xml:1:1: cannot read the file: No such file or directory"])
  }

  @Test(
    "a CLDR XML file and the DTD are read as the runtime reads a document: a FIFO refused unread, a huge file by its size"
  )
  func fileKinds() throws {
    func replaced(_ file: String, _ make: (String) throws -> Void) throws -> [String] {
      let tree = try CLDRTree()
      defer { tree.remove() }  // also when making the file throws (generationErrors removes it too)
      try FileManager.default.removeItem(atPath: tree.directory + "/" + file)
      try make(tree.directory + "/" + file)
      return generationErrors(tree)
    }
    #expect(
      try replaced("common/supplemental/ordinals.xml", FileKinds.fifo) == [
        "common/supplemental/ordinals.xml:1:1: cannot read the file: not a regular file"
      ])
    #expect(
      try replaced("common/dtd/ldmlSupplemental.dtd", FileKinds.fifo) == [
        "common/dtd/ldmlSupplemental.dtd:1:1: cannot read the file: not a regular file (it states the CLDR version)"
      ])
    #expect(
      try replaced("common/supplemental/plurals.xml", FileKinds.pastLimit) == [
        "common/supplemental/plurals.xml:1:1: " + FileKinds.pastLimitMessage
      ])
    #expect(
      try replaced("common/dtd/ldmlSupplemental.dtd", FileKinds.pastLimit) == [
        "common/dtd/ldmlSupplemental.dtd:1:1: " + FileKinds.pastLimitMessage + " (it states the CLDR version)"
      ])
  }

  @Test("changes of later CLDR releases are accepted unchanged")
  func newerCLDR() throws {
    // Shapes from CLDR 42–46: `t % 10` (Icelandic), `he` without many, `mt` with two,
    // `vi` with an ordinal one, a new locale (`blo`, with zero), the `c` operand,
    // and component-specific parent locales.
    let cardinal =
      CLDRTree.minimalRules + """
            <pluralRules locales="is">
                <pluralRule count="one">t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11 @integer 1, 21, 31, 101, 1001, … @decimal 0.1, 1.0~1.1, 10.1, 100.1, 1000.1, …</pluralRule>
                <pluralRule count="other"> @integer 0, 2~16, 100, 1000, … @decimal 0.0, 0.2~0.9, 1.2~1.8, 10.0, 100.0, …</pluralRule>
            </pluralRules>
            <pluralRules locales="he">
                <pluralRule count="one">i = 1 and v = 0 or i = 0 and v != 0 @integer 1 @decimal 0.0~0.9, 0.00~0.05</pluralRule>
                <pluralRule count="two">i = 2 and v = 0 @integer 2</pluralRule>
                <pluralRule count="other"> @integer 0, 3~17, 100, 1000, … @decimal 1.0~2.5, 10.0, 100.0, …</pluralRule>
            </pluralRules>
            <pluralRules locales="mt">
                <pluralRule count="one">n = 1 @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000</pluralRule>
                <pluralRule count="two">n = 2 @integer 2 @decimal 2.0, 2.00, 2.000, 2.0000</pluralRule>
                <pluralRule count="few">n = 0 or n % 100 = 3..10 @integer 0, 3~10, 103~109, 1003, … @decimal 0.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …</pluralRule>
                <pluralRule count="many">n % 100 = 11..19 @integer 11~19, 111~117, 1011, … @decimal 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …</pluralRule>
                <pluralRule count="other"> @integer 20~35, 100~102, 1000, … @decimal 0.1~0.9, 1.1~1.7, 10.1, 100.0, …</pluralRule>
            </pluralRules>
            <pluralRules locales="fr">
                <pluralRule count="one">i = 0,1 @integer 0, 1 @decimal 0.0~1.5</pluralRule>
                <pluralRule count="many">e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5 or c = 6 @integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …</pluralRule>
                <pluralRule count="other"> @integer 2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 2.0001c3, 3.0001c3, 4.0001c3, 5.0001c3, 6.0001c3, …</pluralRule>
            </pluralRules>
            <pluralRules locales="blo">
                <pluralRule count="zero">n = 0 @integer 0 @decimal 0.0, 0.00, 0.000</pluralRule>
                <pluralRule count="one">n within 0..1 @integer 1 @decimal 0.1~1.0</pluralRule>
                <pluralRule count="other"> @integer 2~17 @decimal 1.1~2.6</pluralRule>
            </pluralRules>
        """
    let ordinal =
      CLDRTree.minimalRules + """
            <pluralRules locales="vi">
                <pluralRule count="one">n = 1 @integer 1</pluralRule>
                <pluralRule count="other"> @integer 0, 2~16, 100, 1000, …</pluralRule>
            </pluralRules>
        """
    let supplemental = """
      <?xml version="1.0" encoding="UTF-8" ?>
      <supplementalData>
          <cldrVersion version="46"/>
          <parentLocales>
              <parentLocale parent="root" locales="en_Dsrt"/>
          </parentLocales>
          <parentLocales component="segmentations">
              <parentLocale parent="en" locales="blo"/>
          </parentLocales>
      </supplementalData>
      """
    let tree = try CLDRTree(
      plurals: CLDRTree.plurals(cardinal: cardinal), ordinals: CLDRTree.ordinals(ordinal),
      supplemental: supplemental)
    defer { tree.remove() }
    let files = try Generation.generate(cldrDirectory: tree.directory)
    let tables = try #require(files.first { $0.relativePath == PluralTablesFile.path }?.contents)
    let texts = try #require(files.first { $0.relativePath == PluralRuleTextsFile.path }?.contents)
    #expect(tables.contains("Generated from CLDR 46 plural data"))
    #expect(tables.contains("// blo\n"))
    #expect(texts.contains("t % 10 = 1 and t % 100 != 11"))
    // Only the general parentLocales list is used.
    let data = try CLDRPluralData.load(from: tree.directory)
    #expect(data.parentLocales == ["en_Dsrt": "root"])
  }
}

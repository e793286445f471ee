import Foundation
@testable import LocalizedStrings
import SourceFiles
import Testing

@testable import LocalizedStrings
import TestSupport

/// The direct `.stringsdict` reader against the general one (property list
/// tree, then entries): where the direct one reads a file, both give the
/// same entries at the same places; elsewhere it gives up.
@Suite("Direct .stringsdict reader")
struct DirectReaderTests {
  /// Everything a table holds, in file order, with every location.
  static func dump(_ table: StringTable) -> [String] {
    table.keys.map { "\($0): \(dump(table.entries[$0]!))" } + ["\(table.entries.count) entries"]
      + table.diagnostics.map(\.description)
  }

  /// An entry with every text and location.
  static func dump(_ entry: StringEntry) -> String {
    func located(_ string: LocatedString?) -> String {
      guard let string else { return "nil" }
      return "\(string.text.debugDescription)@\(string.location)"
    }
    switch entry {
    case .string(let string):
      return "string \(located(string))"
    case .format(let format):
      let variables = format.variables.values.sorted { $0.name < $1.name }.map { variable in
        let variants = variable.variants.map { "\($0.key)=\(located($0.value))" }
        return
          "\(variable.name)@\(variable.location) \(variable.ruleType) \(located(variable.valueType)) \(variants)"
      }
      return "format \(format.key)@\(format.location) \(located(format.format)) \(variables)"
    case .width(let key, let variants, let location):
      return "width \(key)@\(location) \(variants.map { "\($0.width)=\(located($0.value))" })"
    case .device(let key, let variants, let location):
      return "device \(key)@\(location) \(variants.map { "\($0.device)=\(dump($0.value))" })"
    }
  }

  /// The general reader's table (without its `duplicate-key` findings) and its diagnostics, or its
  /// error.
  static func general(_ bytes: [UInt8], path: String) -> Result<
    (dump: [String], diagnostics: [LocalizationDiagnostic]), SourceError
  > {
    Result { () throws(SourceError) in
      let table = try StringTable(generalStringsdict: bytes, path: path, language: "en")
      // The keys written twice, which only the general reader reports, left out of the dump.
      let repeats = Set(
        table.diagnostics.filter { $0.code == .duplicateKey || $0.code == .identicalDuplicateKey }.map(
          \.description))
      return (dump(table).filter { !repeats.contains($0) }, table.diagnostics)
    }
  }

  /// What the direct reader's passes read of a document.
  struct Reads {
    /// Whether expat's pass read it.
    var parsed = false
    /// Whether the scanner read it (only what expat's pass reads).
    var scanned = false
    /// What the scanner found.
    var outcome = StringsdictScanner.Outcome.outsideSubset
  }

  /// Checks each of the direct reader's passes on `bytes` against the
  /// general reader: what a pass reads, the general reader reads to the
  /// same entries at the same places, and reports nothing on but the keys
  /// written twice inside an entry, which the tape finds when asked
  /// (`hasRepeatedKeys`, the linter's question); and the scanner reads
  /// nothing that expat's pass does not.
  @discardableResult
  static func check(_ bytes: [UInt8], path: String = "test.stringsdict", _ comment: Comment? = nil) -> Reads {
    let reference = general(bytes, path: path)
    var reads = Reads()
    for pass in [StringsdictDirectReader.Pass.parse, .scan] {
      guard let tape = StringsdictDirectReader.read(bytes, file: path, passes: [pass]),
        let direct = EntryIndex(tape: tape)
      else { continue }
      if pass == .parse { reads.parsed = true } else { reads.scanned = true }
      let table = StringTable(direct: direct, path: path, language: "en")
      guard case .success(let expected) = reference else {
        Issue.record("the \(pass) pass read what the general reader refuses: \(reference) \(comment ?? "")")
        continue
      }
      #expect(dump(table) == expected.dump, "\(pass) \(comment ?? "")")
      let codes = expected.diagnostics.map(\.code)
      #expect(
        codes.allSatisfy { $0 == .duplicateKey || $0 == .identicalDuplicateKey },
        "\(pass) read a file the general reader reports: \(comment ?? "")")
      #expect(direct.tape?.hasRepeatedKeys == !codes.isEmpty, "\(pass) \(comment ?? "")")
    }
    if reads.scanned && !reads.parsed {
      Issue.record("the scanner read what expat's events do not: \(comment ?? "")")
    }
    // A document the scanner finds of another shape is not given to expat: it must refuse it too.
    let builder = DirectBuilder()
    reads.outcome = bytes.withUnsafeBufferPointer { StringsdictScanner.read($0, into: &builder.state) }
    // (A document read whole can still be refused for a key there twice.)
    if reads.scanned { #expect(reads.outcome == .read, "\(comment ?? "")") }
    if reads.outcome == .notUsualShape && reads.parsed {
      Issue.record("the scanner found another shape where expat's events read the file: \(comment ?? "")")
    }
    return reads
  }

  @Test("reads the usual shape as the general reader does")
  func usualShape() throws {
    let body = [
      documentationExamples, polishMonths,
      "<key>plain</key><string>Just text, &amp; an entity</string>",
      "<key>empty</key><string/>",
      entry("é中😀 key", format: "\n  %#@n@ \t", variable("n", [("one", "é\n%d"), ("other", "中 %d 😀")])),
      entry(
        "width spec", format: "%#@w@", variable("w", spec: "NSStringVariableWidthRuleType", [("20", "x")])),
      // A variable named twice (the later one wins) among more than eight (looked up by bisection).
      entry(
        "many", format: (0..<10).map { "%\($0 + 1)$#@v\($0)@" }.joined(separator: " "),
        (0..<10).reversed().map { variable("v\($0)", [("one", "one \($0)"), ("other", "%d")]) }.joined()
          + variable("v3", [("other", "later %d")])),
      // Members repeated inside an entry: the last format, spec type and value type count, as the
      // property list gives them; a variant key twice stays twice.
      "<key>repeated</key><dict><key>NSStringLocalizedFormatKey</key><string>first %#@n@</string>"
        + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>ld</string>"
        + "<key>one</key><string>a</string><key>other</key><string>b</string><key>one</key><string>c</string></dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>%#@n@ last</string></dict>",
    ].joined(separator: "\n")
    // No carriage return: line feeds are found with memchr.
    #expect(!plist(body).utf8.contains(13))
    #expect(Self.check(Array(plist(body).utf8)).scanned)
    let table = try StringTable(bytes: Array(plist(body).utf8), path: "t.stringsdict", language: "en")
    #expect(
      try table.format("many", 1, 1, 1, 7, 1, 1, 1, 1, 1, 2)
        == "one 0 one 1 one 2 later 7 one 4 one 5 one 6 one 7 one 8 2")
    // Line ends of every kind, and no declaration.
    let crlf = plist(body).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.check(Array(crlf.utf8), "CRLF").parsed)
    #expect(Self.check(Array(plist(body).replacingOccurrences(of: "\n", with: "\r").utf8), "CR").parsed)
  }

  @Test("texts in pieces and text between elements: read as the general reader reads them")
  func textPieces() {
    // Character data reaches the direct reader inside keys and strings only (it turns it off
    // elsewhere): texts of several pieces (references, CDATA, comments, line ends) are whole,
    // and text between elements, which the property list ignores, changes nothing.
    let body = [
      "<key>a &amp; b</key><string>x &lt;<![CDATA[<y>]]><!-- c -->&#x4E2D;\r\nz</string>",
      "stray text <key>b</key> more <string>\n</string>\t",
      entry(
        "c&#38;", format: "%#@n@&#x20;<!-- x -->",
        variable("n", valueType: "<![CDATA[d]]>", [("o&#110;e", "&quot;%d&apos;"), ("other", "%d\r")])),
      "<key>é</key> <?pi x?> <string/>",
    ].joined(separator: "\n")
    #expect(Self.check(Array(plist(body).utf8)).parsed)
    #expect(Self.check(Array(plist(body).replacingOccurrences(of: "\n", with: "\r\n").utf8), "CRLF").parsed)
    // Each key and text at every offset of a word, for the reader's counting of columns.
    for indent in 0..<9 {
      let spaced = body.replacingOccurrences(
        of: "<key>", with: String(repeating: " ", count: indent) + "<key>")
      #expect(Self.check(Array(plist(spaced).utf8)).parsed, "indent \(indent)")
    }
  }

  @Test(
    "gives up where the general reader has more to say",
    arguments: [
      (
        "width entry",
        "<key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>a</string></dict></dict>"
      ),
      (
        "device entry",
        "<key>d</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>a</string></dict></dict>"
      ),
      ("duplicate key", "<key>a</key><string>1</string><key>a</key><string>2</string>"),
      (
        "no format key",
        "<key>a</key><dict><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict></dict>"
      ),
      (
        "no spec type",
        entry("a", format: "%#@n@", "<key>n</key><dict><key>other</key><string>x</string></dict>")
      ),
      ("unknown spec type", entry("a", format: "%#@n@", variable("n", spec: "Other", [("other", "x")]))),
      ("integer entry", "<key>a</key><integer>1</integer>"),
      ("array variant", entry("a", format: "%#@n@", "<key>n</key><dict><key>other</key><array/></dict>")),
      ("key without value", "<key>a</key><string>1</string><key>b</key>"),
      // The same inside an entry, after its variables: the general reader refuses it.
      (
        "key without value in an entry",
        entry("a", format: "%#@n@", variable("n", [("other", "%d")]), "<key>m</key>")
      ),
      // A width or device key beside a format key makes the entry a width or device entry.
      (
        "width key in an entry",
        entry("a", format: "%#@n@", variable("NSStringVariableWidthRuleType", [("other", "%d")]))
      ),
      (
        "device key in an entry",
        entry("a", format: "%#@n@", variable("NSStringDeviceSpecificRuleType", [("other", "%d")]))
      ),
      ("element in a string", "<key>a</key><string>x<b/>y</string>"),
      ("malformed", "<key>a</key><string>x</strin>"),
    ])
  func givesUp(_ name: String, _ body: String) {
    let bytes = Array(plist(body).utf8)
    #expect(
      StringsdictDirectReader.read(bytes, file: "t.stringsdict").flatMap(EntryIndex.init(tape:)) == nil,
      "\(name)")
    // Refused by the shape (straight to the general reader), outside the scanner's subset (tags
    // it does not know), or read whole and refused for its repeated key.
    let reads = Self.check(bytes, "\(name)")
    let expected: StringsdictScanner.Outcome =
      switch name {
      case "duplicate key": .read
      case "integer entry", "array variant", "element in a string", "malformed": .outsideSubset
      default: .notUsualShape
      }
    #expect(reads.outcome == expected, "\(name)")
  }

  /// An entry `key` of `count` variables `v0`, `v1` …, and `again` written a second time last.
  static func manyVariables(_ count: Int, again: String? = nil, key: String = "a") -> String {
    let names = (0..<count).map { "v\($0)" } + (again.map { [$0] } ?? [])
    return "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>"
      + (0..<count).map { "%\($0 + 1)$#@v\($0)@" }.joined(separator: " ") + "</string>"
      + names.map { variable($0, [("other", "%d")]) }.joined() + "</dict>"
  }

  @Test(
    "keys written twice inside an entry: read, the last kept, and found when a linter asks",
    arguments: [
      (
        "variable twice",
        entry(
          "a", format: "%#@n@ %#@m@", variable("n", [("other", "%d")]), variable("m", [("other", "%d")]),
          variable("n", [("other", "later %d")])), true
      ),
      (
        "format key twice",
        entry(
          "a", format: "%#@n@", variable("n", [("other", "%d")]),
          "<key>NSStringLocalizedFormatKey</key><string>%#@n@ last</string>"), true
      ),
      (
        "spec type twice",
        entry(
          "a", format: "%#@n@",
          "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>other</key><string>%d</string></dict>"), true
      ),
      (
        "value type twice",
        entry("a", format: "%#@n@", variable("n", [("NSStringFormatValueTypeKey", "ld"), ("other", "%d")])),
        true
      ),
      (
        "variant twice",
        entry("a", format: "%#@n@", variable("n", [("one", "a"), ("other", "%d"), ("one", "c")])), true
      ),
      (
        "variant twice, not a category",
        entry("a", format: "%#@n@", variable("n", [("x", "a"), ("x", "a")])), true
      ),
      // Past an entry's eighth variable, its names are looked up in a set: a repeat of an early
      // one and of a late one are found, twenty names are no repeat, and the next entry's are its own.
      (
        "a variable twice among twenty, first among the first eight",
        DirectReaderTests.manyVariables(20, again: "v3"), true
      ),
      (
        "a variable twice among twenty, both past the eighth",
        DirectReaderTests.manyVariables(20, again: "v12"), true
      ),
      ("twenty variables, none twice", DirectReaderTests.manyVariables(20), false),
      (
        "twenty variables, then an entry of the same twenty",
        DirectReaderTests.manyVariables(20) + DirectReaderTests.manyVariables(20, key: "b"), false
      ),
      // Two variables may share variant keys, and keys of one first byte and length may differ.
      (
        "no repeat",
        entry(
          "a", format: "%#@n@ %#@m@", variable("n", [("one", "a"), ("ope", "b"), ("other", "%d")]),
          variable("m", [("one", "a"), ("other", "%d")])), false
      ),
    ])
  func repeatedInsideEntries(_ name: String, _ body: String, _ repeated: Bool) throws {
    let bytes = Array(plist(body).utf8)
    let tape = try #require(StringsdictDirectReader.read(bytes, file: "t.stringsdict"), "\(name)")
    #expect(tape.hasRepeatedKeys == repeated, "\(name)")
    Self.check(bytes, "\(name)")
    // A linter's read is the general reader's, with its findings, where a key is written twice.
    let linted = try StringTable(
      findingRepeatedKeys: bytes, path: "t.stringsdict", kind: .stringsdict, language: "en")
    #expect(
      linted.diagnostics.contains { $0.code == .duplicateKey || $0.code == .identicalDuplicateKey }
        == repeated, "\(name)")
    #expect(linted.storage.index.tape == nil || !repeated, "\(name)")
  }

  @Test("random edits of a file: the direct reader reads the same or gives up")
  func mutations() {
    let lines = plist(
      [documentationExamples, polishMonths, "<key>plain</key><string>text</string>"].joined(separator: "\n")
    )
    .replacingOccurrences(of: "><", with: ">\n<")
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var generator = SeededGenerator(seed: TestSeed.seed("direct reader edits", default: 0x5EED_D1EC))
    var read = 0
    for trial in 0..<400 {
      var edited = lines
      for _ in 0...(trial % 3) {
        let index = Int(generator.next() % UInt64(edited.count - 6)) + 4
        switch generator.next() % 5 {
        case 0: edited.remove(at: index)
        case 1: edited.insert(edited[index], at: index)
        case 2: edited.swapAt(index, index + 1)
        case 3: edited[index] = edited[index].replacingOccurrences(of: "string>", with: "integer>")
        default: edited[index] = edited[index].replacingOccurrences(of: "Plural", with: "Width")
        }
      }
      if Self.check(Array(edited.joined(separator: "\n").utf8), "trial \(trial)").parsed { read += 1 }
    }
    // Both outcomes happen (the checks above are not vacuous).
    #expect(read > 40)
    #expect(read < 360)
  }

  @Test("random edits of bytes: the scanner reads what expat's events read, or gives up")
  func scannerEdits() {
    // A document in the scanner's subset, with every kind of text it knows: entities, characters
    // of two, three and four bytes before a string on the same line, comments, empty elements.
    let base = Array(
      plist(
        [
          "<!-- a comment, é -->", documentationExamples, polishMonths,
          "<key>plain</key>  <string>Terms &amp; &lt;conditions&gt; &quot;q&apos; é中😀 ]] > - -</string>",
          "<key>empty</key><string/>",
          "<key>é</key><string>中😀</string><key>after</key>\t<string>\n multi\n line\n</string>",
        ].joined(separator: "\n")
      ).utf8)
    #expect(Self.check(base, "base").scanned)
    // What the scanner must refuse or read exactly as expat does.
    let texts: [String] = [
      "&amp;", "&#65;", "&#x41;", "&nbsp;", "&", "&amp", "]]>", "]]", "]", "\r", "\r\n", "\u{0}", "\u{1}",
      "\u{B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{10FFFF}", "<!-- c -->", "<!-- -- -->", "<!--->",
      "<!---->", "--", "-->", "<![CDATA[x]]>", "<?pi?>",
      " ", "\t", "\n", "<", ">", "/", "</key>", "<key>", "<string>", "</string>", "<dict>", "</dict>",
      "<dict/>", "<string/>", "<key/>", "<key >", "<plist>", "</plist>", "<integer>1</integer>", "'", "\"",
      "é", "😀", "x", "<?xml version=\"1.0\"?>", "\u{FEFF}",
    ]
    // Noncharacters (U+FFFE, U+FFFF, U+FDD0, U+1FFFE), then bytes that are not UTF-8.
    let pieces =
      texts.map { Array($0.utf8) }
      + [[0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF], [0xEF, 0xB7, 0x90], [0xF0, 0x9F, 0xBF, 0xBE]]
      + [
        [0xC0, 0x80], [0xC1, 0xBF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF],
        [0xE4, 0xB8],
      ]
    var generator = SeededGenerator(seed: TestSeed.seed("scanner edits", default: 0x5CA2_ED17))
    var scanned = 0
    var parsedOnly = 0
    var otherShape = 0
    // Half the edits just after a tag's ">", where text and white space start (elsewhere most
    // edits break a tag, and both give up).
    let afterTags = base.indices.filter { base[$0] == UInt8(ascii: ">") }.map { $0 + 1 }
    for trial in 0..<1500 {
      var bytes = base
      for _ in 0...(trial % 2) {
        var offset = Int(generator.next() % UInt64(bytes.count))
        if generator.next() % 2 == 0, let after = afterTags.last(where: { $0 < bytes.count && $0 <= offset })
        {
          offset = after
        }
        switch generator.next() % 4 {
        case 0: bytes.removeSubrange(offset..<min(bytes.count, offset + 1 + Int(generator.next() % 12)))
        case 1: bytes[offset] = UInt8(truncatingIfNeeded: generator.next())
        default: bytes.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: offset)
        }
      }
      let reads = Self.check(bytes, "trial \(trial)")
      if reads.scanned { scanned += 1 }
      if reads.parsed && !reads.scanned { parsedOnly += 1 }
      if reads.outcome == .notUsualShape { otherShape += 1 }
    }
    print(
      "scanner edits: \(scanned) read by the scanner, \(parsedOnly) by expat's events alone, \(otherShape) of another shape"
    )
    // Every outcome happens (the comparisons above are not vacuous).
    #expect(scanned > 75)
    #expect(parsedOnly > 40)
    #expect(otherShape > 40)
  }

  @Test("reads real files as the general reader does", .enabled(if: Corpus.isAvailable, Corpus.absent))
  func corpus() throws {
    let files = Corpus.files(ending: ".stringsdict")
    var read = 0
    var scanned: [String] = []
    for file in files {
      let path = Corpus.directory + "/" + file
      let bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init))
      let reads = Self.check(bytes, path: path, "\(file)")
      if reads.parsed { read += 1 }
      if reads.scanned { scanned.append(file) }
    }
    print(
      "direct reader: \(read) of \(files.count) corpus .stringsdict files, \(scanned.count) by the scanner")
    #expect(files.count > 20)
    #expect(read * 2 > files.count)
    // The scanner's subset is what tools write: it reads all but a few of the files expat's events read.
    #expect(scanned.count + 3 >= read)
  }
}

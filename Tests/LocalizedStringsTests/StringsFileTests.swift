import Foundation
@testable import LocalizedStrings
import Plurals
@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

@Suite(".strings files")
struct StringsFileTests {
  func parse(_ text: String) throws(SourceError) -> [String: String] {
    Dictionary(
      try StringsFileReader.parse(Array(text.utf8), file: "t.strings").map { ($0.key, $0.value.text) },
      uniquingKeysWith: { $1 })
  }

  @Test("comments, escapes, unquoted words, braces, key-only entries")
  func syntax() throws {
    let text = """
      /* A comment */
      // Another
      "quote" = "He said \\"hi\\"\\n";
      "unicode" = "caf\\U00e9 \\U0001F600? \\UD83D\\UDE00";
      "backslash" = "a\\\\b";
      unquoted = value_1;
      "octal" = "\\101";
      "octal digits" = "\\1012\\60";
      "alone";
      "multi
      line" = "ok";
      """
    let pairs = try parse(text)
    #expect(pairs["quote"] == "He said \"hi\"\n")
    #expect(pairs["unicode"] == "café \u{01}F600? 😀")
    #expect(pairs["backslash"] == "a\\b")
    #expect(pairs["unquoted"] == "value_1")
    #expect(pairs["octal"] == "A")
    // At most three octal digits: the fourth is text.
    #expect(pairs["octal digits"] == "A20")
    #expect(pairs["alone"] == "alone")
    #expect(pairs["multi\nline"] == "ok")
    #expect(try parse("{ \"a\" = \"b\"; }") == ["a": "b"])
  }

  @Test("UTF-16 with either byte order mark, UTF-8 with one")
  func encodings() throws {
    let text = "\"k\" = \"Grüße 😀\";"
    var little: [UInt8] = [0xFF, 0xFE]
    var big: [UInt8] = [0xFE, 0xFF]
    for unit in text.utf16 {
      little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    for bytes in [little, big, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
      #expect(try StringsFileReader.parse(bytes, file: "t.strings").first?.value.text == "Grüße 😀")
    }
  }

  @Test(
    "errors carry line and column",
    arguments: [
      ("\"a\" = \"b\"", "t.strings:1:10: expected ';' after the entry for \"a\""),
      ("\"a\" = \"b;", "t.strings:1:7: unterminated string"),
      ("/* open", "t.strings:1:1: unterminated /* comment"),
      ("\"a\" = \n  = ;", "t.strings:2:3: expected a string, found '='"),
      ("{ \"a\" = \"b\";", "t.strings:1:13: missing '}' at the end of the file"),
      // A high surrogate followed by another (found by FuzzStrings: it overflowed), unterminated.
      ("\"\\n\\n\\UDafa\\UDafau", "t.strings:1:1: unterminated string"),
    ])
  func errors(_ text: String, _ expected: String) {
    #expect {
      _ = try parse(text)
    } throws: { ($0 as? SourceError)?.description == expected }
    #expect(throws: SourceError.self) { try StringsFileReader.parse([0xC3, 0x28], file: "t.strings") }
  }

  @Test("the XML property list form")
  func xmlForm() throws {
    #expect(try parse(plist("<key>a</key><string>b</string>")) == ["a": "b"])
    #expect(throws: SourceError.self) { try parse(plist("<key>a</key><integer>1</integer>")) }
  }

  @Test(
    "the DuckDuckGo .strings file matches Foundation's reading",
    .enabled(if: Corpus.isAvailable, Corpus.absent))
  func corpusStrings() throws {
    let path = Corpus.directory + "/duckduckgo_iOS/en.lproj/Localizable.strings"
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let ours = try StringsFileReader.parse(Array(data), file: path)
    let foundation = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    #expect(ours.count == foundation.count)
    for (key, value) in ours { #expect(foundation[key] == value.text, "\(key)") }
  }

  /// CoreFoundation's old-style reader quotes with `'` as well as `"`, ending a string at the
  /// mark it opened with (`CFOldStylePList.c`, `parsePlistString`); Foundation on Linux is that
  /// reader.
  @Test(
    "a string quoted with ' reads as CoreFoundation reads it",
    arguments: [
      "'a' = 'A';\n", "\"a\" = 'it\\'s';\n", "'say \"hi\"' = \"it's\";\n", "k = 'v \"w\"';\n",
      "'a';\n'b' = \"B\";\n", "{ 'a' = '%d files'; \"b\" = 'x\\u00e9'; }\n", "'a' = '';\n",
    ])
  func singleQuotes(_ text: String) throws {
    let ours = try StringsFileReader.parse(Array(text.utf8), file: "L.strings")
    let foundation = try #require(
      try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
    #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value.text) }) == foundation)
    #expect(!foundation.isEmpty)
  }

  @Test("an unterminated '-quoted string is an error, as is one closed with the other mark")
  func singleQuoteUnterminated() {
    for text in ["'a' = 'A;\n", "'a\" = \"A\";\n"] {
      #expect(throws: SourceError.self, "\(text)") {
        try StringsFileReader.parse(Array(text.utf8), file: "L.strings")
      }
      #expect((try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)) == nil)
    }
  }

  /// A `//` comment ends where CoreFoundation ends it: at LF, CR, U+2028 or U+2029, not at NEL,
  /// a form feed or a vertical tab. Before, only LF ended one, and a file whose lines end in CR
  /// lost every entry after its first `//` comment, silently.
  @Test(
    "a // comment ends where CoreFoundation's ends it (CR, LF, U+2028, U+2029; not NEL, FF, VT)",
    arguments: ["\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0C}", "\u{0B}"])
  func lineCommentEnd(_ end: String) throws {
    let text = "// note\(end)\"a\" = \"A\";\(end)\"b\" = \"B\"; // more\(end)\"c\" = \"C\";\(end)"
    let ours = try StringsFileReader.parse(Array(text.utf8), file: "L.strings")
    let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
    let expected = try #require(foundation as? [String: String])
    #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value.text) }) == expected)
    #expect(
      StringsFileReader.endsLineComment(Unicode.Scalar(end.unicodeScalars.first!)) == (expected.count == 3))
  }

  /// Each entry's line, with LF, CR LF or a lone CR ending the lines (a lone CR is a classic Mac
  /// OS line end, counted as expat counts one in XML): the same lines and columns in all three.
  @Test(
    "lines end at LF, at CR LF and at a lone CR: each entry at the same line and column",
    arguments: ["\n", "\r\n", "\r"])
  func lineEnds(_ end: String) throws {
    let text = ["/* a */", "\"a\" = \"A\";", "", "  \"b\" = \"B\";", "// c", "\"c\" = \"C\";"].joined(
      separator: end)
    let ours = try StringsFileReader.parse(Array(text.utf8), file: "L.strings")
    #expect(ours.map(\.key) == ["a", "b", "c"])
    #expect(ours.map(\.value.location.line) == [2, 4, 6])
    #expect(ours.map(\.value.location.column) == [7, 9, 7])
  }
}

@Suite("Binary property lists")
struct BinaryPlistTests {
  @Test(
    "every corpus .stringsdict reads the same in binary form", .enabled(if: Corpus.isAvailable, Corpus.absent)
  )
  func corpusInBinary() throws {
    for file in Corpus.files(ending: ".stringsdict") {
      let data = try Data(contentsOf: URL(fileURLWithPath: Corpus.directory + "/" + file))
      let object = try PropertyListSerialization.propertyList(from: data, format: nil)
      let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
      let xml = try StringTable(bytes: Array(data), path: file)
      let bin = try StringTable(bytes: Array(binary), path: file)
      #expect(Set(xml.keys) == Set(bin.keys), "\(file)")
      for key in xml.keys where !file.contains("organicmaps") {
        #expect(xml.string(key, 3, "x", "y") == bin.string(key, 3, "x", "y"), "\(file) \(key)")
      }
    }
  }

  @Test("truncated and bit-flipped binary plists are errors, never crashes")
  func hostile() throws {
    let object = try PropertyListSerialization.propertyList(from: Data(plist(filesEntry).utf8), format: nil)
    let binary = Array(
      try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
    var rng = TestSeed.generator("bit-flipped binary plists")
    var rejected = 0
    for length in stride(from: 0, to: binary.count, by: 7) {
      if (try? StringTable(bytes: Array(binary[..<length]), path: "t")) == nil { rejected += 1 }
    }
    #expect(rejected > 0)
    for _ in 0..<5000 {
      var bytes = binary
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        bytes[Int.random(in: 8..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      }
      if let table = try? StringTable(bytes: bytes, path: "t") {
        for key in table.keys { _ = table.string(key, 1) }
      }
    }
    // A dictionary that contains itself.
    var cyclic = Array("bplist00".utf8)
    cyclic += [0xD1, 0x01, 0x00]  // object 0 at offset 8: dict, 1 pair, key ref 1, value ref 0 (itself)
    cyclic += [0x51, 0x6B]  // object 1 at offset 11: "k"
    let table = cyclic.count
    cyclic += [8, 11]
    cyclic +=
      [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [
        0, 0, 0, 0, 0, 0, 0, UInt8(table),
      ]
    #expect {
      _ = try StringTable(bytes: cyclic, path: "t")
    } throws: { ($0 as? SourceError)?.kind == .malformed }
  }
}

@Suite("Localization matching")
struct LocalizationMatchingTests {
  @Test(
    "region-only, script, legacy and case variants of folder names are found",
    arguments: [
      (["lt"], ["lt_LT", "fr_ca", "sk-SK", "cy_GB", "en"], ["lt_LT", "en"]),
      (["sk"], ["lt_LT", "sk-SK", "en"], ["sk-SK", "en"]),
      (["cy"], ["cy_GB", "en"], ["cy_GB", "en"]),
      (["sr-Latn"], ["sr", "sr@latin", "en"], ["sr@latin", "en"]),
      (["sr"], ["sr", "sr@latin", "en"], ["sr", "en"]),
      (["zh-TW"], ["zh_CN", "zh_TW", "en"], ["zh_TW", "en"]),
      (["zh-TW"], ["zh_CN", "en"], ["en"]),
      (["zh-HK"], ["zh-hans", "zh-Hant", "en"], ["zh-Hant", "en"]),
      (["zh-Hans-CN"], ["zh-hans", "zh-Hant", "en"], ["zh-hans", "en"]),
      (["fr-CA"], ["French", "fr_ca", "English"], ["fr_ca", "French", "English"]),
      (["de-AT", "fr"], ["German", "French", "English"], ["German", "English"]),
      (["ja"], ["Japanese", "English"], ["Japanese", "English"]),
      (["en-AU"], ["en_US", "en_GB", "de"], ["en_GB", "en_US"]),
      // A CLDR parent (en_001) comes before the language without a region that is not one (en-Latn).
      (["en-AU"], ["en-Latn", "en_001"], ["en_001", "en-Latn"]),
      // The region the language most likely means comes before the others, whatever their names.
      (["en"], ["en_GB", "en_US", "de"], ["en_US", "en_GB"]),
      (["es"], ["es_AR", "es_ES", "en"], ["es_ES", "es_AR", "en"]),
      (["de"], ["de_AT", "de_CH", "de_DE"], ["de_DE", "de_AT", "de_CH"]),
      (["es-MX"], ["es", "es_419", "es_ES", "en"], ["es_419", "es", "es_ES", "en"]),
      (["he"], ["iw", "en"], ["iw", "en"]),
      (["pl"], ["Base", "mul", "en"], ["en", "Base"]),
    ] as [([String], [String], [String])])
  func matching(_ languages: [String], _ folders: [String], _ expected: [String]) throws {
    var files: [String: String] = [:]
    for folder in folders { files["\(folder).lproj/Localizable.strings"] = "\"k\" = \"\(folder)\";" }
    let fixture = try BundleFixture(files)
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.preferredLocalizations(for: languages) == expected)
    // The table found carries the folder's language.
    if let first = expected.first, first != "Base" {
      #expect(bundle.localizer(languages: languages).localizedString(forKey: "k") == first)
    }
  }

  @Test("a Russian file in a legacy Russian.lproj folder formats with Russian rules")
  func legacyFolderRules() throws {
    let fixture = try BundleFixture([
      "Russian.lproj/Localizable.stringsdict": plist(
        entry(
          "bots", format: "%#@n@",
          variable(
            "n", [("one", "%d активный бот"), ("few", "%d активных бота"), ("many", "%d активных ботов")]))),
      "English.lproj/Localizable.strings": "\"x\" = \"y\";",
    ])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(
      try bundle.localizer(languages: ["ru-RU"], numbers: .plain).format("bots", 2) == "2 активных бота")
    #expect(try bundle.localizer(languages: ["ru"], numbers: .plain).format("bots", 5) == "5 активных ботов")
    #expect(bundle.preferredLocalizations(for: ["en-GB"]) == ["English"])
  }

  @Test("language tags from every spelling")
  func tags() {
    #expect(LanguageTag("pt_BR")?.identifier == "pt-BR")
    #expect(LanguageTag("zh-hans")?.identifier == "zh-Hans")
    #expect(LanguageTag("English")?.identifier == "en")
    #expect(LanguageTag("Traditional Chinese")?.identifier == "zh-Hant")
    #expect(LanguageTag("sr@latin")?.identifier == "sr-Latn")
    #expect(LanguageTag("sr_RS@latin")?.identifier == "sr-Latn-RS")
    #expect(LanguageTag("iw")?.identifier == "he")
    #expect(LanguageTag("de_DE.UTF-8@euro")?.identifier == "de-DE")
    #expect(LanguageTag("zh-TW")?.maximized.identifier == "zh-Hant-TW")
    #expect(LanguageTag("sr")?.maximized.identifier == "sr-Cyrl-RS")
    #expect(LanguageTag("lt")?.maximized.identifier == "lt-Latn-LT")
    for name in ["Base", "mul", "und", "root", "", "Resources"] {
      #expect(LanguageTag(name) == nil, "\(name)")
    }
  }
}

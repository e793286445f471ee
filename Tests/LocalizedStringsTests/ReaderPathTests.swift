import Foundation
import Testing

@testable import LocalizedStrings

/// Which reader loads which file (ARCHITECTURE.md, "Which reader runs when"):
/// a `.stringsdict` is read by `StringsdictScanner` when it is in its subset
/// and of the usual shape, else by expat's events when it is of the usual
/// shape, else by the general reader; a `.strings` by `StringsFileReader`;
/// a String Catalog by `CatalogIndex`. Counted on the corpus, so that the
/// map's figures (and the benchmark's lists, Benchmarks/reader-costs.sh) come
/// from the code.
@Suite("Which reader runs when")
struct ReaderPathTests {
  enum Path: String, CaseIterable {
    case scanner, expat, general, strings, catalog
  }

  /// The reader `StringTable` loads `bytes` (a `.stringsdict`) with.
  static func path(ofStringsdict bytes: [UInt8], file: String) -> Path {
    if let tape = StringsdictDirectReader.read(bytes, file: file, passes: [.scan]),
      EntryIndex(tape: tape) != nil
    {
      return .scanner
    }
    if let tape = StringsdictDirectReader.read(bytes, file: file), EntryIndex(tape: tape) != nil {
      return .expat
    }
    return .general
  }

  static func plist(_ body: String, doctype: String = "") -> [UInt8] {
    Array(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\(doctype)<plist version=\"1.0\"><dict>\(body)</dict></plist>"
        .utf8)
  }

  static let plural =
    "<key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>"
    + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
    + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
    + "<key>other</key><string>%d</string></dict></dict>"

  @Test(
    "each shape of file takes its reader, and the table says it read it directly or not",
    arguments: [
      ("tools' subset", plist("<key>a</key><string>x</string>" + plural), Path.scanner),
      ("a character reference", plist("<key>a</key><string>&#65;</string>" + plural), .expat),
      ("CDATA", plist("<key>a</key><string><![CDATA[<x>]]></string>"), .expat),
      ("a processing instruction", plist("<key>a</key><string>x</string>", doctype: "<?x?>"), .expat),
      ("an integer", plist("<key>a</key><integer>1</integer>" + plural), .general),
      ("a key twice", plist("<key>a</key><string>x</string><key>a</key><string>y</string>"), .general),
      (
        "a width entry", plist("<key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict/></dict>"),
        .general
      ),
    ])
  func shapes(_ name: String, _ bytes: [UInt8], _ expected: Path) throws {
    #expect(Self.path(ofStringsdict: bytes, file: "t.stringsdict") == expected, "\(name)")
    let table = try StringTable(bytes: bytes, path: "t.stringsdict", kind: .stringsdict, language: "en")
    #expect((table.storage.index.tape != nil) == (expected != .general), "\(name)")
  }

  @Test("the corpus by reader", .enabled(if: Corpus.isAvailable, Corpus.absent))
  func corpus() throws {
    var files: [Path: [String]] = [:]
    for file in Corpus.files(ending: ".stringsdict") {
      let path = Corpus.directory + "/" + file
      let bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init))
      let reader = Self.path(ofStringsdict: bytes, file: path)
      // What the table did agrees: a tape for the direct reader's two passes, none for the general reader.
      let table = try StringTable(bytes: bytes, path: path, kind: .stringsdict, language: "en")
      #expect((table.storage.index.tape != nil) == (reader != .general), "\(file)")
      files[reader, default: []].append(file)
    }
    files[.strings] = Corpus.files(ending: ".strings")
    files[.catalog] = Corpus.files(ending: ".xcstrings")
    let counts = Path.allCases.map { "\($0.rawValue) \(files[$0]?.count ?? 0)" }
    print("readers of ../shared/corpus: \(counts.joined(separator: ", "))")
    // One line a reader, its files relative to the corpus (Benchmarks/reader-costs.sh reads them).
    for path in Path.allCases {
      print("reader \(path.rawValue): \((files[path] ?? []).joined(separator: " "))")
    }
    // The figures of ARCHITECTURE.md's map: a change to a reader or to the corpus that moves a
    // file from one reader to another shows here.
    #expect(counts == ["scanner 47", "expat 1", "general 1", "strings 19", "catalog 17"])
  }
}

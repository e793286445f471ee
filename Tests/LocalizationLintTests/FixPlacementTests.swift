import Foundation
import LocalizedStrings
import SourceFiles
import TestSupport
import Testing

@testable import LocalizationLint

/// What `--fix` rewrote, read by Foundation's property list reader (CoreFoundation's
/// parsers: XML, old-style `.strings`, UTF-16): a reader the fixer shares no code with.
func foundationRead(_ path: String) throws -> NSDictionary? {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  return try PropertyListSerialization.propertyList(from: data, format: nil) as? NSDictionary
}

/// Lints `root`, fixes what `--fix` fixes and writes it.
func applyFixes(_ root: String) -> (fixes: LintFixes, before: LintReport, after: LintReport) {
  let before = Linter.lint(paths: [root])
  let fixes = LintFixes(report: before, roots: [root])
  let failures = fixes.apply()
  #expect(failures.isEmpty, "\(failures)")
  return (fixes, before, Linter.lint(paths: [root]))
}

/// `text` in one of the encodings a localization file may have.
enum FileEncoding: CaseIterable, CustomStringConvertible {
  case utf8, utf8WithMark, utf16LittleEndian, utf16BigEndian

  func bytes(_ text: String) -> [UInt8] {
    switch self {
    case .utf8: Array(text.utf8)
    case .utf8WithMark: [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case .utf16LittleEndian: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    case .utf16BigEndian: [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
  }

  var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }

  var description: String {
    switch self {
    case .utf8: "UTF-8"
    case .utf8WithMark: "UTF-8 with a byte order mark"
    case .utf16LittleEndian: "UTF-16LE"
    case .utf16BigEndian: "UTF-16BE"
    }
  }
}

@Suite("lint --fix: fixes at the bytes the reader recorded, checked by reading the fixed text again")
struct FixPlacementTests {
  /// A key's start tag as a hostile file may write it: each is still `<key>` to every XML reader.
  static let keyTags = ["<key >", "<key\t>", "<key id=\"2\">", "<key\n>", "<key\r\n   >", "<key\n id='x'\n>"]

  @Test(
    "an identical copy whose <key> tag is spelled oddly, after another entry on its line: that copy goes",
    arguments: keyTags)
  func oddKeyTag(tag: String) throws {
    let first = "<key>title</key><string>Files</string>"
    let line = "<key>other</key><string>Other text</string> \(tag)title</key ><string>Files</string>"
    let text = plist(first + "\n" + line + "\n<key>last</key><string>Last</string>")
    let fixture = try LintFixture(["en.lproj/L.stringsdict": text])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.stringsdict"
    let (fixes, before, after) = applyFixes(fixture.root)
    #expect(before.countsByCode[.identicalDuplicateKey] == 1)
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    let expected = plist(
      first + "\n<key>other</key><string>Other text</string>\n<key>last</key><string>Last</string>")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    #expect(
      try foundationRead(path) == ["title": "Files", "other": "Other text", "last": "Last"] as NSDictionary)
  }

  @Test(
    "a UTF-16 .stringsdict's findings are placed at the same lines and columns as its UTF-8 twin's",
    arguments: [FileEncoding.utf16LittleEndian, .utf16BigEndian])
  func utf16Positions(encoding: FileEncoding) throws {
    let text = plist(
      "<key>é</key><string>Café</string>\n<key>ü</key><string>x</string> <key>é</key><string>Café</string>")
    let utf8 = try LintFixture(["en.lproj/L.stringsdict": text])
    defer { utf8.remove() }
    let utf16 = try LintFixture([:])
    defer { utf16.remove() }
    try FileManager.default.createDirectory(
      atPath: utf16.root + "/en.lproj", withIntermediateDirectories: true)
    try Data(encoding.bytes(text.replacing("UTF-8", with: "UTF-16"))).write(
      to: URL(fileURLWithPath: utf16.root + "/en.lproj/L.stringsdict"))
    let places = { (root: String) in
      Linter.lint(paths: [root]).diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
    }
    #expect(places(utf8.root) == ["5:32 identical-duplicate-key"])
    #expect(places(utf16.root) == places(utf8.root))
  }

  @Test("identical copies of empty elements (<string/>, <dict/>): the later one removed whole")
  func emptyElementCopies() throws {
    let text = plist("<key>e</key><string/>\n<key>f</key><string>F</string>\n<key>e</key><string/>")
    let fixture = try LintFixture(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.strings"
    let (fixes, _, after) = applyFixes(fixture.root)
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == plist("<key>e</key><string/>\n<key>f</key><string>F</string>"))
    #expect(try foundationRead(path) == ["e": "", "f": "F"] as NSDictionary)
  }

  @Test("a .strings copy after another entry on its line, with comments between its tokens: that copy goes")
  func stringsCopySharingALine() throws {
    let text =
      "\"title\" = \"Files\";\n\"other\" = \"O\"; \"title\" /* again */ =\n  \"Files\" ;\n\"z\" = \"Z\";\n"
    let fixture = try LintFixture(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    let path = fixture.root + "/en.lproj/L.strings"
    let (fixes, _, after) = applyFixes(fixture.root)
    #expect(fixes.fixCount == 1, "\(fixes.skipped)")
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "\"title\" = \"Files\";\n\"other\" = \"O\";\n\"z\" = \"Z\";\n")
  }

  @Test("a .strings string's content is between its quotes, either mark; an unquoted word is all content")
  func stringsContent() throws {
    let strings = "\"a\" = \"A %d\";\n\"b\" = 'B %d';\n\"c\" = word;\n"
    let text = try #require(
      try FixableText(fileBytes: Array(strings.utf8), kind: .strings, path: "en.lproj/L.strings"))
    let bytes = Array(strings.utf8)
    let content = { (line: Int) in
      text.stringContent(at: SourcePosition(line: line, column: 7)).map {
        String(decoding: bytes[$0], as: UTF8.self)
      }
    }
    #expect(content(1) == "A %d")
    #expect(content(2) == "B %d")
    #expect(content(3) == "word")
    #expect(text.stringContent(at: SourcePosition(line: 1, column: 1)) == nil)
  }

  @Test("a fixed text that reads differently from what the fixes mean is refused, for both readers")
  func readBackRefuses() throws {
    // The fixes are made by hand with wrong bytes: the read-back must notice.
    let strings = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n"
    let stringsText = try #require(
      try FixableText(fileBytes: Array(strings.utf8), kind: .strings, path: "en.lproj/L.strings"))
    let copy = try #require(stringsText.entryRemoval(at: SourcePosition(line: 3, column: 7)))
    let removal = LintFix(file: "L.strings", range: copy, replacement: "", code: .identicalDuplicateKey)
    let fixed = FixedFile.applying([removal], to: stringsText.bytes)
    #expect(
      stringsText.refusal(of: fixed, fixes: [(removal, .entry(SourcePosition(line: 3, column: 7)))]) == nil)
    // The line of "b" removed as if it were the copy: the range is checked against the entry named.
    let wrong = LintFix(file: "L.strings", range: 11..<22, replacement: "", code: .identicalDuplicateKey)
    #expect(
      stringsText.refusal(
        of: FixedFile.applying([wrong], to: stringsText.bytes),
        fixes: [(wrong, .entry(SourcePosition(line: 3, column: 7)))])
        != nil)
    // A rewrite inside the string named whose bytes break the string out of its quotes.
    let quote = LintFix(
      file: "L.strings", range: 18..<19, replacement: "\"; \"c\" = \"C", code: .conversionLookAlike)
    let broken = FixedFile.applying([quote], to: stringsText.bytes)
    #expect(
      stringsText.refusal(of: broken, fixes: [(quote, .string(SourcePosition(line: 2, column: 7)))]) != nil)
    // The entry of "b" removed at its own bytes: it has no copy, so readers would lose it.
    let unique = try #require(stringsText.entryRemoval(at: SourcePosition(line: 2, column: 7)))
    let lost = LintFix(file: "L.strings", range: unique, replacement: "", code: .identicalDuplicateKey)
    #expect(
      stringsText.refusal(
        of: FixedFile.applying([lost], to: stringsText.bytes),
        fixes: [(lost, .entry(SourcePosition(line: 2, column: 7)))])
        == "a removed entry has no identical copy before it")

    let list = plist(
      "<key>a</key><string>A</string>\n<key>b</key><string>B</string>\n<key>a</key><string>A</string>")
    let listText = try #require(
      try FixableText(fileBytes: Array(list.utf8), kind: .stringsdict, path: "en.lproj/L.stringsdict"))
    let element = try #require(listText.stringContent(at: SourcePosition(line: 5, column: 13)))
    let escape = LintFix(
      file: "L.stringsdict", range: element, replacement: "B</string><key>c</key><string>C",
      code: .conversionLookAlike)
    #expect(
      listText.refusal(
        of: FixedFile.applying([escape], to: listText.bytes),
        fixes: [(escape, .string(SourcePosition(line: 5, column: 13)))])
        != nil)
    let keyB = try #require(listText.entryRemoval(at: SourcePosition(line: 5, column: 1)))
    let lostB = LintFix(file: "L.stringsdict", range: keyB, replacement: "", code: .identicalDuplicateKey)
    #expect(
      listText.refusal(
        of: FixedFile.applying([lostB], to: listText.bytes),
        fixes: [(lostB, .entry(SourcePosition(line: 5, column: 1)))])
        == "a removed entry has no identical copy before it")
    let copyA = try #require(listText.entryRemoval(at: SourcePosition(line: 6, column: 1)))
    let removeA = LintFix(file: "L.stringsdict", range: copyA, replacement: "", code: .identicalDuplicateKey)
    #expect(
      listText.refusal(
        of: FixedFile.applying([removeA], to: listText.bytes),
        fixes: [(removeA, .entry(SourcePosition(line: 6, column: 1)))])
        == nil)
    let outside = LintFix(
      file: "L.stringsdict", range: (element.lowerBound - 1)..<element.upperBound, replacement: "",
      code: .conversionLookAlike)
    #expect(
      listText.refusal(
        of: FixedFile.applying([outside], to: listText.bytes),
        fixes: [(outside, .string(SourcePosition(line: 5, column: 13)))])
        == "a rewrite reaches past the string it rewrites")
  }

  @Test(
    "random files of each shape and encoding × random fixable findings: every finding fixed, every other entry unchanged to Foundation's reader"
  )
  func randomFiles() throws {
    var generator = TestSeed.generator("FixPlacementTests.randomFiles")
    for round in 0..<48 {
      let shape = RandomLocalizationFile.Shape.allCases[round % 3]
      let encoding = FileEncoding.allCases[(round / 3) % 4]
      let file = RandomLocalizationFile(shape: shape, encoding: encoding, using: &generator)
      let name = "en.lproj/R." + (shape == .stringsdict ? "stringsdict" : "strings")
      let fixture = try LintFixture([:])
      defer { fixture.remove() }
      try FileManager.default.createDirectory(
        atPath: fixture.root + "/en.lproj", withIntermediateDirectories: true)
      let path = fixture.root + "/" + name
      try Data(file.bytes).write(to: URL(fileURLWithPath: path))
      let context = "round \(round), \(shape), \(encoding): \(file.text.debugDescription)\(TestSeed.note)"
      let beforeRead = try foundationRead(path)
      #expect(beforeRead == file.dictionary(fixed: false), "Foundation reads the file as written; \(context)")
      let (fixes, before, after) = applyFixes(fixture.root)
      #expect(fixes.skipped.isEmpty, "\(fixes.skipped); \(context)")
      #expect(fixes.fixedFindings == file.planted, "\(before.diagnostics); \(context)")
      #expect(after.diagnostics.isEmpty, "\(after.diagnostics); \(context)")
      #expect(try foundationRead(path) == file.dictionary(fixed: true), "\(context)")
      let written = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(Array(written.prefix(2)) == Array(file.bytes.prefix(2)), "the encoding is kept; \(context)")
    }
  }
}

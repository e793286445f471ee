import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// The `.strings` files of two tables, L and M, in en and pl: "deleted" in both tables with
/// texts that differ from table to table and from language to language, a key of each table's
/// own, and in M a key ("shared") whose Polish text prints a second argument (refused in pl,
/// so left in both languages).
private let tables: [String: String] = [
  "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n\"added\" = \"%d files added\";\n",
  "pl.lproj/L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n\"added\" = \"Dodano plików: %d\";\n",
  "en.lproj/M.strings": "\"deleted\" = \"%d photos deleted\";\n\"shared\" = \"%d files shared\";\n",
  "pl.lproj/M.strings":
    "\"deleted\" = \"Usunięto zdjęć: %d\";\n\"shared\" = \"Udostępniono %d plików w %@\";\n",
]

/// The migration's lookups (each file's entries by key, the runtime's tables of each round's
/// files, the lines of a text) give what looking through the files each time gave.
@Suite("plurals lint --fix: what a migration reads once is each file's own")
struct PluralMigrationCacheTests {
  @Test(
    "two tables in two languages: every entry is checked against its own table's files, the refused one stays"
  )
  func twoTables() throws {
    let fixture = try LintFixture(tables)
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.countsByCode[.pluralCandidate] == 4)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    // A runtime check reading another file's table (another language's, another table's) would
    // find a different text, or none, and refuse the entry.
    #expect(fixes.fixedFindings == [.pluralCandidate: 3], "\(fixes.skipped)")
    #expect(fixes.skipped.count == 1)
    #expect(fixes.skipped.first?.contains("en.lproj/M.strings:2:") == true, "\(fixes.skipped)")
    #expect(fixes.skipped.first?.contains("pl.lproj/M.strings prints an argument other") == true)
    #expect(fixes.apply().isEmpty)
    for (name, original) in tables {
      let before = try StringTable(bytes: Array(original.utf8), path: name, kind: .strings)
      let dictName = name.replacing(".strings", with: ".stringsdict")
      let after = try StringTable(contentsOf: fixture.root + "/" + dictName)
      let left = try StringTable(contentsOf: fixture.root + "/" + name)
      for key in ["deleted", "added", "shared"] where before.keys.contains(key) {
        if key == "shared" {
          #expect(left.keys.contains(key) && !after.keys.contains(key), "\(name)")
          continue
        }
        #expect(!left.keys.contains(key), "\(name) \(key)")
        for number in 0...300 {
          let old = try before.format(key, number)
          #expect(try after.format(key, number) == old, "\(dictName) \(key) \(number)")
        }
      }
    }
  }

  @Test("a line's start, the next line's and the line ending, looked up, are where a walk finds them")
  func lineStarts() throws {
    let texts: [(String, LocalizationFileKind)] = [
      ("\"a\" = \"b\";\r\n\"c\" = \"d\";\r\"e\" = \"f\";\n\n\"g\" = \"h\";", .strings),
      ("\"a\" = \"b\"; \"c\" = \"d\"; \"e\" = \"f\";", .strings),
      ("\n\r\r\n\"a\" = \"b\";\r\n", .strings),
      (#"{"sourceLanguage":"en","strings":{"%lld files":{}},"version":"1.0"}"#, .catalog),
      ("{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n\r\n  }\r\n}\r\n", .catalog),
    ]
    for (written, kind) in texts {
      let text = try #require(try FixableText(fileBytes: Array(written.utf8), kind: kind, path: "x"))
      let bytes = text.bytes
      func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
      for offset in 0...bytes.count {
        var start = offset
        while start > 0 && !isBreak(bytes[start - 1]) { start -= 1 }
        #expect(text.lineStart(of: offset) == start, "\(written.debugDescription) \(offset)")
        var next = offset
        while next < bytes.count && !isBreak(bytes[next]) { next += 1 }
        if next < bytes.count && bytes[next] == 0x0D { next += 1 }
        if next < bytes.count && bytes[next] == 0x0A { next += 1 }
        #expect(text.nextLineStart(after: offset) == next, "\(written.debugDescription) \(offset)")
      }
      let first = bytes.firstIndex(where: isBreak)
      let ending =
        first.map { at in
          bytes[at] == 0x0A ? "\n" : (at + 1 < bytes.count && bytes[at + 1] == 0x0A ? "\r\n" : "\r")
        } ?? "\n"
      #expect(text.lineEnding == ending, "\(written.debugDescription)")
    }
  }
}

import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// The `.strings` pairs as CoreFoundation reads them (Apple's reader; swift-corelibs-foundation's
/// on Linux is the same OpenStep parser).
private func appleReading(_ text: String) throws -> [String: String] {
  let list = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
  return try #require(list as? [String: String])
}

@Suite("plurals lint --fix: a .strings escape Apple reads otherwise than meant is not migrated")
struct PluralMigrationEscapeTests {
  /// A `.strings` file (en or fr) whose "deleted" entry spells an escape CoreFoundation reads
  /// otherwise than this package's reader, in its value or its key.
  @Test(
    "refused, nothing written: \\u and octal escapes above \\177, in a value or a key, in English or French",
    arguments: [
      (#""deleted" = "%d fichiers supprim\u00e9s";"#, "fr", "\\u"),
      (#""deleted" = "%d files \351";"#, "en", "\\351"),
      (#""deleted" = "%d files \400";"#, "fr", "\\400"),
      (#""dele\u0074ed" = "%d files deleted";"#, "en", "\\u"),
    ])
  func refused(entry: String, language: String, escape: String) throws {
    var tree = [
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n\"title\" = \"T\";\n",
      "fr.lproj/L.strings": "\"deleted\" = \"%d fichiers\";\n\"title\" = \"T\";\n",
    ]
    tree["\(language).lproj/L.strings"] = entry + "\n\"title\" = \"T\";\n"
    // The premise: this package's reader reads the entry as Apple's does (u00e9, a NeXTSTEP
    // character), not as its author surely meant it (é): the migration would carry that on.
    let text = try #require(tree["\(language).lproj/L.strings"])
    let apple = try appleReading(text)
    let table = try StringTable(bytes: Array(text.utf8), path: "\(language).lproj/L.strings", kind: .strings)
    let key = try #require(apple.keys.first { $0 != "title" })
    #expect(key != "deleted" || (try? table.format("deleted", 3)) == String(format: apple[key]!, 3))
    #expect(key == "deleted" || table.keys.contains(key))
    let fixture = try LintFixture(tree)
    defer { fixture.remove() }
    let written = fixture.contents()
    let report = fixture.lint()
    #expect(report.countsByCode[.pluralCandidate] == 1, "\(report.findings.map(\.diagnostic))")
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.files.isEmpty)
    #expect(
      fixes.skipped.contains {
        $0.contains("\(language).lproj/L.strings writes \(escape), which Apple's reader reads otherwise")
      }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(fixture.contents() == written)
  }

  /// Escapes both readers read alike still migrate, and the `.stringsdict` written holds Apple's
  /// reading of the entry.
  @Test(
    "migrated: \\U with four digits, an escaped backslash before u, an octal escape below \\200",
    arguments: [
      #""deleted" = "%d fichiers supprim\U00e9s";"#, #""deleted" = "%d fichiers \\u00e9";"#,
      #""deleted" = "%d fichiers \101\177";"#,
    ])
  func migrated(entry: String) throws {
    let french = entry + "\n"
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n", "fr.lproj/L.strings": french,
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    let dict = try #require(FileManager.default.contents(atPath: fixture.root + "/fr.lproj/L.stringsdict"))
    let list = try PropertyListSerialization.propertyList(from: dict, options: [], format: nil)
    let variable = (list as? [String: [String: Any]])?["deleted"]?["count"] as? [String: String]
    #expect(variable?["other"] == (try appleReading(french))["deleted"])
    #expect(variable?["one"] == variable?["other"])
  }

  @Test("the escapes found, and those passed over")
  func scanner() {
    func found(_ text: String) -> String? { MisreadEscapes.first(in: Array(text.utf8)[...]) }
    #expect(found(#"a\u0041"#) == "\\u")
    #expect(found(#"a\\u0041"#) == nil)
    #expect(found(#"a\\\u0041"#) == "\\u")
    #expect(found(#"\200"#) == "\\200")
    #expect(found(#"\1775"#) == nil)
    #expect(found(#"\17\200"#) == "\\200")
    #expect(found(#"\U00e9\n\t\"\\"#) == nil)
    #expect(found(#"ends with \"#) == nil)
  }
}

@Suite("plurals lint --fix: no entry moves into or out of a file Apple rejects (a DOCTYPE's internal subset)")
struct PluralMigrationRejectedFileTests {
  static let subsetDoctype = "<!DOCTYPE plist [<!ENTITY f \"files\">]>\n"

  /// The English `.strings` entry, and a file whose DOCTYPE has an internal subset: the English
  /// `.stringsdict` the entry would move to, or a French `.strings` file written as a property list.
  @Test(
    "refused, nothing written: the subset in the .stringsdict the entry moves to, or in an XML .strings file",
    arguments: [
      (
        "en.lproj/L.stringsdict",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(subsetDoctype)<plist version=\"1.0\">\n<dict>\n"
          + "<key>x</key><string>&f;</string>\n</dict>\n</plist>\n"
      ),
      (
        "fr.lproj/L.strings",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(subsetDoctype)<plist version=\"1.0\">\n<dict>\n"
          + "<key>deleted</key><string>%d fichiers</string>\n</dict>\n</plist>\n"
      ),
    ])
  func refused(name: String, text: String) throws {
    // The premise: CoreFoundation (Apple's parser) rejects the file, which the runtime here reads.
    #expect(throws: (any Error).self) {
      try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
    }
    let kind: LocalizationFileKind = name.hasSuffix(".stringsdict") ? .stringsdict : .strings
    _ = try StringTable(bytes: Array(text.utf8), path: name, kind: kind)
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n\"title\" = \"T\";\n", name: text,
    ])
    defer { fixture.remove() }
    let written = fixture.contents()
    let report = fixture.lint()
    #expect(report.countsByCode[.pluralCandidate] == 1)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(
      fixes.skipped.contains { $0.contains("\(name) has a DOCTYPE with an internal subset") },
      "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(fixture.contents() == written)
  }

  @Test("a DOCTYPE without a subset still takes the entry, and Apple's parser reads the file written")
  func doctypeWithoutSubset() throws {
    let dictionary =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
      + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
      + "<key>x</key><string>y</string>\n</dict>\n</plist>\n"
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n", "en.lproj/L.stringsdict": dictionary,
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    let data = try #require(FileManager.default.contents(atPath: fixture.root + "/en.lproj/L.stringsdict"))
    let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    #expect((list as? [String: Any])?["x"] as? String == "y")
    #expect((list as? [String: Any])?["deleted"] != nil)
  }

  /// A character no XML property list carries (`\a`, U+0007) refuses its own entry when
  /// planned, in its text (English or Polish) or its key: the other entries moving into the
  /// same `.stringsdict` files move, each without a note.
  @Test(
    "an entry with a character a property list cannot carry is refused alone; the others migrate",
    arguments: [
      ("en", #""bell" = "%d files \a \b";"#, "its text in ", "U+0007"),
      ("pl", #""bell" = "%d plików \a";"#, "its text in ", "U+0007"),
      ("en", #""bell\b" = "%d files";"#, "its key holds ", "U+0008"),
    ])
  func uncarriedAlone(language: String, entry: String, reason: String, character: String) throws {
    var tree = [
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n\"bell\" = \"%d files\";\n",
      "pl.lproj/L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n\"bell\" = \"%d plików\";\n",
    ]
    tree["\(language).lproj/L.strings"] =
      "\"deleted\" = \"\(language == "en" ? "%d files deleted" : "Usunięto plików: %d")\";\n" + entry + "\n"
    let fixture = try LintFixture(tree)
    defer { fixture.remove() }
    let report = fixture.lint()
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    let notes = fixes.skipped.filter { $0.contains("[plural-candidate]") }
    #expect(notes.count == 1, "\(notes)")
    #expect(notes.first?.contains(reason) == true, "\(notes)")
    #expect(notes.first?.contains("holds \(character), a character a property list cannot carry") == true)
    #expect(fixes.apply().isEmpty)
    let contents = fixture.texts()
    #expect(contents["en.lproj/L.stringsdict"]?.contains("<key>deleted</key>") == true)
    #expect(contents["pl.lproj/L.stringsdict"]?.contains("<key>deleted</key>") == true)
    #expect(contents["\(language).lproj/L.strings"] == entry + "\n")
  }

  /// A `.stringsdict` key canonically equal to the `.strings` key but written with other code
  /// points (NFC `café` there, NFD here, or the reverse) refuses the migration with that reason.
  @Test(
    "a .stringsdict key in other code points refuses the move, saying so",
    arguments: [
      ("cafe\u{301} %d files", "caf\u{E9} %d files"), ("caf\u{E9} %d files", "cafe\u{301} %d files"),
    ])
  func canonicallyEqualKey(strings: String, stringsdict: String) throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"\(strings)\" = \"\(strings)\";\n",
      "en.lproj/L.stringsdict": plist(
        entry(stringsdict, format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files")]))),
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.countsByCode[.pluralCandidate] == 1, "\(report.diagnostics)")
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(
      fixes.skipped.contains { $0.contains("L.stringsdict has the key written with other code points") },
      "\(fixes.skipped)")
  }
}

import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `untranslated-table` beyond its rule's examples (which are `.strings` files):
/// a `.stringsdict` copied into other languages, and what counts as a word.
@Suite("untranslated-table: a translation that is the development language's copy")
struct UntranslatedTableTests {
  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    <key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string>
        <key>other</key><string>%d files</string>
      </dict>
    </dict>
    </dict>
    </plist>

    """

  @Test("a .stringsdict copied into pl and ja: each copy reported once, in its language; en-GB's copy is not")
  func copiedStringsdict() throws {
    let fixture = try LintFixture([
      "en.lproj/L.stringsdict": Self.stringsdict, "pl.lproj/L.stringsdict": Self.stringsdict,
      "ja.lproj/L.stringsdict": Self.stringsdict, "en-GB.lproj/L.stringsdict": Self.stringsdict,
    ])
    defer { fixture.remove() }
    let found = fixture.lint().findings.filter { $0.diagnostic.code == .untranslatedTable }
    #expect(found.compactMap { $0.subject?.language }.sorted() == ["ja", "pl"], "\(found)")
    #expect(found.allSatisfy { $0.diagnostic.severity == .warning && $0.diagnostic.location.line == 1 })
  }

  /// The development language's table of `files`, `songs` and `photos` (each with a word), or its
  /// first `entries`, as a `.strings` file or a `.stringsdict`.
  static func table(_ entries: Int = 3, stringsdict: Bool) -> String {
    let names = ["files", "songs", "photos"].prefix(entries)
    guard stringsdict else { return names.map { "\"\($0)\" = \"%d \($0)\";\n" }.joined() }
    return plist(
      names.map {
        entry($0, format: "%#@n@", variable("n", [("one", "%d \($0.dropLast())"), ("other", "%d \($0)")]))
      }.joined())
  }

  @Test(
    "only a copy of the whole table is one: a copy of some of its keys is not (they are missing-key), in a .strings table and a .stringsdict",
    arguments: [false, true])
  func wholeCopyOnly(stringsdict: Bool) throws {
    let file = stringsdict ? "L.stringsdict" : "L.strings"
    let english = Self.table(stringsdict: stringsdict)
    let fixture = try LintFixture([
      "en.lproj/\(file)": english, "de.lproj/\(file)": english,
      // Every key it has is the development language's text, one key left out.
      "fr.lproj/\(file)": Self.table(2, stringsdict: stringsdict),
    ])
    defer { fixture.remove() }
    let findings = fixture.lint().findings
    let untranslated = findings.filter { $0.diagnostic.code == .untranslatedTable }
    #expect(untranslated.compactMap { $0.subject?.language } == ["de"], "\(untranslated)")
    #expect(untranslated.first?.diagnostic.message.contains("every entry of de's table (3)") == true)
    // The copied part is untranslated too, but the key left out is what the findings say.
    let missing = findings.filter { $0.diagnostic.code == .missingKey }
    #expect(missing.map(\.subject?.language) == ["fr"], "\(missing)")
    #expect(missing.first?.diagnostic.message.hasPrefix("key 'photos' of en is missing in fr") == true)
  }

  @Test(
    "a word is two letters in a row outside the conversions",
    arguments: [
      ("%d files", true), ("OK", true), ("%@ ok", true), ("%lld", false), ("%#@files@", false),
      ("%1$@ %2$@", false), ("—", false), ("%d%%", false), ("%1$lld × %2$lld", false), ("%#@n@ x", false),
    ])
  func word(text: String, expected: Bool) {
    #expect(EntryChecks.hasWordOutsideConversions(text) == expected, "\(text)")
  }
}

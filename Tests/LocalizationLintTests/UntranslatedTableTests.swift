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

  @Test(
    "a word is two letters in a row outside the conversions",
    arguments: [
      ("%d files", true), ("OK", true), ("%@ ok", true), ("%lld", false), ("%#@files@", false),
      ("%1$@ %2$@", false), ("—", false), ("%d%%", false), ("%1$lld × %2$lld", false), ("%#@n@ x", false),
    ])
  func word(text: String, expected: Bool) {
    #expect(LanguageComparison.hasWordOutsideConversions(text) == expected, "\(text)")
  }
}

import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `variable-name-character`: a `%#@name@` whose name CoreFoundation would cut (a character
/// other than an ASCII letter or digit, `_` or `]`), in an entry's format and in a variant's
/// text, for `.stringsdict` files; a String Catalog's substitution names are not CF's to read.
@Suite("variable-name-character: names CoreFoundation cuts")
struct VariableNameCharacterTests {
  static func findings(_ files: [String: String]) throws -> [LintFinding] {
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    return fixture.lint().findings.filter { $0.diagnostic.code == .variableNameCharacter }
  }

  static func entry(format: String, variable: String, variant: String = "%d files") -> String {
    plist(
      """
      <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>\(variable)</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d file</string>
          <key>other</key><string>\(variant)</string>
        </dict>
      </dict>
      """)
  }

  @Test("each cut name is an error naming the character, in the format and in a variant")
  func reported() throws {
    for (name, character) in [
      ("na-me", "U+002D '-'"), ("files.count", "U+002E '.'"), ("файлы", "U+0444 'ф'"),
    ] {
      let found = try Self.findings([
        "en.lproj/L.stringsdict": Self.entry(format: "%#@\(name)@", variable: name)
      ])
      #expect(found.count == 1, "\(name): \(found)")
      let finding = try #require(found.first)
      #expect(finding.diagnostic.severity == .error)
      #expect(
        finding.diagnostic.message.contains("%#@\(name)@ in 'k' holds \(character)"),
        "\(finding.diagnostic.message)")
    }
    let inVariant = try Self.findings([
      "en.lproj/L.stringsdict": Self.entry(format: "%#@n@", variable: "n", variant: "%d files %#@a b@")
    ])
    #expect(inVariant.count == 1, "\(inVariant)")
    #expect(inVariant.first?.diagnostic.message.contains("U+0020 ' '") == true)
  }

  @Test("letters, digits, _ and ] are a name's; a catalog's substitution is not checked")
  func notReported() throws {
    #expect(
      try Self.findings(["en.lproj/L.stringsdict": Self.entry(format: "%#@Files_2]@", variable: "Files_2]")])
        .isEmpty)
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld left":{"localizations":{"en":{
      "stringUnit":{"state":"translated","value":"%#@left.count@"},
      "substitutions":{"left.count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"%arg left"}},
      "other":{"stringUnit":{"state":"translated","value":"%arg left"}}}}}}}}}}}
      """
    #expect(try Self.findings(["L.xcstrings": catalog]).isEmpty)
  }
}

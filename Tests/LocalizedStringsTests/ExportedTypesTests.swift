// This file imports LocalizedStrings alone: what it names below is what a user
// of the product names without another import.
import LocalizedStrings
import Testing

@Suite("What `import LocalizedStrings` names")
struct ExportedTypesTests {
  @Test("the lower modules' types in its API: a locale, its rules, its number format")
  func lowerModulesTypes() throws {
    let polish = try #require(CLDRLocale("pl"))
    let options = FormatOptions(pluralLocale: polish, numberFormatLocale: polish)
    let rules: PluralRules = PluralRules(locale: polish)
    #expect(rules.category(for: 5) == .many)
    #expect(LocalizedNumberFormat(locale: polish).format(12_345) == "12\u{A0}345")
    let table = try StringTable(
      bytes: Array(#""files" = "%d plików";"#.utf8), path: "en.lproj/Localizable.strings", kind: .strings)
    #expect(try table.format("files", 12_345, options: options) == "12\u{A0}345 plików")
    let location = SourceLocation(file: "pl.lproj/Localizable.strings", line: 1, column: 1)
    #expect(location.line == 1)
  }
}

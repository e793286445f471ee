import Testing

@testable import LocalizationLint

/// The builders of the rules' examples (`Rules/ExampleEntries.swift`): what they write is what
/// the examples' tests lint, so a builder that wrote another shape would change every example.
@Suite("The rules' example builders")
struct ExampleBuilderTests {
  @Test("a mark goes before the anchor's first occurrence, and nowhere when it is absent")
  func marks() {
    #expect("abab".marked(before: "b") == "a↓bab")
    #expect("abab".marked(before: "ab") == "↓abab")
    #expect("abc".marked(before: "x") == "abc")
  }

  @Test("an entry's defaults: the format %#@n@ and one plural variable n of value type d, one and other")
  func entryDefaults() {
    #expect(
      pluralEntry("k") == """
        <key>k</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string>
            <key>other</key><string>%d files</string>
          </dict>
        </dict>

        """)
    // A nil format or spec type leaves its line out; variables are written in the order given.
    #expect(
      pluralEntry("k", format: nil, pluralVariable("a", spec: nil, valueType: nil, forms: [("x", "y")]))
        == "<key>k</key><dict>\n  <key>a</key><dict>\n    <key>x</key><string>y</string>\n  </dict>\n</dict>\n"
    )
    #expect(
      deviceEntry([("mac", "Click")])
        == pluralEntry(
          "k", format: nil,
          pluralVariable(
            "NSStringDeviceSpecificRuleType", spec: nil, valueType: nil, forms: [("mac", "Click")])))
  }

  @Test("a one-file example and a per-language one name their files by language")
  func examples() {
    #expect(RuleExample.strings("x", language: "fr").files.map(\.path) == ["fr.lproj/L.strings"])
    let tree = RuleExample.stringsdict(["en": pluralEntry("a"), "pl": pluralEntry("a")])
    #expect(tree.files.map(\.path) == ["en.lproj/L.stringsdict", "pl.lproj/L.stringsdict"])
    #expect(tree.files[0].text == stringsdictFile(pluralEntry("a")))
  }
}

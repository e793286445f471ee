import LocalizationLint
import Testing

@Suite("the version line: the CLDR release of the rules and, when it differs, of the number data")
struct VersionLineTests {
  @Test(
    "one release when both agree, both when the number data is of another (generated with --shipped-numbers)")
  func releases() {
    #expect(SwiftPlurals.versionLine(rules: "48", numbers: "48") == "\(SwiftPlurals.version) (CLDR 48)")
    #expect(
      SwiftPlurals.versionLine(rules: "45", numbers: "48")
        == "\(SwiftPlurals.version) (CLDR 45, number data CLDR 48)")
    // The shipped tables: one release.
    #expect(SwiftPlurals.numberDataVersion == SwiftPlurals.cldrVersion)
    #expect(SwiftPlurals.versionLine == "\(SwiftPlurals.version) (CLDR \(SwiftPlurals.cldrVersion))")
  }
}

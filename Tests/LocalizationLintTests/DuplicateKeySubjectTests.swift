import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// A key written twice at the top level of a file is the subject of its
/// `duplicate-key` finding, as the baseline, suppressions and the reports name
/// it: not the entry before it, which a finding's place alone would give (the
/// copy kept is the later one, whose entry starts after the key reported).
@Suite("duplicate keys: the finding's key is the key written twice")
struct DuplicateKeySubjectTests {
  static func stringsdict(_ second: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key>
        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
    <key>NSStringFormatValueTypeKey</key><string>d</string>\
    <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
      </dict>
      <key>k</key>
      <string>plain</string>
      <key>k</key>
      <string>\(second)</string>
      <key>z</key>
      <string>last</string>
    </dict>
    </plist>

    """
  }

  @Test(
    "a .stringsdict's key written again, identical or not: the finding, its JSON and the baseline name it",
    arguments: ["plain", "other text"])
  func stringsdict(second: String) throws {
    let fixture = try LintFixture(["en.lproj/L.stringsdict": Self.stringsdict(second)])
    defer { fixture.remove() }
    let report = fixture.lint()
    let repeated = report.findings.filter {
      [.duplicateKey, .identicalDuplicateKey].contains($0.diagnostic.code)
    }
    #expect(repeated.count == 1, "\(report.findings)")
    #expect(repeated.first?.subject?.key == "k", "\(repeated)")
    let baseline = LintBaseline(report, relativeTo: fixture.root)
    #expect(baseline.entries.filter { $0.code.contains("duplicate-key") }.map(\.key) == ["k"])
    #expect(report.rendered(as: .json, relativeTo: fixture.root).contains("\"key\":\"k\""))
  }

  @Test("a .strings file's key written again after another entry: the finding names it")
  func strings() throws {
    let text = "\"files\" = \"Files\";\n\"k\" = \"plain\";\n\"k\" = \"other\";\n\"z\" = \"last\";\n"
    let fixture = try LintFixture(["en.lproj/L.strings": text])
    defer { fixture.remove() }
    let repeated = fixture.lint().findings.filter { $0.diagnostic.code == .duplicateKey }
    #expect(repeated.map { $0.subject?.key } == ["k"], "\(repeated)")
  }
}

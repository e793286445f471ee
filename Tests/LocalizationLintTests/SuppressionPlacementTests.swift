import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// A suppression never hides a finding it does not name the place of: the entry after a comment
/// is covered only when the covered line ends with that entry's key, and text that is not a
/// comment of the file's own syntax (a string value, a binary property list's bytes) is never one.
@Suite("Suppressions cover only their entry; text that is not a comment never suppresses")
struct SuppressionPlacementTests {
  /// The codes of a lint of `files`, sorted.
  private func codes(_ files: [String: String]) throws -> [DiagnosticCode] {
    try lintCodes(files).sorted { $0.rawValue < $1.rawValue }
  }

  @Test(
    "disable:this after the end of a .strings entry does not cover the next entry",
    arguments: [
      "\"a\" = \"line1\nline2\"; /* plurals-lint:disable:this mixed-positional */\n\"b\" = \"%@ %1$@\";\n",
      "\"a\" = \"ok\"\n; /* plurals-lint:disable:this mixed-positional */\n\"b\" = \"%@ %1$@\";\n",
      "\"a\" = \"x\ny\";\n/* plurals-lint:disable:previous mixed-positional */ \"b\" = \"%@ %1$@\";\n",
      // A value's line that ends with '=' is text, not a key and its '='.
      "\"m\" = \"The total\nis =\n\"; /* plurals-lint:disable:previous mixed-positional */ \"b\" = \"%@ %1$@\";\n",
    ])
  func stringsEntryEnd(_ text: String) throws {
    #expect(try codes(["en.lproj/L.strings": text]) == [.mixedPositional, .superfluousSuppression])
  }

  /// A `pl` entry up to its closing `</dict>`: its variable has every category, or lacks `few`
  /// and `many`.
  private static func entry(_ key: String, complete: Bool) -> String {
    let more =
      complete ? "<key>few</key><string>%d pliki</string><key>many</key><string>%d plików</string>" : ""
    return """
      <key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d plik</string>\(more)
          <key>other</key><string>%d pliki</string>
        </dict>

      """
  }

  /// Entry `a` (complete), closed by `closing` with its comment, then entry `b` (lacking
  /// categories) on the next line: `b`'s finding stays, and the comment is noted as suppressing nothing.
  @Test(
    "a .stringsdict comment at an entry's end does not cover the next entry on the next line",
    arguments: [
      "</dict> <!-- plurals-lint:disable:this missing-categories -->\n",
      "<!-- plurals-lint:disable:next missing-categories -->\n</dict>\n",
    ])
  func stringsdictEntryEnd(_ closing: String) throws {
    let text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      + Self.entry("a", complete: true) + closing + Self.entry("b", complete: false)
      + "</dict>\n</dict>\n</plist>\n"
    let report = try lintReport(["pl.lproj/L.stringsdict": text])
    #expect(report.countsByCode[.missingCategories] == 1, "\(report.diagnostics)")
    #expect(report.countsByCode[.superfluousSuppression] == 1, "\(report.diagnostics)")
  }

  @Test(
    "a .strings file written as an XML property list: its XML comments suppress, its values never",
    arguments: ["", "\u{FEFF}"])
  func xmlStrings(_ byteOrderMark: String) throws {
    let head = byteOrderMark + "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
    let valueText =
      head + "<key>help</key><string>Write /* plurals-lint:disable all */ to silence it</string>\n"
      + "<key>a</key><string>%@ %1$@</string>\n</dict></plist>\n"
    #expect(try codes(["en.lproj/L.strings": valueText]) == [.mixedPositional])
    let comment =
      head + "<!-- plurals-lint:disable:next mixed-positional -->\n<key>a</key><string>%@ %1$@</string>\n"
      + "</dict></plist>\n"
    #expect(try codes(["en.lproj/L.strings": comment]) == [])
    // Text that ends a line with '=' is no key.
    let text =
      head
      + "<key>m</key><string>The total\nis =\n</string><!-- plurals-lint:disable:previous mixed-positional -->"
      + "<key>b</key><string>%@ %1$@</string>\n</dict></plist>\n"
    #expect(try codes(["en.lproj/L.strings": text]) == [.mixedPositional, .superfluousSuppression])
  }

  @Test(
    "a .strings key line covers its entry: a comment over two lines, another entry before the key",
    arguments: [
      "\"a\" = /* plurals-lint:disable:this mixed-positional\n */\n\"%@ %1$@\";\n",
      "\"a\" = \"ok\"; \"b\" = /* plurals-lint:disable:this mixed-positional */\n\"%@ %1$@\";\n",
    ])
  func stringsKeyLine(_ text: String) throws {
    #expect(try codes(["en.lproj/L.strings": text]) == [])
  }

  @Test(
    "a binary property list: a string that spells a comment never suppresses",
    arguments: ["L.strings", "L.stringsdict"])
  func binary(_ name: String) throws {
    let object: [String: String] = [
      "help": "<!-- plurals-lint:disable all --> /* plurals-lint:disable all */", "a": "%@ %1$@",
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    let fixture = try LintFixture([:])
    defer { fixture.remove() }
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/en.lproj", withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: fixture.root + "/en.lproj/" + name))
    let report = fixture.lint()
    #expect(report.countsByCode[.mixedPositional] == 1, "\(report.diagnostics)")
  }
}

import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

@Suite("lint suppression comments")
struct SuppressionTests {
  static let lacksOther = variable("n", [("one", "%d plik")])
  static let lacksMany = variable("n", [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")])

  static func codes(_ report: LintReport, key: String) -> [DiagnosticCode] {
    report.findings.filter { $0.subject?.key == key }.map(\.diagnostic.code)
  }

  @Test("stringsdict: disable:next covers the entry below it, and only the codes named")
  func stringsdictNext() throws {
    let report = try lintReport([
      "pl.lproj/Localizable.stringsdict": plist(
        "<!-- plurals-lint:disable:next missing-other, missing-categories -->\n"
          + entry("a", format: "%#@n@", Self.lacksOther) + "\n"
          + "<!-- plurals-lint:disable:next missing-categories -->\n"
          + entry("b", format: "%#@n@", Self.lacksOther) + "\n"
          + entry("c", format: "%#@n@", Self.lacksMany))
    ])
    #expect(Self.codes(report, key: "a").isEmpty)
    #expect(Self.codes(report, key: "b") == [.missingOther])
    #expect(Self.codes(report, key: "c") == [.missingCategories])
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression })
  }

  @Test("strings: disable … enable covers the lines between; a code not named still shows")
  func stringsBlock() throws {
    let report = try lintReport([
      "en.lproj/S.strings": """
      /* plurals-lint:disable mixed-positional */
      "a" = "%@ %1$@";
      // A comment inside the block.
      "b" = "%d %1$@";
      /* plurals-lint:enable mixed-positional */
      "c" = "%@ %1$@";
      """
    ])
    #expect(Self.codes(report, key: "a").isEmpty)
    #expect(Self.codes(report, key: "b") == [.argumentTypeConflict])
    #expect(Self.codes(report, key: "c") == [.mixedPositional])
  }

  /// A comment suppresses in its own file only: the same table's other language, with the same
  /// key and the same problem, keeps its finding (a block left open, and a `disable:next`).
  @Test(
    "a suppression covers its own file only, not the same key in another language's file",
    arguments: [
      "/* plurals-lint:disable mixed-positional */\n\"a\" = \"%@ %1$@\";\n",
      "/* plurals-lint:disable:next mixed-positional */\n\"a\" = \"%@ %1$@\";\n",
    ])
  func ownFileOnly(_ suppressed: String) throws {
    let report = try lintReport([
      "en.lproj/S.strings": suppressed,
      "de.lproj/S.strings": "\"a\" = \"%@ %1$@\";\n",
    ])
    let found = report.findings.filter { $0.diagnostic.code == .mixedPositional }
    #expect(
      found.map { ($0.diagnostic.location.file as NSString).pathComponents.suffix(2).joined(separator: "/") }
        == ["de.lproj/S.strings"], "\(found)")
  }

  @Test("a comment marker inside a quoted string is text, not a suppression")
  func quoted() throws {
    let report = try lintReport([
      "en.lproj/S.strings": """
      "note" = "/* plurals-lint:disable:next mixed-positional */";
      "a" = "%@ %1$@";
      """
    ])
    #expect(Self.codes(report, key: "a") == [.mixedPositional])
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression })
  }

  @Test("a comment marker inside a .stringsdict's CDATA section is text, not a suppression")
  func inCDATA() throws {
    let report = try lintReport([
      "pl.lproj/Localizable.stringsdict": plist(
        "<key>note</key><string><![CDATA[<!-- plurals-lint:disable:next missing-other -->]]></string>\n"
          + entry("a", format: "%#@n@", Self.lacksOther))
    ])
    #expect(Self.codes(report, key: "a") == [.missingCategories, .missingOther])
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression })
  }

  @Test(
    "a suppression that suppresses nothing is reported where it is",
    arguments: [
      (
        "/* plurals-lint:disable:next mixed-positional */\n\"a\" = \"%d %@\";\n",
        "suppresses nothing on the next line"
      ),
      (
        "/* plurals-lint:disable mixed-positional */\n\"a\" = \"x\";\n/* plurals-lint:enable mixed-positional */\n",
        "suppresses nothing before its enable"
      ),
      ("/* plurals-lint:disable mixed-positional */\n\"a\" = \"x\";\n", "to the end of the file"),
      ("/* plurals-lint:enable mixed-positional */\n\"a\" = \"x\";\n", "has no 'plurals-lint:disable"),
      (
        "/* plurals-lint:disable:next mixed-positionl */\n\"a\" = \"%d %1$@\";\n",
        "'mixed-positionl' is not a rule"
      ),
      ("/* plurals-lint:disable:next */\n\"a\" = \"x\";\n", "names no rule"),
    ])
  func superfluous(text: String, message: String) throws {
    let report = try lintReport(["en.lproj/S.strings": "\"z\" = \"z\";\n" + text])
    let found = report.diagnostics.filter { $0.code == .superfluousSuppression }
    #expect(found.count == 1, "\(report.diagnostics)")
    #expect(found.first?.message.contains(message) == true, "\(found)")
    #expect(found.first?.location.line == 2 && found.first?.location.column == 1)
    #expect(found.first?.severity == .note)
  }

  @Test(
    "suppressions are matched before the configuration: one whose finding is also disabled counts as used")
  func beforeConfiguration() throws {
    let fixture = try LintFixture([
      "en.lproj/S.strings":
        "/* plurals-lint:disable:next mixed-positional */\n\"a\" = \"%@ %1$@\";\n\"b\" = \"%@ %1$@\";\n"
    ])
    defer { fixture.remove() }
    var configuration = LintConfiguration()
    configuration.disabledRules = [.mixedPositional]
    let report = Linter.lint(paths: [fixture.root], configuration: configuration)
    #expect(report.findings.isEmpty, "\(report.diagnostics)")
    #expect(fixture.lint().findings.map(\.subject?.key) == ["b"])
  }

  @Test("UTF-16 .strings files are read for comments too")
  func utf16() throws {
    let fixture = try LintFixture([:])
    defer { fixture.remove() }
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/en.lproj", withIntermediateDirectories: true)
    let text =
      "/* plurals-lint:disable:next mixed-positional */\n\"a\" = \"%@ %1$@\";\n\"b\" = \"%@ %1$@\";\n"
    try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(
      to: URL(fileURLWithPath: fixture.root + "/en.lproj/S.strings"))
    let report = fixture.lint()
    #expect(report.findings.map(\.subject?.key) == ["b"])
  }

  @Test(
    "a SwiftLint comment is not obeyed but noticed: a note naming the plurals-lint comment to write",
    arguments: [
      (
        "en.lproj/S.strings", "// swiftlint:disable:next mixed_positional\n\"a\" = \"%@ %1$@\";\n",
        "'swiftlint:disable:next mixed_positional' is SwiftLint's comment, which plurals lint does not read; "
          + "write 'plurals-lint:disable:next mixed-positional'"
      ),
      (
        "en.lproj/S.stringsdict",
        plist("<!-- swiftlint:disable all -->\n" + entry("a", format: "%#@n@", SuppressionTests.lacksOther)),
        "'swiftlint:disable all' is SwiftLint's comment, which plurals lint does not read; "
          + "write 'plurals-lint:disable all'"
      ),
    ])
  func swiftLint(file: String, text: String, message: String) throws {
    let report = try lintReport([file: text])
    let notes = report.diagnostics.filter { $0.code == .superfluousSuppression }
    #expect(notes.count == 1, "\(report.diagnostics)")
    #expect(notes.first?.message.hasPrefix(message) == true, "\(notes)")
    #expect(notes.first?.severity == .note)
    // Not obeyed: the finding it names stays.
    #expect(report.diagnostics.contains { $0.code != .superfluousSuppression }, "\(report.diagnostics)")
  }

  @Test("disable all covers every code to enable all; disable:next all every code of the next entry")
  func all() throws {
    let report = try lintReport([
      "en.lproj/S.strings": """
      /* plurals-lint:disable all */
      "a" = "%@ %1$@";
      "b" = "%d %1$@";
      /* plurals-lint:enable all */
      /* plurals-lint:disable:next all */
      "c" = "%d %1$@";
      "d" = "%@ %1$@";
      """
    ])
    #expect(Self.codes(report, key: "a").isEmpty)
    #expect(Self.codes(report, key: "b").isEmpty)
    #expect(Self.codes(report, key: "c").isEmpty)
    #expect(Self.codes(report, key: "d") == [.mixedPositional])
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression }, "\(report.diagnostics)")
    let unused = try lintReport([
      "en.lproj/S.strings": "/* plurals-lint:disable:next all */\n\"a\" = \"x\";\n"
    ])
    #expect(
      unused.diagnostics.map(\.message) == [
        "'plurals-lint:disable:next all' suppresses nothing on the next line; remove it"
      ])
  }

  @Test(
    "an unknown code gets the nearest rule's, in a comment as in the configuration",
    arguments: [("mixed_positional", "mixed-positional"), ("Missing-Other", "missing-other"), ("al", "all")])
  func nearestCode(written: String, meant: String) throws {
    let report = try lintReport([
      "en.lproj/S.strings": "/* plurals-lint:disable:next \(written) */\n\"a\" = \"x\";\n"
    ])
    #expect(
      report.diagnostics.first?.message.hasPrefix("'\(written)' is not a rule (did you mean '\(meant)'?), ")
        == true, "\(report.diagnostics)")
    do {
      _ = try LintConfiguration(yaml: "disabled_rules: [\(written)]\n", file: "c.yml")
      #expect(meant == "all", "\(written) read as a rule")
    } catch {
      #expect(
        meant == "all" || error.message.hasPrefix("unknown rule '\(written)' (did you mean '\(meant)'?)"),
        "\(error)")
    }
  }

  @Test(
    "a long code more than three edits from every rule gets no rule: not in the finding, the SwiftLint note nor the configuration; three edits still do",
    arguments: [
      ("invalid-format-string", nil), ("invalid_format_string", nil),
      ("invlid-frmat-ky", "invalid-format-key"),
    ]
      as [(String, String?)])
  func farCode(written: String, meant: String?) throws {
    let near = meant.map { " (did you mean '\($0)'?)" } ?? ""
    let report = try lintReport([
      "en.lproj/S.strings": "/* plurals-lint:disable:next \(written) */\n\"a\" = \"x\";\n",
      "en.lproj/T.strings": "// swiftlint:disable:next \(written)\n\"a\" = \"x\";\n",
    ])
    let messages = report.diagnostics.filter { $0.code == .superfluousSuppression }.map(\.message)
    #expect(
      messages.contains {
        $0.hasPrefix("'\(written)' is not a rule\(near), so 'plurals-lint:disable:next' does nothing")
      }, "\(messages)")
    // The comment to paste instead names the rule meant, or the code as written: never a wrong rule.
    #expect(
      messages.contains {
        $0.contains(
          "write 'plurals-lint:disable:next \(meant ?? written)' (`plurals lint rules` lists the codes)")
      }, "\(messages)")
    do {
      _ = try LintConfiguration(yaml: "disabled_rules: [\(written)]\n", file: "c.yml")
      Issue.record("\(written) read as a rule")
    } catch {
      #expect(error.message.hasPrefix("unknown rule '\(written)'\(near); "), "\(error)")
    }
  }
}

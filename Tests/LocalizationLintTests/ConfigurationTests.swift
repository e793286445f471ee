import Foundation
import LocalizedStrings
import LocalizationLint
import SourceFiles
import Testing

@Suite("lint configuration: .plurals-lint.yml")
struct ConfigurationTests {
  @Test("a localization function's name: Swift identifiers joined by dots, at most 128 bytes")
  func functionNames() {
    for name in ["localized", "L10n.string", "_x", "é", "Strings.tr2", String(repeating: "a", count: 128)] {
      #expect(LintConfiguration.isFunctionName(name), "\(name)")
    }
    for name in ["", "a b", "1a", "a..b", ".a", "a.", "a-b", String(repeating: "a", count: 129)] {
      #expect(!LintConfiguration.isFunctionName(name), "\(name)")
    }
  }

  @Test("every key is read")
  func keys() throws {
    let configuration = try LintConfiguration(
      yaml: """
        development_language: de
        included: [App/Resources]
        excluded:
          - App/Resources/Vendor
          - "**/Generated"
        baseline: lint-baseline.json
        disabled_rules: [catalog-state-new, extra-key]
        severity:
          missing-categories: error
          unused-variable: note
        overrides:
          - languages: [ja]
            disabled_rules: unused-category
          - tables: [Shelves]
            keys: ["debug.*"]
            severity: { missing-key: note }
        """, file: "c.yml")
    #expect(configuration.developmentLanguage == "de")
    #expect(configuration.included == ["App/Resources"])
    #expect(configuration.excluded == ["App/Resources/Vendor", "**/Generated"])
    #expect(configuration.baseline == "lint-baseline.json")
    #expect(configuration.disabledRules == [.catalogStateNew, .extraKey])
    #expect(configuration.severities == [.missingCategories: .error, .unusedVariable: .note])
    #expect(configuration.overrides.count == 2)
    #expect(configuration.overrides[0].languages == ["ja"])
    #expect(configuration.overrides[0].disabledRules == [.unusedCategory])
    #expect(
      configuration.overrides[1].tables == ["Shelves"] && configuration.overrides[1].keys == ["debug.*"])
    #expect(configuration.overrides[1].severities == [.missingKey: .note])
    let empty = try LintConfiguration(yaml: "", file: "c.yml")
    #expect(empty.disabledRules.isEmpty && empty.developmentLanguage == "en")
  }

  struct Bad: Sendable, CustomStringConvertible {
    var yaml: String
    var line: Int
    var column: Int
    var message: String
    var kind: SourceError.Kind = .invalidContent
    var description: String { message }
  }

  @Test(
    "a mistake is an error at its line and column",
    arguments: [
      Bad(
        yaml: "disabled_rules: [missing-other]\nexclude: [x]\n", line: 2, column: 1,
        message: "unknown key 'exclude'"),
      Bad(
        yaml: "disabled_rules:\n  - missing-other\n  - misisng-key\n", line: 3, column: 5,
        message: "unknown rule 'misisng-key'"),
      Bad(
        yaml: "severity:\n  missing-key: fatal\n", line: 2, column: 16, message: "'fatal' is not a severity"),
      Bad(
        yaml: "severity:\n  no-such-rule: error\n", line: 2, column: 3, message: "unknown rule 'no-such-rule'"
      ),
      Bad(yaml: "opt_in_rules: [x]\n", line: 1, column: 1, message: "no rule is opt-in"),
      Bad(
        yaml: "overrides:\n  - languages: [ja]\n    disable: [unused-category]\n", line: 3, column: 5,
        message: "unknown key 'disable' in an override"),
      Bad(yaml: "overrides: {languages: ja}\n", line: 1, column: 12, message: "overrides must be a list"),
      Bad(yaml: "development_language: [en, de]\n", line: 1, column: 23, message: "expected a single value"),
      Bad(yaml: "included: [a, b\nexcluded: c\n", line: 2, column: 9, message: "YAML: ", kind: .malformed),
      Bad(yaml: "- a\n- b\n", line: 1, column: 1, message: "must be a mapping"),
    ])
  func errors(_ bad: Bad) throws {
    do {
      _ = try LintConfiguration(yaml: bad.yaml, file: "dir/.plurals-lint.yml")
      Issue.record("no error for \(bad.yaml)")
    } catch {
      // The message names the key, rule or value at fault; the kind tells YAML from its content.
      #expect(error.message.contains(bad.message), "\(error)")
      #expect(error.kind == bad.kind, "\(error)")
      #expect(
        error.location == SourceLocation(file: "dir/.plurals-lint.yml", line: bad.line, column: bad.column))
      #expect("\(error)".hasPrefix("dir/.plurals-lint.yml:\(bad.line):\(bad.column): "))
    }
  }

  @Test(
    "path patterns: folders match what is below them, * stays in a component, ** crosses them",
    arguments: [
      ("App/Vendor", "App/Vendor/en.lproj/a.strings", true),
      ("App/Vendor/", "App/Vendor/a.strings", true),
      ("./App/Vendor", "App/Vendor/a.strings", true),
      ("App/Vendor", "App/VendorKit/a.strings", false),
      ("App/*.lproj", "App/en.lproj/a.strings", true),
      ("App/*.strings", "App/en.lproj/a.strings", false),
      ("**/Generated", "App/Deep/Generated/x.strings", true),
      ("**/Generated", "Generated/x.strings", true),
      ("**/*.xcstrings", "A/B/C.xcstrings", true),
      ("**/*.xcstrings", "A/B/C.strings", false),
      ("App/?n.lproj", "App/en.lproj/x.strings", true),
      // Everything below a match, however deep.
      ("App/*.lproj", "App/en.lproj/Deep/x.strings", true),
      ("**/Generated", "App/Generated/A/B/x.strings", true),
    ])
  func paths(pattern: String, path: String, matches: Bool) {
    var configuration = LintConfiguration()
    configuration.excluded = [pattern]
    #expect(configuration.excludes(relativePath: path) == matches)
  }

  static func finding(_ code: DiagnosticCode, table: String = "Localizable", key: String?, language: String?)
    -> LintFinding
  {
    LintFinding(
      .init(code, "m", at: .init(file: "x", line: 1, column: 1)),
      subject: .init(table: table, key: key, language: language))
  }

  @Test("overrides match languages by prefix, tables by name, keys by pattern; the last one wins")
  func overrides() throws {
    let configuration = try LintConfiguration(
      yaml: """
        severity: {missing-key: error}
        overrides:
          - languages: [pt]
            disabled_rules: [unused-category]
          - tables: [Shelves]
            keys: ["debug.*", "x?"]
            severity: {missing-key: note}
          - tables: [Shelves]
            keys: [debug.keep]
            severity: {missing-key: warning}
        """, file: "c.yml")
    func severity(_ finding: LintFinding) -> LocalizationDiagnostic.Severity? {
      configuration.apply(to: finding, relativePath: "x")?.diagnostic.severity
    }
    #expect(severity(Self.finding(.unusedCategory, key: "k", language: "pt_BR")) == nil)
    #expect(severity(Self.finding(.unusedCategory, key: "k", language: "pt")) == nil)
    #expect(severity(Self.finding(.unusedCategory, key: "k", language: "pl")) == .note)
    #expect(severity(Self.finding(.unusedCategory, key: "k", language: nil)) == .note)
    #expect(severity(Self.finding(.missingKey, key: "k", language: "de")) == .error)
    #expect(severity(Self.finding(.missingKey, table: "Shelves", key: "debug.a.b", language: "de")) == .note)
    #expect(severity(Self.finding(.missingKey, table: "Shelves", key: "xy", language: "de")) == .note)
    #expect(severity(Self.finding(.missingKey, table: "Shelves", key: "xyz", language: "de")) == .error)
    #expect(severity(Self.finding(.missingKey, table: "Other", key: "debug.a", language: "de")) == .error)
    #expect(
      severity(Self.finding(.missingKey, table: "Shelves", key: "debug.keep", language: "de")) == .warning)
    // An override's paths: it applies to the files below them only.
    let byPath = try LintConfiguration(
      yaml: "overrides:\n  - paths: [Vendor]\n    disabled_rules: [unused-category]\n", file: "c.yml")
    #expect(byPath.overrides.first?.paths == ["Vendor"])
    let unused = Self.finding(.unusedCategory, key: "k", language: "pl")
    #expect(byPath.apply(to: unused, relativePath: "Vendor/pl.lproj/L.stringsdict") == nil)
    #expect(
      byPath.apply(to: unused, relativePath: "App/pl.lproj/L.stringsdict")?.diagnostic.code == .unusedCategory
    )
  }

  /// A file's path is matched against the overrides' path patterns once, however many
  /// findings it has (findings of three files, interleaved), with the answers of matching it
  /// for each finding.
  @Test("an override's path patterns are matched once per file, with the same answers")
  func pathScopeOncePerFile() throws {
    let configuration = try LintConfiguration(
      yaml: """
        overrides:
          - paths: [Vendor]
            disabled_rules: [unused-category]
          - paths: ["**/pl.lproj"]
            severity: {unused-category: error, missing-key: note}
          - keys: ["debug.*"]
            severity: {missing-key: warning}
        """, file: "c.yml")
    let files = ["Vendor/pl.lproj/L.stringsdict", "App/pl.lproj/L.stringsdict", "App/de.lproj/L.strings"]
    var findings: [LintFinding] = []
    for index in 0..<60 {
      let code: DiagnosticCode = index % 2 == 0 ? .unusedCategory : .missingKey
      findings.append(
        LintFinding(
          .init(code, "m", at: .init(file: "/p/" + files[index % 3], line: index + 1, column: 1)),
          subject: .init(table: "L", key: index % 4 == 1 ? "debug.\(index)" : "k\(index)", language: "pl")))
    }
    var asked: [String] = []
    let applied = configuration.apply(to: findings) { file in
      asked.append(file)
      return String(file.dropFirst(3))
    }
    #expect(asked == files.map { "/p/" + $0 })
    let one = findings.compactMap {
      configuration.apply(to: $0, relativePath: String($0.diagnostic.location.file.dropFirst(3)))
    }
    #expect(applied.map(\.diagnostic.location.line) == one.map(\.diagnostic.location.line))
    #expect(applied.map(\.diagnostic.severity) == one.map(\.diagnostic.severity))
    // Vendor's unused-category findings are left out; pl.lproj's are errors, its missing keys notes.
    #expect(applied.count == 50)
    #expect(applied.filter { $0.diagnostic.severity == .error }.count == 10)
    #expect(
      applied.filter { $0.diagnostic.code == .missingKey && $0.diagnostic.severity == .note }.count == 10)
  }

  /// `included:` of a configuration given by its path (`--config`) is read from the
  /// configuration's folder, not the working directory (where no `App` is).
  @Test("included paths are relative to the configuration file's folder")
  func includedFromConfigurationFolder() throws {
    let fixture = try LintFixture([
      "Config/lint.yml": "included: [App]\n",
      "Config/App/pl.lproj/L.stringsdict": plist(
        entry("x", format: "%#@n@", variable("n", [("one", "%d plik")]))),
    ])
    defer { fixture.remove() }
    var invocation = LintInvocation()
    invocation.configurationPath = fixture.root + "/Config/lint.yml"
    invocation.workingDirectory = fixture.root
    let outcome = invocation.run()
    #expect(outcome.status == 1, "\(outcome.messages) \(outcome.output)")
    #expect(outcome.output.contains("Config/App/pl.lproj/L.stringsdict:"), "\(outcome.output)")
    #expect(outcome.output.contains("[missing-other]"), "\(outcome.output)")
  }

  @Test("the linter honours disabled rules, severities, exclusions and per-language overrides")
  func linter() throws {
    let fixture = try LintFixture([
      "en.lproj/Localizable.stringsdict": plist(entry("files", format: "%#@n@", good)),
      "ja.lproj/Localizable.stringsdict": plist(entry("files", format: "%#@n@", good)),
      "pl.lproj/Localizable.stringsdict": plist(entry("files", format: "%#@n@", good)),
      "Vendor/pl.lproj/Other.stringsdict": plist(
        entry("x", format: "%#@n@", variable("n", [("one", "%d plik")]))),
    ])
    defer { fixture.remove() }
    let plain = fixture.lint()
    #expect(
      plain.diagnostics.contains { $0.code == .unusedCategory && $0.location.file.contains("ja.lproj") })
    #expect(
      plain.diagnostics.contains { $0.code == .missingCategories && $0.location.file.contains("/pl.lproj") })
    #expect(plain.diagnostics.contains { $0.code == .missingOther })
    #expect(plain.filesChecked == 4)
    var configuration = try LintConfiguration(
      yaml: """
        excluded: [Vendor]
        severity: {missing-categories: error}
        overrides:
          - languages: [ja]
            disabled_rules: [unused-category]
        """, file: "c.yml")
    configuration.baseDirectory = fixture.root
    let configured = Linter.lint(paths: [fixture.root], configuration: configuration)
    #expect(configured.filesChecked == 3)
    #expect(!configured.diagnostics.contains { $0.code == .unusedCategory })
    #expect(!configured.diagnostics.contains { $0.code == .missingOther })
    let missing = try #require(configured.diagnostics.first { $0.code == .missingCategories })
    #expect(missing.severity == .error)
    #expect(missing.description.contains(": error: "))
    #expect(configured.exitStatus(warningsAsErrors: false) == 1)
    #expect(plain.diagnostics.filter { $0.code == .missingCategories }.allSatisfy { $0.severity == .warning })
  }

  @Test("only_rules (SwiftLint's key) reports nothing but the rules it lists, with disabled_rules too")
  func onlyRules() throws {
    let fixture = try LintFixture([
      "en.lproj/Localizable.stringsdict": plist(entry("files", format: "%#@n@", good)),
      "ja.lproj/Localizable.stringsdict": plist(entry("files", format: "%#@n@", good)),
      "pl.lproj/Localizable.stringsdict": plist(
        entry("files", format: "%#@n@", good)
          + entry("x", format: "%#@n@", variable("n", [("one", "%d plik")]))),
    ])
    defer { fixture.remove() }
    let plain = Set(fixture.lint().diagnostics.map(\.code))
    #expect(
      plain.isSuperset(of: [.unusedCategory, .missingCategories, .missingOther, .extraKey]), "\(plain)")
    for (yaml, expected) in [
      ("only_rules: [missing-other, unused-category]\n", [DiagnosticCode.missingOther, .unusedCategory]),
      ("only_rules: missing-other\n", [.missingOther]),
      ("only_rules: [missing-other, unused-category]\ndisabled_rules: [unused-category]\n", [.missingOther]),
    ] {
      var configuration = try LintConfiguration(yaml: yaml, file: "c.yml")
      configuration.baseDirectory = fixture.root
      let report = Linter.lint(paths: [fixture.root], configuration: configuration)
      #expect(Set(report.diagnostics.map(\.code)) == Set(expected), "\(yaml): \(report.diagnostics)")
    }
    #expect(throws: SourceError.self) { try LintConfiguration(yaml: "only_rules: []\n", file: "c.yml") }
  }

  @Test(
    "an unknown key gets the nearest one (did you mean), at the top level and in an override",
    arguments: [
      ("strcit: true\n", "unknown key 'strcit' (did you mean 'strict'?); the keys are "),
      ("disabled-rules: [extra-key]\n", "unknown key 'disabled-rules' (did you mean 'disabled_rules'?)"),
      ("onlyrules: [extra-key]\n", "unknown key 'onlyrules' (did you mean 'only_rules'?)"),
      (
        "overrides:\n  - language: [ja]\n",
        "unknown key 'language' in an override (did you mean 'languages'?)"
      ),
      ("colour: red\n", "unknown key 'colour'; the keys are "),
    ])
  func nearestKey(yaml: String, message: String) {
    #expect {
      try LintConfiguration(yaml: yaml, file: "c.yml")
    } throws: { error in
      (error as? SourceError)?.message.hasPrefix(message) == true
    }
  }

  @Test("catalog findings are suppressed by key patterns in the configuration")
  func catalogKeys() throws {
    let fixture = try LintFixture([
      "Shelves.xcstrings": catalog(
        #""debug.one":{"localizations":{"en":\#(unit("a")),"de":\#(unit("a", state: "new"))}},"#
          + #""shown":{"localizations":{"en":\#(unit("b")),"de":\#(unit("b", state: "new"))}}"#)
    ])
    defer { fixture.remove() }
    var configuration = try LintConfiguration(
      yaml:
        "overrides:\n  - tables: [Shelves]\n    keys: [\"debug.*\"]\n    disabled_rules: [catalog-state-new]\n",
      file: "c.yml")
    configuration.baseDirectory = fixture.root
    let report = Linter.lint(paths: [fixture.root], configuration: configuration)
    #expect(report.findings.map(\.subject?.key) == ["shown"])
    #expect(
      report.findings.first?.subject == DiagnosticSubject(table: "Shelves", key: "shown", language: "de"))
  }

  @Test("a file that cannot be read is an error at line 1 of it")
  func unreadable() {
    let error = #expect(throws: SourceError.self) {
      try LintConfiguration(contentsOf: "/nonexistent/.plurals-lint.yml")
    }
    #expect(error?.kind == .fileAccess)
    #expect(error?.location == SourceLocation(file: "/nonexistent/.plurals-lint.yml", line: 1, column: 1))
  }
}

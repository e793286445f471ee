import Foundation
import Testing

/// A folder of files for one test, removed by `remove()`.
struct Folder {
  let root = NSTemporaryDirectory() + "lint-adopt-\(UUID().uuidString)"

  init(_ files: [String: String] = [:]) throws {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, contents) in files { try write(name, contents) }
  }

  func write(_ name: String, _ contents: String) throws {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: root + "/" + name, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A Polish `.stringsdict` of one entry whose variable has `variants` (`one`, `few` …).
func polishTable(_ entries: [(key: String, variants: [(String, String)])]) -> String {
  var body = ""
  for (key, variants) in entries {
    body += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n"
    body += "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
    body += "<key>NSStringFormatValueTypeKey</key><string>d</string>\n"
    for (category, text) in variants { body += "<key>\(category)</key><string>\(text)</string>\n" }
    body += "</dict></dict>\n"
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    \(body)</dict></plist>

    """
}

/// `one`, `few` and `other` without `many`: a missing-categories warning.
let lacksMany = [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")]
/// No `other`: a missing-other error (and a missing-categories warning).
let lacksOther = [("one", "%d plik")]

/// A catalog whose German translation is in state new (a catalog-state-new note).
let catalogWithNote = #"""
  {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
  "en":{"stringUnit":{"state":"translated","value":"k"}},
  "de":{"stringUnit":{"state":"new","value":"k"}}}}}}
  """#

@Suite("plurals lint in CI: defaults, exit statuses and reporters")
struct LintCIBehaviourTests {
  @Test("no path lints the current directory")
  func currentDirectory() throws {
    let folder = try Folder(["pl.lproj/Localizable.stringsdict": polishTable([("files", lacksOther)])])
    defer { folder.remove() }
    let result = try runPlurals(["lint"], directory: folder.root)
    #expect(result.status == 1)
    #expect(result.output.contains("pl.lproj/Localizable.stringsdict:"))
    #expect(result.output.contains("[missing-other]"))
    #expect(result.output.hasSuffix("in 1 file\n"))
  }

  @Test("no lintable file is an error that names the paths looked at")
  func noFiles() throws {
    let folder = try Folder(["README.md": "not localization", "Sub/a.swift": "let a = 1"])
    defer { folder.remove() }
    let explicit = try runPlurals(["lint", folder.root + "/Sub", folder.root + "/README.md"])
    #expect(explicit.status == 1)
    #expect(explicit.error.contains("no lintable files found"))
    #expect(explicit.error.contains("\(folder.root)/Sub, \(folder.root)/README.md"))
    let current = try runPlurals(["lint", "--format", "json"], directory: folder.root)
    #expect(current.status == 1)
    #expect(current.error.contains("no lintable files found (.strings, .stringsdict or .xcstrings) in: ."))
  }

  @Test("--quiet leaves notes out of the report, its lines per code and its summary")
  func quiet() throws {
    let folder = try Folder([
      "Cat.xcstrings": catalogWithNote,
      "pl.lproj/Localizable.stringsdict": polishTable([("files", lacksMany)]),
    ])
    defer { folder.remove() }
    let loud = try runPlurals(["lint", folder.root])
    #expect(loud.output.contains(": note: "))
    #expect(
      loud.output.hasSuffix(
        "\n  missing-categories: 1 warning\n  catalog-state-new: 1 note\n0 errors, 1 warning, 1 note in 2 files\n"
      ),
      "\(loud.output)")
    let quiet = try runPlurals(["lint", "--quiet", folder.root])
    #expect(!quiet.output.contains(": note: "))
    #expect(quiet.output.contains(": warning: "))
    #expect(
      quiet.output.hasSuffix("]\n  missing-categories: 1 warning\n0 errors, 1 warning, 0 notes in 2 files\n"),
      "\(quiet.output)")
    #expect(quiet.status == 0)
  }

  @Test("--help documents every exit status; a bad option exits 64")
  func exitStatuses() throws {
    let help = try runPlurals(["lint", "--help"])
    for (status, words) in [
      ("0", "no error"), ("1", "no localization file found"), ("2", "could not be read"),
      ("64", "bad option"), ("78", "configuration"),
    ] {
      #expect(
        help.output.contains("  \(status.padding(toLength: 2, withPad: " ", startingAt: 0))  "), "\(status)")
      #expect(help.output.contains(words), "\(words)")
    }
    let usage = try runPlurals(["lint", "--format", "pdf", "."])
    #expect(usage.status == 64)
    #expect(
      usage.error.contains("checkstyle") && usage.error.contains("junit") && usage.error.contains("html"))
    let unknown = try runPlurals(["lint", "--no-such-option"])
    #expect(unknown.status == 64)
  }

  @Test("--format checkstyle and junit: XML with the text format's diagnostics and its exit status")
  func xmlFormats() throws {
    let folder = try Folder([
      "pl.lproj/Localizable.stringsdict": polishTable([("a&amp;&lt;b&gt;", lacksOther)])
    ])
    defer { folder.remove() }
    let text = try runPlurals(["lint", "pl.lproj"], directory: folder.root)
    // The diagnostics' lines: neither the lines per code (indented) nor the summary.
    let count = text.output.split(separator: "\n").filter { !$0.hasPrefix("  ") }.dropLast().count
    #expect(text.status == 1 && count >= 2)
    let checkstyle = try runPlurals(["lint", "--format", "checkstyle", "pl.lproj"], directory: folder.root)
    #expect(checkstyle.status == 1)
    #expect(checkstyle.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle"))
    #expect(checkstyle.output.components(separatedBy: "<error ").count - 1 == count)
    #expect(checkstyle.output.contains("<file name=\"pl.lproj/Localizable.stringsdict\">"))
    #expect(checkstyle.output.contains("&apos;a&amp;&lt;b&gt;&apos;"))
    let junit = try runPlurals(["lint", "--format", "junit", "pl.lproj"], directory: folder.root)
    #expect(junit.status == 1)
    #expect(junit.output.contains("<testsuites name=\"plurals lint\" tests=\"\(count)\""))
  }

  @Test("--format html: one page, an article per diagnostic, paths relative, the text's markup escaped")
  func htmlFormat() throws {
    let folder = try Folder([
      "pl.lproj/Localizable.stringsdict": polishTable([("a&amp;&lt;b&gt;", lacksOther)])
    ])
    defer { folder.remove() }
    let text = try runPlurals(["lint", "pl.lproj"], directory: folder.root)
    // The diagnostics' lines: neither the lines per code (indented) nor the summary.
    let count = text.output.split(separator: "\n").filter { !$0.hasPrefix("  ") }.dropLast().count
    let html = try runPlurals(["lint", "--format", "html", "pl.lproj"], directory: folder.root)
    #expect(html.status == text.status)
    #expect(html.output.hasPrefix("<!DOCTYPE html>\n") && html.output.hasSuffix("</html>\n"))
    #expect(html.output.components(separatedBy: "<article ").count - 1 == count)
    #expect(html.output.contains("<h3><code>pl.lproj/Localizable.stringsdict</code></h3>"))
    #expect(html.output.contains("key <q>a&amp;&lt;b&gt;</q>"))
  }
}

@Suite("plurals lint adoption: configuration file and baseline")
struct LintAdoptionTests {
  @Test(".plurals-lint.yml in the current directory is read: included, excluded, severity, overrides")
  func configurationFound() throws {
    let folder = try Folder([
      "App/pl.lproj/Localizable.stringsdict": polishTable([("files", lacksMany)]),
      "App/ja.lproj/Localizable.stringsdict": polishTable([("files", lacksMany)]),
      "App/Vendor/pl.lproj/Localizable.stringsdict": polishTable([("files", lacksOther)]),
      "Other/pl.lproj/Localizable.stringsdict": polishTable([("files", lacksOther)]),
    ])
    defer { folder.remove() }
    let plain = try runPlurals(["lint", "App"], directory: folder.root)
    #expect(plain.status == 1)
    #expect(plain.output.contains("unused-category"))
    try folder.write(
      ".plurals-lint.yml",
      """
      development_language: pl
      included: [App]
      excluded: [App/Vendor]
      severity:
        missing-categories: note
      overrides:
        - languages: [ja]
          disabled_rules: [unused-category]
      """)
    let configured = try runPlurals(["lint"], directory: folder.root)
    #expect(configured.status == 0, "\(configured.output)")
    #expect(!configured.output.contains("Other/") && !configured.output.contains("Vendor/"))
    #expect(!configured.output.contains("unused-category"))
    #expect(configured.output.contains("App/pl.lproj/Localizable.stringsdict:"))
    #expect(configured.output.contains(": note: ") && configured.output.contains("[missing-categories]"))
    #expect(configured.output.hasSuffix("in 2 files\n"))
    // A path on the command line replaces `included`; `excluded` still holds.
    let given = try runPlurals(["lint", "."], directory: folder.root)
    #expect(given.status == 1 && given.output.contains("Other/pl.lproj") && !given.output.contains("Vendor/"))
  }

  @Test("--config names the file; a mistake in it exits 78 with its file, line and column")
  func configurationErrors() throws {
    let folder = try Folder([
      "pl.lproj/Localizable.stringsdict": polishTable([("files", lacksOther)]),
      "lint.yml": "disabled_rules: [missing-other, missing-categories]\n",
      "bad.yml": "disabled_rules:\n  - missing-other\n  - no-such-rule\n",
      "typo.yml": "severity: {}\nexclude: [x]\n",
    ])
    defer { folder.remove() }
    let configured = try runPlurals(["lint", "--config", "lint.yml", "pl.lproj"], directory: folder.root)
    #expect(configured.status == 0)
    #expect(configured.output.hasSuffix("0 errors, 0 warnings, 0 notes in 1 file\n"))
    let bad = try runPlurals(["lint", "--config", "bad.yml", "pl.lproj"], directory: folder.root)
    #expect(bad.status == 78)
    #expect(bad.error.contains("bad.yml:3:5: error: unknown rule 'no-such-rule'"))
    #expect(bad.output.isEmpty)
    let typo = try runPlurals(["lint", "--config", "typo.yml", "pl.lproj"], directory: folder.root)
    #expect(typo.status == 78 && typo.error.contains("typo.yml:2:1: error: unknown key 'exclude'"))
    let missing = try runPlurals(["lint", "--config", "nope.yml"], directory: folder.root)
    #expect(missing.status == 78 && missing.error.contains("nope.yml:1:1: error: cannot read"))
  }

  @Test("--write-baseline records today's findings; --baseline reports only new ones, so CI fails on those")
  func baseline() throws {
    let folder = try Folder([
      "pl.lproj/Localizable.stringsdict": polishTable([("a", lacksOther), ("b", lacksMany)])
    ])
    defer { folder.remove() }
    let written = try runPlurals(["lint", "--write-baseline", "baseline.json", "."], directory: folder.root)
    #expect(written.status == 1)
    let recorded = try folder.read("baseline.json")
    #expect(recorded.contains("\"file\":\"pl.lproj/Localizable.stringsdict\""))
    #expect(recorded.contains("\"key\":\"a\"") && recorded.contains("\"language\":\"pl\""))
    let same = try runPlurals(["lint", "--baseline", "baseline.json", "."], directory: folder.root)
    #expect(same.status == 0, "\(same.output)")
    #expect(same.output.hasSuffix("0 errors, 0 warnings, 0 notes in 1 file\n"))
    #expect(same.error.contains("are in the baseline"))
    // Entries move down and one new defect comes: only that one is reported.
    try folder.write(
      "pl.lproj/Localizable.stringsdict",
      polishTable([("new", lacksOther), ("a", lacksOther), ("b", lacksMany)]))
    let fresh = try runPlurals(
      ["lint", "--baseline", "baseline.json", "--format", "json", "."], directory: folder.root)
    #expect(fresh.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(fresh.output.utf8)) as? [String: Any]
    let items = try #require(object?["diagnostics"] as? [[String: Any]])
    #expect(!items.isEmpty)
    #expect(items.allSatisfy { ($0["message"] as? String)?.contains("'new'") == true })
    // The configuration can name the baseline, relative to its own folder and within it.
    try folder.write("lint.yml", "baseline: baseline.json\n")
    try folder.write("pl.lproj/Localizable.stringsdict", polishTable([("a", lacksOther), ("b", lacksMany)]))
    let viaConfiguration = try runPlurals(["lint", "--config", "lint.yml", "."], directory: folder.root)
    #expect(viaConfiguration.status == 0)
    try folder.write("Config/lint.yml", "baseline: ../baseline.json\n")
    let outside = try runPlurals(["lint", "--config", "Config/lint.yml", "."], directory: folder.root)
    #expect(
      outside.status == 78
        && outside.error.contains("Config/lint.yml:1:11: error: baseline: '../baseline.json' leads out"),
      "\(outside.error)")
    let broken = try runPlurals(["lint", "--baseline", "lint.yml", "."], directory: folder.root + "/Config")
    #expect(broken.status == 78 && broken.error.contains("lint.yml:1:1: error: not a baseline"))
  }
}

@Suite("plurals lint rules")
struct LintRulesTests {
  @Test("every code, with its severity, meaning, an example and the fix")
  func listing() throws {
    let result = try runPlurals(["lint", "rules"])
    #expect(result.status == 0)
    let blocks = result.output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
    let headers = blocks.compactMap { $0.split(separator: "\n").first.map(String.init) }
    #expect(headers.contains("missing-other (error)"))
    #expect(headers.contains("missing-categories (warning)"))
    #expect(headers.contains("catalog-state-new (note)"))
    #expect(headers.contains("superfluous-suppression (note)"))
    #expect(headers.contains("unused-category (note)"))
    #expect(headers.contains("missing-required-other (warning)"))
    for block in blocks {
      let lines = block.split(separator: "\n")
      #expect(lines.count == 5, "\(block)")
      #expect(lines.dropFirst(2).first?.hasPrefix("  example: ") == true, "\(block)")
      #expect(lines.dropFirst(3).first?.hasPrefix("  fix:     ") == true, "\(block)")
      #expect(lines.last?.hasPrefix("  because: ") == true, "\(block)")
      #expect(lines.allSatisfy { $0.count > 12 }, "an empty field in \(block)")
    }
    let json = try runPlurals(["lint", "rules", "--format", "json"])
    let rules = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    let fixable = rules.filter { $0["fixable"] as? Bool == true }.compactMap { $0["code"] as? String }
    #expect(
      fixable == [
        "identical-duplicate-key", "argument-skipped", "integer-width-mismatch", "conversion-look-alike",
        "plural-candidate",
      ])
    #expect(
      rules.map {
        "\($0["code"] as? String ?? "") (\($0["severity"] as? String ?? "")\($0["fixable"] as? Bool == true ? ", fixable with --fix" : ""))"
      } == headers)
    for rule in rules {
      #expect(
        ["summary", "example", "fix", "severity_reason"].allSatisfy {
          (rule[$0] as? String)?.isEmpty == false
        },
        "\(rule)")
    }
  }

  @Test("a path is still linted, and ./rules names a folder called rules")
  func notConfusedWithPaths() throws {
    let folder = try Folder(["rules/pl.lproj/Localizable.stringsdict": polishTable([("a", lacksOther)])])
    defer { folder.remove() }
    let linted = try runPlurals(["lint", "./rules"], directory: folder.root)
    #expect(linted.status == 1 && linted.output.contains("[missing-other]"))
    let listed = try runPlurals(["lint", "rules"], directory: folder.root)
    #expect(listed.status == 0 && listed.output.hasPrefix("parse-error (error)\n"))
  }
}

@Suite("plurals lint: files the configuration excludes")
struct LintExclusionTests {
  @Test("excluding every file found is deliberate, not the no-lintable-files error")
  func allExcluded() throws {
    let folder = try Folder([
      "Vendor/pl.lproj/Localizable.stringsdict": polishTable([("a", lacksOther)]),
      ".plurals-lint.yml": "excluded: [Vendor]\n",
    ])
    defer { folder.remove() }
    let result = try runPlurals(["lint", "Vendor"], directory: folder.root)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasSuffix("0 errors, 0 warnings, 0 notes in 0 files\n"))
    #expect(!result.error.contains("no lintable files"))
  }
}

import Foundation
import LocalizedStrings
import SourceFiles
import TestSupport
import Testing

@testable import LocalizationLint

/// Which `.lproj` folder is the development language's: one rule, and what the linter says
/// when folders are stray copies, no language at all, or none is the configured language.
@Suite("The development language's folder")
struct DevelopmentLanguageTests {
  /// en passes an object, fr reads an integer: an argument-mismatch error in fr, unless
  /// something other than en.lproj is taken for the reference (the stray copies read %d too).
  static func tables(stray folder: String) -> [String: String] {
    [
      "en.lproj/L.strings": "\"a\" = \"%@ files\";\n",
      "fr.lproj/L.strings": "\"a\" = \"%d fichiers\";\n",
      "\(folder).lproj/L.strings": "\"a\" = \"%d files\";\n",
    ]
  }

  @Test(
    "a stray folder beside en.lproj is never the reference: fr's argument mismatch is still reported",
    arguments: [
      ("English", DiagnosticCode.ambiguousDevelopmentLanguage), ("EN", .ambiguousDevelopmentLanguage),
      ("en copy", .unknownLocalization), ("a,b", .unknownLocalization), ("en-US 2", .unknownLocalization),
      ("base", .unknownLocalization), ("mul", .unknownLocalization),
    ])
  func strayFolder(_ folder: String, _ code: DiagnosticCode) throws {
    let fixture = try LintFixture(Self.tables(stray: folder))
    defer { fixture.remove() }
    let report = fixture.lint()
    let french = report.diagnostics.filter { $0.location.file.hasSuffix("/fr.lproj/L.strings") }
    #expect(french.map(\.code) == [.argumentMismatch], "\(report.diagnostics)")
    #expect(french.first?.message.contains("but en passes an object") == true, "\(french)")
    #expect(report.exitStatus(warningsAsErrors: false) == LintExitCode.failed.rawValue)
    let stray = report.diagnostics.filter { $0.location.file.hasSuffix("/\(folder).lproj/L.strings") }
    let warning = try #require(stray.first { $0.code == code }, "\(report.diagnostics)")
    #expect(warning.severity == .warning && warning.location.line == 1)
    #expect(warning.message.contains("'\(folder).lproj'"))
    if code == .ambiguousDevelopmentLanguage {
      // Named with the one chosen, and compared with it like a translation.
      #expect(warning.message.contains("'en.lproj' is the reference"), "\(warning)")
      #expect(stray.contains { $0.code == .argumentMismatch })
    } else {
      // Checked alone: compared with nothing, and nothing compared with it.
      #expect(stray.map(\.code) == [code], "\(stray)")
    }
    #expect(!report.diagnostics.contains { $0.code == .unmatchedDevelopmentLanguage })
  }

  /// The folders of one table and the development language; the folder expected to be chosen.
  static let choices: [(development: String, folders: [String], chosen: String?)] = [
    ("en", ["English", "en"], "en"),
    ("en", ["English", "Base"], "Base"),
    ("en", ["English", "fr"], "English"),
    ("en", ["EN", "en", "fr"], "en"),
    ("en-US", ["en", "en-US", "Base"], "en-US"),
    ("en_US", ["en", "en-us", "fr"], "en-us"),
    ("en_US", ["en", "fr"], "en"),
    ("en-US", ["English", "fr"], "English"),
    ("pt_BR", ["pt_br", "pt-BR", "pt"], "pt-BR"),
    ("zh-Hant-TW", ["zh", "zh-Hant", "zh_TW"], "zh-Hant"),
    ("zh-Hant-TW", ["zh", "zh_TW"], "zh_TW"),
    ("iw", ["he", "fr"], "he"),
    ("en", ["en copy", "a,b", "fr"], nil),
    ("en", ["en_GB", "fr"], nil),
    ("eng", ["en", "fr"], nil),
    ("Base", ["Base", "en"], "Base"),
    ("sr-Latn", ["sr", "sr@latin"], "sr@latin"),
    ("en", ["en@foo", "fr"], nil),
  ]

  @Test("one rule chooses the reference: exact tag, Base, legacy name, then a region or script dropped")
  func rule() {
    for (development, folders, chosen) in Self.choices {
      let files = folders.map { "/p/\($0).lproj/L.strings" }
      let groups = LocalizationGroups(files: files, developmentLanguage: development)
      let reference = groups.references["/p/L.strings"]
      #expect(reference == chosen.map { "/p/\($0).lproj/L.strings" }, "\(development) in \(folders)")
      for file in files {
        #expect((groups.role(of: file) == .reference) == (file == reference), "\(file)")
      }
    }
  }

  @Test("the choice does not depend on the order of the files; an unknown folder is never chosen")
  func orderIndependence() {
    var random = TestSeed.generator("DevelopmentLanguageTests.orderIndependence")
    let pool = [
      "en", "EN", "en-US", "en_us", "English", "Base", "en copy", "a,b", "fr", "en_GB", "zh-Hant", "zh",
      "pt_BR", "pt", "Brazilian Portuguese", "und", "e", "en-", "en--US",
    ]
    let languages = ["en", "en-US", "en_GB", "pt-BR", "zh-Hant-TW", "fr", "eng", "Base"]
    for round in 0..<500 {
      let folders = Array(pool.shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
      let development = languages.randomElement(using: &random)!
      let files = folders.map { "/p/\($0).lproj/L.strings" }
      let groups = LocalizationGroups(files: files, developmentLanguage: development)
      let shuffled = LocalizationGroups(
        files: files.shuffled(using: &random), developmentLanguage: development)
      let reference = groups.references["/p/L.strings"]
      #expect(reference == shuffled.references["/p/L.strings"], "round \(round): \(development) \(folders)")
      #expect(groups.findings == shuffled.findings, "round \(round)")
      if let reference {
        let folder = String(reference.dropFirst(3).dropLast(".lproj/L.strings".count))
        #expect(LocalizationName(folder) != .unknown, "round \(round): \(folder)")
        // A folder spelled as configured is always the one.
        if folders.contains(development) { #expect(folder == development, "round \(round): \(folders)") }
      } else {
        #expect(!folders.contains("Base"), "round \(round): Base stands for any development language")
      }
      // Each unknown folder is reported, once, and is not in the group.
      let unknown = folders.filter { LocalizationName($0) == .unknown }
      #expect(groups.findings.filter { $0.diagnostic.code == .unknownLocalization }.count == unknown.count)
      #expect((groups.groups["/p/L.strings"]?.count ?? 0) == folders.count - unknown.count)
    }
  }

  @Test("a development language that no table has is an error naming it and the localizations found")
  func unmatched() throws {
    let fixture = try LintFixture(Self.tables(stray: "de"))
    defer { fixture.remove() }
    for language in ["eng", "xx", "Base"] {
      var configuration = LintConfiguration()
      configuration.developmentLanguage = language
      let report = Linter.lint(paths: [fixture.root], configuration: configuration)
      let error = try #require(
        report.diagnostics.first { $0.code == .unmatchedDevelopmentLanguage }, "\(language)")
      #expect(error.severity == .error)
      #expect(
        error.message.contains("'\(language)' is none of the localizations found (de, en, fr)"), "\(error)")
      #expect(report.diagnostics.filter { $0.code == .unmatchedDevelopmentLanguage }.count == 1)
      // Nothing was compared: that is what the error says.
      #expect(!report.diagnostics.contains { $0.code == .argumentMismatch })
    }
    // A region the folders do not write still finds the language's folder.
    for language in ["en", "en_US", "EN-gb", "en-Latn-US"] {
      var configuration = LintConfiguration()
      configuration.developmentLanguage = language
      let report = Linter.lint(paths: [fixture.root], configuration: configuration)
      #expect(!report.diagnostics.contains { $0.code == .unmatchedDevelopmentLanguage }, "\(language)")
      #expect(report.diagnostics.contains { $0.code == .argumentMismatch }, "\(language)")
    }
  }

  @Test("a catalog's source language is a localization found; one file a table is nothing skipped")
  func unmatchedWithCatalogs() throws {
    let tables = [
      "de.lproj/L.strings": "\"a\" = \"%@\";\n", "fr.lproj/L.strings": "\"a\" = \"%@\";\n",
    ]
    for (source, fires) in [("en", false), ("ja", true)] {
      let json = catalog(#""k":{"localizations":{"\#(source)":\#(unit("Hello"))}}"#, source: source)
      let report = try lintReport(tables.merging(["C.xcstrings": json]) { $1 })
      let found = report.diagnostics.filter { $0.code == .unmatchedDevelopmentLanguage }
      #expect(found.count == (fires ? 1 : 0), "\(source): \(found)")
      if fires { #expect(found[0].message.contains("(de, fr, ja)"), "\(found)") }
    }
    // Only one language of each table: no comparison was skipped (keys as their own text).
    let single = try lintReport([
      "de.lproj/L.strings": "\"a\" = \"%@\";\n", "fr.lproj/M.strings": "\"b\" = \"x\";\n",
    ])
    #expect(!single.diagnostics.contains { $0.code == .unmatchedDevelopmentLanguage })
  }

  @Test("folder names and the configured language are shown on one line, however hostile; long lists are cut")
  func hostileNames() throws {
    var files: [String: String] = [:]
    // 30 languages (private-use codes qaa…qbd), none the development language.
    for index in 0..<30 {
      let code =
        "q" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index / 26)))
        + String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26)))
      files["\(code).lproj/L.strings"] = "\"a\" = \"%@\";\n"
    }
    for name in ["en\ncopy", "en\u{2028}x", "en\r\u{7}", "en\u{202E}gb"] {
      files["\(name).lproj/L.strings"] = "\"a\" = \"%@\";\n"
    }
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    var configuration = LintConfiguration()
    configuration.developmentLanguage = "e\nn"
    let report = Linter.lint(paths: [fixture.root], configuration: configuration)
    let unknown = report.diagnostics.filter { $0.code == .unknownLocalization }
    #expect(unknown.count == 4, "\(report.diagnostics.map(\.code))")
    let unmatched = try #require(report.diagnostics.first { $0.code == .unmatchedDevelopmentLanguage })
    #expect(
      unmatched.message.contains("'e\\nn'") && unmatched.message.contains(" and 10 more)"), "\(unmatched)")
    for diagnostic in report.diagnostics {
      let line = diagnostic.message
      #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(line)")
      #expect(!line.unicodeScalars.contains { ["\u{2028}", "\u{202E}"].contains($0) }, "\(line)")
    }
    #expect(unknown.contains { $0.message.contains("'en\\ncopy.lproj'") })
  }
}

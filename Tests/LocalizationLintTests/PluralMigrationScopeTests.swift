import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `plurals lint --fix` on the fixture, with its `.plurals-lint.yml`, from its folder.
private func fixInvocation(_ fixture: LintFixture) -> LintInvocation {
  var invocation = LintInvocation()
  invocation.paths = [fixture.root]
  invocation.configurationPath = fixture.root + "/.plurals-lint.yml"
  invocation.fix = true
  invocation.workingDirectory = fixture.root
  return invocation
}

@Suite("plurals lint --fix: a migration writes only files the run linted")
struct PluralMigrationScopeTests {
  /// `lint --fix` with a configuration that excludes `fr.lproj`: the French files are not read, so
  /// the English entry does not move either.
  @Test("a sibling .lproj folder the configuration excludes refuses the migration; nothing written")
  func excludedSibling() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      "fr.lproj/L.strings": "\"deleted\" = \"%d fichiers\";\n",
      ".plurals-lint.yml": "excluded:\n  - fr.lproj\n",
    ])
    defer { fixture.remove() }
    let written = fixture.contents()
    let invocation = fixInvocation(fixture)
    let outcome = invocation.run()
    #expect(
      outcome.messages.contains {
        $0.contains("fr.lproj/L.strings was not linted (the configuration excludes it")
      },
      "\(outcome.messages)")
    #expect(outcome.messages.contains("note: fixed 0 findings in 0 files"), "\(outcome.messages)")
    #expect(fixture.contents() == written)
    // Without the exclusion, the same tree migrates (both languages).
    try "".write(toFile: fixture.root + "/.plurals-lint.yml", atomically: true, encoding: .utf8)
    let again = invocation.run()
    #expect(again.messages.contains { $0.contains("fixed 1 finding in 4 files") }, "\(again.messages)")
  }

  @Test("a table's folder is listed once for all its entries, and keeps its answer, .lproj folders only")
  func folderListedOnce() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "", "pl.lproj/L.strings": "", "Backup/L.strings": "",
    ])
    defer { fixture.remove() }
    var facts = PluralMigration.PathFacts()
    let first = try facts.lprojFolders(of: fixture.root).sorted()
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/fr.lproj", withIntermediateDirectories: false)
    #expect(first == ["en.lproj", "pl.lproj"])
    #expect(try facts.lprojFolders(of: fixture.root).sorted() == first)
    #expect(facts.listings == 1)
    #expect(throws: SourceError.self) { try facts.lprojFolders(of: fixture.root + "/missing") }
    #expect(throws: SourceError.self) { try facts.lprojFolders(of: fixture.root + "/missing") }
    #expect(facts.listings == 2)
  }

  /// The second shape of ``folderListedOnce()``: tables in two folders, each answered with its
  /// own folders and links, each listed once however often it is asked.
  @Test("two tables' folders: each parent its own listing and answers, listed once each")
  func foldersOfTwoParents() throws {
    let fixture = try LintFixture([
      "App/en.lproj/L.strings": "", "App/pl.lproj/L.strings": "",
      "Kit/en.lproj/L.strings": "", "Kit/de.lproj/L.strings": "", "Kit/fr.lproj/L.strings": "",
    ])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/Kit/de.lproj/L.stringsdict", withDestinationPath: "../en.lproj/L.strings")
    var facts = PluralMigration.PathFacts()
    let root = fixture.root
    for _ in 0..<3 {
      let app = try facts.lprojFolders(of: root + "/App").sorted()
      let kit = try facts.lprojFolders(of: root + "/Kit").sorted()
      #expect(app == ["en.lproj", "pl.lproj"])
      #expect(kit == ["de.lproj", "en.lproj", "fr.lproj"])
      let links = [
        facts.isSymbolicLink(root + "/Kit/de.lproj/L.stringsdict"),
        facts.isSymbolicLink(root + "/App/pl.lproj/L.strings"),
      ]
      #expect(links == [true, false])
      let present = [
        facts.isPresent(root + "/Kit/de.lproj/L.stringsdict"),
        facts.isPresent(root + "/App/pl.lproj/L.stringsdict"),
      ]
      #expect(present == [true, false])
      let missing = facts.realPath(root + "/App/pl.lproj/L.stringsdict")
      let linked = facts.realPath(root + "/Kit/de.lproj/L.stringsdict")
      #expect(missing == nil)
      #expect(linked?.hasSuffix("/Kit/en.lproj/L.strings") == true)
    }
    #expect(facts.listings == 2)
  }

  @Test("a table's languages are its .lproj folders: a folder of another name beside them is left as it is")
  func otherFolderBeside() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      "Backup/L.strings": "\"deleted\" = \"%d old files deleted\";\n",
      ".plurals-lint.yml": "",
    ])
    defer { fixture.remove() }
    let outcome = fixInvocation(fixture).run()
    #expect(outcome.messages.contains { $0.contains("fixed 1 finding in 2 files") }, "\(outcome.messages)")
    let files = fixture.contents()
    #expect(files["Backup/L.strings"] == Data("\"deleted\" = \"%d old files deleted\";\n".utf8))
    #expect(files["Backup/L.stringsdict"] == nil)
    #expect(files["en.lproj/L.stringsdict"] != nil)
  }

  @Test("an existing .stringsdict the configuration excludes refuses the migration; nothing written")
  func excludedStringsdict() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      "en.lproj/L.stringsdict": plist(entry("files", format: "%#@n@", good)),
      ".plurals-lint.yml": "excluded:\n  - en.lproj/L.stringsdict\n",
    ])
    defer { fixture.remove() }
    let written = fixture.contents()
    let invocation = fixInvocation(fixture)
    let outcome = invocation.run()
    #expect(
      outcome.messages.contains { $0.contains("en.lproj/L.stringsdict was not linted") },
      "\(outcome.messages)")
    #expect(outcome.messages.contains("note: fixed 0 findings in 0 files"), "\(outcome.messages)")
    #expect(fixture.contents() == written)
    // Without the exclusion, the entry moves into it.
    try "".write(toFile: fixture.root + "/.plurals-lint.yml", atomically: true, encoding: .utf8)
    let again = invocation.run()
    #expect(again.messages.contains { $0.contains("fixed 1 finding in 2 files") }, "\(again.messages)")
  }

  @Test("a hidden sibling .lproj folder, which the walk passes over, refuses the migration; nothing written")
  func hiddenSibling() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      ".de.lproj/L.strings": "\"deleted\" = \"%d Dateien\";\n",
    ])
    defer { fixture.remove() }
    let written = fixture.contents()
    let report = fixture.lint()
    #expect(report.filesChecked == 1)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.skipped.contains { $0.contains(".de.lproj/L.strings was not linted") }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(fixture.contents() == written)
  }
}

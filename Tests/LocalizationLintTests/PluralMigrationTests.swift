import Foundation
import LocalizedStrings
import PluralRuleSyntax
import Plurals
import TestSupport
import Testing

@testable import LocalizationLint

/// The texts of "deleted" in each language of the fixtures, each printing the count once.
private let deleted: [String: String] = [
  "en": "%d files deleted",
  "pl": "Usunięto plików: %d",
  "ru": "Удалено файлов: %d",
  "ar": "تم حذف %d ملفات & <أكثر>",
]

/// The `.strings` files of a table `L` in en, pl, ru and ar: "deleted" and a second entry.
private func stringsFiles() -> [String: String] {
  var files: [String: String] = [:]
  for (language, text) in deleted {
    files["\(language).lproj/L.strings"] =
      "/* Count */\n\"deleted\" = \"\(text)\";\n\"title\" = \"T \(language)\";\n"
  }
  return files
}

/// The contents of a file of a fixture; nil when it does not exist.
private func contents(_ fixture: LintFixture, _ name: String) -> String? {
  try? String(contentsOfFile: fixture.root + "/" + name, encoding: .utf8)
}

/// Asserts that the runtime formats "deleted" from each language's written `.stringsdict` as
/// it formats it from `original` (the `.strings` files before the fix, by path), at 0–1000 and
/// at random numbers (the seed printed), and that the text printed holds the number.
private func expectSameOutputs(_ fixture: LintFixture, original: [String: String]) throws {
  let seed = TestSeed.seed("PluralMigrationTests.expectSameOutputs")
  var random = SeededGenerator(seed: seed)
  let numbers = Array(0...1000) + (0..<200).map { _ in Int(random.next() % 10_000_000) }
  for language in deleted.keys {
    let name = "\(language).lproj/L.strings"
    let before = try StringTable(bytes: Array(try #require(original[name]).utf8), path: name, kind: .strings)
    let after = try StringTable(contentsOf: fixture.root + "/\(language).lproj/L.stringsdict")
    for number in numbers {
      let old = try before.format("deleted", number)
      #expect(try after.format("deleted", number) == old, "\(language) \(number)")
      #expect(old != deleted[language], "\(language): the number is printed")
    }
  }
}

@Suite("plurals lint --fix migrates plural-candidate")
struct PluralMigrationTests {
  @Test("en, pl, ru, ar: each .strings entry moves to a new .stringsdict with its language's categories")
  func newStringsdicts() throws {
    let fixture = try LintFixture(stringsFiles())
    defer { fixture.remove() }
    let before = fixture.lint()
    #expect(before.countsByCode[.pluralCandidate] == 1)
    let fixes = LintFixes(report: before, roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.files.count == 8)
    #expect(fixes.apply().isEmpty)
    for language in deleted.keys {
      #expect(
        contents(fixture, "\(language).lproj/L.strings") == "/* Count */\n\"title\" = \"T \(language)\";\n")
      let dict = try #require(contents(fixture, "\(language).lproj/L.stringsdict"))
      let root = try PropertyListReader.parse(Array(dict.utf8), file: "L.stringsdict")
      let entry = try #require(root.dictionary?["deleted"]?.dictionary)
      #expect(entry["NSStringLocalizedFormatKey"]?.string == "%#@count@")
      let variable = try #require(entry["count"]?.dictionary)
      #expect(variable["NSStringFormatValueTypeKey"]?.string == "d")
      let categories = variable.entries.map(\.key).filter { !$0.hasPrefix("NSString") }
      #expect(categories == PluralRules(locale: language).categories.map(\.name), "\(language)")
      #expect(categories.allSatisfy { variable[$0]?.string == deleted[language] })
    }
    // The categories CLDR gives: Arabic's six, Polish and Russian's four.
    #expect(contents(fixture, "ar.lproj/L.stringsdict")?.contains("<key>zero</key>") == true)
    #expect(contents(fixture, "pl.lproj/L.stringsdict")?.contains("<key>few</key>") == true)
    #expect(contents(fixture, "en.lproj/L.stringsdict")?.contains("<key>few</key>") == false)
    try expectSameOutputs(fixture, original: stringsFiles())
    let after = fixture.lint()
    #expect(after.countsByCode[.pluralCandidate] == nil)
    // Idempotent: a second --fix finds nothing to migrate and writes nothing.
    let written = fixture.contents()
    let again = LintFixes(report: after, roots: [fixture.root])
    #expect(again.fixCount == 0)
    #expect(again.apply().isEmpty)
    #expect(fixture.contents() == written)
  }

  @Test("a Base.lproj table names no language: its entry gets the development language's categories (en)")
  func baseFolder() throws {
    let fixture = try LintFixture([
      "Base.lproj/L.strings": "\"k\" = \"%d files\";\n", "pl.lproj/L.strings": "\"k\" = \"%d plików\";\n",
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    for (folder, language) in [("Base", "en"), ("pl", "pl")] {
      let dict = try #require(contents(fixture, "\(folder).lproj/L.stringsdict"))
      let root = try PropertyListReader.parse(Array(dict.utf8), file: "L.stringsdict")
      let variable = try #require(root.dictionary?["k"]?.dictionary?["count"]?.dictionary)
      let categories = variable.entries.map(\.key).filter { !$0.hasPrefix("NSString") }
      #expect(categories == PluralRules(locale: language).categories.map(\.name), "\(folder)")
    }
  }

  @Test("existing .stringsdict files (CRLF in one) keep every byte, the entry added before the last </dict>")
  func existingStringsdicts() throws {
    var files = stringsFiles()
    let english = plist(entry("files", format: "%#@n@", good))
    let polish = plist(pluralEntry([("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików")]))
      .replacing("\n", with: "\r\n")
    files["en.lproj/L.stringsdict"] = english
    files["pl.lproj/L.stringsdict"] = polish
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    for (name, old, newline) in [("en", english, "\n"), ("pl", polish, "\r\n")] {
      let new = try #require(contents(fixture, "\(name).lproj/L.stringsdict"))
      let tail = "</dict>\(newline)</plist>\(newline)"
      let cut = try #require(old.range(of: tail, options: .backwards)).lowerBound
      #expect(new.hasPrefix(String(old[..<cut])), "\(name)")
      #expect(new.hasSuffix(tail))
      let added = new.dropFirst(old[..<cut].count).dropLast(tail.count)
      // The review marker, then the entry (ReviewMarkerTests).
      #expect(
        added.hasPrefix("\t\(ReviewMarkers.comment)\(newline)\t<key>deleted</key>\(newline)"), "\(added)")
      #expect(!added.replacing(newline, with: "").contains("\n"))
    }
    let table = try StringTable(contentsOf: fixture.root + "/pl.lproj/L.stringsdict")
    #expect(try table.format("k", 3) == "3 pliki")
    try expectSameOutputs(fixture, original: stringsFiles())
  }

  @Test("refused: a second argument, in the development language or a translation; nothing written")
  func secondArgument() throws {
    for (english, polish) in [
      ("%d files in %@", "Plików: %d"), ("%d files deleted", "Usunięto plików: %d z %@"),
    ] {
      let fixture = try LintFixture([
        "en.lproj/L.strings": "\"deleted\" = \"\(english)\";\n",
        "pl.lproj/L.strings": "\"deleted\" = \"\(polish)\";\n",
      ])
      defer { fixture.remove() }
      let written = fixture.contents()
      let report = fixture.lint()
      #expect(report.countsByCode[.pluralCandidate] == 1)
      let fixes = LintFixes(report: report, roots: [fixture.root])
      #expect(fixes.fixCount == 0)
      #expect(fixes.skipped.contains { $0.contains("an argument other than the count") }, "\(fixes.skipped)")
      #expect(fixes.apply().isEmpty)
      #expect(fixture.contents() == written)
    }
  }

  @Test("the runtime check names the first number whose output would change, and passes an identical entry")
  func outputDifference() throws {
    let strings = (path: "pl.lproj/L.strings", bytes: Array(#""k" = "%d plików";"#.utf8))
    func dictionary(one: String) -> (path: String, bytes: [UInt8]) {
      let variants = [("one", one), ("few", "%d plików"), ("many", "%d plików"), ("other", "%d plików")]
      return ("pl.lproj/L.stringsdict", Array(plist(pluralEntry(variants)).utf8))
    }
    let changed = PluralMigration.outputDifference(
      key: "k", strings: strings, stringsdict: dictionary(one: "%d plik"), language: "pl", unsigned: false)
    #expect(changed?.contains("\"1 plik\"") == true, "\(changed ?? "nil")")
    #expect(changed?.hasSuffix("at 1") == true)
    #expect(
      PluralMigration.outputDifference(
        key: "k", strings: strings, stringsdict: dictionary(one: "%d plików"), language: "pl", unsigned: false
      )
        == nil)
  }

  @Test(
    "the runtime check's numbers: every CLDR integer sample of each category, and the edges of a conversion's length and sign"
  )
  func outputNumbers() throws {
    let numbers = PluralMigration.numbers(for: "pl")
    #expect(Set(numbers).count == numbers.count)
    // CLDR 48's Polish samples: 'few' 2~4, 22~24, …, 1002; 'many' 0, 5~19, 100, 1000, 10000, ….
    let rules = PluralRules(locale: "pl")
    for category in rules.categories {
      guard let samples = try PluralRule(parsing: rules.ruleText(for: category) ?? "").integerSamples else {
        continue
      }
      for value in samples.values where value.exponent == 0 {
        #expect(numbers.contains(Int64(value.description) ?? -2), "\(category) \(value)")
      }
    }
    #expect(numbers.contains(2) && numbers.contains(1002) && numbers.contains(19) && numbers.contains(10_000))
    for edge: Int64 in [0, 1, -1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, 1 << 31, (1 << 31) - 1] {
      #expect(numbers.contains(edge), "\(edge)")
    }
    #expect(numbers.contains(1 << 32) && numbers.contains((1 << 32) - 1) && numbers.contains(1_000_000))
    #expect(numbers.contains(.min) && numbers.contains(.max))
    // A few dozen, not every number to 200: each is formatted twice for each migrated entry.
    #expect(numbers.count < 80, "\(numbers.count)")
  }

  @Test(
    "the runtime check finds a form that differs only in one category, or only at a conversion's edge",
    arguments: [
      ("few", "%d pliki", "\"2 pliki\" where today's text in pl.lproj/L.strings prints \"2 plików\" at 2"),
      (
        "all", "%hhd plików",
        " plików\" where today's text in pl.lproj/L.strings prints \"1000 plików\" at 1000"
      ),
      (
        "all", "%hd plików",
        " plików\" where today's text in pl.lproj/L.strings prints \"1000000 plików\" at 1000000"
      ),
      // Only a number below zero tells %u from %d.
      (
        "all", "%u plików",
        "\"4294967295 plików\" where today's text in pl.lproj/L.strings prints \"-1 plików\" at -1"
      ),
    ])
  func outputEdges(category: String, form: String, expected: String) throws {
    let strings = (path: "pl.lproj/L.strings", bytes: Array(#""k" = "%d plików";"#.utf8))
    let variants = ["one", "few", "many", "other"].map { name in
      (name, category == "all" || category == name ? form : "%d plików")
    }
    let dictionary = ("pl.lproj/L.stringsdict", Array(plist(pluralEntry(variants)).utf8))
    let difference = PluralMigration.outputDifference(
      key: "k", strings: strings, stringsdict: dictionary, language: "pl", unsigned: false)
    #expect(difference?.hasSuffix(expected) == true, "\(difference ?? "nil")")
  }

  @Test("an unsigned entry's check names its number without a sign")
  func outputUnsigned() throws {
    let strings = (path: "en.lproj/L.strings", bytes: Array(#""k" = "%u files";"#.utf8))
    let dictionary = (
      "en.lproj/L.stringsdict",
      Array(plist(pluralEntry([("one", "%u files"), ("other", "%hhu files")], valueType: "u")).utf8)
    )
    let difference = PluralMigration.outputDifference(
      key: "k", strings: strings, stringsdict: dictionary, language: "en", unsigned: true)
    #expect(difference?.hasSuffix("at 18446744073709551615") == true, "\(difference ?? "nil")")
  }

  /// What decides the sign of the check's numbers, for a `.strings` entry's move and a catalog's
  /// plan alike: every length of `u`, and no other conversion.
  @Test(
    "a count's conversion is unsigned at every length of u",
    arguments: [
      ("u", true), ("hhu", true), ("hu", true), ("lu", true), ("llu", true), ("qu", true), ("zu", true),
      ("d", false), ("i", false), ("ld", false), ("lld", false), ("hhd", false),
    ])
  func unsignedConversion(type: String, unsigned: Bool) {
    #expect(PluralMigration.isUnsigned(type) == unsigned)
  }

  @Test("--dry-run prints the migration as a diff (a new file as a creation hunk) and writes nothing")
  func dryRun() throws {
    var files = stringsFiles()
    files["pl.lproj/L.stringsdict"] = plist(pluralEntry([("one", "%d plik"), ("many", "%d plików")]))
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    let written = fixture.contents()
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.dryRun = true
    invocation.workingDirectory = fixture.root
    let outcome = invocation.run()
    #expect(fixture.contents() == written)
    let diff = outcome.output
    #expect(diff.contains("--- /dev/null\n+++ b/en.lproj/L.stringsdict\n@@ -0,0 +1,"), "\(diff)")
    #expect(diff.contains("--- a/pl.lproj/L.stringsdict\n+++ b/pl.lproj/L.stringsdict\n"))
    #expect(!diff.contains("+++ b/pl.lproj/L.stringsdict\n@@ -0,0"))
    #expect(diff.contains("-\"deleted\" = \"%d files deleted\";\n"))
    #expect(diff.contains("+\t\t\t<string>Usunięto plików: %d</string>\n"))
    #expect(outcome.messages.contains { $0.contains("1 finding in 8 files") }, "\(outcome.messages)")
    // Applied by the same run without --dry-run, the files become what the diff says.
    invocation.dryRun = false
    let applied = invocation.run()
    #expect(applied.messages.contains { $0.contains("fixed 1 finding in 8 files") }, "\(applied.messages)")
    let created = try #require(contents(fixture, "en.lproj/L.stringsdict"))
    let hunk = diff.components(separatedBy: "+++ b/en.lproj/L.stringsdict\n")[1]
      .components(separatedBy: "\n--- ")[0]
    let lines = hunk.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) + "\n" }
    #expect(lines.joined() == created)
  }

  @Test(
    "a development-language .strings file or catalog gone between lint and --fix: refused as missing, nothing written",
    arguments: [
      ("en.lproj/L.strings", "en.lproj/L.strings", "\"deleted\" = \"%d files deleted\";\n"),
      (
        "C.xcstrings", "C.xcstrings",
        #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"%lld plików"}}}}}}"#
      ),
    ])
  func developmentFileGone(path: String, removed: String, text: String) throws {
    var files = [path: text]
    if path.hasSuffix(".strings") { files["pl.lproj/L.strings"] = "\"deleted\" = \"Usunięto plików: %d\";\n" }
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.diagnostics.contains { $0.code == .pluralCandidate }, "\(report.diagnostics)")
    try FileManager.default.removeItem(atPath: fixture.root + "/" + removed)
    let written = fixture.contents()
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.skipped.contains { $0.contains(removed + " is missing") }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(fixture.contents() == written)
  }

  @Test("a translation's .lproj folder that is a symbolic link refuses the migration in every language")
  func linkedFolder() throws {
    let outside = try LintFixture(["L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n"])
    defer { outside.remove() }
    let fixture = try LintFixture(["en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n"])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/pl.lproj", withDestinationPath: outside.root)
    let written = fixture.contents()
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.skipped.contains { $0.contains("is a symbolic link") }, "\(fixes.skipped)")
    #expect(fixture.contents() == written)
    #expect(contents(outside, "L.strings") == "\"deleted\" = \"Usunięto plików: %d\";\n")
  }

  @Test(
    "%lld, a UTF-16 .strings file, an XML .strings file and a translation without the number: moved, encodings kept"
  )
  func otherShapes() throws {
    let polish = "\"left\" = \"Pozostało: %lld\";\n\"x\" = \"Ż\";\n"
    let russian = plist("<key>left</key><string>%1$lld осталось</string><key>y</key><string>Ы</string>")
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"left\" = \"%lld items left\";\n",
      "ru.lproj/L.strings": russian,
      "de.lproj/L.strings": "\"left\" = \"Einige übrig\";\n",
    ])
    defer { fixture.remove() }
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/pl.lproj", withIntermediateDirectories: true)
    let utf16 = Data([0xFF, 0xFE] + polish.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    try utf16.write(to: URL(fileURLWithPath: fixture.root + "/pl.lproj/L.strings"))
    var originals: [String: StringTable] = [:]
    for language in ["en", "pl", "ru", "de"] {
      originals[language] = try StringTable(contentsOf: fixture.root + "/\(language).lproj/L.strings")
    }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    let rest = Data([0xFF, 0xFE] + "\"x\" = \"Ż\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect(FileManager.default.contents(atPath: fixture.root + "/pl.lproj/L.strings") == rest)
    #expect(contents(fixture, "ru.lproj/L.strings") == plist("<key>y</key><string>Ы</string>"))
    #expect(contents(fixture, "de.lproj/L.strings") == "")
    for language in ["en", "pl", "ru", "de"] {
      let dict = try #require(contents(fixture, "\(language).lproj/L.stringsdict"))
      #expect(dict.contains("<string>lld</string>"), "\(language)")
      let table = try StringTable(contentsOf: fixture.root + "/\(language).lproj/L.stringsdict")
      for number in [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1_000_000] {
        #expect(
          try table.format("left", number) == originals[language]!.format("left", number), "\(language)")
      }
    }
  }

  @Test("refused: a translation that pads the count (%02d); nothing written")
  func paddedTranslation() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"left\" = \"%d items left\";\n",
      "pl.lproj/L.strings": "\"left\" = \"Pozostało: %02d\";\n",
    ])
    defer { fixture.remove() }
    let written = fixture.contents()
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(
      fixes.skipped.contains { $0.contains("pl.lproj/L.strings prints the count with flags") },
      "\(fixes.skipped)")
    #expect(fixture.contents() == written)
  }

  @Test("a translation's .stringsdict that is a symbolic link (to a file outside) is never written through")
  func linkedStringsdict() throws {
    let outside = try LintFixture([
      "L.stringsdict": plist(pluralEntry([("one", "%d plik"), ("other", "%d pliki")]))
    ])
    defer { outside.remove() }
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      "pl.lproj/L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n",
    ])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/pl.lproj/L.stringsdict", withDestinationPath: outside.root + "/L.stringsdict")
    let written = fixture.contents()
    let secret = outside.contents()
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(
      fixes.skipped.contains { $0.contains("L.stringsdict is not a regular file") }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(fixture.contents() == written)
    #expect(outside.contents() == secret)
  }
}

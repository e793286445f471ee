import Foundation
import LocalizedStrings
import TestSupport
import Testing

@testable import LocalizationLint

/// The codes of a report, counted.
private func counts(_ report: LintReport) -> [DiagnosticCode: Int] { report.countsByCode }

/// Lints `root`, fixes what `--fix` fixes, lints again: the fixes, and the reports before and after.
private func fixAndRelint(_ root: String) -> (fixes: LintFixes, before: LintReport, after: LintReport) {
  let before = Linter.lint(paths: [root])
  let fixes = LintFixes(report: before, roots: [root])
  let failures = fixes.apply()
  #expect(failures.isEmpty, "\(failures)")
  return (fixes, before, Linter.lint(paths: [root]))
}

/// The bytes of a file of a fixture.
private func bytes(_ fixture: LintFixture, _ name: String) throws -> [UInt8] {
  Array(try Data(contentsOf: URL(fileURLWithPath: fixture.root + "/" + name)))
}

/// `text` in UTF-16, little-endian, with its byte order mark.
private func utf16(_ text: String) -> Data {
  Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
}

@Suite("plurals lint --fix")
struct LintFixTests {
  @Test("identical-duplicate-key in a .strings file: the later copy's line removed, CRLF and the rest kept")
  func stringsDuplicate() throws {
    let text =
      "/* Title */\r\n\"title\" = \"Files\";\r\n\"count\" = \"%d files\";\r\n\"title\" = \"Files\";\r\n\"end\" = \"End\";"
    let fixture = try LintFixture(["en.lproj/Localizable.strings": text])
    defer { fixture.remove() }
    let (fixes, before, after) = fixAndRelint(fixture.root)
    #expect(counts(before)[.identicalDuplicateKey] == 1)
    #expect(fixes.fixCount == 1)
    #expect(counts(after)[.identicalDuplicateKey] == nil)
    let expected = "/* Title */\r\n\"title\" = \"Files\";\r\n\"count\" = \"%d files\";\r\n\"end\" = \"End\";"
    #expect(try bytes(fixture, "en.lproj/Localizable.strings") == Array(expected.utf8))
  }

  @Test(
    "a binary property list is not rewritten, and the note says why: a finding in it, and a migration into it"
  )
  func binaryPropertyList() throws {
    func binary(other: String) throws -> Data {
      let variable: [String: String] = [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
        "one": "%d file", "other": other,
      ]
      let entries: [String: Any] = ["files": ["NSStringLocalizedFormatKey": "%#@n@", "n": variable]]
      return try PropertyListSerialization.data(fromPropertyList: entries, format: .binary, options: 0)
    }
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"k\" = \"%d files\";\n", "pl.lproj/L.strings": "\"k\" = \"%d plików\";\n",
    ])
    defer { fixture.remove() }
    let dictionary = fixture.root + "/en.lproj/L.stringsdict"
    let reason = "a binary property list, which --fix does not rewrite (plutil -convert xml1 makes it XML)"
    // A finding in the binary file (its migration waits for it).
    let mismatched = try binary(other: "%ld files")
    try mismatched.write(to: URL(fileURLWithPath: dictionary))
    let report = fixture.lint()
    #expect(report.countsByCode[.integerWidthMismatch] == 1)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.skipped.contains { $0.hasSuffix("en.lproj/L.stringsdict: " + reason) }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: dictionary)) == mismatched)
    // A migration into the binary file, which has no finding of its own.
    let clean = try binary(other: "%d files")
    try clean.write(to: URL(fileURLWithPath: dictionary))
    let migration = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(migration.fixCount == 0)
    #expect(
      migration.skipped.contains {
        $0.contains("en.lproj/L.stringsdict is " + reason) && $0.hasSuffix("[plural-candidate]")
      }, "\(migration.skipped)")
    #expect(migration.apply().isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: dictionary)) == clean)
  }

  @Test("a UTF-16 .strings file stays UTF-16 with its byte order mark; a copy sharing a line goes alone")
  func utf16Strings() throws {
    let fixture = try LintFixture([:])
    defer { fixture.remove() }
    let path = fixture.root + "/fr.lproj/Localizable.strings"
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/fr.lproj", withIntermediateDirectories: true)
    try utf16("\"a\" = \"Café\"; \"a\" = \"Café\";\n\"b\" = \"Thé\";\n").write(to: URL(fileURLWithPath: path))
    let (fixes, _, after) = fixAndRelint(fixture.root)
    #expect(fixes.fixCount == 1)
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)) == utf16("\"a\" = \"Café\";\n\"b\" = \"Thé\";\n"))
  }

  @Test("identical-duplicate-key in a .stringsdict: a repeated entry and a repeated variant, each removed")
  func stringsdictDuplicates() throws {
    let repeated = entry("files", format: "%#@n@", good)
    let variantTwice = variable("n", [("one", "%d file"), ("other", "%d files"), ("other", "%d files")])
    let text = plist(repeated + "\n" + entry("more", format: "%#@n@", variantTwice) + "\n" + repeated)
    let fixture = try LintFixture(["en.lproj/Localizable.stringsdict": text])
    defer { fixture.remove() }
    let (fixes, before, after) = fixAndRelint(fixture.root)
    #expect(counts(before)[.identicalDuplicateKey] == 2)
    #expect(fixes.fixCount == 2)
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
    let expected = plist(repeated + "\n" + entry("more", format: "%#@n@", good))
    #expect(
      String(decoding: try bytes(fixture, "en.lproj/Localizable.stringsdict"), as: UTF8.self) == expected)
  }

  @Test("integer-width-mismatch: %1$d beside %1$lld in a line, %d beside %ld in another variant")
  func integerWidths() throws {
    let variants = variable("n", [("one", "%d file"), ("other", "%ld files")])
    let fixture = try LintFixture([
      "en.lproj/S.strings": "\"a\" = \"%1$d of %1$lld\";\n\"b\" = \"%d and %d\";\n",
      "en.lproj/S.stringsdict": plist(entry("files", format: "%#@n@", variants)),
    ])
    defer { fixture.remove() }
    let (fixes, before, after) = fixAndRelint(fixture.root)
    #expect(counts(before)[.integerWidthMismatch] == 2)
    #expect(fixes.fixCount == 2)
    #expect(counts(after)[.integerWidthMismatch] == nil)
    #expect(counts(after) == counts(before).filter { $0.key != .integerWidthMismatch })
    #expect(
      String(decoding: try bytes(fixture, "en.lproj/S.strings"), as: UTF8.self)
        == "\"a\" = \"%1$lld of %1$lld\";\n\"b\" = \"%d and %d\";\n")
    let fixed = plist(
      entry("files", format: "%#@n@", variable("n", [("one", "%ld file"), ("other", "%ld files")])))
    #expect(String(decoding: try bytes(fixture, "en.lproj/S.stringsdict"), as: UTF8.self) == fixed)
  }

  @Test(
    "conversion-look-alike in .strings files: 'lld', '٪d' and '% d' become the development language's conversion"
  )
  func lookAlikes() throws {
    let arabicVariants = ["zero", "one", "two", "few", "many", "other"].map { ($0, "\u{066A}d ملفات") }
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"files\" = \"%lld files\";\n\"n\" = \"%d items\";\n",
      "fr.lproj/L.strings": "\"files\" = \"lld fichiers\";\n\"n\" = \"% d éléments\";\n",
      "ar.lproj/L.strings": "\"files\" = \"\u{066A}lld ملفات\";\n\"n\" = \"d d\";\n",
      "en.lproj/P.stringsdict": plist(entry("files", format: "%#@n@", good)),
      "ar.lproj/P.stringsdict": plist(entry("files", format: "%#@n@", variable("n", arabicVariants))),
    ])
    defer { fixture.remove() }
    let (fixes, before, after) = fixAndRelint(fixture.root)
    #expect(counts(before)[.conversionLookAlike] == 5)
    #expect(fixes.fixedFindings == [.conversionLookAlike: 3])
    // A lone 'd' may be a word; a .stringsdict's variants may repeat the look-alike: both left.
    // (Besides the notes of the plural candidates, left alone in files with look-alikes.)
    let lookAlikeNotes = fixes.skipped.filter { !$0.hasSuffix("[plural-candidate]") }
    #expect(lookAlikeNotes.count == 2, "\(fixes.skipped)")
    #expect(fixes.skipped.contains { $0.contains("ar.lproj/L.strings:2:") })
    #expect(fixes.skipped.contains { $0.contains("ar.lproj/P.stringsdict") })
    #expect(counts(after)[.conversionLookAlike] == 2)
    #expect(
      String(decoding: try bytes(fixture, "fr.lproj/L.strings"), as: UTF8.self)
        == "\"files\" = \"%lld fichiers\";\n\"n\" = \"%d éléments\";\n")
    #expect(
      String(decoding: try bytes(fixture, "ar.lproj/L.strings"), as: UTF8.self)
        == "\"files\" = \"%lld ملفات\";\n\"n\" = \"d d\";\n")
  }

  @Test("nothing is fixed in a file with a parse error, through a symbolic link, or outside the roots")
  func refusals() throws {
    let duplicate = "\"a\" = \"A\";\n\"a\" = \"A\";\n"
    let outside = try LintFixture(["secret.strings": duplicate])
    defer { outside.remove() }
    let fixture = try LintFixture([
      "en.lproj/Broken.strings": duplicate + "\"b\" = \"unterminated;\n",
      "en.lproj/Fine.strings": duplicate,
    ])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/en.lproj/Linked.strings",
      withDestinationPath: fixture.root + "/en.lproj/Fine.strings")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/de.lproj", withDestinationPath: outside.root)
    let before = Linter.lint(paths: [fixture.root])
    // The walker reads the link inside the tree; a fix there is refused (never written through a link).
    let linked = before.findings.filter {
      $0.diagnostic.code == .identicalDuplicateKey && $0.diagnostic.location.file.hasSuffix("Linked.strings")
    }
    #expect(linked.count == 1)
    // A finding in a file outside the roots (as a report from elsewhere could hold) is refused too.
    var report = before
    report.findings.append(
      LintFinding(
        .init(
          .identicalDuplicateKey, "copy",
          at: .init(file: fixture.root + "/en.lproj/Broken.strings", line: 2, column: 1))))
    report.findings.append(
      LintFinding(
        .init(
          .identicalDuplicateKey, "copy",
          at: .init(file: outside.root + "/secret.strings", line: 2, column: 1))))
    // And one in a file of no localization format, and one in a file that does not read though
    // the report names no parse error for it (written after the run).
    report.findings.append(
      LintFinding(
        .init(
          .identicalDuplicateKey, "copy",
          at: .init(file: fixture.root + "/en.lproj/notes.txt", line: 2, column: 1))))
    try Data((duplicate + "\"b\" = \"unterminated;\n").utf8).write(
      to: URL(fileURLWithPath: fixture.root + "/en.lproj/Later.strings"))
    report.findings.append(
      LintFinding(
        .init(
          .identicalDuplicateKey, "copy",
          at: .init(file: fixture.root + "/en.lproj/Later.strings", line: 2, column: 1))))
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.files.map { ($0.path as NSString).lastPathComponent } == ["Fine.strings"])
    #expect(fixes.skipped.contains { $0.contains("Broken.strings") && $0.contains("parse error") })
    #expect(
      fixes.skipped.contains { $0.contains("Later.strings: it does not read (") && $0.hasSuffix(")") },
      "\(fixes.skipped)")
    #expect(
      fixes.skipped.contains {
        $0.hasSuffix("notes.txt: not a localization file (.strings, .stringsdict or .xcstrings)")
      }, "\(fixes.skipped)")
    #expect(fixes.skipped.contains { $0.contains("Linked.strings") && $0.contains("symbolic link") })
    #expect(fixes.skipped.contains { $0.contains("secret.strings") && $0.contains("outside") })
    #expect(fixes.apply().isEmpty)
    #expect(try String(contentsOfFile: outside.root + "/secret.strings", encoding: .utf8) == duplicate)
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/Broken.strings", encoding: .utf8).hasPrefix(
        duplicate))
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/Fine.strings", encoding: .utf8)
        == "\"a\" = \"A\";\n")
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: fixture.root + "/en.lproj/Linked.strings")
    #expect(link.hasSuffix("Fine.strings"))
  }

  @Test("a file named twice (through a folder linked inside the tree) is fixed once, from one reading")
  func fileUnderTwoNames() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A\";\n"])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/fr.lproj", withDestinationPath: fixture.root + "/en.lproj")
    // The walker enters each real folder once, so it reports the file under one name; a report
    // (or a baseline-merged one) may still name it under both.
    var report = Linter.lint(paths: [fixture.root])
    let original = try #require(report.findings.first { $0.diagnostic.code == .identicalDuplicateKey })
    #expect(report.findings.count { $0.diagnostic.code == .identicalDuplicateKey } == 1)
    var twin = original
    twin.diagnostic.location.file = original.diagnostic.location.file.replacingOccurrences(
      of: "/en.lproj/", with: "/fr.lproj/")
    #expect(twin.diagnostic.location.file != original.diagnostic.location.file)
    report.findings.append(twin)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.files.count == 1)
    #expect(fixes.skipped.contains { $0.contains("the same file as") })
    #expect(fixes.apply().isEmpty)
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/L.strings", encoding: .utf8)
        == "\"a\" = \"A\";\n\"b\" = \"B\";\n")
  }

  @Test("--fix --dry-run: a unified diff that patch applies, and no file written")
  func dryRun() throws {
    let text = "\"a\" = \"A\";\n\"b\" = \"%1$d of %1$ld\";\n\"a\" = \"A\";\n\"c\" = \"C\";\n"
    let fixture = try LintFixture(["en.lproj/S.strings": text])
    defer { fixture.remove() }
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/en.lproj"]
    invocation.fix = true
    invocation.dryRun = true
    invocation.workingDirectory = fixture.root
    let outcome = invocation.run()
    // The note, then the report of the file as it is (DryRunReportTests).
    #expect(outcome.messages.first == "note: --dry-run: 2 findings in 1 file, nothing written")
    #expect(outcome.messages.last == "0 errors, 1 warning, 1 note in 1 file")
    #expect(try String(contentsOfFile: fixture.root + "/en.lproj/S.strings", encoding: .utf8) == text)
    #expect(
      outcome.output == """
        --- a/en.lproj/S.strings
        +++ b/en.lproj/S.strings
        @@ -1,4 +1,3 @@
         "a" = "A";
        -"b" = "%1$d of %1$ld";
        -"a" = "A";
        +"b" = "%1$ld of %1$ld";
         "c" = "C";

        """)
    let patch = try runTool(
      "/usr/bin/env", ["patch", "-p1", "--quiet"], input: outcome.output, directory: fixture.root)
    #expect(patch.status == 0, "\(patch.output)")
    #expect(
      try String(contentsOfFile: fixture.root + "/en.lproj/S.strings", encoding: .utf8)
        == "\"a\" = \"A\";\n\"b\" = \"%1$ld of %1$ld\";\n\"c\" = \"C\";\n")
  }

  @Test(
    "random .strings files with identical copies: after --fix none is left, the table reads the same, nothing new"
  )
  func randomDuplicates() throws {
    var generator = TestSeed.generator("randomDuplicates")
    for round in 0..<40 {
      var lines: [String] = []
      var written: [String] = []
      for index in 0..<Int.random(in: 1...12, using: &generator) {
        let line = "\"k\(index)\" = \"v\(index) %\(Bool.random(using: &generator) ? "@" : "d")\";"
        written.append(line)
        lines.append(line)
        if Bool.random(using: &generator) { lines.append("/* note */") }
      }
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let copy = written.randomElement(using: &generator)!
        let at = Int.random(in: (lines.firstIndex(of: copy)! + 1)...lines.count, using: &generator)
        lines.insert(copy, at: at)
      }
      let ending = Bool.random(using: &generator) ? "\r\n" : "\n"
      let trailing = Bool.random(using: &generator)
      // Each line owns the ending after it; a fix removes every copy after the first, with its ending.
      func joined(_ lines: [String]) -> String {
        lines.enumerated().map { $0.element + ($0.offset < lines.count - 1 || trailing ? ending : "") }
          .joined()
      }
      let text = joined(lines)
      var seen = Set<String>()
      var expected = ""
      for (index, line) in lines.enumerated() where !line.hasPrefix("\"") || seen.insert(line).inserted {
        expected += line + (index < lines.count - 1 || trailing ? ending : "")
      }
      let fixture = try LintFixture(["en.lproj/R.strings": text])
      defer { fixture.remove() }
      let (fixes, before, after) = fixAndRelint(fixture.root)
      let context = "round \(round): \(text.debugDescription)\(TestSeed.note)"
      #expect(fixes.fixCount == counts(before)[.identicalDuplicateKey], "\(context)")
      #expect(counts(after) == counts(before).filter { $0.key != .identicalDuplicateKey }, "\(context)")
      #expect(
        String(decoding: try bytes(fixture, "en.lproj/R.strings"), as: UTF8.self) == expected, "\(context)")
    }
  }

  @Test(
    "a copy of ../shared/corpus: every fix made is gone on the second run, and nothing new appears",
    .enabled(
      if: corpusIsAvailable, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
  func corpusCopy() throws {
    let root = NSTemporaryDirectory() + "lint-fix-corpus-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.copyItem(atPath: corpus, toPath: root)
    // The corpus is read-only, and its copy too, which --fix leaves alone (FixReadOnlyAndOwnerTests):
    // this copy is the test's own, made writable by its owner.
    for name in try FileManager.default.subpathsOfDirectory(atPath: root) + [""] {
      let path = root + "/" + name
      let permissions = try #require(
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
      try FileManager.default.setAttributes([.posixPermissions: permissions | 0o200], ofItemAtPath: path)
    }
    let (fixes, before, after) = fixAndRelint(root)
    let made = fixes.fixedFindings
    print(
      "corpus: \(fixes.summary) (\(made)); \(fixes.skipped.count) left: \(counts(before).filter { LintFix.fixableCodes.contains($0.key) })"
    )
    var expected = counts(before)
    for (code, count) in made {
      expected[code]! -= count
      if expected[code] == 0 { expected[code] = nil }
    }
    // A migrated entry is new to its table's .stringsdict files: the folders with no text for it
    // (their .strings file absent, and with it the finding) now lack it there, and are told so.
    func keys(_ report: LintReport, _ code: DiagnosticCode) -> [String] {
      report.findings.filter { $0.diagnostic.code == code }.compactMap(\.subject?.key)
    }
    let migrated = Set(keys(before, .pluralCandidate)).subtracting(keys(after, .pluralCandidate))
    let missing = after.findings.filter {
      $0.diagnostic.code == .missingKey && migrated.contains($0.subject?.key ?? "")
    }
    #expect(missing.allSatisfy { $0.diagnostic.location.file.hasSuffix(".stringsdict") }, "\(missing)")
    let added = missing.count - keys(before, .missingKey).filter(migrated.contains).count
    print("corpus: \(migrated.count) entries migrated, \(added) missing-key findings of theirs added")
    if added != 0 { expected[.missingKey, default: 0] += added }
    // A migrated catalog string's translated forms wait for review: one note for each.
    let reviews = after.findings.filter {
      $0.diagnostic.code == .catalogStateNeedsReview && migrated.contains($0.subject?.key ?? "")
    }
    #expect(reviews.allSatisfy { $0.diagnostic.location.file.hasSuffix(".xcstrings") }, "\(reviews)")
    let reviewsAdded = reviews.count - keys(before, .catalogStateNeedsReview).filter(migrated.contains).count
    print("corpus: \(reviewsAdded) needs_review notes of migrated catalog strings added")
    #expect(reviewsAdded > 0)
    expected[.catalogStateNeedsReview, default: 0] += reviewsAdded
    // A migrated .strings entry is marked for review in each .stringsdict it moved to: one note
    // for each (ReviewMarkerTests).
    let marked = after.findings.filter { $0.diagnostic.code == .pluralFormsNeedReview }
    #expect(
      marked.allSatisfy {
        $0.diagnostic.location.file.hasSuffix(".stringsdict") && migrated.contains($0.subject?.key ?? "")
      }, "\(marked)")
    print("corpus: \(marked.count) migrated .strings entries marked for review")
    if !marked.isEmpty { expected[.pluralFormsNeedReview] = marked.count }
    #expect(fixes.fixCount > 0)
    #expect(counts(after) == expected)
  }
}

/// Runs `executable` with `arguments` in `directory`, `input` on standard input: its status and
/// everything it printed (standard error too). `/usr/bin/env` finds a tool by name (`git`, `patch`).
func runTool(_ executable: String, _ arguments: [String], input: String, directory: String) throws
  -> (
    status: Int32, output: String
  )
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stdout
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

@Suite("lint --fix --dry-run: the diff's file names")
struct DiffNameTests {
  @Test("a dry run's file names cannot forge diff lines: quoted as git quotes them")
  func diffNamesQuoted() {
    #expect(UnifiedDiff.quoted("a/en.lproj/L.strings") == "a/en.lproj/L.strings")
    #expect(UnifiedDiff.quoted("a/x\n+++ b/evil") == #""a/x\n+++ b/evil""#)
    #expect(UnifiedDiff.quoted("a/q\"\\\u{1}é") == #""a/q\"\\\001\303\251""#)
    #expect(UnifiedDiff.quoted("a/x ##[error]y") == #""a/x ##\133error]y""#)
    #expect(UnifiedDiff.quoted("a/#[x] # #[y]") == "a/#[x] # #[y]")
  }
}

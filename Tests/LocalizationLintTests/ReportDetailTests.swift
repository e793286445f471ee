import Foundation
import LocalizedStrings
import PluralRuleSyntax
import Plurals
import TestSupport
import Testing

@testable import LocalizationLint

/// What the reports give the people who fix the texts: both copies of a duplicate key,
/// the development language's text beside each translation's finding, the numbers a
/// missing category covers, the project and commit, and each finding's key, language
/// and table in JSON.
@Suite("lint output: the details for the people who fix the texts")
struct ReportDetailTests {
  @Test("value-type-mismatch names the declared type, the variants that print otherwise and the conversion")
  func valueTypeMismatchMessage() throws {
    let report = try lintReport([
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%@ file"), ("other", "%@ files")])))
    ])
    let found = try #require(
      report.diagnostics.first { $0.code == .valueTypeMismatch }, "\(report.diagnostics)")
    #expect(
      found.message.hasPrefix("variable 'n' of 'k' is 'd' but variants 'one', 'other' print it with %@; "),
      "\(found.message)")
  }

  @Test("missing-value-type names the variable and what to add, in full")
  func missingValueTypeMessage() throws {
    let report = try lintReport([
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@", variable("n", valueType: nil, [("one", "%d file"), ("other", "%d files")])))
    ])
    let found = report.diagnostics.filter { $0.code == .missingValueType }.map(\.message)
    #expect(
      found == [
        "variable 'n' of 'k' has no NSStringFormatValueTypeKey; add the conversion of its number (d, ld, f …)"
      ],
      "\(report.diagnostics)")
  }

  @Test("a category's numbers in a message: CLDR's first three samples, then … where CLDR's list goes on")
  func categorySamples() throws {
    // Three samples, and CLDR's list goes on (Arabic 'few'; Breton 'many', one): all, then "…".
    #expect(
      EntryChecks.samples(of: .few, in: PluralRules(locale: "ar"), integer: true) == "3–10, 103–110, 1003, …")
    #expect(EntryChecks.samples(of: .many, in: PluralRules(locale: "br"), integer: true) == "1000000, …")
    // More than three samples (Russian 'many'): the first three, then "…".
    let many = try #require(EntryChecks.samples(of: .many, in: PluralRules(locale: "ru"), integer: true))
    #expect(many.hasSuffix(", …") && many.components(separatedBy: ", ").count == 4, "\(many)")
    // A variable that is no integer is shown the integers where CLDR gives any, else the decimals.
    #expect(EntryChecks.samples(of: .one, in: PluralRules(locale: "en"), integer: false) == "1")
    let decimals = try #require(
      EntryChecks.samples(of: .other, in: PluralRules(locale: "ru"), integer: false))
    #expect(decimals.hasPrefix("0.0–1.5, "), "\(decimals)")
    // English 'one' is the integer 1 alone: no "…".
    #expect(EntryChecks.samples(of: .one, in: PluralRules(locale: "en"), integer: true) == "1")
    // Exactly three samples and CLDR's list ends there (Central Atlas Tamazight 'one', the only
    // such list in CLDR 48): all three, no "…".
    #expect(EntryChecks.samples(of: .one, in: PluralRules(locale: "tzm"), integer: true) == "0, 1, 11–24")
    // A closed list of four (none in CLDR 48) is cut after three; one of three is not.
    #expect(
      try EntryChecks.samples(of: PluralRule(parsing: "n = 1 @integer 1, 2, 3, 4"), integer: true)
        == "1, 2, 3, …")
    #expect(
      try EntryChecks.samples(of: PluralRule(parsing: "n = 1 @integer 1, 2, 3"), integer: true) == "1, 2, 3")
  }

  @Test("duplicate-key in a .strings file: both copies, with their values and lines, on the card")
  func stringsCopies() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings":
        "\"title\" = \"Books & <Shelves>\";\n\"other\" = \"O\";\n\"title\" = \"Shelves\";\n"
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let finding = try #require(report.findings.first { $0.diagnostic.code == .duplicateKey })
    #expect(finding.copies.map(\.text) == ["Books & <Shelves>", "Shelves"])
    #expect(finding.copies.map(\.location.line) == [1, 3])
    let page = report.html(relativeTo: fixture.root)
    #expect(
      page.contains(
        "<p class=\"label\">First copy, line 1, column \(finding.copies[0].location.column):</p>\n"
          + "<pre class=\"text\" dir=\"auto\" lang=\"en\">Books &amp; &lt;Shelves&gt;</pre>"))
    #expect(
      page.contains(
        "<p class=\"label\">This copy, line 3, column \(finding.copies[1].location.column):</p>\n"
          + "<pre class=\"text\" dir=\"auto\" lang=\"en\">Shelves</pre>"))
    // Without the HTML report's texts, no file is read again.
    let plain = Linter.lint(paths: [fixture.root], configuration: LintConfiguration(), writingTexts: false)
    #expect(plain.findings.allSatisfy { $0.copies.isEmpty })
  }

  @Test("duplicate-key inside a .stringsdict variable, and a key written three times: the copies of each")
  func stringsdictCopies() throws {
    let fixture = try LintFixture([
      "pl.lproj/L.stringsdict": plist(
        entry(
          "files", format: "%#@n@",
          variable(
            "n", [("one", "%d plik"), ("few", "%d pliki"), ("one", "%d pliczek"), ("other", "%d plików")]))
          + entry("k", format: "A") + entry("k", format: "B") + entry("k", format: "C"))
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let repeats = report.findings.filter { $0.diagnostic.code == .duplicateKey }
    #expect(repeats.count == 3)
    let variant = try #require(repeats.first { $0.diagnostic.message.hasPrefix("'one' in variable 'n'") })
    #expect(variant.copies.map(\.text) == ["%d plik", "%d pliczek"])
    // A whole entry's copies as its dictionary reads; the third copy's card shows the first,
    // the one before it and itself.
    let entries = repeats.filter { $0.diagnostic.message.hasPrefix("key 'k'") }.map { $0.copies.map(\.text) }
    #expect(
      entries == [
        ["NSStringLocalizedFormatKey: A", "NSStringLocalizedFormatKey: B"],
        ["NSStringLocalizedFormatKey: A", "NSStringLocalizedFormatKey: B", "NSStringLocalizedFormatKey: C"],
      ])
    #expect(report.html().contains("<pre class=\"text\" dir=\"auto\" lang=\"pl\">%d pliczek</pre>"))
  }

  @Test("duplicate-key in a String Catalog: each copy's JSON as written, with its place; a long one cut")
  func catalogCopies() throws {
    let long = String(repeating: "é", count: 3_000)
    let text =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":\#(unit("Eins & <b>")),"#
      + #""de":\#(unit("Zwei")),"fr":\#(unit("A")),"fr":\#(unit(long))}}}}"#
    let fixture = try LintFixture(["Shelves.xcstrings": text])
    defer { fixture.remove() }
    let report = fixture.lint()
    let repeats = report.findings.filter { $0.diagnostic.code == .duplicateKey }
    #expect(repeats.count == 2, "\(report.diagnostics)")
    let german = try #require(repeats.first { $0.subject?.language == "de" })
    #expect(german.copies.map(\.text) == [unit("Eins & <b>"), unit("Zwei")])
    #expect(german.copies.last?.location == german.diagnostic.location)
    #expect(german.copies.first.map { $0.location.column < german.diagnostic.location.column } == true)
    // A value longer than 4 KiB: its first 4,096 bytes (whole characters), then "…".
    let french = try #require(repeats.first { $0.subject?.language == "fr" })
    let cut = try #require(french.copies.last?.text)
    #expect(cut.hasSuffix("…") && cut.utf8.count <= 4_096 + "…".utf8.count && cut.utf8.count > 4_000)
    #expect(unit(long).hasPrefix(String(cut.dropLast())))
    #expect(report.html().contains(HTMLText.escaped(unit("Eins & <b>"))))
  }

  @Test("a translation's missing-categories card shows the development language's entry beside it")
  func referenceBesideEntryFinding() throws {
    let fixture = try LintFixture([
      "en.lproj/L.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d file &amp; co"), ("other", "%d files")]))),
      "ru.lproj/L.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d файл"), ("other", "%d файлов")]))),
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let finding = try #require(report.findings.first { $0.diagnostic.code == .missingCategories })
    let reference = try #require(finding.reference)
    #expect(reference.language == "en")
    #expect(reference.text == "%#@n@\nn one: %d file & co\nn other: %d files")
    #expect(reference.location.file.hasSuffix("en.lproj/L.stringsdict"))
    let page = report.html()
    #expect(page.contains("<pre class=\"text\" dir=\"auto\" lang=\"en\">%#@n@&#10;n one: %d file &amp; co"))
    #expect(page.contains("<pre class=\"text\" dir=\"auto\" lang=\"ru\">%#@n@&#10;n one: %d файл"))
    // The development language's own findings have nothing beside them.
    let english = try LintFixture([
      "en.lproj/L.stringsdict": plist(entry("files", format: "%#@n@", variable("n", [("one", "%d file")]))),
      "ru.lproj/L.stringsdict": plist(entry("files", format: "%#@n@", good)),
    ])
    defer { english.remove() }
    let own = english.lint().findings.filter { $0.subject?.language == "en" }
    #expect(!own.isEmpty)
    #expect(own.allSatisfy { $0.reference == nil })
  }

  @Test("a catalog translation's missing-categories finding carries the source language's text")
  func referenceInCatalog() throws {
    let report = try lintReport([
      "Shelves.xcstrings": catalog(
        #""books":{"localizations":{"en":{"variations":{"plural":{"one":\#(unit("%lld book")),"other":\#(unit("%lld books"))}}},"ru":{"variations":{"plural":{"one":\#(unit("%lld книга")),"other":\#(unit("%lld книг"))}}}}}"#
      )
    ])
    let finding = try #require(
      report.findings.first { $0.diagnostic.code == .missingCategories && $0.subject?.language == "ru" })
    #expect(finding.reference?.language == "en")
    #expect(finding.reference?.text == "plural one: %lld book\nplural other: %lld books")
  }

  @Test("missing-categories names the numbers each category covers from CLDR's samples, not one example")
  func samplesInMessage() throws {
    let report = try lintReport([
      "ru.lproj/L.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d файл"), ("other", "%d файлов")])))
    ])
    let message = try #require(report.findings.first { $0.diagnostic.code == .missingCategories }?.diagnostic)
      .message
    // CLDR's Russian samples: few @integer 2~4, 22~24, 32~34, …; many @integer 0, 5~19, 100, …
    #expect(message.contains("for integers (few: 2–4, 22–24, 32–34, …; many: 0, 5–19, 100, …)"), "\(message)")
    // A floating-point variable: the numbers of the category, integers where it has any.
    let floating = try lintReport([
      "cs.lproj/L.stringsdict": plist(
        entry(
          "km", format: "%#@n@",
          variable("n", valueType: "f", [("one", "%f km"), ("few", "%f km"), ("other", "%f km")])))
    ])
    let czech = try #require(floating.findings.first { $0.diagnostic.code == .missingCategories }?.diagnostic)
    #expect(czech.message.contains("for numbers (many: 0.0–1.5, 10.0, 100.0, …)"), "\(czech.message)")
  }

  @Test(
    "the samples shown are numbers of their category, in every locale (each end of a range classified)",
    arguments: [true, false])
  func samplesAgreeWithRules(integer: Bool) throws {
    var checked = 0
    for locale in PluralRules.availableLocales() {
      let rules = PluralRules(locale: locale)
      for category in rules.categories where category != .other {
        guard let shown = EntryChecks.samples(of: category, in: rules, integer: integer) else { continue }
        for part in shown.split(separator: ", ") where part != "…" {
          for number in part.split(separator: "–") {
            #expect(
              (try? rules.category(for: String(number))) == category,
              "\(locale) \(category): \(number) in \(shown)")
            checked += 1
          }
        }
        #expect(shown.split(separator: ", ").filter { $0 != "…" }.count <= 3)
      }
    }
    #expect(checked > 300)
  }

  @Test("json: each finding's table, key and language, the values the baseline records")
  func jsonSubjects() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"b <&>\" = \"B\";\n",
      "de.lproj/L.strings": "\"b <&>\" = \"B\";\n",
      "Broken.strings": "\"x\" = ",
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
    let items = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(items.count == report.findings.count)
    let baseline = LintBaseline(report, relativeTo: fixture.root).entries.sorted()
    var recorded: [LintBaseline.Entry] = []
    for (item, finding) in zip(items, report.findings) {
      #expect(item["table"] as? String == finding.subject?.table)
      #expect(item["key"] as? String == finding.subject?.key)
      #expect(item["language"] as? String == finding.subject?.language)
      // Left out where not known, never an empty string.
      #expect((item["key"] != nil) == (finding.subject?.key != nil))
      recorded.append(
        .init(
          file: String((item["file"] as? String ?? "").dropFirst(fixture.root.count + 1)),
          table: item["table"] as? String, key: item["key"] as? String, language: item["language"] as? String,
          code: item["code"] as? String ?? "", message: item["key"] == nil ? item["message"] as? String : nil)
      )
    }
    #expect(recorded.sorted() == baseline)
    let missing = try #require(items.first { $0["code"] as? String == "missing-key" })
    #expect(
      missing["key"] as? String == "a" && missing["language"] as? String == "de"
        && missing["table"] as? String == "L")
    #expect(items.contains { $0["file"] as? String == fixture.root + "/Broken.strings" && $0["key"] == nil })
  }

  @Test("the HTML header and the JSON metadata name the project, the commit and the day, escaped")
  func header() throws {
    var report = try lintReport(["en.lproj/L.strings": "\"a\" = \"A\";\n\"a\" = \"B\";\n"])
    #expect(!report.html().contains("class=\"run\""))
    #expect(!report.rendered(as: .json).contains("\"metadata\""))
    report.metadata = ReportMetadata(project: "Shelves <&>", commit: "0123abc", date: "2026-11-26")
    let page = report.html()
    #expect(
      page.contains(
        "<p class=\"run\">Project <strong>Shelves &lt;&amp;&gt;</strong> · commit <code>0123abc</code> · "
          + "<time>2026-11-26</time></p>\n<p class=\"summary\">"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
    #expect(
      object["metadata"] as? [String: String] == [
        "project": "Shelves <&>", "commit": "0123abc", "date": "2026-11-26",
      ])
    report.metadata = ReportMetadata(project: "P")
    #expect(report.html().contains("<p class=\"run\">Project <strong>P</strong></p>"))
    #expect(report.rendered(as: .json).hasPrefix("{\"metadata\":{\"project\":\"P\"},\"diagnostics\":"))
  }

  @Test("the day of a time, in UTC, as the calendar counts it (random times, seed printed)")
  func days() {
    var random = TestSeed.generator("ReportDetailTests.days")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for _ in 0..<2_000 {
      let seconds = Int.random(in: -4_000_000_000...8_000_000_000, using: &random)
      let parts = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
      let expected = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
      #expect(ReportMetadata.day(secondsSince1970: seconds) == expected, "\(seconds)\(TestSeed.note)")
    }
    #expect(ReportMetadata.day(secondsSince1970: 0) == "1970-01-01")
    #expect(ReportMetadata.day(secondsSince1970: -1) == "1969-12-31")
  }

  /// A folder with `.git` files written from `files` (path below `.git` → contents).
  static func repository(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "report-git-\(UUID().uuidString)"
    for (name, contents) in files {
      let path = root + "/.git/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try contents.write(toFile: path, atomically: false, encoding: .utf8)
    }
    return root
  }

  static let object = "3f786850e387550fdab836ed7e6dc881de23001b"
  static let other = "89e6c98d92887913cadf06b2adb97f26cde4849b"

  @Test("the commit .git/HEAD names: detached, a loose branch, a packed one, a SHA-256 object name")
  func commitOfHead() throws {
    let cases: [([String: String], String?)] = [
      (["HEAD": Self.object + "\n"], Self.object),
      (["HEAD": "ref: refs/heads/main\n", "refs/heads/main": Self.object + "\n"], Self.object),
      (["HEAD": "ref: refs/heads/feature/x\n", "refs/heads/feature/x": Self.other + "\n"], Self.other),
      (
        [
          "HEAD": "ref: refs/heads/main\n",
          "packed-refs": "# pack-refs with: peeled fully-peeled sorted\n\(Self.other) refs/heads/dev\n"
            + "\(Self.object) refs/heads/main\n",
        ], Self.object
      ),
      (["HEAD": String(repeating: "ab", count: 32)], String(repeating: "ab", count: 32)),
      // A branch without a commit yet, nothing that is an object name, a name that climbs out.
      (["HEAD": "ref: refs/heads/main\n"], nil),
      (["HEAD": "ref: refs/heads/main\n", "refs/heads/main": "not an object\n"], nil),
      (["HEAD": "<script>alert(1)</script>\n"], nil),
      (["HEAD": Self.object.uppercased()], nil),
      (["HEAD": "ref: refs/heads/../../../secret\n", "secret": Self.object], nil),
      (["HEAD": "ref: HEAD\n"], nil),
    ]
    for (files, expected) in cases {
      let root = try Self.repository(files)
      defer { try? FileManager.default.removeItem(atPath: root) }
      #expect(ReportMetadata.commit(inRepository: root) == expected, "\(files)")
    }
    #expect(
      ReportMetadata.commit(inRepository: NSTemporaryDirectory() + "no-such-\(UUID().uuidString)") == nil)
  }

  @Test(
    "a hostile .git: links are not followed (.git, HEAD, a ref, a folder on the way), large files not read")
  func hostileRepository() throws {
    let outside = try Self.repository(["HEAD": Self.object, "refs/heads/main": Self.object])
    defer { try? FileManager.default.removeItem(atPath: outside) }
    #expect(ReportMetadata.commit(inRepository: outside) == Self.object)
    let manager = FileManager.default
    // .git a link to another repository's.
    let linkedGit = NSTemporaryDirectory() + "report-git-\(UUID().uuidString)"
    try manager.createDirectory(atPath: linkedGit, withIntermediateDirectories: true)
    defer { try? manager.removeItem(atPath: linkedGit) }
    try manager.createSymbolicLink(atPath: linkedGit + "/.git", withDestinationPath: outside + "/.git")
    #expect(ReportMetadata.commit(inRepository: linkedGit) == nil)
    // HEAD a link; a branch file a link; a folder of refs a link.
    for (name, target) in [
      ("HEAD", outside + "/.git/HEAD"), ("refs/heads/main", outside + "/.git/refs/heads/main"),
      ("refs/heads", outside + "/.git/refs/heads"),
    ] {
      let root = try Self.repository(name == "HEAD" ? [:] : ["HEAD": "ref: refs/heads/main\n"])
      defer { try? manager.removeItem(atPath: root) }
      let path = root + "/.git/" + name
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
      #expect(ReportMetadata.commit(inRepository: root) == nil, "\(name) a link")
    }
    // A HEAD larger than the reader reads.
    let large = try Self.repository([
      "HEAD": Self.object + String(repeating: " ", count: ReportMetadata.maximumRead)
    ])
    defer { try? manager.removeItem(atPath: large) }
    #expect(ReportMetadata.commit(inRepository: large) == nil)
  }

  @Test(
    "plurals lint --format html/json: the folder's name and its commit, or --report-project and --report-commit"
  )
  func invocation() throws {
    let root = try Self.repository(["HEAD": "ref: refs/heads/main\n", "refs/heads/main": Self.object + "\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    try "\"a\" = \"A\";\n".write(toFile: root + "/en.lproj/L.strings", atomically: false, encoding: .utf8)
    var run = LintInvocation()
    run.paths = [root]
    run.workingDirectory = root
    run.format = .json
    let name = (root as NSString).lastPathComponent
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.run().output.utf8)) as? [String: Any])
    let metadata = try #require(json["metadata"] as? [String: String])
    #expect(metadata["project"] == name && metadata["commit"] == Self.object)
    #expect(metadata["date"] == ReportMetadata.today())
    run.format = .html
    run.reportProject = "Shelves"
    run.reportCommit = "v1.2"
    #expect(
      run.run().output.contains(
        "<p class=\"run\">Project <strong>Shelves</strong> · commit <code>v1.2</code>"))
    // The other formats say nothing of it.
    run.format = .text
    #expect(!run.run().output.contains("Shelves"))
  }
}

import Foundation
import LocalizedStrings
@testable import LocalizationLint
import Testing

/// `plural-candidate`: development-language texts that print a count with one form for every
/// number, in both shapes (a `.strings` table and a String Catalog).
@Suite("plural-candidate: strings that should vary by number")
struct PluralCandidateTests {
  @Test("a message's window: four words either side whole, a fifth cut with …, 40 characters at most")
  func window() {
    func shown(_ text: String) -> String {
      let range = text.utf8.firstRange(of: "%d".utf8)!
      let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
      return PluralCandidate.window(text, range: start..<(start + 2), number: 1)
    }
    #expect(shown("a b c %d d e f") == "a b c 1 d e f")
    #expect(shown("z a b c %d d e f g") == "…a b c 1 d e f…")
    #expect(shown("%d files\nleft") == "1 files⏎left")
    let long = String(repeating: "x", count: 45)
    #expect(shown("\(long) %d") == "…" + String(repeating: "x", count: 39) + " 1")
  }

  /// The plural candidates of one English text with a Polish translation that prints the
  /// number as the text does, as a `.strings` table and as a catalog string.
  func candidates(_ text: String, catalogShape: Bool) throws -> [LocalizationDiagnostic] {
    // JSON and .strings escape a quote alike; the texts here have none.
    let files: [String: String] =
      catalogShape
      ? ["C.xcstrings": catalog(#""k": {"localizations": {"en": \#(unit(text)), "pl": \#(unit(text))}}"#)]
      : [
        "en.lproj/L.strings": "\"k\" = \"\(text)\";\n",
        "pl.lproj/L.strings": "\"k\" = \"\(text)\";\n",
      ]
    return try lintReport(files).diagnostics.filter { $0.code == .pluralCandidate }
  }

  static let counted: [String] = [
    "%d files", "%lld item(s)", "%d file(s)", "%i Tracks", "Disconnect All (%d Connections)",
    "%lld hops away", "Delete %1$d new unread articles?", "%u boxes", "%ld bytes received",
    "You have %d new messages", "%d\u{00A0}files", "Those %d bananas belong to %@.", "%@ sent %2$lld photos",
  ]

  @Test(
    "a count before a counted word is a candidate, in a .strings table and in a catalog", arguments: counted)
  func counts(_ text: String) throws {
    for catalogShape in [false, true] {
      let found = try candidates(text, catalogShape: catalogShape)
      #expect(found.count == 1, "\(text) (catalog: \(catalogShape)): \(found)")
      #expect(found.allSatisfy { $0.severity == .warning && $0.message.contains("en: 1 → \"") })
    }
  }

  static let nearMisses: [String] = [
    "Page %d of %d", "%d of %d files", "%d/%d files", "Zoom (%d%%)", "© %d", "%d:%02d", "#%d", "%d MB",
    "(%d unread)", "Version %d", "%03d items", "%5d items", "%d iOS", "%d in this list", "%.1f seconds",
    "%@ files", "%x files", "%d-day trials", "v%d items", "%d is the limit", "%d news", "%d fps",
    "1 file(s)", "Step %d", "HTTP code %d reported from server", "%d.%d items", "%d was",
    "Item %d needs review", "Row %d contains errors", "Track %d starts now", "%d has always items",
  ]

  @Test(
    "pages, percentages, years, times, ranks, units, adjectives and flags are no candidates",
    arguments: nearMisses)
  func nearMiss(_ text: String) throws {
    for catalogShape in [false, true] {
      let found = try candidates(text, catalogShape: catalogShape)
      #expect(found.isEmpty, "\(text) (catalog: \(catalogShape)): \(found.map(\.message))")
    }
  }

  @Test("the message names each language that needs several forms, what its translation prints, and no other")
  func message() throws {
    let report = try lintReport([
      "en.lproj/L.strings": "\"files\" = \"%d files deleted\";\n",
      "ru.lproj/L.strings": "\"files\" = \"Удалено %d файлов\";\n",
      "ja.lproj/L.strings": "\"files\" = \"%d 個のファイルを削除しました\";\n",
      // A Polish table without the key: the language is named with the forms it needs.
      "pl.lproj/L.strings": "\"other\" = \"Inne\";\n",
    ])
    let found = report.diagnostics.filter { $0.code == .pluralCandidate }
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.location.file.hasSuffix("en.lproj/L.strings") && finding.location.line == 1)
    #expect(finding.location.column == 11)
    let message = finding.message
    #expect(
      message.hasPrefix(
        "'files' prints argument 1 (%d) as a count of 'files' with one text for every number, where the table's languages need several forms: en: 1 → \"1 files deleted\"; "
      ), "\(message)")
    #expect(message.contains("pl (not translated here) needs 'one' 1, 'few' 2, 'many' 5"), "\(message)")
    #expect(
      message.contains("ru: 1 → \"Удалено 1 файлов\", 2 → \"Удалено 2 файлов\", 5 → \"Удалено 5 файлов\""),
      "\(message)")
    // Japanese has one form for every integer: nothing wrong there.
    #expect(!message.contains("ja: ") && !message.contains("ja ("), "\(message)")
    #expect(message.hasSuffix("move it to the table's .stringsdict with a variable for the count"))
  }

  @Test(
    "an entry that a .stringsdict of its table has is no candidate, in any of its folders; another table's is"
  )
  func stringsdictSiblings() throws {
    let planned = pluralEntry([("one", "%d file"), ("other", "%d files")], key: "files")
    for folder in ["en", "pl"] {
      let report = try lintReport([
        "en.lproj/L.strings": "\"files\" = \"%d files\";\n",
        "\(folder).lproj/L.stringsdict": plist(planned),
      ])
      #expect(!report.diagnostics.contains { $0.code == .pluralCandidate }, "\(folder)")
    }
    let other = try lintReport([
      "en.lproj/L.strings": "\"files\" = \"%d files\";\n",
      "en.lproj/M.stringsdict": plist(planned),
    ])
    #expect(other.diagnostics.filter { $0.code == .pluralCandidate }.count == 1)
    // A .strings file in no .lproj folder: the .stringsdict beside it, in the same folder.
    let beside = try lintReport([
      "L.strings": "\"files\" = \"%d files\";\n", "L.stringsdict": plist(planned),
    ])
    #expect(!beside.diagnostics.contains { $0.code == .pluralCandidate })
    let alone = try lintReport(["L.strings": "\"files\" = \"%d files\";\n"])
    #expect(alone.diagnostics.filter { $0.code == .pluralCandidate }.count == 1)
  }

  @Test("only the development language's text is judged, and only when it is English")
  func developmentLanguageOnly() throws {
    let files = [
      "en.lproj/L.strings": "\"k\" = \"Dateien\";\n",
      "de.lproj/L.strings": "\"k\" = \"%d Dateien\";\n",
      "fr.lproj/L.strings": "\"k\" = \"%d fichiers\";\n",
    ]
    // The translations print a count, the development language does not: no finding.
    #expect(!(try lintCodes(files)).contains(.pluralCandidate))
    // German as the development language: its nouns are not judged.
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    var configuration = LintConfiguration()
    configuration.developmentLanguage = "de"
    let german = Linter.lint(paths: [fixture.root], configuration: configuration)
    #expect(!german.diagnostics.contains { $0.code == .pluralCandidate })
    // A Base.lproj stands for English.
    let base = try lintReport([
      "Base.lproj/L.strings": "\"k\" = \"%d files\";\n", "ru.lproj/L.strings": "\"k\" = \"%d файлов\";\n",
    ])
    #expect(base.diagnostics.filter { $0.code == .pluralCandidate }.count == 1)
  }

  @Test(
    "English in a region is English, with either separator: a catalog's source language and a table's folder",
    arguments: ["en_GB", "en-GB"])
  func englishRegions(_ english: String) throws {
    let catalogReport = try lintReport([
      "C.xcstrings": catalog(
        #""k": {"localizations": {"\#(english)": \#(unit("%lld files")), "pl": \#(unit("%lld plików"))}}"#,
        source: english)
    ])
    let fromCatalog = catalogReport.diagnostics.filter { $0.code == .pluralCandidate }
    #expect(fromCatalog.count == 1, "\(catalogReport.diagnostics)")
    #expect(fromCatalog.allSatisfy { $0.message.hasPrefix("'k' (\(english)) prints argument 1 (%lld)") })
    // A table in the region's .lproj folder, that language made the development language.
    let fixture = try LintFixture([
      "\(english).lproj/L.strings": "\"k\" = \"%d files\";\n",
      "pl.lproj/L.strings": "\"k\" = \"%d plików\";\n",
    ])
    defer { fixture.remove() }
    var configuration = LintConfiguration()
    configuration.developmentLanguage = english
    let tableReport = Linter.lint(paths: [fixture.root], configuration: configuration)
    let fromTable = tableReport.diagnostics.filter { $0.code == .pluralCandidate }
    #expect(fromTable.count == 1, "\(tableReport.diagnostics)")
    #expect(fromTable.allSatisfy { $0.location.file.hasSuffix("\(english).lproj/L.strings") })
  }

  @Test(
    "catalogs: a translation with its own plural variation is not named; a Japanese source, untranslatable keys and plural strings are quiet"
  )
  func catalogs() throws {
    let plural =
      #"{"variations": {"plural": {"one": \#(unit("%lld plik")), "few": \#(unit("%lld pliki")), "many": \#(unit("%lld plików")), "other": \#(unit("%lld pliku"))}}}"#
    let report = try lintReport([
      "C.xcstrings": catalog(
        #""%lld files": {"localizations": {"en": \#(unit("%lld files")), "pl": \#(plural), "ru": \#(unit("%lld файлов"))}}"#
      )
    ])
    let messages = report.diagnostics.filter { $0.code == .pluralCandidate }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { $0.hasPrefix("'%lld files' (en) prints argument 1 (%lld)") })
    #expect(
      messages.allSatisfy {
        $0.contains("; ru: 1 → \"1 файлов\"") && !$0.contains("pl: ") && !$0.contains("pl (")
      },
      "\(messages)")
    #expect(messages.allSatisfy { $0.hasSuffix("vary it by plural on that argument in every language") })
    let quiet = try lintReport([
      "J.xcstrings": catalog(
        #""%lld files": {"localizations": {"ru": \#(unit("%lld файлов"))}}"#, source: "ja"),
      "U.xcstrings": catalog(#""%lld files": {"shouldTranslate": false}"#),
    ])
    #expect(!quiet.diagnostics.contains { $0.code == .pluralCandidate }, "\(quiet.diagnostics)")
  }

  @Test("a message quotes a few words around the number, and names eight languages before it counts the rest")
  func boundedMessage() throws {
    let long = String(repeating: "x", count: 500)
    let languages = ["ar", "cs", "cy", "he", "hr", "lt", "lv", "pl", "ro", "ru", "sk", "sl", "uk"]
    let translated = unit("\(long) %lld plików \(long)")
    let localizations = languages.map { #""\#($0)": \#(translated)"# }
    let text = "Very long text before the count of %lld files and after it, \(long)"
    let report = try lintReport([
      "C.xcstrings": catalog(
        #""k": {"localizations": {"en": \#(unit(text)), \#(localizations.joined(separator: ", "))}}"#)
    ])
    let message = try #require(report.diagnostics.first { $0.code == .pluralCandidate }?.message)
    // Four words either side (the blank after the number starts the first), at most 40 characters.
    #expect(message.contains("en: 1 → \"…the count of 1 files and after…\""), "\(message)")
    let xs = { String(repeating: "x", count: $0) }
    #expect(message.contains("ar: 0 → \"…" + xs(39) + " 0 plików " + xs(32) + "…\""), "\(message)")
    // The development language and seven translations are quoted; the rest are named.
    #expect(message.contains("; lv: "), "\(message)")
    #expect(message.contains("; and 6 more (pl, ro, ru, sk, sl, uk); make it"), "\(message)")
    #expect(message.count < 3_000, "\(message.count)")
  }

  @Test("past the eight quoted, twenty languages are named and the rest shown as …")
  func namedLanguagesBounded() throws {
    let languages = [
      "ar", "cs", "cy", "he", "hr", "lt", "lv", "pl", "ro", "ru", "sk", "sl", "uk", "be", "bs", "sr", "ga",
      "gd", "mt", "br", "is", "mk", "de", "fr", "es", "it", "nl", "sv", "da", "fi", "el", "bg",
    ]
    let localizations = languages.map { #""\#($0)": \#(unit("%lld plików"))"# }
    let report = try lintReport([
      "C.xcstrings": catalog(
        #""k": {"localizations": {"en": \#(unit("%lld files")), \#(localizations.joined(separator: ", "))}}"#)
    ])
    let message = try #require(report.diagnostics.first { $0.code == .pluralCandidate }?.message)
    let match = try #require(message.firstMatch(of: /; and (\d+) more \(([^)]*)\)/), "\(message)")
    let named = match.output.2.components(separatedBy: ", ")
    #expect(Int(match.output.1) == languages.count - 7, "\(message)")
    #expect(named.count == 20 && named.last?.hasSuffix(" …") == true, "\(named)")
  }

  @Test("a suppression comment before the entry silences it")
  func suppressed() throws {
    let report = try lintReport([
      "en.lproj/L.strings":
        "// plurals-lint:disable:next plural-candidate\n\"k\" = \"%d files\";\n\"j\" = \"%d items\";\n"
    ])
    let found = report.diagnostics.filter { $0.code == .pluralCandidate }
    #expect(found.map(\.location.line) == [3])
    #expect(!report.diagnostics.contains { $0.code == .superfluousSuppression })
  }

  /// A `.stringsdict` entry wins over the `.strings` entry of its key, but only of the same
  /// key code point for code point: `café` (U+00E9) and `cafe` + U+0301 are two keys to Apple
  /// and to the runtime (`plurals format --bundle` prints the `.strings` text for the first).
  @Test(
    "a .stringsdict key silences the candidate only when spelled with the same code points",
    arguments: [("caf\u{E9} %d files", true), ("cafe\u{301} %d files", false)])
  func stringsdictKeySpelling(_ dictKey: String, silenced: Bool) throws {
    let key = "caf\u{E9} %d files"
    let forms = [("one", "%d file"), ("other", "%d files")]
    let files = [
      "en.lproj/L.strings": "\"\(key)\" = \"\(key)\";\n",
      "pl.lproj/L.strings": "\"\(key)\" = \"%d plik\u{F3}w\";\n",
      "en.lproj/L.stringsdict": plist(entry(dictKey, format: "%#@n@", variable("n", forms))),
    ]
    let found = try lintReport(files).diagnostics.filter { $0.code == .pluralCandidate }
    #expect(found.count == (silenced ? 0 : 1), "\(found)")
  }
}

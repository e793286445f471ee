import Foundation
import LocalizationFiles
import LocalizationLint
import LocalizedStrings
import Testing

/// The real-world files in ../shared/corpus (not part of this repository).
let corpus: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/LocalizationLintTests/<file>
  return parts.joined(separator: "/") + "/../shared/corpus"
}()

/// Whether the corpus tests run: when the corpus is there, or when PLURALS_REQUIRE_SHARED is set
/// (.ci/run sets it), so that a missing corpus fails them instead of skipping them.
let corpusIsAvailable: Bool = {
  let available = FileManager.default.fileExists(atPath: corpus + "/MANIFEST.md")
  let required = ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil
  if !available { print("\(required ? "failing" : "skipping") the corpus lint tests: \(corpus) is absent") }
  return available || required
}()

/// An error `plurals lint` reports on the corpus, judged by reading the file:
/// a defect that makes some user see wrong or broken text.
struct JudgedError: Hashable, CustomStringConvertible {
  /// The file, relative to the corpus.
  var file: String
  var code: DiagnosticCode
  /// A piece of the message that names the entry (its key).
  var entry: String
  /// Why it is a real defect.
  var reason: String

  var description: String { "\(file) [\(code)] \(entry)" }
}

/// Every error on the corpus, one line of reasoning each. A new error (or a
/// judged one that disappears) fails the suite: judge it and add it here.
let judgedErrors: [JudgedError] = {
  var errors = [
    JudgedError(
      file: "MrKai77_Loop/Localizable.broken-merge.xcstrings", code: .parseError, entry: "malformed JSON",
      reason:
        "a merge interleaved two entries (\"en\" : { then \"it\" : {): not JSON, no key of it can be served"),
    JudgedError(
      file: "MrKai77_Loop/Localizable.xcstrings", code: .invalidFormat, entry: "'Version %@ (%lld)' (ru)",
      reason:
        "the Russian translation writes %$11d for the build number: an unknown conversion, the number is lost"
    ),
    JudgedError(
      file: "ViennaRSS_vienna-rss/Swedish.lproj/InfoPlist.strings", code: .parseError, entry: "neither UTF-8",
      reason:
        "MacRoman bytes (0x8A for ä) without a byte order mark: the file decodes as neither UTF-8 nor UTF-16"),
    JudgedError(
      file: "organicmaps_organicmaps/ar.lproj/Localizable.stringsdict", code: .valueTypeMismatch,
      entry: "'bookmarks_objects'",
      reason: "%s prints the number of a 'd' variable: an integer read as a C string"),
    // SwiftGen's .strings fixture of every conversion, and the playground's compiled copy of it.
    JudgedError(
      file: "SwiftGen_SwiftGen/Localizable.strings", code: .invalidFormat, entry: "%p prints a pointer",
      reason: "'Pointer: %p' prints a memory address into user-facing text; this runtime refuses %p"),
    JudgedError(
      file: "SwiftGen_SwiftGen/Localizable.strings", code: .invalidFormat,
      entry: "argument positions start at 1",
      reason: "%0$@: argument positions start at 1, so the directive reads no argument"),
    JudgedError(
      file: "SwiftGen_SwiftGen/SwiftGen.playground/Localizable.strings", code: .invalidFormat,
      entry: "%p prints a pointer", reason: "the same 'Pointer: %p' as the fixture it was compiled from"),
    JudgedError(
      file: "SwiftGen_SwiftGen/SwiftGen.playground/Localizable.strings", code: .invalidFormat,
      entry: "argument positions start at 1", reason: "the same %0$@ as the fixture it was compiled from"),
    JudgedError(
      file: "liamnichols_xcstrings-tool/!MissingArgument.xcstrings", code: .argumentSkipped,
      entry: "'Key' (en)",
      reason:
        "xcstrings-tool's deliberately broken fixture: '%2$@, %3$@' never reads argument 1, so on Apple platforms the others shift by one"
    ),
    JudgedError(
      file: "liamnichols_xcstrings-tool/!MismatchingArgumentType.xcstrings", code: .argumentTypeConflict,
      entry: "'Key' (en)",
      reason: "xcstrings-tool's deliberately broken fixture: argument 1 is an integer and an object"),
  ]
  // SwiftGen's fixture of odd positions, as a .stringsdict and as Xcode migrated it.
  for (file, language) in [("LocPluralAdvanced.stringsdict", ""), ("LocPluralAdvanced.xcstrings", " (en)")] {
    errors += [
      JudgedError(
        file: "SwiftGen_SwiftGen/" + file, code: .invalidFormat,
        entry: "'many.placeholders.plurals.zero'\(language)",
        reason: "%0$#@zero@: argument positions start at 1, so the directive reads no argument"),
      JudgedError(
        file: "SwiftGen_SwiftGen/" + file, code: .argumentSkipped,
        entry: "'mixed.placeholders-and-variables.string-positional3int'\(language)",
        reason:
          "'%@ %3$#@has_rating@' never reads argument 2: on Apple platforms the later arguments shift into the gap"
      ),
      JudgedError(
        file: "SwiftGen_SwiftGen/" + file, code: .argumentSkipped,
        entry: "'mixed.placeholders-and-variables.positionalstring-positional3int'\(language)",
        reason:
          "'%1$@ %3$#@has_rating@' never reads argument 2: on Apple platforms the later arguments shift into the gap"
      ),
    ]
  }
  // Element X chooses the plural by argument 1 ('d'), which its variants print as a name (%1$@); the count comes later.
  let elementX = [
    (
      "a11y_read_receipts_multiple_with_others",
      "the plural reads the reader's name (%1$@); the count is %2$d"
    ),
    ("notification_compat_summary_line_for_room", "the plural reads the room name (%1$@); the count is %2$d"),
    ("screen_room_typing_many_members", "the plural reads the first name (%1$@); the count is %3$d"),
    ("screen_room_typing_notification", "the plural reads the name: \"Alice are typing\" whatever the count"),
  ]
  for language in ["be", "cs", "en", "fr", "pl", "pt-BR", "ru", "sk", "uk"] {
    for (key, reason) in elementX {
      // Slovak's three variants of this key are the same text: the number is never read.
      if language == "sk" && key == "screen_room_typing_many_members" { continue }
      errors.append(
        JudgedError(
          file: "element-hq_element-x-ios/\(language).lproj/Localizable.stringsdict",
          code: .valueTypeMismatch,
          entry: "'\(key)'", reason: reason))
    }
  }
  // Vienna's .strings repeat keys with another text: the last line wins (here and in Apple's parser).
  let vienna = [
    (
      "French", "'Mark Flagged'",
      "'Signaler d'un drapeau' then 'Signaler l'article d'un drapeau': one is lost"
    ),
    ("French", "'Unread Articles'", "'Articles non lus' then the English 'Unread Articles', which wins"),
    ("German", "'Unread Articles'", "'Ungelesene Artikel' then the English 'Unread Articles', which wins"),
    ("Japanese", "'Mark Flagged'", "'フラグ付き' then 'フラグあり': one of the two translations is lost"),
    ("Japanese", "'Unread Articles'", "'未読の記事' then the English 'Unread Articles', which wins"),
    ("zh_TW", "'Unread Articles'", "'未讀的文章' then the English 'Unread Articles', which wins"),
  ]
  for (folder, key, reason) in vienna {
    errors.append(
      JudgedError(
        file: "ViennaRSS_vienna-rss/\(folder).lproj/Localizable.strings", code: .duplicateKey, entry: key,
        reason: reason))
  }
  return errors
}()

/// Every translation on the corpus that never prints a number its development language
/// prints (`number-dropped`, `conversion-look-alike`), judged by reading it.
let judgedLostNumbers: [JudgedError] = {
  let vienna = "ViennaRSS_vienna-rss/Localizable.xcstrings"
  let folders = "'Are you sure you want to delete all %d selected folders?"
  return [
    JudgedError(
      file: "ViennaRSS_vienna-rss/French.lproj/Localizable.strings", code: .conversionLookAlike,
      entry: "'%d unread articles' in fr writes 'd'",
      reason: "\"d articles non lus\": the '%' is lost, users read 'd articles' instead of the count"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: "'%d new unread articles retrieved' (gl)",
      reason: "\"Recuperados novos artigos sen ler\": the count of articles retrieved is gone"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: "'%d new unread articles retrieved' (lt)",
      reason: "\"Parsiųsta naujų neperskaitytų straipsnių\": the count is gone"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: folders + " This operation cannot be undone.' (es)",
      reason: "\"…eliminar todas las carpetas seleccionadas?\": asks to delete 'all' without the count"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: folders + " This operation cannot be undone.' (gl)",
      reason: "\"…eliminar todos os cartafoles seleccionados?\": the count is gone"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: folders + " This operation cannot be undone.' (lt)",
      reason: "\"Ištrinti keletą aplankų\" ('delete several folders'): the count is gone"),
  ]
}()

/// Every `plural-candidate` on the corpus, read one by one: each is a string a developer would
/// migrate to a plural entry (the precision of the rule is these findings over all of them).
let judgedPluralCandidates: [JudgedError] = {
  let loop = "MrKai77_Loop/Localizable.xcstrings"
  let netNewsWire = "Ranchero-Software_NetNewsWire/Localizable.xcstrings"
  let vienna = "ViennaRSS_vienna-rss/English.lproj/Localizable.strings"
  let swiftGen = "SwiftGen_SwiftGen/"
  return [
    JudgedError(
      file: loop, code: .pluralCandidate, entry: "'You can only use up to %lld keys in a keybind",
      reason:
        "the limit is an argument: \"up to 1 keys\", and Russian's one text 'клавиш' is wrong for 1 and 2"),
    JudgedError(
      file: loop, code: .pluralCandidate, entry: "'You can only use up to %lld keys in your trigger key.'",
      reason: "the same limit in another sentence: \"up to 1 keys\", one Russian and Arabic form for all"),
    JudgedError(
      file: loop, code: .pluralCandidate, entry: "'You've looped %lld times!'",
      reason: "a running count from 1: \"You've looped 1 times!\", Russian 'раз' for 1, 2 and 5 alike"),
    JudgedError(
      file: netNewsWire, code: .pluralCandidate, entry: "'%lld months'",
      reason: "a duration picker's label: \"1 months\""),
    JudgedError(
      file: netNewsWire, code: .pluralCandidate, entry: "'Are you sure you want to delete %d feeds?'",
      reason: "a confirmation for any number of feeds, 1 included: \"delete 1 feeds?\""),
    JudgedError(
      file: netNewsWire, code: .pluralCandidate,
      entry: "'Are you sure you want to delete the %d selected items?'",
      reason: "a confirmation for the selection, which may be one item: \"the 1 selected items\""),
    JudgedError(
      file: swiftGen + "Localizable.strings", code: .pluralCandidate, entry: "'bananas.owner'",
      reason:
        "\"Those %d bananas belong to %@.\": \"Those 1 bananas\"; its sibling 'apples.count' has a plural entry"
    ),
    JudgedError(
      file: swiftGen + "SwiftGen.playground/Localizable.strings", code: .pluralCandidate,
      entry: "'bananas.owner'", reason: "the playground's compiled copy of the same 'Those %d bananas'"),
    JudgedError(
      file: swiftGen + "SwiftGen.playground/Localizable.strings", code: .pluralCandidate,
      entry: "'apples.count'",
      reason:
        "\"You have %d apples\" in a folder with no .stringsdict: the playground prints \"You have 1 apples\""
    ),
    JudgedError(
      file: vienna, code: .pluralCandidate, entry: "'Growl description'",
      reason: "\"%d new unread articles retrieved\" after a refresh that may bring one article"),
    JudgedError(
      file: vienna, code: .pluralCandidate, entry: "'%ld bytes received'",
      reason: "a download's progress: \"1 bytes received\"; Czech and Lithuanian need three forms"),
    JudgedError(
      file: vienna, code: .pluralCandidate, entry: "'Delete multiple folders text'",
      reason: "\"delete all %d selected folders?\" for a selection of any size"),
    JudgedError(
      file: "ViennaRSS_vienna-rss/Localizable.xcstrings", code: .pluralCandidate,
      entry: "'Are you sure you want to delete all %d selected folders?",
      reason:
        "the catalog's copy of the same question, with one Czech, Russian and Ukrainian text for every count"),
    JudgedError(
      file: "duckduckgo_iOS/en.lproj/Localizable.strings", code: .pluralCandidate,
      entry: "'network.protection.vpn.location.country.item.formatted.cities.count'",
      reason: "\"%d cities\" under a country with one city: \"1 cities\"; Polish and Russian need three forms"
    ),
  ]
}()

/// Corpus strings that print an integer near a word and must not be plural candidates: (the
/// file, the key as the message would quote it, why not).
let pluralNearMisses: [(file: String, entry: String, reason: String)] = [
  (
    "Ranchero-Software_NetNewsWire/Localizable.xcstrings", "'%d unread'", "an adjective: English has one form"
  ),
  ("Ranchero-Software_NetNewsWire/Localizable.xcstrings", "'%i Unread'", "an adjective, capitalised"),
  ("Ranchero-Software_NetNewsWire/Localizable.xcstrings", "'%d of %d'", "a position: 'Page %d of %d'"),
  ("ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "' (%d unread)'", "an adjective in brackets"),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'HTTP code %d reported from server'",
    "a status code, not a count"
  ),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'%d unread articles'",
    "the table's .stringsdict (cs, lt) has the key: a plural entry already"
  ),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'%d new articles retrieved'",
    "in the table's .stringsdict"
  ),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'%d subscriptions successfully imported'",
    "in the table's .stringsdict"
  ),
  (
    "duckduckgo_iOS/en.lproj/Localizable.strings", "'action.text-zoom-menu-item'",
    "a percentage: 'Zoom (%d%%)'"
  ),
  ("duckduckgo_iOS/en.lproj/Localizable.strings", "'findinpage.count'", "a position: '%1$d of %2$d'"),
  ("duckduckgo_iOS/en.lproj/Localizable.strings", "'waitlist.invite-screen.step.title'", "a rank: 'Step %d'"),
  ("SwiftGen_SwiftGen/Localizable.strings", "'apples.count'", "the .stringsdict beside it has the key"),
  ("MrKai77_Loop/Localizable.xcstrings", "'Version %@ (%lld)'", "a build number"),
  (
    "MrKai77_Loop/Localizable.xcstrings", "'Icon Unlock Message: Holo'",
    "'You've already looped 25 times!': a literal number, no argument to vary by"
  ),
  ("liamnichols_xcstrings-tool/FormatSpecifiers.xcstrings", "'Test %d'", "no word after the number"),
]

@Suite(
  "plurals lint on the real-world corpus",
  .enabled(
    if: corpusIsAvailable, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
struct CorpusJudgementTests {
  static let run: (report: LintReport, elapsed: Duration) = {
    let started = ContinuousClock.now
    let report = Linter.lint(paths: [corpus])
    return (report, ContinuousClock.now - started)
  }()
  static var report: LintReport { run.report }

  func relative(_ diagnostic: LocalizationDiagnostic) -> String {
    String(diagnostic.location.file.dropFirst(corpus.count + 1))
  }

  /// The findings that no judgement matches, and the judgements that match no finding.
  func match(_ findings: [LocalizationDiagnostic], _ judged: [JudgedError]) -> (
    unjudged: [String], unmatched: [JudgedError]
  ) {
    var unmatched = judged
    var unjudged: [String] = []
    for finding in findings {
      if let index = unmatched.firstIndex(where: {
        $0.file == relative(finding) && $0.code == finding.code && finding.message.contains($0.entry)
      }) {
        unmatched.remove(at: index)
      } else {
        unjudged.append(finding.description)
      }
    }
    return (unjudged, unmatched)
  }

  @Test("every error is a judged defect, and every judged defect is reported")
  func errorsAreJudged() {
    let errors = Self.report.diagnostics.filter { $0.severity == .error }
    let (unjudged, unmatched) = match(errors, judgedErrors)
    #expect(unjudged.isEmpty, "errors nobody has judged:\n\(unjudged.joined(separator: "\n"))")
    #expect(unmatched.isEmpty, "judged errors no longer reported: \(unmatched)")
    #expect(errors.count == judgedErrors.count)
  }

  @Test("every lost number is a judged defect, and every judged one is reported")
  func lostNumbersAreJudged() {
    let found = Self.report.diagnostics.filter {
      $0.code == .numberDropped || $0.code == .conversionLookAlike
    }
    let (unjudged, unmatched) = match(found, judgedLostNumbers)
    #expect(unjudged.isEmpty, "lost numbers nobody has judged:\n\(unjudged.joined(separator: "\n"))")
    #expect(unmatched.isEmpty, "judged lost numbers no longer reported: \(unmatched)")
  }

  @Test("every plural candidate is one a developer would migrate; the near-misses are quiet")
  func pluralCandidatesAreJudged() {
    let found = Self.report.diagnostics.filter { $0.code == .pluralCandidate }
    let (unjudged, unmatched) = match(found, judgedPluralCandidates)
    #expect(unjudged.isEmpty, "plural candidates nobody has judged:\n\(unjudged.joined(separator: "\n"))")
    #expect(unmatched.isEmpty, "judged plural candidates no longer reported: \(unmatched)")
    print(
      "plural-candidate on the corpus: \(found.count) findings, \(judgedPluralCandidates.count) judged right")
    for (file, entry, reason) in pluralNearMisses {
      let flagged = found.contains { relative($0) == file && $0.message.hasPrefix(entry) }
      #expect(!flagged, "\(file) \(entry) is no plural candidate: \(reason)")
    }
    // Each near-miss names an entry the corpus has, printing an integer: the check above could fail.
    for (file, entry, _) in pluralNearMisses {
      let text = (try? String(contentsOfFile: corpus + "/" + file, encoding: .utf8)) ?? ""
      let key = String(entry.dropFirst().dropLast())
      #expect(text.contains("\"" + key + "\""), "\(file) has no key \(entry)")
    }
    // Every message names the development language's wrong form, "1 …s".
    for finding in found {
      #expect(finding.message.contains(": en: 1 → \""), "\(finding.message)")
      #expect(finding.severity == .warning)
    }
  }

  @Test("every corpus file is read; only the two unreadable ones are parse errors")
  func everyFileIsRead() {
    #expect(Self.report.filesChecked == 85 && Self.report.unreadablePaths.isEmpty)
    let parseErrors = Self.report.diagnostics.filter { $0.code == .parseError }.map(relative)
    #expect(
      parseErrors == [
        "MrKai77_Loop/Localizable.broken-merge.xcstrings",
        "ViennaRSS_vienna-rss/Swedish.lproj/InfoPlist.strings",
      ])
  }

  /// Every diagnostic on the corpus, by code: a new error, warning or note changes this table
  /// (and the README's, which must say the same).
  static let pinnedCounts: [DiagnosticCode: Int] = [
    // errors: 57, all judged (51 + the 6 duplicate-key errors below)
    .valueTypeMismatch: 36, .invalidFormat: 7, .argumentSkipped: 5, .parseError: 2, .argumentTypeConflict: 1,
    // warnings: 486
    .missingKey: 202, .numberNotShown: 109, .missingCategories: 62, .fractionOnlyCategory: 14,
    // No mixed-positional: the 52 mixes of the corpus ('Followed by %1$@, and %ld mutuals' in
    // Mastodon's variants, Delta Chat's 'Send the following %d files to %2$@?', DuckDuckGo's
    // '*%2$@, %3$@* and *%d others*') read each argument once, as meant, on Apple platforms.
    // Six translations that never print the count: judgedLostNumbers.
    .numberDropped: 5, .conversionLookAlike: 1,
    // Element X's Slavic integer variables (one, few, many: every integer has its text) lack the
    // 'other' that Apple's format requires: 20 in be and ru, 19 in pl and uk.
    .missingRequiredOther: 78,
    // Strings that print a count with one form for every number: judgedPluralCandidates.
    .pluralCandidate: 14,
    // Vienna's .strings repeat 'Delete', 'Mark Flagged' and 'Unread Articles' in five languages: the
    // last wins. Six repeats say something else (French, German, Japanese and Chinese 'Unread
    // Articles' fall back to an untranslated repeat): errors; the seven that say the same are
    // identical-duplicate-key notes.
    .duplicateKey: 6,
    // Element X's Belarusian 'few' of "%d others are typing" is empty: 2-4, 22-24 … show nothing.
    .emptyVariant: 1,
    // notes: 711 (identical-duplicate-key: Vienna's seven repeats with the same text;
    // retired-category: Mastodon's Hebrew 'many', which CLDR 42 retired and older systems still
    // show; unused-category: Mastodon's English Base 'few' and 'many', DuckDuckGo's Croatian 'many',
    // unreachable; extra-key: a stale Japanese key of Vienna's)
    .catalogStateNeedsReview: 432, .missingLargeNumberCategory: 167, .unusedCategory: 73,
    .retiredCategory: 31,
    .identicalDuplicateKey: 7, .extraKey: 1,
  ]

  /// The README's table of the corpus ("| error | 51, all judged true | `value-type-mismatch` 36 …"):
  /// the total of each severity and the count of each code.
  static func readmeCounts() throws -> (totals: [String: Int], codes: [DiagnosticCode: Int]) {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let readme = try String(contentsOfFile: parts.joined(separator: "/") + "/README.md", encoding: .utf8)
    var totals: [String: Int] = [:]
    var codes: [DiagnosticCode: Int] = [:]
    for line in readme.split(separator: "\n") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, ["error", "warning", "note"].contains(cells[0]),
        let total = Int(cells[1].prefix { $0.isNumber })
      else { continue }
      totals[cells[0]] = total
      // "`code` 36 (…)": a code, then its count.
      let pieces = cells[2].components(separatedBy: "`")
      for index in stride(from: 1, to: pieces.count - 1, by: 2) {
        if let code = DiagnosticCode(rawValue: pieces[index]),
          let count = Int(pieces[index + 1].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
        {
          codes[code] = count
        }
      }
    }
    return (totals, codes)
  }

  @Test("errors, warnings and notes by code, exactly (the README's precision table)")
  func countsByCode() throws {
    let counts = Self.report.countsByCode
    let lines = counts.sorted { ($0.key.severity, $0.key.rawValue) < ($1.key.severity, $1.key.rawValue) }
      .map { "\($0.key.severity.rawValue) \($0.key.rawValue): \($0.value)" }
    print("corpus lint in \(Self.run.elapsed):\n" + lines.joined(separator: "\n"))
    #expect(counts == Self.pinnedCounts)
    let readme = try Self.readmeCounts()
    #expect(readme.codes == Self.pinnedCounts, "the README's corpus table")
    // By the severity each finding has.
    for severity in [LocalizationDiagnostic.Severity.error, .warning, .note] {
      let total = Self.report.diagnostics.count { $0.severity == severity }
      #expect(readme.totals[severity.rawValue] == total, "the README's \(severity.rawValue) total")
    }
    // Integer variables never need fraction categories: no missing-other for Element X's Slavic files.
    #expect(counts[.missingOther] == nil)
    // Catalog messages speak catalog terms.
    for diagnostic in Self.report.diagnostics where diagnostic.location.file.hasSuffix(".xcstrings") {
      #expect(!diagnostic.message.contains("__variation") && !diagnostic.message.contains("NSString"))
    }
    // Review notes are about translations, never the source language.
    #expect(!Self.report.diagnostics.contains { $0.code == .catalogStateNew && $0.message.contains("(en)") })
  }

  @Test(
    "Element X's Slavic integer variables: one/few/many give every integer a text, 'other' is still required")
  func elementX() {
    for language in ["be", "pl", "ru", "uk"] {
      let file = corpus + "/element-hq_element-x-ios/\(language).lproj/Localizable.stringsdict"
      let codes = Self.report.diagnostics.filter { $0.location.file == file }.map(\.code)
      #expect(!codes.contains(.missingOther), "\(language)")
      // … but Apple's format requires 'other': a warning for each such variable.
      #expect(
        codes.filter { $0 == .missingRequiredOther }.count == (["be", "ru"].contains(language) ? 20 : 19))
      // The one missing-categories left in pl and uk: an English text copied in, with only one/other.
      #expect(codes.filter { $0 == .missingCategories }.count == (["pl", "uk"].contains(language) ? 1 : 0))
    }
  }

  @Test("Wikipedia's Polish file lacks many, for integers 0, 5–19, 100, …")
  func wikipedia() {
    let messages = Self.report.diagnostics.filter {
      $0.location.file.hasSuffix("wikimedia_wikipedia-ios/pl.lproj/Localizable.stringsdict")
    }
    #expect(messages.map(\.code) == [.missingCategories, .missingCategories])
    #expect(
      messages.allSatisfy {
        $0.message.contains("lacks 'many', which pl uses for integers (many: 0, 5–19, 100, …);")
      })
  }

  @Test("Lithuanian 'other' that repeats the singular is found; Czech 'many' with the decimal form is not")
  func fractionOnly() {
    let found = Set(Self.report.diagnostics.filter { $0.code == .fractionOnlyCategory }.map(relative))
    #expect(
      found == [
        "deltachat_deltachat-ios/lt.lproj/Localizable.stringsdict",
        "ViennaRSS_vienna-rss/lt.lproj/Localizable.stringsdict",
      ])
  }

  @Test("a variant that drops its number where the category covers several integers is found")
  func numberNotShown() {
    let found = Self.report.diagnostics.filter { $0.code == .numberNotShown }
    #expect(
      found.contains {
        relative($0) == "mastodon_mastodon-ios/uk.lproj/Localizable.stringsdict"
          && $0.message.contains("(\"1 репост\"), but uk uses 'one' for 1, 21, 31")
      })
    // English 'one' is 1 alone: "One file" is fine there.
    #expect(!found.contains { relative($0).contains("/en.lproj/") })
  }
}

import Foundation
import LocalizedStrings
import LocalizationLint
import TestSupport
import Testing

/// Issue 42: an error only where users certainly see wrong text, one finding per
/// defect, lost numbers found, severities by what users see, one line per finding.
/// (Each code's examples are in its rule file, Sources/LocalizationLint/Rules, run by RuleExampleTests.)
@Suite("lint precision on real-world shapes")
struct PrecisionTests {
  // MARK: Percent signs in plain text

  @Test(
    "a percent-encoded link in a translation of plain text is a note; of a format, one error naming the language"
  )
  func percentEncodedLink() throws {
    let plain = try lintReport([
      "en.lproj/L.strings": "\"about\" = \"<p>See the mail page.</p>\";\n",
      "ru.lproj/L.strings": "\"about\" = \"\(htmlWithLink)\";\n",
    ])
    #expect(!plain.diagnostics.contains { $0.severity == .error }, "\(plain.diagnostics)")
    let note = try #require(plain.diagnostics.first { $0.code == .percentInText })
    #expect(note.message.contains("unknown conversion 'B'") && note.location.line == 1)
    // The same translation of a format: one invalid-format at the string, the comparison's (it
    // names the language), not the entry check's too, and no note beside it.
    let format = try lintReport([
      "en.lproj/L.strings": "\"about\" = \"<p>See %@.</p>\";\n",
      "ru.lproj/L.strings": "\"about\" = \"\(htmlWithLink)\";\n",
    ])
    let ru = format.diagnostics.filter { $0.location.file.hasSuffix("ru.lproj/L.strings") }
    #expect(ru.map(\.code) == [.invalidFormat], "\(ru)")
    #expect(ru.first?.message.contains("'about' in ru") == true, "\(ru)")
    // A translation with a conversion of its own is a format to the entry check too: both checks
    // report its malformed '%', in messages that differ only by "in ru", merged into the one naming it.
    let both = try lintReport([
      "en.lproj/L.strings": "\"about\" = \"<p>See %@.</p>\";\n",
      "ru.lproj/L.strings": "\"about\" = \"\(htmlWithLink.replacing("<p>", with: "<p>%@: "))\";\n",
    ])
    let merged = both.diagnostics.filter { $0.location.file.hasSuffix("ru.lproj/L.strings") }
    #expect(merged.map(\.code) == [.invalidFormat], "\(merged)")
    #expect(merged.first?.message.contains("'about' in ru") == true, "\(merged)")
  }

  @Test("the key's conversion, or one in the text that is no encoded byte, keeps a malformed text an error")
  func otherSignalsOfAFormat() throws {
    let report = try lintReport([
      "en.lproj/L.strings": """
      "%d files at %@" = "%d files at <a href=\\"https://x.org/%D0%BE\\">%@</a>";
      "done" = "%@ done: 100%";
      "link" = "<a href=\\"https://x.org/a%20b?q=%D0%9F\\">x</a> 50%";
      "time" = "%02d:%02d 5%";

      """
    ])
    let errors = report.diagnostics.filter { $0.code == .invalidFormat }.map(\.location.line)
    let notes = report.diagnostics.filter { $0.code == .percentInText }.map(\.location.line)
    // Line 1: the key is a format. Line 2: "%@" is a conversion. Line 4: "%02d" is no encoded
    // byte (no link, no neighbour). Line 3: only encoded bytes and a literal '%'.
    #expect(errors == [1, 2, 4], "\(report.diagnostics)")
    #expect(notes == [3], "\(report.diagnostics)")
  }

  @Test("random links, percent-encoded: never an error as plain text, always one in a format's translation")
  func randomLinks() throws {
    let seed = TestSeed.seed("randomLinks")
    var generator = SeededGenerator(seed: seed)
    let letters = Array("абвгдеёжзийклмнопрстуфхцчшщъыьэюяαβγδ한국어日本語éàüß")
    var plain: [String: String] = [:]
    var formats: [String: String] = [:]
    var translations: [String: String] = [:]
    let asciiAlphanumerics = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for index in 0..<40 {
      let word = String(
        (0..<Int.random(in: 1...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
      let encoded = word.addingPercentEncoding(withAllowedCharacters: asciiAlphanumerics)!
      let link = "<p><a href=\\\"https://wiki.example/\(encoded)\\\">\(word)</a></p>"
      plain["k\(index)"] = "<p>link</p>"
      formats["k\(index)"] = "<p>%@</p>"
      translations["k\(index)"] = link
    }
    func strings(_ entries: [String: String]) -> String {
      entries.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
    }
    let asPlain = try lintReport([
      "en.lproj/L.strings": strings(plain), "ru.lproj/L.strings": strings(translations),
    ])
    #expect(!asPlain.diagnostics.contains { $0.severity == .error }, "seed \(seed): \(asPlain.diagnostics)")
    let asFormat = try lintReport([
      "en.lproj/L.strings": strings(formats), "ru.lproj/L.strings": strings(translations),
    ])
    // A translation whose encoded bytes all read as conversions (%D0 is %D and "0") parses: only
    // those that do not parse are errors, and each of them is.
    let failing = translations.filter { entry in
      guard
        case .failure = LocatedString(
          entry.value.replacing("\\\"", with: "\""), at: .init(file: "", line: 1, column: 1)
        ).directives
      else { return false }
      return true
    }
    let errors = asFormat.diagnostics.filter { $0.code == .invalidFormat }
    #expect(errors.count == failing.count, "seed \(seed)")
    #expect(!asFormat.diagnostics.contains { $0.code == .percentInText }, "seed \(seed)")
  }

  // MARK: One finding per defect

  @Test("a translation with an undefined variable: no variable-mismatch repeating it")
  func impliedMismatch() throws {
    let report = try lintReport([
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@files@", variable("files", [("one", "%d file"), ("other", "%d files")]))),
      "de.lproj/L.stringsdict": plist(
        entry("k", format: "%#@datei@", variable("dateien", [("one", "%d Datei"), ("other", "%d Dateien")]))),
    ])
    let codes = report.diagnostics.filter { $0.location.file.hasSuffix("de.lproj/L.stringsdict") }.map(\.code)
    #expect(codes.contains(.undefinedVariable) && !codes.contains(.variableMismatch), "\(codes)")
    // Without the undefined reference, the mismatch is reported.
    let renamed = try lintCodes([
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@files@", variable("files", [("one", "%d file"), ("other", "%d files")]))),
      "de.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@dateien@", variable("dateien", [("one", "%d Datei"), ("other", "%d Dateien")]))),
    ])
    #expect(renamed.contains(.variableMismatch))
    // Implied within one file only: table A's undefined variable does not hide table B's
    // mismatch of the same key.
    let twoTables = try lintReport([
      "en.lproj/A.stringsdict": plist(
        entry("k", format: "%#@files@", variable("files", [("one", "%d file"), ("other", "%d files")]))),
      "de.lproj/A.stringsdict": plist(
        entry("k", format: "%#@datei@", variable("dateien", [("one", "%d Datei"), ("other", "%d Dateien")]))),
      "en.lproj/B.stringsdict": plist(
        entry("k", format: "%#@files@", variable("files", [("one", "%d file"), ("other", "%d files")]))),
      "de.lproj/B.stringsdict": plist(
        entry(
          "k", format: "%#@dateien@", variable("dateien", [("one", "%d Datei"), ("other", "%d Dateien")]))),
    ])
    let inB = twoTables.diagnostics.filter { $0.location.file.hasSuffix("de.lproj/B.stringsdict") }.map(
      \.code)
    #expect(inB.contains(.variableMismatch), "\(inB)")
  }

  // MARK: Lost numbers

  @Test("look-alikes of %d are named, with the development language's text, at the translation's string")
  func lookAlikes() throws {
    for (text, named) in [
      ("\u{066A} d Hops", "U+066A ARABIC PERCENT SIGN"), ("\u{066A}d Hops", "U+066A"),
      ("\u{FF05}d Hops", "U+FF05 FULLWIDTH PERCENT SIGN"), ("d Hops", "'d' without its '%'"),
      ("Hops: d", "'d' without its '%'"), ("% d Hops", "a space after '%' is a flag"),
    ] {
      let report = try lintReport([
        "en.lproj/L.strings": "\"hops\" = \"%d Hops\";\n",
        "ko.lproj/L.strings": "\n\"hops\" = \"\(text)\";\n",
      ])
      let found = report.diagnostics.filter { $0.code == .conversionLookAlike }
      #expect(found.count == 1, "\(text): \(report.diagnostics)")
      #expect(found.first?.message.contains(named) == true, "\(text): \(found)")
      #expect(found.first?.message.contains("(\"%d Hops\")") == true, "\(text): \(found)")
      #expect(found.first?.location.line == 2)
      #expect(!report.diagnostics.contains { $0.code == .numberDropped })
    }
  }

  @Test("a space after '%': the whole message, what the flag does and the conversion to write")
  func spaceFlagMessage() throws {
    let report = try lintReport([
      "en.lproj/L.strings": "\"hops\" = \"%d Hops\";\n", "ko.lproj/L.strings": "\"hops\" = \"% d Hops\";\n",
    ])
    let found = report.diagnostics.filter { $0.code == .conversionLookAlike }.map(\.message)
    #expect(
      found == [
        "'hops' in ko writes '% d' (a space after '%' is a flag: the number is printed after a blank) where en writes %d (\"%d Hops\"); write '%d'"
      ])
  }

  @Test("a translation whose variants are all one text without the number: number-dropped, at its variant")
  func uniformVariantsDropTheNumber() throws {
    let report = try lintReport([
      "en.lproj/L.stringsdict": plist(pluralEntry([("one", "%d Hop"), ("other", "%d Hops")])),
      "ko.lproj/L.stringsdict": plist(pluralEntry([("other", "개수 Hops")])),
      "ja.lproj/L.stringsdict": plist(pluralEntry([("other", "%d ホップ")])),
    ])
    let dropped = report.diagnostics.filter { $0.code == .numberDropped }
    #expect(dropped.count == 1 && dropped[0].location.file.hasSuffix("ko.lproj/L.stringsdict"), "\(dropped)")
    #expect(dropped.first?.message.contains("'other' \"%d Hops\"") == true, "\(dropped)")
  }

  @Test("random translations: one that prints the number is never flagged, one that replaces it always is")
  func randomTranslations() throws {
    let seed = TestSeed.seed("randomTranslations")
    var generator = SeededGenerator(seed: seed)
    let words = ["Hops", "files", "ملفات", "개수", "ファイル", "Dateien", "d'un", "fichiers", "и", "lld-ish"]
    var english = ""
    var keeps = ""
    var drops = ""
    for index in 0..<30 {
      let conversion = ["%d", "%ld", "%lld", "%1$d", "%u"].randomElement(using: &generator)!
      let sentence = (0..<3).map { _ in words.randomElement(using: &generator)! }
      english += "\"k\(index)\" = \"\(conversion) \(sentence.joined(separator: " "))\";\n"
      var kept = sentence
      kept.insert(conversion, at: Int.random(in: 0...kept.count, using: &generator))
      keeps += "\"k\(index)\" = \"\(kept.joined(separator: " "))\";\n"
      var replaced = sentence
      replaced.insert(
        words.randomElement(using: &generator)!, at: Int.random(in: 0...replaced.count, using: &generator))
      drops += "\"k\(index)\" = \"\(replaced.joined(separator: " "))\";\n"
    }
    let kept = try lintCodes(["en.lproj/L.strings": english, "ko.lproj/L.strings": keeps])
    #expect(!kept.contains(.numberDropped) && !kept.contains(.conversionLookAlike), "seed \(seed)")
    let dropped = try lintCodes(["en.lproj/L.strings": english, "ko.lproj/L.strings": drops])
    #expect(dropped.filter { $0 == .numberDropped || $0 == .conversionLookAlike }.count == 30, "seed \(seed)")
  }

  // MARK: Severities

  @Test("Breton 'many' is every million: a note for an integer variable, a warning for a floating one")
  func bretonMany() throws {
    let variants = [("one", "%d restr"), ("two", "%d restr"), ("few", "%d restr"), ("other", "%d restr")]
    let integer = try lintReport(["br.lproj/L.stringsdict": plist(pluralEntry(variants))])
    #expect(integer.diagnostics.map(\.code) == [.missingLargeNumberCategory], "\(integer.diagnostics)")
    let floating = try lintReport([
      "br.lproj/L.stringsdict": plist(pluralEntry(variants.map { ($0.0, "%f restr") }, valueType: "f"))
    ])
    #expect(floating.diagnostics.map(\.code) == [.missingCategories], "\(floating.diagnostics)")
  }

  @Test("mixed-positional where Apple reads an argument twice, not where it reads each once as meant")
  func mixedPositional() throws {
    let report = try lintReport([
      "en.lproj/L.strings": """
      "a" = "%@ … %2$s";
      "b" = "%1$@ … %@";
      "c" = "%2$@ %@";

      """,
      // Delta Chat's: the variant's %d reads the variable's argument 1, %2$@ argument 2.
      "en.lproj/L.stringsdict": plist(
        entry(
          "d", format: "%#@n@",
          variable(
            "n", [("one", "Send the file to %2$@?"), ("other", "Send the following %d files to %2$@?")]))),
    ])
    let found = report.diagnostics.filter { $0.code == .mixedPositional }
    #expect(found.map(\.location.line) == [2], "\(found)")
    #expect(found.first?.message.contains("reads argument 1, which a numbered one reads too") == true)
  }

  // MARK: One line per finding

  @Test("keys with line breaks and control characters: one line per diagnostic in text and GitHub output")
  func oneLinePerDiagnostic() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings":
        "\"two\\nlines\" = \"x\";\n\"cr\\rkey\" = \"y\";\n\"esc\\U001B[2Jkey\" = \"z\";\n\"sep\\U2028key\" = \"w\";\n"
        + "\"par\\U2029key\" = \"v\";\n\"nel\\U0085key\" = \"u\";\n\"csi\\U009Bkey\" = \"t\";\n"
        + "\"dash—\\U2027key\" = \"s\";\n",
      "de.lproj/L.strings": "\"other\" = \"o\";\n",
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let missing = report.diagnostics.filter { $0.code == .missingKey }
    #expect(missing.count == 8)
    for format in [LintFormat.text, .github] {
      let output = report.rendered(as: format)
      let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      // One line per diagnostic, then (text only) a line per code, then the summary.
      let perCode = format == .text ? report.summaryByCode.count : 0
      #expect(lines.count == report.diagnostics.count + perCode + 1, "\(format): \(output)")
      #expect(!output.contains("\r") && !output.contains("\u{1B}") && !output.contains("\u{2028}"))
      #expect(output.contains("two⏎lines") && output.contains("cr⏎key") && output.contains("sep⏎key"))
      #expect(output.contains("esc\u{FFFD}[2Jkey"))
      // U+2029 and NEXT LINE break lines too; another C1 control is replaced; a dash and
      // U+2027 (beside the separators) are kept.
      #expect(output.contains("par⏎key") && output.contains("nel⏎key"), "\(output)")
      #expect(output.contains("csi\u{FFFD}key") && output.contains("dash—\u{2027}key"), "\(output)")
    }
  }
}

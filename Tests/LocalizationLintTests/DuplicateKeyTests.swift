import Foundation
import LocalizedStrings
import LocalizationLint
import Localization
import SourceFiles
import Testing

/// A key written twice is a finding wherever it is: the position of the copy,
/// the first one's in the message, an error where the copies differ and a
/// note where they are identical. The runtime keeps the copy it kept before.
@Suite("duplicate-key at every level, through every reader")
struct DuplicateKeyTests {
  /// Where the `occurrence`th (0-based) `needle` of `text` starts: line and column (ASCII text).
  static func place(of needle: String, occurrence: Int, in text: String) -> (line: Int, column: Int)? {
    var searched = text.startIndex
    for count in 0...occurrence {
      guard let found = text.range(of: needle, range: searched..<text.endIndex) else { return nil }
      if count == occurrence {
        let before = text[..<found.lowerBound]
        let line = before.count { $0 == "\n" || $0 == "\r\n" } + 1
        let lineStart = before.lastIndex { $0 == "\n" || $0 == "\r\n" }.map { before.index(after: $0) }
        return (line, before.distance(from: lineStart ?? before.startIndex, to: before.endIndex) + 1)
      }
      searched = found.upperBound
    }
    return nil
  }

  /// Whether a finding is about a repeated key (`duplicate-key`, or `identical-duplicate-key` for a same copy).
  static func isDuplicate(_ diagnostic: LocalizationDiagnostic) -> Bool {
    diagnostic.code == .duplicateKey || diagnostic.code == .identicalDuplicateKey
  }

  /// The duplicate-key findings of one file linted alone.
  static func duplicates(_ name: String, _ contents: String) throws -> [LocalizationDiagnostic] {
    try lintReport([name: contents]).diagnostics.filter(Self.isDuplicate)
  }

  /// Checks that `found` is the one finding for the second `needle` of `text`, naming the first.
  static func expectOne(
    _ found: [LocalizationDiagnostic], needle: String, in text: String,
    severity: LocalizationDiagnostic.Severity,
    subject: String, _ comment: Comment
  ) {
    #expect(found.count == 1, "\(comment): \(found)")
    guard let diagnostic = found.first, let first = place(of: needle, occurrence: 0, in: text),
      let second = place(of: needle, occurrence: 1, in: text)
    else {
      Issue.record("\(comment): no finding, or the needle is not there twice")
      return
    }
    #expect(diagnostic.severity == severity, "\(comment)")
    #expect(
      (diagnostic.location.line, diagnostic.location.column) == (second.line, second.column),
      "\(comment): \(diagnostic)")
    #expect(diagnostic.message.contains("first at line \(first.line), column \(first.column)"), "\(comment)")
    #expect(diagnostic.message.contains(subject), "\(comment): \(diagnostic.message)")
  }

  /// A third copy is compared with the copy just before it, not the first: A, B, B gives an error
  /// and a note (the last copy repeats the one before), A, B, A two errors. With up to 8 keys in
  /// the file the copies are found pair by pair, with more by a hash table: both agree.
  @Test(
    "a third copy is compared with the copy before it, in a small file and a large one",
    arguments: [0, 6], [("A", "B", "B"), ("A", "B", "A")])
  func thirdCopy(padding: Int, copies: (String, String, String)) throws {
    let others = (0..<padding).map { "\"k\($0)\" = \"v\";\n" }.joined()
    let text = others + "\"a\" = \"\(copies.0)\";\n\"a\" = \"\(copies.1)\";\n\"a\" = \"\(copies.2)\";\n"
    let found = try Self.duplicates("en.lproj/L.strings", text)
    let expected: [DiagnosticCode] =
      copies.2 == copies.1 ? [.duplicateKey, .identicalDuplicateKey] : [.duplicateKey, .duplicateKey]
    #expect(found.map(\.code) == expected, "\(found)")
    #expect(found.map(\.location.line) == [padding + 2, padding + 3], "\(found)")
  }

  static let spec = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"

  /// A .stringsdict body with a key written twice at one level, the key as written, the subject
  /// the message names, and whether the copies are identical.
  static let stringsdictLevels:
    [(level: String, body: String, needle: String, subject: String, identical: Bool)] = [
      (
        "top-level key", entry("a", format: "%#@n@", good) + "\n" + entry("a", format: "%#@n@!", good),
        "<key>a</key>", "key 'a'", false
      ),
      (
        "top-level key, identical",
        entry("a", format: "%#@n@", good) + "\n" + entry("a", format: "%#@n@", good),
        "<key>a</key>", "key 'a'", true
      ),
      (
        "variable of an entry",
        entry(
          "a", format: "%#@n@", good, "\n", variable("n", [("one", "%d item"), ("other", "%d items")])),
        "<key>n</key>", "'n' in entry 'a'", false
      ),
      (
        "format key of an entry",
        entry("a", format: "%#@n@", good, "\n<key>NSStringLocalizedFormatKey</key><string>%#@n@ x</string>"),
        "<key>NSStringLocalizedFormatKey</key>", "'NSStringLocalizedFormatKey' in entry 'a'", false
      ),
      (
        "variant of a variable",
        entry(
          "a", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files"), ("one", "%d doc")])),
        "<key>one</key>", "'one' in variable 'n' of 'a'", false
      ),
      (
        "variant of a variable, identical",
        entry(
          "a", format: "%#@n@",
          variable("n", [("one", "%d file"), ("other", "%d files"), ("one", "%d file")])),
        "<key>one</key>", "'one' in variable 'n' of 'a'", true
      ),
      (
        "value type of a variable",
        entry(
          "a", format: "%#@n@", variable("n", [("NSStringFormatValueTypeKey", "ld"), ("other", "%d files")])),
        "<key>NSStringFormatValueTypeKey</key>", "'NSStringFormatValueTypeKey' in variable 'n' of 'a'", false
      ),
      (
        "spec type of a variable, identical",
        entry(
          "a", format: "%#@n@", "<key>n</key><dict>\(spec)\n\(spec)<key>other</key><string>x</string></dict>"),
        "<key>NSStringFormatSpecTypeKey</key>", "'NSStringFormatSpecTypeKey' in variable 'n' of 'a'", true
      ),
      (
        "width of a width entry",
        "<key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Set</string>\n"
          + "<key>20</key><string>Settings</string></dict></dict>",
        "<key>20</key>", "width '20' of 'w'", false
      ),
      (
        "device of a device entry",
        "<key>d</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string>\n"
          + "<key>other</key><string>Tap</string><key>mac</key><string>Press</string></dict></dict>",
        "<key>mac</key>", "device 'mac' of 'd'", false
      ),
    ]

  @Test(
    "a .stringsdict key written twice at any level: at the copy, the first named, error or note",
    arguments: stringsdictLevels.indices)
  func stringsdict(_ index: Int) throws {
    let level = Self.stringsdictLevels[index]
    // As written (the scanner's subset), with CRLF line ends (expat's events), and through the
    // general reader alone: the same finding.
    let written = plist(level.body)
    for (spelling, text) in [("LF", written), ("CRLF", written.replacingOccurrences(of: "\n", with: "\r\n"))]
    {
      let found = try Self.duplicates("en.lproj/L.stringsdict", text)
      Self.expectOne(
        found, needle: level.needle, in: text, severity: level.identical ? .note : .error,
        subject: level.subject,
        "\(level.level) (\(spelling))")
    }
    let table = try StringTable(
      generalStringsdict: Array(written.utf8), path: "t.stringsdict", language: "en")
    Self.expectOne(
      table.diagnostics.filter(Self.isDuplicate), needle: level.needle, in: written,
      severity: level.identical ? .note : .error, subject: level.subject, "\(level.level) (general reader)")
  }

  @Test("the runtime keeps the last copy, as before: of a variant, a variable, an entry")
  func lastCopyWins() throws {
    let body =
      entry(
        "a", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files"), ("one", "%d doc")]))
      + entry("b", format: "%#@n@", good, variable("n", [("one", "%d item"), ("other", "%d items")]))
      + entry("c", format: "%#@n@", good) + "<key>c</key><string>plain</string>"
    let table = try StringTable(bytes: Array(plist(body).utf8), path: "t.stringsdict", language: "en")
    #expect(try table.format("a", 1) == "1 doc")
    #expect(try table.format("b", 2) == "2 items")
    #expect(try table.format("c") == "plain")
    #expect(table.diagnostics.filter(Self.isDuplicate).count == 3)
  }

  /// A catalog written one member a line, so that positions are easy to find.
  static func catalogText(_ members: String) -> String {
    "{\n\"sourceLanguage\" : \"en\",\n\"version\" : \"1.0\",\n\(members)\n}\n"
  }

  static let plural =
    #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"#
    + "\n" + #""other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}"#

  /// A catalog with a member written twice at one level: the text, the member as written
  /// (its second copy is the finding's place), the subject, the key and language the finding
  /// is about, and whether the copies are identical.
  static let catalogLevels:
    [(
      level: String, text: String, needle: String, subject: String, key: String?, language: String?,
      identical: Bool
    )] =
      [
        (
          "strings twice", catalogText("\"strings\" : {\"a\":{}},\n\"strings\" : {\"b\":{}}"), "\"strings\"",
          "member 'strings' of the root object", nil, nil, false
        ),
        (
          "a key twice",
          catalogText("\"strings\" : {\n\"a\" : {\"comment\":\"x\"},\n\"a\" : {\"comment\":\"y\"}\n}"),
          "\"a\"",
          "member 'a' of /strings", "a", nil, false
        ),
        (
          "a language twice",
          catalogText(
            "\"strings\" : {\"a\" : {\"localizations\" : {\n\"fr\" : \(unit("x")),\n\"fr\" : \(unit("y"))\n}}}"
          ),
          "\"fr\"", "member 'fr' of /strings/a/localizations", "a", "fr", false
        ),
        (
          "a plural category twice",
          catalogText(
            "\"strings\" : {\"a/b\" : {\"localizations\" : {\"en\" : \(plural.replacingOccurrences(of: "}}}}}", with: "}},\n\"one\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%lld doc\"}}}}}"))}}}"
          ),
          "\"one\"", "member 'one' of /strings/a~1b/localizations/en/variations/plural", "a/b", "en", false
        ),
        (
          "a string unit's value twice, identical however written",
          catalogText(
            "\"strings\" : {\"a\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {\"value\" : \"x\",\n\"value\" : \"\\u0078\"}}}}}"
          ),
          "\"value\"", "member 'value' of /strings/a/localizations/en/stringUnit", "a", "en", true
        ),
      ]

  @Test(
    "a catalog member written twice at any level: at the copy, the first named, its key and language",
    arguments: catalogLevels.indices)
  func catalog(_ index: Int) throws {
    let level = Self.catalogLevels[index]
    let report = try lintReport(["L.xcstrings": level.text])
    let found = report.findings.filter { Self.isDuplicate($0.diagnostic) }
    Self.expectOne(
      found.map(\.diagnostic), needle: level.needle, in: level.text,
      severity: level.identical ? .note : .error,
      subject: level.subject, "\(level.level)")
    #expect(found.first?.subject?.key == level.key, "\(level.level)")
    #expect(found.first?.subject?.language == level.language, "\(level.level)")
  }

  @Test("a catalog keeps what it kept: the last member, each language's last localization of a key")
  func catalogRuntime() throws {
    let text = Self.catalogText(
      "\"strings\" : {\"gone\" : {}},\n\"strings\" : {\n"
        + "\"a\" : {\"localizations\" : {\"en\" : \(unit("first")), \"fr\" : \(unit("premier"))}},\n"
        + "\"a\" : {\"localizations\" : {\"en\" : \(unit("second"))}},\n"
        + "\"n\" : {\"localizations\" : {\"en\" : \(Self.plural.replacingOccurrences(of: "\"%lld files\"", with: "\"%lld files\",\"value\":\"%lld docs\""))}}\n}"
    )
    let catalog = try StringCatalog(bytes: Array(text.utf8), path: "L.xcstrings")
    #expect(!catalog.keys.contains("gone"))
    #expect(try catalog.format("a", language: "en") == "second")
    #expect(try catalog.format("a", language: "fr") == "premier")
    #expect(try catalog.format("n", 2, language: "en") == "2 docs")
    // Loading reports none of it; the linter's pass does (strings, a, and value: 3).
    #expect(!catalog.diagnostics.contains(where: Self.isDuplicate))
    #expect(catalog.duplicateMemberDiagnostics.map(\.diagnostic.severity) == [.error, .error, .error])
  }

  @Test(".strings: an identical repeat is a note, another text an error")
  func strings() throws {
    let text =
      "\"Delete\" = \"Delete\";\n\"Save\" = \"Save\";\n\"Delete\" = \"Delete\";\n\"Save\" = \"Keep\";\n"
    let found = try Self.duplicates("en.lproj/L.strings", text)
    #expect(found.map(\.severity) == [.note, .error])
    #expect(found.map(\.code) == [.identicalDuplicateKey, .duplicateKey])
    #expect(found.map(\.location.line) == [3, 4])
    // At the repeat's text, naming the first one's (a .strings key has no place of its own).
    #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["3:12", "4:10"])
    #expect(found.first?.message.contains("first at line 1, column 12") == true)
    #expect(found.last?.message.contains("first at line 2, column 10") == true)
  }
}

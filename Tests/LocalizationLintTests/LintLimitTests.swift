internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
@_spi(ExpatXML) import ExpatXML
import Foundation
@testable import LocalizedStrings
import LocalizationLint
import Localization
import SourceFiles
import Testing
import TestSupport

/// A limit of the runtime that a file can reach: a file just at it and one just past it.
struct LimitCase: Sendable, CustomTestStringConvertible {
  /// How the row of the Reliability article's limits table starts.
  let row: String
  /// What this case builds, when a row has more than one.
  let shape: String
  /// The error `plurals lint` reports past the limit.
  let code: DiagnosticCode
  /// The file's name below the lint root (its `.lproj` folder tells its language).
  let name: String
  /// The file at the limit (false) or one past it (true).
  let bytes: @Sendable (_ past: Bool) -> [UInt8]
  /// The key formatted, and its arguments at the limit and past it.
  let key: String
  let arguments: @Sendable (_ past: Bool) -> [FormatValue]
  /// The text key formats to at the limit.
  let expected: String
  /// Errors the file at the limit has for its shape, not the limit's (a property list nested 256
  /// deep holds no entry): lint reports these and no other error, nor `code`.
  var shapeErrors: [DiagnosticCode] = []

  var testDescription: String { shape.isEmpty ? row : "\(row): \(shape)" }
}

/// What the runtime refuses, `plurals lint` reports: every limit of the Reliability article's limits
/// table that a localization file can reach is built just at it (format writes the text, lint exits
/// 0) and one past it (format refuses, lint reports an error and exits 1). The inputs derive from
/// the constants.
@Suite("lint reports every limit the runtime refuses")
struct LintLimitTests {
  // MARK: The table

  /// The first cells of the rows of the Reliability article's table of limits.
  static func tableRows() throws -> [String] {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LocalizationLintTests/<file>
    let path = parts.joined(separator: "/") + "/Sources/LocalizedStrings/LocalizedStrings.docc/Reliability.md"
    let article = try String(contentsOfFile: path, encoding: .utf8)
    guard let start = article.range(of: "\n## Limits\n") else { return [] }
    let section = article[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    return section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst().map {
      String($0.dropFirst(2).prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
    }
  }

  /// The rows no file can pass, each with the reason.
  static let notAFileLimit: [(row: String, reason: String)] = [
    ("lint baseline file", "lint's own input, which lint refuses itself"),
    ("significant digits", "nothing is refused: the digits past 999 are not shown"),
    ("digits a decimal numeral argument prints", "a bound on the caller's argument, not on the file"),
    ("compact exponent", "a bound on the caller's numeral"),
    ("numeral length", "no limit"),
    ("sample range expansion", "CLDR rule text, not a localization file"),
    ("a file that fails to parse on", "what a reload serves; the file's own errors are lint's parse-error"),
    ("`Content-Language`", "which localization a response names"),
    ("table names a caller passes", "a cache of the caller's names; nothing is refused"),
    ("negotiations remembered", "a cache; nothing is refused"),
    ("a malformed `Accept-Language` item", "the caller's header"),
    ("names in `LANGUAGE`", "the process's environment"),
    ("a configuration file", "lint's own configuration, refused by lint (exit 78)"),
    ("YAML anchors and aliases", "lint's own configuration"),
    ("YAML nesting", "lint's own configuration"),
    ("a path or key pattern", "lint's own configuration"),
    ("paths and patterns in a configuration", "lint's own configuration"),
    ("matching a pattern", "lint's own configuration"),
    ("a configuration's paths", "lint's own configuration"),
    ("the files `plurals lint --fix` writes", "what --fix writes"),
    ("problems reported from one configuration", "lint's own configuration"),
    ("values and paths on a command line", "the command line, not a file; nothing is refused"),
  ]

  @Test("every row of the limits table is a case below or a limit no file reaches, with the reason")
  func everyRow() throws {
    let rows = try Self.tableRows()
    #expect(rows.count >= 30, "\(rows)")
    let covered = Self.cases.map(\.row) + Self.notAFileLimit.map(\.row)
    for row in rows {
      let matches = covered.filter { row.hasPrefix($0) }
      #expect(!matches.isEmpty, "the limits table's row '\(row)' has no lint case and no reason")
    }
    for prefix in Set(covered) {
      #expect(rows.contains { $0.hasPrefix(prefix) }, "'\(prefix)' is no row of the limits table")
    }
    // Each limit a file can reach has a case.
    #expect(Set(Self.cases.map(\.row)).count == 11)
  }

  // MARK: The cases

  static let documentSize = FileSystem.maximumDocumentSize
  static let xmlDepth = XMLEventReader.defaultMaximumDepth
  static let jsonDepth = JSONReader.maximumDepth
  static let binaryDepth = BinaryPropertyListReader.maximumDepth
  static let binaryObjects = BinaryPropertyListReader.maximumObjects
  static let binaryText = BinaryPropertyListReader.maximumTextBytes
  static let output = FormatLimits.maximumOutputBytes
  static let expansions = FormatLimits.maximumExpansions
  static let depth = FormatLimits.maximumDepth
  static let width = FormatLimits.maximumWidth
  static let position = FormatLimits.maximumPosition

  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// A `.stringsdict` whose dictionary holds `body`.
  static func stringsdict(_ body: String) -> [UInt8] { utf8(plist(body)) }

  /// A catalog whose English string `k` is `value`, with `substitutions` (JSON members) and
  /// `extra` members after `strings`.
  static func catalogBytes(_ value: String, substitutions: String = "", extra: String = "") -> [UInt8] {
    let members = substitutions.isEmpty ? "" : #","substitutions":{\#(substitutions)}"#
    return utf8(
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":"#
        + #"{"stringUnit":{"state":"translated","value":"\#(value)"}\#(members)}}}}\#(extra)}"#)
  }

  /// A catalog substitution `n` of argument `argNum`, printing its number in both variants.
  static func substitution(argNum: Int) -> String {
    #"""
    "n":{"argNum":\#(argNum),"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"translated","value":"%arg"}},
    "other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}
    """#
  }

  /// A `.strings` of exactly `count` bytes in property-list form, `k = v`, padded by an XML comment.
  static func paddedStrings(_ count: Int) -> [UInt8] {
    let prefix = utf8(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist><dict><key>k</key><string>v</string></dict></plist>\n<!--"
    )
    let suffix = utf8("-->\n")
    return prefix + [UInt8](repeating: UInt8(ascii: "a"), count: count - prefix.count - suffix.count) + suffix
  }

  /// `{k: "v", d: [[…["x"]…]]}`: objects nested `levels` deep (the dictionary, the arrays, "x").
  static func nestedBinary(_ levels: Int) -> [UInt8] {
    let arrays = levels - 2
    let first = 4
    let last = first + arrays
    // The dictionary's keys k and d, then its values "v" and the first array.
    var objects: [[UInt8]] = [
      [0xD2] + bigEndian(1, size: 2) + bigEndian(2, size: 2) + bigEndian(3, size: 2)
        + bigEndian(first, size: 2),
      binaryString("k"), binaryString("d"), binaryString("v"),
    ]
    for index in first..<last { objects.append([0xA1] + bigEndian(index + 1, size: 2)) }
    objects.append(binaryString("x"))
    return binaryPlist(objects, referenceSize: 2)
  }

  /// `{k: "v", d: A0}` whose references stand for exactly `maximumObjects` objects (`past`: one more).
  ///
  /// `A(j) = [A(j+1), A(j+1), s]` stands for `2 + 2·A(j+1)` objects and the last, `[s]`, for 2,
  /// so `A1`, 17 levels above `[s]`, for 2^19 − 2 and `B = [A2, A2]` for one fewer. `A0 = [A1, B]`
  /// stands for 2^20 − 4, and the dictionary, its two keys, "v" and A0 for 2^20; `past` makes A0
  /// `[A1, A1]`.
  static func sharedObjects(past: Bool) -> [UInt8] {
    let levels = 18
    // Objects: 0 the dictionary, 1 "k", 2 "d", 3 "v", 4 A0, 5… A1 … A18 = [s], then s, then B.
    let aOne = 5
    let string = aOne + levels
    let b = string + 1
    var objects: [[UInt8]] = [
      [0xD2, 1, 2, 3, 4], binaryString("k"), binaryString("d"), binaryString("v"),
      [0xA2, UInt8(aOne), UInt8(past ? aOne : b)],
    ]
    for level in 1..<levels {
      let next = UInt8(aOne + level)
      objects.append([0xA3, next, next, UInt8(string)])
    }
    objects.append([0xA1, UInt8(string)])
    objects.append(binaryString("s"))
    objects.append([0xA2, UInt8(aOne + 1), UInt8(aOne + 1)])
    #expect(objects.count == b + 1 && 1 << (levels + 2) == binaryObjects)
    return binaryPlist(objects)
  }

  /// `{k: "v", d: [B0, B0, u]}` whose references stand for exactly `maximumTextBytes` of text
  /// (`past`: one byte more).
  ///
  /// B0 doubles 10 times down to a string `w` of 2^15 − 1 bytes, so the two B0 stand for
  /// 2^26 − 2^11 bytes; "k", "d" and "v" are three and `u` the other 2^11 − 3 (`past`: 2^11 − 2).
  static func sharedText(past: Bool) -> [UInt8] {
    let levels = 10
    let word = binaryText >> (levels + 1)
    // Objects: 0 the dictionary, 1 "k", 2 "d", 3 "v", 4 the array, 5… B0 … B9, then w, then u.
    let w = 5 + levels
    var objects: [[UInt8]] = [
      [0xD2, 1, 2, 3, 4], binaryString("k"), binaryString("d"), binaryString("v"),
      [0xA3, 5, 5, UInt8(w + 1)],
    ]
    for level in 0..<levels {
      let next = UInt8(level == levels - 1 ? w : 6 + level)
      objects.append([0xA2, next, next])
    }
    objects.append(binaryString(String(repeating: "w", count: word - 1)))
    objects.append(binaryString(String(repeating: "u", count: (1 << (levels + 1)) - 3 + (past ? 1 : 0))))
    #expect(word << (levels + 1) == binaryText)
    return binaryPlist(objects)
  }

  /// Variables `v0` … `v(levels-1)`, each holding the next, the last printing the number.
  static func chain(_ levels: Int) -> String {
    let variables = (0..<levels).map { level in
      let next = level == levels - 1 ? "[%d]" : "%1$#@v\(level + 1)@"
      return variable("v\(level)", [("one", next), ("other", next)])
    }
    return entry("k", format: "%1$#@v0@", variables.joined())
  }

  /// `%1$d%2$d…%(count)$d`.
  static func positions(_ count: Int) -> String { (1...count).map { "%\($0)$d" }.joined() }

  static let cases: [LimitCase] = [
    LimitCase(
      row: "file or in-memory document size", shape: "a .strings file of 64 MiB", code: .parseError,
      name: "en.lproj/L.strings", bytes: { paddedStrings(documentSize + ($0 ? 1 : 0)) }, key: "k",
      arguments: { _ in [] }, expected: "v"),
    LimitCase(
      row: "XML element nesting", shape: "a .stringsdict, beside an entry", code: .parseError,
      name: "en.lproj/L.stringsdict",
      bytes: { past in
        // <plist>, its dictionary, the dictionaries of d, and the string: `levels` deep.
        let dictionaries = xmlDepth + (past ? 1 : 0) - 3
        return utf8(
          "<plist><dict><key>k</key><string>v</string><key>d</key>"
            + String(repeating: "<dict><key>d</key>", count: dictionaries) + "<string>x</string>"
            + String(repeating: "</dict>", count: dictionaries) + "</dict></plist>")
      }, key: "k", arguments: { _ in [] }, expected: "v", shapeErrors: [.missingFormatKey]),
    LimitCase(
      row: "JSON nesting", shape: "a catalog member beside the strings", code: .parseError,
      name: "L.xcstrings",
      bytes: { past in
        let arrays = jsonDepth + (past ? 1 : 0) - 1
        return catalogBytes(
          "v",
          extra: #","x":"# + String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays))
      }, key: "k", arguments: { _ in [] }, expected: "v"),
    LimitCase(
      row: "binary plist nesting", shape: "arrays beside an entry", code: .parseError,
      name: "en.lproj/L.stringsdict", bytes: { nestedBinary(binaryDepth + ($0 ? 1 : 0)) }, key: "k",
      arguments: { _ in [] }, expected: "v", shapeErrors: [.invalidEntry]),
    LimitCase(
      row: "binary plist references", shape: "objects shared beside an entry", code: .parseError,
      name: "en.lproj/L.stringsdict", bytes: { sharedObjects(past: $0) }, key: "k",
      arguments: { _ in [] }, expected: "v", shapeErrors: [.invalidEntry]),
    LimitCase(
      row: "binary plist references", shape: "text shared beside an entry", code: .parseError,
      name: "en.lproj/L.stringsdict", bytes: { sharedText(past: $0) }, key: "k",
      arguments: { _ in [] }, expected: "v", shapeErrors: [.invalidEntry]),
    LimitCase(
      row: "XML entities", shape: "XML's own entity, then one no document defines", code: .parseError,
      name: "en.lproj/L.stringsdict",
      bytes: { stringsdict("<key>k</key><string>a \($0 ? "&nbsp;" : "&amp;") b</string>") }, key: "k",
      arguments: { _ in [] }, expected: "a & b"),
    LimitCase(
      // %C writes one UTF-16 unit, at most 3 bytes: the bound lint computes is the text's exactly.
      row: "output of one format call", shape: "%C and text", code: .outputTooLong,
      name: "en.lproj/L.strings",
      bytes: { utf8("\"k\" = \"%C" + String(repeating: "a", count: output - 3 + ($0 ? 1 : 0)) + "\";\n") },
      key: "k", arguments: { _ in [.signed(0x263A)] },
      expected: "☺" + String(repeating: "a", count: output - 3)),
    LimitCase(
      row: "variable expansions in one call", shape: "a variable named again and again",
      code: .tooManyExpansions, name: "en.lproj/L.stringsdict",
      bytes: { past in
        stringsdict(
          entry(
            "k", format: String(repeating: "%1$#@v@", count: expansions + (past ? 1 : 0)),
            variable("v", [("one", "%d"), ("other", "%d")])))
      }, key: "k", arguments: { _ in [.signed(1)] }, expected: String(repeating: "1", count: expansions)),
    LimitCase(
      row: "variable nesting", shape: "a chain of variables", code: .invalidFormat,
      name: "en.lproj/L.stringsdict", bytes: { stringsdict(chain(depth + ($0 ? 1 : 0))) }, key: "k",
      arguments: { _ in [.signed(3)] }, expected: "[3]"),
    LimitCase(
      row: "width and precision", shape: "a width and a precision written in the format",
      code: .invalidFormat, name: "en.lproj/L.strings",
      bytes: { past in
        let amount = width + (past ? 1 : 0)
        return utf8("\"k\" = \"[%1$\(amount)d][%1$.\(amount)d]\";\n")
      }, key: "k", arguments: { _ in [.signed(5)] },
      expected: "[" + String(repeating: " ", count: width - 1) + "5]["
        + String(repeating: "0", count: width - 1)
        + "5]"),
    LimitCase(
      row: "argument position", shape: "every position in a format", code: .invalidFormat,
      name: "en.lproj/L.strings",
      bytes: { utf8("\"k\" = \"\(positions(position + ($0 ? 1 : 0)))\";\n") }, key: "k",
      arguments: { past in (1...position + (past ? 1 : 0)).map { .signed(Int64($0 % 10)) } },
      expected: (1...position).map { String($0 % 10) }.joined()),
    LimitCase(
      row: "argument position", shape: "a catalog substitution's argNum", code: .invalidFormat,
      name: "L.xcstrings",
      bytes: { past in
        let last = position + (past ? 1 : 0)
        return catalogBytes(
          positions(last - 1).replacingOccurrences(of: "d", with: "lld") + "%#@n@",
          substitutions: substitution(argNum: last))
      }, key: "k", arguments: { past in (1...position + (past ? 1 : 0)).map { .signed(Int64($0 % 10)) } },
      expected: (1...position).map { String($0 % 10) }.joined()),
  ]

  // MARK: Both sides of each limit

  /// What format and lint make of `limit`'s file at the limit or past it.
  struct Outcome {
    var formatted: Result<String, any Error>
    var errors: [DiagnosticCode]
    var status: Int32
  }

  static func outcome(_ limit: LimitCase, past: Bool) throws -> Outcome {
    let root = NSTemporaryDirectory() + "lint-limit-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/" + limit.name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(limit.bytes(past)).write(to: URL(fileURLWithPath: path))
    // As `plurals format FILE KEY ARGUMENTS…` formats.
    let formatted = Result { () throws -> String in
      let arguments = limit.arguments(past)
      if limit.name.hasSuffix(".xcstrings") {
        let catalog = try StringCatalog(contentsOf: path)
        return try catalog.formatDetailed(limit.key, arguments: arguments, language: "en").text
      }
      return try StringTable(contentsOf: path).formatDetailed(limit.key, arguments: arguments).text
    }
    let report = Linter.lint(paths: [root])
    let errors = report.findings.filter { $0.diagnostic.severity == .error }.map(\.diagnostic.code)
    return Outcome(formatted: formatted, errors: errors, status: report.exitStatus(warningsAsErrors: false))
  }

  @Test(
    "at the limit, format writes the text and lint exits 0; one past it, format refuses and lint exits 1",
    arguments: cases)
  func bothSides(limit: LimitCase) throws {
    let at = try Self.outcome(limit, past: false)
    switch at.formatted {
    case .success(let text):
      #expect(text == limit.expected, "\(text.prefix(60))… (\(text.utf8.count) bytes)")
    case .failure(let error): Issue.record("format refuses the limit: \(error)")
    }
    #expect(at.errors == limit.shapeErrors, "lint at the limit")
    #expect(at.status == (limit.shapeErrors.isEmpty ? LintExitCode.clean : .failed).rawValue)

    let past = try Self.outcome(limit, past: true)
    if case .success(let text) = past.formatted {
      Issue.record("format writes \(text.utf8.count) bytes past the limit")
    }
    #expect(past.errors.contains(limit.code), "lint past the limit: \(past.errors)")
    #expect(past.status == LintExitCode.failed.rawValue)
  }
}

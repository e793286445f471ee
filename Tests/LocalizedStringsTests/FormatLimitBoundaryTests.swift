@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing

/// A way a format call reaches the formatter: each limit of ``FormatLimits``
/// is hit on each.
enum FormatPath: String, CaseIterable, CustomStringConvertible, Sendable {
  /// A `StringTable` of a `.stringsdict` read by the direct reader.
  case table
  /// A `StringTable` of a `.stringsdict` read through the property-list tree.
  case generalReader
  /// A `PreparedEntry` of the table.
  case prepared
  /// A `Localizer` of a bundle holding the `.stringsdict`.
  case localizer

  var description: String { rawValue }

  /// Key `k` of the `.stringsdict` of `body` formatted with `arguments`.
  func format(_ body: String, _ arguments: [FormatValue]) throws -> Result<String, FormatError> {
    let bytes = Array(plist(body).utf8)
    switch self {
    case .table, .prepared:
      let table = try StringTable(bytes: bytes, path: "l.stringsdict", language: "en")
      guard self == .prepared else {
        return Result { () throws(FormatError) in try table.formatDetailed("k", arguments: arguments).text }
      }
      return Result { () throws(FormatError) in
        let prepared = try table.prepare("k")
        return try arguments.withUnsafeBufferPointer { values throws(FormatError) in
          try prepared.format(values: values)
        }
      }
    case .generalReader:
      let table = try StringTable(generalStringsdict: bytes, path: "l.stringsdict", language: "en")
      return Result { () throws(FormatError) in try table.formatDetailed("k", arguments: arguments).text }
    case .localizer:
      let bundle = try LocalizationBundle(files: ["en.lproj/Localizable.stringsdict": bytes])
      let localizer = bundle.localizer(languages: ["en"], numbers: .plain)
      return Result { () throws(FormatError) in try localizer.formatDetailed("k", arguments: arguments).text }
    }
  }
}

/// Key `k` of a catalog whose English value is `value`, with `substitutions`
/// (the JSON members of its `substitutions` object), formatted with `arguments`.
func catalogFormat(_ value: String, substitutions: String = "", _ arguments: [FormatValue]) throws
  -> Result<String, FormatError>
{
  let substitutionsMember = substitutions.isEmpty ? "" : #", "substitutions": {\#(substitutions)}"#
  let text = """
    { "sourceLanguage": "en", "version": "1.0", "strings": { "k": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "\(value)" }\(substitutionsMember) } } } } }
    """
  let catalog = try StringCatalog(bytes: Array(text.utf8), path: "l.xcstrings")
  return Result { () throws(FormatError) in
    try catalog.formatDetailed("k", arguments: arguments, language: "en").text
  }
}

/// A catalog substitution `name` of argument `argNum` whose `one` is "x" and `other` "y".
func xySubstitution(_ name: String, argNum: Int = 1) -> String {
  #"""
  "\#(name)": { "argNum": \#(argNum), "formatSpecifier": "lld", "variations": { "plural": {
    "one": { "stringUnit": { "state": "translated", "value": "x" } },
    "other": { "stringUnit": { "state": "translated", "value": "y" } } } } }
  """#
}

/// Every limit of ``FormatLimits`` hit exactly at its bound (formats, with
/// the right text) and one past it (the documented error, naming the limit),
/// through every path that enforces it. The inputs derive from the constants.
@Suite("Format limit boundaries")
struct FormatLimitBoundaryTests {
  /// Checks `result`: `expected` text, or an error of `kind` whose message contains `naming`.
  static func check(
    _ result: Result<String, FormatError>, expected: String?, kind: FormatError.Kind, naming: String,
    _ context: String
  ) {
    switch (result, expected) {
    case (.success(let text), let expected?):
      #expect(text == expected, "\(context): \(text.prefix(80))… (\(text.utf8.count) bytes)")
    case (.success(let text), nil):
      Issue.record("\(context): formatted (\(text.utf8.count) bytes) past the limit")
    case (.failure(let error), nil):
      #expect(error.kind == kind && error.message.contains(naming), "\(context): \(error)")
    case (.failure(let error), _?):
      Issue.record("\(context): \(error) at the limit")
    }
  }

  // MARK: Expansions

  static let expansions = FormatLimits.maximumExpansions

  /// `count` references to variable `v` of one variant each, then `extra` appended to the format.
  static func references(_ count: Int, extra: String = "") -> String {
    entry(
      "k", format: String(repeating: "%1$#@v@", count: count) + extra,
      variable("v", [("one", "x"), ("other", "y")]))
  }

  @Test("variable expansions: the limit formats, one more is refused", arguments: FormatPath.allCases)
  func expansionsFlat(path: FormatPath) throws {
    for count in [Self.expansions, Self.expansions + 1] {
      Self.check(
        try path.format(Self.references(count), [.signed(1)]),
        expected: count == Self.expansions ? String(repeating: "x", count: count) : nil,
        kind: .limitExceeded, naming: "expands more than \(Self.expansions) variables", "\(path) \(count)")
    }
  }

  @Test("nested expansions count: half the limit of two-level references formats, one more is refused")
  func expansionsNested() throws {
    // Each reference to `a` expands `a` and then `b`.
    func body(extra: String) -> String {
      entry(
        "k", format: String(repeating: "%1$#@a@", count: Self.expansions / 2) + extra,
        variable("a", [("one", "%1$#@b@"), ("other", "%1$#@b@")]),
        variable("b", [("one", "x"), ("other", "y")]))
    }
    #expect(Self.expansions % 2 == 0)
    for path in FormatPath.allCases {
      for extra in ["", "%1$#@b@"] {
        Self.check(
          try path.format(body(extra: extra), [.signed(1)]),
          expected: extra.isEmpty ? String(repeating: "x", count: Self.expansions / 2) : nil,
          kind: .limitExceeded, naming: "expands more than \(Self.expansions)", "\(path) \(extra)")
      }
    }
  }

  @Test("a small file whose expansions multiply is refused at the limit, not walked")
  func expansionsMultiplied() throws {
    // Six levels each naming the next ten times: 111,111 expansions in 2 KB (finite,
    // a second or so, if the limit were not checked).
    let levels = 6
    var variables: [String] = []
    for level in 0..<levels {
      let next = level == levels - 1 ? "x" : String(repeating: "%1$#@v\(level + 1)@", count: 10)
      variables.append(variable("v\(level)", [("one", next), ("other", next)]))
    }
    let body = entry("k", format: "%#@v0@", variables.joined())
    #expect(body.utf8.count < 2_500)
    for path in FormatPath.allCases {
      Self.check(
        try path.format(body, [.signed(1)]), expected: nil, kind: .limitExceeded,
        naming: "expands more than \(Self.expansions)", "\(path)")
    }
  }

  @Test("catalog substitutions: the limit formats, one more is refused")
  func expansionsCatalog() throws {
    for count in [Self.expansions, Self.expansions + 1] {
      Self.check(
        try catalogFormat(
          String(repeating: "%#@n@", count: count), substitutions: xySubstitution("n"), [.signed(1)]),
        expected: count == Self.expansions ? String(repeating: "x", count: count) : nil,
        kind: .limitExceeded, naming: "expands more than \(Self.expansions)", "catalog \(count)")
    }
  }

  // MARK: Depth

  static let depth = FormatLimits.maximumDepth

  /// Variables `v0` … `v(levels-1)`, each holding the next, the last `[%d]`.
  static func chain(_ levels: Int) -> String {
    let variables = (0..<levels).map { level in
      let next = level == levels - 1 ? "[%d]" : "%1$#@v\(level + 1)@"
      return variable("v\(level)", [("one", next), ("other", next)])
    }
    return entry("k", format: "%#@v0@", variables.joined())
  }

  @Test("variables nested to the limit format, one level more is refused", arguments: FormatPath.allCases)
  func depthChain(path: FormatPath) throws {
    for levels in [Self.depth, Self.depth + 1] {
      Self.check(
        try path.format(Self.chain(levels), [.signed(3)]), expected: levels == Self.depth ? "[3]" : nil,
        kind: .tooDeep, naming: "nest deeper than \(Self.depth)", "\(path) \(levels)")
    }
  }

  @Test("argument analysis (lint) takes the same depth")
  func depthAnalysis() throws {
    for levels in [Self.depth, Self.depth + 1] {
      let table = try makeTable(Self.chain(levels))
      guard case .format(let entry)? = table.entries["k"] else {
        Issue.record("no entry")
        return
      }
      if levels == Self.depth {
        #expect(try entry.argumentUses().count == 1)
        #expect(entry.argumentDiagnostics().isEmpty)
      } else {
        #expect { try entry.argumentUses() } throws: {
          ($0 as? FormatError)?.kind == .tooDeep
            && ($0 as? FormatError)?.message.contains("nest deeper than \(Self.depth)") == true
        }
        #expect(entry.argumentDiagnostics().map(\.code) == [.invalidFormat])
      }
    }
  }

  // MARK: Width and precision

  static let width = FormatLimits.maximumWidth

  /// Conversions with a width or precision of `amount` written in the format, the
  /// arguments and the text at the limit (`nil` when `amount` is past it).
  static func amounts(_ amount: Int) -> [(format: String, arguments: [FormatValue], expected: String?)] {
    let fits = amount <= width
    func padded(_ text: String, with pad: String = " ") -> String? {
      fits ? String(repeating: pad, count: amount - text.count) + text : nil
    }
    return [
      ("%\(amount)d", [.signed(5)], padded("5")),
      ("%.\(amount)d", [.signed(5)], padded("5", with: "0")),
      ("%.\(amount)f", [.double(1.5)], fits ? "1.5" + String(repeating: "0", count: amount - 1) : nil),
      ("%\(amount)s", [.string("ab")], padded("ab")),
      // An object is written whole, but its width is still parsed and bounded.
      ("%\(amount)@", [.string("ab")], fits ? "ab" : nil),
      ("%*d", [.signed(Int64(amount)), .signed(5)], padded("5")),
      ("%.*d", [.signed(Int64(amount)), .signed(5)], padded("5", with: "0")),
      ("%2$*1$d", [.signed(Int64(amount)), .signed(5)], padded("5")),
    ]
  }

  @Test("widths and precisions at the limit are written, one more is refused", arguments: FormatPath.allCases)
  func widths(path: FormatPath) throws {
    for amount in [Self.width, Self.width + 1] {
      for (format, arguments, expected) in Self.amounts(amount) {
        Self.check(
          try path.format("<key>k</key><string>\(format)</string>", arguments), expected: expected,
          kind: .limitExceeded, naming: "above \(Self.width)", "\(path) \(format)")
      }
    }
  }

  @Test("a catalog's widths and precisions: the limit is written, one more is refused")
  func widthsCatalog() throws {
    for amount in [Self.width, Self.width + 1] {
      let fits = amount == Self.width
      for (format, expected) in [
        ("%\(amount)lld", String(repeating: " ", count: amount - 1) + "5"),
        ("%.\(amount)lld", String(repeating: "0", count: amount - 1) + "5"),
      ] {
        Self.check(
          try catalogFormat(format, [.signed(5)]), expected: fits ? expected : nil, kind: .limitExceeded,
          naming: "above \(Self.width)", "catalog \(format)")
      }
    }
  }

  // MARK: Positions

  static let position = FormatLimits.maximumPosition

  /// `count` arguments, all 0 but the last, 7, and the first, 3 when `count` > 1.
  static func positional(_ count: Int) -> [FormatValue] {
    var values = [FormatValue](repeating: .signed(0), count: count)
    values[0] = .signed(3)
    values[count - 1] = .signed(7)
    return values
  }

  @Test("the last argument position formats, one more is refused", arguments: FormatPath.allCases)
  func positions(path: FormatPath) throws {
    for last in [Self.position, Self.position + 1] {
      let fits = last == Self.position
      for (format, expected, naming) in [
        ("%\(last)$d", "7", "argument position \(last) is above \(Self.position)"),
        // A width from the last argument.
        ("%1$*\(last)$d", "      3", "argument position \(last) is above \(Self.position)"),
      ] {
        Self.check(
          try path.format("<key>k</key><string>\(format)</string>", Self.positional(last)),
          expected: fits ? expected : nil, kind: .limitExceeded, naming: naming, "\(path) \(format)")
      }
    }
  }

  @Test("a catalog's last argument position and argNum format, one more is refused")
  func positionsCatalog() throws {
    for last in [Self.position, Self.position + 1] {
      let fits = last == Self.position
      Self.check(
        try catalogFormat("%\(last)$lld", Self.positional(last)), expected: fits ? "7" : nil,
        kind: .limitExceeded, naming: "argument position \(last) is above", "catalog %\(last)$lld")
      // An argNum past the limit is an invalid format (a lint error), which formatting refuses.
      var arguments = Self.positional(last)
      arguments[last - 1] = .signed(1)
      Self.check(
        try catalogFormat("%#@n@", substitutions: xySubstitution("n", argNum: last), arguments),
        expected: fits ? "x" : nil, kind: .invalidFormat,
        naming: "argNum \(last), not an argument number from 1 to \(Self.position)", "catalog argNum \(last)")
    }
  }

  // MARK: Printed digits

  static let digits = FormatLimits.maximumPrintedDigits

  /// Numerals that print `count` digits, with the conversion and what it writes.
  static func numerals(printing count: Int) -> [(format: String, numeral: String, expected: String)] {
    [
      ("%d", String(repeating: "9", count: count), String(repeating: "9", count: count)),
      ("%d", "1c\(count - 1)", "1" + String(repeating: "0", count: count - 1)),
      ("%d", "12.5c\(count - 2)", "125" + String(repeating: "0", count: count - 3)),
      ("%.1f", "0." + String(repeating: "0", count: count - 2) + "1", "0.0"),
      ("%.0f", "1." + String(repeating: "4", count: count - 1), "1"),
    ]
  }

  @Test(
    "a numeral printing the most digits is written, one more digit is refused", arguments: FormatPath.allCases
  )
  func printedDigits(path: FormatPath) throws {
    for count in [Self.digits, Self.digits + 1] {
      for (format, numeral, expected) in Self.numerals(printing: count) {
        Self.check(
          try path.format("<key>k</key><string>\(format)</string>", [.numeral(numeral)]),
          expected: count == Self.digits ? expected : nil, kind: .limitExceeded,
          naming: "digits, more than %", "\(path) \(format) of \(numeral.prefix(12))…")
      }
    }
  }

  @Test("a catalog's numeral printing the most digits is written, one more digit is refused")
  func printedDigitsCatalog() throws {
    for count in [Self.digits, Self.digits + 1] {
      let expected = "1" + String(repeating: "0", count: count - 1)
      Self.check(
        try catalogFormat("%lld", [.numeral("1c\(count - 1)")]),
        expected: count == Self.digits ? expected : nil,
        kind: .limitExceeded, naming: "digits, more than %", "catalog 1c\(count - 1)")
    }
  }

  // MARK: Output

  static let output = FormatLimits.maximumOutputBytes

  @Test("output at the limit is written, one byte more is refused, through a localizer and a catalog")
  func outputBoundary() throws {
    for extra in [0, 1] {
      // "%d" of 1 writes one byte; the rest is text.
      let text = String(repeating: "a", count: Self.output - 1 + extra)
      let body = entry("k", format: "%#@v@", variable("v", [("one", "%d" + text), ("other", "y")]))
      let expected = extra == 0 ? "1" + text : nil
      let naming = "longer than \(Self.output) bytes"
      Self.check(
        try FormatPath.localizer.format(body, [.signed(1)]), expected: expected, kind: .limitExceeded,
        naming: naming, "localizer +\(extra)")
      Self.check(
        try catalogFormat(
          "%#@n@",
          substitutions: #"""
            "n": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%arg\#(text)" } },
              "other": { "stringUnit": { "state": "translated", "value": "y" } } } } }
            """#, [.signed(1)]),
        expected: expected, kind: .limitExceeded, naming: naming, "catalog +\(extra)")
    }
  }
}

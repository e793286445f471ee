import Foundation
import Testing
import TestSupport

@testable import LocalizedStrings

/// CoreFoundation's own formatter as the oracle for the whole printf dialect (issue 58).
///
/// On Linux, `String(format:arguments:)` is swift-corelibs-foundation's
/// `CFStringCreateWithFormatAndArguments` → `__CFStringAppendFormatCore` (CFString.c), the code
/// Apple's CoreFoundation carries. A seeded generator writes formats over all of the dialect
/// (every conversion with flags, widths, precisions, `*`, positions and length modifiers;
/// unknown, malformed and truncated specs; a trailing `%`; values at the edges), formats each
/// through Foundation and through this runtime, and compares the text byte for byte. A
/// difference fails unless a row of ``CoreFoundationDifferences/rows`` names it, with its reason
/// and the line of CFString.c it comes from.
///
/// CoreFoundation reads its arguments as C varargs, so the arguments of each format are made
/// from what `__CFParseFormatSpec` will read (``CFModel``): a `%s` gets a C string, `%S` UTF-16
/// units, `%@` an object, `%c` an `int`, `%ld` a 64-bit integer. The runtime gets the same
/// values as `FormatValue`s, in the same order.
///
/// `PLURALS_TEST_SEED=<n>` replays a run; the seed and the counts are printed.
@Suite("CoreFoundation as the oracle of the printf dialect")
struct CoreFoundationOracleTests {
  static let formatCount = 4000

  @Test("generated formats print what CoreFoundation prints, or a documented difference")
  func generatedFormats() throws {
    var generator = TestSeed.generator("CoreFoundation oracle")
    var tally = OracleTally()
    for _ in 0..<Self.formatCount {
      let format = FormatGenerator.format(using: &generator)
      tally.add(OracleCase.run(format, using: &generator))
    }
    print(tally.summary)
    for example in tally.undocumented.prefix(25) {
      Issue.record("undocumented difference: \(example)\(TestSeed.note)")
    }
    #expect(
      tally.undocumented.isEmpty, "\(tally.undocumented.count) undocumented differences\(TestSeed.note)")
  }

  @Test("every row of the differences table is reached by the generator (but the rows Linux cannot show)")
  func everyRowIsReached() throws {
    var generator = TestSeed.generator("CoreFoundation oracle rows", default: 0x5EED_0058)
    var seen = Set<String>()
    for _ in 0..<Self.formatCount {
      let format = FormatGenerator.format(using: &generator)
      if case .documented(let row, _) = OracleCase.run(format, using: &generator).verdict { seen.insert(row) }
    }
    for row in CoreFoundationDifferences.rows where !seen.contains(row.id) && !row.fixedCaseOnly {
      Issue.record("row \(row.id) matched no generated difference: drop it or make the generator reach it")
    }
  }
}

// MARK: - One case: Foundation against the runtime

struct OracleCase {
  /// PLURALS_ORACLE_TRACE=1 writes each format to standard error before Foundation formats it.
  static let trace = ProcessInfo.processInfo.environment["PLURALS_ORACLE_TRACE"] != nil
  enum Verdict {
    case equal
    case documented(String, String)
    case undocumented(String)
    case undefined(String)
  }
  var verdict: Verdict

  static let int32Values: [Int32] = [
    0, 1, -1, 7, 42, -42, 65, 127, 128, 233, 255, 256, 9786, 65_536, .max, .min,
  ]
  static let int64Values: [Int64] = [0, 1, -1, 42, 1 << 40, -(1 << 40), .max, .min]
  static let amountValues: [Int32] = [-12, -3, -1, 0, 1, 3, 8, 12]
  static let doubleValues: [Double] = [
    0, -0.0, 1, 1.5, -2.675, 0.125, 1e-7, 123_456.789, 1e300, .infinity, -.infinity, .nan,
  ]
  static let stringValues = ["", "a", "ab", "héllo", "日本語", "a😀b", "tea time"]
  static let unicharValues: [Int32] = [65, 0xE9, 0x263A, 0x1F600, 0xD800, 0x10FFFF, -1]

  /// Formats `format` through Foundation and the runtime, and judges the difference.
  static func run<G: RandomNumberGenerator>(_ format: GeneratedFormat, using generator: inout G) -> OracleCase
  {
    let text = format.text
    let types: [CFModel.ArgumentType]
    switch CFModel.reading(text) {
    case .undefined(let why): return OracleCase(verdict: .undefined(why))
    case .empty: types = []
    case .arguments(let read): types = read
    }
    var arguments: [CVarArg] = []
    var values: [FormatValue] = []
    var keep: [UnsafeMutableRawPointer] = []
    defer { for pointer in keep { free(pointer) } }
    // A width or precision argument is a small int (CF allocates a buffer of the width's size).
    for type in types {
      switch type {
      case .amount:
        let value = amountValues.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(Int64(value)))
      case .int32:
        // The listed edges, or (a third of the time) any code point, for %c and %C above 0x7F.
        let value =
          Int.random(in: 0..<3, using: &generator) == 0
          ? Int32.random(in: 0...0x10FFFF, using: &generator) : int32Values.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(Int64(value)))
      case .int64:
        let value = int64Values.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(value))
      case .unichar:
        let value =
          Int.random(in: 0..<3, using: &generator) == 0
          ? Int32.random(in: 0...0x10FFFF, using: &generator)
          : unicharValues.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(Int64(value)))
      case .double, .longDouble:
        let value = doubleValues.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.double(value))
      case .object:
        let value = stringValues.randomElement(using: &generator)!
        arguments.append(value as NSString)
        values.append(.string(value))
      case .cString:
        let value = stringValues.randomElement(using: &generator)!
        let pointer = strdup(value)!
        keep.append(UnsafeMutableRawPointer(pointer))
        arguments.append(pointer)
        values.append(.string(value))
      case .utf16:
        let value = stringValues.randomElement(using: &generator)!
        let units = Array(value.utf16) + [0]
        let pointer = malloc(units.count * 2)!.bindMemory(to: UInt16.self, capacity: units.count)
        pointer.initialize(from: units, count: units.count)
        keep.append(UnsafeMutableRawPointer(pointer))
        arguments.append(pointer)
        values.append(.string(value))
      case .pascal:
        let pointer = malloc(3)!.bindMemory(to: UInt8.self, capacity: 3)
        pointer.initialize(from: [2, 0x61, 0x62], count: 3)
        keep.append(UnsafeMutableRawPointer(pointer))
        arguments.append(pointer)
        values.append(.string("ab"))
      case .pointer, .dummy:
        arguments.append(Int(0x1234))
        values.append(.signed(0x1234))
      }
    }
    if Self.trace { FileHandle.standardError.write(Data("oracle: \(format) \(types)\n".utf8)) }
    let expected = String(format: text, arguments: arguments)
    let actual: String
    do {
      actual = try formatPlain(text, values: values, locale: "en")
    } catch {
      actual = "⟪\(error.kind): \(error.message)⟫"
    }
    if Array(expected.utf8) == Array(actual.utf8) { return OracleCase(verdict: .equal) }
    let detail =
      "\(format) with \(values): Foundation \(expected.debugDescription), runtime \(actual.debugDescription)"
    if let row = CoreFoundationDifferences.row(for: format) {
      // Outside a .stringsdict, CF prints a variable's object; where the runtime reads the
      // variable's spec to end (flags and widths on either side of the '#' included), that
      // object printed as %@ must give CF's text, or the two read the spec differently.
      if row.id == "object-variable", let objects = variablesAsObjects(text),
        (try? formatPlain(objects, values: values, locale: "en")).map({ Array($0.utf8) })
          != Array(expected.utf8),
        CoreFoundationDifferences.rows.first(where: { $0.id != "object-variable" && $0.matches(format) })
          == nil
      {
        return OracleCase(
          verdict: .undocumented("a variable's spec read otherwise than CF reads it: " + detail))
      }
      return OracleCase(verdict: .documented(row.id, detail))
    }
    return OracleCase(verdict: .undocumented(detail))
  }

  /// `text` with each variable the runtime reads (`%#@name@`, `%-5#@n@`) written as `%@` (its
  /// position kept): what CF prints outside a .stringsdict, if it ends the spec where the
  /// runtime does. Nil when the runtime does not parse `text`.
  static func variablesAsObjects(_ text: String) -> String? {
    guard let directives = try? FormatParser.directives(text) else { return nil }
    var bytes = Array(text.utf8)
    for directive in directives.reversed() where directive.variable != nil {
      bytes.replaceSubrange(
        directive.range, with: Array("%\(directive.position.map { "\($0)$" } ?? "")@".utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

struct OracleTally {
  var equal = 0
  var undefined: [String: Int] = [:]
  var documented: [String: Int] = [:]
  var undocumented: [String] = []
  var total = 0

  mutating func add(_ oracleCase: OracleCase) {
    total += 1
    switch oracleCase.verdict {
    case .equal: equal += 1
    case .undefined(let why): undefined[why, default: 0] += 1
    case .documented(let row, _): documented[row, default: 0] += 1
    case .undocumented(let detail):
      undocumented.append(detail)
      if OracleCase.trace { FileHandle.standardError.write(Data("undocumented: \(detail)\n".utf8)) }
    }
  }

  var summary: String {
    let rows = documented.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return "CoreFoundation oracle: \(total) formats: \(equal) equal, "
      + "\(documented.values.reduce(0, +)) documented (\(rows)), \(undefined.values.reduce(0, +)) undefined in CF "
      + "(\(undefined.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); not compared), "
      + "\(undocumented.count) undocumented"
  }
}

// MARK: - What the oracle cannot run: a variable's text (Linux's Bundle has no .stringsdict)

@Suite("CoreFoundation's recursive formatting of a variable's text")
struct VariableArgumentTests {
  /// CFString.c's comment on `__CFStringAppendFormatCore`: a variable's text is formatted by a
  /// recursive call from the variable's argument position (`initialArgPosition`) over the outer
  /// call's values (`origValues`); the outer call reads one argument per spec. So a variant that
  /// does not print its number shifts nothing: Zotero's shipped format, whose `one` is "1 file".
  @Test("a variant without its number does not shift the arguments after the variable (Zotero)")
  func zotero() throws {
    let table = try LocalizedStringsTests.table(
      entry(
        "transfer", format: "%#@files@ (%.2f %@)",
        variable("files", [("one", "1 file"), ("other", "%d files")])))
    #expect(try table.format("transfer", 1, 1.5, "MB") == "1 file (1.50 MB)")
    #expect(try table.format("transfer", 3, 2.25, "GB") == "3 files (2.25 GB)")
  }
}

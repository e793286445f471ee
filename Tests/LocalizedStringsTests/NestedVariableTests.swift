@testable import LocalizedStrings
import Testing

/// A variant that is one more variable and nothing else (`%#@inner@`, a "lone" variable nested in
/// another), and a nested variable whose variants are all one text (it never looks at its
/// argument, which need not be a number). Fixed entries and arguments, each text written out:
/// what a user reads, through the table, a prepared entry and the detailed call alike (the direct
/// path and its plans, and the general engine, must all write it).
@Suite("Nested lone variables: a variant that is one variable, a variable of one text")
struct NestedVariableTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var language = "en"
    var body: String
    /// Arguments and the text they give.
    var expected: [([FormatValue], String)]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a lone variable of one text under `other`",
      body: entry(
        "k", format: "%#@outer@", variable("outer", [("zero", "no files"), ("other", "%#@inner@")]),
        variable("inner", [("other", "%d file(s)")])),
      expected: [([.signed(0)], "no files"), ([.signed(1)], "1 file(s)"), ([.signed(7)], "7 file(s)")]),
    Case(
      name: "an unnumbered lone variable reads the argument its outer variable chose by",
      body: entry(
        "k", format: "%2$#@outer@", variable("outer", [("zero", "none"), ("other", "%#@inner@")]),
        variable("inner", [("one", "%d item"), ("other", "%d items")])),
      expected: [
        ([.signed(9), .signed(0)], "none"), ([.signed(9), .signed(1)], "1 item"),
        ([.signed(9), .signed(5)], "5 items"), ([.signed(1), .signed(5)], "5 items"),
      ]),
    Case(
      name: "a numbered lone variable reads its own argument",
      body: entry(
        "k", format: "%#@outer@", variable("outer", [("zero", "empty"), ("other", "%2$#@inner@")]),
        variable("inner", [("one", "%2$d item"), ("other", "%2$d items")])),
      expected: [
        ([.signed(0), .signed(5)], "empty"), ([.signed(3), .signed(1)], "1 item"),
        ([.signed(3), .signed(5)], "5 items"), ([.signed(1), .signed(0)], "0 items"),
      ]),
    Case(
      name: "lone variables of one text take a name where the count stands elsewhere",
      body: entry(
        "k", format: "%2$#@outer@", variable("outer", [("one", "%1$#@alone@"), ("other", "%1$#@others@")]),
        variable("alone", valueType: "@", [("other", "%1$@ alone")]),
        variable(
          "others", valueType: "@", [("one", "%1$@ and %2$d others"), ("other", "%1$@ and %2$d others")])),
      expected: [
        ([.string("Ana"), .signed(1)], "Ana alone"), ([.string("Ana"), .signed(3)], "Ana and 3 others"),
        ([.string("Ben"), .signed(0)], "Ben and 0 others"),
      ]),
    Case(
      name: "three levels: zero, a lone variable, then a lone variable of one text",
      body: entry(
        "k", format: "%#@a@", variable("a", [("zero", "none"), ("other", "%#@b@")]),
        variable("b", [("one", "%#@c@"), ("other", "%d b")]), variable("c", [("other", "%d c")])),
      expected: [([.signed(0)], "none"), ([.signed(1)], "1 c"), ([.signed(2)], "2 b")]),
    Case(
      name: "Russian: the lone variable's categories are Russian ones",
      language: "ru",
      body: entry(
        "k", format: "%2$#@outer@", variable("outer", [("zero", "нет"), ("other", "%#@inner@")]),
        variable(
          "inner", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])),
      expected: [
        ([.signed(5), .signed(0)], "нет"), ([.signed(5), .signed(21)], "21 файл"),
        ([.signed(5), .signed(3)], "3 файла"), ([.signed(1), .signed(11)], "11 файлов"),
      ]),
  ]

  @Test("each entry writes its text through every call", arguments: cases)
  func nested(_ testCase: Case) throws {
    let table = try makeTable(testCase.body, language: testCase.language)
    let prepared = try table.prepare("k")
    for (arguments, expected) in testCase.expected {
      let detailed = try table.formatDetailed("k", arguments: arguments)
      #expect(detailed.text == expected, "\(testCase) \(arguments)")
      #expect(detailed.diagnostics.isEmpty, "\(testCase) \(arguments): \(detailed.diagnostics)")
      let viaBuffer = try arguments.withUnsafeBufferPointer { buffer throws(FormatError) in
        try table.format("k", values: buffer)
      }
      #expect(viaBuffer == expected, "\(testCase) \(arguments)")
      switch arguments.count {
      case 1:
        if case .signed(let number) = arguments[0] {
          #expect(try table.format("k", Int(number)) == expected, "\(testCase) \(arguments)")
          #expect(try prepared.format(Int(number)) == expected, "\(testCase) \(arguments)")
        }
      default:
        if case .signed(let first) = arguments[0], case .signed(let second) = arguments[1] {
          #expect(try table.format("k", Int(first), Int(second)) == expected, "\(testCase) \(arguments)")
          #expect(try prepared.format(Int(first), Int(second)) == expected, "\(testCase) \(arguments)")
        } else if case .string(let name) = arguments[0], case .signed(let second) = arguments[1] {
          #expect(try table.format("k", name, Int(second)) == expected, "\(testCase) \(arguments)")
          #expect(try prepared.format(name, Int(second)) == expected, "\(testCase) \(arguments)")
        }
      }
    }
  }
}

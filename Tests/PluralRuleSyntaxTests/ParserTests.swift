import PluralRuleSyntax
import Testing

@Suite("Rule parser, printer and samples")
struct ParserTests {
  @Test(
    "every grammar form parses to the canonical form",
    arguments: [
      ("n = 1", "n = 1"),
      ("i = 1 and v = 0", "i = 1 and v = 0"),
      ("n != 1,2,5..7", "n != 1,2,5..7"),
      ("n % 10 = 2..4 and n % 100 != 12..14", "n % 10 = 2..4 and n % 100 != 12..14"),
      ("n mod 10 in 2..4 and n mod 100 not in 12..14", "n % 10 = 2..4 and n % 100 != 12..14"),
      ("n is 1", "n = 1"),
      ("n is not 1", "n != 1"),
      ("n within 0..2", "n within 0..2"),
      ("n not within 0..2", "n not within 0..2"),
      ("n in 1,3..5", "n = 1,3..5"),
      ("i=1andv=0", "i = 1 and v = 0"),
      ("n%10=1andn%100!=11", "n % 10 = 1 and n % 100 != 11"),
      ("nisnot1", "n != 1"),
      ("i = 0 or n = 1", "i = 0 or n = 1"),
      (
        "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
        "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"
      ),
      ("c = 0 and t % 10 = 1", "c = 0 and t % 10 = 1"),
      ("  n  =  1  ", "n = 1"),
      ("w = 0 and f = 2 and t = 3", "w = 0 and f = 2 and t = 3"),
    ])
  func canonical(_ text: String, _ expected: String) throws {
    let rule = try PluralRule(parsing: text)
    #expect(rule.description == expected)
    // Printing then parsing gives the same AST.
    #expect(try PluralRule(parsing: rule.description) == rule)
  }

  @Test("and binds tighter than or")
  func precedence() throws {
    let condition = try PluralCondition(parsing: "n = 1 or n = 2 and v = 0 or n = 3")
    #expect(condition.alternatives.map(\.count) == [1, 2, 1])
  }

  @Test("legacy keywords map to the modern comparisons")
  func legacy() throws {
    let condition = try PluralCondition(
      parsing: "n is 1 and n is not 2 and n in 3 and n not in 4 and n within 5 and n not within 6")
    #expect(
      condition.alternatives[0].map(\.comparison) == [
        .equal, .notEqual, .equal, .notEqual, .within, .notWithin,
      ])
  }

  @Test(
    "errors carry the kind and the offset of the problem",
    arguments: [
      ("n = ", 4, .unexpectedText),
      ("x = 1", 0, .unexpectedText),
      ("n % 0 = 1", 4, .zeroModulus),
      ("n = 4..2", 4, .emptyRange),
      ("n == 1", 3, .unexpectedText),
      ("n = 1 andd v = 0", 9, .unexpectedText),
      ("n = 1 @integer 1.5", 15, .invalidSample),
      ("n = 1 @decimal 0.0~1", 15, .invalidSample),
      ("@integer -1~2", 9, .invalidSample),
      ("n = 99999999999999999999", 4, .limitExceeded),
      ("n not 1", 6, .unexpectedText),
      ("n ! 1", 2, .unexpectedText),
      ("n = 1 @decimal 1.0 @integer 1", 19, .unexpectedText),
      ("n = 1 xyz", 6, .unexpectedText),
      ("@integer 0~999999", 9, .limitExceeded),
      ("@integer 5~2", 9, .emptyRange),
      ("@integer 0~60000, 0~60000", 18, .limitExceeded),
      ("@integer 1.", 11, .unexpectedText),
      ("@integer 1e1000000000", 11, .limitExceeded),
    ] as [(String, Int, PluralRuleSyntaxError.Kind)])
  func errors(_ text: String, _ offset: Int, _ kind: PluralRuleSyntaxError.Kind) {
    let error = #expect(throws: PluralRuleSyntaxError.self) { try PluralRule(parsing: text) }
    #expect(error?.kind == kind)
    #expect(error?.offset == offset)
    #expect(error?.description.hasPrefix("column \(offset + 1):") == true)
  }

  @Test(
    "messages say what was expected, or which limit was passed",
    arguments: [
      ("n = ", "expected a value"),
      ("n ! 1", "expected '=', '!=', 'is', 'in', 'within' or 'not' after the operand"),
      ("n = 1 @decimal 1.0 @integer 1", "in that order"),
      ("@integer 0~60000, 0~60000", "the sample list has more than 100000 values"),
    ])
  func messages(_ text: String, _ message: String) {
    let error = #expect(throws: PluralRuleSyntaxError.self) { try PluralRule(parsing: text) }
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
  }

  @Test("samples parse, print and expand")
  func samples() throws {
    let rule = try PluralRule(
      parsing: "n = 1 @integer 1, 21~23, 101, … @decimal 0.00~0.04, 1.0000001c6, 1.1e6...")
    #expect(rule.integerSamples?.values.map(\.description) == ["1", "21", "22", "23", "101"])
    #expect(rule.integerSamples?.isOpenEnded == true)
    #expect(
      rule.decimalSamples?.values.map(\.description) == [
        "0.00", "0.01", "0.02", "0.03", "0.04", "1.0000001c6", "1.1c6",
      ])
    #expect(rule.description == "n = 1 @integer 1, 21~23, 101, … @decimal 0.00~0.04, 1.0000001c6, 1.1c6, …")
    #expect(try PluralRule(parsing: "@integer 0~15").integerSamples?.values.count == 16)
    #expect(
      try PluralRule(parsing: "@decimal 0.9~1.1").decimalSamples?.values.map(\.description) == [
        "0.9", "1.0", "1.1",
      ])
    #expect(
      try PluralRule(parsing: "@integer 99~101").integerSamples?.values.map(\.description) == [
        "99", "100", "101",
      ])
  }

  @Test("rule sets in the keyword: rule; form")
  func ruleSets() throws {
    let set = try PluralRuleSet(parsing: "one: n is 1; few: n in 2..4; other: @integer 0, 5~7")
    #expect(set.categories == [.one, .few, .other])
    #expect(set.description == "one: n = 1; few: n = 2..4; other: @integer 0, 5~7")
    #expect(try PluralRuleSet(parsing: set.description) == set)
    let invalid: [(String, PluralRuleSyntaxError.Kind, Int)] = [
      ("one: n = 1; one: n = 2", .duplicateCategory, 12),
      ("other: n = 1", .conditionOnOther, 6),
      ("several: n = 1", .unexpectedText, 0),
      ("one n = 1", .unexpectedText, 4),
    ]
    for (text, kind, offset) in invalid {
      let error = #expect(throws: PluralRuleSyntaxError.self, "\(text)") { try PluralRuleSet(parsing: text) }
      #expect(error?.kind == kind, "\(text)")
      #expect(error?.offset == offset, "\(text)")
    }
  }
}

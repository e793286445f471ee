import CLDRData
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
@testable import Plurals
import Testing

/// The committed tables, decoded with the table format, against CLDR's own files.
@Suite("Committed tables decode to CLDR's rules")
struct TableRoundTripTests {
  static let data = try! CLDRPluralData.load(from: shippedRelease)

  static let committed = RuleTables(
    moduli: PluralTables.moduli, ranges: PluralTables.ranges, relations: PluralTables.relations,
    conditions: PluralTables.conditions, conditionStarts: PluralTables.conditionStarts.map(Int.init))

  /// Every `<pluralRules>` element of both types, parsed.
  static let groups: [Group] =
    [(PluralRuleType.cardinal, data.cardinal), (.ordinal, data.ordinal)].flatMap { type, groups in
      groups.map { group in
        var rules: [PluralKeyword: PluralRule] = [:]
        for text in group.rules {
          rules[PluralKeyword(rawValue: text.count)!] = try! PluralRule(parsing: text.text)
        }
        return (type, group.locales, PluralRuleSet(rules: rules))
      }
    }

  @Test("every locale's decoded conditions, categories and fraction flag are CLDR's")
  func conditions() {
    var locales = 0
    for group in Self.groups {
      for locale in group.locales {
        let rules = PluralRules(locale: locale, type: group.type)
        #expect(rules.locale == locale)
        let expected = group.rules.rules.compactMapValues(\.condition)
        #expect(Self.committed.decode(ruleSet: rules.ruleSet) == expected, "\(group.type) \(locale)")
        let summary = TableFormat.RuleSetSummary(rawValue: PluralTables.ruleSetSummaries[rules.ruleSet])
        let mask = group.rules.categories.reduce(UInt8(0)) { $0 | 1 << $1.code }
        #expect(summary.categoryMask == mask, "\(locale)")
        #expect(
          summary.fractionsAreOther == expected.values.allSatisfy(RuleTables.isIntegerOnly), "\(locale)")
        locales += 1
      }
    }
    // CLDR 48: 224 cardinal and 108 ordinal locales, and the legacy codes in, iw, ji (3 + 2).
    #expect(locales == 337)
  }

  @Test("the moduli the generated reduce divides by are the decoding table's")
  func moduli() {
    for (index, modulus) in PluralTables.moduli.enumerated() {
      for value: UInt64 in [0, 7, 123_456_789_012_345_678, .max] {
        #expect(PluralTables.reduce(value, UInt64(index + 1)) == value % modulus)
      }
    }
  }

  /// Numerals of each shape with integer part `i`.
  static func numerals(_ i: String, _ shape: TableFormat.NumberShape) -> [DecimalNumeral] {
    let fractions =
      switch shape {
      case .integer: [""]
      case .wholeDecimal: [".0", ".00", ".000"]
      // Fraction tables read f % 100, t % 10, f = 1 and v = 2 (Latvian): digits that hit each.
      case .fractionalDecimal:
        [".5", ".01", ".25", ".10", ".101", ".9", ".1", ".11", ".011", ".21", ".3", ".0010", ".14"]
      }
    return fractions.map { try! DecimalNumeral(parsing: "\(i)\($0)") }
  }

  /// Checks the code of the integers `residue + k · modulus` (k ≥ 0, from 100
  /// on): a category must be the reference's for several of them, a subtable
  /// is followed by the next two digits. Returns the deferred classes met.
  static func check(
    _ code: UInt8, residue: UInt64, modulus: UInt64, _ shape: TableFormat.NumberShape, _ group: Group
  ) -> Int {
    if let subtable = TableFormat.IntegerTable.subtable(ofCode: code) {
      var deferred = 0
      for digits in 0..<UInt64(TableFormat.IntegerTable.subtableEntryCount) {
        let entry = PluralTables.integerSubtables[
          TableFormat.IntegerTable.subtableEntry(subtable, digits: digits)]
        deferred += check(entry, residue: residue + digits * modulus, modulus: modulus * 100, shape, group)
      }
      return deferred
    }
    guard code != TableFormat.IntegerTable.deferred else { return 1 }
    let first = residue >= 100 ? residue : residue + modulus
    var values = ["\(first)", "\(first + modulus)", "\(first + 37 * modulus)"]
    if modulus <= 1_000_000_000_000 { values.append("\(first + 1_000_003 * modulus)") }
    if let test = TableFormat.IntegerTable.divisibilityTest(ofCode: code) {
      // The multiples of 10^k and their neighbours in the class, up to 19 digits and with more.
      let exponent = TableFormat.DivisibilityTest(
        inverse: 0, limit: PluralTables.divisibilityTests[2 * test + 1], divisibleCode: 0, otherCode: 0
      ).exponent
      #expect(residue == 0 && exponent >= 4)
      let power = "1" + String(repeating: "0", count: exponent)
      values += [power, "7" + power.dropFirst(), "\(UInt64(power)! + modulus)"]
      // 10^(k+3) less the modulus, a member of the class too, where it fits in 64 bits (k ≤ 16).
      let (thousandfold, overflow) = UInt64(power)!.multipliedReportingOverflow(by: 1000)
      if !overflow { values.append("\(thousandfold - modulus)") }
      for digits in [6, 9, 12, 18, 19, 20, 24] {
        values += ["1" + String(repeating: "0", count: digits), "9" + String(repeating: "0", count: digits)]
        values.append("3" + String(repeating: "0", count: digits - 3) + "100")
      }
      values += ["\(Int.max / 1_000_000 * 1_000_000)", "\(UInt64(1) << 63)", "18446744073709000000"]
    }
    // More than 18 digits, with the same low digits.
    let low = "\(first)"
    values.append("7" + String(repeating: "0", count: 24 - low.count) + low)
    if let table = TableFormat.IntegerTable.exceptionTable(ofCode: code) {
      // The values of each range in the class, their neighbours in the class, and them with more
      // than 18 digits.
      let exceptions = TableFormat.ExceptionTable(rawValue: PluralTables.exceptionTables[table])
      #expect(exceptions.count > 0)
      for slot in 0..<exceptions.count {
        let range = exceptions.values(slot)
        #expect(range.lowerBound >= 100)
        let members = range.filter { $0 % modulus == residue }
        #expect(!members.isEmpty, "\(range) holds an integer of the class")
        for value in members {
          values += ["\(value)", "\(value + modulus)", "1" + String(repeating: "0", count: 20) + "\(value)"]
          if value >= 100 + modulus { values.append("\(value - modulus)") }
        }
      }
    }
    for value in values {
      for numeral in numerals(value, shape) { expectCategory(code, numeral, group) }
    }
    return 0
  }

  /// Expects the tables' category of `numeral`, whose integer digits' code is `code` (a category,
  /// an exception table or a fraction table), to be the reference evaluator's, unless the fraction
  /// table defers.
  static func expectCategory(_ code: UInt8, _ numeral: DecimalNumeral, _ group: Group) {
    var code = code
    if let test = TableFormat.IntegerTable.divisibilityTest(ofCode: code) {
      // The low 18 digits, as the runtime reads a large integer.
      let integer = numeral.shifted.integer.drop { $0 == 0 }
      let low = integer.suffix(18).reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
      let divides = TableFormat.DivisibilityTest.divides(
        low, inverse: PluralTables.divisibilityTests[2 * test],
        limit: PluralTables.divisibilityTests[2 * test + 1])
      code = PluralTables.divisibilityCategories[2 * test + (divides ? 0 : 1)]
    }
    if let table = TableFormat.IntegerTable.exceptionTable(ofCode: code) {
      let integer = numeral.shifted.integer.drop { $0 == 0 }
      let low = integer.suffix(18).reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
      code = TableFormat.ExceptionTable(rawValue: PluralTables.exceptionTables[table]).code(
        for: low, isLarge: integer.count > 18)
    }
    if let table = TableFormat.IntegerTable.fractionTable(ofCode: code) {
      let format = TableFormat.FractionTable(rawValue: PluralTables.fractionTableEntries[table])
      var digits = numeral.fractionDigits
      let visible = digits.count
      if format.readsTrimmed { while digits.last == 0 { digits.removeLast() } }
      let operand = digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
      code = PluralTables.fractionTables[format.entry(visibleCount: visible, fraction: operand)]
      guard code != TableFormat.IntegerTable.deferred else { return }
    }
    #expect(
      PluralKeyword(code: code) == group.rules.category(for: numeral),
      "\(group.type) \(group.locales[0]) \(numeral)")
  }

  typealias Group = (type: PluralRuleType, locales: [String], rules: PluralRuleSet)

  /// Expects a fraction-keyed rule set's fraction table, or the one category its field holds, to give
  /// the reference's category of every
  /// decimal with one to three fraction digits, not all zero, whatever its integer digits (the
  /// buckets of v reach v = 3: Latvian reads v = 2).
  static func checkFractionKeyed(_ starts: TableFormat.TableStarts, _ group: Group) {
    let field = starts.field(shape: TableFormat.NumberShape.fractionalDecimal.rawValue)
    let integers = [
      "0", "1", "2", "5", "11", "21", "101", "1000000", "7" + String(repeating: "0", count: 20) + "21",
    ]
    for integer in integers {
      for (digits, limit) in [(1, 10), (2, 100), (3, 1000)] {
        for value in 1..<limit {
          let text = String(value)
          let numeral = try! DecimalNumeral(
            parsing: "\(integer)." + String(repeating: "0", count: digits - text.count) + text)
          let code: UInt8
          if let constant = TableFormat.TableStarts.constantCode(field) {
            code = constant
          } else {
            // The field holds the fraction table's entry itself, one of the written entries.
            let format = TableFormat.TableStarts.fractionTable(ofField: field)
            #expect(
              PluralTables.fractionTableEntries.contains {
                TableFormat.FractionTable(rawValue: $0)
                  == TableFormat.FractionTable(rawValue: format.rawValue & 0x7FFFF)
              })
            var fraction = numeral.fractionDigits
            if format.readsTrimmed { while fraction.last == 0 { fraction.removeLast() } }
            let operand = fraction.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
            code = PluralTables.fractionTables[format.entry(visibleCount: digits, fraction: operand)]
          }
          #expect(
            PluralKeyword(code: code) == group.rules.category(for: numeral),
            "\(group.type) \(group.locales[0]) \(numeral)")
        }
      }
    }
  }

  @Test("every table entry and subtable entry that does not defer is the reference's category")
  func integerTables() {
    var deferred: [TableFormat.NumberShape: Int] = [:]
    for group in Self.groups {
      let rules = PluralRules(locale: group.locales[0], type: group.type)
      for shape in TableFormat.NumberShape.allCases {
        let starts = PluralTables.starts(ruleSet: rules.ruleSet)
        if shape == .fractionalDecimal && starts.isFractionKeyed {
          Self.checkFractionKeyed(starts, group)
          continue
        }
        let table = PluralTables.integerTables
        let start = starts.start(shape)
        for entry in 0..<TableFormat.IntegerTable.residues {
          let code = table[start + entry]
          #expect(TableFormat.IntegerTable.subtable(ofCode: code) == nil, "direct entries decide or defer")
          guard code != TableFormat.IntegerTable.deferred else {
            deferred[shape, default: 0] += 1
            continue
          }
          for numeral in Self.numerals("\(entry)", shape) { Self.expectCategory(code, numeral, group) }
        }
        for residue in 0..<TableFormat.IntegerTable.residues {
          let code = table[start + TableFormat.IntegerTable.residues + residue]
          deferred[shape, default: 0] += Self.check(
            code, residue: UInt64(residue), modulus: 100, shape, group)
        }
      }
    }
    // Nothing is deferred: exception tables decide the Italian ordinals' n = 800.
    #expect(deferred.values.allSatisfy { $0 == 0 }, "\(deferred)")
  }

  @Test("every locale's range table is CLDR's plural ranges")
  func ranges() {
    for group in Self.data.ranges {
      for locale in group.locales {
        let rules = PluralRules(locale: locale)
        var expected = [UInt8](
          repeating: TableFormat.CategoryCode.none, count: TableFormat.RangeTable.entryCount)
        for range in group.ranges {
          let start = PluralKeyword(rawValue: range.start)!.code
          let end = PluralKeyword(rawValue: range.end)!.code
          expected[TableFormat.RangeTable.entry(table: 0, start: start, end: end)] =
            PluralKeyword(rawValue: range.result)!.code
        }
        let first = TableFormat.RangeTable.entry(table: rules.rangeSet, start: 0, end: 0)
        #expect(
          Array(PluralTables.rangeResults[first..<first + TableFormat.RangeTable.entryCount]) == expected,
          "\(locale)")
      }
    }
  }

  @Test("the locale table decodes to CLDR's locales, parents and fallbacks")
  func localeTable() {
    let keys = PluralTables.localeKeys.map(TableFormat.LocaleKey.init(rawValue:))
    let entries = PluralTables.localeEntries.map(TableFormat.LocaleEntry.init(rawValue:))
    #expect(keys == keys.sorted() && Set(keys).count == keys.count && keys.count == entries.count)
    func ids(_ field: (TableFormat.LocaleEntry) -> Int?) -> Set<String> {
      Set(zip(keys, entries).filter { field($0.1) != nil }.map(\.0.identifier))
    }
    #expect(ids(\.cardinalRuleSet) == Set(Self.data.cardinal.flatMap(\.locales)))
    #expect(ids(\.ordinalRuleSet) == Set(Self.data.ordinal.flatMap(\.locales)))
    #expect(ids(\.rangeTable) == Set(Self.data.ranges.flatMap(\.locales)))
    var parents: [String: String] = [:]
    for (key, entry) in zip(keys, entries) {
      if let parent = entry.parent { parents[key.identifier] = keys[parent].identifier }
    }
    #expect(parents == Self.data.parentLocales)

    // Each entry's targets: what the definition of fallback gives over CLDR's own lists.
    let sortedParents = Self.data.parentLocales.map {
      (TableFormat.LocaleKey($0.key)!, TableFormat.LocaleKey($0.value)!)
    }
    .sorted { $0.0 < $1.0 }
    func target(_ key: TableFormat.LocaleKey, _ locales: [String]) -> String? {
      let table = locales.map { TableFormat.LocaleKey($0)!.rawValue }.sorted()
      return TableFormat.LocaleLookup.resolve(
        candidate: key, in: table, children: sortedParents.map(\.0.rawValue),
        parents: sortedParents.map(\.1.rawValue)
      ).map { TableFormat.LocaleKey(rawValue: table[$0]).identifier }
    }
    for (key, entry) in zip(keys, entries) {
      #expect(
        entry.cardinalTarget.map { keys[$0].identifier } == target(key, Self.data.cardinal.flatMap(\.locales))
      )
      #expect(
        entry.ordinalTarget.map { keys[$0].identifier } == target(key, Self.data.ordinal.flatMap(\.locales)))
      #expect(
        entry.rangeTarget.map { keys[$0].identifier } == target(key, Self.data.ranges.flatMap(\.locales)))
    }
  }

  @Test("the rule texts are CLDR's rules in canonical form")
  func ruleTexts() {
    for group in Self.groups {
      let rules = PluralRules(locale: group.locales[0], type: group.type)
      for keyword in PluralKeyword.allCases {
        let text = PluralTables.ruleTexts[
          TableFormat.RuleTextTable.entry(ruleSet: rules.ruleSet, category: keyword.code)]
        #expect(text == group.rules.rules[keyword]?.description ?? "", "\(group.locales[0]) \(keyword)")
      }
    }
  }

  @Test("encoding then decoding gives every rule set back")
  func encodeDecode() throws {
    let ruleSets = Self.groups.map(\.rules)
    let tables = try RuleTables(encoding: ruleSets)
    for (index, set) in ruleSets.enumerated() {
      #expect(tables.decode(ruleSet: index) == set.rules.compactMapValues(\.condition))
    }
  }

  @Test("a rule set whose and-group outgrows the skip field is refused")
  func skipFieldOverflow() throws {
    let relation = PluralRelation(operand: .i, comparison: .equal, ranges: [1...1])
    let set = PluralRuleSet(rules: [
      .one: PluralRule(condition: PluralCondition(alternatives: [Array(repeating: relation, count: 257)]))
    ])
    #expect(throws: TableFormat.FieldOverflow(field: "remainingInGroup", value: "256", width: 8)) {
      _ = try RuleTables(encoding: [set])
    }
  }
}

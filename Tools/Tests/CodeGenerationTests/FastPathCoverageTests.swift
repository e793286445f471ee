import CLDRData
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

/// Where the integer-indexed tables leave a number to the full rule evaluation
/// (a ``TableFormat/IntegerTable/deferred`` entry), by release.
@Suite(
  "Fast-path coverage across releases",
  .enabled(if: SharedReleases.isAvailable("41.0.0") && SharedReleases.isAvailable("48.0.0")))
struct FastPathCoverageTests {
  /// "type locale shape" for every locale and number shape whose table defers somewhere.
  static func deferred(_ data: CLDRPluralData) throws -> Set<String> {
    let encoded = try EncodedTables(data)
    let integers = encoded.integers
    let deferred = TableFormat.IntegerTable.deferred
    // A code defers somewhere when it is deferred or leads to a subtable or fraction table that does.
    func defers(_ code: UInt8) -> Bool {
      if code == deferred { return true }
      if let subtable = TableFormat.IntegerTable.subtable(ofCode: code) {
        return integers.subtables[subtable].contains(where: defers)
      }
      if let table = TableFormat.IntegerTable.fractionTable(ofCode: code) {
        return integers.fractionTables[table].codes.contains(deferred)
      }
      return false
    }
    func defers(_ table: [UInt8]) -> Bool { table.contains(where: defers) }
    var result: Set<String> = []
    for (type, locales) in [("cardinal", encoded.locales.cardinal), ("ordinal", encoded.locales.ordinal)] {
      for (key, ruleSet) in locales {
        for shape in TableFormat.NumberShape.allCases
        where defers(integers.tables[integers.table(ruleSet: ruleSet, shape)]) {
          result.insert("\(type) \(key.identifier) \(shape)")
        }
      }
    }
    return result
  }

  /// Nothing is left to the rule evaluation, in CLDR 41 as in 48: every cardinal and ordinal rule set
  /// decides every number without a compact exponent in the tables. Decimals whose rules read the
  /// fraction digits (`f % 10 = 1`: Bosnian, Croatian, Serbian, Macedonian, Filipino, the Sorbian
  /// languages, Sinhala; `t % 10 = 1`: Icelandic since CLDR 42; `v = 2`: Latvian) through fraction
  /// tables; the integers and whole decimals of the Italian ordinal rule sets (`n = 11,8,80,800` in it,
  /// lld, sc and vec, `n = 11,8,80..89,800..899` in lij and scn: 800 but not 1800 within one residue
  /// class, which no number of low digits decides) through exception tables.
  static let italianOrdinals = ["it", "lij", "lld", "sc", "scn", "vec"]

  @Test("CLDR 41 and 48 defer nothing; the Italian ordinals name an exception table")
  func deferrals() throws {
    let old = try Self.deferred(SharedReleases.json41.data)
    let new = try Self.deferred(SharedReleases.json48.data)
    #expect(old.isEmpty, "\(old.sorted())")
    #expect(new.isEmpty, "\(new.sorted())")
    // Both releases have both rule sets: two tables.
    for release in [SharedReleases.json41.data, SharedReleases.json48.data] {
      let encoded = try EncodedTables(release)
      let integers = encoded.integers
      #expect(integers.exceptionTables.count == 2)
      // Not every locale has ordinal rules in CLDR 41; Italian has.
      #expect(encoded.locales.ordinal[LocaleTables.key("it")!] != nil)
      for locale in Self.italianOrdinals where encoded.locales.ordinal[LocaleTables.key(locale)!] != nil {
        let ruleSet = try #require(encoded.locales.ordinal[LocaleTables.key(locale)!], "\(locale)")
        for shape in [TableFormat.NumberShape.integer, .wholeDecimal] {
          // i % 100 = 0 from 100 on, where 800 is: 800 many, every other integer other.
          let code = integers.tables[integers.table(ruleSet: ruleSet, shape)][
            TableFormat.IntegerTable.residues]
          let table = try #require(
            TableFormat.IntegerTable.exceptionTable(ofCode: code), "\(locale) \(shape)")
          let exceptions = integers.exceptionTables[table]
          #expect(exceptions.code(for: 800) == PluralKeyword.many.code)
          for other: UInt64 in [100, 1800, 8000, 80800] {
            #expect(exceptions.code(for: other) == PluralKeyword.other.code)
          }
        }
      }
    }
  }
}

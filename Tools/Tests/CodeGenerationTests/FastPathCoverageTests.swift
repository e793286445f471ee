import CLDRData
import Foundation
@testable import CodeGeneration
import PluralTableFormat
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
    func defers(_ table: [UInt8]) -> Bool {
      table.contains(deferred)
        || table.contains { code in
          TableFormat.IntegerTable.subtable(ofCode: code).map { integers.subtables[$0].contains(deferred) }
            ?? false
        }
    }
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

  /// What CLDR 48 defers that CLDR 41 did not. Icelandic's 'one' became `t % 10 = 1 and
  /// t % 100 != 11` for decimals (CLDR 42), a condition on the fraction digits the tables do not
  /// index (as for Croatian, Serbian, Bosnian and Latvian since 41); issue 28 takes every locale
  /// to the tables. lld and vec are locales new to the ordinals with Italian's ordinal rules,
  /// which 41 already deferred (`n = 11,8,80,800`: 800 but not 900 within one residue class).
  static let newDeferrals: Set<String> = [
    "cardinal is fractionalDecimal",
    "ordinal lld integer", "ordinal lld wholeDecimal", "ordinal vec integer", "ordinal vec wholeDecimal",
  ]

  @Test("CLDR 48 defers only the pinned locales that CLDR 41 did not")
  func noNewDeferrals() throws {
    let old = try Self.deferred(SharedReleases.json41.data)
    let new = try Self.deferred(SharedReleases.json48.data)
    print("deferred in CLDR 41: \(old.count), in CLDR 48: \(new.count): \(new.sorted())")
    #expect(new.subtracting(old) == Self.newDeferrals)
    // lld and vec defer exactly where Italian (deferred in 41) does: the same rule set.
    let encoded = try EncodedTables(SharedReleases.json48.data)
    let italian = encoded.locales.ordinal[LocaleTables.key("it")!]
    #expect(italian != nil)
    for locale in ["lld", "vec"] {
      #expect(encoded.locales.ordinal[LocaleTables.key(locale)!] == italian, "\(locale)")
    }
    #expect(old.contains("ordinal it integer"))
  }
}

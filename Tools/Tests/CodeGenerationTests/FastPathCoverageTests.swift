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

  /// Everything CLDR 48 leaves to the rule evaluation: the integers and whole decimals of the
  /// Italian ordinal rule set (`n = 11,8,80,800`: 800 but not 900 within one residue class, which no
  /// number of low digits decides), shared by it, lij, lld, sc, scn and vec. Every cardinal rule set
  /// and every other ordinal decide every number without a compact exponent in the tables: decimals
  /// whose rules read the fraction digits (`f % 10 = 1`: Bosnian, Croatian, Serbian, Macedonian,
  /// Filipino, the Sorbian languages, Sinhala; `t % 10 = 1`: Icelandic since CLDR 42; `v = 2`:
  /// Latvian) through fraction tables.
  static let italianOrdinals = ["it", "lij", "lld", "sc", "scn", "vec"]
  static let deferrals48 = Set(
    italianOrdinals.flatMap { ["ordinal \($0) integer", "ordinal \($0) wholeDecimal"] })

  @Test("CLDR 48 defers only the Italian ordinal rule set; CLDR 41 no more than it")
  func deferrals() throws {
    let old = try Self.deferred(SharedReleases.json41.data)
    let new = try Self.deferred(SharedReleases.json48.data)
    print("deferred in CLDR 41: \(old.count), in CLDR 48: \(new.count): \(new.sorted())")
    #expect(new == Self.deferrals48)
    #expect(old.allSatisfy { $0.hasPrefix("ordinal ") && Self.deferrals48.contains($0) })
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

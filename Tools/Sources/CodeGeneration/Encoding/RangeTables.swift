import CLDRData
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat

/// Plural range tables (``TableFormat/RangeTable``): 6 × 6 results per
/// distinct table, "none" where CLDR lists no result (the end category applies).
struct RangeTables {
  var tables: [[UInt8]] = []
  /// The table of each locale.
  var tableOfLocale: [String: Int] = [:]

  init(_ groups: [CLDRRangeGroup]) {
    for group in groups {
      var table = [UInt8](repeating: TableFormat.CategoryCode.none, count: TableFormat.RangeTable.entryCount)
      for range in group.ranges {
        let start = PluralKeyword(rawValue: range.start)!.code
        let end = PluralKeyword(rawValue: range.end)!.code
        table[TableFormat.RangeTable.entry(table: 0, start: start, end: end)] =
          PluralKeyword(rawValue: range.result)!.code
      }
      let index =
        tables.firstIndex(of: table)
        ?? {
          tables.append(table)
          return tables.count - 1
        }()
      for locale in group.locales { tableOfLocale[locale] = index }
    }
  }

  func write(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.comment(
      "Range results (TableFormat.RangeTable): 36 per table, [start * 6 + end], 0xFF when not listed.")
    try out.array("rangeResults", tables.flatMap { $0 }, as: UInt8.self)
  }
}

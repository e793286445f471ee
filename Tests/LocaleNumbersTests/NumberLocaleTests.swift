@testable import LocaleNumbers
@_spi(TableFormat) import PluralTableFormat
@testable import Plurals
import Testing

@Suite("LocalizedNumberFormat from a CLDRLocale")
struct NumberLocaleTests {
  /// How `LocalizedNumberFormat(locale: String)` chose its entry before it
  /// took a `CLDRLocale`: the string fallback chain, then root.
  static func referenceIndex(_ spelling: String) -> Int {
    func parent(of identifier: String) -> String? {
      guard let id = CLDRLocale.canonical(identifier) else { return nil }
      if let key = TableFormat.LocaleKey(id), let parent = PluralTables.parent(of: key) {
        return parent == .root ? nil : parent.identifier
      }
      guard let cut = id.lastIndex(of: "_") else { return nil }
      return String(id[..<cut])
    }
    var chain: [String] = []
    var next = CLDRLocale.canonical(spelling)
    while let id = next, !chain.contains(id), chain.count < 16 {
      chain.append(id)
      next = parent(of: id)
    }
    for id in chain + ["root"] {
      if let key = TableFormat.LocaleKey(id),
        let index = TableFormat.LocaleLookup.index(of: key, in: NumberTables.localeKeys)
      {
        return index
      }
    }
    return -1
  }

  /// Every id of the number table and of the plural table.
  static let ids =
    (NumberTables.localeKeys + PluralTables.localeKeys).map { TableFormat.LocaleKey(rawValue: $0).identifier }

  @Test("root's entry is the first of the number table")
  func rootFirst() {
    #expect(NumberTables.localeKeys[LocalizedNumberFormat.rootIndex] == TableFormat.LocaleKey.root.rawValue)
  }

  @Test("every id of both tables: the value's entry is the string chain's")
  func everyID() throws {
    for id in Self.ids {
      let locale = try #require(CLDRLocale(id))
      let format = LocalizedNumberFormat(locale: locale)
      #expect(format.localeIndex == Self.referenceIndex(id), "\(id)")
      #expect(format == LocalizedNumberFormat(locale: id), "\(id)")
      #expect(format.cldrLocale.identifier == format.locale, "\(id)")
    }
  }

  @Test(
    "spellings, regions the data lacks, and text that is no locale",
    arguments: [
      "pt-AO", "pt_MZ.UTF-8", "de-CH", "fr-CA", "sr-Latn", "sr-Latn-ME", "zh-Hant-HK", "zh-TW", "es-MX",
      "en-IN", "en-AU", "ar-EG", "hi-Latn", "nb", "xx", "xx-YY", "und", "", "x-klingon", "123", "Base",
    ])
  func spellings(_ spelling: String) {
    let format = LocalizedNumberFormat(locale: spelling)
    #expect(format.localeIndex == Self.referenceIndex(spelling))
    #expect(format == LocalizedNumberFormat(locale: CLDRLocale(spelling) ?? .root))
  }

  @Test("the CLDR locale used")
  func usedLocale() throws {
    func used(_ spelling: String) throws -> CLDRLocale {
      LocalizedNumberFormat(locale: try #require(CLDRLocale(spelling))).cldrLocale
    }
    #expect(try used("pt-AO") == CLDRLocale("pt_AO"))
    #expect(try used("pt-CV") == CLDRLocale("pt_CV"))
    #expect(LocalizedNumberFormat(locale: try #require(CLDRLocale("xx"))).cldrLocale == .root)
    #expect(LocalizedNumberFormat(locale: .root).locale == "root")
  }
}

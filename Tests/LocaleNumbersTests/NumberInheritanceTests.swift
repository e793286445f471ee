import Foundation
@testable import LocaleNumbers
import LocalizedStrings
import Testing

/// A locale the number data does not have (a language in a region CLDR
/// lists no data for: `de-US`, `sr-Latn-US`) writes numbers as its nearest
/// ancestor that CLDR has (`de`, `sr_Latn`), never as root: its separators
/// and minus sign, read here from that ancestor's numbers.json (CLDR's
/// resolved data, cldr-data/json/cldr-numbers-full in this repository).
@Suite("Number locales inherit from their parents")
struct NumberInheritanceTests {
  /// A request CLDR has no folder for, and the folder of its parent.
  static let cases: [(request: String, parent: String)] = [
    ("fr-US", "fr"), ("de-US", "de"), ("pt-US", "pt"), ("ru-US", "ru"), ("sr-Latn-US", "sr-Latn"),
    ("it-JP", "it"), ("nl-FR", "nl"), ("pl-DE", "pl"), ("es-DE", "es"),
  ]

  static let main = NumberingSystemDigitsTests.root + "/cldr-numbers-full/main"

  /// The parent's decimal separator, grouping separator and minus sign (Latin digits).
  static func symbols(_ locale: String) throws -> (decimal: String, group: String, minus: String) {
    let main = try #require(
      try NumberingSystemDigitsTests.json("cldr-numbers-full/main/\(locale)/numbers.json")["main"]
        as? [String: Any])
    let numbers = try #require((main[locale] as? [String: Any])?["numbers"] as? [String: Any])
    #expect(numbers["defaultNumberingSystem"] as? String == "latn", "\(locale)")
    let symbols = try #require(numbers["symbols-numberSystem-latn"] as? [String: String])
    return (
      try #require(symbols["decimal"]), try #require(symbols["group"]), try #require(symbols["minusSign"])
    )
  }

  @Test(
    "the parent's separators and minus sign, in localize and through the formatter", arguments: cases.indices)
  func inheritsParent(index: Int) throws {
    let (request, parent) = Self.cases[index]
    // The request has no data of its own (so its numbers come from an ancestor); its parent has.
    #expect(!FileManager.default.fileExists(atPath: Self.main + "/" + request), "\(request) has data")
    let (decimal, group, minus) = try Self.symbols(parent)
    // Root's are "." and ","; a parent that differs shows the inheritance.
    #expect(decimal != "." || group != ",", "\(parent) writes as root does")
    let format = LocalizedNumberFormat(locale: request)
    let expected = minus + "1" + group + "234" + group + "567" + decimal + "89"
    #expect(format.localize("-1234567.89") == expected, "\(request)")
    let text = #"<plist version="1.0"><dict><key>k</key><string>%d / %.1f</string></dict></plist>"#
    let table = try StringTable(bytes: Array(text.utf8), path: "t.stringsdict", language: "en")
    let result = try table.formatDetailed(
      "k", arguments: [.signed(7_654_321), .double(0.5)],
      options: FormatOptions(numberFormatLocale: CLDRLocale(request)))
    #expect(result.text == "7" + group + "654" + group + "321 / 0" + decimal + "5", "\(request)")
  }
}

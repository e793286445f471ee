import Foundation
import LocalizationLint
import LocalizedStrings
import Plurals
import Testing

/// `retired-category` rests on a list of categories CLDR took from languages;
/// recomputed here from CLDR's releases so that it cannot fall behind them.
@Suite("Retired categories")
struct RetiredCategoryTests {
  static let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  static let releases = ["41", "42", "43", "44", "45", "46", "47", "48"]

  static func release(_ version: String) -> String { "\(packageRoot)/../shared/cldr-json/\(version).0.0" }

  static var available: Bool {
    releases.allSatisfy {
      FileManager.default.fileExists(atPath: release($0) + "/cldr-core/supplemental/plurals.json")
    }
  }

  /// The cardinal categories of each locale of a release (`pt-PT` as `pt_PT`).
  static func categories(_ version: String) throws -> [String: Set<String>] {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: release(version) + "/cldr-core/supplemental/plurals.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rules = try #require(
      (object["supplemental"] as? [String: Any])?["plurals-type-cardinal"] as? [String: [String: String]])
    return Dictionary(
      uniqueKeysWithValues: rules.map { locale, set in
        (
          locale.replacingOccurrences(of: "-", with: "_"),
          Set(set.keys.map { String($0.dropFirst("pluralRule-count-".count)) })
        )
      })
  }

  @Test(
    "the list is every category a release from 41 on had and the shipped release has not",
    .enabled(
      if: available || ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil,
      "../shared/cldr-json is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
  func listMatchesCLDR() throws {
    #expect(Self.releases.last == PluralRules.cldrVersion, "add the new release to this test")
    let shipped = try Self.categories(PluralRules.cldrVersion)
    var expected: [String: [String: String]] = [:]
    for version in Self.releases.dropLast() {
      for (locale, categories) in try Self.categories(version) {
        guard let now = shipped[locale] else { continue }
        for category in categories.subtracting(now) { expected[locale, default: [:]][category] = version }
      }
    }
    // The legacy code iw is served Hebrew's rules, so it retires what Hebrew retires.
    if let hebrew = expected["he"] { expected["iw"] = hebrew }
    let listed = Dictionary(
      uniqueKeysWithValues: RetiredCategories.cardinal.map { locale, categories in
        (locale.identifier, Dictionary(uniqueKeysWithValues: categories.map { ($0.name, $1) }))
      })
    #expect(expected == listed)
    #expect(!expected.isEmpty)
  }

  @Test("a retired category is a note; a category the language never had stays a warning")
  func severity() throws {
    let files = [
      "he.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n",
            [("one", "%d"), ("two", "%d"), ("few", "%d"), ("many", "%d קבצים"), ("other", "%d קבצים")])))
    ]
    let report = try lintReport(files)
    let codes = report.diagnostics.map(\.code)
    #expect(codes.filter { $0 == .retiredCategory }.count == 1)
    #expect(codes.filter { $0 == .unusedCategory }.count == 1)  // 'few': Hebrew never had it
    let note = try #require(report.diagnostics.first { $0.code == .retiredCategory })
    #expect(note.severity == .note)
    #expect(note.message.contains("'many'") && note.message.contains("CLDR 41"))
  }
}

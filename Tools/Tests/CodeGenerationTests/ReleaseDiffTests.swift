import CLDRData
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
import PluralTableFormat
import Testing

@Suite(
  "What changed from CLDR 41 to 48",
  .enabled(if: SharedReleases.isAvailable("41.0.0") && SharedReleases.isAvailable("48.0.0")))
struct ReleaseDiffTests {
  static let diff = ReleaseDiff(old: SharedReleases.json41, new: SharedReleases.json48)

  @Test("16 locales' cardinal rules changed or were added (and iw, which follows he)")
  func cardinalLocales() {
    let changed = Self.diff.rules.filter {
      $0.type == .cardinal && $0.change != .removed
        && ($0.change == .added || !$0.rules.isEmpty || !$0.categoriesAdded.isEmpty
          || !$0.categoriesRemoved.isEmpty)
    }
    #expect(
      changed.map(\.locale)
        == [
          "blo", "ca", "csw", "cv", "he", "ie", "is", "iw", "kok", "kok_Latn", "lld", "mo", "mt", "ro",
          "scn", "sgs", "vec",
        ])
  }

  @Test("the text names the numbers whose category changes")
  func text() {
    let lines = Set(Self.diff.text.split(separator: "\n").map(String.init))
    #expect(lines.contains("he cardinal 20: many → other"))
    #expect(lines.contains("ca cardinal 1000000: other → many"))
    #expect(lines.contains("he cardinal: categories removed: many"))
    #expect(lines.contains("blo cardinal: locale added"))
    #expect(lines.contains("he range many–other: many → (not listed)"))
    #expect(lines.contains("ht parent: (none) → fr_HT"))
    #expect(lines.contains("yi likely subtags: yi_Hebr_001 → yi_Hebr_UA"))
    #expect(lines.contains("ar number digits: \"٠١٢٣٤٥٦٧٨٩\" → \"0123456789\""))
    #expect(Self.diff.text.hasPrefix("CLDR 41 ("))
    #expect(Self.diff.numbersNotCompared == nil)
    #expect(Self.diff.numberLocalesAdded.count == 766 - 574 + Self.diff.numberLocalesRemoved.count)
    #expect(!Self.diff.ranges.isEmpty)
    #expect(!Self.diff.numberChanges.isEmpty)
  }

  @Test("the JSON output is JSON and lists every number")
  func json() throws {
    let node = try JSONReader.parse(Array(Self.diff.json.utf8), file: "diff.json")
    #expect(try node.member(path: ["old", "version"]).string() == "41")
    #expect(try node.member(path: ["new", "version"]).string() == "48")
    guard case .array(let rules) = try node.member("rules").value else {
      Issue.record("rules is no array")
      return
    }
    let he = try #require(
      rules.first {
        (try? $0.member("locale").string()) == "he" && (try? $0.member("type").string()) == "cardinal"
      })
    guard case .array(let numbers) = try he.member("numbers").value else {
      Issue.record("numbers is no array")
      return
    }
    let many = try numbers.filter { try $0.member("old").string() == "many" }
    #expect(many.count > ReleaseDiff.numbersShownPerTransition)
    #expect(try many.first?.member("number").string() == "20")
  }
}

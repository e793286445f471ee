@_spi(InternalJSON) import CLDRData
@_spi(InternalJSON) import InternalJSON
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
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

  /// The text's changes, each with its locale's heading in front (`he:` then
  /// `  cardinal 20: many → other` is `he cardinal 20: many → other`).
  static var headedLines: Set<String> {
    var heading = ""
    var lines = Set<String>()
    for line in diff.text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("  ") {
        lines.insert(heading + " " + line.dropFirst(2))
      } else if line.hasSuffix(":") {
        heading = String(line.dropLast())
      }
    }
    return lines
  }

  @Test("the text names the numbers whose category changes, under their locale's heading")
  func text() {
    let lines = Self.headedLines
    #expect(lines.contains("he cardinal 20: many → other"))
    #expect(lines.contains("ca cardinal 1000000: other → many"))
    #expect(lines.contains("he cardinal: categories removed: many"))
    #expect(lines.contains("blo cardinal: locale added"))
    #expect(lines.contains("he range many–other: many → (not listed)"))
    #expect(lines.contains("ht parent: (none) → fr_HT"))
    #expect(lines.contains("yi likely subtags: yi_Hebr_001 → yi_Hebr_UA"))
    #expect(lines.contains("ar number digits: \"٠١٢٣٤٥٦٧٨٩\" → \"0123456789\""))
    #expect(Self.diff.text.hasPrefix("CLDR 41 ("))
    // The summary: a line per kind of change, before the first heading; a heading per locale.
    let text = Self.diff.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let summary = text.prefix { !$0.isEmpty }.dropFirst()
    print("diff 41 → 48: \(text.count) lines, summary:\n" + summary.joined(separator: "\n"))
    #expect(
      summary.map { String($0.prefix { $0 != ":" }) }.starts(with: [
        "plural rules (locale and type)", "categories", "conditions changed", "numbers that change category",
        "plural ranges", "parent locales", "likely subtags", "number data",
      ]))
    let headings = text.filter { !$0.isEmpty && !$0.hasPrefix(" ") }.dropFirst(summary.count + 1)
    #expect(headings.allSatisfy { $0.hasSuffix(":") })
    #expect(headings.map { $0.dropLast() } == Self.diff.byLocale.map { Substring($0.locale) })
    #expect(Set(headings).count == headings.count)
    #expect(Self.diff.numbersNotCompared == nil)
    #expect(Self.diff.numberLocalesAdded.count == 766 - 574 + Self.diff.numberLocalesRemoved.count)
    #expect(!Self.diff.ranges.isEmpty)
    #expect(!Self.diff.numberChanges.isEmpty)
  }

  @Test("the JSON output is JSON and lists every number")
  func json() throws {
    let node = try CLDRJSON.parse(Array(Self.diff.json.utf8), file: "diff.json")
    #expect(try node.member(path: ["old", "version"]).text() == "41")
    #expect(try node.member(path: ["new", "version"]).text() == "48")
    guard case .array(let rules) = try node.member("rules").value else {
      Issue.record("rules is no array")
      return
    }
    let he = try #require(
      rules.first {
        (try? $0.member("locale").text()) == "he" && (try? $0.member("type").text()) == "cardinal"
      })
    guard case .array(let numbers) = try he.member("numbers").value else {
      Issue.record("numbers is no array")
      return
    }
    let many = try numbers.filter { try $0.member("old").text() == "many" }
    #expect(many.count > ReleaseDiff.numbersShownPerTransition)
    #expect(try many.first?.member("number").text() == "20")
  }

  @Test("minimumGroupingDigits: the seven locales whose 1.234 became 1234 (Italian, Hungarian …)")
  func minimumGrouping() {
    let lines = Self.headedLines
    let locales = ["hu", "hy", "it", "it_CH", "it_SM", "it_VA", "sl"]
    for locale in locales {
      #expect(lines.contains(#"\#(locale) number minimumGroupingDigits: "1" → "2""#), "\(locale)")
    }
    #expect(Self.diff.numberChanges.filter { $0.field == "minimumGroupingDigits" }.map(\.locale) == locales)
  }

  /// How many changes of each kind the diff from 41 to 48 reports.
  static var counts: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in diff.rules {
      counts["rules \(entry.type) \(entry.change)", default: 0] += 1
      if !entry.categoriesAdded.isEmpty { counts["categories added", default: 0] += 1 }
      if !entry.categoriesRemoved.isEmpty { counts["categories removed", default: 0] += 1 }
      counts["rule conditions", default: 0] += entry.rules.count
      counts["numbers", default: 0] += entry.numbers.count
    }
    for entry in diff.ranges {
      counts["ranges \(entry.change)", default: 0] += 1
      counts["range entries", default: 0] += entry.entries.count
    }
    counts["parents"] = diff.parents.count
    counts["likely subtags"] = diff.likelySubtags.count
    counts["number locales added"] = diff.numberLocalesAdded.count
    counts["number locales removed"] = diff.numberLocalesRemoved.count
    for change in diff.numberChanges { counts["number \(change.field)", default: 0] += 1 }
    return counts
  }

  @Test("every kind of change, counted: a field no longer compared or a kind no longer reported shows")
  func everyKind() {
    // No 41 → 48 change of primaryGroupSize, no locale's rules or ranges removed: ReleaseDiffKindsTests has those.
    let expected = [
      "rules cardinal added": 9, "rules cardinal changed": 8, "rules ordinal added": 8,
      "rules ordinal changed": 1,
      "categories added": 20, "categories removed": 2, "rule conditions": 39, "numbers": 424,
      "ranges changed": 1, "range entries": 5, "parents": 26, "likely subtags": 22,
      "number locales added": 192, "number locales removed": 0, "number digits": 1, "number decimal": 7,
      "number group": 14, "number minusSign": 2, "number plusSign": 1, "number exponential": 34,
      "number secondaryGroupSize": 1,
      "number minimumGroupingDigits": 7,
    ]
    let counts = Self.counts
    #expect(counts == expected)
    for key in Set(counts.keys).union(expected.keys).sorted() where counts[key] != expected[key] {
      print(
        "\(key): \(counts[key].map(String.init) ?? "none"), pinned \(expected[key].map(String.init) ?? "none")"
      )
    }
  }
}

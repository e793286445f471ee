import CLDRData
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

/// Every release in ../shared/cldr-json through the generator, in memory.
@Suite("Every CLDR JSON release generates", .enabled(if: SharedReleases.hasAny))
struct EveryReleaseTests {
  @Test(
    "tables generate and every sample classifies right through the encoded tables",
    arguments: SharedReleases.folders)
  func release(_ folder: String) throws {
    let directory = SharedReleases.path(folder)
    // The generator refuses any rule that does not parse and any sample that
    // classifies wrongly with the reference evaluator.
    let files = try Generation.generateAll(cldrDirectory: directory)
    let data = try CLDRPluralData.load(from: directory)
    #expect(folder.hasPrefix(data.version + "."))
    #expect(files.count == (NumberTablesFile.hasNumberData(directory) ? 4 : 3))
    // A renamed or emptied section would pass generation with less data.
    #expect(data.cardinal.count > 200 && data.ordinal.count > 90 && data.ranges.count > 80)
    #expect(data.parentLocales.count > 150)
    #expect((try CLDRLikelySubtags.load(from: directory)).mappings.count > 1000)
    let likely = try #require(files.first { $0.relativePath == LikelySubtagsFile.path })
    #expect(likely.contents.contains(",  // zh_TW\n"))
    if let numbers = files.first(where: { $0.relativePath == NumberTablesFile.path }) {
      #expect(numbers.contents.contains(",  // root\n") && numbers.contents.contains(",  // ar\n"))
    }
    // The samples again, through the conditions decoded from the encoded
    // tables: what the runtime evaluates.
    let tables = try EncodedTables(data)
    var checked = 0
    for (type, groups) in [(CLDRRuleType.cardinal, data.cardinal), (.ordinal, data.ordinal)] {
      let table = type == .cardinal ? tables.locales.cardinal : tables.locales.ordinal
      for group in groups {
        var rules: [PluralKeyword: PluralRule] = [:]
        for text in group.rules {
          rules[PluralKeyword(rawValue: text.count)!] = try PluralRule(parsing: text.text)
        }
        for locale in group.locales {
          guard let key = LocaleTables.key(locale), let index = table[key] else {
            Issue.record("\(folder) \(type) \(locale) is not in the tables")
            continue
          }
          var decoded = rules
          let conditions = tables.rules.decode(ruleSet: index)
          for keyword in PluralKeyword.allCases {
            decoded[keyword]?.condition = conditions[keyword]
          }
          let mismatches = PluralRuleSet(rules: decoded).sampleMismatches()
          #expect(mismatches.isEmpty, "\(folder) \(type) \(locale): \(mismatches.prefix(3))")
          checked += 1
        }
      }
    }
    #expect(checked > 300)
  }
}

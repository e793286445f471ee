import CLDRData
import PluralRuleSyntax
import Plurals

/// The repository's CLDR data, parsed once for all tests.
enum CLDRFixture {
  static let directory: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/PluralsTests/CLDRFixture.swift
    return parts.joined(separator: "/") + "/cldr-data"
  }()

  static let data: CLDRPluralData = {
    do {
      return try CLDRPluralData.load(from: directory)
    } catch {
      fatalError("cannot load \(directory): \(error)")
    }
  }()

  struct Group: Sendable {
    var type: PluralRuleType
    var locales: [String]
    var ruleSet: PluralRuleSet
  }

  /// Every `<pluralRules>` element of both types, parsed.
  static let groups: [Group] = {
    var result: [Group] = []
    for (type, groups) in [(PluralRuleType.cardinal, data.cardinal), (.ordinal, data.ordinal)] {
      for group in groups {
        var rules: [PluralKeyword: PluralRule] = [:]
        for text in group.rules {
          rules[PluralKeyword(rawValue: text.count)!] = try! PluralRule(parsing: text.text)
        }
        result.append(Group(type: type, locales: group.locales, ruleSet: PluralRuleSet(rules: rules)))
      }
    }
    return result
  }()
}

extension PluralCategory {
  init(_ keyword: PluralKeyword) {
    self.init(name: keyword.rawValue)!
  }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

import CLDRData
import PluralRuleSyntax
import Plurals

/// The CLDR release the package ships (cldr-data/json/), parsed once for all tests.
enum CLDRFixture {
  static let directory: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Tools/Tests/RuntimeAgreementTests/CLDRFixture.swift
    return parts.joined(separator: "/") + "/cldr-data/json"
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

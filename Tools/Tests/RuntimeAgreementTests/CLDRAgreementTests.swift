import CLDRData
import PluralRuleSyntax
import Plurals
import Testing

@Suite("The runtime against the CLDR files")
struct CLDRAgreementTests {
  @Test("every @integer/@decimal sample of every CLDR locale classifies as its own category")
  func everySample() throws {
    var checked = 0
    var localesSeen = 0
    for group in CLDRFixture.groups {
      for locale in group.locales {
        let rules = PluralRules(locale: locale, type: group.type)
        #expect(rules.locale == locale, "\(locale) resolved to \(rules.locale)")
        #expect(!rules.isRootFallback || locale == "root")
        #expect(rules.categories == group.ruleSet.categories.map(PluralCategory.init))
        localesSeen += 1
        for keyword in group.ruleSet.categories {
          let rule = try #require(group.ruleSet.rules[keyword])
          let samples = (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? [])
          for sample in samples {
            let runtime = try rules.category(for: sample.description)
            #expect(
              runtime == PluralCategory(keyword),
              "\(group.type) \(locale) \(sample): runtime \(runtime), CLDR \(keyword)")
            checked += 1
          }
        }
      }
    }
    print("CLDR samples checked: \(checked) across \(localesSeen) locale entries")
    #expect(checked > 10_000)
  }

  @Test("generated rule text parses back to the rules CLDR gives")
  func ruleTextRoundTrip() throws {
    for group in CLDRFixture.groups {
      let rules = PluralRules(locale: group.locales[0], type: group.type)
      for keyword in group.ruleSet.categories {
        let text = try #require(rules.ruleText(for: PluralCategory(keyword)))
        #expect(try PluralRule(parsing: text) == group.ruleSet.rules[keyword])
      }
    }
  }

  @Test("every CLDR locale is available and nothing else")
  func availableLocales() {
    for type in PluralRuleType.allCases {
      let expected = CLDRFixture.groups.filter { $0.type == type }.flatMap(\.locales).sorted()
      #expect(PluralRules.availableLocales(type) == expected)
    }
  }

  @Test("every CLDR parent locale is what CLDRLocale reports")
  func parents() {
    for (child, parent) in CLDRFixture.data.parentLocales {
      #expect(CLDRLocale.parent(of: child) == (parent == "root" ? nil : parent), "\(child)")
    }
  }
}

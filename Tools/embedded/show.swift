// Prints what the Plurals runtime answers to a fixed set of questions.
// Tools/embedded/check.sh builds it in Embedded Swift and normally; the two
// outputs must be equal.
import Plurals

let locales = [
  "en", "ru", "pl", "ar", "fr", "cy", "lt", "ja", "he", "pt-AO", "zh-Hant-TW", "sr-Latn", "en_US.UTF-8", "xx",
  "",
]
let numerals = [
  "0", "1", "1.0", "1.5", "2", "5", "11", "21", "101", "1.2c6", "1000000", "100000000000000000001",
  "0.0000000000000000000001", "-3", "abc", "1e",
]
let doubles: [Double] = [0, 1, 1.5, 0.1 * 3, 2.675, 1e20, -7.25, 1e-7, 123456.5]
let integers = Array(0...120) + [1000, 1_000_000, Int.max, Int.min]

func names(_ categories: [PluralCategory]) -> String {
  categories.map { $0.name }.joined(separator: " ")
}

for locale in locales {
  for type in PluralRuleType.allCases {
    let rules = PluralRules(locale: locale, type: type)
    print(
      "\(type.rawValue) '\(locale)' -> \(rules.locale), fallback \(rules.isRootFallback), \(names(rules.categories))"
    )
    print("  integers: " + names(integers.map { rules.category(for: $0) }))
    print(
      "  numerals: "
        + numerals.map { numeral in
          do throws(PluralOperandsError) {
            return try rules.category(for: numeral).name
          } catch {
            return "(\(error))"
          }
        }.joined(separator: " "))
    print("  doubles: " + names(doubles.map { rules.category(for: $0) }))
    print("  2 digits: " + names(doubles.map { rules.category(for: $0, fractionDigits: 2) }))
    print(
      "  ranges: "
        + names(
          PluralCategory.allCases.flatMap { start in
            PluralCategory.allCases.map { rules.category(from: start, to: $0) }
          }))
    print("  one: " + (rules.ruleText(for: .one) ?? "-"))
  }
  print("  chain: " + CLDRLocale.fallbackChain(for: locale).joined(separator: " "))
}
print("CLDR \(PluralRules.cldrVersion), \(PluralRules.availableLocales().count) cardinal locales")

import CLDRData
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import SourceFiles

/// CLDR plural data in the runtime's format, ready to be written.
struct EncodedTables {
  /// Every modulus must divide this: the runtime keeps the low 18 digits.
  static let digitLimit: UInt64 = 1_000_000_000_000_000_000

  var version: String
  var ruleSets: [PluralRuleSet]
  var rules: RuleTables
  var integers: IntegerTables
  var summaries: [UInt8] = []
  var locales: LocaleTables
  var ranges: RangeTables
  var file: String

  init(_ data: CLDRPluralData) throws(GeneratorFailure) {
    version = data.version
    file = data.cardinal.first?.location.file ?? "plurals.xml"
    var diagnostics: [CLDRDataError] = []
    // Identical rule sets are stored once, however many locales share them.
    var ruleSets: [PluralRuleSet] = []
    var indexByText: [String: Int] = [:]
    var locales = LocaleTables()
    for type in CLDRRuleType.allCases {
      let groups = type == .cardinal ? data.cardinal : data.ordinal
      for group in groups {
        guard let ruleSet = Self.parse(group, into: &diagnostics) else { continue }
        let index =
          indexByText[ruleSet.description]
          ?? {
            ruleSets.append(ruleSet)
            indexByText[ruleSet.description] = ruleSets.count - 1
            return ruleSets.count - 1
          }()
        for locale in group.locales {
          guard let key = LocaleTables.key(locale) else {
            diagnostics.append(Self.unkeyable(locale, at: group.location))
            continue
          }
          if type == .cardinal { locales.cardinal[key] = index } else { locales.ordinal[key] = index }
        }
      }
      if (type == .cardinal ? locales.cardinal : locales.ordinal)[.root] == nil {
        let file = (groups.first?.location.file) ?? "\(type) data"
        diagnostics.append(
          CLDRDataError(
            .invalidContent, "no \(type) rules for 'root'", file: file
          ))
      }
    }
    ranges = RangeTables(data.ranges)
    for group in data.ranges {
      for locale in group.locales {
        guard let key = LocaleTables.key(locale) else {
          diagnostics.append(Self.unkeyable(locale, at: group.location))
          continue
        }
        locales.ranges[key] = ranges.tableOfLocale[locale]
      }
    }
    locales.parents = LocaleTables.parents(data)
    self.ruleSets = ruleSets
    self.locales = locales
    integers = IntegerTables(ruleSets: ruleSets)
    let location = SourceLocation(file: file, line: 1, column: 1)
    do {
      rules = try RuleTables(encoding: ruleSets)
      for set in ruleSets {
        let mask = set.categories.reduce(UInt8(0)) { $0 | (1 << $1.code) }
        let integerOnly = set.rules.values.allSatisfy { $0.condition.map(RuleTables.isIntegerOnly) ?? true }
        summaries.append(
          try TableFormat.RuleSetSummary(categoryMask: mask, fractionsAreOther: integerOnly).rawValue)
      }
    } catch {
      throw GeneratorFailure(
        diagnostics: diagnostics + [CLDRDataError(.limitExceeded, error.description, at: location)])
    }
    diagnostics += rules.problems().map { CLDRDataError(.invalidContent, $0, at: location) }
    if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }
  }

  static func unkeyable(_ locale: String, at location: SourceLocation) -> CLDRDataError {
    CLDRDataError(
      .invalidContent,
      "locale '\(locale)' does not fit the table key (a language of 2–3 letters, then an optional script and region)",
      at: location)
  }

  /// Parses one `<pluralRules>` element and checks its samples.
  static func parse(_ group: CLDRRuleGroup, into diagnostics: inout [CLDRDataError]) -> PluralRuleSet? {
    var rules: [PluralKeyword: PluralRule] = [:]
    var locations: [PluralKeyword: SourceLocation] = [:]
    var failed = false
    for text in group.rules {
      let keyword = PluralKeyword(rawValue: text.count)!
      do {
        let rule = try PluralRule(parsing: text.text)
        if keyword == .other, rule.condition != nil {
          diagnostics.append(
            CLDRDataError(.invalidContent, "the 'other' rule must not have a condition", at: text.location))
          failed = true
        } else if keyword != .other, rule.condition == nil {
          diagnostics.append(
            CLDRDataError(
              .invalidContent, "the '\(keyword.rawValue)' rule has no condition", at: text.location))
          failed = true
        }
        rules[keyword] = rule
        locations[keyword] = text.location
      } catch {
        diagnostics.append(
          CLDRDataError(
            .malformed, error.message, at: text.location.advanced(by: error.offset, in: text.text)))
        failed = true
      }
    }
    if failed { return nil }
    let ruleSet = PluralRuleSet(rules: rules)
    for mismatch in ruleSet.sampleMismatches() {
      diagnostics.append(
        CLDRDataError(
          .invalidContent,
          "sample \(mismatch.sample) of '\(mismatch.expected.rawValue)' classifies as '\(mismatch.actual.rawValue)' (locales: \(group.locales.joined(separator: " ")))",
          at: locations[mismatch.expected] ?? group.location))
    }
    return ruleSet
  }
}

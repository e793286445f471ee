import CLDRData
import Foundation
import PluralRuleSyntax

/// What the generator reads from one CLDR tree (either form), parsed and
/// checked, in the shape ``ReleaseDiff`` compares.
public struct CLDRRelease: Sendable {
  public var directory: String
  public var form: CLDRTreeForm
  public var version: String
  /// What the tree holds, as read.
  public var data: CLDRPluralData
  /// Rule type → locale → rule set.
  public var rules: [CLDRRuleType: [String: PluralRuleSet]]
  /// Locale → `start-end` → result.
  public var ranges: [String: [String: String]]
  public var parentLocales: [String: String]
  /// The likely subtags the generator keeps (of the languages with cardinal
  /// rules), `from` → `to`.
  public var likelySubtags: [String: String]
  /// Locale → resolved number data; nil when the tree has none.
  var numbers: [String: NumberTablesFile.Spec]?

  public var hasNumberData: Bool { numbers != nil }

  /// Loads and checks a tree: every rule parses and every sample classifies
  /// as its category, as for generation.
  public static func load(_ directory: String) throws(GeneratorFailure) -> CLDRRelease {
    let data = try Generation.load(directory)
    var diagnostics: [CLDRDataError] = []
    var rules: [CLDRRuleType: [String: PluralRuleSet]] = [:]
    for type in CLDRRuleType.allCases {
      var byLocale: [String: PluralRuleSet] = [:]
      for group in type == .cardinal ? data.cardinal : data.ordinal {
        guard let set = EncodedTables.parse(group, into: &diagnostics) else { continue }
        for locale in group.locales { byLocale[locale] = set }
      }
      rules[type] = byLocale
    }
    if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }
    var ranges: [String: [String: String]] = [:]
    for group in data.ranges {
      var table: [String: String] = [:]
      for range in group.ranges { table["\(range.start)-\(range.end)"] = range.result }
      for locale in group.locales { ranges[locale] = table }
    }
    let likely = try Generation.loadLikelySubtags(directory)
    let languages = Generation.pluralLanguages(data)
    var likelySubtags: [String: String] = [:]
    for mapping in likely.mappings where languages.contains(String(mapping.from.prefix { $0 != "_" })) {
      likelySubtags[mapping.from] = mapping.to
    }
    var numbers: [String: NumberTablesFile.Spec]?
    if NumberTablesFile.hasNumberData(directory) {
      let numberData: CLDRNumberData
      do {
        numberData = try CLDRNumberData.load(from: directory)
      } catch {
        throw GeneratorFailure(diagnostics: [error])
      }
      let (specs, entries) = try NumberTablesFile.resolve(
        numberData, parents: data.parentLocales, file: NumberTablesFile.numberDataFile(directory))
      numbers = Dictionary(uniqueKeysWithValues: entries.map { ($0.0, specs[$0.1]) })
    }
    return CLDRRelease(
      directory: directory, form: CLDRTreeForm.detect(directory), version: data.version, data: data,
      rules: rules,
      ranges: ranges, parentLocales: data.parentLocales, likelySubtags: likelySubtags, numbers: numbers)
  }
}

/// What changed between two CLDR releases, per locale and rule type:
/// what `generate-cldr-tables diff OLD NEW` prints.
public struct ReleaseDiff: Sendable {
  public enum Change: String, Sendable {
    case added, removed, changed
  }

  /// The condition of one category before and after (nil: the category is absent).
  public struct RuleChange: Sendable, Equatable {
    public var category: PluralKeyword
    public var old: String?
    public var new: String?
  }

  /// A number whose category differs.
  public struct NumberChange: Sendable, Equatable {
    public var number: String
    public var old: PluralKeyword
    public var new: PluralKeyword
  }

  /// The rules of one locale and type that differ.
  public struct Rules: Sendable {
    public var locale: String
    public var type: CLDRRuleType
    public var change: Change
    public var categoriesAdded: [PluralKeyword] = []
    public var categoriesRemoved: [PluralKeyword] = []
    public var rules: [RuleChange] = []
    public var numbers: [NumberChange] = []
  }

  /// One `start-end` range result (nil: not listed, the end category applies).
  public struct RangeChange: Sendable, Equatable {
    public var range: String
    public var old: String?
    public var new: String?
  }

  public struct Ranges: Sendable {
    public var locale: String
    public var change: Change
    public var entries: [RangeChange]
  }

  /// A locale's parent or likely subtags before and after (nil: none).
  public struct MappingChange: Sendable, Equatable {
    public var locale: String
    public var old: String?
    public var new: String?
  }

  public struct NumberDataChange: Sendable, Equatable {
    public var locale: String
    public var field: String
    public var old: String
    public var new: String
  }

  public var oldVersion: String
  public var newVersion: String
  public var oldSource: String
  public var newSource: String
  public var rules: [Rules] = []
  public var ranges: [Ranges] = []
  public var parents: [MappingChange] = []
  public var likelySubtags: [MappingChange] = []
  /// Why number data was not compared (a tree without it), or nil.
  public var numbersNotCompared: String?
  public var numberLocalesAdded: [String] = []
  public var numberLocalesRemoved: [String] = []
  public var numberChanges: [NumberDataChange] = []

  /// Decimals tried in every locale besides the integers 0…1000 and both releases' samples.
  public static let extraNumbers = [
    "0.0", "0.1", "0.5", "1.0", "1.1", "1.5", "2.0", "2.5", "3.0", "5.0", "10.0", "11.0", "20.0", "100.0",
    "1000.0", "0.01", "1.25", "1000000", "1000000.0",
  ]

  public init(old: CLDRRelease, new: CLDRRelease) {
    oldVersion = old.version
    newVersion = new.version
    oldSource = old.directory
    newSource = new.directory
    for type in CLDRRuleType.allCases {
      let before = old.rules[type] ?? [:]
      let after = new.rules[type] ?? [:]
      for locale in Set(before.keys).union(after.keys).sorted() {
        if let entry = Self.compare(locale, type, before[locale], after[locale]) { rules.append(entry) }
      }
    }
    rules.sort { ($0.locale, $0.type.rawValue) < ($1.locale, $1.type.rawValue) }
    for locale in Set(old.ranges.keys).union(new.ranges.keys).sorted() {
      let before = old.ranges[locale]
      let after = new.ranges[locale]
      let keys = Set((before ?? [:]).keys).union((after ?? [:]).keys)
      let entries = keys.compactMap { key -> RangeChange? in
        before?[key] == after?[key] ? nil : RangeChange(range: key, old: before?[key], new: after?[key])
      }
      .sorted { Self.rangeOrder($0.range) < Self.rangeOrder($1.range) }
      if entries.isEmpty { continue }
      ranges.append(
        Ranges(
          locale: locale, change: before == nil ? .added : after == nil ? .removed : .changed,
          entries: entries))
    }
    for locale in Set(old.parentLocales.keys).union(new.parentLocales.keys).sorted()
    where old.parentLocales[locale] != new.parentLocales[locale] {
      parents.append(
        MappingChange(locale: locale, old: old.parentLocales[locale], new: new.parentLocales[locale]))
    }
    for locale in Set(old.likelySubtags.keys).union(new.likelySubtags.keys).sorted()
    where old.likelySubtags[locale] != new.likelySubtags[locale] {
      likelySubtags.append(
        MappingChange(locale: locale, old: old.likelySubtags[locale], new: new.likelySubtags[locale]))
    }
    guard let before = old.numbers, let after = new.numbers else {
      numbersNotCompared =
        "number data not compared: \(old.numbers == nil ? old.directory : new.directory) has none"
      return
    }
    numberLocalesAdded = Set(after.keys).subtracting(before.keys).sorted()
    numberLocalesRemoved = Set(before.keys).subtracting(after.keys).sorted()
    for locale in Set(before.keys).intersection(after.keys).sorted() {
      let a = before[locale]!
      let b = after[locale]!
      for (field, x, y) in [
        ("digits", a.digits, b.digits), ("decimal", a.decimal, b.decimal), ("group", a.group, b.group),
        ("minusSign", a.minus, b.minus), ("plusSign", a.plus, b.plus),
        ("exponential", a.exponential, b.exponential),
        ("primaryGroupSize", "\(a.primary)", "\(b.primary)"),
        ("secondaryGroupSize", "\(a.secondary)", "\(b.secondary)"),
        ("minimumGroupingDigits", "\(a.minimumGrouping)", "\(b.minimumGrouping)"),
      ] where x != y {
        numberChanges.append(NumberDataChange(locale: locale, field: field, old: x, new: y))
      }
    }
  }

  static let categoryOrder = Dictionary(
    uniqueKeysWithValues: PluralKeyword.allCases.enumerated().map { ($1.rawValue, $0) })

  static func rangeOrder(_ key: String) -> Int {
    key.split(separator: "-").reduce(0) { $0 * 10 + (categoryOrder[String($1)] ?? 9) }
  }

  static func compare(_ locale: String, _ type: CLDRRuleType, _ old: PluralRuleSet?, _ new: PluralRuleSet?)
    -> Rules?
  {
    func conditions(_ set: PluralRuleSet?) -> [PluralKeyword: String] {
      (set?.rules ?? [:]).compactMapValues { $0.condition?.description }
    }
    let before = conditions(old)
    let after = conditions(new)
    var entry = Rules(
      locale: locale, type: type, change: old == nil ? .added : new == nil ? .removed : .changed)
    let oldCategories = Set(old?.categories ?? [])
    let newCategories = Set(new?.categories ?? [])
    entry.categoriesAdded = PluralKeyword.allCases.filter {
      newCategories.contains($0) && !oldCategories.contains($0)
    }
    entry.categoriesRemoved = PluralKeyword.allCases.filter {
      oldCategories.contains($0) && !newCategories.contains($0)
    }
    for keyword in PluralKeyword.allCases where before[keyword] != after[keyword] {
      entry.rules.append(RuleChange(category: keyword, old: before[keyword], new: after[keyword]))
    }
    // Only the conditions classify: the same conditions, the same categories.
    if let old, let new, before != after {
      entry.numbers = numberChanges(old, new)
    }
    if entry.change == .changed && entry.rules.isEmpty && entry.categoriesAdded.isEmpty
      && entry.categoriesRemoved.isEmpty && entry.numbers.isEmpty
    {
      return nil
    }
    return entry
  }

  /// The numbers whose category differs: 0…1000, ``extraNumbers`` and every
  /// sample of both rule sets, in numeric order.
  static func numberChanges(_ old: PluralRuleSet, _ new: PluralRuleSet) -> [NumberChange] {
    var numerals = Set((0...1000).map { DecimalNumeral(UInt64($0)) })
    for text in extraNumbers { numerals.insert(try! DecimalNumeral(parsing: text)) }
    for set in [old, new] {
      for rule in set.rules.values {
        numerals.formUnion(rule.integerSamples?.values ?? [])
        numerals.formUnion(rule.decimalSamples?.values ?? [])
      }
    }
    return
      numerals.compactMap { numeral -> (Double, String, NumberChange)? in
        let before = old.category(for: numeral)
        let after = new.category(for: numeral)
        guard before != after else { return nil }
        return (
          value(numeral), numeral.description,
          NumberChange(number: numeral.description, old: before, new: after)
        )
      }
      .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
  }

  static func value(_ numeral: DecimalNumeral) -> Double {
    let digits =
      numeral.integerDigits.map(String.init).joined() + "."
      + (numeral.fractionDigits.isEmpty ? "0" : numeral.fractionDigits.map(String.init).joined())
    return (Double(digits + "e\(numeral.exponent)") ?? 0) * (numeral.isNegative ? -1 : 1)
  }

  public var isEmpty: Bool {
    rules.isEmpty && ranges.isEmpty && parents.isEmpty && likelySubtags.isEmpty && numberLocalesAdded.isEmpty
      && numberLocalesRemoved.isEmpty && numberChanges.isEmpty
  }

  /// A symbol in quotes with invisible characters escaped (`"\u{200E}-"`).
  func quoted(_ text: String) -> String {
    "\""
      + text.unicodeScalars.map { scalar in
        scalar.properties.generalCategory == .format || scalar.properties.isWhitespace || scalar.value < 0x20
          ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
      }.joined() + "\""
  }

  // MARK: - JSON

  /// The report for tools: one JSON object (keys in a fixed order), every number listed.
  public var json: String {
    var out = "{\n"
    out += "  \"old\": {\"version\": \(Self.json(oldVersion)), \"source\": \(Self.json(oldSource))},\n"
    out += "  \"new\": {\"version\": \(Self.json(newVersion)), \"source\": \(Self.json(newSource))},\n"
    out += "  \"rules\": ["
    out += rules.map { entry in
      var fields = [
        "\"locale\": \(Self.json(entry.locale))", "\"type\": \(Self.json(entry.type.rawValue))",
        "\"change\": \(Self.json(entry.change.rawValue))",
        "\"categoriesAdded\": \(Self.json(entry.categoriesAdded.map(\.rawValue)))",
        "\"categoriesRemoved\": \(Self.json(entry.categoriesRemoved.map(\.rawValue)))",
      ]
      fields.append(
        "\"rules\": ["
          + entry.rules.map {
            "{\"category\": \(Self.json($0.category.rawValue)), \"old\": \(Self.json($0.old)), \"new\": \(Self.json($0.new))}"
          }.joined(separator: ", ") + "]")
      fields.append(
        "\"numbers\": ["
          + entry.numbers.map {
            "{\"number\": \(Self.json($0.number)), \"old\": \(Self.json($0.old.rawValue)), \"new\": \(Self.json($0.new.rawValue))}"
          }.joined(separator: ", ") + "]")
      return "\n    {" + fields.joined(separator: ", ") + "}"
    }.joined(separator: ",")
    out += rules.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"ranges\": ["
    out += ranges.map { entry in
      "\n    {\"locale\": \(Self.json(entry.locale)), \"change\": \(Self.json(entry.change.rawValue)), \"entries\": ["
        + entry.entries.map {
          let parts = $0.range.split(separator: "-").map(String.init)
          return
            "{\"start\": \(Self.json(parts[0])), \"end\": \(Self.json(parts[1])), \"old\": \(Self.json($0.old)), \"new\": \(Self.json($0.new))}"
        }.joined(separator: ", ") + "]}"
    }.joined(separator: ",")
    out += ranges.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"parentLocales\": ["
    out += parents.map {
      "\n    {\"locale\": \(Self.json($0.locale)), \"old\": \(Self.json($0.old)), \"new\": \(Self.json($0.new))}"
    }.joined(separator: ",")
    out += parents.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"likelySubtags\": ["
    out += likelySubtags.map {
      "\n    {\"locale\": \(Self.json($0.locale)), \"old\": \(Self.json($0.old)), \"new\": \(Self.json($0.new))}"
    }.joined(separator: ",")
    out += likelySubtags.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"numbers\": {\"compared\": \(numbersNotCompared == nil), "
    out +=
      "\"localesAdded\": \(Self.json(numberLocalesAdded)), \"localesRemoved\": \(Self.json(numberLocalesRemoved)), "
    out += "\"changes\": ["
    out += numberChanges.map {
      "\n    {\"locale\": \(Self.json($0.locale)), \"field\": \(Self.json($0.field)), \"old\": \(Self.json($0.old)), \"new\": \(Self.json($0.new))}"
    }.joined(separator: ",")
    out += numberChanges.isEmpty ? "]}\n" : "\n  ]}\n"
    out += "}\n"
    return out
  }

  static func json(_ text: String?) -> String {
    guard let text else { return "null" }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func json(_ list: [String]) -> String {
    "[" + list.map { json($0) }.joined(separator: ", ") + "]"
  }
}

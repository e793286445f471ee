import CLDRData
import PluralRuleSyntax
import PluralTableFormat

/// Turns CLDR plural data into the tables of the `Plurals` runtime.
///
/// Every rule is parsed into the AST and every `@integer`/`@decimal` sample
/// is checked with the reference evaluator; nothing is produced while any
/// rule is malformed, any sample classifies as another category, or any
/// value outgrows its field of the table format.
public enum PluralTableGenerator {
  /// Where the tables go, relative to the package root.
  public static let tablesPath = "Sources/Plurals/Generated/PluralTables.swift"
  /// Where the rule texts go (a separate file: only `ruleText(for:)` uses them).
  public static let ruleTextsPath = "Sources/Plurals/Generated/PluralRuleTexts.swift"
  /// The command that regenerates the committed files, printed in their headers.
  public static let command = "swift run --package-path Tools generate-plural-rules"
  /// Every modulus must divide this: the runtime keeps the low 18 digits.
  static let digitLimit: UInt64 = 1_000_000_000_000_000_000

  /// What a generated file's header says about its origin.
  public struct Provenance: Sendable {
    /// The CLDR tree, as the user named it.
    public var source: String
    /// The command that makes the file again.
    public var command: String

    public init(source: String = "cldr-data/json/", command: String = PluralTableGenerator.command) {
      self.source = source
      self.command = command
    }
  }

  /// Loads `directory` (CLDR layout, see ``CLDRPluralData/load(from:)``) and
  /// generates the package's files, for `locales` only when given.
  public static func generate(
    cldrDirectory directory: String, locales: [String]? = nil, provenance: Provenance = Provenance()
  ) throws(GeneratorFailure) -> [GeneratedFile] {
    try generate(load(directory, locales: locales), provenance: provenance)
  }

  /// Loads the plural data of a CLDR tree, restricted to `locales` when
  /// given (see ``CLDRData/CLDRPluralData/restricted(to:)``).
  public static func load(_ directory: String, locales: [String]? = nil) throws(GeneratorFailure)
    -> CLDRPluralData
  {
    let data: CLDRPluralData
    do {
      data = try CLDRPluralData.load(from: directory)
    } catch {
      throw GeneratorFailure(diagnostics: [error])
    }
    guard let locales else { return data }
    return try data.restricted(to: locales)
  }

  /// Generates the package's files from loaded data.
  public static func generate(_ data: CLDRPluralData, provenance: Provenance = Provenance())
    throws(GeneratorFailure)
    -> [GeneratedFile]
  {
    let tables = try EncodedTables(data)
    return [
      GeneratedFile(relativePath: tablesPath, contents: try tables.tablesFile(provenance)),
      GeneratedFile(relativePath: ruleTextsPath, contents: tables.ruleTextsFile(provenance)),
    ]
  }

  /// The first lines of every generated file.
  static func header(_ data: String, version: String, _ provenance: Provenance) -> String {
    """
    // DO NOT EDIT. Generated from CLDR \(version) \(data) (\(provenance.source)) by generate-plural-rules.
    // Regenerate with: \(provenance.command)
    // swift-format-ignore-file


    """
  }
}

/// CLDR plural data in the runtime's format, ready to be written.
struct EncodedTables {
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
          CLDRDataError("no \(type) rules for 'root'", at: SourceLocation(file: file, line: 1, column: 1)))
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
      throw GeneratorFailure(diagnostics: diagnostics + [CLDRDataError(error.description, at: location)])
    }
    diagnostics += rules.problems().map { CLDRDataError($0, at: location) }
    if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }
  }

  static func unkeyable(_ locale: String, at location: SourceLocation) -> CLDRDataError {
    CLDRDataError(
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
          diagnostics.append(CLDRDataError("the 'other' rule must not have a condition", at: text.location))
          failed = true
        } else if keyword != .other, rule.condition == nil {
          diagnostics.append(
            CLDRDataError("the '\(keyword.rawValue)' rule has no condition", at: text.location))
          failed = true
        }
        rules[keyword] = rule
        locations[keyword] = text.location
      } catch {
        diagnostics.append(
          CLDRDataError(error.message, at: text.location.advanced(by: error.offset, in: text.text)))
        failed = true
      }
    }
    if failed { return nil }
    let ruleSet = PluralRuleSet(rules: rules)
    for mismatch in ruleSet.sampleMismatches() {
      diagnostics.append(
        CLDRDataError(
          "sample \(mismatch.sample) of '\(mismatch.expected.rawValue)' classifies as '\(mismatch.actual.rawValue)' (locales: \(group.locales.joined(separator: " ")))",
          at: locations[mismatch.expected] ?? group.location))
    }
    return ruleSet
  }

  /// `enum PluralTables { … }`: everything the runtime evaluates.
  func writeTables(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.line("/// Tables generated from CLDR, in the format of Sources/PluralTableFormat.")
    out.line("enum PluralTables {")
    out.line("  static let cldrVersion = \(literal(version))")
    out.line("")
    try rules.write(to: &out)
    try integers.write(to: &out)
    out.comment(
      "Per rule set (TableFormat.RuleSetSummary): the categories it uses, whether fractions are all other.")
    try out.array("ruleSetSummaries", summaries, as: UInt8.self, hex: true)
    try locales.write(to: &out)
    try ranges.write(to: &out)
    out.line("}")
  }

  /// `extension PluralTables { static let ruleTexts … }`: canonical rule text,
  /// samples included, one entry per category of every rule set.
  func writeRuleTexts(to out: inout SwiftWriter) {
    out.line("extension PluralTables {")
    out.comment(
      "Canonical rule text, samples included: six entries per rule set, by category (TableFormat.RuleTextTable)."
    )
    out.stringArray(
      "ruleTexts", ruleSets.flatMap { set in PluralKeyword.allCases.map { set.rules[$0]?.description ?? "" } }
    )
    out.line("}")
  }

  func tablesFile(_ provenance: PluralTableGenerator.Provenance) throws(GeneratorFailure) -> String {
    var out = SwiftWriter()
    out.text = PluralTableGenerator.header("plural data", version: version, provenance)
    do {
      try writeTables(to: &out)
    } catch {
      throw GeneratorFailure(
        diagnostics: [CLDRDataError(error.description, at: SourceLocation(file: file, line: 1, column: 1))])
    }
    return out.text
  }

  func ruleTextsFile(_ provenance: PluralTableGenerator.Provenance) -> String {
    var out = SwiftWriter()
    out.text = PluralTableGenerator.header("plural rule texts", version: version, provenance)
    writeRuleTexts(to: &out)
    return out.text
  }
}

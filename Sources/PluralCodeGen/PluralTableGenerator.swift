import CLDRData
import PluralRuleSyntax

/// A file the generator writes, relative to the package root.
public struct GeneratedFile: Equatable, Sendable {
  public var relativePath: String
  public var contents: String
}

/// Everything that stops generation, each with its `file:line:column`.
public struct GeneratorFailure: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [CLDRDataError]

  public var description: String {
    diagnostics.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n")
  }
}

/// Turns CLDR plural data into the committed tables of the `Plurals` runtime.
///
/// Every rule is parsed into the AST and every `@integer`/`@decimal` sample
/// is checked with the reference evaluator; nothing is produced while any
/// rule is malformed or any sample classifies as another category.
public enum PluralTableGenerator {
  /// Where the tables go, relative to the package root.
  public static let outputPath = "Sources/Plurals/Generated/PluralTables.swift"
  /// The command that regenerates them, printed in the header and by the freshness test.
  public static let command = "swift run generate-plural-rules"
  /// Every modulus must divide this: the runtime keeps the low 18 digits.
  static let digitLimit: UInt64 = 1_000_000_000_000_000_000

  /// Loads `directory` (CLDR layout, see ``CLDRPluralData/load(from:)``) and generates.
  public static func generate(cldrDirectory directory: String) throws(GeneratorFailure) -> [GeneratedFile] {
    let data: CLDRPluralData
    do {
      data = try CLDRPluralData.load(from: directory)
    } catch {
      throw GeneratorFailure(diagnostics: [error])
    }
    return try generate(data)
  }

  /// Generates from loaded data.
  public static func generate(_ data: CLDRPluralData) throws(GeneratorFailure) -> [GeneratedFile] {
    var diagnostics: [CLDRDataError] = []
    var pool = RuleSetPool()
    var cardinal: [(String, Int)] = []
    var ordinal: [(String, Int)] = []
    for (groups, type) in [(data.cardinal, "cardinal"), (data.ordinal, "ordinal")] {
      for group in groups {
        guard let ruleSet = parse(group, into: &diagnostics) else { continue }
        let index = pool.add(ruleSet)
        for locale in group.locales {
          if type == "cardinal" { cardinal.append((locale, index)) } else { ordinal.append((locale, index)) }
        }
      }
      let locales = type == "cardinal" ? cardinal : ordinal
      if !locales.contains(where: { $0.0 == "root" }) {
        let file = (groups.first?.location.file) ?? "\(type) data"
        diagnostics.append(
          CLDRDataError("no \(type) rules for 'root'", at: SourceLocation(file: file, line: 1, column: 1)))
      }
    }
    let ranges = RangePool(data.ranges)
    let encoder = RuleEncoder(ruleSets: pool.ruleSets)
    diagnostics += encoder.problems(file: data.cardinal.first?.location.file ?? "plurals.xml")
    if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }

    var out = SwiftWriter()
    out.line(
      "// DO NOT EDIT. Generated from CLDR \(data.version) plural data (cldr-data/) by generate-plural-rules."
    )
    out.line("// Regenerate with: \(command)")
    out.line("// swift-format-ignore-file")
    out.line("")
    out.line("/// Tables generated from CLDR; see TableEvaluation.swift for the encoding.")
    out.line("enum PluralTables {")
    out.line("  static let cldrVersion = \(literal(data.version))")
    out.line("")
    encoder.write(to: &out)
    IntegerTables(ruleSets: pool.ruleSets).write(to: &out)
    out.line("")
    out.comment("Categories each rule set uses, bit k for PluralCategory raw value k.")
    out.array(
      "categoryMasks", "UInt8",
      pool.ruleSets.map { set in
        set.categories.reduce(0) { $0 | (1 << keywordIndex($1)) }
      })
    out.comment("Canonical rule text, samples included: six entries per rule set, by category.")
    out.stringArray(
      "ruleTexts",
      pool.ruleSets.flatMap { set in
        PluralKeyword.allCases.map { set.rules[$0]?.description ?? "" }
      })
    writeLocales(cardinal, name: "cardinal", values: "RuleSets", to: &out)
    writeLocales(ordinal, name: "ordinal", values: "RuleSets", to: &out)
    ranges.write(to: &out)
    let parents = data.parentLocales.sorted { $0.key < $1.key }
    out.comment("CLDR parent locales (supplementalData.xml), children sorted.")
    out.stringArray("parentLocaleChildren", parents.map(\.key))
    out.stringArray("parentLocaleParents", parents.map(\.value))
    out.line("}")
    return [GeneratedFile(relativePath: outputPath, contents: out.text)]
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

  static func keywordIndex(_ keyword: PluralKeyword) -> Int {
    PluralKeyword.allCases.firstIndex(of: keyword)!
  }

  static func writeLocales(
    _ entries: [(String, Int)], name: String, values: String, to out: inout SwiftWriter
  ) {
    let sorted = entries.sorted { $0.0 < $1.0 }
    out.comment(
      "\(name.prefix(1).uppercased() + name.dropFirst()) locales, sorted, and the rule set of each.")
    out.stringArray("\(name)Locales", sorted.map(\.0))
    out.array("\(name)\(values)", "UInt16", sorted.map(\.1))
  }
}

/// Rule sets stored once however many locales (cardinal or ordinal) share them.
struct RuleSetPool {
  var ruleSets: [PluralRuleSet] = []
  var indexByText: [String: Int] = [:]

  mutating func add(_ ruleSet: PluralRuleSet) -> Int {
    let key = ruleSet.description
    if let index = indexByText[key] { return index }
    ruleSets.append(ruleSet)
    indexByText[key] = ruleSets.count - 1
    return ruleSets.count - 1
  }
}

func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// Accumulates generated source with stable formatting.
struct SwiftWriter {
  var text = ""

  mutating func line(_ line: String) { text += line + "\n" }

  mutating func comment(_ comment: String) { line("  /// \(comment)") }

  mutating func array(_ name: String, _ type: String, _ values: [some BinaryInteger], hex: Bool = false) {
    line("  static let \(name): [\(type)] = [")
    let items = values.map { hex ? "0x" + String($0, radix: 16, uppercase: true) : "\($0)" }
    var current = "   "
    for item in items {
      if current.count + item.count + 2 > 100 {
        line(current)
        current = "   "
      }
      current += " \(item),"
    }
    if current != "   " { line(current) }
    line("  ]")
  }

  mutating func stringArray(_ name: String, _ values: [String]) {
    line("  static let \(name): [String] = [")
    for value in values { line("    \(literal(value)),") }
    line("  ]")
  }
}

import CLDRData
import Foundation
@_spi(TableFormat) import PluralTableFormat
import SourceFiles

/// Number formatting tables for the `LocaleNumbers` module: for every CLDR
/// locale, its default numbering system's digits, the decimal, grouping,
/// minus, plus and exponential symbols, the grouping sizes of its standard decimal pattern
/// (`#,##0.###` → 3/3, `#,##,##0.###` → 3/2) and the minimum grouping digits,
/// all resolved through CLDR inheritance (parent locales, then truncation,
/// then root; aliases to another numbering system re-resolve from the locale);
/// the same for each other numbering system the locale has symbols for, which
/// a `-u-nu-` keyword picks.
public enum NumberTablesFile {
  public static let path = "Sources/LocaleNumbers/Generated/NumberTables.swift"

  struct Spec: Hashable {
    var digits: String
    var decimal: String
    var group: String
    var minus: String
    var plus: String
    /// What separates a mantissa from its exponent (`E`, Swedish `×10^`, Arabic `أس`).
    var exponential: String
    var primary: Int
    var secondary: Int
    var minimumGrouping: Int
  }

  public static func generate(
    cldrDirectory directory: String, version: String,
    provenance: Generation.Provenance = Generation.Provenance()
  ) throws(GeneratorFailure) -> GeneratedFile {
    let parents: [String: String]
    do {
      parents = try CLDRPluralData.load(from: directory).parentLocales
    } catch {
      throw GeneratorFailure(diagnostics: [error])
    }
    return try generate(cldrDirectory: directory, parents: parents, version: version, provenance: provenance)
  }

  /// The number tables of a CLDR tree (either form) whose parent locales are already read.
  static func generate(
    cldrDirectory directory: String, parents: [String: String], version: String,
    provenance: Generation.Provenance
  ) throws(GeneratorFailure) -> GeneratedFile {
    let data: CLDRNumberData
    do {
      data = try CLDRNumberData.load(from: directory)
    } catch {
      throw GeneratorFailure(diagnostics: [error])
    }
    return try generate(
      data, parents: parents, version: version, file: numberDataFile(directory), provenance: provenance)
  }

  /// Where a tree's number data is, for messages.
  static func numberDataFile(_ directory: String) -> String {
    directory + "/"
      + (CLDRTreeForm.detect(directory) == .json ? CLDRJSONRelease.numbersMain : CLDRNumberData.extractedPath)
  }

  static func chain(_ id: String, parents: [String: String]) -> [String] {
    var result = [id]
    var current = id
    while current != "root", result.count < 16 {
      if let parent = parents[current] {
        current = parent
      } else if let cut = current.lastIndex(of: "_") {
        current = String(current[..<cut])
      } else {
        current = "root"
      }
      result.append(current)
    }
    return result
  }

  /// The locales whose `<symbols>` give `id` its numbering systems: its
  /// chain up to root (root's are placeholders: aliases to `latn`, and
  /// Arabic ones no language asked for) or to a truncation that drops a
  /// script (`zh_Latn` → `zh`: CLDR's `nonlikelyScript` rule makes root the
  /// parent of a locale in a script its language is not likely written in,
  /// and a likely script's locale is default content, without symbols of its own).
  static func otherSystemsChain(_ id: String, parents: [String: String]) -> [String] {
    var result: [String] = []
    for locale in chain(id, parents: parents) where locale != "root" {
      if let last = result.last, parents[last] == nil, let cut = last.lastIndex(of: "_"),
        last[last.index(after: cut)...].count == 4
      {
        break
      }
      result.append(locale)
    }
    return result
  }

  /// Every locale's resolved number data: the distinct specs, and each
  /// locale (sorted) with the index of its spec.
  static func resolve(_ data: CLDRNumberData, parents: [String: String], file: String)
    throws(GeneratorFailure) -> (specs: [Spec], entries: [(String, Int)])
  {
    let all = try resolveSystems(data, parents: parents, file: file)
    return (all.specs, all.entries.map { ($0.locale, $0.set) })
  }

  /// As ``resolve(_:parents:file:)``, with each locale's other numbering
  /// systems too: every decimal system with symbols in a locale of its
  /// ``otherSystemsChain(_:parents:)``, in the order of their names, each
  /// resolved through the full chain as the default is.
  static func resolveSystems(_ data: CLDRNumberData, parents: [String: String], file: String)
    throws(GeneratorFailure) -> (specs: [Spec], entries: [(locale: String, set: Int, others: [Int])])
  {
    var specs: [Spec] = []
    var entries: [(locale: String, set: Int, others: [Int])] = []
    var problems: [CLDRDataError] = []
    let location = SourceLocation(file: file, line: 1, column: 1)
    for id in data.locales.keys.sorted() {
      let chain = chain(id, parents: parents).filter { data.locales[$0] != nil }
      func first<T>(_ value: (CLDRLocaleNumbers) -> T?) -> T? {
        for locale in chain { if let found = value(data.locales[locale]!) { return found } }
        return nil
      }
      func resolve(
        _ keyPath: KeyPath<CLDRLocaleNumbers, [String: CLDRLocaleNumbers.Part]>, _ field: String,
        _ system: String, depth: Int = 0
      ) -> String? {
        for locale in chain {
          guard let part = data.locales[locale]![keyPath: keyPath][system] else { continue }
          if let value = part.values[field] { return value }
          if let alias = part.alias, depth < 4 { return resolve(keyPath, field, alias, depth: depth + 1) }
        }
        return nil
      }
      /// The spec of `system`; for another system than the default, a field
      /// or pattern its chain lacks is `latn`'s (as ICU falls back: CLDR 41's
      /// `gd` has `hmnp` symbols but no `hmnp` pattern).
      func specIndex(_ system: String, isDefault: Bool = true) -> Int? {
        func value(
          _ keyPath: KeyPath<CLDRLocaleNumbers, [String: CLDRLocaleNumbers.Part]>, _ field: String
        ) -> String? {
          resolve(keyPath, field, system) ?? (isDefault ? nil : resolve(keyPath, field, "latn"))
        }
        let values = ["decimal", "group", "minusSign", "plusSign", "exponential"].map { value(\.symbols, $0) }
        guard let digits = data.digits[system], let decimal = values[0], let group = values[1],
          let minus = values[2], let plus = values[3], let exponential = values[4],
          let pattern = value(\.decimalFormats, "pattern")
        else {
          problems.append(
            CLDRDataError(
              .invalidContent, "locale '\(id)' lacks a number symbol or pattern for '\(system)'", at: location
            ))
          return nil
        }
        let integerPart = pattern.split(separator: ";")[0].split(separator: ".")[0]
        let groups = integerPart.split(separator: ",", omittingEmptySubsequences: false)
        let primary = groups.count > 1 ? groups.last!.count : 0
        let secondary = groups.count > 2 ? groups[groups.count - 2].count : primary
        let spec = Spec(
          digits: digits, decimal: decimal, group: group, minus: minus, plus: plus, exponential: exponential,
          primary: primary,
          secondary: secondary, minimumGrouping: first(\.minimumGroupingDigits) ?? 1)
        return specs.firstIndex(of: spec)
          ?? {
            specs.append(spec)
            return specs.count - 1
          }()
      }
      var system = first(\.defaultNumberingSystem) ?? "latn"
      if data.digits[system] == nil { system = "latn" }  // an algorithmic system: Latin digits
      guard let index = specIndex(system) else { continue }
      let listed = Set(
        otherSystemsChain(id, parents: parents).compactMap { data.locales[$0] }.flatMap(\.symbols.keys))
      let others = listed.subtracting([system]).filter { data.digits[$0] != nil }.sorted()
      entries.append((id, index, others.compactMap { specIndex($0, isDefault: false) }))
    }
    if !problems.isEmpty { throw GeneratorFailure(diagnostics: problems) }
    return (specs, entries)
  }

  static func generate(
    _ data: CLDRNumberData, parents: [String: String], version: String, file: String,
    provenance: Generation.Provenance
  ) throws(GeneratorFailure) -> GeneratedFile {
    let (specs, entries) = try resolveSystems(data, parents: parents, file: file)
    let location = SourceLocation(file: file, line: 1, column: 1)
    var out = SwiftWriter()
    out.text = Generation.header("number data", version: version, provenance)
    out.line("/// Number formatting data generated from CLDR; one entry per distinct set of symbols.")
    out.line("enum NumberTables {")
    out.line("  static let cldrVersion = \(literal(version))")
    out.comment("The ten digits of each set's numbering system.")
    out.stringArray("digits", specs.map(\.digits))
    out.stringArray("decimalSeparators", specs.map(\.decimal))
    out.stringArray("groupingSeparators", specs.map(\.group))
    out.stringArray("minusSigns", specs.map(\.minus))
    out.stringArray("plusSigns", specs.map(\.plus))
    out.comment("The exponential symbol of each set (CLDR's `exponential`), as `%e` and `%g` write it.")
    out.stringArray("exponentialSymbols", specs.map(\.exponential))
    do throws(TableFormat.FieldOverflow) {
      out.comment("Grouping sizes from the standard decimal pattern; 0 means no grouping.")
      try out.array("primaryGroupSizes", specs.map(\.primary), as: UInt8.self)
      try out.array("secondaryGroupSizes", specs.map(\.secondary), as: UInt8.self)
      try out.array("minimumGroupingDigits", specs.map(\.minimumGrouping), as: UInt8.self)
      // Keyed like the plural tables (TableFormat.LocaleKey, sorted by key), so that one lookup serves both.
      var keyed: [(key: TableFormat.LocaleKey, set: Int, others: [Int])] = []
      for (id, set, others) in entries {
        guard let key = TableFormat.LocaleKey(id) else {
          throw TableFormat.FieldOverflow(field: "localeKeys", value: id, width: 64)
        }
        keyed.append((key, set, others))
      }
      keyed.sort { $0.key < $1.key }
      out.comment("CLDR locales (TableFormat.LocaleKey), sorted by key, and the set of each.")
      out.keyArray("localeKeys", keyed.map(\.key))
      try out.array("localeSets", keyed.map(\.set), as: UInt16.self)
      out.comment("The sets of each locale's other numbering systems (CLDR has symbols for them in")
      out.comment("it; by name), which `-u-nu-` picks: locale i's are otherSystemSets[s..<e],")
      out.comment("s = otherSystemStarts[i], e = otherSystemStarts[i + 1].")
      try out.array(
        "otherSystemStarts", keyed.reduce(into: [0]) { $0.append($0.last! + $1.others.count) },
        as: UInt16.self)
      try out.array("otherSystemSets", keyed.flatMap(\.others), as: UInt16.self)
      let used = Set(specs.map(\.digits))
      let systems = data.digits.filter { used.contains($0.value) }.sorted { $0.key < $1.key }
      out.comment("The decimal numbering systems of the sets, by name, and their digits.")
      out.stringArray("systemNames", systems.map(\.key))
      out.stringArray("systemDigits", systems.map(\.value))
    } catch {
      throw GeneratorFailure(diagnostics: [CLDRDataError(.limitExceeded, error.description, at: location)])
    }
    out.line("}")
    return GeneratedFile(relativePath: path, contents: out.text)
  }
}

extension NumberTablesFile {
  /// Whether `directory` has the number data the number tables are made from:
  /// the extracted file of an XML tree, `cldr-numbers-full` of a JSON release.
  public static func hasNumberData(_ directory: String) -> Bool {
    CLDRNumberData.exists(in: directory)
  }
}
